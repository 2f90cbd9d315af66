// Child process of crash.test.ts: plays random legal choices into a stored game forever,
// printing "ack <version>" after each one the store has acknowledged. The test kills it with
// SIGKILL at an arbitrary moment.
import { writeSync } from "node:fs";
import { openDatabase } from "../../src/db/client.ts";
import { GameStore } from "../../src/store/index.ts";
import { lcg, randomMove } from "./helpers.ts";

const [url, gameIdArg, seedArg] = process.argv.slice(2);
const database = await openDatabase(url ?? "");
const store = new GameStore(database);
const gameId = Number(gameIdArg);
const rand = lcg(Number(seedArg));
let { state } = await store.loadGame(gameId);
for (;;) {
  const move = state ? randomMove(state, rand) : null;
  if (!move) break;
  const applied = await store.applyChoice({ gameId, actor: { userId: `u${move.seat}` }, choiceId: move.choiceId });
  state = applied.state;
  writeSync(1, `ack ${applied.version}\n`);
}
writeSync(1, "done\n");
await database.close();

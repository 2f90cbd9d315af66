// `npm run verify-games [-- --repair]`: check that every stored game's snapshot equals the
// replay of its log; with --repair, rewrite wrong snapshots from the log. A game started under
// older rules is checked only from its last undo point and never repaired (src/store/verify.ts).
// Exit code 1 when a problem remains unrepaired.
import { settingsOrExit } from "../config.ts";
import { openStore } from "../store/index.ts";

const repair = process.argv.includes("--repair");
const { store, database } = await openStore(settingsOrExit().databaseUrl);
try {
  const outcomes = await store.verifyAll(repair);
  let unresolved = 0;
  for (const o of outcomes) {
    if (o.ok) {
      if (o.legacy) console.log(`game #${o.gameId}: fine; ${o.legacy}`);
      continue;
    }
    if (!o.repaired) unresolved++;
    console.log(`game #${o.gameId}: ${o.problem}${o.repaired ? " (repaired from the log)" : ""}`);
  }
  console.log(`${outcomes.length} games checked, ${outcomes.filter((o) => o.ok).length} fine, ${unresolved} with unresolved problems`);
  process.exitCode = unresolved > 0 ? 1 : 0;
} finally {
  await database.close();
}

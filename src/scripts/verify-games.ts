// `npm run verify-games [-- --repair]`: check that every stored game's snapshot equals the
// replay of its log; with --repair, rewrite wrong snapshots from the log. A game started under
// older rules is checked only from its last undo point and never repaired (src/store/verify.ts).
// What it finds is recorded as the bot's start-up check records it (src/store/damage.ts): a
// game that fails is set aside as damaged, one that passes (or was repaired) plays on; a running
// bot tells the players within a minute. Safe while the bot runs. Exit code 1 when a problem
// remains unrepaired.
import { settingsOrExit } from "../config.ts";
import { openStore } from "../store/index.ts";
import { openedOrExit } from "./database.ts";

const repair = process.argv.includes("--repair");
const url = settingsOrExit().databaseUrl;
// A database that cannot be opened: one line saying why, exit code 1.
const { store, database } = await openedOrExit(url, () => openStore(url));
try {
  const outcomes = await store.checkAllGames(repair);
  let unresolved = 0;
  for (const o of outcomes) {
    if (o.ok) {
      if (o.legacy) console.log(`game #${o.gameId}: fine; ${o.legacy}`);
      continue;
    }
    if (!o.repaired) unresolved++;
    const what = o.repaired ? " (repaired from the log: it plays on)"
      : o.retry ? ""
        : o.repairable ? " (set aside as damaged; `npm run verify-games -- --repair` rebuilds it from its log)"
          : " (set aside as damaged; it cannot be rebuilt from its log: restore a backup, mend the rows by hand and run this again, or let the host cancel it)";
    console.log(`game #${o.gameId}: ${o.problem}${what}`);
  }
  console.log(`${outcomes.length} games checked, ${outcomes.filter((o) => o.ok).length} fine, ${unresolved} with unresolved problems`);
  process.exitCode = unresolved > 0 ? 1 : 0;
} finally {
  await database.close();
}

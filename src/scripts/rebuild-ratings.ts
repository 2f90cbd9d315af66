// `npm run ratings:rebuild [-- --repair]`: recompute every server's ratings from its finished
// rated games (in the order they were rated) and check that they are the stored ones, number for
// number; with --repair, replace the stored ratings by the recomputed ones (stop the bot first:
// a game finishing meanwhile would be rated on a table about to be replaced). Exit code 1 when
// a difference remains unrepaired.
import { settingsOrExit } from "../config.ts";
import { openStore } from "../store/index.ts";
import { openedOrExit } from "./database.ts";

const repair = process.argv.includes("--repair");
const url = settingsOrExit().databaseUrl;
// A database that cannot be opened: one line saying why, exit code 1.
const { store, database } = await openedOrExit(url, () => openStore(url));
try {
  const r = await store.rebuildRatings(repair);
  for (const d of r.differences) console.log(d);
  const summary = `${r.games} rated games recomputed: ${r.players} ratings in ${r.servers} servers`;
  if (r.differences.length === 0) console.log(`${summary}; the stored ratings are the same`);
  else if (r.replaced) console.log(`${summary}; the stored ratings differed (above) and were replaced by the recomputed ones`);
  else console.log(`${summary}; the stored ratings differ (above)${repair ? "" : ": run with --repair to replace them"}`);
  process.exitCode = r.differences.length > 0 && !r.replaced ? 1 : 0;
} finally {
  await database.close();
}

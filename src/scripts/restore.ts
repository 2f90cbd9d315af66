// `npm run restore -- <file>`: put a backup made by `npm run backup` in place of the SQLite
// database DATABASE_URL names, with or without a bot running on it (src/store/backup.ts): the
// backup must be this bot's (not an empty file, another program's database or a newer bot's), is
// migrated and checked first, what it holds is said against the database, one with no games at
// all is restored only with --force, and each thread of a running game it takes back in time is
// told where the game went back to. `npm run restore -- --tell-threads`: after a restore made
// another way while no bot ran (pg_restore, a file copied back), every running game's thread is
// told. Exit code 0: done; 2: nothing was changed (the reason is printed).
import { settingsOrExit } from "../config.ts";
import { BackupError, restoreDatabase, tellThreadsRestored } from "../store/backup.ts";
import { openStore } from "../store/index.ts";
import { openedOrExit } from "./database.ts";

const settings = settingsOrExit(2);

const args = process.argv.slice(2);
const force = args.includes("--force");
const rest = args.filter((a) => a !== "--force");
const arg = rest[0];
if (!arg || rest.length > 1 || (force && arg === "--tell-threads")) {
  console.error("usage: npm run restore -- [--force] <backup file>   (--force: also a backup that holds no games; or -- --tell-threads after a restore made another way)");
  process.exit(2);
}
const list = (ids: readonly number[]): string => ids.map((id) => `#${id}`).join(", ");
try {
  if (arg === "--tell-threads") {
    const { store, database } = await openedOrExit(settings.databaseUrl, () => openStore(settings.databaseUrl), 2);
    try {
      const told = await tellThreadsRestored(store);
      console.log(told.length === 0 ? "No game is running: no thread to tell." : `The bot will tell the thread of each running game (${list(told)}) that it was restored, at once if it runs, else when it starts.`);
    } finally {
      await database.close();
    }
  } else {
    const r = await restoreDatabase(settings.databaseUrl, arg, { force, say: (line) => console.log(line) });
    console.log(`Restored ${r.backup} into ${r.database}.`);
    console.log(r.wentBack.length === 0
      ? "No running game went back in time."
      : `Running games that went back in time: ${list(r.wentBack)}. The bot tells each thread where its game went back to, at once if it runs, else when it starts.`);
    if (r.gone.length > 0) console.log(`Games started after the backup are gone: ${list(r.gone)} (their threads stay as they were; their buttons now answer that the game does not exist).`);
  }
} catch (e) {
  if (!(e instanceof BackupError)) throw e;
  console.error(`Nothing was restored: ${e.message}`);
  process.exitCode = 2;
}

// `npm run backup -- <file>`: a consistent copy of the SQLite database DATABASE_URL names, taken
// while the bot runs (SQLite's online backup), then checked: the file's structure and every
// running game in the copy replayed from its log (src/store/backup.ts). Exit code 0: the copy is
// written and sound; 1: it is written, but the check found problems (listed); 2: no copy was
// made (the reason is printed). PostgreSQL: pg_dump (docs/admin.md, "Backups and restore").
import { settingsOrExit } from "../config.ts";
import { BackupError, backupDatabase } from "../store/backup.ts";
import { openedOrExit, readSqliteHeader } from "./database.ts";

const settings = settingsOrExit(2);

const target = process.argv[2];
if (!target || process.argv.length > 3) {
  console.error("usage: npm run backup -- <file>   (a new file: the copy of the database DATABASE_URL names)");
  process.exit(2);
}
// A database file that cannot be opened: one line saying why, exit code 2 (no copy was made).
await openedOrExit(settings.databaseUrl, () => readSqliteHeader(settings.databaseUrl), 2);
try {
  const r = await backupDatabase(settings.databaseUrl, target);
  const size = r.bytes >= 1_048_576 ? `${(r.bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(r.bytes / 1024)} KB`;
  const games = `${r.running} running game${r.running === 1 ? "" : "s"} and ${r.others} other${r.others === 1 ? "" : "s"}`;
  if (r.structure === null && r.problems.length === 0) {
    console.log(`Backed up ${r.source} to ${r.target} (${size}, ${games}) and checked the copy: every running game in it replays from its log.`);
  } else {
    console.log(`Backed up ${r.source} to ${r.target} (${size}, ${games}), but the check of the copy found problems:`);
    if (r.structure !== null) console.log(`  the file: ${r.structure}`);
    for (const p of r.problems) console.log(`  game #${p.gameId}: ${p.problem}`);
    console.log("The copy is kept: it is what the database holds. `npm run verify-games` runs the same check on the database itself.");
    process.exitCode = 1;
  }
} catch (e) {
  if (!(e instanceof BackupError)) throw e;
  console.error(`No backup was made: ${e.message}`);
  process.exitCode = 2;
}

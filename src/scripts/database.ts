// How the admin scripts open the database (`npm run db:migrate`, which `npm start` runs first,
// `npm run verify-games`, `npm run ratings:rebuild`, `npm run backup`). When it cannot be
// opened (PostgreSQL down, refusing the login, no such host or database; a SQLite path that
// cannot hold a database), the script prints one line on stderr saying what is wrong and which
// setting to check, in the words `npm start` logs (startupProblem: the database named, never its
// password), and exits, instead of ending in a stack trace.
import { existsSync } from "node:fs";
import BetterSqlite3 from "better-sqlite3";
import { startupProblem } from "../db/errors.ts";
import { providerOf, sqliteFile } from "../db/url.ts";

/**
 * What `open` returns (a step that opens the database: migrating it, opening the store); when
 * it throws, the one line on stderr, and the process ends with `exitCode`.
 */
export async function openedOrExit<T>(databaseUrl: string, open: () => T | Promise<T>, exitCode = 1): Promise<T> {
  try {
    return await open();
  } catch (e) {
    console.error(`cannot open the database: ${startupProblem(e, databaseUrl)}`);
    process.exit(exitCode);
  }
}

/**
 * For a script that copies the SQLite file rather than opening the store (`npm run backup`):
 * opens it and reads its header once, so that a path that cannot hold a database throws here,
 * for openedOrExit to say. Nothing to do on PostgreSQL or when there is no file yet (the script
 * refuses those itself, in its own words).
 */
export function readSqliteHeader(databaseUrl: string): void {
  if (providerOf(databaseUrl) !== "sqlite") return;
  const file = sqliteFile(databaseUrl);
  if (!existsSync(file)) return;
  const db = new BetterSqlite3(file, { fileMustExist: true });
  try {
    db.pragma("schema_version");
  } finally {
    db.close();
  }
}

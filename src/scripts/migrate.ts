// `npm run db:migrate` (also run by `npm start` before the bot connects): apply pending migrations,
// then what a migration of data needs the engine for, in this order: fill in the seat results
// (/profile) of games that finished before the SeatResult table existed, read once from their
// final state; then compact the history of every ended game whose posts are all out (the games a
// version before compact history stored whole, the first time; the bot compacts the others as
// they end). Safe while a bot runs on the same database, and to run again.
import { settingsOrExit } from "../config.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { providerOf } from "../db/url.ts";
import { openStore } from "../store/index.ts";
import { openedOrExit } from "./database.ts";

/** Games per call, so that a long backlog reports its progress. */
const STEP = 5000;
/** Games per transaction: fewer commits, for a backlog of thousands. */
const PER_TRANSACTION = 25;

const url = settingsOrExit().databaseUrl;
// A database that cannot be opened: one line saying why, exit code 1 (and `npm start` stops there).
const applied = await openedOrExit(url, () => migrateDatabase(url));
console.log(applied.length > 0
  ? `${providerOf(url)} database: applied ${applied.join(", ")}`
  : `${providerOf(url)} database: up to date`);
const { store, database } = await openedOrExit(url, () => openStore(url));
try {
  const filled = await store.backfillSeatResults();
  for (const s of filled.skipped) console.log(s);
  if (filled.games > 0) console.log(`filled in the results of ${filled.games} finished game${filled.games === 1 ? "" : "s"} for /profile`);
  let total = 0;
  let inconsistent = 0;
  const started = performance.now();
  for (;;) {
    const done = await store.compactHistory({ limit: STEP, perTransaction: PER_TRANSACTION });
    total += done.games;
    inconsistent = done.inconsistent;
    if (done.games < STEP) break;
    console.log(`compacting the history of ended games: ${total} so far (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  if (total > 0) console.log(`compacted the history of ${total} ended game${total === 1 ? "" : "s"} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (inconsistent > 0) console.log(`${inconsistent} ended game${inconsistent === 1 ? " was" : "s were"} left whole: ${inconsistent === 1 ? "its" : "their"} snapshot and choice log disagree (npm run verify-games says more)`);
} finally {
  await database.close();
}

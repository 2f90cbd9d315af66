// `npm run db:migrate` (also run by `npm start` before the bot connects): apply pending migrations,
// then fill in what a migration of data needs the engine for: the seat results (/profile) of games
// that finished before the SeatResult table existed, read once from their final state.
import { config } from "../config.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { providerOf } from "../db/url.ts";
import { openStore } from "../store/index.ts";

const url = config().databaseUrl;
const applied = await migrateDatabase(url);
console.log(applied.length > 0
  ? `${providerOf(url)} database: applied ${applied.join(", ")}`
  : `${providerOf(url)} database: up to date`);
const { store, database } = await openStore(url);
try {
  const filled = await store.backfillSeatResults();
  for (const s of filled.skipped) console.log(s);
  if (filled.games > 0) console.log(`filled in the results of ${filled.games} finished game${filled.games === 1 ? "" : "s"} for /profile`);
} finally {
  await database.close();
}

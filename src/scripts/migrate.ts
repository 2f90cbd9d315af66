// `npm run db:migrate` (also run by `npm start` before the bot connects): apply pending migrations.
import { settingsOrExit } from "../config.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { providerOf } from "../db/url.ts";

const url = settingsOrExit().databaseUrl;
const applied = await migrateDatabase(url);
console.log(applied.length > 0
  ? `${providerOf(url)} database: applied ${applied.join(", ")}`
  : `${providerOf(url)} database: up to date`);

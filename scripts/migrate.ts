// `npm run db:migrate` (also run by `npm start` before the bot connects): apply pending migrations.
import { config } from "../src/config.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { providerOf } from "../src/db/url.ts";

const url = config().databaseUrl;
const applied = await migrateDatabase(url);
console.log(applied.length > 0
  ? `${providerOf(url)} database: applied ${applied.join(", ")}`
  : `${providerOf(url)} database: up to date`);

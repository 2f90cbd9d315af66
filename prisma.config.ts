// Prisma CLI configuration. Prisma 6.19's JavaScript schema engine runs migrations through a
// driver adapter, so nothing is downloaded (see shared/guides/stack.md). DATABASE_URL picks
// the provider, hence which schema and migrations folder the CLI works on.
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { config } from "./src/config.ts";
import { migrationsPath, providerOf, schemaPath, sqliteFile } from "./src/db/url.ts";

const url = config().databaseUrl;
const provider = providerOf(url);

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: schemaPath(provider),
  migrations: { path: migrationsPath(provider) },
  async adapter() {
    return provider === "postgres"
      ? new PrismaPg({ connectionString: url, idleTimeoutMillis: 500 }) // the CLI exits once the pool is idle
      : new PrismaBetterSQLite3({ url: `file:${sqliteFile(url)}` });
  },
});

// Which database a DATABASE_URL names, and where that provider's schema and migrations live.
// Shared by the runtime (src/db/client.ts), the migrator and prisma.config.ts.
import { mkdirSync } from "node:fs";
import { dirname, isAbsolute, resolve } from "node:path";

export type Provider = "sqlite" | "postgres";

export function providerOf(databaseUrl: string): Provider {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? "postgres" : "sqlite";
}

/** Paths relative to the repository root. */
export function schemaPath(provider: Provider): string {
  return `prisma/${provider}/schema.prisma`;
}

export function migrationsPath(provider: Provider): string {
  return `prisma/${provider}/migrations`;
}

/**
 * The file behind a `file:` URL, with its folder created: the default database lives in
 * ./data/, which a fresh clone does not have. Relative paths are relative to the working
 * directory, as in Prisma's own SQLite URLs.
 */
export function sqliteFile(databaseUrl: string): string {
  const path = databaseUrl.replace(/^file:/, "").replace(/\?.*$/, "");
  if (path === ":memory:") return path;
  const file = isAbsolute(path) ? path : resolve(process.cwd(), path);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

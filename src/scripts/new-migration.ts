// `npm run db:migration -- <name>`: after editing BOTH prisma/*/schema.prisma, write the next
// migration for each provider with `prisma migrate diff` from the schema as last committed
// (git HEAD) to the schema as it is now. (`--from-migrations` needs a shadow database, which
// Prisma's JavaScript schema engine cannot provide here.)
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrationsPath, schemaPath, type Provider } from "../db/url.ts";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:migration -- <name in lower_snake_case>");
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const tmp = mkdtempSync(join(tmpdir(), "nusfjord-migration-"));
for (const provider of ["sqlite", "postgres"] satisfies Provider[]) {
  const old = join(tmp, `${provider}.prisma`);
  writeFileSync(old, execFileSync("git", ["show", `HEAD:${schemaPath(provider)}`], { encoding: "utf8" }));
  const sql = execFileSync(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "diff", "--from-schema-datamodel", old, "--to-schema-datamodel", schemaPath(provider), "--script"], { encoding: "utf8" });
  if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) { console.log(`${provider}: schema unchanged since HEAD, nothing written`); continue; }
  const dir = join(migrationsPath(provider), `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "migration.sql"), sql);
  console.log(`${provider}: wrote ${dir}/migration.sql`);
}

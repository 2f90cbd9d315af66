// Whether a provider's generated Prisma client (src/db/generated/<provider>) is up to date: the
// stamp written beside it after its generation names the same inputs (its schema,
// prisma.config.ts and the versions of prisma and @prisma/client installed). `npm run
// db:generate` (../scripts/generate.ts) generates only what is missing or out of date.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const PROVIDERS = ["sqlite", "postgres"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The file beside a generated client naming what it was generated from. */
const STAMP = ".generated-from";

/** Where a provider's client is generated, under the project's root. */
export function clientDir(root: string, provider: Provider): string {
  return join(root, "src/db/generated", provider);
}

/** What a provider's client is generated from, as one hash (a missing input counts as such). */
function clientInputs(root: string, provider: Provider): string {
  const h = createHash("sha256");
  for (const file of [`prisma/${provider}/schema.prisma`, "prisma.config.ts", "node_modules/prisma/package.json", "node_modules/@prisma/client/package.json"]) {
    const path = join(root, file);
    h.update(`${file}\0`);
    h.update(existsSync(path) ? readFileSync(path) : "(missing)");
    h.update("\0");
  }
  return h.digest("hex");
}

/** Whether the provider's client is there and was generated from the inputs as they are now. */
export function clientIsCurrent(root: string, provider: Provider): boolean {
  const dir = clientDir(root, provider);
  const stamp = join(dir, STAMP);
  return existsSync(join(dir, "client.ts")) && existsSync(stamp) && readFileSync(stamp, "utf8").trim() === clientInputs(root, provider);
}

/** Records that the provider's client was just generated from the inputs as they are now. */
export function stampClient(root: string, provider: Provider): void {
  writeFileSync(join(clientDir(root, provider), STAMP), `${clientInputs(root, provider)}\n`);
}

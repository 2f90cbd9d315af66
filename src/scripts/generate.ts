// `npm run db:generate` (also run by `npm start` and `npm test` first): the Prisma clients of
// both providers (src/db/generated/{sqlite,postgres}), each generated only when it is missing or
// out of date (../db/client-stamp.ts): a restart does not spend 10-20 s of CPU regenerating what
// it has, and a changed schema or an upgraded Prisma is generated again. `--force` generates both.
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { clientIsCurrent, PROVIDERS, stampClient } from "../db/client-stamp.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const force = process.argv.includes("--force");
for (const provider of PROVIDERS) {
  if (!force && clientIsCurrent(ROOT, provider)) continue;
  const run = spawnSync(join(ROOT, "node_modules/.bin/prisma"), ["generate", "--schema", `prisma/${provider}/schema.prisma`], { cwd: ROOT, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
  stampClient(ROOT, provider);
}

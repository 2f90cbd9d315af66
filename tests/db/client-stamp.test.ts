// `npm run db:generate` generates a provider's Prisma client only when it is missing or out of
// date (src/db/client-stamp.ts): checked on a stand-in project tree in a temporary folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientDir, clientIsCurrent, stampClient } from "../../src/db/client-stamp.ts";

let root = "";

function put(file: string, text: string): void {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "nusfjord-stamp-"));
  put("prisma/sqlite/schema.prisma", "model Game { id Int @id }\n");
  put("prisma/postgres/schema.prisma", "model Game { id Int @id }\n");
  put("prisma.config.ts", "export default {};\n");
  put("node_modules/prisma/package.json", '{"version":"6.19.3"}');
  put("node_modules/@prisma/client/package.json", '{"version":"6.19.3"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A client as `prisma generate` leaves it, stamped. */
function generated(provider: "sqlite" | "postgres"): void {
  put(join("src/db/generated", provider, "client.ts"), "export {};\n");
  stampClient(root, provider);
}

describe("a generated Prisma client is regenerated only when needed", () => {
  it("is generated when missing (a fresh clone)", () => {
    expect(clientIsCurrent(root, "sqlite")).toBe(false);
  });

  it("is not generated again when it was generated from the same schema, config and Prisma versions", () => {
    generated("sqlite");
    expect(clientIsCurrent(root, "sqlite")).toBe(true);
    // The other provider's client is its own: still missing.
    expect(clientIsCurrent(root, "postgres")).toBe(false);
  });

  it("is generated again after its schema changes, prisma.config.ts changes or Prisma is upgraded", () => {
    for (const [file, text] of [["prisma/sqlite/schema.prisma", "model Game { id Int @id\n name String }\n"], ["prisma.config.ts", "export default { engine: 'js' };\n"], ["node_modules/prisma/package.json", '{"version":"6.20.0"}'], ["node_modules/@prisma/client/package.json", '{"version":"6.20.0"}']] as const) {
      generated("sqlite");
      put(file, text);
      expect(clientIsCurrent(root, "sqlite"), file).toBe(false);
    }
  });

  it("is generated again when its files were removed but the stamp was left, or the stamp was removed", () => {
    generated("sqlite");
    rmSync(join(clientDir(root, "sqlite"), "client.ts"));
    expect(clientIsCurrent(root, "sqlite")).toBe(false);
    generated("sqlite");
    rmSync(join(clientDir(root, "sqlite"), ".generated-from"));
    expect(clientIsCurrent(root, "sqlite")).toBe(false);
  });

  it("the other provider's schema changing leaves this one current", () => {
    generated("sqlite");
    put("prisma/postgres/schema.prisma", "model Game { id BigInt @id }\n");
    expect(clientIsCurrent(root, "sqlite")).toBe(true);
  });
});

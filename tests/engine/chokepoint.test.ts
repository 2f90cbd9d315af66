// Every movement of goods goes through src/engine/state.ts (gain, pay, gainReserve, payReserve
// and the few named moves there), so the ledger, the 12-wood limit and the 8-fish Reserve rule
// hold for every source. This test reads the source: a direct write elsewhere fails it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const ALLOWED = new Set(["src/engine/state.ts"]);

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "generated") continue;
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (name.endsWith(".ts")) out.push(path);
  }
  return out;
}

/** A write to a supply or Reserve: `x.supply.wood += 1`, `p.reserve = ...`, `supply[good]--`, Object.assign on one. */
const WRITE = /\.(supply|reserve)(\.(wood|fish|gold)|\[[^\]]+\])?\s*(=(?!=)|\+=|-=|\*=|\/=|\+\+|--)|Object\.assign\(\s*[\w.]*\.(supply|reserve)\b/;

describe("goods chokepoint", () => {
  it("no code outside src/engine/state.ts writes a personal supply or a Reserve directly", () => {
    const offenders: string[] = [];
    for (const file of [...sources(join(ROOT, "src")), ...sources(join(ROOT, "commands")), ...sources(join(ROOT, "renderers"))]) {
      const rel = relative(ROOT, file);
      if (ALLOWED.has(rel)) continue;
      readFileSync(file, "utf8").split("\n").forEach((line, i) => {
        if (WRITE.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it("the pattern catches the writes it is meant to catch", () => {
    for (const line of ["p.supply.fish += 1;", "player(s, seat).reserve.wood = 0;", "p.reserve = { wood: 0, fish: 0, gold: 0 };", "p.supply[good] -= n;", "p.supply.gold++", "Object.assign(p.supply, g)"]) {
      expect(WRITE.test(line), line).toBe(true);
    }
    for (const line of ["if (p.supply.fish >= 3)", "const x = p.reserve.wood === 0;", "supply: { ...p.supply },"]) {
      expect(WRITE.test(line), line).toBe(false);
    }
  });
});

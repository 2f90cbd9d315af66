import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it, expect } from "vitest";
import { BUILDINGS, type BuildingData, type DeckName } from "../../src/cards/buildings/data.ts";

// Copies of ../shared/rules (the team's rule texts), kept in the repository so CI can read them anywhere.
const RULES = path.resolve(import.meta.dirname, "../fixtures/rules");

interface TsvRow { id: string; name: string; category: string }

function readTsv(): TsvRow[] {
  const lines = readFileSync(path.join(RULES, "building-categories.tsv"), "utf8").split(/\r?\n/).filter((l) => l.trim() !== "");
  return lines.slice(1).map((line) => {
    const [id = "", name = "", category = ""] = line.split("\t");
    return { id, name, category };
  });
}

/** The appendix with all whitespace runs collapsed, so wrapped headers read as one line. */
function readAppendixFlat(): string {
  return readFileSync(path.join(RULES, "appendix-elders-buildings.txt"), "utf8").replace(/\s+/g, " ").replace(/ ,/g, ",");
}

const DECK_OF_HUNDRED: Record<number, DeckName> = { 1: "herring", 2: "mackerel", 3: "codfish" };
const DECK_WORD: Record<DeckName, string> = { herring: "Herring", mackerel: "Mackerel", codfish: "Codfish" };

function letterForNumber(n: number): "A" | "B" | "C" | null {
  const r = n % 100;
  if (r >= 1 && r <= 18) return "A";
  if (r >= 21 && r <= 32) return "B";
  if (r >= 41 && r <= 54) return "C";
  return null;
}

const FIXED_VP = /^(-?\d+) VP$/;
const VARIABLE_COST = /\d+-\d+|\?|choice/;

function byId(id: string): BuildingData {
  const b = BUILDINGS.find((x) => x.id === id);
  if (!b) throw new Error(`no card ${id}`);
  return b;
}

describe("Building card data table", () => {
  it("has exactly 132 cards with unique ids, sorted by card number", () => {
    expect(BUILDINGS).toHaveLength(132);
    expect(new Set(BUILDINGS.map((b) => b.id)).size).toBe(132);
    const numbers = BUILDINGS.map((b) => b.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it("has the same ids, names and categories as building-categories.tsv", () => {
    const rows = readTsv();
    expect(rows).toHaveLength(132);
    expect(BUILDINGS.map((b) => ({ id: b.id, name: b.name, category: b.category }))).toEqual(
      [...rows].sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1))),
    );
  });

  it("builds each id from letter and number, with the deck given by the hundreds digit", () => {
    for (const b of BUILDINGS) {
      expect(b.id, b.name).toBe(`${b.letter}${b.number}`);
      expect(b.deck, b.id).toBe(DECK_OF_HUNDRED[Math.floor(b.number / 100)]);
    }
  });

  it("gives every card the letter of its number range (x01-x18 A, x21-x32 B, x41-x54 C)", () => {
    for (const b of BUILDINGS) expect(b.letter, b.id).toBe(letterForNumber(b.number));
  });

  it("has 18 A, 12 B and 14 C cards in each deck, covering each number range completely", () => {
    const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    for (const [hundred, deck] of [[100, "herring"], [200, "mackerel"], [300, "codfish"]] as const) {
      const of = (letter: "A" | "B" | "C"): number[] => BUILDINGS.filter((b) => b.deck === deck && b.letter === letter).map((b) => b.number);
      expect(of("A"), deck).toEqual(range(hundred + 1, hundred + 18));
      expect(of("B"), deck).toEqual(range(hundred + 21, hundred + 32));
      expect(of("C"), deck).toEqual(range(hundred + 41, hundred + 54));
    }
  });

  it("marks a cost variable exactly when costText has a range, ? or a choice (\"N/A\" is a free Building, not a variable cost)", () => {
    for (const b of BUILDINGS) expect(b.cost.variable, `${b.id} ${b.costText}`).toBe(VARIABLE_COST.test(b.costText));
  });

  it("gives every fixed cost exactly the goods and ships listed in costText", () => {
    for (const b of BUILDINGS.filter((x) => !x.cost.variable)) {
      const expected = { wood: 0, fish: 0, gold: 0, ships: [] as string[] };
      // "N/A": the card prints no cost, so it costs nothing.
      for (const item of b.costText === "N/A" ? [] : b.costText.split(", ")) {
        const m = /^(\d+) (wood|fish|gold|sloop|cutter|schooner)$/.exec(item);
        expect(m, `${b.id}: "${item}"`).not.toBeNull();
        if (!m) continue;
        const n = Number(m[1]);
        const kind = m[2];
        if (kind === "wood" || kind === "fish" || kind === "gold") expected[kind] += n;
        else for (let i = 0; i < n; i++) expected.ships.push(kind ?? "");
      }
      expect({ wood: b.cost.wood, fish: b.cost.fish, gold: b.cost.gold, ships: b.cost.ships }, b.id).toEqual(expected);
    }
  });

  it("gives every variable cost the lower bound of each range and 0 for goods without a fixed amount", () => {
    for (const b of BUILDINGS.filter((x) => x.cost.variable)) {
      const expected = { wood: 0, fish: 0, gold: 0 };
      if (/^\d/.test(b.costText)) {
        for (const item of b.costText.split(", ")) {
          const m = /^(\d+)(?:-\d+)? (wood|fish|gold)$/.exec(item);
          expect(m, `${b.id}: "${item}"`).not.toBeNull();
          if (m && (m[2] === "wood" || m[2] === "fish" || m[2] === "gold")) expected[m[2]] = Number(m[1]);
        }
      }
      expect({ wood: b.cost.wood, fish: b.cost.fish, gold: b.cost.gold }, b.id).toEqual(expected);
      expect(b.cost.ships, b.id).toEqual([]);
    }
  });

  it("has vp null exactly when vpText is not a single fixed number, and vp equal to that number otherwise", () => {
    for (const b of BUILDINGS) {
      expect(b.vpText, b.id).toMatch(/VP$/);
      const m = FIXED_VP.exec(b.vpText);
      expect(b.vp, `${b.id} ${b.vpText}`).toBe(m ? Number(m[1]) : null);
    }
  });

  it("matches each card's header in the appendix: name, deck, id, cost and VP as printed", () => {
    const flat = readAppendixFlat();
    for (const b of BUILDINGS) {
      const start = flat.indexOf(`${b.name} (${DECK_WORD[b.deck]}, ${b.id};`);
      expect(start, `${b.id} ${b.name} header`).toBeGreaterThanOrEqual(0);
      const header = flat.slice(start, flat.indexOf(")", start) + 1);
      expect(header, b.id).toContain(b.costText);
      expect(header.endsWith(` ${b.vpText})`) || header.endsWith(`;${b.vpText})`), `${b.id}: ${header}`).toBe(true);
    }
  });

  it("has clean, complete explanation text for every card (no wrap artefacts, no missing-passage markers)", () => {
    for (const b of BUILDINGS) {
      expect(b.textMissing, b.id).toBe(false);
      expect(b.text.length, b.id).toBeGreaterThan(20);
      // A hyphen between two lower-case words is a line-end hyphenation that was not joined
      // ("1- and 2-player" is fine).
      expect(b.text, b.id).not.toMatch(/ {2}|^\s|\s$|\[\.\.\.|[a-z]- [a-z]|\n\n/);
      expect(b.text, b.id).not.toMatch(/\((Herring|Mackerel|Codfish)\s*, [ABC]\d{3}/);
      expect(b.text, b.id).toMatch(/[.)]$/);
    }
  });

  it("spot-checks cards with regular and irregular headers against the appendix", () => {
    const angler = byId("A115");
    expect([angler.name, angler.cost, angler.vp]).toEqual(["Angler’s House", { wood: 1, fish: 1, gold: 1, ships: [], variable: false }, 2]);
    expect(angler.text).toMatch(/^Immediately \(and only once via this Building\) place fish/);

    // "Building cost" without the colon.
    const bank = byId("C343");
    expect([bank.name, bank.cost, bank.vp]).toEqual(["Bank", { wood: 3, fish: 0, gold: 10, ships: [], variable: false }, 15]);

    const boatHall = byId("B328");
    expect([boatHall.cost.wood, boatHall.cost.ships, boatHall.vp]).toEqual([4, ["cutter"], 3]);
    expect(boatHall.text).toContain("\nThen immediately");

    const stilt = byId("B228");
    expect([stilt.name, stilt.cost, stilt.vp]).toEqual(["Stilt House", { wood: 1, fish: 0, gold: 0, ships: [], variable: false }, 3]);

    // Cost wrapped over two lines, conditional VP.
    const harbor = byId("C151");
    expect([harbor.cost, harbor.costText, harbor.vp, harbor.vpText]).toEqual([{ wood: 10, fish: 0, gold: 5, ships: [], variable: false }, "10 wood, 5 gold", null, "2-14 VP"]);

    const boathouse = byId("A101");
    expect([boathouse.cost, boathouse.vp]).toEqual([{ wood: 2, fish: 0, gold: 0, ships: [], variable: false }, -1]);

    // "Herring , A107" in the source.
    expect([byId("A107").cost, byId("A107").vp]).toEqual([{ wood: 0, fish: 1, gold: 1, ships: [], variable: false }, 1]);
    // Cost and VP separated by a comma instead of a semicolon.
    expect([byId("B321").costText, byId("B321").vp]).toEqual(["4 wood, 4 fish", 0]);
    expect([byId("C348").costText, byId("C348").vpText, byId("C348").vp]).toEqual(["10 fish", "0 or 7 VP", null]);
    // Variable costs keep their fixed minimum.
    expect(byId("A118").cost).toEqual({ wood: 4, fish: 6, gold: 1, ships: [], variable: true });
    expect(byId("C244").cost).toEqual({ wood: 4, fish: 3, gold: 0, ships: [], variable: true });
    expect(byId("B326").cost).toEqual({ wood: 3, fish: 0, gold: 0, ships: [], variable: true });
    expect(byId("C152")).toMatchObject({ costText: "your choice of 10 wood or 12 fish", cost: { wood: 0, fish: 0, gold: 0, variable: true } });
    expect(byId("A201")).toMatchObject({ costText: "N/A", cost: { wood: 0, fish: 0, gold: 0, variable: false }, vp: -2 });
    // Ship-only costs.
    expect(byId("B327").cost).toEqual({ wood: 0, fish: 0, gold: 0, ships: ["sloop"], variable: false });
    expect(byId("C245").cost.ships).toEqual(["sloop", "cutter", "schooner"]);
    expect(byId("C342").cost).toEqual({ wood: 6, fish: 0, gold: 0, ships: ["schooner"], variable: false });
    expect(byId("B332").vpText).toBe("0, 5, 7 or 9 VP");
    // Hyphenation at a line end is joined ("pre-/printed").
    expect(byId("B223").text).toContain("the preprinted starting catboat");
  });
});

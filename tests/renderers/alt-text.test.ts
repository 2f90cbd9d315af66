// The alt text of every image (Discord's attachment description): at most 1024 characters,
// and when a description must be cut, cut between whole words and ended with "…". Every
// describe function goes through the one function that does it (renderers/alt-text.ts), seen
// here through its trace: each description must be exactly what altText made of its whole text.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentScores, finalScores, summarize } from "../../src/engine/index.ts";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { MAX_DESCRIPTION, altText, traceAltText } from "../../renderers/alt-text.ts";
import { describeBoard, describeCheatSheet, describeHarbor, describeScores, describeTable } from "../../renderers/describe.ts";
import { describeRatingChart, describeTurnPicture } from "../../renderers/index.ts";
import { endGame, fullHarbor, midGame, setup } from "./states.ts";

const seen: { whole: string; out: string }[] = [];
beforeEach(() => traceAltText((whole, out) => seen.push({ whole, out })));
afterEach(() => traceAltText(null));

const NAMES = ["Ann", "Bartholomew Longname", "Chidi", "Dagny", "Eun-ji"];
const LONG = ["Wolfeschlegelsteinhausenbergerdo", "Maximiliana Featherstonehaughton", "Christopherson Abernathy-Smythe", "An Extraordinarily Long Nickname", "Eun-ji Featherstonehaughton-Kim"];

/** The description `out` of `whole`: all of it, or a prefix ending where a word of it ends, then "…". */
function endsAtWordBoundary(whole: string, out: string): boolean {
  if (out === whole) return true;
  if (!out.endsWith("…")) return false;
  const kept = out.slice(0, -1);
  // The character after the kept words is none of a word's (letters, digits, ' ’ -: "Eun-ji" is one word).
  return whole.startsWith(kept) && /[\p{L}\p{N})]$/u.test(kept) && !/[\p{L}\p{N}'’-]/u.test(whole[kept.length] ?? " ");
}

/** Check the description `f` makes: made by altText (once), at most 1024 characters, never cut inside a word. */
function check(what: string, f: () => string): { out: string; cut: boolean } {
  seen.length = 0;
  const out = f();
  expect(seen.length, `${what} goes through altText`).toBe(1);
  const last = seen[seen.length - 1];
  expect(last?.out, what).toBe(out);
  expect(out.length, what).toBeLessThanOrEqual(MAX_DESCRIPTION);
  expect(endsAtWordBoundary(last?.whole ?? "", out), `${what}: "${out.slice(-40)}"`).toBe(true);
  return { out, cut: out !== last?.whole };
}

describe("every description is at most 1024 characters and ends at a word boundary", () => {
  it("altText cuts at the last whole word that leaves room for the ellipsis", () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");
    const cut = altText(words);
    expect(cut.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(endsAtWordBoundary(words, cut)).toBe(true);
    expect(altText("a b", 3)).toBe("a b");
    // A boundary right at the limit is used; punctuation before the cut is dropped.
    expect(altText("aaaa bbbb, cccc", 10)).toBe("aaaa bbbb…");
    expect(altText("aaaa, bbbbbbbb", 10)).toBe("aaaa…");
    expect(altText("aaaa Eun-jiii", 10)).toBe("aaaa…");
    expect(altText("  spaced\n out  ")).toBe("spaced out");
  });

  const states: [string, () => GameState][] = [
    ...([2, 3, 4, 5] as PlayerCount[]).map((n): [string, () => GameState] => [`mid-game, ${n} players`, () => midGame(n)]),
    ["setup, 5 players", () => setup(5)],
    ["end of game, 5 players", () => endGame(5)],
    ["a harbor full of Buildings and Ships", fullHarbor],
  ];
  for (const [name, make] of states) {
    it(`${name}, short and 32-character names: the board, harbor, scores, table and turn picture`, () => {
      const state = make();
      const s = summarize(state);
      const sheets = finalScores(state) ?? currentScores(state);
      let cuts = 0;
      for (const names of [NAMES, LONG]) {
        const o = { names };
        const results = [
          check("board", () => describeBoard(s, o)),
          check("board (detail)", () => describeBoard(s, { ...o, layout: "detail" })),
          check("table", () => describeTable(s, o)),
          check("table (detail)", () => describeTable(s, { ...o, layout: "detail" })),
          check("scores", () => describeScores(s, { ...o, sheets })),
          ...s.players.flatMap((p) => [
            check(`harbor ${p.seat}`, () => describeHarbor(s, p.seat, o)),
            check(`harbor ${p.seat} (detail)`, () => describeHarbor(s, p.seat, { ...o, layout: "detail" })),
            check(`turn picture ${p.seat}`, () => describeTurnPicture(s, p.seat, o)),
          ]),
        ];
        cuts += results.filter((r) => r.cut).length;
      }
      // The long names make some descriptions too long: the cut itself is checked, not only the length.
      if (name.startsWith("mid-game, 5")) expect(cuts).toBeGreaterThan(0);
    });
  }

  it("the cheat sheet and the rating chart", () => {
    for (const n of [2, 3, 4, 5] as PlayerCount[]) check(`cheat sheet ${n}`, () => describeCheatSheet(n));
    check("rating chart", () => describeRatingChart({ name: LONG[0] ?? "", figures: [0, 3.1, 1.9, 4.4] }));
  });
});

describe("the turn picture's description", () => {
  for (const n of [2, 3, 4, 5] as PlayerCount[]) {
    it(`${n} players: names the viewer and gives their wood as "<n> of 12 wood", their fish and gold, whose turn, the board and their harbor`, () => {
      const s = summarize(midGame(n));
      for (const p of s.players) {
        for (const names of [NAMES, LONG]) {
          const who = names[p.seat] ?? "";
          const d = describeTurnPicture(s, p.seat, { names });
          expect(d.startsWith(`${who}: ${p.supply.wood} of 12 wood, ${p.supply.fish} fish, ${p.supply.gold} gold,`)).toBe(true);
          expect(d).toMatch(new RegExp(`Round ${s.round} of 7, Work phase`));
          expect(d).not.toMatch(/\bPlayer [1-5]\b/);
        }
        const d = describeTurnPicture(s, p.seat, { names: NAMES });
        expect(d).toContain(s.activeSeat === p.seat ? `Your turn, ${NAMES[p.seat]}.` : `waiting for`);
        expect(d).toMatch(/Workers on action spaces: |No Workers on the action spaces\./);
        expect(d).toContain("Harbor: ");
      }
    });
  }
});

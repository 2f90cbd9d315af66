// The alt text of the images (renderers/describe.ts): plain English that names the players
// as the images do, gives their figures, and stays within Discord's 1024 characters.
import { describe, expect, it } from "vitest";
import { currentScores, finalScores, summarize } from "../../src/engine/index.ts";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { MAX_DESCRIPTION, describeBoard, describeHarbor, describeScores, describeTable } from "../../renderers/describe.ts";
import { altText } from "../../renderers/alt-text.ts";
import { endGame, fullHarbor, midGame, setup } from "./states.ts";

const NAMES = ["Ann", "Bartholomew Longname", "Chidi", "Dagny", "Eun-ji"];
const LONG = ["Wolfeschlegelsteinhausenbergerdo", "Maximiliana Featherstonehaughton", "Chidi", "An Extraordinarily Long Nickname", "Eun-ji"];

const states: [string, () => GameState][] = [
  ...([2, 5] as PlayerCount[]).map((n): [string, () => GameState] => [`setup, ${n} players`, () => setup(n)]),
  ...([2, 3, 4, 5] as PlayerCount[]).map((n): [string, () => GameState] => [`mid-game, ${n} players`, () => midGame(n)]),
  ["end of game, 5 players", () => endGame(5)],
  ["a harbor full of Buildings and Ships", fullHarbor],
];

const figures = (p: { supply: { wood: number; fish: number; gold: number }; haulSize: number }, name: string): string =>
  `${name}: ${p.supply.wood} of 12 wood, ${p.supply.fish} fish, ${p.supply.gold} gold, haul ${p.haulSize}`;

describe("the descriptions say in words what the images show", () => {
  for (const [name, make] of states) {
    it(`${name}: names, figures, at most 1024 characters, never "Player N"`, () => {
      const state = make();
      const s = summarize(state);
      const sheets = finalScores(state) ?? currentScores(state);
      for (const names of [NAMES, LONG]) {
        const o = { names };
        const board = describeBoard(s, o);
        const table = describeTable(s, o);
        const scores = describeScores(s, { ...o, sheets });
        const harbors = s.players.map((p) => describeHarbor(s, p.seat, o));
        for (const d of [board, table, scores, ...harbors]) {
          expect(d.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
          expect(d.length).toBeGreaterThan(40);
          expect(d).not.toMatch(/\bPlayer [1-5]\b/);
        }
        expect(board).toMatch(s.phase === "over" ? /The game is over/ : new RegExp(`Round ${s.round} of 7`));
        for (const p of s.players) {
          const who = names[p.seat] ?? "";
          expect(board).toContain(who);
          expect(scores).toContain(who);
          // The table tells every player's supply figures first, so they are never cut off.
          expect(table).toContain(figures(p, who));
          expect(harbors[p.seat]).toContain(`${who}'s harbor`);
          expect(harbors[p.seat]).toContain(figures(p, who));
          expect(harbors[p.seat]).toMatch(new RegExp(`${p.score < 0 ? `minus ${-p.score}` : p.score} VP${s.phase === "over" ? "" : " so far"}`));
        }
        for (const x of sheets) expect(scores).toContain(`${names[x.seat]} ${x.total < 0 ? `minus ${-x.total}` : x.total} VP`);
      }
    });
  }

  it("whose turn it is and what they are asked, with their name", () => {
    const s = summarize(midGame(4));
    const seat = s.activeSeat ?? s.pendingSeats[0] ?? 0;
    const d = describeBoard(s, { names: NAMES });
    expect(d).toContain(`Now: ${NAMES[seat]}`);
    expect(describeTable(s, { names: NAMES })).toContain(`Now: ${NAMES[seat]}`);
  });

  it("each describes what its layout draws: the compact board no Building display, the compact harbor no Elder Council, the compact table no Building names", () => {
    const s = summarize(midGame(4));
    const o = { names: NAMES };
    const detail = { ...o, layout: "detail" } as const;
    const shown = s.displays.A.filter((c) => c !== null).map((c) => c.name);
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) {
      expect(describeBoard(s, o)).not.toContain(name);
      expect(describeBoard(s, detail)).toContain(name);
    }
    expect(describeBoard(s, o)).toContain(`${NAMES[0]} (Blue circle)`);
    for (const st of s.elderStacks) if (st.top) expect(describeBoard(s, o)).toContain(st.top.name);
    const full = summarize(fullHarbor());
    expect(describeHarbor(full, 0, o)).not.toContain("Elder Council");
    expect(describeHarbor(full, 0, detail)).toContain("Elder Council");
    expect(describeHarbor(full, 0, o)).toMatch(/A1 Reserve: .*; A2 /);
    for (const p of s.players) {
      expect(describeTable(s, o)).toContain(`${p.buildings.length === 1 ? "1 Building" : `${p.buildings.length} Buildings`}`);
      for (const b of p.buildings) expect(describeTable(s, o)).not.toContain(b.name);
      for (const b of p.buildings) expect(describeTable(s, detail)).toContain(b.name);
    }
  });

  it("the final scores name the winner and itemise each player", () => {
    const state = endGame(3);
    const sheets = finalScores(state) ?? [];
    const d = describeScores(summarize(state), { names: NAMES, sheets });
    expect(d).toMatch(/^Final scores\. /);
    const winners = sheets.filter((x) => x.winner);
    expect(d).toMatch(winners.length > 1 ? /Shared victory at \d+ VP/ : new RegExp(`${NAMES[winners[0]?.seat ?? 0]} wins with \\d+ VP`));
    for (const x of sheets) for (const b of x.buildings) expect(d).toContain(b.name);
  });

  it("the harbor names its Buildings with their spaces and the Forests by their double space", () => {
    const s = summarize(fullHarbor());
    const p = s.players[0];
    if (!p) throw new Error("fixture: no seat 0");
    const d = describeHarbor(s, 0, { names: NAMES });
    for (const b of p.buildings.filter((x) => x.row !== null)) expect(d).toContain(b.name);
    expect(() => describeHarbor(s, 4)).toThrow(/no seat 4/);
  });

  it("too long: cut between whole words, ended with an ellipsis", () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");
    const cut = altText(words);
    expect(cut.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(cut.endsWith("…")).toBe(true);
    const kept = cut.slice(0, -1).split(" ");
    expect(kept.every((w, i) => w === `word${i}`)).toBe(true);
    expect(altText("short enough")).toBe("short enough");
  });
});

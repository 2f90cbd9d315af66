// The shared spec of the Buildings whose gold cost is the current Round, on top of depicted goods,
// and that have no effect (A118 Theater, B232 Playhouse). Each card's own spec file gives its
// row: its sentences and its numbers.
import { describe, expect, it } from "vitest";
import { legalChoices } from "../../../src/engine/index.ts";
import type { GameState, Goods } from "../../../src/engine/index.ts";
import { player } from "../../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, onDisplay, play, seatToMove, setGoods } from "../helpers.ts";

type Deck = "mackerel" | "codfish" | "herring";

export interface RoundGoldCostRow {
  id: string;
  name: string;
  deck?: Deck;
  /** The sentences of the appendix each case checks, as quoted in its name. */
  says: { round1: string; depicted: string; currentRound: string; lessGold: string; short: string; noEffect: string };
  /** What each case shows, before the quote. */
  why: { depicted: string; short: string; noEffect: string };
  /** Round 1: the Build a Building menu's label, and a build from `supply` leaving `after`. */
  round1: { label: string; supply: Goods; after: Goods };
  /** A later Round: the label, and a build paying all of `supply`, with its log line. */
  later: { round: number; label: string; supply: Goods; log: string };
  /** Round 7: a build from `supply` leaving `after`. */
  final: { supply: Goods; after: Goods };
  /** Not offered in `round` with `gold` (1 less than the Round), and in Round 1 with `short` (too few of the depicted goods). */
  lacking: { round: number; gold: number; short: Goods };
  /** Built in Round 2 from `supply`: nothing is left, and the Reserve is as it was. */
  noEffect: { supply: Goods; reserve: Goods };
}

const RICH: Goods = { wood: 12, fish: 30, gold: 20 };

export function roundGoldCostSpec(row: RoundGoldCostRow): void {
  const game = () => cardGame(row.deck ? { deck: row.deck } : {});
  const choice = `building:${row.id}`;
  /** The Buildings offered after placing a Worker on Build a Building in `round` with this supply. */
  const buildMenu = (round: number, supply: Goods) => {
    const s = setGoods(seatToMove(onDisplay(game(), row.id), 0, { round }), 0, { supply });
    return legalChoices(play(s, 0, "place:build-building"), 0);
  };
  const inRound = (round: number): GameState => edit(game(), (d) => {
    d.round = round;
  });
  const build = (round: number, supply: Goods) => buildWithSpace(inRound(round), 0, row.id, [1, 0], supply);
  const notOffered = (round: number, supply: Goods) => {
    const menu = buildMenu(round, supply);
    expect(menu.length).toBeGreaterThan(1);
    expect(menu.map((c) => c.id)).not.toContain(choice);
  };

  describe(`${row.id} ${row.name}`, () => {
    it(`costs 1 gold in Round 1: "${row.says.round1}"`, () => {
      expect(buildMenu(1, RICH).find((c) => c.id === choice)?.label).toBe(row.round1.label);
      expect(player(build(1, row.round1.supply), 0).supply).toEqual(row.round1.after);
    });

    const later = row.later;
    it(`${row.why.depicted}: "${row.says.depicted}"`, () => {
      expect(buildMenu(later.round, RICH).find((c) => c.id === choice)?.label).toBe(later.label);
      const s = build(later.round, later.supply);
      expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
      expect(s.log.map((l) => l.text)).toContain(later.log);
    });

    it(`costs 7 gold in the final Round: "${row.says.currentRound}"`, () => {
      expect(player(build(7, row.final.supply), 0).supply).toEqual(row.final.after);
    });

    it(`is not offered with 1 gold less than the round: "${row.says.lessGold}"`, () => {
      notOffered(row.lacking.round, { ...RICH, gold: row.lacking.gold });
    });

    it(`${row.why.short}: "${row.says.short}"`, () => {
      notOffered(1, row.lacking.short);
    });

    it(`${row.why.noEffect}: "${row.says.noEffect}"`, () => {
      const s = build(2, row.noEffect.supply);
      expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
      expect(player(s, 0).reserve).toEqual(row.noEffect.reserve);
    });
  });
}

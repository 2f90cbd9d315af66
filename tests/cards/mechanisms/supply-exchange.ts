// The shared spec of the "Anytime" Buildings that exchange goods of the personal supply for goods
// from the general supply, at any time until scoring, any number of times (A310 Cooperage,
// B122 Trading House, B123 Resource Trade, B124 Wood Trade, B230 Manufacture, B325
// Stockfishery; the mechanism is src/cards/mechanisms/exchange.ts). Each card's own spec file
// gives its row: its sentences and its numbers, and keeps the cases peculiar to it.
import { describe, expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice, legalChoices, pendingSeats } from "../../../src/engine/index.ts";
import type { GameState, Goods } from "../../../src/engine/index.ts";
import { checkInvariants } from "../../engine/invariants.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "../helpers.ts";

type Deck = "mackerel" | "codfish" | "herring";

/** One exchange printed on the card, made `times` times in a row from `supply`. */
interface Trade {
  /** The anytime choice id. */
  choice: string;
  /** The sentence of the appendix the case checks, as quoted in its name. */
  says: string;
  /** What the case shows, after the quote; by default ", any number of times" when made more than once. */
  why?: string;
  supply: Goods;
  times: number;
  after: Goods;
  /** The last log line, as seat 0 ("Player 1") makes it. */
  log: string;
  /** The exchanges still offered afterwards. */
  offered: string[];
}

export interface SupplyExchangeRow {
  id: string;
  name: string;
  deck?: Deck;
  /** The sentences of the appendix the cases every such card has check, as quoted in their names. */
  says: { anyTime: string; midAction: string; untilScoring: string };
  /** Every exchange the card offers, each a case. */
  trades: Trade[];
  /** The 12 wood limit: from `supply` the exchange `choice` ends at `after`, the general supply changing by `ledger`; then only `offered` remains. */
  limit?: { says: string; why: string; choice: string; supply: Goods; after: Goods; ledger: Partial<Goods>; offered: string[] };
  /** Without the goods to pay: nothing is offered and every exchange is refused, from each supply. */
  lacking: { says: string; why: string; supplies: Goods[] };
  /** Off-turn, by seat 1: its supply before, what is offered, the exchange made and the supply after. */
  offTurn: { supply: Goods; offered: string[]; choice: string; after: Goods };
  /** In the middle of another action, from `supply`: the owner is choosing a Ship or a Building. */
  midAction: { choosing: "Ship" | "Building"; supply: Goods };
  /** The sentence about the Sailor's action, on the cards that exchange wood (the Sailor gives wood). */
  sailor?: { says: string; choice: string };
}

export function supplyExchangeSpec(row: SupplyExchangeRow, own?: (owner: (supply: Goods) => GameState) => void): void {
  const game = () => cardGame(row.deck ? { deck: row.deck } : {});
  const owner = (supply: Goods) => setGoods(seatToMove(withBuilding(game(), 0, row.id), 0), 0, { supply });
  const offered = (s: GameState, seat = 0) => anytimeOffers(s, seat).map((c) => c.id);
  const choices = row.trades.map((t) => t.choice);
  const refusesAll = (s: GameState) => {
    for (const choice of choices) expect(() => applyChoice(s, 0, choice)).toThrow(RuleError);
  };

  describe(`${row.id} ${row.name}`, () => {
    for (const trade of row.trades) {
      const why = trade.why !== undefined ? `: ${trade.why}` : trade.times > 1 ? ", any number of times" : "";
      it(`'${trade.says}'${why}`, () => {
        const t = play(owner(trade.supply), 0, ...Array<string>(trade.times).fill(trade.choice));
        expect(t.players[0]?.supply).toEqual(trade.after);
        expect(t.log.at(-1)?.text).toBe(trade.log);
        expect(offered(t)).toEqual(trade.offered);
      });
    }

    const limit = row.limit;
    if (limit) {
      it(`'${limit.says}': ${limit.why}`, () => {
        const s = owner(limit.supply);
        const t = play(s, 0, limit.choice);
        expect(t.players[0]?.supply).toEqual(limit.after);
        for (const [good, n] of Object.entries(limit.ledger)) expect(t.ledger[good as keyof Goods] - s.ledger[good as keyof Goods]).toBe(n);
        expect(offered(t)).toEqual(limit.offered);
        expect(() => applyChoice(t, 0, limit.choice)).toThrow(RuleError);
      });
    }

    it(`'${row.lacking.says}': ${row.lacking.why}`, () => {
      for (const supply of row.lacking.supplies) {
        const s = owner(supply);
        expect(offered(s)).toEqual([]);
        for (const choice of choices) expect(legalChoices(s, 0).map((c) => c.id)).not.toContain(choice);
        refusesAll(s);
      }
    });

    it(`'${row.says.anyTime}': off-turn, a seat that is not asked anything exchanges without moving anyone's decision`, () => {
      const o = row.offTurn;
      const s = setGoods(seatToMove(withBuilding(game(), 1, row.id), 0), 1, { supply: o.supply });
      expect(offered(s, 1)).toEqual(o.offered);
      const t = applyChoice(s, 1, o.choice);
      expect(checkInvariants(t)).toEqual([]);
      expect(t.players[1]?.supply).toEqual(o.after);
      expect(t.log.at(-1)?.text).toBe(row.trades.find((x) => x.choice === o.choice)?.log.replace("Player 1", "Player 2"));
      expect(pendingSeats(t)).toEqual([0]);
      expect(legalChoices(t, 0)).toEqual(legalChoices(s, 0));
      expect(t.undoBarrier).toBe(s.undoBarrier);
    });

    const mid = row.midAction;
    it(`'${row.says.midAction}': not offered while the owner is choosing a ${mid.choosing}`, () => {
      const t = play(owner(mid.supply), 0, mid.choosing === "Ship" ? "place:build-ship" : "place:build-building");
      expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe(mid.choosing === "Ship" ? "choose-ship" : "choose-building");
      expect(anytimeOffers(t, 0)).toEqual([]);
      for (const choice of choices) expect(legalChoices(t, 0).map((c) => c.id)).not.toContain(choice);
      refusesAll(t);
    });

    it(`'${row.says.untilScoring}': nothing is offered once the game is over`, () => {
      const s = edit(owner(row.trades[0]?.supply ?? { wood: 0, fish: 0, gold: 0 }), (d) => {
        d.phase = "over";
        d.queues = [];
      });
      expect(anytimeOffers(s, 0)).toEqual([]);
      refusesAll(s);
    });

    const sailor = row.sailor;
    if (sailor) {
      it(`'${sailor.says}'`, () => {
        const s = edit(owner({ wood: 0, fish: 20, gold: 0 }), (d) => {
          const p = d.players[0];
          if (p) p.elders = [{ id: "sailor", fish: 0, worker: false }];
        });
        const t = play(s, 0, "elder:sailor");
        expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("serve-more");
        expect(t.players[0]?.supply.wood).toBe(1);
        expect(anytimeOffers(t, 0)).toEqual([]);
        expect(() => applyChoice(t, 0, sailor.choice)).toThrow(RuleError);
        // Once the Sailor's action is complete, the wood may be exchanged.
        const done = play(t, 0, "decline");
        expect(offered(done)).toContain(sailor.choice);
      });
    }

    own?.(owner);
  });
}

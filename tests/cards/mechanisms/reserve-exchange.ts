// The shared spec of the Buildings that exchange 3 fish in the Reserve for goods placed in the
// Reserve, at any time until scoring, any number of times (A204 Fish Trade, A312 Wood
// Exchange). Each card's own spec file gives its row: its sentences and its numbers.
import { describe, expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice, pendingSeats } from "../../../src/engine/index.ts";
import type { Goods } from "../../../src/engine/index.ts";
import { checkInvariants } from "../../engine/invariants.ts";
import { cardGame, fishNow, play, seatToMove, setGoods, withBuilding } from "../helpers.ts";

export interface ReserveExchangeRow {
  id: string;
  name: string;
  deck: "mackerel" | "codfish" | "herring";
  /** The anytime choice id. */
  trade: string;
  /** The sentences of the appendix each case checks, as quoted in its name. */
  says: { exchange: string; reserveOnly: string; anyTime: string; fishing: string; midAction: string };
  /** Two exchanges in a row: the Reserve and supply before, the Reserve after, the log line. */
  twice: { reserve: Goods; supply: Goods; after: Goods; log: string };
  /** Off-turn, by seat 1: its Reserve before and after. */
  offTurn: { reserve: Goods; after: Goods };
  /** A further case of the card's own: the sentence, the Reserve and supply before, the Reserve after, the supply's wood after. */
  limit?: { says: string; reserve: Goods; supply: Goods; after: Goods; supplyWood: number };
}

const NO_GOODS: Goods = { wood: 0, fish: 0, gold: 0 };

export function reserveExchangeSpec(row: ReserveExchangeRow): void {
  const owner = (reserve: Goods, supply: Goods = NO_GOODS) =>
    setGoods(seatToMove(withBuilding(cardGame({ deck: row.deck }), 0, row.id), 0), 0, { supply, reserve });

  describe(`${row.id} ${row.name}`, () => {
    it(`'${row.says.exchange}', any number of times`, () => {
      const t = play(owner(row.twice.reserve, row.twice.supply), 0, row.trade, row.trade);
      expect(t.players[0]?.reserve).toEqual(row.twice.after);
      expect(t.players[0]?.supply).toEqual(row.twice.supply);
      expect(t.log.at(-1)?.text).toBe(row.twice.log);
      expect(anytimeOffers(t, 0)).toEqual([]);
    });

    const limit = row.limit;
    if (limit) {
      it(`'${limit.says}': the 12 wood limit of the personal supply does not stop it`, () => {
        const t = play(owner(limit.reserve, limit.supply), 0, row.trade);
        expect(t.players[0]?.reserve).toEqual(limit.after);
        expect(t.players[0]?.supply.wood).toBe(limit.supplyWood);
      });
    }

    it(`'${row.says.reserveOnly}': fish in the personal supply do not count; refused with a RuleError`, () => {
      const s = owner({ wood: 0, fish: 2, gold: 0 }, { wood: 0, fish: 10, gold: 0 });
      expect(anytimeOffers(s, 0)).toEqual([]);
      expect(() => applyChoice(s, 0, row.trade)).toThrow(RuleError);
    });

    it(`'${row.says.anyTime}': off-turn by a seat that is not asked anything`, () => {
      const s = setGoods(seatToMove(withBuilding(cardGame({ deck: row.deck }), 1, row.id), 0), 1, { reserve: row.offTurn.reserve });
      expect(anytimeOffers(s, 1).map((c) => c.id)).toEqual([row.trade]);
      const t = applyChoice(s, 1, row.trade);
      expect(checkInvariants(t)).toEqual([]);
      expect(t.players[1]?.reserve).toEqual(row.offTurn.after);
      expect(pendingSeats(t)).toEqual([0]);
    });

    it(`'${row.says.fishing}'`, () => {
      // Seat 0 catches 3 fish for 4 Elders, so it must choose which Elders get one.
      const s = fishNow(owner({ wood: 0, fish: 3, gold: 0 }), (d) => {
        const p = d.players[0];
        if (p) p.elders = (["sailor", "builder", "steward", "forester"] as const).map((id) => ({ id, fish: 0, worker: false }));
      });
      expect(s.phase).toBe("fishing");
      expect(s.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("choose-elder-fish");
      expect(anytimeOffers(s, 0)).toEqual([]);
      expect(() => applyChoice(s, 0, row.trade)).toThrow(RuleError);
      const t = play(s, 0, "fish-elder:sailor", "fish-elder:builder", "fish-elder:steward");
      expect(t.phase).toBe("work");
      expect(t.players[0]?.reserve.fish).toBe(3);
      expect(anytimeOffers(t, 0).map((c) => c.id)).toEqual([row.trade]);
    });

    it(`'${row.says.midAction}': not offered while the owner is choosing a Ship`, () => {
      const t = play(owner({ wood: 0, fish: 6, gold: 0 }, { wood: 12, fish: 10, gold: 5 }), 0, "place:build-ship");
      expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("choose-ship");
      expect(anytimeOffers(t, 0)).toEqual([]);
      expect(() => applyChoice(t, 0, row.trade)).toThrow(RuleError);
    });
  });
}

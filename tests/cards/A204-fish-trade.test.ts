import { describe, expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice, pendingSeats } from "../../src/engine/index.ts";
import type { Goods } from "../../src/engine/index.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { cardGame, fishNow, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

const TRADE = "anytime:A204:fish-gold";
const NO_GOODS: Goods = { wood: 0, fish: 0, gold: 0 };

function owner(reserve: Goods, supply: Goods = NO_GOODS) {
  return setGoods(seatToMove(withBuilding(cardGame({ deck: "mackerel" }), 0, "A204"), 0), 0, { supply, reserve });
}

describe("A204 Fish Trade", () => {
  it("'exchange 3 fish in your Reserve for 1 gold ... Place the gold in your Reserve (and not in your personal supply)', any number of times", () => {
    const s = owner({ wood: 0, fish: 7, gold: 0 }, { wood: 1, fish: 1, gold: 1 });
    const t = play(s, 0, TRADE, TRADE);
    expect(t.players[0]?.reserve).toEqual({ wood: 0, fish: 1, gold: 2 });
    expect(t.players[0]?.supply).toEqual({ wood: 1, fish: 1, gold: 1 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Fish Trade: exchange 3 fish in the Reserve for 1 gold into the Reserve.");
    expect(anytimeOffers(t, 0)).toEqual([]);
  });

  it("'3 fish in your Reserve': fish in the personal supply do not count; refused with a RuleError", () => {
    const s = owner({ wood: 0, fish: 2, gold: 0 }, { wood: 0, fish: 10, gold: 0 });
    expect(anytimeOffers(s, 0)).toEqual([]);
    expect(() => applyChoice(s, 0, TRADE)).toThrow(RuleError);
  });

  it("'At any time ... until scoring': off-turn by a seat that is not asked anything", () => {
    const s = setGoods(seatToMove(withBuilding(cardGame({ deck: "mackerel" }), 1, "A204"), 0), 1, { reserve: { wood: 0, fish: 3, gold: 0 } });
    expect(anytimeOffers(s, 1).map((c) => c.id)).toEqual([TRADE]);
    const t = applyChoice(s, 1, TRADE);
    expect(checkInvariants(t)).toEqual([]);
    expect(t.players[1]?.reserve).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(pendingSeats(t)).toEqual([0]);
  });

  it("'you cannot make this exchange in the middle of the Fishing Phase (but only after you complete all five steps of it)'", () => {
    // Seat 0 catches 3 fish for 4 Elders, so it must choose which Elders get one.
    const base = owner({ wood: 0, fish: 3, gold: 0 });
    const s = fishNow(base, (d) => {
      const p = d.players[0];
      if (p) p.elders = (["sailor", "builder", "steward", "forester"] as const).map((id) => ({ id, fish: 0, worker: false }));
    });
    expect(s.phase).toBe("fishing");
    expect(s.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("choose-elder-fish");
    expect(anytimeOffers(s, 0)).toEqual([]);
    expect(() => applyChoice(s, 0, TRADE)).toThrow(RuleError);
    const t = play(s, 0, "fish-elder:sailor", "fish-elder:builder", "fish-elder:steward");
    expect(t.phase).toBe("work");
    expect(t.players[0]?.reserve.fish).toBe(3);
    expect(anytimeOffers(t, 0).map((c) => c.id)).toEqual([TRADE]);
  });

  it("'except in the middle of another action': not offered while the owner is choosing a Ship", () => {
    const t = play(owner({ wood: 0, fish: 6, gold: 0 }, { wood: 12, fish: 10, gold: 5 }), 0, "place:build-ship");
    expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("choose-ship");
    expect(anytimeOffers(t, 0)).toEqual([]);
    expect(() => applyChoice(t, 0, TRADE)).toThrow(RuleError);
  });
});

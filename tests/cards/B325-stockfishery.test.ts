import { describe, expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice, pendingSeats } from "../../src/engine/index.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

const TRADE = "anytime:B325:woodfish-gold";

function owner(supply: { wood: number; fish: number; gold: number }) {
  return setGoods(seatToMove(withBuilding(cardGame({ deck: "codfish" }), 0, "B325"), 0), 0, { supply });
}

describe("B325 Stockfishery", () => {
  it("'you may exchange 1 wood and 3 fish in your personal supply for 1 gold from the general supply', any number of times", () => {
    const t = play(owner({ wood: 2, fish: 7, gold: 0 }), 0, TRADE, TRADE);
    expect(t.players[0]?.supply).toEqual({ wood: 0, fish: 1, gold: 2 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Stockfishery: exchange 1 wood and 3 fish for 1 gold.");
    expect(anytimeOffers(t, 0)).toEqual([]);
  });

  it("'exchange 1 wood and 3 fish': not offered and refused with a RuleError without both", () => {
    for (const supply of [{ wood: 0, fish: 9, gold: 0 }, { wood: 9, fish: 2, gold: 0 }]) {
      const s = owner(supply);
      expect(anytimeOffers(s, 0)).toEqual([]);
      expect(() => applyChoice(s, 0, TRADE)).toThrow(RuleError);
    }
  });

  it("'At any time ... until scoring': off-turn by a seat that is not asked anything", () => {
    const s = setGoods(seatToMove(withBuilding(cardGame({ deck: "codfish" }), 1, "B325"), 0), 1, { supply: { wood: 1, fish: 3, gold: 0 } });
    expect(anytimeOffers(s, 1).map((c) => c.id)).toEqual([TRADE]);
    const t = applyChoice(s, 1, TRADE);
    expect(checkInvariants(t)).toEqual([]);
    expect(t.players[1]?.supply).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(pendingSeats(t)).toEqual([0]);
  });

  it("'except in the middle of another action': not offered while the owner is choosing a Ship", () => {
    const t = play(owner({ wood: 12, fish: 10, gold: 5 }), 0, "place:build-ship");
    expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("choose-ship");
    expect(anytimeOffers(t, 0)).toEqual([]);
    expect(() => applyChoice(t, 0, TRADE)).toThrow(RuleError);
  });
});

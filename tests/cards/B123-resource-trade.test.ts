import { describe, expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice, legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

const TRADE = "anytime:B123:fish-wood";

function owner(supply: { wood: number; fish: number; gold: number }) {
  return setGoods(seatToMove(withBuilding(cardGame(), 0, "B123"), 0), 0, { supply });
}

describe("B123 Resource Trade", () => {
  it("'you may exchange 5 fish in your personal supply for 3 wood from the general supply', any number of times", () => {
    const s = owner({ wood: 0, fish: 11, gold: 0 });
    const t = play(s, 0, TRADE, TRADE);
    expect(t.players[0]?.supply).toEqual({ wood: 6, fish: 1, gold: 0 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Resource Trade: exchange 5 fish for 3 wood.");
    expect(anytimeOffers(t, 0)).toEqual([]);
  });

  it("'(Observe the 12 wood limit in your personal supply.)': at 10 wood only 2 of the 3 wood are kept", () => {
    const s = owner({ wood: 10, fish: 5, gold: 0 });
    const t = play(s, 0, TRADE);
    expect(t.players[0]?.supply).toEqual({ wood: 12, fish: 0, gold: 0 });
    expect(t.ledger.wood - s.ledger.wood).toBe(2);
    expect(t.ledger.fish - s.ledger.fish).toBe(-5);
  });

  it("'(Observe the 12 wood limit ...)': at 12 wood the exchange would gain nothing, so it is not offered", () => {
    const s = owner({ wood: 12, fish: 10, gold: 0 });
    expect(anytimeOffers(s, 0)).toEqual([]);
    expect(() => applyChoice(s, 0, TRADE)).toThrow(RuleError);
  });

  it("'exchange 5 fish': not offered and refused with a RuleError with 4 fish", () => {
    const s = owner({ wood: 0, fish: 4, gold: 0 });
    expect(legalChoices(s, 0).map((c) => c.id)).not.toContain(TRADE);
    expect(() => applyChoice(s, 0, TRADE)).toThrow(RuleError);
  });

  it("'At any time ... until scoring': off-turn by a seat that is not asked anything", () => {
    const s = setGoods(seatToMove(withBuilding(cardGame(), 1, "B123"), 0), 1, { supply: { wood: 1, fish: 5, gold: 0 } });
    expect(anytimeOffers(s, 1).map((c) => c.id)).toEqual([TRADE]);
    const t = applyChoice(s, 1, TRADE);
    expect(checkInvariants(t)).toEqual([]);
    expect(t.players[1]?.supply).toEqual({ wood: 4, fish: 0, gold: 0 });
    expect(pendingSeats(t)).toEqual([0]);
  });

  it("'except in the middle of another action': not offered while the owner is choosing a Building", () => {
    const t = play(owner({ wood: 12, fish: 30, gold: 20 }), 0, "place:build-building");
    expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("choose-building");
    expect(anytimeOffers(t, 0)).toEqual([]);
    expect(() => applyChoice(t, 0, TRADE)).toThrow(RuleError);
  });
});

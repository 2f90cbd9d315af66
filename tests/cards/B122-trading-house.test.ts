import { describe, expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice, legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

const TRADE = "anytime:B122:woodfish-gold";

/** Seat 0 owns the Trading House and is asked to place a Worker. */
function owner(supply: { wood: number; fish: number; gold: number }) {
  return setGoods(seatToMove(withBuilding(cardGame(), 0, "B122"), 0), 0, { supply });
}

describe("B122 Trading House", () => {
  it("'you may exchange 2 wood and 2 fish in your personal supply for 1 gold from the general supply' on your turn, and the turn goes on", () => {
    const s = owner({ wood: 5, fish: 4, gold: 0 });
    expect(legalChoices(s, 0).map((c) => c.id)).toContain(TRADE);
    const t = play(s, 0, TRADE);
    expect(t.players[0]?.supply).toEqual({ wood: 3, fish: 2, gold: 1 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Trading House: exchange 2 wood and 2 fish for 1 gold.");
    expect(pendingSeats(t)).toEqual([0]);
    expect(legalChoices(t, 0).map((c) => c.id)).toContain("pass");
  });

  it("'any number of times': twice in a row, then no more once 2 wood and 2 fish cannot be paid", () => {
    const t = play(owner({ wood: 4, fish: 5, gold: 1 }), 0, TRADE, TRADE);
    expect(t.players[0]?.supply).toEqual({ wood: 0, fish: 1, gold: 3 });
    expect(anytimeOffers(t, 0)).toEqual([]);
  });

  it("'exchange 2 wood and 2 fish': not offered and refused with a RuleError without both", () => {
    for (const supply of [{ wood: 1, fish: 9, gold: 0 }, { wood: 9, fish: 1, gold: 0 }]) {
      const s = owner(supply);
      expect(anytimeOffers(s, 0).map((c) => c.id)).not.toContain(TRADE);
      expect(() => applyChoice(s, 0, TRADE)).toThrow(RuleError);
    }
  });

  it("'At any time ... until scoring': off-turn, a seat that is not asked anything exchanges without moving anyone's decision", () => {
    const s = setGoods(seatToMove(withBuilding(cardGame(), 1, "B122"), 0), 1, { supply: { wood: 2, fish: 2, gold: 0 } });
    expect(anytimeOffers(s, 1).map((c) => c.id)).toEqual([TRADE]);
    const t = applyChoice(s, 1, TRADE);
    expect(checkInvariants(t)).toEqual([]);
    expect(t.players[1]?.supply).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(t.log.at(-1)?.text).toBe("Player 2 uses Trading House: exchange 2 wood and 2 fish for 1 gold.");
    expect(pendingSeats(t)).toEqual([0]);
    expect(legalChoices(t, 0)).toEqual(legalChoices(s, 0));
    expect(t.undoBarrier).toBe(s.undoBarrier);
  });

  it("'except in the middle of another action': not offered while the owner is choosing a Ship", () => {
    const t = play(owner({ wood: 12, fish: 10, gold: 5 }), 0, "place:build-ship");
    expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("choose-ship");
    expect(anytimeOffers(t, 0)).toEqual([]);
    expect(legalChoices(t, 0).map((c) => c.id)).not.toContain(TRADE);
    expect(() => applyChoice(t, 0, TRADE)).toThrow(RuleError);
  });

  it("'until scoring': nothing is offered once the game is over", () => {
    const s = edit(owner({ wood: 5, fish: 5, gold: 0 }), (d) => {
      d.phase = "over";
      d.queues = [];
    });
    expect(anytimeOffers(s, 0)).toEqual([]);
    expect(() => applyChoice(s, 0, TRADE)).toThrow(RuleError);
  });
});

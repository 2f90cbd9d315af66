import { describe, expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice, pendingSeats } from "../../src/engine/index.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

const WOOD_GOLD = "anytime:B124:wood-gold";
const GOLD_WOOD = "anytime:B124:gold-wood";

function owner(supply: { wood: number; fish: number; gold: number }) {
  return setGoods(seatToMove(withBuilding(cardGame(), 0, "B124"), 0), 0, { supply });
}

const offered = (s: ReturnType<typeof owner>, seat = 0) => anytimeOffers(s, seat).map((c) => c.id);

describe("B124 Wood Trade", () => {
  it("'you may exchange 4 wood in your personal supply for 1 gold from the general supply'", () => {
    const t = play(owner({ wood: 9, fish: 0, gold: 0 }), 0, WOOD_GOLD, WOOD_GOLD);
    expect(t.players[0]?.supply).toEqual({ wood: 1, fish: 0, gold: 2 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Wood Trade: exchange 4 wood for 1 gold.");
    expect(offered(t)).not.toContain(WOOD_GOLD);
  });

  it("'Alternatively, you may exchange 1 gold for 3 wood.'", () => {
    const t = play(owner({ wood: 0, fish: 0, gold: 2 }), 0, GOLD_WOOD);
    expect(t.players[0]?.supply).toEqual({ wood: 3, fish: 0, gold: 1 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Wood Trade: exchange 1 gold for 3 wood.");
  });

  it("'(Observe the 12 wood limit in your personal supply.)': at 11 wood 1 gold gives 1 wood; at 12 wood it is not offered", () => {
    const s = owner({ wood: 11, fish: 0, gold: 2 });
    const t = play(s, 0, GOLD_WOOD);
    expect(t.players[0]?.supply).toEqual({ wood: 12, fish: 0, gold: 1 });
    expect(t.ledger.wood - s.ledger.wood).toBe(1);
    expect(offered(t)).toEqual([WOOD_GOLD]);
    expect(() => applyChoice(t, 0, GOLD_WOOD)).toThrow(RuleError);
  });

  it("'exchange 4 wood' / 'exchange 1 gold': neither is offered, and both are refused, without the goods", () => {
    const s = owner({ wood: 3, fish: 5, gold: 0 });
    expect(offered(s)).toEqual([]);
    expect(() => applyChoice(s, 0, WOOD_GOLD)).toThrow(RuleError);
    expect(() => applyChoice(s, 0, GOLD_WOOD)).toThrow(RuleError);
  });

  it("'At any time ... until scoring': off-turn by a seat that is not asked anything", () => {
    const s = setGoods(seatToMove(withBuilding(cardGame(), 1, "B124"), 0), 1, { supply: { wood: 4, fish: 0, gold: 0 } });
    expect(offered(s, 1)).toEqual([WOOD_GOLD]);
    const t = applyChoice(s, 1, WOOD_GOLD);
    expect(checkInvariants(t)).toEqual([]);
    expect(t.players[1]?.supply).toEqual({ wood: 0, fish: 0, gold: 1 });
    expect(pendingSeats(t)).toEqual([0]);
  });

  it("'except in the middle of another action': not offered while the owner is choosing a Ship", () => {
    const t = play(owner({ wood: 12, fish: 10, gold: 5 }), 0, "place:build-ship");
    expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("choose-ship");
    expect(anytimeOffers(t, 0)).toEqual([]);
    expect(() => applyChoice(t, 0, GOLD_WOOD)).toThrow(RuleError);
  });
});

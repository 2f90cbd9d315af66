import { describe, expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice, pendingSeats } from "../../src/engine/index.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

const WOOD_FISH = "anytime:A310:wood-fish";
const WOOD_GOLD = "anytime:A310:wood-gold";

function owner(supply: { wood: number; fish: number; gold: number }) {
  return setGoods(seatToMove(withBuilding(cardGame({ deck: "codfish" }), 0, "A310"), 0), 0, { supply });
}

const offered = (s: ReturnType<typeof owner>, seat = 0) => anytimeOffers(s, seat).map((c) => c.id);

describe("A310 Cooperage", () => {
  it("'you may exchange 1 wood in your personal supply for 1 fish from the general supply', any number of times", () => {
    const t = play(owner({ wood: 2, fish: 0, gold: 0 }), 0, WOOD_FISH, WOOD_FISH);
    expect(t.players[0]?.supply).toEqual({ wood: 0, fish: 2, gold: 0 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Cooperage: exchange 1 wood for 1 fish.");
    expect(offered(t)).toEqual([]);
  });

  it("'Alternatively, you may exchange 4 wood for 1 gold.'", () => {
    const t = play(owner({ wood: 9, fish: 0, gold: 0 }), 0, WOOD_GOLD, WOOD_GOLD);
    expect(t.players[0]?.supply).toEqual({ wood: 1, fish: 0, gold: 2 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Cooperage: exchange 4 wood for 1 gold.");
    expect(offered(t)).toEqual([WOOD_FISH]);
  });

  it("'exchange 1 wood' / 'exchange 4 wood': nothing offered, and both refused, without wood", () => {
    const s = owner({ wood: 0, fish: 9, gold: 5 });
    expect(offered(s)).toEqual([]);
    expect(() => applyChoice(s, 0, WOOD_FISH)).toThrow(RuleError);
    expect(() => applyChoice(s, 0, WOOD_GOLD)).toThrow(RuleError);
  });

  it("'exchange 4 wood for 1 gold': with 3 wood only the 1 wood for 1 fish exchange is offered", () => {
    const s = owner({ wood: 3, fish: 0, gold: 0 });
    expect(offered(s)).toEqual([WOOD_FISH]);
    expect(() => applyChoice(s, 0, WOOD_GOLD)).toThrow(RuleError);
  });

  it("'At any time ... until scoring': off-turn by a seat that is not asked anything", () => {
    const s = setGoods(seatToMove(withBuilding(cardGame({ deck: "codfish" }), 1, "A310"), 0), 1, { supply: { wood: 1, fish: 0, gold: 0 } });
    expect(offered(s, 1)).toEqual([WOOD_FISH]);
    const t = applyChoice(s, 1, WOOD_FISH);
    expect(checkInvariants(t)).toEqual([]);
    expect(t.players[1]?.supply).toEqual({ wood: 0, fish: 1, gold: 0 });
    expect(pendingSeats(t)).toEqual([0]);
  });

  it("'you cannot make this exchange in the middle of the “Sailor” Elder action to serve fish to additional plates by immediately exchanging the wood you get from the action'", () => {
    const s = edit(owner({ wood: 0, fish: 20, gold: 0 }), (d) => {
      const p = d.players[0];
      if (p) p.elders = [{ id: "sailor", fish: 0, worker: false }];
    });
    const t = play(s, 0, "elder:sailor");
    expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("serve-more");
    expect(t.players[0]?.supply.wood).toBe(1);
    expect(anytimeOffers(t, 0)).toEqual([]);
    expect(() => applyChoice(t, 0, WOOD_FISH)).toThrow(RuleError);
    // Once the Sailor's action is complete, the wood may be exchanged.
    const done = play(t, 0, "decline");
    expect(offered(done)).toContain(WOOD_FISH);
  });
});

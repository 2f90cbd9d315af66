import { describe, expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice, pendingSeats, summarize } from "../../src/engine/index.ts";
import type { ShipType } from "../../src/engine/index.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { cardGame, play, seatToMove, setGoods, setShips, withBuilding } from "./helpers.ts";

const SLOOP = "anytime:B223:sell-sloop";
const CUTTER = "anytime:B223:sell-cutter";

function owner(ships: ShipType[], supply = { wood: 0, fish: 0, gold: 0 }) {
  return setGoods(setShips(seatToMove(withBuilding(cardGame({ deck: "mackerel" }), 0, "B223"), 0), 0, ships), 0, { supply });
}

const offered = (s: ReturnType<typeof owner>, seat = 0) => anytimeOffers(s, seat).map((c) => c.id);

describe("B223 Ship Broker", () => {
  it("'you may sell sloops for 2 gold ... Remove the sold Ships from your Fishing track and return them to the Ships and Elders supply board ... Then take the gold'", () => {
    const s = owner(["sloop", "cutter"]);
    expect(offered(s)).toEqual([SLOOP, CUTTER]);
    const t = play(s, 0, SLOOP);
    expect(t.players[0]?.ships).toEqual(["cutter"]);
    expect(t.shipSupply.sloop).toBe(s.shipSupply.sloop + 1);
    expect(t.players[0]?.supply).toEqual({ wood: 0, fish: 0, gold: 2 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Ship Broker: sell a sloop for 2 gold.");
  });

  it("'... and cutters for 4 gold each', any number of times", () => {
    const t = play(owner(["cutter", "cutter"]), 0, CUTTER, CUTTER);
    expect(t.players[0]?.ships).toEqual([]);
    expect(t.shipSupply.cutter).toBe(3);
    expect(t.players[0]?.supply.gold).toBe(8);
    expect(offered(t)).toEqual([]);
  });

  it("'Move the remaining Ships on your Fishing track as far to the left as possible': the haul size drops from 8 to 6", () => {
    const s = owner(["sloop", "cutter", "sloop"]);
    expect(summarize(s).players[0]?.haulSize).toBe(8);
    const t = play(s, 0, CUTTER);
    expect(t.players[0]?.ships).toEqual(["sloop", "sloop"]);
    expect(summarize(t).players[0]?.trackCovered).toBe(4);
    expect(summarize(t).players[0]?.haulSize).toBe(6);
  });

  it("'(You cannot sell your schooners or the preprinted starting catboat.)'", () => {
    for (const ships of [["schooner"], []] satisfies ShipType[][]) {
      const s = owner(ships);
      expect(offered(s)).toEqual([]);
      expect(() => applyChoice(s, 0, SLOOP)).toThrow(RuleError);
      expect(() => applyChoice(s, 0, CUTTER)).toThrow(RuleError);
    }
  });

  it("'(they can be reacquired)': the last sloop of the supply board, once sold back, can be built again", () => {
    const s = setShips(owner(["sloop"], { wood: 2, fish: 2, gold: 0 }), 1, ["sloop", "sloop"]);
    expect(s.shipSupply.sloop).toBe(0);
    const sold = play(s, 0, SLOOP);
    expect(sold.shipSupply.sloop).toBe(1);
    const t = play(sold, 0, "place:build-ship");
    expect(t.players[0]?.ships).toEqual(["sloop"]);
    expect(t.players[0]?.supply).toEqual({ wood: 0, fish: 0, gold: 2 });
    expect(t.shipSupply.sloop).toBe(0);
  });

  it("'At any time ... until scoring': off-turn by a seat that is not asked anything", () => {
    const s = setShips(seatToMove(withBuilding(cardGame({ deck: "mackerel" }), 1, "B223"), 0), 1, ["sloop"]);
    expect(offered(s, 1)).toEqual([SLOOP]);
    const t = applyChoice(s, 1, SLOOP);
    expect(checkInvariants(t)).toEqual([]);
    expect(t.players[1]?.ships).toEqual([]);
    expect(t.players[1]?.supply.gold).toBe((s.players[1]?.supply.gold ?? 0) + 2);
    expect(pendingSeats(t)).toEqual([0]);
  });

  it("'except in the middle of another action': no sale while the owner is choosing a Ship", () => {
    const t = play(owner(["sloop"], { wood: 12, fish: 10, gold: 5 }), 0, "place:build-ship");
    expect(t.queues.find((q) => q.seat === 0)?.steps[0]?.k).toBe("choose-ship");
    expect(anytimeOffers(t, 0)).toEqual([]);
    expect(() => applyChoice(t, 0, SLOOP)).toThrow(RuleError);
  });
});

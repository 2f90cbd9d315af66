import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner() {
  return seatToMove(withBuilding(cardGame({ deck: "codfish" }), 0, "A311", [0, 1]), 0);
}

describe("A311 Forest Hut", () => {
  it('"Each time you take the “Reforest” action, you may place exactly one additional Forest on the newly forested double space ... placing 3 instead of 2 Forests"', () => {
    let s = play(owner(), 0, "place:reforest", "forest-space:1");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["use:A311", "decline"]);
    s = play(s, 0, "use:A311");
    expect(player(s, 0).forests).toEqual([2, 3, 1, 0, 1]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("declining leaves the Reforest's 2 Forests", () => {
    const s = play(owner(), 0, "place:reforest", "forest-space:1", "decline");
    expect(player(s, 0).forests).toEqual([2, 2, 1, 0, 1]);
  });

  it('"When carrying out the effect of the “Forester’s House” ... you could place 5 instead of 4 Forests"', () => {
    const s = play(buildWithSpace(withBuilding(cardGame({ deck: "mixed" }), 0, "A311", [2, 0]), 0, "A110", [0, 1], { wood: 3, fish: 0, gold: 0 }), 0, "forest-space:1", "use:A311");
    expect(player(s, 0).forests).toEqual([2, 5, 1, 0, 1]);
  });

  it('"(Placing the additional Forest is not considered a “Reforest” action on its own.)": the Forest Lake Hut pays once, after the extra Forest', () => {
    // the Forest Lake Hut on C1 leaves B1-B2 the only free double space: the Reforest goes there by itself
    const s = play(setGoods(withBuilding(owner(), 0, "A106", [2, 0]), 0, { supply: { wood: 0, fish: 0, gold: 0 } }), 0, "place:reforest", "use:A311");
    expect(player(s, 0).forests).toEqual([2, 3, 1, 0, 1]);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 2, gold: 1 });
  });

  it("a Forest placement that is not a Reforest (the Ranger) is not extended", () => {
    const base = seatToMove(withBuilding(cardGame({ deck: "codfish" }), 0, "A311", [0, 1]), 0);
    const s = play({ ...base, players: base.players.map((p, i) => (i === 0 ? { ...p, elders: [{ id: "ranger" as const, fish: 0, worker: false }] } : p)) }, 0, "elder:ranger", "forest-space:1");
    expect(player(s, 0).forests).toEqual([2, 1, 1, 0, 1]);
    expect(pendingSeats(s)).toEqual([1]);
  });
});

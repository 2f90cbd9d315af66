import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Depot, both of its states seen already (so only a new emptying offers it). */
function owner(reserve: { wood: number; fish: number; gold: number }) {
  const s = setGoods(seatToMove(withBuilding(cardGame({ deck: "codfish" }), 0, "A315", [0, 1]), 0), 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve });
  return edit(s, (d) => { d.players[0]!.cardState.A315 = { "held:no-wood": reserve.wood === 0, "held:no-fish": reserve.fish === 0 }; });
}

describe("A315 Reserve Depot", () => {
  it('"Each time there is no wood in your Reserve (e.g., after taking a “Transfer Reserve” action), you may take 1 wood ... Similarly ... no fish ... 1 fish"', () => {
    let s = play(owner({ wood: 2, fish: 3, gold: 0 }), 0, "place:transfer-reserve");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["use:A315:wood", "decline"]);
    s = play(s, 0, "use:A315:wood");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["use:A315:fish", "decline"]);
    s = play(s, 0, "use:A315:fish");
    expect(player(s, 0).reserve).toEqual({ wood: 1, fish: 1, gold: 0 });
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"you may": both may be declined', () => {
    const s = play(owner({ wood: 2, fish: 3, gold: 0 }), 0, "place:transfer-reserve", "decline", "decline");
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"(All of these Buildings may be triggered.)": with the Wet Storage the emptied Reserve gets its 3 wood and the Depot\'s wood too (ruling A10)', () => {
    let s = play(withBuilding(owner({ wood: 2, fish: 3, gold: 0 }), 0, "A112", [1, 0]), 0, "place:transfer-reserve");
    s = play(s, 0, "use:A315:wood", "decline");
    expect(player(s, 0).reserve.wood).toBe(4);
  });

  it("a Reserve whose wood stays at 0 is not offered again (ruling A10): an action that changes nothing there asks nothing", () => {
    const s = play(owner({ wood: 0, fish: 3, gold: 0 }), 0, "place:gold");
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("right after building it, an empty Reserve is offered at once", () => {
    const s = buildWithSpace(cardGame({ deck: "codfish" }), 0, "A315", [0, 1], { wood: 0, fish: 0, gold: 1 });
    expect(player(s, 0).reserve.wood).toBe(0);
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("decline");
    expect(legalChoices(s, 0).map((c) => c.id)[0]).toMatch(/^use:A315:/);
  });
});

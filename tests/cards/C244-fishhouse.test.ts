import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { haulSize } from "../../src/engine/triggers.ts";
import { cardGame, onDisplay, play, seatToMove, setGoods, setShips } from "./helpers.ts";

describe("C244 Fishhouse", () => {
  it('"The amount of fish that you must pay for the Fishhouse is equal to the sum of your haul size and the haul size of one other player of your choice"', () => {
    let s = setShips(setShips(onDisplay(cardGame({ players: 3, deck: "mackerel" }), "C244"), 1, ["cutter"]), 2, ["schooner"]);
    expect([haulSize(s, 0), haulSize(s, 1), haulSize(s, 2)]).toEqual([3, 5, 6]);
    s = setGoods(seatToMove(s, 0), 0, { supply: { wood: 4, fish: 9, gold: 0 } });
    s = play(s, 0, "place:build-building", "building:C244");
    // 3 + 5 = 8 or 3 + 6 = 9 fish: both payable with 9
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["price:1", "price:2"]);
    s = play(s, 0, "price:1");
    if (legalChoices(s, 0).some((c) => c.id === "space:0-1")) s = play(s, 0, "space:0-1");
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 1, gold: 0 });
  });

  it("only the other players whose haul you can cover are offered; with one, no question", () => {
    let s = setShips(setShips(onDisplay(cardGame({ players: 3, deck: "mackerel" }), "C244"), 1, ["cutter"]), 2, ["schooner"]);
    s = setGoods(seatToMove(s, 0), 0, { supply: { wood: 4, fish: 8, gold: 0 } });
    s = play(s, 0, "place:build-building", "building:C244");
    expect(legalChoices(s, 0).some((c) => c.id.startsWith("price:"))).toBe(false);
    if (legalChoices(s, 0).some((c) => c.id === "space:0-1")) s = play(s, 0, "space:0-1");
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });
});

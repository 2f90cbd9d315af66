import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, giveElders, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner(wood: number, elders: Parameters<typeof giveElders>[2]) {
  return setGoods(seatToMove(giveElders(withBuilding(cardGame({ deck: "codfish" }), 0, "A308", [0, 1]), 0, elders), 0), 0, { supply: { wood, fish: 0, gold: 0 } });
}

describe("A308 Woodcarver", () => {
  it('"Each time before you use an Elder, take 1 wood from the general supply and place the wood in your personal supply"', () => {
    const s = play(owner(0, ["pisciculturist"]), 0, "elder:pisciculturist");
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 4, gold: 0 });
  });

  it('"(Observe the 12 wood limit in your personal supply.)"', () => {
    const s = play(owner(12, ["pisciculturist"]), 0, "elder:pisciculturist");
    expect(player(s, 0).supply.wood).toBe(12);
  });

  it("the wood comes before the Elder acts: an Engineer with 1 wood and 2 fish builds a sloop (2 wood, 1 less)", () => {
    let s = setGoods(owner(0, ["engineer"]), 0, { supply: { wood: 0, fish: 2, gold: 0 } });
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("elder:engineer");
    s = play(s, 0, "elder:engineer");
    if (legalChoices(s, 0).some((c) => c.id === "build-ship")) s = play(s, 0, "build-ship");
    expect(player(s, 0).ships).toEqual(["sloop"]);
  });
});

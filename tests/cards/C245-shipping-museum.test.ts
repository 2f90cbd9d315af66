import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, setShips, waiting } from "./helpers.ts";

describe("C245 Shipping Museum", () => {
  it('pays the three Ships, then gives 3 gold: "Pay the required Ships by removing them from your Fishing track. ... Then immediately ... take 3 gold"', () => {
    const start = setShips(cardGame({ deck: "mackerel" }), 0, ["sloop", "cutter", "schooner", "sloop"]);
    const supplyBoard = { ...start.shipSupply };
    const s = buildWithSpace(start, 0, "C245", [1, 0], { wood: 0, fish: 0, gold: 1 });
    expect(player(s, 0).ships).toEqual(["sloop"]);
    expect(s.shipSupply).toEqual({ sloop: supplyBoard.sloop + 1, cutter: supplyBoard.cutter + 1, schooner: supplyBoard.schooner + 1 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 4 });
    expect(s.log.at(-1)?.text).toBe("Player 1 takes 3 gold (Shipping Museum).");
    expect(waiting(s)).toEqual([1]);
  });
});

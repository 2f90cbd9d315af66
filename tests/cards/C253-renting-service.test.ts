import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { cardGame, edit, setShips, withBuilding } from "./helpers.ts";

/** The Renting Service's line on seat 0's score sheet. */
function rentingServiceVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C253")?.vp;
}

describe("C253 Renting Service", () => {
  it('scores 3 VP plus the 9 Ships of a 2-player supply board: "scores 3 VP plus a number of VP equal to the number of Ships left on the Ships and Elders supply board"', () => {
    expect(rentingServiceVp(withBuilding(cardGame(), 0, "C253"))).toBe(12);
  });

  it('counts only the Ships left after every player\'s builds: "the number of Ships left on the Ships and Elders supply board (e.g., because no one bought it ...)"', () => {
    let s = withBuilding(cardGame(), 0, "C253");
    s = setShips(s, 0, ["sloop", "cutter"]);
    s = setShips(s, 1, ["schooner", "schooner"]);
    expect(rentingServiceVp(s)).toBe(3 + 5);
  });

  it('scores 3 VP with an empty supply board: "scores 3 VP plus"', () => {
    const s = edit(withBuilding(cardGame(), 0, "C253"), (d) => {
      d.shipSupply = { sloop: 0, cutter: 0, schooner: 0 };
    });
    expect(rentingServiceVp(s)).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { currentScores, type ElderId, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Chancellery's line on seat 0's score sheet. */
function chancelleryVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C251")?.vp;
}

function withElders(elders: ElderId[]): GameState {
  return edit(withBuilding(cardGame(), 0, "C251"), (d) => {
    player(d, 0).elders = elders.map((id) => ({ id, fish: 0, worker: false }));
  });
}

describe("C251 Chancellery", () => {
  it('scores 8 VP with exactly 4 Elders: "scores 8 VP if there are at least 4 Elders in your Elder Council"', () => {
    expect(chancelleryVp(withElders(["contractor", "builder", "steward", "sailor"]))).toBe(8);
  });

  it('scores 8 VP with 5 Elders: "at least 4 Elders"', () => {
    expect(chancelleryVp(withElders(["contractor", "builder", "steward", "sailor", "forester"]))).toBe(8);
  });

  it('scores nothing with 3 Elders: "The Chancellery scores nothing if you have 3 or fewer Elders."', () => {
    expect(chancelleryVp(withElders(["contractor", "builder", "steward"]))).toBe(0);
  });
});

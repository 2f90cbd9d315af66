import { describe, expect, it } from "vitest";
import { currentScores, type ElderId, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Aquarium's line on seat 0's score sheet. */
function aquariumVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C149")?.vp;
}

function withElders(s: GameState, elders: ElderId[]): GameState {
  return edit(s, (d) => {
    player(d, 0).elders = elders.map((id) => ({ id, fish: 0, worker: false }));
  });
}

describe("C149 Aquarium", () => {
  const base = withBuilding(cardGame(), 0, "C149");

  it('scores 2 VP per Elder: "scores a number of VP equal to double the number of Elders in your Elder Council"', () => {
    expect(aquariumVp(withElders(base, ["contractor", "builder", "steward"]))).toBe(6);
  });

  it('scores 10 VP with a full Elder Council: "The Aquarium can score at most 10 VP."', () => {
    expect(aquariumVp(withElders(base, ["contractor", "builder", "steward", "forester", "sailor"]))).toBe(10);
  });

  it('scores 2 VP with one Elder, fish on it or not: "double the number of Elders in your Elder Council"', () => {
    const s = edit(base, (d) => {
      player(d, 0).elders = [{ id: "builder", fish: 2, worker: false }];
    });
    expect(aquariumVp(s)).toBe(2);
  });

  it('scores nothing without Elders: "The Aquarium scores nothing if you have no Elders."', () => {
    expect(aquariumVp(base)).toBe(0);
  });
});

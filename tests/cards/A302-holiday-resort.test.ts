import { describe, expect, it } from "vitest";
import { legalChoices } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function takeOnTurn(workerTurn: 1 | 2 | 3, fish: number) {
  let s = setGoods(seatToMove(withBuilding(cardGame({ deck: "codfish" }), 0, "A302", [0, 1]), 0, { workerTurn }), 0, { supply: { wood: 0, fish, gold: 0 } });
  s = play(s, 0, "place:take-elder");
  const pick = legalChoices(s, 0).map((c) => c.id).find((id) => id.startsWith("take:"))!;
  return play(s, 0, pick);
}

describe("A302 Holiday Resort", () => {
  it('"If you take the action on your first Worker’s turn, you must return 1 fish from your personal supply to the general supply, if possible"', () => {
    expect(player(takeOnTurn(1, 3), 0).supply.fish).toBe(2);
  });

  it('"(If there is no fish in your personal supply, you do not have to pay any.)"', () => {
    expect(player(takeOnTurn(1, 0), 0).supply.fish).toBe(0);
  });

  it('"If you take the action on your second and third Worker’s turn, take 1 and 2 fish from the general supply, respectively"', () => {
    expect(player(takeOnTurn(2, 0), 0).supply.fish).toBe(1);
    expect(player(takeOnTurn(3, 0), 0).supply.fish).toBe(2);
  });

  it('"If you take more than one “Take an Elder” action on the same turn (e.g., via the “Village Center” from the Herring deck), you must apply this effect to each of these actions"', () => {
    const owner = withBuilding(cardGame({ deck: "mixed" }), 0, "A302", [0, 1]);
    let s = buildWithSpace(owner, 0, "A108", [1, 0], { wood: 0, fish: 3, gold: 2 });
    // buildWithSpace puts the seat on its first Worker's turn: move the built position to the third
    s = { ...s, turn: 2 * s.players.length + s.turn % s.players.length };
    s = play(s, 0, "village:elders");
    s = play(s, 0, legalChoices(s, 0).map((c) => c.id).find((id) => id.startsWith("take:"))!);
    s = play(s, 0, legalChoices(s, 0).map((c) => c.id).find((id) => id.startsWith("take:"))!);
    expect(player(s, 0).elders).toHaveLength(2);
    expect(player(s, 0).supply.fish).toBe(4);
  });
});

import { describe, expect, it } from "vitest";
import { currentScores } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, withBuilding } from "./helpers.ts";

describe("C148 Castle", () => {
  it('scores its printed 11 VP: "The Castle has no effect."', () => {
    const s = withBuilding(cardGame(), 0, "C148", [1, 0]);
    const sheet = currentScores(s)[0];
    expect(sheet?.buildings).toEqual([{ id: "C148", name: "Castle", vp: 11 }]);
    expect(sheet?.buildingsTotal).toBe(11);
  });

  it('costs exactly 8 gold and changes nothing else when built: "The Castle has no effect."', () => {
    const before = cardGame();
    const s = buildWithSpace(before, 0, "C148", [1, 0], { wood: 3, fish: 4, gold: 8 });
    const p = player(s, 0);
    expect(p.supply).toEqual({ wood: 3, fish: 4, gold: 0 });
    expect(p.reserve).toEqual(player(before, 0).reserve);
    expect(p.buildings).toEqual([{ id: "C148", row: 1, col: 0 }]);
    expect(p.ships).toEqual([]);
    expect(p.forests).toEqual([2, 0, 1, 0, 1]);
  });
});

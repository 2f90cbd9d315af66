import { describe, expect, it } from "vitest";
import { finalScores, legalChoices, pendingSeats } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { freeSpaceCount, player } from "../../src/engine/state.ts";
import { cardGame, passLastTurn, play, setGoods, withBuilding } from "./helpers.ts";

/** Round 7's last Work turn is passed: the game reaches the moment right before scoring. */
function beforeScoring(wood: number, extra: (s: GameState) => GameState = (s) => s): GameState {
  let s = extra(withBuilding(cardGame({ deck: "mackerel" }), 0, "C242", [0, 1]));
  s = setGoods(s, 0, { supply: { wood, fish: 0, gold: 0 } });
  return passLastTurn(s);
}

describe("C242 Nursery", () => {
  it('"Immediately before scoring, you may cover the printed negative VP on the Building spaces of your Harbor board with 1 wood each ... The covered negative VP will be ignored during scoring"', () => {
    let s = beforeScoring(2);
    expect(s.phase).toBe("returning");
    expect(pendingSeats(s)).toEqual([0]);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["cover:C242:1", "cover:C242:2", "done"]);
    // with no wood left, "done" is the only answer: the engine takes it and scoring follows
    s = play(s, 0, "cover:C242:2");
    expect(s.phase).toBe("over");
    expect(player(s, 0).supply.wood).toBe(0);
    const sheet = finalScores(s)![0]!;
    expect(sheet.adjustments).toMatchObject([{ card: "C242", name: "Nursery", text: "2 free spaces covered", vp: 2 }]);
    expect(sheet.total).toBe(sheet.ships + sheet.buildingsTotal + sheet.shares + sheet.gold - sheet.freeSpaces - sheet.unissuedShares + 2);
  });

  it("one at a time, up to the free spaces there are", () => {
    let s = beforeScoring(12);
    const free = freeSpaceCount(player(s, 0));
    s = play(s, 0, "cover:C242:1");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["cover:C242:1", `cover:C242:${free - 1}`, "done"]);
  });

  it('"(Buildings like the “Bank” from the Codfish deck will not consider them.)"', () => {
    const s = play(beforeScoring(1, (x) => withBuilding(x, 0, "C343", [1, 0])), 0, "cover:C242:1");
    const sheet = finalScores(s)![0]!;
    const bank = sheet.adjustments.find((a) => a.card === "C343")!.vp;
    expect(bank).toBe(-(sheet.freeSpaces - 1) - sheet.unissuedShares);
  });

  it("without wood nothing is asked and the game ends", () => {
    expect(beforeScoring(0).phase).toBe("over");
  });
});

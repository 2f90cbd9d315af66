import { describe, expect, it } from "vitest";
import { AI_LEVELS, aiLevelOf, aiPlayer, easyAi, mediumAi } from "../../src/ai/index.ts";
import { applyChoice, legalChoices, newGame, pendingSeats } from "../../src/engine/index.ts";
import { hiddenChanged } from "./helpers.ts";

describe("the easy AI", () => {
  it("plays whole games with legal choices only, for every player count", () => {
    for (const players of [2, 3, 4, 5] as const) {
      let s = newGame({ players, seed: `ai-${players}` });
      let moves = 0;
      while (s.phase !== "over") {
        const seat = pendingSeats(s)[0];
        if (seat === undefined) throw new Error("no pending seat before the end");
        const id = easyAi.choose(s, seat);
        expect(legalChoices(s, seat).map((c) => c.id)).toContain(id);
        s = applyChoice(s, seat, id);
        expect(++moves).toBeLessThan(2000);
      }
    }
  });

  it("chooses the same whatever another player's hand and the order of the piles are", () => {
    let s = newGame({ players: 3, seed: "easy-hidden", deck: "mixed" });
    let checked = 0;
    while (s.phase !== "over") {
      const seat = pendingSeats(s)[0] ?? 0;
      const id = easyAi.choose(s, seat);
      const other = s.players[(seat + 1) % 3];
      if (s.round >= 4 && other && other.hand.length > 0) {
        const changed = hiddenChanged(s, seat);
        expect(easyAi.choose(changed, seat)).toBe(id);
        checked++;
      }
      s = applyChoice(s, seat, id);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("prefers placing a Worker over passing", () => {
    const s = newGame({ players: 2, seed: "prefer" });
    const seat = pendingSeats(s)[0] ?? 0;
    expect(legalChoices(s, seat).some((c) => c.id === "pass")).toBe(true);
    expect(easyAi.choose(s, seat)).not.toBe("pass");
  });

  it("answers the same position the same way (replayable)", () => {
    const s = newGame({ players: 3, seed: "same" });
    const seat = pendingSeats(s)[0] ?? 0;
    expect(easyAi.choose(s, seat)).toBe(easyAi.choose(structuredClone(s), seat));
  });
});

describe("AI levels", () => {
  it("offers easy, medium and hard, weakest first", () => {
    expect(AI_LEVELS).toEqual(["easy", "medium", "hard"]);
  });

  it("plays the stored level \"simple\" of older games as easy, and unknown or missing levels as easy", () => {
    expect(aiPlayer("easy")).toBe(easyAi);
    expect(aiPlayer("simple")).toBe(easyAi);
    expect(aiPlayer("grandmaster")).toBe(easyAi);
    expect(aiPlayer(null)).toBe(easyAi);
    expect(aiPlayer("medium")).toBe(mediumAi);
    expect(aiLevelOf("hard")).toBe("hard");
    expect(aiLevelOf("simple")).toBe("easy");
  });
});

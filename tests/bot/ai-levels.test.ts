// How the AI levels are offered and named: every level of AI_LEVELS (so a new one shows up by
// itself), the hard AI's label saying how long it thinks, AI seats named with their level.
import { describe, expect, it } from "vitest";
import { AI_LEVELS } from "../../src/ai/index.ts";
import { levelChoices, levelLabel, levelLines } from "../../src/bot/ai/levels.ts";
import { seatName } from "../../src/bot/layouts/present.ts";

describe("AI levels as players see them", () => {
  it("the level options offer exactly AI_LEVELS, capitalised, the weakest first", () => {
    expect(levelChoices().map((c) => c.value)).toEqual([...AI_LEVELS]);
    expect(levelChoices().find((c) => c.value === "easy")?.name).toBe("Easy");
    expect(levelChoices().find((c) => c.value === "medium")?.name).toBe("Medium");
    // Registered once, so the option names no thinking time (the takeover question does).
    expect(levelChoices().find((c) => c.value === "hard")?.name).toBe("Hard (strongest, slowest)");
    expect(levelLines()).toHaveLength(AI_LEVELS.length);
    // Each line names its level and says how it plays.
    expect(levelLines()).toEqual([
      expect.stringMatching(/^\*\*Easy\*\*: picks among the legal moves/),
      expect.stringMatching(/^\*\*Medium\*\*: looks one move ahead/),
      expect.stringMatching(/^\*\*Hard \(thinks ~1 s a move\)\*\*: plays its best few moves out to the end of the game/),
    ]);
  });

  it("the hard AI's label says how long it thinks a move (default 1 s)", () => {
    expect(levelLabel("hard")).toBe("Hard (thinks ~1 s a move)");
    expect(levelLabel("hard", 2500)).toBe("Hard (thinks ~2.5 s a move)");
    expect(levelLabel("hard", 250)).toBe("Hard (thinks ~250 ms a move)");
  });

  it("an AI seat is named with the level it plays (old \"simple\" seats as easy), a player's seat by their name alone", () => {
    expect(seatName({ displayName: "Astrid", aiLevel: "medium" })).toBe("Astrid (AI, medium)");
    expect(seatName({ displayName: "bo", aiLevel: "simple" })).toBe("bo (AI, easy)");
    expect(seatName({ displayName: "Tor", aiLevel: "easy" })).toBe("Tor (AI, easy)");
    expect(seatName({ displayName: "ann (AI)", aiLevel: null })).toBe("ann (AI)");
  });
});

// The start post's "how a round goes" lines say what the Round spaces bring at the table's size.
import { describe, expect, it } from "vitest";
import { roundSpacesFor } from "../../src/engine/index.ts";
import { roundInFiveLines } from "../../src/bot/events.ts";

describe("how a round goes, on the start post", () => {
  it("with 2 players it says no new A or B Buildings arrive (never 'rounds 3 and 5'), from the same numbers as /rules", () => {
    const two = roundInFiveLines(2);
    expect(two).toHaveLength(5);
    expect(two[3]).toContain(roundSpacesFor(2));
    expect(two[3]).toContain("With 2 players no new A or B Buildings arrive.");
    expect(two.join("\n")).not.toMatch(/rounds 3 and 5/);
    expect(roundInFiveLines(4)[3]).toContain("4 new A Buildings arrive in round 3");
    for (const line of [...two, ...roundInFiveLines(5)]) expect(line).toMatch(/^[1-5]\. .*`\/rules topic:[^`]+`$/);
  });
});

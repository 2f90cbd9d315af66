// The words of a reminder, said to the player it pings: their question in the second person,
// their own things as "your", other seats by name with possessives as English ("Ingrid's",
// never "Ingrid (AI)'s").
import { describe, expect, it } from "vitest";
import { askedLine, toReader } from "../../src/bot/time/reminders.ts";
import type { SeatRecord } from "../../src/store/index.ts";

const seat = (n: number, displayName: string, aiLevel: string | null = null): SeatRecord => ({
  seat: n, userId: aiLevel ? null : `u${n}`, aiLevel, displayName, notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0,
});
const seats = [seat(0, "Ann"), seat(1, "Ingrid", "medium"), seat(2, "Cy")];

describe("a reminder's words", () => {
  it("asks the player in the second person: a task after \"You are asked:\", a question after \"Your choice:\"", () => {
    expect(askedLine("Player 3: place a Worker (2 left) or pass.", seats, 2)).toBe("You are asked: place a Worker (2 left) or pass.");
    expect(askedLine("Player 3: choose a Building to build.", seats, 2)).toBe("You are asked: choose a Building to build.");
    expect(askedLine("Player 3: how do you pay for Swing-Net Fishery?", seats, 2)).toBe("Your choice: how do you pay for Swing-Net Fishery?");
    expect(askedLine("Player 3: serve the next plate too?", seats, 2)).toBe("Your choice: serve the next plate too?");
    // A card's own question keeps the card's name in front.
    expect(askedLine("Player 3: Nursery: cover free spaces?", seats, 2)).toBe("Your choice: Nursery: cover free spaces?");
    expect(askedLine("Several of your Buildings act now: choose which goes first.", seats, 2)).toBe("You are asked: Several of your Buildings act now: choose which goes first.");
  });

  it("names the other seats, an AI's possessive without its \"(AI)\", and the reader's own things as \"your\"", () => {
    expect(toReader("Player 2 places a Worker on Deforest.", seats, 0)).toBe("Ingrid (AI) places a Worker on Deforest.");
    expect(toReader("Player 2's Sailor had 3 fish: 1 goes to their supply, 2 to the general supply.", seats, 0))
      .toBe("Ingrid's Sailor had 3 fish: 1 goes to their supply, 2 to the general supply.");
    expect(toReader("Player 1's schooner leaves the Reserve for the Fishing track.", seats, 0)).toBe("Your schooner leaves the Reserve for the Fishing track.");
    expect(toReader("Player 3 buys a Share of Player 1's company.", seats, 0)).toBe("Cy buys a Share of your company.");
    expect(askedLine("Player 1: choose whose Share gets Player 2's fish.", seats, 0)).toBe("You are asked: choose whose Share gets Ingrid's fish.");
  });
});

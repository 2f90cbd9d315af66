// The start post's "how a round goes" lines say what the Round spaces bring at the table's size.
import { describe, expect, it } from "vitest";
import { roundSpacesFor } from "../../src/engine/index.ts";
import { hintsLine, ratingsLine, roundInFiveLines } from "../../src/bot/layouts/events.ts";
import type { GameRecord, RatingChangeRecord } from "../../src/store/index.ts";

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

  it("says the Round spaces in the post's language: English word for word as /rules, German and Japanese with the same numbers and no English", () => {
    for (const n of [2, 3, 4, 5] as const) expect(roundInFiveLines(n)[3]).toContain(` ${roundSpacesFor(n)} `);
    expect(roundInFiveLines(2, "de")[3]).toBe("4. 🗓️ **7 Runden**: In Runde 4 zieht jeder 4 C-Gebäude auf die Hand (in Runde 6 offen ausgelegt). Bei 2 Spielern kommen keine neuen A- oder B-Gebäude hinzu. `/rules topic:Round spaces`");
    expect(roundInFiveLines(4, "de")[3]).toContain("In Runde 3 kommen 4 neue A-Gebäude hinzu; in Runde 4 zieht jeder ");
    expect(roundInFiveLines(3, "ja")[3]).toContain("ラウンド3に新しいA建物が3枚加わる。ラウンド4に各自C建物を3枚手札に引く");
    for (const locale of ["de", "ja"] as const) {
      for (const n of [2, 3, 4, 5] as const) expect(roundInFiveLines(n, locale)[3]?.replace("`/rules topic:Round spaces`", "")).not.toMatch(/\b(round|Buildings|arrive|hand|players)\b/);
    }
  });
});

describe("hints on the end post", () => {
  const at = new Date("2026-03-01T09:00:00Z");
  const seat = (n: number, name: string, hintsUsed: number, ai = false) => ({ seat: n, userId: ai ? null : `u${n}`, aiLevel: ai ? "hard" : null, displayName: name, notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed, formerUserId: null, deadlineTurns: 0 });
  const game = (o: { hintsOn?: boolean; learning?: boolean; rated?: boolean; seats: ReturnType<typeof seat>[] }): GameRecord => ({
    id: 3, guildId: "g", channelId: "c", threadId: "t", hostUserId: "u0", status: "finished", playerCount: 3, deck: "herring", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 9, createdAt: at, updatedAt: at, startedAt: at, finishedAt: at, paused: false,
    postedLog: 0, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: null, hintsOn: o.hintsOn ?? true, learning: o.learning ?? false, rated: o.rated ?? true, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null, language: "en", seats: o.seats,
  });

  it("names every player's hint count once anyone used one, so a game with hints is never mistaken for one without", () => {
    expect(hintsLine(game({ seats: [seat(0, "Ann", 3), seat(1, "Bo", 0), seat(2, "Ingrid", 0, true)] }))).toBe("💡 Hints used: Ann 3 · Bo 0.");
  });

  it("says no hints were used, or that hints were off, or that a learning game hinted every turn", () => {
    expect(hintsLine(game({ seats: [seat(0, "Ann", 0), seat(1, "Bo", 0)] }))).toBe("💡 No hints were used.");
    expect(hintsLine(game({ hintsOn: false, seats: [seat(0, "Ann", 0), seat(1, "Bo", 0)] }))).toBe("💡 Hints were off in this game.");
    expect(hintsLine(game({ learning: true, seats: [seat(0, "Ann", 0), seat(1, "Bo", 0)] }))).toBe("🎓 A learning game: every turn came with a hint.");
  });

  it("keeps the count of a player whose seat an AI took over", () => {
    expect(hintsLine(game({ seats: [seat(0, "Ann", 2, true), seat(1, "Bo", 1)] }))).toBe("💡 Hints used: Ann (AI, hard) 2 · Bo 1.");
  });

  it("shows each person's rating change once (not the AI levels'), or that the game was not rated", () => {
    const change = (seat: number, player: string, before: number, after: number, ai: RatingChangeRecord["ai"] = null): RatingChangeRecord => ({ seat, player, ai, rank: 1, before, after });
    const seats = [seat(0, "Ann *1*", 0), seat(1, "Bo", 0), seat(2, "Ingrid", 0, true)];
    expect(ratingsLine(game({ seats }), [change(0, "u0", 0, 3.34), change(1, "u1", 2.5, 0.44), change(2, "ai:hard", 1, 2, "hard")]))
      .toBe("📈 Ratings: Ann \\*1\\* 0.0 → 3.3 (+3.3) · Bo 2.5 → 0.4 (-2.1) (`/leaderboard`)");
    expect(ratingsLine(game({ seats }), [change(0, "u0", -0.04, 0.02), change(1, "u0", -0.04, 0.02)])).toBe("📈 Ratings: Ann \\*1\\* 0.0 → 0.0 (+0.0) (`/leaderboard`)");
    // The change is the difference of the figures as shown, so the line adds up (unrounded it is -0.78).
    expect(ratingsLine(game({ seats }), [change(0, "u0", -5.36, -6.14)])).toBe("📈 Ratings: Ann \\*1\\* -5.4 → -6.1 (-0.7) (`/leaderboard`)");
    expect(ratingsLine(game({ rated: false, seats }), [])).toBe("⚖️ This game was not rated.");
    expect(ratingsLine(game({ seats }), [])).toBe("");
  });
});

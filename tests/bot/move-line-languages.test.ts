// The turn post's heading sums up the move it announces in one line ("Bo: deforests A3-A4 and
// takes 5 wood"), in every language (issue 37): in German and Japanese said from the log's
// messages with the players' names, in English condensed from the log's text as before.
import { describe, expect, it } from "vitest";
import { moveLine } from "../../src/bot/turn/poster.ts";
import { summarize, type GameState } from "../../src/engine/index.ts";
import type { Language } from "../../src/i18n/index.ts";
import type { GameRecord } from "../../src/store/index.ts";
import { lastActor, midGame } from "../renderers/states.ts";

const NAMES = ["Ann", "Bo", "Cy", "Di"];

function record(language: Language, state: GameState): GameRecord {
  const at = new Date("2026-03-01T09:00:00Z");
  return {
    id: 7, guildId: "g", channelId: "200000000000000000", threadId: "300000000000000000", hostUserId: "100000000000000000", status: "active", playerCount: 4, deck: "mixed", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 9, createdAt: at, updatedAt: at, startedAt: at, finishedAt: null, paused: false,
    postedLog: state.log.length - 1, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: 60, hintsOn: true, learning: false, rated: false, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null, language,
    seats: Array.from({ length: 4 }, (_, seat) => ({ seat, userId: `10000000000000000${seat}`, aiLevel: null, displayName: NAMES[seat] ?? "", notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 })),
  };
}

describe("the turn post's one-line move summary in every language", () => {
  const state = midGame(4);
  const actor = lastActor(state);
  const summary = summarize(state);
  const name = NAMES[actor] ?? "";

  it("English: condensed from the log's text, the actor by name", () => {
    const line = moveLine(record("en", state), summary, actor);
    expect(line).toMatch(new RegExp(`^${name}: `));
  });

  for (const [language, word] of [["de", /Arbeiter|Holz|Fisch|Gold|setzt|nimmt/], ["ja", /ワーカー|木材|魚|金|置/]] as const) {
    it(`${language}: said from the log's messages, the actor by name, no English of the log`, () => {
      const line = moveLine(record(language, state), summary, actor);
      expect(line).not.toBeNull();
      expect(line).toContain(name);
      expect(line).toMatch(word);
      expect(line).not.toMatch(/\b(places a Worker|takes|Player \d)\b/);
    });
  }

  it("a move logged before messages existed (no `say`) is left to the story lines in German", () => {
    const old = { ...summary, log: summary.log.map((e) => ({ round: e.round, seat: e.seat, text: e.text, ...(e.phase ? { phase: e.phase } : {}) })) };
    expect(moveLine(record("de", state), old, actor)).toBeNull();
  });
});

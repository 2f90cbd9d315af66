// A whole game's turn posts in German, Japanese and the pseudo-locale (issue 37): at every turn of
// a 5-player game played to its end, the post for the seat asked (their situation, their choices
// as short buttons and menus said from the engine's messages, the story of what happened) keeps
// every Discord limit as the stand-in checks it, and no button label is cut.
import { describe, expect, it } from "vitest";
import { nextUp, turnPostComponents } from "../../src/bot/layouts/turn-post.ts";
import { logLine } from "../../src/bot/layouts/said.ts";
import { brokenLimit, LIMITS, tally, type TopLevel } from "../../src/bot/layouts/v2.ts";
import { applyChoice, legalChoices, newGame, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { PSEUDO, type Language, type Locale } from "../../src/i18n/index.ts";
import type { GameRecord } from "../../src/store/index.ts";
import { validateMessage } from "../e2e/standin/validate.ts";

const LONG = "Wolfeschlegelsteinhausenbergerdorff the Fisher"; // 46 characters: the worst case for every limit

/** A running 5-player game's record: four humans with long names and one AI seat, its posts in `locale`. */
function record(locale: Locale): GameRecord {
  const at = new Date("2026-03-01T09:00:00Z");
  return {
    id: 12345, guildId: "g", channelId: "200000000000000000", threadId: "300000000000000000", hostUserId: "100000000000000000", status: "active", playerCount: 5, deck: "mixed", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 99, createdAt: at, updatedAt: at, startedAt: at, finishedAt: null, paused: false,
    postedLog: 0, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: 60, hintsOn: true, learning: true, rated: false, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null,
    // The pseudo-locale is no game language a player can choose; the layouts take any locale.
    language: locale as Language,
    seats: Array.from({ length: 5 }, (_, seat) => ({ seat, userId: seat === 4 ? null : `10000000000000000${seat}`, aiLevel: seat === 4 ? "hard" : null, displayName: `${LONG} ${seat + 1}`, notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 })),
  };
}

/** What the stand-in (as Discord) says of the post: "" when it takes it. */
function refusal(components: readonly TopLevel[]): string {
  const body = { flags: 1 << 15, components: JSON.parse(JSON.stringify(components)) as unknown, allowed_mentions: { parse: [] } };
  return validateMessage(body, 1, true, { attachmentNames: ["nusfjord-12345-99.png"] }).summary;
}

/** Every state of a game played to its end from `seed`, a legal choice picked at each step by a simple rule (varied, deterministic). */
function* playedStates(seed: string): Generator<GameState> {
  let s = newGame({ players: 5, seed, deck: "mixed" });
  for (let n = 0; n < 2000 && s.phase !== "over"; n++) {
    yield s;
    const seat = pendingSeats(s)[0];
    if (seat === undefined) break;
    const choices = legalChoices(s, seat);
    const pick = choices[(n * 7) % choices.length];
    if (!pick) break;
    s = applyChoice(s, seat, pick.id);
  }
  yield s;
}

describe("a whole game's turn posts in every language", () => {
  for (const locale of ["de", "ja", PSEUDO] as const) {
    it(`${locale}: every turn post of a 5-player game keeps Discord's limits, its labels whole and within ${LIMITS.label} characters`, () => {
      const game = record(locale);
      let posts = 0;
      let last = 0;
      for (const state of playedStates(`languages-${locale}`)) {
        if (state.phase === "over") break;
        const up = nextUp(game, state, game.version);
        const story = state.log.slice(last).map((e) => `• ${logLine(locale, e, game.seats)}`).join("\n").slice(-1200);
        last = state.log.length;
        const components = turnPostComponents({ head: `**#${game.id}**`, story, teach: "", up, picture: { name: "nusfjord-12345-99.png", description: "x" } });
        expect(brokenLimit(components)).toBeNull();
        expect(refusal(components)).toBe("");
        const { labels, texts } = tally(components);
        for (const l of labels) {
          expect(l.length).toBeLessThanOrEqual(LIMITS.label);
          expect(l.endsWith("…")).toBe(false);
        }
        expect(new Set(labels).size).toBe(labels.length);
        expect(texts.join("\n")).not.toMatch(/\{\{|\[object|undefined/);
        expect(up.ping.length).toBeLessThanOrEqual(2000);
        posts++;
      }
      expect(posts).toBeGreaterThan(100);
    }, 240_000);
  }
});

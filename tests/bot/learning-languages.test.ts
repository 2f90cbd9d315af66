// A learning game's first-time explanations and its hint in German and Japanese (issue 37): the
// words are the glossary's, no placeholder is left, no English sentence word is left (the
// `/rules topic:` command in backticks names its topic by the English word, which /rules finds),
// and a pseudo-locale turn post with a written hint and first times on it keeps Discord's limits.
import { describe, expect, it } from "vitest";
import { explanation, firstTimeText, MILESTONES } from "../../src/bot/layouts/learning.ts";
import { answerHint, pingHint } from "../../src/bot/ai/hints.ts";
import { nextUp, turnPostComponents } from "../../src/bot/layouts/turn-post.ts";
import { brokenLimit, tally } from "../../src/bot/layouts/v2.ts";
import type { BotContext } from "../../src/bot/context.ts";
import type { Hint } from "../../src/ai/index.ts";
import { legalChoices, newGame, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { PSEUDO, type Language, type Locale } from "../../src/i18n/index.ts";
import type { GameRecord } from "../../src/store/index.ts";
import { validateMessage } from "../e2e/standin/validate.ts";
import { hint as think, reasonOf } from "../../src/ai/hint.ts";
import { applyChoice } from "../../src/engine/index.ts";

/** A learning game's record, its posts in `locale`, seat 0..n-1 human but for the last (an AI). */
function record(locale: Locale, players: 3 | 5 = 3): GameRecord {
  const at = new Date("2026-03-01T09:00:00Z");
  return {
    id: 4321, guildId: "g", channelId: "200000000000000000", threadId: "300000000000000000", hostUserId: "100000000000000000", status: "active", playerCount: players, deck: "mixed", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 7, createdAt: at, updatedAt: at, startedAt: at, finishedAt: null, paused: false,
    postedLog: 0, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: 60, hintsOn: true, learning: true, rated: false, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null,
    language: locale as Language,
    seats: Array.from({ length: players }, (_, seat) => ({ seat, userId: seat === players - 1 ? null : `10000000000000000${seat}`, aiLevel: seat === players - 1 ? "hard" : null, displayName: `Player Name ${seat + 1}`, notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 })),
  };
}

/** English words of a sentence that neither German nor Japanese text should keep (outside backticks). */
const ENGLISH = /\b(the|your|you|each|with|from|when|until|takes?|gives?|costs?|catch(es)?|plate|round|about|behind|choices?|best|first|hint|only|see|sees)\b/i;
const outsideCode = (text: string): string => text.replace(/`[^`]*`/g, "");

/** A hint of two choices, the first two legal ones, as the AI worker would give it (no reasons: those stay English for now). */
function twoChoices(state: GameState, seat: number): Hint {
  const [a, b] = legalChoices(state, seat);
  if (!a || !b) throw new Error("want two choices");
  return {
    choices: [
      { choiceId: a.id, label: a.label, path: [a.id], then: [], behind: 0, reason: "" },
      { choiceId: b.id, label: b.label, path: [b.id], then: [], behind: 1.2, reason: "" },
    ],
    playouts: 10,
  };
}

/** The BotContext the post's hint reads: the AI's hint at once. */
function context(state: GameState, seat: number): BotContext {
  const quiet = () => undefined;
  return { hint: () => Promise.resolve(twoChoices(state, seat)), config: { aiHardBudgetMs: 1000 }, log: { info: quiet, warn: quiet } } as unknown as BotContext;
}

/** A state in which a human seat (not the AI's last seat) must place a Worker. */
function humanTurn(players: 3 | 5): { state: GameState; seat: number } {
  for (let n = 0; n < 50; n++) {
    const state = newGame({ players, seed: `learn-lang-${n}`, deck: "mixed" });
    const seat = pendingSeats(state)[0];
    if (seat !== undefined && seat !== players - 1) return { state, seat };
  }
  throw new Error("no seed gives a human the first turn");
}

describe("a learning game's explanations in German and Japanese", () => {
  const words: Record<"de" | "ja", Partial<Record<string, readonly string[]>>> = {
    de: { fishing: ["Fangzeit", "Fangmenge", "Rücklagen", "Ältesten"], serve: ["Festtafel", "Teller", "Vorrat"], ship: ["Fangleiste", "Schaluppe", "Kutter", "Schoner"], share: ["realisierte", "Aktionsplan"], "first-player": ["Startspieler"], scoring: ["Schlusswertung", "Bauplatz"], round4: ["C-Gebäude", "`/hand`"] },
    ja: { fishing: ["漁獲フェイズ", "漁獲量", "貯蓄", "長老"], serve: ["晩餐会ボード", "皿"], ship: ["漁獲トラック", "スループ船", "カッター船", "スクーナー船"], share: ["発行済みの株", "アクションボード"], "first-player": ["スタートプレイヤー"], scoring: ["得点計算", "建物スペース"], round4: ["C建物", "`/hand`"] },
  };
  for (const locale of ["de", "ja"] as const) {
    it(`${locale}: every milestone explained with the glossary's words, no placeholder and no English sentence word`, () => {
      for (const players of [2, 3, 4, 5] as const) {
        for (const m of MILESTONES) {
          const text = explanation({ playerCount: players }, m, locale);
          expect(text).not.toMatch(/\{\{|undefined|\[object/);
          expect(outsideCode(text)).not.toMatch(ENGLISH);
          expect(text).toContain(`\`/rules topic:${m.topic.word}\``);
          expect(text).not.toBe(explanation({ playerCount: players }, m));
          for (const w of words[locale][m.key] ?? []) expect(text).toContain(w);
        }
      }
      const block = firstTimeText({ playerCount: 3 }, MILESTONES, 3000, locale);
      expect(block.startsWith(locale === "de" ? "🎓 **Zum ersten Mal:**" : "🎓 **はじめての場面:**")).toBe(true);
      // Short forms when there is no room for every whole one: still the language's titles.
      const short = firstTimeText({ playerCount: 3 }, MILESTONES, 900, locale);
      expect(short.length).toBeLessThanOrEqual(900);
      expect(outsideCode(short)).not.toMatch(ENGLISH);
    });

    it(`${locale}: the hint on a learning game's turn post is written in the game's language, its choices named as their buttons`, async () => {
      const { state, seat } = humanTurn(3);
      const game = record(locale);
      const hint = await pingHint(context(state, seat), game, state);
      const lines = hint?.lines ?? [];
      expect(lines.length).toBe(3);
      const text = lines.join("\n");
      expect(text).toContain(locale === "de" ? "💡 **Tipp**" : "💡 **ヒント**");
      expect(text).not.toMatch(/\{\{|undefined/);
      expect(outsideCode(text)).not.toMatch(ENGLISH);
      // Each hinted choice reads as its button does in the game's language.
      const up = nextUp(game, state, game.version, null, hint);
      const { labels } = tally(turnPostComponents({ head: "#4321", story: "", teach: "", up, picture: { name: "p.png", description: "x" } }));
      const [a, b] = legalChoices(state, seat);
      expect(a && b).toBeTruthy();
      expect(labels.some((l) => text.includes(l.replace(/^\d+\.\s*/, "")))).toBe(true);
    });
  }

  it("a hint's reasons in German and Japanese: every choice along a game, no placeholder and no English sentence word", () => {
    let state = newGame({ players: 3, seed: "learn-reasons", deck: "mixed" });
    const seen = { de: new Set<string>(), ja: new Set<string>() };
    for (let n = 0; n < 120 && state.phase !== "over"; n++) {
      const seat = pendingSeats(state)[0];
      if (seat === undefined) break;
      const choices = legalChoices(state, seat);
      for (const c of choices.slice(0, 6)) {
        expect(reasonOf(state, seat, [c.id])).toBe(reasonOf(state, seat, [c.id], "en"));
        for (const locale of ["de", "ja"] as const) {
          const text = reasonOf(state, seat, [c.id], locale);
          expect(text).not.toMatch(/\{\{|undefined|\[object/);
          // Building and Elder names stay English: only the sentence words are checked.
          expect(text.replace(/[A-Z][A-Za-z' ]+/g, "")).not.toMatch(/\b(the|your|you|each|with|from|later|catch(es)?|fish|wood|gold|Share|free|space)\b/);
          for (const w of text.split(/[;:、\n]/)) seen[locale].add(w.trim());
        }
      }
      const pick = choices[(n * 5) % choices.length];
      if (!pick) break;
      state = applyChoice(state, seat, pick.id);
    }
    const de = [...seen.de].join("\n");
    const ja = [...seen.ja].join("\n");
    expect(de).toMatch(/Holz|Fisch|Gold/);
    expect(ja).toMatch(/木材|魚|金/);
  });

  it("a real hint (the hard AI's, whole moves) on a German and a Japanese post: its steps and reasons in the language", async () => {
    let state = newGame({ players: 3, seed: "learn-think", deck: "mixed" });
    // Some turns in, so that moves have later steps (which Building, which space, how to pay).
    for (let n = 0; n < 8; n++) {
      const seat = pendingSeats(state)[0];
      const pick = seat === undefined ? undefined : legalChoices(state, seat)[(n * 3) % legalChoices(state, seat).length];
      if (seat === undefined || !pick) break;
      state = applyChoice(state, seat, pick.id);
    }
    const seat = pendingSeats(state)[0] ?? 0;
    const given = think(state, seat, { budgetMs: 300 });
    for (const locale of ["de", "ja"] as const) {
      const game = { ...record(locale), seats: record(locale).seats.map((x) => ({ ...x, userId: x.seat === seat ? "100000000000000009" : null, aiLevel: x.seat === seat ? null : ("hard" as const) })) };
      const ctx = { hint: () => Promise.resolve(given), config: { aiHardBudgetMs: 1000 }, log: { info: () => undefined, warn: () => undefined } } as unknown as BotContext;
      const lines = (await pingHint(ctx, game, state))?.lines ?? [];
      const text = lines.join("\n");
      expect(lines.length).toBeGreaterThan(1);
      expect(text).not.toMatch(/\{\{|undefined/);
      expect(text.replace(/[A-Z][A-Za-z'’ ]+/g, "")).not.toMatch(/\b(the|your|you|each|with|from|later|pay|fish|wood|gold|Share|free|space)\b/);
    }
  }, 60_000);

  it("/hint answers in the reader's language, and refuses in it when it is not their turn", async () => {
    const { state, seat } = humanTurn(3);
    const game = record("en");
    for (const [locale, head, refusal] of [["de", "Die 2 besten Möglichkeiten der KI", "nicht am Zug"], ["ja", "AIのおすすめ2つ", "あなたの手番ではありません"]] as const) {
      let reply: { content?: string; components?: { components: { label: string }[] }[] } = {};
      const i = { locale, user: { id: "1" }, deferReply: () => Promise.resolve(), editReply: (r: typeof reply) => { reply = r; return Promise.resolve(); } };
      const ctx = { hint: () => Promise.resolve(twoChoices(state, seat)), store: { countHint: () => Promise.resolve(2) } } as unknown as BotContext;
      await answerHint(ctx, i as never, game, state, seat);
      expect(reply.content).toContain(head);
      expect(reply.content).not.toMatch(/\{\{|undefined/);
      expect(outsideCode(reply.content ?? "")).not.toMatch(ENGLISH);
      const other = (seat + 1) % 3;
      await expect(answerHint(ctx, i as never, game, state, other)).rejects.toThrow(refusal);
    }
  });

  it("the hint button is the language's", async () => {
    const { state, seat } = humanTurn(3);
    // A hand of C Buildings keeps the hint private: the post carries the button instead.
    const withHand: GameState = { ...state, players: state.players.map((p, i) => (i === seat ? { ...p, hand: state.pileC.slice(0, 1) } : p)) };
    for (const [locale, word] of [["de", "Tipp (nur du siehst ihn)"], ["ja", "ヒント(あなただけに表示)"]] as const) {
      const game = record(locale);
      const hint = await pingHint(context(state, seat), game, withHand);
      expect(hint?.lines).toBeNull();
      const up = nextUp(game, withHand, game.version, null, hint);
      const { labels } = tally(turnPostComponents({ head: "#4321", story: "", teach: "", up, picture: { name: "p.png", description: "x" } }));
      expect(labels.some((l) => l.includes(word))).toBe(true);
    }
  });

  it("en-XA: a 5-player learning game's turn post with a written hint and every first time keeps Discord's limits", async () => {
    const { state, seat } = humanTurn(5);
    const game = record(PSEUDO, 5);
    const hint = await pingHint(context(state, seat), game, state);
    expect(hint?.lines?.length).toBe(3);
    const up = nextUp(game, state, game.version, null, hint);
    const teach = firstTimeText(game, MILESTONES, 1800, PSEUDO);
    expect(teach).not.toBe("");
    const components = turnPostComponents({ head: `**#${game.id}**`, story: "• story", teach, up, picture: { name: "nusfjord-4321-7.png", description: "x" } });
    expect(brokenLimit(components)).toBeNull();
    const body = { flags: 1 << 15, components: JSON.parse(JSON.stringify(components)) as unknown, allowed_mentions: { parse: [] } };
    expect(validateMessage(body, 1, true, { attachmentNames: ["nusfjord-4321-7.png"] }).summary).toBe("");
  });
});

// The engine's words over whole games (issue 37): seeded games over every deck and player count,
// built by a policy that builds whenever it can so that many different Buildings act, show no
// English that is not also a message. Every log line, every choice offered (its label, its note,
// an action space's description) and every prompt carries a message whose English is the stored
// text word for word, and German and Japanese say it with every placeholder filled and no English
// template word left (Building and Elder names stay as printed).
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINE_WORDS, RuleError, applyChoice, english, finalScores, legalChoices, newGame, pendingSeats, summarize, type GameState, type Msg } from "../../src/engine/index.ts";
import { PSEUDO } from "../../src/i18n/index.ts";
import { engine as deWords } from "../../src/i18n/de/engine.ts";
import { engine as jaWords } from "../../src/i18n/ja/engine.ts";
import { speak } from "../../src/i18n/speak.ts";
import { NAMES, playForWords, share, whole, type Seen } from "./engine-coverage.ts";

const unfilled = /\{\{|\[object|undefined/;

/** Every string of a nested catalogue. */
function strings(node: unknown): string[] {
  if (typeof node === "string") return [node];
  return typeof node === "object" && node !== null ? Object.values(node).flatMap(strings) : [];
}

const wordsOf = (text: string): string[] => text.replace(/\{\{\w+\}\}/g, " ").toLowerCase().match(/[a-zäöüß]{2,}/g) ?? [];

/** Words of the English templates that German never uses: one of them in a German text is English left over. */
const ENGLISH_ONLY = (() => {
  const german = new Set(strings(deWords).flatMap(wordsOf));
  return new Set(strings(ENGINE_WORDS).flatMap(wordsOf).filter((w) => !german.has(w)));
})();

/** A text without the Building and Elder names (they stay as printed in every language). */
function withoutNames(text: string): string {
  let out = text;
  for (const name of NAMES) out = out.split(name).join(" ");
  return out;
}

/** What is wrong with a message said in German and Japanese: unfilled placeholders, English left. */
function faults(m: Msg): string[] {
  const de = speak("de", m);
  const ja = speak("ja", m);
  const out: string[] = [];
  if (unfilled.test(de)) out.push(`de unfilled: ${de}`);
  if (unfilled.test(ja)) out.push(`ja unfilled: ${ja}`);
  const left = wordsOf(withoutNames(de)).filter((w) => ENGLISH_ONLY.has(w));
  if (left.length) out.push(`de English ${left.join(",")}: ${de}`);
  if (/[A-Za-z]{2,}/.test(withoutNames(ja))) out.push(`ja English: ${ja}`);
  return out;
}

/** Each different message once, by its key and values. */
function distinct(messages: readonly (Msg | undefined)[]): Msg[] {
  const seen = new Map<string, Msg>();
  for (const m of messages) if (m) seen.set(JSON.stringify(m), m);
  return [...seen.values()];
}

/** The label shape the bot splits into a short button and its detail, "Short (detail)" (src/bot/layouts/choices.ts splitLabel). */
const BRACKET = /^(.+?) \(([^()]+)\)$/;

describe("the engine's words over whole games", () => {
  let seen: Seen;
  beforeAll(() => {
    seen = playForWords();
  });

  it("plays whole games with many different Buildings, and says how much of what they show is a message", () => {
    const notes = seen.choices.filter((c) => c.note);
    const described = seen.choices.filter((c) => c.description && !c.id.startsWith("building:"));
    console.log(`i18n: ${seen.games} games, ${seen.built.size} different Buildings built; messages: log ${share(seen.log, (e) => whole(e.say))}% of ${seen.log.length}, choices ${share(seen.choices, (c) => whole(c.say))}% of ${seen.choices.length}, prompts ${share(seen.prompts, (p) => whole(p.say))}% of ${seen.prompts.length}, notes ${share(notes, (c) => c.noteSay !== undefined)}% of ${notes.length}, descriptions ${share(described, (c) => c.descriptionSay !== undefined)}% of ${described.length}`);
    expect(seen.games).toBe(18);
    expect(seen.built.size).toBeGreaterThanOrEqual(100);
  });

  it("every log line is a message whose English is its text, word for word", () => {
    expect(seen.log.filter((e) => !e.say).map((e) => e.text)).toEqual([]);
    expect(seen.log.filter((e) => e.say && english(e.say) !== e.text).map((e) => e.text)).toEqual([]);
    expect(seen.log.filter((e) => !whole(e.say)).map((e) => e.text)).toEqual([]);
  });

  it("every choice offered is a message, and so is its note and an action space's description", () => {
    expect(seen.choices.filter((c) => !c.say || english(c.say) !== c.label).map((c) => c.label)).toEqual([]);
    expect(seen.choices.filter((c) => !whole(c.say)).map((c) => c.label)).toEqual([]);
    expect(seen.choices.filter((c) => c.note && (!c.noteSay || english(c.noteSay) !== c.note)).map((c) => c.note)).toEqual([]);
    // A Building's description is its card's summary, translated by its id (src/i18n/cards.ts).
    const described = seen.choices.filter((c) => c.description && !c.id.startsWith("building:"));
    expect(described.filter((c) => !c.descriptionSay || english(c.descriptionSay) !== c.description).map((c) => c.id)).toEqual([]);
  });

  it("every prompt is a message whose English is the prompt", () => {
    expect(seen.prompts.filter((p) => !p.say || english(p.say) !== p.prompt).map((p) => p.prompt)).toEqual([]);
    expect(seen.prompts.filter((p) => !whole(p.say)).map((p) => p.prompt)).toEqual([]);
  });

  it("the action a player is in the middle of is a message too", () => {
    expect(seen.actions.length).toBeGreaterThan(100);
    expect(seen.actions.filter((a) => !a.say || english(a.say) !== a.text).map((a) => a.text)).toEqual([]);
  });

  it("German and Japanese say all of them with every placeholder filled and no English template word left", () => {
    const all = distinct([
      ...seen.log.map((e) => e.say),
      ...seen.choices.flatMap((c) => [c.say, c.noteSay, c.descriptionSay]),
      ...seen.prompts.map((p) => p.say),
      ...seen.actions.map((a) => a.say ?? undefined),
    ]);
    expect(all.length).toBeGreaterThan(1000);
    expect(all.flatMap(faults)).toEqual([]);
  });

  it("a label the bot splits into a button and its detail splits the same way in German and Japanese", () => {
    const bad: string[] = [];
    for (const c of distinct(seen.choices.map((x) => x.say))) {
      const en = english(c);
      for (const lang of ["de", "ja"] as const) {
        const text = speak(lang, c);
        if (BRACKET.test(en) && !BRACKET.test(text)) bad.push(`${lang}: ${en} -> ${text}`);
        else if (!BRACKET.test(en) && en.includes(": ") && !text.includes(": ")) bad.push(`${lang}: ${en} -> ${text}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("the pseudo-locale says every log line longer, with its placeholders filled", () => {
    for (const m of distinct(seen.log.map((e) => e.say)).slice(0, 300)) {
      const long = speak(PSEUDO, m);
      expect(long).not.toMatch(unfilled);
      expect(long.length).toBeGreaterThan(english(m).length);
    }
  });
});

describe("the engine's German and Japanese words, also those no game above met", () => {
  /** English words that are no German words: one of them in a German string is English left over. */
  const ENGLISH = new Set(["the", "your", "their", "with", "for", "from", "of", "is", "are", "there", "has", "have", "takes", "places", "builds", "each", "no", "not", "any", "this", "that", "you", "at", "by", "or", "after", "before", "one", "two", "more", "free", "wood", "fish", "choose", "take", "place", "player", "building", "forest", "share", "ship", "reserve", "supply", "plate"]);

  it("no German string has an English word and no Japanese string a Latin word, but for Building and Elder names", () => {
    const bad = [
      ...strings(deWords).filter((t) => wordsOf(withoutNames(t)).some((w) => ENGLISH.has(w))).map((t) => `de: ${t}`),
      ...strings(jaWords).filter((t) => /[A-Za-z]{2,}/.test(withoutNames(t).replace(/\{\{\w+\}\}/g, ""))).map((t) => `ja: ${t}`),
    ];
    expect(bad).toEqual([]);
  });
});

describe("a card's question stored before its words were messages", () => {
  /** A 2-player game run to its first card question (a Building's own decision), by building whenever possible. */
  function atCardQuestion(): { s: GameState; seat: number } {
    for (let seed = 1; seed < 60; seed++) {
      let s = newGame({ players: 2, seed: `old-prompt-${seed}` });
      for (let n = 0; n < 400 && s.phase !== "over"; n++) {
        const seat = pendingSeats(s)[0];
        if (seat === undefined) break;
        const step = s.queues.find((q) => q.seat === seat)?.steps[0];
        if (step?.k === "card" && step.prompt !== undefined) return { s, seat };
        const choices = legalChoices(s, seat);
        const pick = choices.find((c) => c.id.startsWith("building:")) ?? choices.find((c) => c.id === "place:build-building") ?? choices.find((c) => c.id !== "pass") ?? choices[0];
        if (!pick) break;
        s = applyChoice(s, seat, pick.id);
      }
    }
    throw new Error("no card question came up");
  }

  it("still shows its English prompt, and the game goes on from it", () => {
    const { s, seat } = atCardQuestion();
    const now = summarize(s).prompts.find((p) => p.seat === seat);
    expect(now?.say).toBeDefined();
    // The same state as a game saved before issue 37 stored it: the question as its English words.
    const old = JSON.parse(JSON.stringify(s)) as GameState;
    const q = old.queues.find((x) => x.seat === seat);
    const step = q?.steps[0];
    if (step?.k !== "card" || step.prompt === undefined || typeof step.prompt === "string") throw new Error("expected a card question as a message");
    step.prompt = english(step.prompt);
    const then = summarize(old).prompts.find((p) => p.seat === seat);
    expect(then?.prompt).toBe(now?.prompt);
    // Said in German around the English question, with nothing unfilled.
    if (!then?.say) throw new Error("no prompt");
    expect(speak("de", then.say)).not.toMatch(unfilled);
    expect(speak("de", then.say)).toContain(step.prompt);
    const first = legalChoices(old, seat)[0];
    if (!first) throw new Error("no choice");
    expect(legalChoices(old, seat).map((c) => c.id)).toEqual(legalChoices(s, seat).map((c) => c.id));
    expect(applyChoice(old, seat, first.id).log.map((e) => e.text)).toEqual(applyChoice(s, seat, first.id).log.map((e) => e.text));
  });
});

describe("the engine's refusals and score lines", () => {
  it("refuses every choice once the game is over with a message", () => {
    let s = newGame({ players: 2, seed: "over" });
    while (s.phase !== "over") {
      const seat = pendingSeats(s)[0] ?? 0;
      s = applyChoice(s, seat, legalChoices(s, seat).find((c) => c.id !== "pass")?.id ?? "pass");
    }
    let error: unknown;
    try {
      applyChoice(s, 0, "pass");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    const say = error instanceof RuleError ? error.say : undefined;
    if (!say) throw new Error("no message");
    expect(speak("de", say)).toBe("Die Partie ist vorbei: Es kann nichts mehr gewählt werden.");
    expect(speak("ja", say)).toBe("ゲームは終了しました。もう選択はできません。");
    for (const sheet of finalScores(s) ?? []) for (const a of sheet.adjustments) expect(a.say && english(a.say)).toBe(a.text);
  });
});

// /rules [topic]: how the game is played, starting with "Start here" (the goal, the goods, a
// round, the action spaces, your first turn), then the phases, action spaces, Elders, Shares,
// scoring, our rulings, the Elders and every Building card's text.
//
// Search finds what people type: it matches words, never letters inside a word ("win" is not
// the Swing-Net Fishery), knows the words newcomers use for things ("boat", "money", "turn
// order", "old men": each topic's `words`), reads a question for the words that matter ("why
// can't I serve fish" is "serve fish"), and when nothing matches it offers the nearest topics,
// misspellings included ("fihsing"). The command and its autocomplete use the same search.
//
// Every answer speaks the asker's language (their Discord client's): the topics' titles and texts
// are src/i18n's `rules` namespace (Buildings and Elders its card words). Search keeps matching the
// English words, and also the titles, newcomer words and texts in the asker's language: German by
// whole words like English, Japanese (written without spaces) by the typed text inside them.
import { ApplicationCommandOptionType, type ChatInputCommandInteraction } from "discord.js";
import { cheatSheetMessages } from "../src/bot/layouts/cheat-sheet.ts";
import { V2 } from "../src/bot/layouts/v2.ts";
import { CHEAT_SHEET_TOPIC, ELDERS, cardView, rulesTopics, type PlayerCount, type RulesTopic } from "../src/engine/index.ts";
import type { BotContext } from "../src/bot/context.ts";
import { ANYWHERE, EPHEMERAL, type Command } from "../src/bot/command.ts";
import { clip } from "../src/bot/layouts/present.ts";
import { CONTENT_MAX, cutText, escapeName, fitContent } from "../src/bot/layouts/text.ts";
import { described } from "../src/i18n/discord.ts";
import { buildingWords, elderSummary } from "../src/i18n/card-words.ts";
import { de } from "../src/i18n/de/index.ts";
import { isRulesTopic } from "../src/i18n/en/rules.ts";
import { languageOf, PSEUDO, say, translator, type Locale } from "../src/i18n/index.ts";
import { ja } from "../src/i18n/ja/index.ts";
import { categoryName, printedCost, printedPoints } from "../src/i18n/printed.ts";
import { pseudoString } from "../src/i18n/pseudo.ts";

/**
 * A word as search compares it: lower case, no accents or apostrophes, a plural's "s" dropped
 * ("boats" = "boat", "Elder's" = "elder", "can't" = "cant").
 */
function stem(word: string): string {
  const w = word.replace(/'s$/, "").replace(/'/g, "");
  if (w.length > 3 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/**
 * Words that carry no meaning of their own in a question: "how do I win" looks for "win", "why
 * can't I serve fish" for "serve fish". Written as players type them, contractions with or
 * without their apostrophe; compared stemmed, as the typed words are ("does" is "doe").
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "to", "of", "i", "im", "ive", "how", "do", "does", "did", "doing", "done", "what", "whats", "why", "where", "wheres", "when", "which", "who",
  "is", "are", "am", "was", "were", "be", "been", "being", "can", "could", "may", "might", "must", "should", "would", "will", "shall",
  "can't", "cannot", "couldn't", "don't", "doesn't", "didn't", "won't", "wouldn't", "isn't", "aren't", "wasn't", "weren't", "shouldn't", "haven't", "hasn't", "hadn't", "mustn't",
  "have", "has", "had", "having", "need", "needs", "needed", "want", "wants", "wanted", "happen", "happens", "happened",
  "go", "goes", "going", "went", "way", "still", "only", "just", "really", "again", "anymore", "ever", "more", "many", "much", "enough", "help", "please",
  "my", "me", "mine", "you", "your", "we", "us", "our", "they", "them", "their", "he", "him", "his", "she", "her", "it", "its", "it's",
  "in", "on", "at", "for", "and", "or", "but", "with", "about", "from", "by", "as", "into", "than", "get", "got", "game", "nusfjord", "mean",
  "no", "not", "such", "all", "any", "some", "this", "that", "these", "those", "there", "here", "if", "so", "then",
].map(stem));

/**
 * German question words and small words, for a German asker ("wie gewinne ich" looks for
 * "gewinne"), compared stemmed and without umlauts as the typed words are.
 */
const STOP_WORDS_DE: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...[
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "ich", "du", "er", "sie", "wir", "ihr", "man", "mir", "mich", "dir", "dich",
    "mein", "meine", "meinen", "meinem", "meiner", "dein", "deine", "deinen", "sein", "seine", "wie", "was", "warum", "wieso", "weshalb", "wo", "wohin", "woher", "wann", "wer", "welche", "welcher", "welches",
    "kann", "kannst", "konnen", "darf", "darfst", "durfen", "muss", "musst", "mussen", "soll", "sollte", "will", "wird", "werden", "ist", "sind", "bin", "bist", "war", "hat", "habe", "hast", "haben", "gibt", "geht",
    "nicht", "kein", "keine", "keinen", "und", "oder", "aber", "mit", "fur", "von", "vom", "zu", "zum", "zur", "im", "in", "am", "an", "auf", "aus", "bei", "beim", "es", "noch", "nur", "schon", "mehr", "bitte", "denn", "so", "da", "dann", "wenn", "ob", "spiel", "partie",
  ].map((w) => stem(w)),
]);

/** The words of a text, stemmed: "Harbor board, Forests and wood" → harbor, board, forest, and, wood. */
function words(text: string): string[] {
  // "ß" has no decomposition: spelt out, as a German keyboard without it writes it.
  const plain = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/ß/g, "ss").replace(/[’‘]/g, "'");
  return (plain.match(/[a-z0-9']+/g) ?? []).map(stem).filter((w) => w !== "");
}

/** A topic's words in one language: what the asker reads, and what search matches. */
interface LocalTopic {
  readonly title: string;
  readonly text: string;
  readonly words: readonly string[];
}

/** The translated catalogues of the topics (English is reference.ts's own RulesTopic). */
const TRANSLATED = { de: de.rules.topics, ja: ja.rules.topics } as const;

/**
 * A topic's title, text and newcomer words in the language: the rules namespace's words, an
 * Elder's or a Building's card words, or English where a language lacks one.
 */
function localTopic(t: RulesTopic, locale: Locale): LocalTopic {
  if (locale === "en") return { title: t.title, text: t.text, words: t.words ?? [] };
  if (locale === PSEUDO) return { title: pseudoString(t.title), text: isRulesTopic(t.id) ? pseudoString(t.text) : topicText(t, locale), words: [] };
  const own = TRANSLATED[locale][t.id];
  if (own) return { title: own.title, text: own.text, words: own.words ? own.words.split(", ") : [] };
  const elder = t.id.startsWith("elder:") ? Object.values(ELDERS).find((e) => `elder:${e.id}` === t.id) : undefined;
  return { title: elder ? say(locale, "rules.elderTitle", { n: elder.number, name: elder.name }) : t.title, text: topicText(t, locale), words: [] };
}

/** What search knows of a topic in one language: its words, worked out once. */
interface Entry {
  readonly topic: RulesTopic;
  readonly order: number;
  /** The whole title, the title's name (without "Ruling:", "Elder 5:", "A104", "(action space)") and the id's name, as words joined by a space. */
  readonly exact: readonly string[];
  readonly titleWords: readonly string[];
  /** Each of the topic's newcomer words or phrases, as its words. */
  readonly phrases: readonly (readonly string[])[];
  readonly phraseWords: readonly string[];
  readonly textWords: ReadonlySet<string>;
}

/** The title without the prefix or suffix that sorts it into its section: what a player calls the topic. */
function nameOf(title: string, locale: Locale = "en"): string {
  const ruling = say(locale, "rules.rulingPrefix");
  const space = say(locale, "rules.spaceSuffix");
  const elder = new RegExp(`^${escapeRegExp(say(locale, "rules.elderTitle", { n: 0, name: "" })).replace("0", "\\d+")}`);
  const named = title.startsWith(ruling) ? title.slice(ruling.length) : title;
  return named.replace(elder, "").replace(/^[ABC]\d{3} /, "").replace(new RegExp(`${escapeRegExp(space)}$`), "");
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Search's words of every topic, per language (English, and German for a German asker). */
const indexes = new Map<Locale, readonly Entry[]>();

function entries(locale: "en" | "de" = "en"): readonly Entry[] {
  const known = indexes.get(locale);
  if (known) return known;
  const made = rulesTopics().map((topic, order): Entry => {
    const local = localTopic(topic, locale);
    const phrases = local.words.map(words).filter((p) => p.length > 0);
    // The id names the topic too ("deforest", "A104", "sailor"), except for a ruling, whose id
    // is only a key ("game-end" is how newcomers ask for Scoring). Ids are English: the English index has them.
    const idName = locale !== "en" || topic.id.startsWith("ruling:") ? [] : [words(topic.id.slice(topic.id.indexOf(":") + 1)).join(" ")];
    return {
      topic, order, phrases,
      exact: [words(local.title).join(" "), words(nameOf(local.title, locale)).join(" "), ...idName],
      titleWords: words(local.title),
      phraseWords: phrases.flat(),
      textWords: new Set(words(local.text)),
    };
  });
  indexes.set(locale, made);
  return made;
}

/** The small words of a question in a language's index. */
function stopWords(locale: "en" | "de"): ReadonlySet<string> {
  return locale === "de" ? STOP_WORDS_DE : STOP_WORDS;
}

/**
 * How well one typed word is explained by a topic: 3 a newcomer word, 2 a title word starting
 * with it (or a newcomer word being typed: "mon" for "money", "turn ord"), 1 a whole word of
 * the text, 0 not at all.
 */
type Level = 0 | 1 | 2 | 3;

/** The positions of `typed` that `phrase` covers where it occurs as whole words in a row. */
function occurrences(typed: readonly string[], phrase: readonly string[]): number[] {
  const covered: number[] = [];
  for (let at = 0; at + phrase.length <= typed.length; at++) {
    if (phrase.every((w, k) => typed[at + k] === w)) for (let k = 0; k < phrase.length; k++) covered.push(at + k);
  }
  return covered;
}

/** The positions of `typed` that end in the first words of `phrase`, the last one still being typed ("turn ord"). */
function beingTyped(typed: readonly string[], phrase: readonly string[]): number[] {
  const last = typed[typed.length - 1] ?? "";
  if (last.length < 2) return [];
  for (let k = Math.min(phrase.length, typed.length); k >= 1; k--) {
    const from = typed.length - k;
    const whole = phrase.slice(0, k - 1).every((w, j) => typed[from + j] === w);
    if (whole && (phrase[k - 1] ?? "").startsWith(last)) return Array.from({ length: k }, (_, j) => from + j);
  }
  return [];
}

/**
 * The positions of `typed` that `phrase` covers once the small words of a question are skipped
 * on both sides: "feed my elders" has "feed elders", "the space is taken" "space taken". Only for
 * a phrase of two words or more that matter ("who goes first" is more than "first").
 */
function occurrencesSkipping(typed: readonly string[], kept: readonly number[], phrase: readonly string[], stop: ReadonlySet<string>): number[] {
  const core = phrase.filter((w) => !stop.has(w));
  if (core.length < 2) return [];
  return occurrences(kept.map((k) => typed[k] ?? ""), core).map((j) => kept[j] ?? -1);
}

/** The level of each typed word for this topic. */
function levels(e: Entry, typed: readonly string[], stop: ReadonlySet<string>): Level[] {
  const out = typed.map((w): Level => (e.titleWords.some((t) => t.startsWith(w)) ? 2 : e.textWords.has(w) ? 1 : 0));
  const kept = typed.map((_, k) => k).filter((k) => !stop.has(typed[k] ?? ""));
  for (const phrase of e.phrases) {
    for (const at of beingTyped(typed, phrase)) if ((out[at] ?? 0) < 2) out[at] = 2;
    for (const at of [...occurrences(typed, phrase), ...occurrencesSkipping(typed, kept, phrase, stop)]) out[at] = 3;
  }
  return out;
}

/** The typed words that carry meaning (all of them when every one is a stop word, as "a" typed on the way to "A104"). */
function meaningful(typed: readonly string[], stop: ReadonlySet<string>): number[] {
  const at = typed.map((_, k) => k).filter((k) => !stop.has(typed[k] ?? ""));
  return at.length > 0 ? at : typed.map((_, k) => k);
}

/** A topic that matches, with its rank: [exact, worst word's level, all words' levels, title starts with it]. */
interface Ranked { readonly topic: RulesTopic; readonly order: number; readonly rank: readonly number[] }

/** The topics of a language's index matching typed words, ranked. */
function rankByWords(typedText: string, locale: "en" | "de"): Ranked[] {
  const typed = words(typedText);
  if (typed.length === 0) return [];
  const stop = stopWords(locale);
  const joined = typed.join(" ");
  const wanted = meaningful(typed, stop);
  const found: Ranked[] = [];
  for (const e of entries(locale)) {
    const lv = levels(e, typed, stop);
    const counted = wanted.map((k) => lv[k] ?? 0);
    if (counted.some((l) => l === 0)) continue;
    const exact = e.exact.includes(joined) ? 1 : 0;
    const starts = e.exact.some((x) => x.startsWith(joined)) ? 1 : 0;
    found.push({ topic: e.topic, order: e.order, rank: [exact, Math.min(...counted), counted.reduce<number>((a, b) => a + b, 0), starts] });
  }
  return found;
}

/** Japanese as search compares it: full-width letters and digits made plain, lower case. */
function plainJa(text: string): string {
  return text.normalize("NFKC").toLowerCase().trim();
}

/** What Japanese search knows of a topic: its title, name, newcomer words and text, plain. */
interface JaEntry { readonly topic: RulesTopic; readonly order: number; readonly title: string; readonly name: string; readonly words: readonly string[]; readonly text: string }

let jaIndex: readonly JaEntry[] | undefined;

function jaEntries(): readonly JaEntry[] {
  jaIndex ??= rulesTopics().map((topic, order) => {
    const local = localTopic(topic, "ja");
    return { topic, order, title: plainJa(local.title), name: plainJa(nameOf(local.title, "ja")), words: local.words.map(plainJa), text: plainJa(local.text) };
  });
  return jaIndex;
}

/**
 * How well one typed piece of Japanese is explained by a topic, by the text inside the words
 * (Japanese has no spaces between words): 3 it is a newcomer word or the topic's name, or holds
 * one ("魚が減った理由"); 2 the title holds it, or a newcomer word does ("漁獲" in 漁獲フェイズ);
 * 1 the text holds it; 0 not at all.
 */
function jaLevel(e: JaEntry, piece: string): Level {
  if (e.words.some((w) => piece.includes(w)) || (e.name.length >= 2 && piece.includes(e.name))) return 3;
  if (e.title.includes(piece) || e.words.some((w) => w.includes(piece))) return 2;
  return e.text.includes(piece) ? 1 : 0;
}

/** The topics matching typed Japanese, ranked as rankByWords ranks (each space-separated piece must be explained). */
function rankJapanese(typedText: string): Ranked[] {
  const typed = plainJa(typedText);
  const pieces = typed.split(/\s+/).filter((p) => p !== "");
  if (pieces.length === 0) return [];
  const found: Ranked[] = [];
  for (const e of jaEntries()) {
    const counted = pieces.map((p) => jaLevel(e, p));
    if (counted.some((l) => l === 0)) continue;
    const exact = e.title === typed || e.name === typed ? 1 : 0;
    const starts = e.title.startsWith(typed) || e.name.startsWith(typed) ? 1 : 0;
    found.push({ topic: e.topic, order: e.order, rank: [exact, Math.min(...counted), counted.reduce<number>((a, b) => a + b, 0), starts] });
  }
  return found;
}

/**
 * The topics matching what was typed, best first: the exact title, name or id; then by how
 * well the worst-explained word is explained (a newcomer word, a title word starting with it, a
 * whole word of the text), then by all words together, then titles starting with it, then the
 * topics' own order. A topic matches when every meaningful word is explained, in English or in
 * the asker's language (its better rank counts).
 */
function findTopics(typedText: string, locale: Locale = "en"): RulesTopic[] {
  // Nothing typed yet (nothing but punctuation): every topic, in order.
  const nothing = words(typedText).length === 0 && (locale !== "ja" || plainJa(typedText) === "");
  if (nothing) return rulesTopics().slice();
  const found = [...rankByWords(typedText, "en"), ...(locale === "de" ? rankByWords(typedText, "de") : []), ...(locale === "ja" ? rankJapanese(typedText) : [])];
  const best = new Map<string, Ranked>();
  for (const r of found) {
    const seen = best.get(r.topic.id);
    if (!seen || compareDesc(r.rank, seen.rank) < 0) best.set(r.topic.id, r);
  }
  return [...best.values()].sort((a, b) => compareDesc(a.rank, b.rank) || a.order - b.order).map((x) => x.topic);
}

/** Ranks compared element by element, higher first. */
function compareDesc(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < a.length; k++) if ((a[k] ?? 0) !== (b[k] ?? 0)) return (b[k] ?? 0) - (a[k] ?? 0);
  return 0;
}

/** The edit distance of two words, a swap of two neighbours counting as one edit ("fihsing" is 1 from "fishing"). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number): number => d[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** How close a typed word is to a word of a title or a newcomer word: 0 for none, more for closer. */
function closeness(w: string, candidates: readonly string[]): number {
  const allowed = w.length >= 6 ? 2 : w.length >= 4 ? 1 : 0;
  let best = Infinity;
  for (const c of candidates) {
    best = Math.min(best, distance(w, c));
    // A word still being typed ("fihs" on the way to "fishing").
    if (w.length >= 4 && c.length > w.length) best = Math.min(best, distance(w, c.slice(0, w.length)));
  }
  return best <= allowed ? allowed + 1 - best : 0;
}

/** The topics every newcomer can start from, when nothing is near what was typed. */
const FALLBACK = ["guide:start", "guide:round", "guide:scoring"];

/** How near each topic of a language's index is to typed words: some explained, or a title or newcomer word a typo away. */
function nearByWords(typedText: string, locale: "en" | "de"): Map<string, number> {
  const typed = words(typedText);
  const stop = stopWords(locale);
  const wanted = meaningful(typed, stop);
  const out = new Map<string, number>();
  for (const e of entries(locale)) {
    const lv = levels(e, typed, stop);
    let score = 0;
    for (const k of wanted) {
      const w = typed[k] ?? "";
      const level = lv[k] ?? 0;
      score += level >= 2 ? 4 : Math.max(closeness(w, [...e.titleWords, ...e.phraseWords]), level);
    }
    if (score >= 1) out.set(e.topic.id, score);
  }
  return out;
}

/** The pairs of neighbouring characters in a text ("漁獲量" → 漁獲, 獲量). */
function bigrams(s: string): Set<string> {
  const chars = [...s.replace(/\s+/g, "")];
  return new Set(chars.slice(1).map((c, k) => `${chars[k] ?? ""}${c}`));
}

/**
 * How near each topic is to typed Japanese (a kanji slip, "漁穫フェイズ"): the character pairs
 * its title or newcomer words share with it, then (among those) the characters they share.
 */
function nearJapanese(typedText: string): Map<string, number> {
  const plain = plainJa(typedText);
  const typed = bigrams(plain);
  const chars = new Set([...plain.replace(/[\s!-~]/g, "")]);
  const out = new Map<string, number>();
  for (const e of jaEntries()) {
    const own = [e.title, ...e.words];
    const pairs = new Set(own.flatMap((w) => [...bigrams(w)]));
    const shared = [...typed].filter((b) => pairs.has(b)).length;
    const ownChars = new Set(own.flatMap((w) => [...w]));
    if (shared > 0) out.set(e.topic.id, 10 * shared + [...chars].filter((c) => ownChars.has(c)).length);
  }
  return out;
}

/**
 * The topics nearest to what was typed when nothing matches it: those explaining some of its
 * words, or with a title word or newcomer word a typo away, in English or the asker's language;
 * else Start here and the basics.
 */
function closestTopics(typedText: string, max: number, locale: Locale = "en"): RulesTopic[] {
  const scores = [nearByWords(typedText, "en"), ...(locale === "de" ? [nearByWords(typedText, "de")] : []), ...(locale === "ja" ? [nearJapanese(typedText)] : [])];
  const near = rulesTopics().map((topic, order) => ({ topic, order, score: Math.max(0, ...scores.map((m) => m.get(topic.id) ?? 0)) }))
    .filter((x) => x.score >= 1)
    .sort((a, b) => b.score - a.score || a.order - b.order).map((x) => x.topic).slice(0, max);
  return near.length > 0 ? near : rulesTopics().filter((t) => FALLBACK.includes(t.id));
}

/** "Nothing matches "fihsing". Closest topics: ...", each one as the command that shows it. */
function nothingMatches(typed: string, locale: Locale): string {
  const closest = closestTopics(typed, 5, locale).map((t) => `• \`/rules topic:${localTopic(t, locale).title}\``);
  return [say(locale, "rules.nothing", { typed: escapeName(clip(typed, 100)) }), ...closest, say(locale, "rules.fromStart")].join("\n");
}

/** A topic's title as the index shows it: "Elders: taking and using them" → "Elders", "Deforest (action space)" → "Deforest". */
function shortTitle(t: RulesTopic, locale: Locale): string {
  const title = localTopic(t, locale).title;
  const space = say(locale, "rules.spaceSuffix");
  return (title.endsWith(space) ? title.slice(0, -space.length) : title).replace(/[:,：、].*$/, "");
}

/**
 * `/rules` alone: Start here first, whole, then the index: how to play, the action spaces, the
 * Elders and Buildings, and where the rulings are (their titles mean little to a newcomer).
 */
function rulesIndex(locale: Locale): string {
  const topics = rulesTopics();
  const start = topics.find((t) => t.id === "guide:start");
  const section = (prefix: string) => topics.filter((t) => t.id.startsWith(prefix) && t.id !== "guide:start" && t.id !== "guide:rulings" && t.id !== CHEAT_SHEET_TOPIC).map((t) => shortTitle(t, locale)).join(" · ");
  const elders = topics.filter((t) => t.id.startsWith("elder:")).length;
  const buildings = topics.filter((t) => t.id.startsWith("building:")).length;
  const shown = start ? localTopic(start, locale) : null;
  return [
    ...(shown ? [`**${shown.title}**\n${shown.text}`, ""] : []),
    say(locale, "rules.index.more"),
    say(locale, "rules.index.howToPlay", { list: section("guide:") }),
    say(locale, "rules.index.spaces", { list: section("space:") }),
    say(locale, "rules.index.cards", { elders, buildings }),
    say(locale, "rules.index.rulings"),
  ].join("\n");
}

/**
 * A reply in as many messages of Discord's 2000 characters as it takes, split between lines (a
 * line longer than a message is cut between whole characters): a long topic in a language that
 * runs longer than English is shown whole.
 */
export function splitMessages(text: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const line of text.split("\n")) {
    const next = current === "" ? line : `${current}\n${line}`;
    if (next.length <= CONTENT_MAX) { current = next; continue; }
    // At the last paragraph break (a blank line) where there is one, so a section stays whole:
    // `/rules` alone is Start here, then the index.
    const paragraph = current.lastIndexOf("\n\n");
    const carried = `${current.slice(paragraph + 2)}\n${line}`;
    if (paragraph > 0 && carried.length <= CONTENT_MAX) {
      out.push(current.slice(0, paragraph));
      current = carried;
      continue;
    }
    if (current !== "") out.push(current);
    current = cutText(line, CONTENT_MAX);
  }
  out.push(current);
  return out;
}

/** Answer privately, in more messages when one is not enough. */
async function replyWhole(i: ChatInputCommandInteraction, text: string): Promise<void> {
  const [first = "", ...rest] = splitMessages(text);
  await i.reply({ flags: EPHEMERAL, content: first });
  for (const more of rest) await i.followUp({ flags: EPHEMERAL, content: more });
}

/**
 * What `/rules` answers to `key` (an id from autocomplete, typed words, or nothing) in a
 * language: the topic it shows (null for the index, or when nothing matches) and the whole text.
 */
export function rulesAnswer(key: string | null, locale: Locale): { topic: RulesTopic | null; text: string } {
  if (!key) return { topic: null, text: rulesIndex(locale) };
  // Autocomplete answers with an id; a typed word finds the best match as autocomplete would list it.
  const topic = rulesTopics().find((t) => t.id === key) ?? findTopics(key, locale)[0];
  if (!topic) return { topic: null, text: nothingMatches(key, locale) };
  const shown = localTopic(topic, locale);
  return { topic, text: `**${shown.title}**\n${shown.text}` };
}

/** The number of players of the game whose thread this is; 2 elsewhere (the cheat sheet's schedule depends on it). */
async function threadPlayers(ctx: BotContext, channelId: string | null): Promise<PlayerCount> {
  const id = channelId ? await ctx.store.gameIdForThread(channelId) : null;
  if (id === null) return 2;
  return (await ctx.store.loadGame(id)).game.playerCount;
}

/**
 * A topic's text in the asker's language: a Building's card (its kind, cost, points and whole
 * text), an Elder's action, or the rules namespace's text of any other topic.
 */
export function topicText(topic: RulesTopic, locale: Locale): string {
  if (locale === "en") return topic.text;
  if (isRulesTopic(topic.id)) return locale === PSEUDO ? pseudoString(topic.text) : TRANSLATED[locale][topic.id]?.text ?? topic.text;
  const tr = translator(locale);
  const [kind, id] = topic.id.split(":");
  if (kind === "building" && id) {
    const words = buildingWords(locale, id);
    const c = cardView(id);
    if (words) return `${tr("card.topic", { name: c.name, id, kind: categoryName(locale, c.category), cost: printedCost(locale, c.costText), points: printedPoints(locale, c.vpText) })}\n${words.text}`;
  }
  if (kind === "elder" && id) {
    const elder = Object.values(ELDERS).find((e) => e.id === id);
    const summary = elderSummary(locale, id);
    if (elder && summary) return tr("card.elder", { name: elder.name, summary });
  }
  return topic.text;
}

export const rules: Command = {
  data: {
    name: "rules",
    ...described("commands.rules.description"),
    contexts: ANYWHERE,
    options: [{ type: ApplicationCommandOptionType.String, name: "topic", ...described("commands.rules.topic"), required: false, autocomplete: true, max_length: 100 }],
  },
  async execute(ctx, i) {
    const locale = languageOf(i.locale);
    const { topic, text: answer } = rulesAnswer(i.options.getString("topic"), locale);
    if (topic?.id === CHEAT_SHEET_TOPIC) {
      // As text laid out by Discord: readable where it is shown, on any screen (src/bot/layouts/cheat-sheet.ts).
      const players = await threadPlayers(ctx, i.channelId);
      const [first = [], ...more] = cheatSheetMessages(players, locale, fitContent(answer));
      await i.reply({ flags: EPHEMERAL | V2, components: first });
      for (const components of more) await i.followUp({ flags: EPHEMERAL | V2, components });
      return;
    }
    await replyWhole(i, answer);
  },
  async autocomplete(_ctx, i) {
    const locale = languageOf(i.locale);
    const typed = String(i.options.getFocused());
    const found = findTopics(typed, locale);
    const shown = found.length > 0 ? found : closestTopics(typed, 25, locale);
    await i.respond(shown.slice(0, 25).map((t) => ({ name: clip(localTopic(t, locale).title, 100), value: t.id })));
  },
};

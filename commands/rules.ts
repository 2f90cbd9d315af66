// /rules [topic]: how the game is played, starting with "Start here" (the goal, the goods, a
// round, the action spaces, your first turn), then the phases, action spaces, Elders, Shares,
// scoring, our rulings, the Elders and every Building card's text.
//
// Search finds what people type: it matches words, never letters inside a word ("win" is not
// the Swing-Net Fishery), knows the words newcomers use for things ("boat", "money", "turn
// order", "old men": each topic's `words`), reads a question for the words that matter ("why
// can't I serve fish" is "serve fish"), and when nothing matches it offers the nearest topics,
// misspellings included ("fihsing"). The command and its autocomplete use the same search.
import { ApplicationCommandOptionType } from "discord.js";
import { cheatSheetComponents } from "../src/bot/layouts/cheat-sheet.ts";
import { V2, container, text } from "../src/bot/layouts/v2.ts";
import { CHEAT_SHEET_TOPIC, ELDERS, cardView, rulesTopics, type PlayerCount, type RulesTopic } from "../src/engine/index.ts";
import type { BotContext } from "../src/bot/context.ts";
import { ANYWHERE, EPHEMERAL, type Command } from "../src/bot/command.ts";
import { clip } from "../src/bot/layouts/present.ts";
import { escapeName, fitContent } from "../src/bot/layouts/text.ts";
import { described } from "../src/i18n/discord.ts";
import { buildingWords, elderSummary } from "../src/i18n/card-words.ts";
import { languageOf, translator, type Locale } from "../src/i18n/index.ts";
import { categoryName, printedCost, printedPoints } from "../src/i18n/printed.ts";

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

/** The words of a text, stemmed: "Harbor board, Forests and wood" → harbor, board, forest, and, wood. */
function words(text: string): string[] {
  const plain = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[’‘]/g, "'");
  return (plain.match(/[a-z0-9']+/g) ?? []).map(stem).filter((w) => w !== "");
}

/** What search knows of a topic: its words, worked out once. */
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
function nameOf(title: string): string {
  return title.replace(/^Ruling: /, "").replace(/^Elder \d+: /, "").replace(/^[ABC]\d{3} /, "").replace(/ \(action space\)$/, "");
}

let index: readonly Entry[] | undefined;

function entries(): readonly Entry[] {
  index ??= rulesTopics().map((topic, order): Entry => {
    const phrases = (topic.words ?? []).map(words).filter((p) => p.length > 0);
    // The id names the topic too ("deforest", "A104", "sailor"), except for a ruling, whose id
    // is only a key ("game-end" is how newcomers ask for Scoring).
    const idName = topic.id.startsWith("ruling:") ? [] : [words(topic.id.slice(topic.id.indexOf(":") + 1)).join(" ")];
    return {
      topic, order, phrases,
      exact: [words(topic.title).join(" "), words(nameOf(topic.title)).join(" "), ...idName],
      titleWords: words(topic.title),
      phraseWords: phrases.flat(),
      textWords: new Set(words(topic.text)),
    };
  });
  return index;
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
function occurrencesSkipping(typed: readonly string[], kept: readonly number[], phrase: readonly string[]): number[] {
  const core = phrase.filter((w) => !STOP_WORDS.has(w));
  if (core.length < 2) return [];
  return occurrences(kept.map((k) => typed[k] ?? ""), core).map((j) => kept[j] ?? -1);
}

/** The level of each typed word for this topic. */
function levels(e: Entry, typed: readonly string[]): Level[] {
  const out = typed.map((w): Level => (e.titleWords.some((t) => t.startsWith(w)) ? 2 : e.textWords.has(w) ? 1 : 0));
  const kept = typed.map((_, k) => k).filter((k) => !STOP_WORDS.has(typed[k] ?? ""));
  for (const phrase of e.phrases) {
    for (const at of beingTyped(typed, phrase)) if ((out[at] ?? 0) < 2) out[at] = 2;
    for (const at of [...occurrences(typed, phrase), ...occurrencesSkipping(typed, kept, phrase)]) out[at] = 3;
  }
  return out;
}

/** The typed words that carry meaning (all of them when every one is a stop word, as "a" typed on the way to "A104"). */
function meaningful(typed: readonly string[]): number[] {
  const at = typed.map((_, k) => k).filter((k) => !STOP_WORDS.has(typed[k] ?? ""));
  return at.length > 0 ? at : typed.map((_, k) => k);
}

/**
 * The topics matching what was typed, best first: the exact title, name or id; then by how
 * well the worst-explained word is explained (a newcomer word, a title word starting with it, a
 * whole word of the text), then by all words together, then titles starting with it, then the
 * topics' own order. A topic matches when every meaningful word is explained.
 */
function findTopics(typedText: string): RulesTopic[] {
  const typed = words(typedText);
  if (typed.length === 0) return rulesTopics().slice();
  const joined = typed.join(" ");
  const wanted = meaningful(typed);
  const found: { e: Entry; rank: number[] }[] = [];
  for (const e of entries()) {
    const lv = levels(e, typed);
    const counted = wanted.map((k) => lv[k] ?? 0);
    if (counted.some((l) => l === 0)) continue;
    const exact = e.exact.includes(joined) ? 1 : 0;
    const starts = e.exact.some((x) => x.startsWith(joined)) ? 1 : 0;
    found.push({ e, rank: [exact, Math.min(...counted), counted.reduce<number>((a, b) => a + b, 0), starts] });
  }
  return found
    .sort((a, b) => compareDesc(a.rank, b.rank) || a.e.order - b.e.order)
    .map((x) => x.e.topic);
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

/**
 * The topics nearest to what was typed when nothing matches it: those explaining some of its
 * words, or with a title word or newcomer word a typo away; else Start here and the basics.
 */
function closestTopics(typedText: string, max: number): RulesTopic[] {
  const typed = words(typedText);
  const wanted = meaningful(typed);
  const scored: { e: Entry; score: number }[] = [];
  for (const e of entries()) {
    const lv = levels(e, typed);
    let score = 0;
    for (const k of wanted) {
      const w = typed[k] ?? "";
      const level = lv[k] ?? 0;
      score += level >= 2 ? 4 : Math.max(closeness(w, [...e.titleWords, ...e.phraseWords]), level);
    }
    if (score >= 1) scored.push({ e, score });
  }
  const near = scored.sort((a, b) => b.score - a.score || a.e.order - b.e.order).map((x) => x.e.topic).slice(0, max);
  return near.length > 0 ? near : rulesTopics().filter((t) => FALLBACK.includes(t.id));
}

/** "Nothing matches "fihsing". Closest topics: ...", each one as the command that shows it. */
function nothingMatches(typed: string): string {
  const closest = closestTopics(typed, 5).map((t) => `• \`/rules topic:${t.title}\``);
  return [`Nothing matches "${escapeName(clip(typed, 100))}". Closest topics:`, ...closest, "`/rules` alone starts from the beginning and lists every section."].join("\n");
}

/** A topic's title as the index shows it: "Elders: taking and using them" → "Elders". */
function shortTitle(t: RulesTopic): string {
  return t.title.replace(/ \(action space\)$/, "").replace(/[:,].*$/, "");
}

/**
 * `/rules` alone: Start here first, whole, then the index: how to play, the action spaces, the
 * Elders and Buildings, and where the rulings are (their titles mean little to a newcomer).
 */
function rulesIndex(): string {
  const topics = rulesTopics();
  const start = topics.find((t) => t.id === "guide:start");
  const section = (prefix: string) => topics.filter((t) => t.id.startsWith(prefix) && t.id !== "guide:start" && t.id !== "guide:rulings" && t.id !== CHEAT_SHEET_TOPIC).map(shortTitle).join(" · ");
  const elders = topics.filter((t) => t.id.startsWith("elder:")).length;
  const buildings = topics.filter((t) => t.id.startsWith("building:")).length;
  return [
    ...(start ? [`**${start.title}**\n${start.text}`, ""] : []),
    "**More**: `/rules topic:` and a word (`win`, `boat`, `A104`); `cheat sheet` is all on one image",
    `**How to play:** ${section("guide:")}`,
    `**Action spaces:** ${section("space:")}`,
    `**Elders** (${elders}), **Buildings** (${buildings}): by name or number`,
    "**Our rulings**, where the printed rules are silent: `/rules topic:rulings`",
  ].join("\n");
}

/** The number of players of the game whose thread this is; 2 elsewhere (the cheat sheet's schedule depends on it). */
async function threadPlayers(ctx: BotContext, channelId: string | null): Promise<PlayerCount> {
  const id = channelId ? await ctx.store.gameIdForThread(channelId) : null;
  if (id === null) return 2;
  return (await ctx.store.loadGame(id)).game.playerCount;
}

/**
 * A topic's text in the asker's language where it is translated: a Building's card (its kind,
 * cost, points and whole text) and an Elder's action; the other topics are still English.
 */
export function topicText(topic: RulesTopic, locale: Locale): string {
  if (locale === "en") return topic.text;
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
    const key = i.options.getString("topic");
    if (!key) {
      await i.reply({ flags: EPHEMERAL, content: fitContent(rulesIndex()) });
      return;
    }
    // Autocomplete answers with an id; a typed word finds the best match as autocomplete would list it.
    const topic = rulesTopics().find((t) => t.id === key) ?? findTopics(key)[0];
    const content = topic ? `**${topic.title}**\n${topicText(topic, languageOf(i.locale))}` : nothingMatches(key);
    if (topic?.id === CHEAT_SHEET_TOPIC) {
      // As text laid out by Discord: readable where it is shown, on any screen (src/bot/layouts/cheat-sheet.ts).
      const players = await threadPlayers(ctx, i.channelId);
      await i.reply({ flags: EPHEMERAL | V2, components: [container([text(fitContent(content))]), ...cheatSheetComponents(players)] });
      return;
    }
    await i.reply({ flags: EPHEMERAL, content: fitContent(content) });
  },
  async autocomplete(_ctx, i) {
    const typed = String(i.options.getFocused());
    const found = findTopics(typed);
    const shown = found.length > 0 ? found : closestTopics(typed, 25);
    await i.respond(shown.slice(0, 25).map((t) => ({ name: clip(t.title, 100), value: t.id })));
  },
};

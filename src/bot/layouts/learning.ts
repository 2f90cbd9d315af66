// A learning game (`/nusfjord new ... learning:true`): the first time each thing happens in the
// game (the first Fishing, the first Building, Ship, Serve Fish and Elder, the first Share
// issued and the first catch that pays it, the first change of First Player, each Round space,
// the final scoring), the post that announces it explains it in two or three
// lines, with the `/rules` topic that says more. Each milestone is found in the engine's log
// (firstAt), and a post explains the milestones whose first entry lies in the stretch of log it
// announces: every stretch is announced by exactly one post (the outbox is exactly-once), so
// each first time is explained once. An undo that takes a first time back shortens the log, and
// the first time is explained again when it happens again.
import { elderNames, gameFacts, type GameState, type LogEntry, type PlayerCount } from "../../engine/index.ts";
import { say, type Key, type Locale, type Vars } from "../../i18n/index.ts";
import { CONTENT_MAX, cutWithEllipsis } from "./text.ts";

/**
 * The characters of text a learning game's post may use before its buttons (others: CONTENT_MAX,
 * 2,000): it teaches, with its first times, the hint and the actions not offered, and stays well
 * inside Discord's 4,000 across a post's text.
 */
const LEARNING_TEXT_MAX = 3000;

/** The characters of text a game's post may use before its buttons. */
export function textMax(game: { readonly learning: boolean }): number {
  return game.learning ? LEARNING_TEXT_MAX : CONTENT_MAX;
}

/** What a milestone's text may read of its game. */
export interface LearningGame {
  readonly playerCount: PlayerCount;
}

export type MilestoneKey = "fishing" | "building" | "ship" | "serve" | "elder" | "share" | "share-fish" | "first-player" | "round3" | "round4" | "round5" | "round6" | "scoring";

export interface Milestone {
  readonly key: MilestoneKey;
  /** Its heading, as the post shows it ("Fishing", "Round space 4: C Buildings in your hand"). */
  readonly title: string;
  /** The word `/rules topic:` finds its topic by, and that topic's title (a test checks both). */
  readonly topic: { readonly word: string; readonly title: string };
  /** Two plain lines, to the players, in `locale` (English by default), the last ending with where to read more. */
  explain(game: LearningGame, locale?: Locale): string[];
  /** The index in state.log of the entry where it first happened, or null while it has not. */
  firstAt(state: GameState): number | null;
}

function more(word: string, locale: Locale): string {
  return say(locale, "learn.more", { word });
}

/** The index of the first log entry that `test` accepts, or null. */
function first(state: GameState, test: (e: LogEntry) => boolean): number | null {
  const at = state.log.findIndex(test);
  return at < 0 ? null : at;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "Player 2 catches 5 fish." (the Fishing phase's first lines). */
const CATCH = /^Player [1-5] catches \d+ fish\.$/;
/** "Player 1 builds Yard on space B2 for 2 wood." but not a Ship ("builds a sloop for ..."). */
const BUILDS = new RegExp(`^Player [1-5] builds (?!a (?:${gameFacts(2).ships.map((s) => escape(s.name)).join("|")}) for )`);
/** "Player 1 takes the Sailor." (also "... with the Builder." or "... (copied)."): an Elder by its exact name, never a Building's. */
const TAKES_ELDER = new RegExp(`^Player [1-5] takes the (?:${elderNames().map(escape).join("|")})(?: with the [^.]+| \\(copied\\))?\\.$`);
/** "Player 3 issues a Share and takes 2 gold." */
const ISSUES = /^Player [1-5] issues (?:a Share|\d+ Shares) and takes /;
/** "Player 1 builds a cutter for 5 wood." */
const BUILDS_SHIP = new RegExp(`^Player [1-5] builds a (?:${gameFacts(2).ships.map((s) => escape(s.name)).join("|")}) for `);
/** "Player 2 serves plate 1 with 1 fish and takes 1 gold." */
const SERVES = /^Player [1-5] serves plate /;
/** "Round 2 begins: Player 2 is First Player." (round 1's First Player is chosen at the start, not moved). */
const FIRST_PLAYER_MOVES = /^Round [2-7] begins: Player [1-5] is First Player\.$/;

/** The first catch after the first Share was issued: the first time a catch pays a Share on the board (or held by another player). */
function firstShareFish(state: GameState): number | null {
  const issued = state.log.findIndex((e) => ISSUES.test(e.text));
  if (issued < 0) return null;
  const at = state.log.findIndex((e, i) => i > issued && CATCH.test(e.text));
  return at < 0 ? null : at;
}

/** "sloop 1, cutter 2, schooner 4" (the Ships named in the language). */
function shipVps(players: PlayerCount, locale: Locale): string {
  return gameFacts(players).ships.map((s) => `${locale === "en" ? s.name : say(locale, `engine.ship.${s.name}` as Key)} ${s.vp}`).join(locale === "ja" ? "、" : ", ");
}

/** A milestone's two lines in a language, with its `/rules` topic word at the end of the last. */
function lines(locale: Locale, key: MilestoneKey, word: string, vars: Vars = {}): string[] {
  const more = say(locale, "learn.more", { word });
  return [say(locale, `learn.${key}.a` as Key, vars), say(locale, `learn.${key}.b` as Key, { ...vars, more })];
}

const TOPICS: Readonly<Record<MilestoneKey, { readonly word: string; readonly title: string }>> = {
  fishing: { word: "fishing", title: "Fishing phase" },
  building: { word: "build", title: "Build a Building (action space)" },
  ship: { word: "build ship", title: "Build a Ship (action space)" },
  serve: { word: "serve fish", title: "Serve Fish (action space)" },
  "first-player": { word: "turn order", title: "Returning Home phase" },
  elder: { word: "elders", title: "Elders: taking and using them" },
  share: { word: "shares", title: "Shares" },
  "share-fish": { word: "shares", title: "Shares" },
  round3: { word: "round 3", title: "Round spaces 3-6: new Buildings" },
  round4: { word: "round 4", title: "Round spaces 3-6: new Buildings" },
  round5: { word: "round 5", title: "Round spaces 3-6: new Buildings" },
  round6: { word: "round 6", title: "Round spaces 3-6: new Buildings" },
  scoring: { word: "scoring", title: "Scoring" },
};

function milestone(key: MilestoneKey, vars: (game: LearningGame, locale: Locale) => Vars, firstAt: (state: GameState) => number | null): Milestone {
  const topic = TOPICS[key];
  return {
    key,
    title: say("en", `learn.${key}.title` as Key),
    topic,
    explain: (game, locale = "en") => lines(locale, key, topic.word, vars(game, locale)),
    firstAt,
  };
}

const none = (): Vars => ({});

export const MILESTONES: readonly Milestone[] = [
  milestone("fishing", ({ playerCount }) => {
    const f = gameFacts(playerCount);
    return { haul: f.haulByCovered[0] ?? 3, limit: f.reserveFishLimit };
  }, (state) => first(state, (e) => CATCH.test(e.text))),
  milestone("building", none, (state) => first(state, (e) => BUILDS.test(e.text))),
  milestone("ship", ({ playerCount }, locale) => ({ vps: shipVps(playerCount, locale) }), (state) => first(state, (e) => BUILDS_SHIP.test(e.text))),
  milestone("serve", none, (state) => first(state, (e) => SERVES.test(e.text))),
  milestone("first-player", none, (state) => first(state, (e) => FIRST_PLAYER_MOVES.test(e.text))),
  milestone("elder", ({ playerCount }) => ({ seats: gameFacts(playerCount).elderSeats }), (state) => first(state, (e) => TAKES_ELDER.test(e.text))),
  milestone("share", ({ playerCount }) => ({ gold: gameFacts(playerCount).issueShareGold }), (state) => first(state, (e) => ISSUES.test(e.text))),
  milestone("share-fish", none, firstShareFish),
  milestone("round3", ({ playerCount }) => ({ count: gameFacts(playerCount).roundSpaces.newA }), (state) => first(state, (e) => e.text.startsWith("Round space 3:"))),
  milestone("round4", ({ playerCount }) => ({ count: gameFacts(playerCount).roundSpaces.handC }), (state) => first(state, (e) => e.text.startsWith("Round space 4:"))),
  milestone("round5", ({ playerCount }) => ({ count: gameFacts(playerCount).roundSpaces.newB }), (state) => first(state, (e) => e.text.startsWith("Round space 5:"))),
  milestone("round6", none, (state) => first(state, (e) => e.text.startsWith("Round space 6:"))),
  milestone("scoring", ({ playerCount }, locale) => ({ vps: shipVps(playerCount, locale) }), (state) => first(state, (e) => e.text === "The game ends after round 7.")),
];

/** The milestones that first happened in the log entries [from, to), in the order they happened. */
export function firstTimes(state: GameState, from: number, to: number): Milestone[] {
  const found: { m: Milestone; at: number }[] = [];
  for (const m of MILESTONES) {
    const at = m.firstAt(state);
    if (at !== null && at >= from && at < to) found.push({ m, at });
  }
  return found.sort((a, b) => a.at - b.at).map((x) => x.m);
}

export const FIRST_TIME_HEADING = say("en", "learn.heading");

/** A milestone's title in a language. */
function titleIn(m: Milestone, locale: Locale): string {
  return locale === "en" ? m.title : say(locale, `learn.${m.key}.title` as Key);
}

/** One milestone's explanation: its title in bold, then its lines. */
export function explanation(game: LearningGame, m: Milestone, locale: Locale = "en"): string {
  const [head = "", ...rest] = m.explain(game, locale);
  return [`**${titleIn(m, locale)}**: ${head}`, ...rest].join("\n");
}

/** The short form, when the whole one has no room: the title and where to read more. */
function shortExplanation(m: Milestone, locale: Locale): string {
  return `**${titleIn(m, locale)}**: ${more(m.topic.word, locale)}`;
}

/**
 * The "🎓 First time:" block for these milestones, within `max` characters: whole explanations
 * while they fit, the later ones in their short form (title and topic) when they do not; "" when
 * there are none or not even that fits.
 */
export function firstTimeText(game: LearningGame, milestones: readonly Milestone[], max: number, locale: Locale = "en"): string {
  if (milestones.length === 0) return "";
  const whole = milestones.map((m) => explanation(game, m, locale));
  const short = milestones.map((m) => shortExplanation(m, locale));
  const join = (parts: readonly string[]) => [say(locale, "learn.heading"), ...parts].join("\n");
  // Most whole explanations first: whole ones for the first k, short ones for the rest.
  for (let k = milestones.length; k >= 0; k--) {
    const text = join([...whole.slice(0, k), ...short.slice(k)]);
    if (text.length <= max) return text;
  }
  const heading = join([]);
  return max > heading.length + 20 ? cutWithEllipsis(join(short), max) : "";
}

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
import { CONTENT_MAX, cutWithEllipsis, plural } from "./text.ts";

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
  /** Two or three plain lines, to the players, the last ending with where to read more. */
  explain(game: LearningGame): string[];
  /** The index in state.log of the entry where it first happened, or null while it has not. */
  firstAt(state: GameState): number | null;
}

function more(word: string): string {
  return `More: \`/rules topic:${word}\``;
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

/** "sloop 1, cutter 2, schooner 4". */
function shipVps(players: PlayerCount): string {
  return gameFacts(players).ships.map((s) => `${s.name} ${s.vp}`).join(", ");
}

export const MILESTONES: readonly Milestone[] = [
  {
    key: "fishing",
    title: "Fishing",
    topic: { word: "fishing", title: "Fishing phase" },
    explain: ({ playerCount }) => {
      const f = gameFacts(playerCount);
      return [
        `Each round starts with it. You catch as many fish as your haul (${f.haulByCovered[0] ?? 3} at the start; Ships raise it): 1 goes on each of your Elders and on each issued Share of your company, whoever holds it; the rest into your Reserve (at most ${f.reserveFishLimit}).`,
        `Transfer Reserve brings them into your supply to spend. ${more("fishing")}`,
      ];
    },
    firstAt: (state) => first(state, (e) => CATCH.test(e.text)),
  },
  {
    key: "building",
    title: "Buildings",
    topic: { word: "build", title: "Build a Building (action space)" },
    explain: () => [
      "A Building scores its VP at the end, and many have an effect too (`/rules topic:` with its name says what it does).",
      `It covers a Building space of your harbor: each space still free at the end costs you 1 VP, so build from early on. ${more("build")}`,
    ],
    firstAt: (state) => first(state, (e) => BUILDS.test(e.text)),
  },
  {
    key: "ship",
    title: "Ships",
    topic: { word: "build ship", title: "Build a Ship (action space)" },
    explain: ({ playerCount }) => [
      `A Ship covers spaces of your Fishing track, and your haul is the lowest number still showing: it catches more at every Fishing phase left, so the earlier, the better.`,
      `At the end it scores its VP (${shipVps(playerCount)}). ${more("build ship")}`,
    ],
    firstAt: (state) => first(state, (e) => BUILDS_SHIP.test(e.text)),
  },
  {
    key: "serve",
    title: "Serve Fish",
    topic: { word: "serve fish", title: "Serve Fish (action space)" },
    explain: () => [
      "You pay as many fish from your supply as the number of the smallest empty plate of the Banquet Table: 1 goes on the plate, the rest back to the supply, and you take 1 gold. You may serve the next plate too.",
      `The plates feed the Elders: using an Elder takes 1 fish from the highest plate, so with every plate empty nobody can use one. ${more("serve fish")}`,
    ],
    firstAt: (state) => first(state, (e) => SERVES.test(e.text)),
  },
  {
    key: "first-player",
    title: "A new First Player",
    topic: { word: "turn order", title: "Returning Home phase" },
    explain: () => [
      "Each round the First Player moves to the player on the right of the old one. That player took the last turn of the round just ended and takes the first turn of this one:",
      `two turns in a row, at every round's change. ${more("turn order")}`,
    ],
    firstAt: (state) => first(state, (e) => FIRST_PLAYER_MOVES.test(e.text)),
  },
  {
    key: "elder",
    title: "Elders",
    topic: { word: "elders", title: "Elders: taking and using them" },
    explain: ({ playerCount }) => [
      `An Elder sits in your Elder Council (at most ${gameFacts(playerCount).elderSeats}): an action space of your own that nobody can block. On your turn you may place a Worker on him instead.`,
      `Using him takes 1 fish from the Banquet Table (Serve Fish puts fish there), and each Fishing phase he eats 1 fish of your catch first. ${more("elders")}`,
    ],
    firstAt: (state) => first(state, (e) => TAKES_ELDER.test(e.text)),
  },
  {
    key: "share",
    title: "Shares",
    topic: { word: "shares", title: "Shares" },
    explain: ({ playerCount }) => [
      `Issuing a Share gives you ${gameFacts(playerCount).issueShareGold} gold, and an issued Share costs you no VP at the end (each Unissued one costs 1). But while it lies on the Action board or another player holds it, it takes 1 fish of each of your catches.`,
      `Buy All Shares takes every Share on the board, 1 gold each: 1 VP each, and their owners' fish. ${more("shares")}`,
    ],
    firstAt: (state) => first(state, (e) => ISSUES.test(e.text)),
  },
  {
    key: "share-fish",
    title: "Fish for Shares",
    topic: { word: "shares", title: "Shares" },
    explain: () => [
      "This catch paid the issued Shares: each company's catch puts 1 fish on each of its issued Shares. A Share on the Action board sends its fish back to the supply; one held by a player gives that player the fish.",
      `So every Share of yours that lies on the board or in another player's hands costs you a fish of each catch. ${more("shares")}`,
    ],
    firstAt: firstShareFish,
  },
  {
    key: "round3",
    title: "Round space 3: new A Buildings",
    topic: { word: "round 3", title: "Round spaces 3-6: new Buildings" },
    explain: ({ playerCount }) => [
      `${plural(gameFacts(playerCount).roundSpaces.newA, "new A Building")} join the A display now (no more than it has free spaces): more to choose from when you build.`,
      `Next round brings C Buildings into your hand. ${more("round 3")}`,
    ],
    firstAt: (state) => first(state, (e) => e.text.startsWith("Round space 3:")),
  },
  {
    key: "round4",
    title: "Round space 4: C Buildings in your hand",
    topic: { word: "round 4", title: "Round spaces 3-6: new Buildings" },
    explain: ({ playerCount }) => [
      `Each of you drew ${plural(gameFacts(playerCount).roundSpaces.handC, "C Building")}. Only you see yours: \`/hand\` shows them, and from now on Build a Building can build them from your hand.`,
      `In round 6 every C Building still in a hand is laid face up for everyone. ${more("round 4")}`,
    ],
    firstAt: (state) => first(state, (e) => e.text.startsWith("Round space 4:")),
  },
  {
    key: "round5",
    title: "Round space 5: new B Buildings",
    topic: { word: "round 5", title: "Round spaces 3-6: new Buildings" },
    explain: ({ playerCount }) => [
      `${plural(gameFacts(playerCount).roundSpaces.newB, "new B Building")} join the B display (no more than it has free spaces): more to choose from when you build.`,
      `Round 6 lays the C Buildings left in your hands face up. ${more("round 5")}`,
    ],
    firstAt: (state) => first(state, (e) => e.text.startsWith("Round space 5:")),
  },
  {
    key: "round6",
    title: "Round space 6: C Buildings face up",
    topic: { word: "round 6", title: "Round spaces 3-6: new Buildings" },
    explain: () => [
      "Every C Building still in a hand now lies face up beside the displays: anyone may build any of them, not only the player who drew it.",
      `Your hand is empty from now on. ${more("round 6")}`,
    ],
    firstAt: (state) => first(state, (e) => e.text.startsWith("Round space 6:")),
  },
  {
    key: "scoring",
    title: "Final scoring",
    topic: { word: "scoring", title: "Scoring" },
    explain: ({ playerCount }) => [
      `Ships score their VP (${shipVps(playerCount)}), Buildings theirs; each issued Share you hold +1, each gold +1; each free Building space −1 and each Unissued Share −1. Wood and fish score nothing.`,
      `The most VP wins; a tie is a shared victory. ${more("scoring")}`,
    ],
    firstAt: (state) => first(state, (e) => e.text === "The game ends after round 7."),
  },
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

export const FIRST_TIME_HEADING = "🎓 **First time:**";

/** One milestone's explanation: its title in bold, then its lines. */
export function explanation(game: LearningGame, m: Milestone): string {
  const [head = "", ...rest] = m.explain(game);
  return [`**${m.title}**: ${head}`, ...rest].join("\n");
}

/** The short form, when the whole one has no room: the title and where to read more. */
function shortExplanation(m: Milestone): string {
  return `**${m.title}**: ${more(m.topic.word)}`;
}

/**
 * The "🎓 First time:" block for these milestones, within `max` characters: whole explanations
 * while they fit, the later ones in their short form (title and topic) when they do not; "" when
 * there are none or not even that fits.
 */
export function firstTimeText(game: LearningGame, milestones: readonly Milestone[], max: number): string {
  if (milestones.length === 0) return "";
  const whole = milestones.map((m) => explanation(game, m));
  const short = milestones.map(shortExplanation);
  const join = (parts: readonly string[]) => [FIRST_TIME_HEADING, ...parts].join("\n");
  // Most whole explanations first: whole ones for the first k, short ones for the rest.
  for (let k = milestones.length; k >= 0; k--) {
    const text = join([...whole.slice(0, k), ...short.slice(k)]);
    if (text.length <= max) return text;
  }
  const heading = join([]);
  return max > heading.length + 20 ? cutWithEllipsis(join(short), max) : "";
}

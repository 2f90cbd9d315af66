// Whole games played for the engine's words (issue 37): seeded games over every deck and player
// count, by a random policy that builds whenever it can, so that many different Buildings act.
// Everything a player reads from the engine is collected on the way: each log line, each choice
// offered (with its note and description) and each prompt, for the tests to say them in German
// and Japanese (tests/i18n/engine-words-game.test.ts). `npx tsx tests/i18n/engine-coverage.ts`
// prints the share of them that carry a message.
import { BUILDINGS } from "../../src/cards/buildings/data.ts";
import {
  ELDERS, actionInProgress, actionInProgressWords, applyChoice, newGame, pendingSeats, presentChoices, summarize,
  type Choice, type DeckOption, type GameState, type LogEntry, type Msg, type PlayerCount,
} from "../../src/engine/index.ts";
import { lcg } from "../engine/helpers.ts";

/** What the games showed the players. */
export interface Seen {
  log: LogEntry[];
  choices: Choice[];
  prompts: { prompt: string; say?: Msg }[];
  /** The action the seat to choose was in the middle of, when it was (index.ts actionInProgress). */
  actions: { text: string; say: Msg | null }[];
  /** The Buildings built in these games (ids). */
  built: Set<string>;
  games: number;
}

const GAMES: readonly { players: PlayerCount; deck: DeckOption; seed: number }[] = [
  { players: 2, deck: "herring", seed: 1 },
  { players: 3, deck: "mackerel", seed: 2 },
  { players: 4, deck: "codfish", seed: 3 },
  { players: 5, deck: "mixed", seed: 4 },
  { players: 3, deck: "herring", seed: 5 },
  { players: 4, deck: "mackerel", seed: 6 },
  { players: 2, deck: "codfish", seed: 7 },
  { players: 4, deck: "mixed", seed: 8 },
  { players: 5, deck: "herring", seed: 9 },
  { players: 3, deck: "codfish", seed: 10 },
  { players: 2, deck: "mackerel", seed: 11 },
  { players: 3, deck: "mixed", seed: 12 },
  { players: 4, deck: "herring", seed: 13 },
  { players: 5, deck: "mackerel", seed: 14 },
  { players: 5, deck: "codfish", seed: 15 },
  { players: 2, deck: "mixed", seed: 16 },
  { players: 4, deck: "codfish", seed: 17 },
  { players: 3, deck: "mackerel", seed: 18 },
];

/** A random choice that builds when it can (a Building, then a Ship), passes only when nothing else is left. */
function pick(choices: readonly Choice[], rand: () => number): Choice | undefined {
  const r = rand();
  const building = choices.filter((c) => c.id.startsWith("building:") || c.id === "place:build-building");
  if (building.length && r < 0.7) return building[Math.floor(rand() * building.length)];
  const ship = choices.filter((c) => c.id.startsWith("ship:") || c.id === "place:build-ship");
  if (ship.length && r < 0.8) return ship[Math.floor(rand() * ship.length)];
  const nonPass = choices.filter((c) => c.id !== "pass");
  const pool = nonPass.length ? nonPass : choices;
  return pool[Math.floor(rand() * pool.length)];
}

/** Play the seeded games to their end, collecting what they showed (every `every`-th position's choices and prompts). */
export function playForWords(games = GAMES.length, every = 1): Seen {
  const seen: Seen = { log: [], choices: [], prompts: [], actions: [], built: new Set(), games: 0 };
  for (const g of GAMES.slice(0, games)) {
    const rand = lcg(g.seed * 7919);
    let s: GameState = newGame({ players: g.players, seed: `words-${g.seed}`, deck: g.deck });
    for (let n = 0; s.phase !== "over" && n < 10_000; n++) {
      const pending = pendingSeats(s);
      const seat = pending[Math.floor(rand() * pending.length)];
      if (seat === undefined) break;
      const choices = presentChoices(s, seat);
      if (n % every === 0) {
        seen.choices.push(...choices);
        seen.prompts.push(...summarize(s, seat).prompts);
        const text = actionInProgress(s, seat);
        if (text !== null) seen.actions.push({ text, say: actionInProgressWords(s, seat) });
      }
      const c = pick(choices, rand);
      if (!c) throw new Error(`seat ${seat} is pending without choices`);
      s = applyChoice(s, seat, c.id);
    }
    seen.log.push(...s.log);
    for (const p of s.players) for (const b of p.buildings) seen.built.add(b.id);
    seen.games += 1;
  }
  return seen;
}

/** Building and Elder names, as printed in English in every language (longest first, to be taken out of a text). */
export const NAMES: readonly string[] = [...BUILDINGS.map((b) => b.name), ...Object.values(ELDERS).map((e) => e.name)].sort((a, b) => b.length - a.length);

/**
 * Whether a message is whole: no value inside it is English words written as plain text (a
 * Building's or an Elder's name, an id, a number or a cell name may be plain).
 */
export function whole(m: Msg | undefined): boolean {
  if (!m) return false;
  for (const w of Object.values(m.v ?? {})) {
    if (typeof w === "string") {
      let rest = w;
      for (const name of NAMES) rest = rest.split(name).join("");
      if (/[a-z]{2,}/.test(rest)) return false;
    } else if (typeof w === "object" && "k" in w && !whole(w)) return false;
    else if (typeof w === "object" && "list" in w && !w.list.every((x) => typeof x !== "object" || !("k" in x) || whole(x))) return false;
  }
  return true;
}

/** The share (percent) of items that pass `has`. */
export function share<T>(items: readonly T[], has: (x: T) => boolean): string {
  if (!items.length) return "100.0";
  return ((100 * items.filter(has).length) / items.length).toFixed(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seen = playForWords();
  const notes = seen.choices.filter((c) => c.note);
  console.log(`${seen.games} games, ${seen.built.size} different Buildings built`);
  console.log(`log lines with a message: ${share(seen.log, (e) => e.say !== undefined)}% of ${seen.log.length}`);
  console.log(`choices with a message: ${share(seen.choices, (c) => c.say !== undefined)}% of ${seen.choices.length}`);
  console.log(`prompts with a message: ${share(seen.prompts, (p) => p.say !== undefined)}% of ${seen.prompts.length}`);
  console.log(`whole messages: log ${share(seen.log, (e) => whole(e.say))}%, choices ${share(seen.choices, (c) => whole(c.say))}%, prompts ${share(seen.prompts, (p) => whole(p.say))}%`);
  console.log(`notes with a message: ${share(notes, (c) => c.noteSay !== undefined)}% of ${notes.length}`);
  const described = seen.choices.filter((c) => c.description && !c.id.startsWith("building:"));
  console.log(`action spaces' descriptions with a message: ${share(described, (c) => c.descriptionSay !== undefined)}% of ${described.length}`);
  console.log(`actions in progress with a message: ${share(seen.actions, (a) => a.say !== null)}% of ${seen.actions.length}`);
  // What is still plain English, most frequent first, numbers left out.
  const missing = new Map<string, number>();
  const count = (what: string, text: string) => {
    const key = `${what}: ${text.replace(/\d+/g, "#")}`;
    missing.set(key, (missing.get(key) ?? 0) + 1);
  };
  for (const e of seen.log) if (!whole(e.say)) count("log", e.text);
  for (const c of seen.choices) if (!whole(c.say)) count("choice", c.label);
  for (const p of seen.prompts) if (!whole(p.say)) count("prompt", p.prompt);
  for (const [k, n] of [...missing].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`${n}\t${k}`);
}

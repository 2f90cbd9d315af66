// `npm run simulate -- --games N [--players 2-5] [--deck herring|mackerel|codfish|mixed] [--seed S] [--all-cards]`
// Plays N seeded random games through the engine's public API (a random player that likes to
// build, so every card gets built), checking every invariant after every choice and that each
// game's final state equals the replay of its choices. Prints games per second, the first
// violation or rule error of each failing game with the seed and choice that reproduce it, and
// how often each of the 132 Buildings was built. Exits 1 on any failure; with --all-cards also
// when some Building was never built.
import { BUILDINGS } from "../../src/cards/buildings/data.ts";
import { applyChoice, finalScores, legalChoices, newGame, pendingSeats, replay } from "../../src/engine/index.ts";
import type { DeckOption, GameState, PlayerCount } from "../../src/engine/index.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { lcg } from "../engine/helpers.ts";

const DECKS: readonly DeckOption[] = ["herring", "mackerel", "codfish", "mixed"];
const COUNTS: readonly PlayerCount[] = [2, 3, 4, 5];

interface Options { games: number; players: readonly PlayerCount[]; decks: readonly DeckOption[]; seed: string; allCards: boolean }

function parse(argv: readonly string[]): Options {
  const o: Options = { games: 100, players: COUNTS, decks: DECKS, seed: "sim", allCards: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === "--games" && v) { o.games = Math.max(1, Number.parseInt(v, 10) || 0); i++; }
    else if (a === "--players" && v) {
      const [lo, hi] = v.split("-").map(Number);
      o.players = COUNTS.filter((n) => n >= (lo ?? 2) && n <= (hi ?? lo ?? 5)); i++;
    } else if (a === "--deck" && v) { o.decks = DECKS.filter((d) => d === v); i++; }
    else if (a === "--seed" && v) { o.seed = v; i++; }
    else if (a === "--all-cards") o.allCards = true;
    else throw new Error(`unknown option ${a} (use --games N, --players 2-5, --deck NAME, --seed S, --all-cards)`);
  }
  if (!o.players.length || !o.decks.length) throw new Error("no player count or deck left to play");
  return o;
}

interface Outcome { choices: number; built: string[]; failure: string | null }

/** One seeded game: random legal choices, building whenever it can most of the time. */
export function simulateGame(players: PlayerCount, deck: DeckOption, seed: string, checkEvery = true): Outcome {
  const rand = lcg([...seed].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
  const options = { players, deck, seed };
  let s: GameState = newGame(options);
  const moves: { seat: number; choiceId: string }[] = [];
  try {
    for (let guard = 0; guard < 20_000 && s.phase !== "over"; guard++) {
      const pending = pendingSeats(s);
      const seat = pending[Math.floor(rand() * pending.length)];
      if (seat === undefined) return { choices: moves.length, built: [], failure: `no seat is pending but the game is not over (after ${moves.length} choices)` };
      const list = legalChoices(s, seat);
      const builds = list.filter((c) => c.id.startsWith("building:") || c.id === "place:build-building" || c.id === "build-building");
      const others = list.filter((c) => c.id !== "pass" && (!c.id.startsWith("anytime:") || rand() < 0.2));
      const pool = builds.length && rand() < 0.6 ? builds : others.length ? others : list;
      const pick = pool[Math.floor(rand() * pool.length)];
      if (!pick) return { choices: moves.length, built: [], failure: `seat ${seat} is pending with no legal choice (after ${moves.length} choices)` };
      s = applyChoice(s, seat, pick.id);
      moves.push({ seat, choiceId: pick.id });
      if (checkEvery) {
        const errors = checkInvariants(s);
        if (errors.length) return { choices: moves.length, built: [], failure: `after choice ${moves.length} (seat ${seat}: ${pick.id}) in round ${s.round}: ${errors.join("; ")}` };
      }
    }
    if (s.phase !== "over") return { choices: moves.length, built: [], failure: "the game did not end within 20,000 choices" };
    if (!finalScores(s)) return { choices: moves.length, built: [], failure: "the game ended without scores" };
    if (JSON.stringify(replay(options, moves)) !== JSON.stringify(s)) return { choices: moves.length, built: [], failure: "the final state differs from the replay of its choices" };
  } catch (e) {
    const last = moves.at(-1);
    return { choices: moves.length, built: [], failure: `${e instanceof Error ? e.message : String(e)} (choice ${moves.length}${last ? `, seat ${last.seat}: ${last.choiceId}` : ""})` };
  }
  return { choices: moves.length, built: s.players.flatMap((p) => p.buildings.map((b) => b.id)), failure: null };
}

function main(): void {
  const o = parse(process.argv.slice(2));
  const built = new Map<string, number>(BUILDINGS.map((b) => [b.id, 0]));
  const failures: string[] = [];
  let choices = 0;
  const t0 = performance.now();
  for (let g = 0; g < o.games; g++) {
    const players = o.players[g % o.players.length] ?? 2;
    const deck = o.decks[Math.floor(g / o.players.length) % o.decks.length] ?? "herring";
    const seed = `${o.seed}-${g}`;
    const r = simulateGame(players, deck, seed);
    choices += r.choices;
    for (const id of r.built) built.set(id, (built.get(id) ?? 0) + 1);
    if (r.failure) failures.push(`game ${g} (${players} players, ${deck}, seed "${seed}"): ${r.failure}`);
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(`simulate: ${o.games} games in ${secs.toFixed(1)} s = ${(o.games / secs).toFixed(0)} games/s (${(choices / o.games).toFixed(0)} choices per game, invariants checked after every choice, every game replayed)`);
  const never = [...built].filter(([, n]) => n === 0).map(([id]) => id);
  const rarest = [...built].sort((a, b) => a[1] - b[1]).slice(0, 8).map(([id, n]) => `${id} ${n}`).join(", ");
  console.log(`Buildings built: ${BUILDINGS.length - never.length} of ${BUILDINGS.length} at least once; rarest: ${rarest}`);
  if (never.length) console.log(`never built: ${never.join(", ")}`);
  console.log(`violations and rule errors: ${failures.length}`);
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
  if (failures.length || (o.allCards && never.length)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();

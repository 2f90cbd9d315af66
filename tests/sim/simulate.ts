// `npm run simulate -- --games N [--players 2-5] [--deck herring|mackerel|codfish|mixed] [--seed S] [--all-cards] [--ai easy,medium,hard] [--hard-ms MS]`
// Plays N seeded random games through the engine's public API (a random player that likes to
// build, so every card gets built), checking every invariant after every choice and that each
// game's final state equals the replay of its choices. Prints games per second, the first
// violation or rule error of each failing game with the seed and choice that reproduce it, and
// how often each of the 132 Buildings was built. Exits 1 on any failure; with --all-cards also
// when some Building was never built.
// With --ai LEVELS (comma-separated AI levels, given per seat and cycled over the seats, the
// assignment turning by one seat each game so every level plays every seat), the AIs play
// instead of the random builder, and it also prints each level's win rate (a shared victory
// counts for each winner), the average and spread of its final scores and its decision times
// (mean, median, 95th percentile). --hard-ms sets the hard AI's thinking budget per decision
// (default 1000 ms). Besides the table levels, --ai knows "hard-baseline": the hard AI as it was
// before issue 22 (./baseline-hard.ts), kept to measure the hard AI against, and "hard-before-36":
// the hard AI of commit 5aef428, before issue 36's changes (./before-36/), the one issue 36's
// targets are measured against (`--ai hard,hard-before-36`); tables never get them.
// --order first makes the lowest pending seat decide next (as the AI unit tests' games do) instead
// of a random one. --min-win-rate R (0 to 1, with --ai of two or more levels) makes the run a
// strength gate for the first level given: a game counts as its win when its best seat ends with
// a final total strictly higher than every seat of the other levels (ties are not wins); it prints
// that level's win rate and exits 1 when the rate is below R. --paired deals each game twice, the
// levels' seats swapped (games 2k and 2k+1 share seed S-k and their deck), so luck of the deal
// cancels out between two levels; --from N starts at game N (two processes can split a run:
// --games 20 --from 0 and --games 20 --from 20 play the games of --games 40). Issue 36's figures:
//   --ai hard,hard-before-36 --players 2 --order first --paired --seed d1s --games 40
// CI's strength gates (.ci/run):
//   --ai hard,medium --games 100 --players 2 --hard-ms 1 --order first --seed hard-strength --min-win-rate 0.9
//   --ai medium,easy --games 200 --players 2 --order first --seed strength --min-win-rate 0.9
import { AI_LEVELS, aiPlayer, type AiLevel, type AiOptions, type AiPlayer } from "../../src/ai/index.ts";
import { baselineHardAi } from "./baseline-hard.ts";
import { hardAi as hardBefore36 } from "./before-36/hard.ts";
import { BUILDINGS } from "../../src/cards/buildings/data.ts";
import { applyChoice, finalScores, legalChoices, newGame, pendingSeats, replay } from "../../src/engine/index.ts";
import type { DeckOption, GameState, PlayerCount } from "../../src/engine/index.ts";
import { checkInvariants } from "../engine/invariants.ts";
import { lcg } from "../engine/helpers.ts";

const DECKS: readonly DeckOption[] = ["herring", "mackerel", "codfish", "mixed"];
const COUNTS: readonly PlayerCount[] = [2, 3, 4, 5];

/** The levels the simulator plays: the tables' levels and the hard AI's frozen baselines. */
type SimLevel = AiLevel | "hard-baseline" | "hard-before-36";
const SIM_LEVELS: readonly SimLevel[] = [...AI_LEVELS, "hard-baseline", "hard-before-36"];

function simPlayer(level: SimLevel, options: AiOptions): AiPlayer {
  const budget = options.hardBudgetMs !== undefined ? { budgetMs: options.hardBudgetMs } : {};
  if (level === "hard-baseline") return baselineHardAi(budget);
  if (level === "hard-before-36") return hardBefore36(budget);
  return aiPlayer(level, options);
}

/** A seat's level as the hard AI's playouts read it (AiOptions.seatLevels): the baselines are hard AIs. */
function tableLevel(level: SimLevel): AiLevel {
  return level === "hard-baseline" || level === "hard-before-36" ? "hard" : level;
}

/** Which pending seat decides next: a random one, or the lowest. */
type SeatOrder = "random" | "first";

interface Options { games: number; from: number; paired: boolean; players: readonly PlayerCount[]; decks: readonly DeckOption[]; seed: string; allCards: boolean; ai: readonly SimLevel[] | null; hardMs: number | undefined; order: SeatOrder; minWinRate: number | null }

export function parse(argv: readonly string[]): Options {
  const o: Options = { games: 100, from: 0, paired: false, players: COUNTS, decks: DECKS, seed: "sim", allCards: false, ai: null, hardMs: undefined, order: "random", minWinRate: null };
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
    else if (a === "--ai" && v) {
      o.ai = v.split(",").map((name) => {
        const level = SIM_LEVELS.find((l) => l === name.trim());
        if (!level) throw new Error(`unknown AI level "${name}" (levels: ${SIM_LEVELS.join(", ")})`);
        return level;
      });
      i++;
    }
    else if (a === "--hard-ms" && v) {
      o.hardMs = Number(v);
      if (!Number.isFinite(o.hardMs) || o.hardMs < 1) throw new Error(`--hard-ms takes a number of milliseconds (at least 1), not "${v}"`);
      i++;
    }
    else if (a === "--order" && v) {
      if (v !== "random" && v !== "first") throw new Error(`--order takes "random" or "first", not "${v}"`);
      o.order = v;
      i++;
    }
    else if (a === "--paired") o.paired = true;
    else if (a === "--from" && v) { o.from = Math.max(0, Number.parseInt(v, 10) || 0); i++; }
    else if (a === "--min-win-rate" && v) {
      o.minWinRate = Number(v);
      if (!Number.isFinite(o.minWinRate) || o.minWinRate < 0 || o.minWinRate > 1) throw new Error(`--min-win-rate takes a fraction from 0 to 1, not "${v}"`);
      i++;
    }
    else throw new Error(`unknown option ${a} (use --games N, --players 2-5, --deck NAME, --seed S, --all-cards, --ai ${SIM_LEVELS.join(",")}, --hard-ms MS, --order random|first, --paired, --from N, --min-win-rate R)`);
  }
  if (!o.players.length || !o.decks.length) throw new Error("no player count or deck left to play");
  if (o.minWinRate !== null && new Set(o.ai ?? []).size < 2) throw new Error("--min-win-rate needs --ai with two or more levels (the first one is gated)");
  return o;
}

interface Outcome {
  choices: number;
  built: string[];
  failure: string | null;
  /** Final score sheets' totals and winners per seat (null on failure). */
  scores: { total: number; winner: boolean }[] | null;
  /** Per seat: milliseconds spent on each decision (AI games only). */
  thinking: number[][];
}

/**
 * One seeded game: random legal choices, building whenever it can most of the time; or, with
 * `seatLevels`, each seat's AI level decides for it. `order`: which pending seat decides next.
 */
export function simulateGame(players: PlayerCount, deck: DeckOption, seed: string, checkEvery = true, seatLevels?: readonly SimLevel[], aiOptions: AiOptions = {}, order: SeatOrder = "random"): Outcome {
  const rand = lcg([...seed].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
  const options = { players, deck, seed };
  let s: GameState = newGame(options);
  const moves: { seat: number; choiceId: string }[] = [];
  const thinking = Array.from({ length: players }, (): number[] => []);
  const fail = (failure: string): Outcome => ({ choices: moves.length, built: [], failure, scores: null, thinking });
  try {
    for (let guard = 0; guard < 20_000 && s.phase !== "over"; guard++) {
      const pending = pendingSeats(s);
      const seat = order === "first" ? pending[0] : pending[Math.floor(rand() * pending.length)];
      if (seat === undefined) return fail(`no seat is pending but the game is not over (after ${moves.length} choices)`);
      const level = seatLevels?.[seat];
      if (level) {
        const t = performance.now();
        const choiceId = simPlayer(level, { ...aiOptions, seatLevels: seatLevels.map(tableLevel) }).choose(s, seat);
        thinking[seat]?.push(performance.now() - t);
        if (!legalChoices(s, seat).some((c) => c.id === choiceId)) return fail(`the ${level} AI chose the illegal "${choiceId}" for seat ${seat} (after ${moves.length} choices)`);
        s = applyChoice(s, seat, choiceId);
        moves.push({ seat, choiceId });
        if (checkEvery) {
          const errors = checkInvariants(s);
          if (errors.length) return fail(`after choice ${moves.length} (seat ${seat}: ${choiceId}) in round ${s.round}: ${errors.join("; ")}`);
        }
        continue;
      }
      const list = legalChoices(s, seat);
      const builds = list.filter((c) => c.id.startsWith("building:") || c.id === "place:build-building" || c.id === "build-building");
      const others = list.filter((c) => c.id !== "pass" && (!c.id.startsWith("anytime:") || rand() < 0.2));
      const pool = builds.length && rand() < 0.6 ? builds : others.length ? others : list;
      const pick = pool[Math.floor(rand() * pool.length)];
      if (!pick) return fail(`seat ${seat} is pending with no legal choice (after ${moves.length} choices)`);
      s = applyChoice(s, seat, pick.id);
      moves.push({ seat, choiceId: pick.id });
      if (checkEvery) {
        const errors = checkInvariants(s);
        if (errors.length) return fail(`after choice ${moves.length} (seat ${seat}: ${pick.id}) in round ${s.round}: ${errors.join("; ")}`);
      }
    }
    if (s.phase !== "over") return fail("the game did not end within 20,000 choices");
    if (!finalScores(s)) return fail("the game ended without scores");
    if (JSON.stringify(replay(options, moves)) !== JSON.stringify(s)) return fail("the final state differs from the replay of its choices");
  } catch (e) {
    const last = moves.at(-1);
    return fail(`${e instanceof Error ? e.message : String(e)} (choice ${moves.length}${last ? `, seat ${last.seat}: ${last.choiceId}` : ""})`);
  }
  const scores = (finalScores(s) ?? []).map((x) => ({ total: x.total, winner: x.winner }));
  return { choices: moves.length, built: s.players.flatMap((p) => p.buildings.map((b) => b.id)), failure: null, scores, thinking };
}

/** One game of a run: its number in the run, its deal (player count, deck, seed) and, with --ai, each seat's level. */
interface PlannedGame { index: number; players: PlayerCount; deck: DeckOption; seed: string; seatLevels: readonly SimLevel[] | undefined }

/**
 * The games a run plays, in order: games --from to --from + --games - 1. Each game's deal and
 * seats depend only on its number, so a run split with --from plays the games of the whole run.
 */
export function plannedGames(o: Options): PlannedGame[] {
  return Array.from({ length: o.games }, (_, n): PlannedGame => {
    const g = o.from + n;
    // The deal: the game's own, or with --paired the one it shares with its twin.
    const k = o.paired ? Math.floor(g / 2) : g;
    const players = o.players[k % o.players.length] ?? 2;
    const deck = o.decks[Math.floor(k / o.players.length) % o.decks.length] ?? "herring";
    const ai = o.ai;
    const seatLevels = ai ? Array.from({ length: players }, (_, seat) => ai[(seat + g) % ai.length] ?? "easy") : undefined;
    return { index: g, players, deck, seed: `${o.seed}-${k}`, seatLevels };
  });
}

/** A planned game played as the run plays it (its AI options and seat order). */
export function playGame(o: Options, game: PlannedGame): Outcome {
  return simulateGame(game.players, game.deck, game.seed, true, game.seatLevels, o.hardMs !== undefined ? { hardBudgetMs: o.hardMs } : {}, o.order);
}

function main(): void {
  const o = parse(process.argv.slice(2));
  const built = new Map<string, number>(BUILDINGS.map((b) => [b.id, 0]));
  const failures: string[] = [];
  let choices = 0;
  const levels = new Map<SimLevel, { seats: number; wins: number; scores: number[]; times: number[] }>();
  for (const l of o.ai ?? []) levels.set(l, { seats: 0, wins: 0, scores: [], times: [] });
  // The strength gate (--min-win-rate): games the first --ai level ended strictly ahead of every other level.
  const gate = o.minWinRate !== null && o.ai?.[0] ? { level: o.ai[0], min: o.minWinRate, wins: 0 } : null;
  const t0 = performance.now();
  for (const game of plannedGames(o)) {
    const { index: g, players, deck, seed, seatLevels } = game;
    const r = playGame(o, game);
    choices += r.choices;
    if (gate && seatLevels && r.scores) {
      const best = (mine: boolean) => Math.max(...seatLevels.flatMap((level, seat) => ((level === gate.level) === mine ? [r.scores?.[seat]?.total ?? 0] : [])));
      if (best(true) > best(false)) gate.wins++;
    }
    if (seatLevels && r.scores) {
      seatLevels.forEach((level, seat) => {
        const l = levels.get(level);
        const sc = r.scores?.[seat];
        const th = r.thinking[seat];
        if (!l || !sc || !th) return;
        l.seats++;
        if (sc.winner) l.wins++;
        l.scores.push(sc.total);
        l.times.push(...th);
      });
    }
    for (const id of r.built) built.set(id, (built.get(id) ?? 0) + 1);
    if (r.failure) failures.push(`game ${g} (${players} players, ${deck}, seed "${seed}"): ${r.failure}`);
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(`simulate: ${o.games} games in ${secs.toFixed(1)} s = ${(o.games / secs).toFixed(0)} games/s (${(choices / o.games).toFixed(0)} choices per game, invariants checked after every choice, every game replayed)`);
  const never = [...built].filter(([, n]) => n === 0).map(([id]) => id);
  const rarest = [...built].sort((a, b) => a[1] - b[1]).slice(0, 8).map(([id, n]) => `${id} ${n}`).join(", ");
  console.log(`Buildings built: ${BUILDINGS.length - never.length} of ${BUILDINGS.length} at least once; rarest: ${rarest}`);
  if (never.length) console.log(`never built: ${never.join(", ")}`);
  for (const [level, l] of levels) {
    const mean = l.scores.reduce((a, b) => a + b, 0) / Math.max(1, l.scores.length);
    const sd = Math.sqrt(l.scores.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, l.scores.length));
    const times = [...l.times].sort((a, b) => a - b);
    const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    const avg = times.reduce((a, b) => a + b, 0) / Math.max(1, times.length);
    console.log(`AI ${level}: won ${l.wins} of ${l.seats} seats = ${((100 * l.wins) / Math.max(1, l.seats)).toFixed(1)}%; final score ${mean.toFixed(1)} on average, spread (standard deviation) ${sd.toFixed(1)}; decisions: ${times.length}, ${avg.toFixed(2)} ms on average, median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms`);
  }
  console.log(`violations and rule errors: ${failures.length}`);
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
  let gateMissed = false;
  if (gate) {
    const rate = gate.wins / o.games;
    gateMissed = rate < gate.min;
    console.log(`strength gate: ${gate.level} ended strictly ahead of the other levels in ${gate.wins} of ${o.games} games = ${(100 * rate).toFixed(1)}% (win rate ${rate.toFixed(3)}); needs at least ${(100 * gate.min).toFixed(1)}%: ${gateMissed ? "MISSED" : "passed"}`);
  }
  if (failures.length || (o.allCards && never.length) || gateMissed) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();

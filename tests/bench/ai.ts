// AI benchmark: how long the hard AI thinks per decision at its default budget (1 s),
// median and 95th percentile, over every decision of one hard seat with more than one legal
// choice, in a 2-, a 4- and a 5-player game against medium AIs (not told who sits there: it plays
// them as it plays people), and in the 2-player game told the table (the bot's case: it plays the
// medium seat as medium and for its own worth); the medium AI's decision times
// in the same games; and how many whole games per second `npm run simulate` plays with easy AIs.
import { aiPlayer, DEFAULT_HARD_BUDGET_MS, hardAi, mediumAi } from "../../src/ai/index.ts";
import { applyChoice, legalChoices, newGame, pendingSeats, type PlayerCount } from "../../src/engine/index.ts";
import { simulateGame } from "../sim/simulate.ts";

function quantile(xs: readonly number[], q: number): number {
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))] ?? 0;
}

function timedGame(players: PlayerCount, seed: string, told = false): { hard: number[]; medium: number[] } {
  const hard = told ? aiPlayer("hard", { seatLevels: Array.from({ length: players }, (_, seat) => (seat === 0 ? "hard" : "medium")) }) : hardAi();
  const times = { hard: [] as number[], medium: [] as number[] };
  let s = newGame({ players, seed, deck: "mixed" });
  while (s.phase !== "over") {
    const seat = pendingSeats(s)[0] ?? 0;
    const many = legalChoices(s, seat).length > 1;
    const t = performance.now();
    const id = seat === 0 ? hard.choose(s, seat) : mediumAi.choose(s, seat);
    if (many) (seat === 0 ? times.hard : times.medium).push(performance.now() - t);
    s = applyChoice(s, seat, id);
  }
  return times;
}

export function benchAi(): void {
  for (const [players, told] of [[2, false], [2, true], [4, false], [5, false]] as const) {
    const { hard, medium } = timedGame(players, `bench-ai-${players}`, told);
    console.log(`AI hard (${players} players${told ? ", told the table" : ""}, budget ${DEFAULT_HARD_BUDGET_MS} ms): median ${quantile(hard, 0.5).toFixed(0)} ms, p95 ${quantile(hard, 0.95).toFixed(0)} ms, max ${quantile(hard, 1).toFixed(0)} ms per decision (${hard.length} decisions with a choice); medium: median ${quantile(medium, 0.5).toFixed(1)} ms, p95 ${quantile(medium, 0.95).toFixed(1)} ms`);
  }
  const games = 100;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const players = ([2, 3, 4, 5] as const)[g % 4] ?? 2;
    const r = simulateGame(players, "mixed", `bench-easy-${g}`, true, Array.from({ length: players }, () => "easy" as const));
    if (r.failure) throw new Error(r.failure);
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(`simulate with easy AIs: ${(games / secs).toFixed(0)} games/s (${games} games of 2-5 players, invariants checked after every choice, every game replayed)`);
}

if (import.meta.url === `file://${process.argv[1]}`) benchAi();

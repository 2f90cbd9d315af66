// Engine benchmark: median time to play one whole random 4-player game
// (newGame + every legalChoices + applyChoice call). Target: under 10 ms on this machine.
import { applyChoice, legalChoices, newGame, pendingSeats } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { lcg } from "../engine/helpers.ts";

export function playRandomGame(seed: number, players: 2 | 3 | 4 | 5 = 4): { state: GameState; choices: number } {
  const rand = lcg(seed);
  let s = newGame({ players, seed: `bench-${seed}` });
  let choices = 0;
  for (;;) {
    const pending = pendingSeats(s);
    const seat = pending[Math.floor(rand() * pending.length)];
    if (seat === undefined) return { state: s, choices };
    const options = legalChoices(s, seat);
    const nonPass = options.length > 1 ? options.filter((c) => c.id !== "pass") : options;
    const pick = nonPass[Math.floor(rand() * nonPass.length)];
    if (!pick) throw new Error("no legal choice");
    s = applyChoice(s, seat, pick.id);
    choices++;
  }
}

function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.floor(a.length / 2)] ?? 0;
}

export function benchEngine(games = 300): void {
  for (let i = 0; i < 30; i++) playRandomGame(10_000 + i); // warm-up
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < games; i++) {
    const t0 = performance.now();
    total += playRandomGame(i).choices;
    times.push(performance.now() - t0);
  }
  console.log(`engine: median ${median(times).toFixed(2)} ms per whole random 4-player game (${games} games, ${(total / games).toFixed(0)} choices per game on average; target < 10 ms)`);
}

if (import.meta.url === `file://${process.argv[1]}`) benchEngine();

// Engine benchmark: median time to play one whole random 4-player game
// (newGame + every legalChoices + applyChoice call), with every implemented Building card live.
// Target: under 3 ms on this machine.
import { EFFECTS } from "../../src/cards/effects/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { randomGame } from "../renderers/states.ts";
import { median } from "./median.ts";

function playRandomGame(seed: number, players: 2 | 3 | 4 | 5 = 4): { state: GameState; choices: number } {
  const game = randomGame(players, seed, `bench-${seed}`);
  let choices = 0;
  for (let step = game.next(); ; step = game.next(), choices++) {
    if (step.done) return { state: step.value, choices };
  }
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
  console.log(`engine: median ${median(times).toFixed(2)} ms per whole random 4-player game (${games} games, ${(total / games).toFixed(0)} choices per game on average, ${Object.keys(EFFECTS).length} of 132 Building cards live; target < 3 ms)`);
}

if (import.meta.url === `file://${process.argv[1]}`) benchEngine();

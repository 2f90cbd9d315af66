// Playout benchmark: how many whole games per second the hard AI's playouts play (every seat
// choosing as its playout policy chooses, from the first Fishing to the final scoring), in 2- and
// 4-player games, with the engine's random generator and hidden cards as dealt. The hard AI's
// strength at a given budget grows with this figure: twice as many games per second is twice as
// many sampled worlds per decision.
import { mediumChoice } from "../../src/ai/medium.ts";
import { applyChoice, newGame, pendingSeats, type PlayerCount } from "../../src/engine/index.ts";

/** Positions the medium AI evaluates per decision at most inside a playout. */
const PLAYOUT_EVALS = 120;

function playoutGame(players: PlayerCount, seed: string): void {
  let s = newGame({ players, seed, deck: "mixed" });
  while (s.phase !== "over") {
    const seat = pendingSeats(s)[0] ?? 0;
    s = applyChoice(s, seat, mediumChoice(s, seat, PLAYOUT_EVALS).id);
  }
}

export function benchPlayouts(seconds = 8): void {
  for (const players of [2, 4] as const) {
    for (let i = 0; i < 3; i++) playoutGame(players, `warm-${i}`);
    const t0 = performance.now();
    let games = 0;
    while (performance.now() - t0 < seconds * 1000) playoutGame(players, `bench-playout-${players}-${games++}`);
    const rate = games / ((performance.now() - t0) / 1000);
    console.log(`playouts (${players} players, the hard AI's playout policy): ${rate.toFixed(1)} whole games/s (${games} games)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) benchPlayouts();

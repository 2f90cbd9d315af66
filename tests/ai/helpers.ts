// Shared by the AI tests: whole games between AI players, and a position with what a seat
// cannot see changed.
import type { AiPlayer } from "../../src/ai/index.ts";
import { applyChoice, newGame, pendingSeats } from "../../src/engine/index.ts";
import type { DeckOption, GameState, PlayerCount } from "../../src/engine/index.ts";

export const DECKS: readonly DeckOption[] = ["herring", "mackerel", "codfish", "mixed"];

/** Play a whole game, seat n played by ais[n % ais.length]; `seen` is called with every position an AI decided in. */
export function playGame(players: PlayerCount, deck: DeckOption, seed: string, ais: readonly AiPlayer[], seen?: (s: GameState, seat: number, choiceId: string) => void): GameState {
  let s = newGame({ players, seed, deck });
  for (let guard = 0; s.phase !== "over"; guard++) {
    if (guard > 5000) throw new Error(`game ${seed} did not end`);
    const seat = pendingSeats(s)[0];
    if (seat === undefined) throw new Error("no pending seat before the end");
    const ai = ais[seat % ais.length];
    if (!ai) throw new Error("no AI");
    const id = ai.choose(s, seat);
    seen?.(s, seat, id);
    s = applyChoice(s, seat, id);
  }
  return s;
}

/**
 * The same position with what `seat` cannot see changed: the next player's hand swapped with
 * cards of the C pile (the same cards stay in the game) and every pile reversed.
 */
export function hiddenChanged(s: GameState, seat: number): GameState {
  const changed = structuredClone(s);
  const other = changed.players[(seat + 1) % changed.players.length];
  if (!other) throw new Error("no other seat");
  const n = Math.min(other.hand.length, changed.pileC.length);
  const fromPile = changed.pileC.splice(0, n);
  changed.pileC.push(...other.hand.splice(0, n));
  other.hand.unshift(...fromPile);
  changed.pileA.reverse();
  changed.pileB.reverse();
  changed.pileC.reverse();
  return changed;
}

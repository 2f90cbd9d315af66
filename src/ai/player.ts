// What every AI level is: given a state and a seat that must decide, the id of the legal choice it takes.
import type { GameState } from "../engine/index.ts";

export interface AiPlayer {
  choose(state: GameState, seat: number): string;
}

// Images of a game, drawn from the engine's read model (GameSummary) only: no database,
// no Discord. Each function returns a PNG Buffer; the board images are wide and at most 1600 px, the turn card 960 px wide.
export { renderBoard } from "./board.ts";
export { renderHarbor } from "./harbor.ts";
export { renderScores } from "./scores.ts";
export { renderTurn } from "./turn.ts";
export type { RenderOptions } from "./draw.ts";
export { CARD_MIN_TEXT, CARD_SIZE, IMAGE } from "./theme.ts";
export { renderTurnCard, type TurnCardOptions } from "./turn-card.ts";
export { ALT_TEXT_MAX, describeTurnCard } from "./describe-turn.ts";
export { actorLine, fitSince, sinceLastTurn, sinceStart, type SinceLine, type SinceOptions } from "./since.ts";

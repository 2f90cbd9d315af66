// Images of a game, drawn from the engine's read model (GameSummary) only: no database,
// no Discord. Each function returns a PNG Buffer; every image is wide and at most 1600 px.
export { renderBoard } from "./board.ts";
export { renderHarbor } from "./harbor.ts";
export { renderScores } from "./scores.ts";
export { renderTurn } from "./turn.ts";
export type { RenderOptions } from "./draw.ts";
export { IMAGE } from "./theme.ts";

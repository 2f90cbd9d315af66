// Images of a game, drawn from the engine's read model (GameSummary) only: no database,
// no Discord. Each function returns a PNG Buffer. The board, harbor, scores and table are
// made for phones by default (PHONE_WIDTH wide, as tall as their content); `layout: "wide"`
// draws the wide desktop images of the board, harbor and scores (at most 1600 px). The turn
// card is 960 px wide. The cheat sheet (renderCheatSheet) needs no game, only the player
// count; the rating chart (renderRatingChart, /profile) only a rating's course. describe.ts says in words what each image shows (its alt text).
export { renderBoard } from "./board.ts";
export { renderHarbor } from "./harbor.ts";
export { renderScores } from "./scores.ts";
export { renderTurn } from "./turn.ts";
export { renderTable } from "./table.ts";
export { renderCheatSheet, type CheatSheetOptions } from "./cheat-sheet.ts";
export { renderRatingChart, describeRatingChart, type RatingCourse } from "./rating-chart.ts";
export type { ImageOptions, Layout, RenderOptions } from "./draw.ts";
export { CARD_MIN_TEXT, CARD_SIZE, IMAGE, PHONE_MIN_TEXT, PHONE_WIDTH } from "./theme.ts";
export { renderTurnCard, type TurnCardOptions } from "./turn-card.ts";
export { describeTurnCard } from "./describe-turn.ts";
export { actorLine, sinceLastTurn, sinceStart } from "./since.ts";

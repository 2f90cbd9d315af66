// Images of a game, drawn from the engine's read model (GameSummary) only: no database,
// no Discord. Each function returns a PNG Buffer. The board, harbor, scores and the table of
// every player are compact by default (COMPACT, 880 x 560: readable inline on a desktop and a
// phone, the details left to the bot's text), as is the turn picture (renderTurnPicture);
// `layout: "detail"` draws them for a phone to open (PHONE_WIDTH wide, as tall as their
// content), `layout: "wide"` the wide desktop images (at most 1600 px; the table has none of
// its own and draws the compact one). The cheat sheet (renderCheatSheet) needs no game, only
// the player count; the rating chart (renderRatingChart, /profile) only a rating's course.
// describe.ts says in words what each image shows (its alt text).
export { renderBoard } from "./board.ts";
export { renderHarbor } from "./harbor.ts";
export { renderScores } from "./scores.ts";
export { renderTurn } from "./turn.ts";
export { renderTable } from "./table.ts";
export { renderCheatSheet, type CheatSheetOptions } from "./cheat-sheet.ts";
export { renderRatingChart, describeRatingChart, type RatingCourse } from "./rating-chart.ts";
export type { ImageOptions, Layout, RenderOptions } from "./draw.ts";
export { COMPACT, COMPACT_MIN_TEXT, IMAGE, PHONE_MIN_TEXT, PHONE_WIDTH } from "./theme.ts";
export { renderTurnPicture } from "./turn-picture.ts";
export { describeTurnPicture } from "./describe-turn.ts";
export { actorLine, sinceLastTurn, sinceStart, sinceTitle } from "./since.ts";

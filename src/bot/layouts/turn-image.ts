// The picture a post carries (the turn posts, the start post and /replay's steps: the compact turn
// picture, made for the box Discord shows it in), with its alt text.
import { pendingSeats, type GameState, type GameSummary } from "../../engine/index.ts";
import { describeTurnPicture } from "../../../renderers/index.ts";
import type { Locale } from "../../i18n/index.ts";
import type { GameRecord } from "../../store/index.ts";
import type { Images } from "../images/images.ts";

/**
 * The compact turn picture of a post (880 x 560: the action board and the harbor and goods of the
 * player it asks, the first human asked, else the actor), with its alt text, in the post's
 * language (the game's).
 */
export function turnPictureFor(images: Images, game: GameRecord, state: GameState, summary: GameSummary, actor: number | undefined, names: string[], language: Locale = game.language): { png: Promise<Buffer>; description: string } {
  const viewer = pendingSeats(state).find((seat) => game.seats[seat]?.userId) ?? actor ?? summary.activeSeat ?? summary.firstPlayer;
  const options = { names, language };
  return { png: images.turnPicture(summary, viewer, options), description: describeTurnPicture(summary, viewer, options) };
}

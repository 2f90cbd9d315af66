// /score [layout]: the itemised standing as it is now (or the final scores), laid out by
// Discord (Components V2): the heading, every player's items in words, and the picture
// (compact by default, every detail, or wide).
import { currentScores, finalScores, summarize, type GameState } from "../src/engine/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, running } from "../src/bot/find-game.ts";
import { nameOf } from "../src/bot/layouts/present.ts";
import { shownName } from "../src/store/index.ts";
import { describeScores } from "../renderers/describe.ts";
import { imageOptions, imageReply, layoutOf, layoutOption } from "./board.ts";
import { languageOf } from "../src/i18n/index.ts";
import { described } from "../src/i18n/discord.ts";

/**
 * What the standing is of: "after round N" only between rounds (Returning Home, or the next
 * round's Fishing phase, where nothing that scores has happened yet); during the Work phase
 * the round is still being played: "so far in round N".
 */
function standingOf(state: GameState): string {
  if (state.phase === "over") return "Final scores";
  if (state.phase === "returning") return `Standing after round ${state.round}`;
  if (state.phase === "fishing") return state.round > 1 ? `Standing after round ${state.round - 1} (round ${state.round}'s Fishing phase is under way)` : "Standing at the start of round 1";
  return `Standing so far in round ${state.round}`;
}

/** "+3", "−2" (a true minus sign). */
function signedVp(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

export const score: Command = {
  data: { name: "score", ...described("commands.score.description"), contexts: IN_SERVERS, options: [gameOption, layoutOption] },
  async execute(ctx, i) {
    // The image takes a moment to draw: acknowledged at once, privately.
    await i.deferReply({ flags: EPHEMERAL });
    const { game, state } = running(await findGame(ctx, i));
    const final = finalScores(state);
    const sheets = [...(final ?? currentScores(state))].sort((a, b) => b.total - a.total);
    const lines = sheets.map((s) => {
      const name = nameOf(game, s.seat);
      // What adds up to the total, the parts worth nothing left out ("free spaces −0" says nothing).
      const items: [string, number][] = [["Ships", s.ships], ["Buildings", s.buildingsTotal], ["Shares", s.shares], ["Gold", s.gold], ["free spaces", -s.freeSpaces], ["unissued Shares", -s.unissuedShares], ...s.adjustments.map((a): [string, number] => [`${a.name} (${a.text})`, a.vp])];
      const parts = items.filter(([, n]) => n !== 0).map(([what, n]) => `${what} ${signedVp(n)}`);
      // The compact picture adds up the Buildings; which they are is said here.
      const built = s.buildings.length ? `\n   Buildings: ${s.buildings.map((b) => `${b.name} ${signedVp(b.vp)}`).join(", ")}` : "";
      return `${s.winner ? (final ? "🏆" : "▶") : "▫️"} **${name}: ${s.total} VP**${parts.length > 0 ? ` (${parts.join(", ")})` : ""}${built}`;
    });
    const summary = summarize(state);
    const names = game.seats.map(shownName);
    const layout = layoutOf(i);
    // Always a private answer: the picture in the reader's language.
    const options = imageOptions(names, layout, languageOf(i.locale));
    const image = await ctx.images.scores(sheets, summary, options);
    // The heading and the lines are two text displays: a reader reads them one under the other.
    await i.editReply(imageReply(`${final ? "Final scores" : standingOf(state)} · game #${game.id}`, lines, image, `score-${game.id}-${game.version}.png`, describeScores(summary, { ...options, sheets })));
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i, ["active", "finished"]),
};

// /score [layout]: the itemised standing as it is now (or the final scores), laid out by
// Discord (Components V2): the heading, every player's items in words, and the picture
// (compact by default, every detail, or wide).
import { currentScores, finalScores, summarize, type GameState } from "../src/engine/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, running } from "../src/bot/find-game.ts";
import { nameOf } from "../src/bot/layouts/present.ts";
import { nameIn } from "../src/store/index.ts";
import { describeScores } from "../renderers/describe.ts";
import { imageOptions, imageReply, layoutOf, layoutOption } from "./board.ts";
import { languageOf, translator, type Translate } from "../src/i18n/index.ts";
import { described } from "../src/i18n/discord.ts";

/**
 * What the standing is of: "after round N" only between rounds (Returning Home, or the next
 * round's Fishing phase, where nothing that scores has happened yet); during the Work phase
 * the round is still being played: "so far in round N".
 */
function standingOf(state: GameState, t: Translate): string {
  if (state.phase === "over") return t("image.score.final");
  if (state.phase === "returning") return t("image.score.after", { round: state.round });
  if (state.phase === "fishing") return state.round > 1 ? t("image.score.fishing", { before: state.round - 1, round: state.round }) : t("image.score.start");
  return t("image.score.soFar", { round: state.round });
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
    // Always a private answer: in the reader's language, words and picture.
    const language = languageOf(i.locale);
    const t = translator(language);
    const sheets = [...(final ?? currentScores(state))].sort((a, b) => b.total - a.total);
    const lines = sheets.map((s) => {
      const name = nameOf(game, s.seat);
      // What adds up to the total, the parts worth nothing left out ("free spaces −0" says nothing).
      const items: [string, number][] = [
        [t("image.score.item.ships"), s.ships], [t("image.score.item.buildings"), s.buildingsTotal], [t("image.score.item.shares"), s.shares], [t("image.score.item.gold"), s.gold],
        [t("image.score.item.freeSpaces"), -s.freeSpaces], [t("image.score.item.unissued"), -s.unissuedShares], ...s.adjustments.map((a): [string, number] => [`${a.name} (${a.text})`, a.vp]),
      ];
      const parts = items.filter(([, n]) => n !== 0).map(([what, n]) => `${what} ${signedVp(n)}`);
      // The compact picture adds up the Buildings; which they are is said here.
      const built = s.buildings.length ? `\n   ${t("image.score.built", { list: s.buildings.map((b) => `${b.name} ${signedVp(b.vp)}`).join(", ") })}` : "";
      return `${s.winner ? (final ? "🏆" : "▶") : "▫️"} **${t("image.score.total", { name, vp: s.total })}**${parts.length > 0 ? ` (${parts.join(", ")})` : ""}${built}`;
    });
    const summary = summarize(state);
    const names = game.seats.map((s) => nameIn("en", s));
    const layout = layoutOf(i);
    const options = imageOptions(names, layout, language);
    const image = await ctx.images.scores(sheets, summary, options);
    // The heading and the lines are two text displays: a reader reads them one under the other.
    await i.editReply(imageReply(t("image.score.heading", { standing: standingOf(state, t), game: game.id }), lines, image, `score-${game.id}-${game.version}.png`, describeScores(summary, { ...options, sheets })));
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i, ["active", "finished"]),
};

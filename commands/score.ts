// /score [layout]: the itemised standing as it is now (or the final scores), in words and as
// an image (for a phone by default, or wide).
import { AttachmentBuilder } from "discord.js";
import { currentScores, finalScores, summarize, type GameState } from "../src/engine/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, running } from "../src/bot/find-game.ts";
import { nameOf } from "../src/bot/layouts/present.ts";
import { shownName } from "../src/store/index.ts";
import { describeScores } from "../renderers/describe.ts";
import { layoutOf, layoutOption } from "./board.ts";

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

export const score: Command = {
  data: { name: "score", description: "The itemised score of every player as it stands", contexts: IN_SERVERS, options: [gameOption, layoutOption] },
  async execute(ctx, i) {
    // The image takes a moment to draw: acknowledged at once, privately.
    await i.deferReply({ flags: EPHEMERAL });
    const { game, state } = running(await findGame(ctx, i));
    const final = finalScores(state);
    const sheets = [...(final ?? currentScores(state))].sort((a, b) => b.total - a.total);
    const lines = sheets.map((s) => {
      const name = nameOf(game, s.seat);
      const parts = [`Ships ${s.ships}`, `Buildings ${s.buildingsTotal}`, `Shares ${s.shares}`, `Gold ${s.gold}`, `free spaces −${s.freeSpaces}`, `unissued Shares −${s.unissuedShares}`, ...s.adjustments.map((a) => `${a.name} (${a.text}) ${a.vp < 0 ? `−${-a.vp}` : `+${a.vp}`}`)];
      return `${s.winner ? (final ? "🏆" : "▶") : "▫️"} **${name}: ${s.total} VP** (${parts.join(", ")})`;
    });
    const summary = summarize(state);
    const names = game.seats.map(shownName);
    const image = await ctx.images.scores(sheets, summary, { names, layout: layoutOf(i) });
    await i.editReply({
      content: `${final ? "Final scores" : standingOf(state)} · game #${game.id}\n${lines.join("\n")}`,
      allowedMentions: { parse: [] },
      files: [new AttachmentBuilder(image, { name: `score-${game.id}-${game.version}.png`, description: describeScores(summary, { names, sheets }) })],
    });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i, ["active", "finished"]),
};

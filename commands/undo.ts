// /undo: take back your own latest choices, never past the engine's undo barrier (the turn
// passing, a new phase or round, or something revealed), and say exactly what was undone.
import { ApplicationCommandOptionType } from "discord.js";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, mySeat, running } from "../src/bot/find-game.ts";
import { withNames } from "../src/bot/present.ts";
import { fitContent } from "../src/bot/text.ts";
import { afterChange, decisionScreen, undoneLabels } from "../src/bot/turns.ts";

export const undo: Command = {
  data: {
    name: "undo",
    description: "Take back your last choices in this turn",
    contexts: IN_SERVERS,
    options: [
      { type: ApplicationCommandOptionType.Integer, name: "steps", description: "How many choices (default: all of this turn's that can be undone)", required: false, min_value: 1, max_value: 50 },
      gameOption,
    ],
  },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const seat = mySeat(game, state, i.user.id);
    await i.deferReply({ flags: EPHEMERAL });
    const steps = i.options.getInteger("steps");
    const done = await ctx.store.undo({ gameId: game.id, actor: { userId: i.user.id }, seat: seat.seat, ...(steps !== null ? { steps } : {}) });
    afterChange(ctx, game.id);
    const labels = undoneLabels(done.state, done.seat, done.undone).map((l) => `• ${withNames(l, game.seats)}`);
    const next = decisionScreen(game, done.version, done.state, done.seat);
    await i.editReply({
      content: fitContent(`↩️ Undone (${done.undone.length} choice${done.undone.length === 1 ? "" : "s"}):\n${labels.join("\n")}\n\n${next.content}`),
      components: next.components,
    });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

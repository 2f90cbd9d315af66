// /undo: take back your own latest action (or your last `steps` choices), with the AI moves made
// since; never past another human's choice or something hidden revealed; say what was undone.
import { languageOf } from "../src/i18n/index.ts";
import { ApplicationCommandOptionType } from "discord.js";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, mySeat, running } from "../src/bot/find-game.ts";
import { screenMessage, undoScreen } from "../src/bot/turn/turns.ts";
import { described } from "../src/i18n/discord.ts";

export const undo: Command = {
  data: {
    name: "undo",
    ...described("commands.undo.description"),
    contexts: IN_SERVERS,
    options: [
      { type: ApplicationCommandOptionType.Integer, name: "steps", ...described("commands.undo.steps"), required: false, min_value: 1, max_value: 50 },
      gameOption,
    ],
  },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const seat = mySeat(game, state, i.user.id);
    await i.deferReply({ flags: EPHEMERAL });
    const steps = i.options.getInteger("steps");
    await i.editReply(screenMessage(await undoScreen(ctx, game, seat.seat, i.user.id, steps !== null ? { steps } : {}, languageOf(i.locale))));
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

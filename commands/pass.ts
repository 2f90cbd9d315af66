// /pass: forfeit your remaining Worker placement this turn.
import { IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame } from "../src/bot/find-game.ts";
import { act } from "../src/bot/turn/act.ts";
import { described } from "../src/i18n/discord.ts";

export const pass: Command = {
  data: { name: "pass", ...described("commands.pass.description"), contexts: IN_SERVERS, options: [gameOption] },
  async execute(ctx, i) {
    await act(ctx, i, await findGame(ctx, i), "pass");
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

// /log [n]: the game's latest log lines.
import { ApplicationCommandOptionType } from "discord.js";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, running } from "../src/bot/find-game.ts";
import { fitLines, withNames } from "../src/bot/present.ts";

export const log: Command = {
  data: {
    name: "log",
    description: "What happened lately in a game",
    contexts: IN_SERVERS,
    options: [
      { type: ApplicationCommandOptionType.Integer, name: "n", description: "How many lines (default 15)", required: false, min_value: 1, max_value: 100 },
      gameOption,
    ],
  },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const n = i.options.getInteger("n") ?? 15;
    const lines = state.log.slice(-n).map((e) => `R${e.round} · ${withNames(e.text, game.seats)}`);
    await i.reply({ flags: EPHEMERAL, content: `Game #${game.id}, last ${lines.length} line${lines.length === 1 ? "" : "s"}:\n${fitLines(lines, 1850)}`, allowedMentions: { parse: [] } });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i, ["active", "finished"]),
};

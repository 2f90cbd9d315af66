// /board: the central board as it is now.
import { AttachmentBuilder, ApplicationCommandOptionType } from "discord.js";
import { summarize } from "../src/engine/index.ts";
import { renderBoard } from "../renderers/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, running } from "../src/bot/find-game.ts";

export const board: Command = {
  data: {
    name: "board",
    description: "Show the central board of a game",
    contexts: IN_SERVERS,
    options: [
      gameOption,
      { type: ApplicationCommandOptionType.Boolean, name: "public", description: "Post it for everyone (default: only you see it)", required: false },
    ],
  },
  async execute(ctx, i) {
    const pub = i.options.getBoolean("public") ?? false;
    await i.deferReply(pub ? {} : { flags: EPHEMERAL });
    const { game, state } = running(await findGame(ctx, i));
    const image = await renderBoard(summarize(state), { names: game.seats.map((s) => s.displayName) });
    await i.editReply({ content: `Game #${game.id} · round ${state.round}`, files: [new AttachmentBuilder(image, { name: `board-${game.id}-${game.version}.png` })] });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

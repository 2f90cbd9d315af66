// /board: the central board as it is now.
import { AttachmentBuilder } from "discord.js";
import { summarize } from "../src/engine/index.ts";
import { renderBoard } from "../src/bot/images.ts";
import { IN_SERVERS, deferImageReply, gameOption, publicOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, running } from "../src/bot/find-game.ts";

export const board: Command = {
  data: {
    name: "board",
    description: "Show the central board of a game",
    contexts: IN_SERVERS,
    options: [
      gameOption,
      publicOption,
    ],
  },
  async execute(ctx, i) {
    await deferImageReply(i);
    const { game, state } = running(await findGame(ctx, i));
    const image = await renderBoard(summarize(state), { names: game.seats.map((s) => s.displayName) });
    await i.editReply({ content: `Game #${game.id} · round ${state.round}`, files: [new AttachmentBuilder(image, { name: `board-${game.id}-${game.version}.png` })] });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

// /board [layout]: the central board as it is now, for a phone (default) or wide.
import { AttachmentBuilder, ApplicationCommandOptionType, type APIApplicationCommandStringOption, type ChatInputCommandInteraction } from "discord.js";
import { summarize } from "../src/engine/index.ts";
import { IN_SERVERS, deferImageReply, gameOption, publicOption, type Command } from "../src/bot/command.ts";
import type { BotContext } from "../src/bot/context.ts";
import { autocompleteGame, findGame, running, type RunningGame } from "../src/bot/find-game.ts";
import { shownName } from "../src/store/index.ts";
import { describeBoard } from "../renderers/describe.ts";
import type { Layout } from "../renderers/index.ts";

/** `layout`: the image made for phones (default) or the wide one for a desktop screen (/board, /harbor, /score). */
export const layoutOption = {
  type: ApplicationCommandOptionType.String,
  name: "layout",
  description: "Phone (default) or Wide (desktop)",
  required: false,
  choices: [{ name: "Phone", value: "phone" }, { name: "Wide (desktop)", value: "wide" }],
} as const satisfies APIApplicationCommandStringOption;

/** The layout asked for: "wide" only when chosen (anything else, from an older or modified client, is the phone's). */
export function layoutOf(i: ChatInputCommandInteraction): Layout {
  return i.options.getString(layoutOption.name) === "wide" ? "wide" : "phone";
}

/** The options every image command ends with: which game, public or private, which layout. */
export const IMAGE_OPTIONS = [gameOption, publicOption, layoutOption] as const;

/** An image command's start: the answer deferred (privately unless `public`), and its running game. */
export async function imageRequest(ctx: BotContext, i: ChatInputCommandInteraction): Promise<RunningGame> {
  await deferImageReply(i);
  return running(await findGame(ctx, i));
}

export const board: Command = {
  data: {
    name: "board",
    description: "Show the central board of a game",
    contexts: IN_SERVERS,
    options: [...IMAGE_OPTIONS],
  },
  async execute(ctx, i) {
    const { game, state } = await imageRequest(ctx, i);
    const summary = summarize(state);
    const names = game.seats.map(shownName);
    const image = await ctx.images.board(summary, { names, layout: layoutOf(i) });
    const description = describeBoard(summary, { names });
    await i.editReply({ content: `Game #${game.id} · round ${state.round}`, files: [new AttachmentBuilder(image, { name: `board-${game.id}-${game.version}.png`, description })] });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

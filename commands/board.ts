// /board [layout]: the central board as it is now: compact (default, readable where Discord
// shows it), every detail (tall: open it), or wide for a desktop screen.
import { AttachmentBuilder, ApplicationCommandOptionType, type APIApplicationCommandStringOption, type ChatInputCommandInteraction } from "discord.js";
import { summarize } from "../src/engine/index.ts";
import { IN_SERVERS, deferImageReply, gameOption, publicOption, type Command } from "../src/bot/command.ts";
import type { BotContext } from "../src/bot/context.ts";
import { autocompleteGame, findGame, running, type RunningGame } from "../src/bot/find-game.ts";
import { shownName } from "../src/store/index.ts";
import { describeBoard } from "../renderers/describe.ts";
import type { Layout } from "../renderers/index.ts";

/**
 * `layout` (/board, /harbor, /score): the compact image (default: 880 x 560, readable in the box
 * Discord shows it in), every detail (a tall image to open), or wide for a desktop screen.
 */
export const layoutOption = {
  type: ApplicationCommandOptionType.String,
  name: "layout",
  description: "Compact (default), Detail (everything, tall: open it) or Wide (desktop)",
  required: false,
  choices: [{ name: "Compact", value: "compact" }, { name: "Detail (everything)", value: "detail" }, { name: "Wide (desktop)", value: "wide" }],
} as const satisfies APIApplicationCommandStringOption;

/**
 * The layout asked for. "phone", the old name of the default the command offered before, is the
 * compact default now; anything else unknown (an older or modified client) too.
 */
export function layoutOf(i: ChatInputCommandInteraction): Layout {
  const asked = i.options.getString(layoutOption.name);
  return asked === "wide" || asked === "detail" ? asked : "compact";
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

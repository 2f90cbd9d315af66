// /replay game: a finished game step by step, privately: ◀ ▶ and a menu to jump to a round or
// the final scores; each step its log lines and the turn picture of that moment (src/bot/replay.ts).
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";
import { GAME_OPTION, autocompleteGame, findGame } from "../src/bot/find-game.ts";
import { checkReplayable, replayScreen, stepsOf } from "../src/bot/replay.ts";
import { described } from "../src/i18n/discord.ts";
import { languageOf } from "../src/i18n/index.ts";

export const replay: Command = {
  data: {
    name: "replay",
    ...described("commands.replay.description"),
    contexts: IN_SERVERS,
    options: [{ ...gameOption, ...described("commands.replay.game") }],
  },
  async execute(ctx, i) {
    // Only the game named, or the thread's: "your only running game" is never the one to replay.
    if (i.options.get(GAME_OPTION) === null && (await ctx.store.gameIdForThread(i.channelId)) === null) {
      throw UserError.say("errors.game.whichReplay");
    }
    const { game, state } = await findGame(ctx, i);
    const final = checkReplayable(game, state);
    await i.deferReply({ flags: EPHEMERAL });
    const steps = await stepsOf(ctx, game, final);
    await i.editReply(await replayScreen(ctx.images, game, steps, 0, languageOf(i.locale)));
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i, ["finished"]),
};

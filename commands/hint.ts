// /hint: privately, for the decision in front of you, the hard AI's three best choices, ranked as
// it ranks them, each with how far behind the AI's pick it is and what it gives you in game terms;
// a button under each takes that whole move in one tap. It thinks on the AI workers (never on the
// thread that answers Discord) and sees only what your seat may see. The host can turn hints off
// for a game (`/nusfjord settings hints:false`); every hint given is counted on your seat and the
// end post shows each player's count.
import { IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, mySeat, running } from "../src/bot/find-game.ts";
import { answerHint } from "../src/bot/ai/hints.ts";
import { described } from "../src/i18n/discord.ts";

export const hint: Command = {
  data: { name: "hint", ...described("commands.hint.description"), contexts: IN_SERVERS, options: [gameOption] },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const seat = mySeat(game, state, i.user.id);
    await answerHint(ctx, i, game, state, seat.seat);
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

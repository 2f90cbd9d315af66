// /exchange: your Anytime Buildings' exchanges that you can use now, on your turn or not.
import { anytimeOffers } from "../src/engine/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, mySeat, running } from "../src/bot/find-game.ts";
import { choiceRows } from "../src/bot/layouts/present.ts";
import { described } from "../src/i18n/discord.ts";

export const exchange: Command = {
  data: { name: "exchange", ...described("commands.exchange.description"), contexts: IN_SERVERS, options: [gameOption] },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const seat = mySeat(game, state, i.user.id);
    const offers = anytimeOffers(state, seat.seat);
    if (offers.length === 0) {
      const has = state.players[seat.seat]?.buildings.length ?? 0;
      await i.reply({ flags: EPHEMERAL, content: has === 0
        ? "You have no Buildings yet, so no Anytime exchanges."
        : "None of your Anytime exchanges can be used right now (you may not have what they need, or you are in the middle of an action)." });
      return;
    }
    await i.reply({ flags: EPHEMERAL, content: `Your Anytime exchanges in game #${game.id}:`, components: choiceRows(game.id, game.version, offers) });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

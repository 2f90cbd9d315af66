// /exchange: your Anytime Buildings' exchanges that you can use now, on your turn or not.
import { anytimeOffers } from "../src/engine/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, mySeat, running } from "../src/bot/find-game.ts";
import { choiceRows } from "../src/bot/layouts/present.ts";
import { described } from "../src/i18n/discord.ts";
import { languageOf, translator } from "../src/i18n/index.ts";
import { choiceIn } from "../src/bot/layouts/said.ts";

export const exchange: Command = {
  data: { name: "exchange", ...described("commands.exchange.description"), contexts: IN_SERVERS, options: [gameOption] },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const seat = mySeat(game, state, i.user.id);
    const offers = anytimeOffers(state, seat.seat);
    const locale = languageOf(i.locale);
    const t = translator(locale);
    if (offers.length === 0) {
      const has = state.players[seat.seat]?.buildings.length ?? 0;
      await i.reply({ flags: EPHEMERAL, content: has === 0 ? t("replies.exchange.noBuildings") : t("replies.exchange.noneNow") });
      return;
    }
    // The offers' labels and notes from the engine's messages, in the reader's language.
    await i.reply({ flags: EPHEMERAL, content: t("replies.exchange.yours", { game: game.id }), components: choiceRows(game.id, game.version, offers.map((c) => choiceIn(locale, c, game.seats))) });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

// /place action: place a Worker on an action space or use an Elder. Autocomplete lists what is
// legal for you right now, with the engine's labels ("Deforest (+5 wood)"), then the action
// spaces not offered, each with why ("Not offered: Serve Fish: plate 2 needs 2 fish..."):
// picking one answers with that reason privately and changes nothing.
import { ApplicationCommandOptionType } from "discord.js";
import { closedSpaces, legalChoices, type ClosedSpace } from "../src/engine/index.ts";
import { languageOf, say, translator, type Key } from "../src/i18n/index.ts";
import { speak } from "../src/i18n/speak.ts";
import { labelOf } from "../src/bot/layouts/said.ts";
import { IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { UserError, refusalIn } from "../src/bot/context.ts";
import { findGame, mySeat, running, autocompleteGame } from "../src/bot/find-game.ts";
import { act, offerPending } from "../src/bot/turn/act.ts";
import { clip } from "../src/bot/layouts/present.ts";
import { midAction, pendingPrompt } from "../src/bot/turn/turns.ts";
import { described } from "../src/i18n/discord.ts";

const PLACEMENT = /^(place:|elder:)/;

export const place: Command = {
  data: {
    name: "place",
    ...described("commands.place.description"),
    contexts: IN_SERVERS,
    options: [
      { type: ApplicationCommandOptionType.String, name: "action", ...described("commands.place.action"), required: true, autocomplete: true, max_length: 100 },
      gameOption,
    ],
  },
  async execute(ctx, i) {
    const action = i.options.getString("action", true).trim();
    const found = await findGame(ctx, i);
    // Mid-action, whatever was typed: the decision to finish comes first, with its buttons.
    if (await offerPending(i, found, action)) return;
    if (!PLACEMENT.test(action) && action !== "pass") {
      throw UserError.say("errors.place.unknown", { action });
    }
    await act(ctx, i, found, action);
  },
  async autocomplete(ctx, i) {
    if (i.options.getFocused(true).name !== "action") return autocompleteGame(ctx, i);
    const typed = String(i.options.getFocused()).toLowerCase();
    const locale = languageOf(i.locale);
    const t = translator(locale);
    let options: { name: string; value: string }[];
    try {
      const { game, state } = running(await findGame(ctx, i));
      const seat = mySeat(game, state, i.user.id);
      if (midAction(state, seat.seat)) {
        const finish = t("screen.placeFinish", { prompt: pendingPrompt(game, state, seat.seat, true, locale) });
        await i.respond([{ name: clip(finish, 100), value: "finish" }]);
        return;
      }
      options = legalChoices(state, seat.seat)
        .filter((c) => PLACEMENT.test(c.id))
        .map((c) => ({ name: clip(locale === "en" ? c.label : labelOf(locale, c, game.seats), 100), value: c.id }));
      if (options.length === 0) {
        options = [{ name: t("screen.placeNothing"), value: "none" }];
      } else {
        const space = (c: ClosedSpace): string => (locale === "en" ? c.label : say(locale, `engine.space.${c.space}` as Key));
        const why = (c: ClosedSpace): string => (locale === "en" ? c.why : speak(locale, c.whySay));
        options.push(...closedSpaces(state, seat.seat).map((c) => ({ name: clip(t("screen.placeNotOffered", { space: space(c), why: why(c) }), 100), value: `place:${c.space}` })));
      }
    } catch (e) {
      // Why there is nothing to suggest (no game here, not yours...), in the player's language.
      options = [{ name: clip(refusalIn(locale, e), 100), value: "none" }];
    }
    await i.respond(options.filter((o) => !typed || o.name.toLowerCase().includes(typed) || o.value.includes(typed)).slice(0, 25));
  },
};

// /harbor [player] [seat] [layout]: one player's harbor, or without a player every player's
// position in one image (the table).
import { AttachmentBuilder, ApplicationCommandOptionType } from "discord.js";
import { summarize } from "../src/engine/index.ts";
import { IN_SERVERS, publicOption, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";
import { autocompleteGame } from "../src/bot/find-game.ts";
import { escapeName } from "../src/bot/layouts/text.ts";
import { shownName } from "../src/store/index.ts";
import { describeHarbor, describeTable } from "../renderers/describe.ts";
import { IMAGE_OPTIONS, imageRequest, layoutOf } from "./board.ts";

export const harbor: Command = {
  data: {
    name: "harbor",
    description: "Every player's position at a glance, or one player's harbor",
    contexts: IN_SERVERS,
    options: [
      { type: ApplicationCommandOptionType.User, name: "player", description: "Whose harbor (without it: every player in one image)", required: false },
      { type: ApplicationCommandOptionType.Integer, name: "seat", description: "Or a seat number (1-5), e.g. for an AI player", required: false, min_value: 1, max_value: 5 },
      ...IMAGE_OPTIONS,
    ],
  },
  async execute(ctx, i) {
    const { game, state } = await imageRequest(ctx, i);
    const user = i.options.getUser("player");
    const seatNo = i.options.getInteger("seat");
    const names = game.seats.map(shownName);
    if (!user && seatNo === null) {
      // Every player at once: what anyone may see (no hand is shown).
      const summary = summarize(state);
      const image = await ctx.images.table(summary, { names });
      await i.editReply({
        content: `Every player · game #${game.id} · round ${state.round}`,
        allowedMentions: { parse: [] },
        files: [new AttachmentBuilder(image, { name: `table-${game.id}-${game.version}.png`, description: describeTable(summary, { names }) })],
      });
      return;
    }
    const seat = seatNo !== null ? game.seats[seatNo - 1] : game.seats.find((s) => s.userId === user?.id);
    if (!seat) throw new UserError(seatNo !== null ? `Game #${game.id} has no seat ${seatNo}.` : `${user ? escapeName(user.username) : "You"} ${user ? "is" : "are"} not playing in game #${game.id}; name a player or a seat.`);
    // Hands are hidden: only your own harbor image shows your C Buildings, and only to you.
    const viewer = !i.options.getBoolean(publicOption.name) && seat.userId === i.user.id ? seat.seat : undefined;
    const summary = summarize(state, viewer);
    const image = await ctx.images.harbor(summary, seat.seat, { names, layout: layoutOf(i) });
    await i.editReply({
      content: `${escapeName(shownName(seat))}'s harbor · game #${game.id}`,
      allowedMentions: { parse: [] },
      files: [new AttachmentBuilder(image, { name: `harbor-${game.id}-${seat.seat + 1}.png`, description: describeHarbor(summary, seat.seat, { names }) })],
    });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

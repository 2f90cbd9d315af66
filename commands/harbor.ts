// /harbor [player]: a player's harbor (yours by default).
import { AttachmentBuilder, ApplicationCommandOptionType } from "discord.js";
import { summarize } from "../src/engine/index.ts";
import { renderHarbor } from "../src/bot/images.ts";
import { IN_SERVERS, deferImageReply, gameOption, publicOption, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";
import { autocompleteGame, findGame, running } from "../src/bot/find-game.ts";
import { escapeName } from "../src/bot/text.ts";

export const harbor: Command = {
  data: {
    name: "harbor",
    description: "Show a player's harbor (yours unless you name someone)",
    contexts: IN_SERVERS,
    options: [
      { type: ApplicationCommandOptionType.User, name: "player", description: "Whose harbor", required: false },
      { type: ApplicationCommandOptionType.Integer, name: "seat", description: "Or a seat number (1-5), e.g. for an AI player", required: false, min_value: 1, max_value: 5 },
      gameOption,
      publicOption,
    ],
  },
  async execute(ctx, i) {
    await deferImageReply(i);
    const { game, state } = running(await findGame(ctx, i));
    const user = i.options.getUser("player");
    const seatNo = i.options.getInteger("seat");
    const who = user?.id ?? i.user.id;
    const seat = seatNo !== null ? game.seats[seatNo - 1] : game.seats.find((s) => s.userId === who);
    if (!seat) throw new UserError(seatNo !== null ? `Game #${game.id} has no seat ${seatNo}.` : `${user ? escapeName(user.username) : "You"} ${user ? "is" : "are"} not playing in game #${game.id}; name a player or a seat.`);
    // Hands are hidden: only your own harbor image shows your C Buildings, and only to you.
    const viewer = !i.options.getBoolean(publicOption.name) && seat.userId === i.user.id ? seat.seat : undefined;
    const image = await renderHarbor(summarize(state, viewer), seat.seat, { names: game.seats.map((s) => s.displayName) });
    await i.editReply({ content: `${escapeName(seat.displayName)}'s harbor · game #${game.id}`, allowedMentions: { parse: [] }, files: [new AttachmentBuilder(image, { name: `harbor-${game.id}-${seat.seat + 1}.png` })] });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

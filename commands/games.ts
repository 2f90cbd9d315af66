// /games: this server's games and whose turn each is.
import { EPHEMERAL, IN_SERVERS, type Command } from "../src/bot/command.ts";
import { gameLine as line } from "../src/bot/present.ts";

export const games: Command = {
  data: { name: "games", description: "The Nusfjord games in this server and whose turn it is", contexts: IN_SERVERS },
  async execute(ctx, i) {
    const list = await ctx.store.listGames({ guildId: i.guildId ?? "", statuses: ["lobby", "active"] });
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: list.length
      ? `Games in this server:\n${list.slice(0, 30).map((g) => line(g.game, g.pendingSeats)).join("\n")}`.slice(0, 2000)
      : "No games here yet: start one with `/nusfjord new`." });
  },
};

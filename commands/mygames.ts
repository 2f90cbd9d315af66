// /mygames: every game where you are to move (works in DMs too).
import { ANYWHERE, EPHEMERAL, type Command } from "../src/bot/command.ts";
import { gameLine as line } from "../src/bot/layouts/present.ts";
import { fitContent } from "../src/bot/layouts/text.ts";

export const mygames: Command = {
  data: { name: "mygames", description: "Every game where it is your move", contexts: ANYWHERE },
  async execute(ctx, i) {
    const list = (await ctx.store.listGames({ userId: i.user.id, statuses: ["active"] }))
      .filter((g) => g.pendingSeats.some((p) => g.game.seats[p]?.userId === i.user.id));
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: list.length
      ? fitContent(`Your move in:\n${list.slice(0, 30).map((g) => line(g.game, g.pendingSeats, { damaged: g.damaged })).join("\n")}`)
      : "No game is waiting for you. 🎣" });
  },
};

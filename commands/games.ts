// /games: this server's games and whose turn each is. /mygames: every game where you are to
// move (works in DMs too).
import { ANYWHERE, EPHEMERAL, IN_SERVERS, type Command } from "../src/bot/command.ts";
import type { GameRecord } from "../src/store/index.ts";

function line(game: GameRecord, pending: readonly number[]): string {
  const where = game.threadId ? `<#${game.threadId}>` : `<#${game.channelId}>`;
  const who = pending.map((p) => game.seats[p]?.displayName ?? `Player ${p + 1}`).join(", ");
  const state = game.status === "lobby" ? `lobby (${game.seats.length}/${game.playerCount})` : game.paused ? "paused" : `to move: ${who || "—"}`;
  return `**#${game.id}** ${where} · ${game.seats.map((s) => s.displayName).join(", ")} · ${state}`;
}

export const games: Command = {
  data: { name: "games", description: "The Nusfjord games in this server and whose turn it is", contexts: IN_SERVERS },
  async execute(ctx, i) {
    const list = await ctx.store.listGames({ guildId: i.guildId ?? "", statuses: ["lobby", "active"] });
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: list.length
      ? `Games in this server:\n${list.slice(0, 30).map((g) => line(g.game, g.pendingSeats)).join("\n")}`.slice(0, 2000)
      : "No games here yet: start one with `/nusfjord new`." });
  },
};

export const mygames: Command = {
  data: { name: "mygames", description: "Every game where it is your move", contexts: ANYWHERE },
  async execute(ctx, i) {
    const list = (await ctx.store.listGames({ userId: i.user.id, statuses: ["active"] }))
      .filter((g) => g.pendingSeats.some((p) => g.game.seats[p]?.userId === i.user.id));
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: list.length
      ? `Your move in:\n${list.slice(0, 30).map((g) => line(g.game, g.pendingSeats)).join("\n")}`.slice(0, 2000)
      : "No game is waiting for you. 🎣" });
  },
};

// /leaderboard [page]: this server's players by rating (mu - 3 sigma, OpenSkill), with their
// rated games and wins, 10 a page; AI levels are on it as players. Private, like /games.
import { ApplicationCommandOptionType } from "discord.js";
import { EPHEMERAL, IN_SERVERS, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";
import { ratingText as figure } from "../src/bot/layouts/present.ts";
import { escapeName, fitContent } from "../src/bot/layouts/text.ts";
import { LEADERBOARD_MIN_GAMES, type LeaderboardEntry, type YourRating } from "../src/store/index.ts";
import { described } from "../src/i18n/discord.ts";

/** Players per page of /leaderboard. */
export const LEADERBOARD_PAGE = 10;

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "Ann" or "🤖 AI hard", escaped for message text. */
function who(e: Pick<LeaderboardEntry, "ai" | "name">): string {
  return e.ai === null ? escapeName(e.name) : `🤖 AI ${e.ai}`;
}

/** "3. Ann — 27.4 (9 games, 5 wins)". */
function line(e: LeaderboardEntry, asker: string): string {
  return `${e.place}. ${who(e)} — ${figure(e.rating)} (${plural(e.games, "game")}, ${plural(e.wins, "win")})${e.player === asker ? " ← you" : ""}`;
}

/** The asker's standing, when they have a rating: their place, or how many more games they need. */
function yours(you: YourRating | null, listed: readonly LeaderboardEntry[]): string {
  if (!you || listed.some((e) => e.player === you.player)) return "";
  if (you.left) return `\nYou left the leaderboards, so you are not listed: your rating is ${figure(you.rating)} (${plural(you.games, "rated game")}, ${plural(you.wins, "win")}). \`/nusfjord privacy\` brings you back.`;
  if (you.place !== null) return `\nYou are number ${you.place}: ${figure(you.rating)} (${plural(you.games, "rated game")}, ${plural(you.wins, "win")}).`;
  const more = LEADERBOARD_MIN_GAMES - you.games;
  return `\nYou have ${plural(you.games, "rated game")} (rating ${figure(you.rating)}): ${plural(more, "more game")} and you are on the board.`;
}

const HOW = "How ratings work: `/rules topic:ratings`.";

export const leaderboard: Command = {
  data: {
    name: "leaderboard", ...described("commands.leaderboard.description"), contexts: IN_SERVERS,
    // No min_value: a page out of range gets our own answer, saying which pages there are.
    options: [{ type: ApplicationCommandOptionType.Integer, name: "page", ...described("commands.leaderboard.page", { perPage: LEADERBOARD_PAGE }), required: false }],
  },
  async execute(ctx, i) {
    const guildId = i.guildId ?? "";
    const page = i.options.getInteger("page") ?? 1;
    if (page < 1) throw new UserError(`There is no page ${page}: pages start at 1. \`/leaderboard\` shows the first.`);
    // (A page far past any end reads from a bounded offset: the answer refuses it anyway.)
    const board = await ctx.store.leaderboard(guildId, { limit: LEADERBOARD_PAGE, offset: (Math.min(page, 1_000_000) - 1) * LEADERBOARD_PAGE, asker: i.user.id });
    const pages = Math.ceil(board.total / LEADERBOARD_PAGE);
    if (board.total === 0) {
      if (page > 1) throw new UserError(`There is no page ${page}: nobody is on this server's leaderboard yet. \`/leaderboard\` says how to get on it.`);
      const content = `Nobody is on this server's leaderboard yet. Finish ${LEADERBOARD_MIN_GAMES} rated games to appear here: every game is rated unless its host opens it with \`/nusfjord new rated:false\` (start one with \`/nusfjord new\`).${yours(board.you, [])}\n${HOW}`;
      await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: fitContent(content) });
      return;
    }
    if (page > pages) throw new UserError(`There is no page ${page}: the leaderboard has ${plural(pages, "page")}. ${pages === 1 ? "`/leaderboard` shows it." : `\`/leaderboard page:${pages}\` is the last.`}`);
    const head = `**Leaderboard** · ${plural(board.total, "player")} with at least ${LEADERBOARD_MIN_GAMES} rated games${pages > 1 ? ` · page ${page} of ${pages}` : ""}`;
    const next = page < pages ? `\nNext page: \`/leaderboard page:${page + 1}\`` : "";
    const content = `${head}\n${board.entries.map((e) => line(e, i.user.id)).join("\n")}${next}${yours(board.you, board.entries)}\n${HOW}`;
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: fitContent(content) });
  },
};

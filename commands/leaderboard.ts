// /leaderboard [page]: this server's players by rating (mu - 3 sigma, OpenSkill), with their
// rated games and wins, 10 a page; AI levels are on it as players. Private, like /games.
import { ApplicationCommandOptionType } from "discord.js";
import { EPHEMERAL, IN_SERVERS, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";
import { ratingText as figure } from "../src/bot/layouts/present.ts";
import { escapeName, fitContent } from "../src/bot/layouts/text.ts";
import { LEADERBOARD_MIN_GAMES, type LeaderboardEntry, type YourRating } from "../src/store/index.ts";
import { described } from "../src/i18n/discord.ts";
import { languageOf, PSEUDO, translator, type Locale, type Translate } from "../src/i18n/index.ts";
import { levelName } from "../src/bot/turn/lobby.ts";

/** Players per page of /leaderboard. */
export const LEADERBOARD_PAGE = 10;

/** A rating figure in the reader's language ("27.4", "27,4"; never "-0.0"). */
function figureIn(locale: Locale, rating: number): string {
  if (locale === "en" || locale === PSEUDO) return figure(rating);
  const r = Math.round(rating * 10) / 10;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(r === 0 ? 0 : r);
}

/** "Ann" or "🤖 AI hard", escaped for message text. */
function who(e: Pick<LeaderboardEntry, "ai" | "name">, t: Translate): string {
  return e.ai === null ? escapeName(e.name) : t("replies.leaderboard.ai", { level: levelName(e.ai, t) });
}

/** "3. Ann — 27.4 (9 games, 5 wins)". */
function line(e: LeaderboardEntry, asker: string, locale: Locale): string {
  const t = translator(locale);
  const said = t("replies.leaderboard.line", { place: e.place, who: who(e, t), rating: figureIn(locale, e.rating), games: t("replies.count.games", { count: e.games }), wins: t("replies.count.wins", { count: e.wins }) });
  return `${said}${e.player === asker ? t("replies.leaderboard.you") : ""}`;
}

/** The asker's standing, when they have a rating: their place, or how many more games they need. */
function yours(you: YourRating | null, listed: readonly LeaderboardEntry[], locale: Locale): string {
  if (!you || listed.some((e) => e.player === you.player)) return "";
  const t = translator(locale);
  const rating = figureIn(locale, you.rating);
  const games = t("replies.count.ratedGames", { count: you.games });
  const wins = t("replies.count.wins", { count: you.wins });
  if (you.left) return `\n${t("replies.leaderboard.left", { rating, games, wins })}`;
  if (you.place !== null) return `\n${t("replies.leaderboard.place", { place: you.place, rating, games, wins })}`;
  const more = t("replies.count.moreGames", { count: LEADERBOARD_MIN_GAMES - you.games });
  return `\n${t("replies.leaderboard.toGo", { games, rating, more })}`;
}

export const leaderboard: Command = {
  data: {
    name: "leaderboard", ...described("commands.leaderboard.description"), contexts: IN_SERVERS,
    // No min_value: a page out of range gets our own answer, saying which pages there are.
    options: [{ type: ApplicationCommandOptionType.Integer, name: "page", ...described("commands.leaderboard.page", { perPage: LEADERBOARD_PAGE }), required: false }],
  },
  async execute(ctx, i) {
    const guildId = i.guildId ?? "";
    const page = i.options.getInteger("page") ?? 1;
    const locale = languageOf(i.locale);
    const t = translator(locale);
    const how = t("replies.leaderboard.how");
    if (page < 1) throw UserError.say("errors.leaderboard.belowOne", { page });
    // (A page far past any end reads from a bounded offset: the answer refuses it anyway.)
    const board = await ctx.store.leaderboard(guildId, { limit: LEADERBOARD_PAGE, offset: (Math.min(page, 1_000_000) - 1) * LEADERBOARD_PAGE, asker: i.user.id });
    const pages = Math.ceil(board.total / LEADERBOARD_PAGE);
    if (board.total === 0) {
      if (page > 1) throw UserError.say("errors.leaderboard.empty", { page });
      const content = `${t("replies.leaderboard.empty", { min: LEADERBOARD_MIN_GAMES })}${yours(board.you, [], locale)}\n${how}`;
      await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: fitContent(content) });
      return;
    }
    if (page > pages) throw pages === 1 ? UserError.say("errors.leaderboard.pastOne", { page }) : UserError.say("errors.leaderboard.past", { page, pages });
    const head = `${t("replies.leaderboard.head", { players: t("replies.count.players", { count: board.total }), min: LEADERBOARD_MIN_GAMES })}${pages > 1 ? t("replies.leaderboard.page", { page, pages }) : ""}`;
    const next = page < pages ? `\n${t("replies.leaderboard.next", { page: page + 1 })}` : "";
    const content = `${head}\n${board.entries.map((e) => line(e, i.user.id, locale)).join("\n")}${next}${yours(board.you, board.entries, locale)}\n${how}`;
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: fitContent(content) });
  },
};

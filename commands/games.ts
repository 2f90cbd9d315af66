// /games: this server's games and whose turn each is, then the games finished lately and who won.
import { ApplicationCommandOptionType } from "discord.js";
import { EPHEMERAL, IN_SERVERS, type Command } from "../src/bot/command.ts";
import { totalsText } from "../src/bot/layouts/events.ts";
import { hideLeavers } from "../src/bot/hide-names.ts";
import { gameLine as line, seatName } from "../src/bot/layouts/present.ts";
import { escapeName, fitContent } from "../src/bot/layouts/text.ts";
import { awayNotes } from "../src/bot/time/presence.ts";
import type { FinishedGame } from "../src/store/index.ts";
import { described } from "../src/i18n/discord.ts";
import { languageOf, translator, type Language, type Translate } from "../src/i18n/index.ts";
import { levelName } from "../src/bot/turn/lobby.ts";
import { aiLevelOf } from "../src/ai/index.ts";

/** How many finished games /games shows. */
const RECENT_FINISHED = 5;

/** "**#3** <#thread> · 🏆 ann 52 VP · bo 40 VP · ended <date>" (each winner marked 🏆). */
function finishedLine({ game, sheets }: FinishedGame, t: Translate, locale: Language): string {
  const where = game.threadId ? `<#${game.threadId}>` : `<#${game.channelId}>`;
  const result = sheets ? totalsText(game, sheets, locale) : game.seats.map((s) => escapeName(locale === "en" ? seatName(s) : s.aiLevel === null ? s.displayName : t("replies.line.ai", { name: s.displayName, level: levelName(aiLevelOf(s.aiLevel), t) }))).join(", ");
  // A Discord timestamp: each reader's client writes the date in its own language.
  const ended = game.finishedAt ? ` · ${t("replies.games.ended", { date: `<t:${Math.floor(game.finishedAt.getTime() / 1000)}:d>` })}` : "";
  return `**#${game.id}** ${where} · ${result}${ended}`;
}

/** Running games listed per page of /games. */
export const GAMES_PAGE = 10;

export const games: Command = {
  data: {
    name: "games", ...described("commands.games.description"), contexts: IN_SERVERS,
    options: [{ type: ApplicationCommandOptionType.Integer, name: "page", ...described("commands.games.page"), required: false, min_value: 1, max_value: 10_000 }],
  },
  async execute(ctx, i) {
    // One page at a time: a server with many games never loads them all (a page past the end shows the last).
    const { total, page, games: running, finished: recent } = await ctx.store.serverGames(i.guildId ?? "", ["lobby", "active"], { page: i.options.getInteger("page") ?? 1, pageSize: GAMES_PAGE, finished: RECENT_FINISHED });
    const pages = Math.max(1, Math.ceil(total / GAMES_PAGE));
    const locale = languageOf(i.locale);
    const t = translator(locale);
    const away = await awayNotes(ctx, running.flatMap((g) => g.pendingSeats.flatMap((p) => { const u = g.game.seats[p]?.userId; return u ? [u] : []; })), locale);
    // A player who left the leaderboards shows as "Player N" to the others (src/bot/hide-names.ts).
    const named = await hideLeavers(ctx, recent.map((f) => f.game), i.user.id);
    const finished = recent.map((f, n) => ({ ...f, game: named[n] ?? f.game }));
    const lately = finished.length ? `\n\n${t("replies.games.finishedLately")}\n${finished.map((f) => finishedLine(f, t, locale)).join("\n")}` : "";
    const content = (shown: number): string => {
      if (!running.length) return finished.length ? `${t("replies.games.noneRunning")}${lately}` : t("replies.games.none");
      const first = (page - 1) * GAMES_PAGE;
      const head = pages > 1 ? t("replies.games.headPaged", { from: first + 1, to: first + shown, total, page, pages }) : t("replies.games.head");
      const next = first + shown < total ? `\n${t("replies.games.more", { number: total - first - shown, page: page < pages ? page + 1 : page })}` : "";
      return `${head}\n${running.slice(0, shown).map((g) => line(g.game, g.pendingSeats, { away, damaged: g.damaged, locale })).join("\n")}${next}${lately}`;
    };
    // Whole lines only: fewer games listed (with how many more) when they do not all fit.
    let shown = running.length;
    while (shown > 1 && content(shown).length > 2000) shown--;
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: fitContent(content(shown)) });
  },
};

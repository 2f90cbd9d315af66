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

/** How many finished games /games shows. */
const RECENT_FINISHED = 5;

/** "**#3** <#thread> · 🏆 ann 52 VP · bo 40 VP · ended <date>" (each winner marked 🏆). */
function finishedLine({ game, sheets }: FinishedGame): string {
  const where = game.threadId ? `<#${game.threadId}>` : `<#${game.channelId}>`;
  const result = sheets ? totalsText(game, sheets) : game.seats.map((s) => escapeName(seatName(s))).join(", ");
  const ended = game.finishedAt ? ` · ended <t:${Math.floor(game.finishedAt.getTime() / 1000)}:d>` : "";
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
    const away = await awayNotes(ctx, running.flatMap((g) => g.pendingSeats.flatMap((p) => { const u = g.game.seats[p]?.userId; return u ? [u] : []; })));
    // A player who left the leaderboards shows as "Player N" to the others (src/bot/hide-names.ts).
    const named = await hideLeavers(ctx, recent.map((f) => f.game), i.user.id);
    const finished = recent.map((f, n) => ({ ...f, game: named[n] ?? f.game }));
    const lately = finished.length ? `\n\nFinished lately:\n${finished.map(finishedLine).join("\n")}` : "";
    const content = (shown: number) => {
      if (!running.length) return finished.length ? `No game is running here: start one with \`/nusfjord new\`.${lately}` : "No games here yet: start one with `/nusfjord new`.";
      const first = (page - 1) * GAMES_PAGE;
      const head = pages > 1 ? `Games in this server (${first + 1}-${first + shown} of ${total}, page ${page} of ${pages}):` : "Games in this server:";
      const next = first + shown < total ? `\n… and ${total - first - shown} more: \`/games page:${page < pages ? page + 1 : page}\`` : "";
      return `${head}\n${running.slice(0, shown).map((g) => line(g.game, g.pendingSeats, { away, damaged: g.damaged })).join("\n")}${next}${lately}`;
    };
    // Whole lines only: fewer games listed (with how many more) when they do not all fit.
    let shown = running.length;
    while (shown > 1 && content(shown).length > 2000) shown--;
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: fitContent(content(shown)) });
  },
};

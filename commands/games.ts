// /games: this server's games and whose turn each is, then the games finished lately and who won.
import { EPHEMERAL, IN_SERVERS, type Command } from "../src/bot/command.ts";
import { resultSheets, totalsText } from "../src/bot/events.ts";
import { gameLine as line } from "../src/bot/present.ts";
import { escapeName, fitContent } from "../src/bot/text.ts";
import type { FinishedGame } from "../src/store/index.ts";

/** How many finished games /games shows. */
const RECENT_FINISHED = 5;

/** "**#3** <#thread> · 🏆 ann 52 VP · bo 40 VP · ended <date>" (each winner marked 🏆). */
export function finishedLine({ game, state }: FinishedGame): string {
  const where = game.threadId ? `<#${game.threadId}>` : `<#${game.channelId}>`;
  const result = state ? totalsText(game, resultSheets(state)) : game.seats.map((s) => escapeName(s.displayName)).join(", ");
  const ended = game.finishedAt ? ` · ended <t:${Math.floor(game.finishedAt.getTime() / 1000)}:d>` : "";
  return `**#${game.id}** ${where} · ${result}${ended}`;
}

export const games: Command = {
  data: { name: "games", description: "The Nusfjord games in this server, whose turn it is, and who won lately", contexts: IN_SERVERS },
  async execute(ctx, i) {
    const guildId = i.guildId ?? "";
    const running = await ctx.store.listGames({ guildId, statuses: ["lobby", "active"] });
    const finished = await ctx.store.finishedGames(guildId, RECENT_FINISHED);
    const ended = finished.length ? `\n\nFinished lately:\n${finished.map(finishedLine).join("\n")}` : "";
    const content = (shown: number) => {
      if (!running.length) return finished.length ? `No game is running here: start one with \`/nusfjord new\`.${ended}` : "No games here yet: start one with `/nusfjord new`.";
      const more = running.length > shown ? `\n… and ${running.length - shown} more` : "";
      return `Games in this server:\n${running.slice(0, shown).map((g) => line(g.game, g.pendingSeats)).join("\n")}${more}${ended}`;
    };
    // Whole lines only: fewer running games listed (with how many more) when they do not all fit.
    let shown = Math.min(running.length, 30);
    while (shown > 1 && content(shown).length > 2000) shown--;
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: fitContent(content(shown)) });
  },
};

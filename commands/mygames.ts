// /mygames: every game where you are to move (works in DMs too), laid out by Discord.
import { ANYWHERE, EPHEMERAL, type Command } from "../src/bot/command.ts";
import { gameLine } from "../src/bot/layouts/present.ts";
import { LIMITS, V2, container, text, v2Message, type TopLevel } from "../src/bot/layouts/v2.ts";
import type { ListedGame } from "../src/store/index.ts";
import { described } from "../src/i18n/discord.ts";
import { languageOf, translator, type Locale } from "../src/i18n/index.ts";

/** At most this many games are listed (the rest are counted). */
const SHOWN = 30;

/** /mygames' answer: a heading with how many games wait for you, then one line each (those beyond the text's room counted). */
export function mygamesComponents(userId: string, list: readonly Pick<ListedGame, "game" | "pendingSeats" | "damaged">[], locale: Locale = "en"): TopLevel[] {
  const t = translator(locale);
  if (list.length === 0) return [container([text(t("replies.mygames.none"))])];
  const head = t("replies.mygames.head", { count: list.length });
  const lines: string[] = [];
  let used = head.length;
  for (const g of list.slice(0, SHOWN)) {
    const line = gameLine(g.game, g.pendingSeats, { damaged: g.damaged, you: userId, locale });
    // Room for the line and for the "…and N more" that may follow it.
    if (used + line.length + 40 > LIMITS.text) break;
    lines.push(line);
    used += line.length + 1;
  }
  const more = list.length - lines.length;
  return [container([text(head), text([...lines, ...(more > 0 ? [t("replies.mygames.more", { count: more })] : [])].join("\n"))])];
}

export const mygames: Command = {
  data: { name: "mygames", ...described("commands.mygames.description"), contexts: ANYWHERE },
  async execute(ctx, i) {
    const list = (await ctx.store.listGames({ userId: i.user.id, statuses: ["active"] }))
      .filter((g) => g.pendingSeats.some((p) => g.game.seats[p]?.userId === i.user.id));
    const { components, allowedMentions } = v2Message(mygamesComponents(i.user.id, list, languageOf(i.locale)));
    await i.reply({ flags: EPHEMERAL | V2, components, allowedMentions });
  },
};

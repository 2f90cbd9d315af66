// /hand: your C Buildings in hand (hidden information: only ever shown to you), laid out by
// Discord: each card's name, its cost in goods and its points, then what it does, in the
// language of your Discord app (the card's name stays as printed).
import { summarize, type CardView } from "../src/engine/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, mySeat, running } from "../src/bot/find-game.ts";
import { V2, container, linkRow, text, v2Message, type TopLevel } from "../src/bot/layouts/v2.ts";
import { linksOf } from "../src/web/keys.ts";
import { escapeName } from "../src/bot/layouts/text.ts";
import { buildingWords } from "../src/i18n/card-words.ts";
import { languageOf, translator, type Locale } from "../src/i18n/index.ts";
import { categoryName, printedCost, printedPoints } from "../src/i18n/printed.ts";
import { described } from "../src/i18n/discord.ts";

/** The goods of a cost with their emoji, as the turn post shows them: "🪵 10 wood, 🐟 10 fish, 🪙 3 gold". */
function withGoods(cost: string): string {
  return cost.replace(/\b(\d+) (wood|fish|gold)\b/g, (_, n: string, good: string) => `${good === "wood" ? "🪵" : good === "fish" ? "🐟" : "🪙"} ${n} ${good}`);
}

/** The label of /hand's private link to the web view (English for now in every language). */

/** One card of /hand: "**Fortress** (C147, Victory points)", its cost and points, what it does. */
export function handLine(c: CardView, locale: Locale = "en"): string {
  const tr = translator(locale);
  const cost = locale === "en" ? withGoods(c.costText) : printedCost(locale, c.costText);
  const summary = c.summary ? (buildingWords(locale, c.id)?.summary ?? c.summary) : "";
  return [
    `**${escapeName(c.name)}** (${c.id}, ${categoryName(locale, c.category)})`,
    tr("hand.cost", { cost, points: printedPoints(locale, c.vpText) }),
    ...(summary ? [summary] : []),
  ].join("\n");
}

/** /hand's answer: the cards, or that there are none. */
export function handComponents(gameId: number, cards: readonly CardView[], locale: Locale = "en"): TopLevel[] {
  const tr = translator(locale);
  if (cards.length === 0) return [container([text(tr("hand.none", { game: gameId }))])];
  return [container([
    text(tr("hand.title", { game: gameId, count: cards.length })),
    text(cards.map((c) => handLine(c, locale)).join("\n\n")),
  ])];
}

export const hand: Command = {
  data: { name: "hand", ...described("commands.hand.description"), contexts: IN_SERVERS, options: [gameOption] },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const seat = mySeat(game, state, i.user.id);
    const cards = summarize(state, seat.seat).players[seat.seat]?.hand ?? [];
    // The web view (WEB_PORT): a private link to the table with this seat's hand, good for 24 hours.
    const link = linksOf(ctx.config)?.hand(game.id, seat.seat, ctx.now());
    const { components, allowedMentions } = v2Message([...handComponents(game.id, cards, languageOf(i.locale)), ...(link ? [linkRow(link, translator(languageOf(i.locale))("hand.openHand"))] : [])]);
    await i.reply({ flags: EPHEMERAL | V2, components, allowedMentions });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

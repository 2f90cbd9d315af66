// /hand: your C Buildings in hand (hidden information: only ever shown to you), laid out by
// Discord: each card's name, its cost in goods and its points, then what it does.
import { summarize, type CardView } from "../src/engine/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, mySeat, running } from "../src/bot/find-game.ts";
import { V2, container, text, v2Message, type TopLevel } from "../src/bot/layouts/v2.ts";
import { escapeName, plural } from "../src/bot/layouts/text.ts";
import { described } from "../src/i18n/discord.ts";

/** The goods of a cost with their emoji, as the turn post shows them: "🪵 10 wood, 🐟 10 fish, 🪙 3 gold". */
function withGoods(cost: string): string {
  return cost.replace(/\b(\d+) (wood|fish|gold)\b/g, (_, n: string, good: string) => `${good === "wood" ? "🪵" : good === "fish" ? "🐟" : "🪙"} ${n} ${good}`);
}

/** One card of /hand: "**Fortress** (C147, Victory points)", its cost and points, what it does. */
export function handLine(c: CardView): string {
  return [`**${escapeName(c.name)}** (${c.id}, ${c.category})`, `Cost ${withGoods(c.costText)} · ${c.vpText}`, ...(c.summary ? [c.summary] : [])].join("\n");
}

/** /hand's answer: the cards, or that there are none. */
export function handComponents(gameId: number, cards: readonly CardView[]): TopLevel[] {
  if (cards.length === 0) return [container([text(`You hold no C Buildings in game #${gameId}.`)])];
  return [container([
    text(`**Your hand in game #${gameId}**: ${plural(cards.length, "C Building")}, seen only by you.`),
    text(cards.map(handLine).join("\n\n")),
  ])];
}

export const hand: Command = {
  data: { name: "hand", ...described("commands.hand.description"), contexts: IN_SERVERS, options: [gameOption] },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const seat = mySeat(game, state, i.user.id);
    const cards = summarize(state, seat.seat).players[seat.seat]?.hand ?? [];
    const { components, allowedMentions } = v2Message(handComponents(game.id, cards));
    await i.reply({ flags: EPHEMERAL | V2, components, allowedMentions });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

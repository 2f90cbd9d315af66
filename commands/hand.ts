// /hand: your C Buildings in hand (hidden information: only ever shown to you).
import { summarize, type CardView } from "../src/engine/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, mySeat, running } from "../src/bot/find-game.ts";

/** One card of /hand. */
export function handLine(c: CardView): string {
  return `• **${c.name}** (${c.id}, ${c.category}) — cost ${c.costText}; ${c.vpText}`;
}

export const hand: Command = {
  data: { name: "hand", description: "Your C Buildings in hand (only you see them)", contexts: IN_SERVERS, options: [gameOption] },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const seat = mySeat(game, state, i.user.id);
    const cards = summarize(state, seat.seat).players[seat.seat]?.hand ?? [];
    const lines = cards.map(handLine);
    await i.reply({ flags: EPHEMERAL, content: cards.length ? `Your hand in game #${game.id}:\n${lines.join("\n")}` : `You hold no C Buildings in game #${game.id}.` });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

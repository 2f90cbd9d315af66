// A player's choice from a slash command (/place, /pass): apply it and show what comes next,
// privately; the public post of the finished turn comes from the outbox.
import type { ChatInputCommandInteraction } from "discord.js";
import { EPHEMERAL } from "./command.ts";
import type { BotContext } from "./context.ts";
import { mySeat, running, type FoundGame } from "./find-game.ts";
import { afterChange, afterChoiceScreen, choiceLabel } from "./turns.ts";

export async function act(ctx: BotContext, i: ChatInputCommandInteraction, found: FoundGame, choiceId: string): Promise<void> {
  const { game, state } = running(found);
  const seat = mySeat(game, state, i.user.id);
  const label = choiceLabel(state, seat.seat, choiceId);
  await i.deferReply({ flags: EPHEMERAL });
  const applied = await ctx.store.applyChoice({ gameId: game.id, actor: { userId: i.user.id }, choiceId, seat: seat.seat });
  afterChange(ctx, game.id);
  const screen = afterChoiceScreen(game, applied.version, applied.state, applied.seat, label);
  await i.editReply(screen);
}

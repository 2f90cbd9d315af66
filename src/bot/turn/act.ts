// A player's choice from a slash command (/place, /pass): apply it and show what comes next,
// privately; the public post of the finished turn comes from the outbox.
import { languageOf } from "../../i18n/index.ts";
import type { ChatInputCommandInteraction } from "discord.js";
import { legalChoices } from "../../engine/index.ts";
import { EPHEMERAL } from "../command.ts";
import type { BotContext } from "../context.ts";
import { mySeat, running, type FoundGame } from "../find-game.ts";
import { afterChange, afterChoiceScreen, choiceLabel, ephemeral, finishFirstScreen, midAction, placeIfAllSame, screenMessage } from "./turns.ts";

/**
 * In the middle of an action, a placement or pass cannot be made: answer privately with the
 * decision to finish and its buttons, and return true. False when the player is not mid-action.
 */
export async function offerPending(i: ChatInputCommandInteraction, found: FoundGame, choiceId: string): Promise<boolean> {
  const { game, state } = running(found);
  const seat = mySeat(game, state, i.user.id);
  if (!midAction(state, seat.seat) || legalChoices(state, seat.seat).some((c) => c.id === choiceId)) return false;
  const screen = finishFirstScreen(game, game.version, state, seat.seat, languageOf(i.locale));
  await i.reply(ephemeral(screen));
  return true;
}

export async function act(ctx: BotContext, i: ChatInputCommandInteraction, found: FoundGame, choiceId: string): Promise<void> {
  if (await offerPending(i, found, choiceId)) return;
  const { game, state } = running(found);
  const seat = mySeat(game, state, i.user.id);
  const label = choiceLabel(state, seat.seat, choiceId, languageOf(i.locale), game);
  await i.deferReply({ flags: EPHEMERAL });
  // Pinned to the version read when the command arrived (`found` is loaded before anything is
  // awaited): a copy of a command already applied is refused as a duplicate, never applied to
  // the next round; a change by someone else meanwhile is judged again (store/typed.ts).
  let applied = await ctx.store.applyTypedChoice({ gameId: game.id, actor: { userId: i.user.id }, choiceId, seat: seat.seat, seenVersion: game.version });
  let did = label;
  const placed = await placeIfAllSame(ctx, game.id, applied, i.user.id, languageOf(i.locale));
  if (placed) { applied = placed.applied; did = `${did}\n${placed.did}`; }
  afterChange(ctx, game.id);
  // If someone else moved first, their lines are part of the story too.
  await i.editReply(screenMessage(afterChoiceScreen(game, state, applied, did, choiceId, languageOf(i.locale))));
}

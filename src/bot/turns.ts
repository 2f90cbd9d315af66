// Acting in a game: apply a choice or an undo through the store, then tell the player what
// comes next (their next decision as buttons or a menu) and let the background workers post
// the turn and move the AI seats.
import { MessageFlags, type InteractionReplyOptions } from "discord.js";
import { anytimeOffers, applyChoice as engineApply, legalChoices, pendingSeats, summarize, type GameState } from "../engine/index.ts";
import type { GameRecord, SeatRecord } from "../store/index.ts";
import type { BotContext } from "./context.ts";
import { choiceNotes, choiceRows, waitingFor, withNames, type Row } from "./present.ts";

export interface Screen {
  content: string;
  components: Row[];
}

/** What the seat is asked now, with the engine's choices as buttons or a menu. */
export function decisionScreen(game: GameRecord, version: number, state: GameState, seat: number, page = 0): Screen {
  const choices = legalChoices(state, seat);
  if (choices.length === 0) {
    const waiting = waitingFor(game, state);
    return { content: state.phase === "over" ? `Game #${game.id} is over.` : `Nothing for you to decide in game #${game.id} right now${waiting ? `: waiting for ${waiting}` : ""}.`, components: [] };
  }
  // The seat's own view: it may name a card from their hand (this screen is only theirs).
  const prompt = summarize(state, seat).prompts.find((p) => p.seat === seat)?.prompt ?? "Your choice:";
  const workers = state.players[seat]?.workersLeft ?? 0;
  const head = [`**Game #${game.id}** · round ${state.round} · ${workers} worker${workers === 1 ? "" : "s"} left`, withNames(prompt, game.seats), ...choiceNotes(choices)].join("\n");
  return { content: head, components: choiceRows(game.id, version, choices, page) };
}

export function ephemeral(screen: Screen): InteractionReplyOptions & { flags: MessageFlags.Ephemeral } {
  return { content: screen.content, components: screen.components, flags: MessageFlags.Ephemeral };
}

/** After a player's choice: their next decision if they still have one, else a short confirmation. */
export function afterChoiceScreen(game: GameRecord, version: number, state: GameState, seat: number, did: string): Screen {
  if (pendingSeats(state).includes(seat)) {
    const next = decisionScreen(game, version, state, seat);
    return { content: `✅ ${did}\n${next.content}`, components: next.components };
  }
  const where = game.threadId ? `<#${game.threadId}>` : "the channel";
  return { content: `✅ ${did}\nYour turn is posted in ${where}.`, components: [] };
}

/** The engine's label of a choice the seat can make now (for confirmations). */
export function choiceLabel(state: GameState, seat: number, choiceId: string): string {
  return [...legalChoices(state, seat), ...anytimeOffers(state, seat)].find((c) => c.id === choiceId)?.label ?? choiceId;
}

/**
 * The labels of undone choices, oldest first: replay them from the rebuilt state and read each
 * label as the engine offered it then.
 */
export function undoneLabels(rebuilt: GameState, seat: number, undone: readonly string[]): string[] {
  const labels: string[] = [];
  let s = rebuilt;
  for (const id of undone) {
    labels.push(choiceLabel(s, seat, id));
    try {
      s = engineApply(s, seat, id);
    } catch {
      break; // cannot happen for a log the store replayed; keep the ids we have
    }
  }
  return labels;
}

/** The user's seat record for a seat number. */
export function seatRecord(game: GameRecord, seat: number): SeatRecord | undefined {
  return game.seats.find((s) => s.seat === seat);
}

/** After any change: post it and let the AI move (both in the background). */
export function afterChange(ctx: BotContext, gameId: number): void {
  ctx.flush().catch((e: unknown) => ctx.log.error({ err: e, gameId }, "posting failed"));
  ctx.kickAi(gameId);
}

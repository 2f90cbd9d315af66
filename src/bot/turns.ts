// Acting in a game: apply a choice or an undo through the store, then tell the player what
// comes next (their next decision as buttons or a menu) and let the background workers post
// the turn and move the AI seats.
import { MessageFlags, type InteractionReplyOptions } from "discord.js";
import { anytimeOffers, applyChoice as engineApply, isTurnDecision, legalChoices, pendingSeats, summarize, type GameState } from "../engine/index.ts";
import type { GameRecord, SeatRecord } from "../store/index.ts";
import type { BotContext } from "./context.ts";
import { choiceNotes, choiceRows, fitLines, waitingFor, yourPrompt, type Row } from "./present.ts";
import { storyLines } from "./story.ts";
import { fitContent } from "./text.ts";

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
  const head = [`**Game #${game.id}** · round ${state.round} · ${workers} worker${workers === 1 ? "" : "s"} left`, yourPrompt(prompt, game.seats), ...choiceNotes(choices)].join("\n");
  return { content: head, components: choiceRows(game.id, version, choices, page) };
}

export function ephemeral(screen: Screen): InteractionReplyOptions & { flags: MessageFlags.Ephemeral } {
  return { content: screen.content, components: screen.components, flags: MessageFlags.Ephemeral };
}

/** What the store returns after a choice: the seat that chose, the game's new version and state. */
export interface AfterChoice {
  readonly seat: number;
  readonly version: number;
  readonly state: GameState;
}

/** Room for the story in a reply, leaving enough of Discord's 2000 characters for the next question. */
const STORY_MAX = 1200;

/**
 * After a player's choice: what the engine did on their behalf and, when the round ended in
 * between, the story of that (see story.ts), then their next decision if they still have one,
 * else where their turn is posted.
 */
export function afterChoiceScreen(game: GameRecord, before: GameState, applied: AfterChoice, did: string, choiceId: string): Screen {
  const { seat, state, version } = applied;
  const story = storyLines(game, before, state, seat, choiceId);
  const told = [`✅ ${did}`, ...(story.length > 0 ? [fitLines(story, STORY_MAX)] : [])].join("\n");
  if (pendingSeats(state).includes(seat)) {
    const next = decisionScreen(game, version, state, seat);
    return { content: fitContent(`${told}${story.length > 0 ? "\n\n" : "\n"}${next.content}`), components: next.components };
  }
  const where = game.threadId ? `<#${game.threadId}>` : "the channel";
  // An Anytime exchange off the player's turn is announced too, but it was not their turn.
  const tail = state.phase === "over" ? "" : choiceId.startsWith("anytime:") ? `\nIt is posted in ${where}.` : `\nYour turn is posted in ${where}.`;
  return { content: fitContent(`${told}${tail}`), components: [] };
}

/**
 * In the middle of an action (a follow-up decision is pending), a new placement or a pass is
 * answered with the decision to finish first, and its buttons.
 */
export function finishFirstScreen(game: GameRecord, version: number, state: GameState, seat: number): Screen {
  const next = decisionScreen(game, version, state, seat);
  return { content: fitContent(`You are in the middle of an action: finish it first.\n${next.content}`), components: next.components };
}

/** The seat must answer a decision that is not placing a Worker or passing (mid-action, or a short catch). */
export function midAction(state: GameState, seat: number): boolean {
  return pendingSeats(state).includes(seat) && !isTurnDecision(state, seat);
}

/** The prompt of the seat's pending decision, addressed to them. */
export function pendingPrompt(game: GameRecord, state: GameState, seat: number, plain = false): string {
  const prompt = summarize(state, seat).prompts.find((p) => p.seat === seat)?.prompt;
  return prompt ? yourPrompt(prompt, game.seats, plain) : "a decision is waiting";
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

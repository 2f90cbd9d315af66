// Acting in a game: apply a choice or an undo through the store, then tell the player what
// comes next (their next decision as buttons or a menu) and let the background workers post
// the turn and move the AI seats.
import { ButtonStyle, MessageFlags, type InteractionReplyOptions } from "discord.js";
import { actionInProgressWords, anytimeOffers, applyChoice as engineApply, buildingSpaceDifferences, buildingToPlace, cardView, isTurnDecision, legalChoices, presentChoices, pendingSeats, summarize, type GameState } from "../../engine/index.ts";
import { StoreError, undoPastAi, type Applied, type GameRecord } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { encodeId } from "./custom-id.ts";
import { MAX_ROWS, buttons, choiceRows, fitLines, waitingFor, withNames, type Row } from "../layouts/present.ts";
import { askedOf, choiceIn, labelOf, sayIn } from "../layouts/said.ts";
import { translator, type Locale } from "../../i18n/index.ts";
import { choiceBlock } from "../layouts/choices.ts";
import { storyLines } from "../layouts/story.ts";
import { fitContent } from "../layouts/text.ts";
import { V2, asNew, text, type TopLevel } from "../layouts/v2.ts";

export interface Screen {
  content: string;
  components: Row[];
}

/** What the seat is asked now, with the engine's choices as buttons or a menu, and Back in the middle of an action. */
export function decisionScreen(game: GameRecord, version: number, state: GameState, seat: number, page = 0, reserveRows = 0, locale: Locale = "en"): Screen {
  const t = translator(locale);
  const choices = presentChoices(state, seat);
  if (choices.length === 0) {
    const waiting = waitingFor(game, state, locale);
    if (state.phase === "over") return { content: t("screen.over", { game: game.id }), components: [] };
    return { content: waiting ? t("screen.nothingWaiting", { game: game.id, waiting }) : t("screen.nothing", { game: game.id }), components: [] };
  }
  // The seat's own view: it may name a card from their hand (this screen is only theirs).
  const asked = summarize(state, seat).prompts.find((p) => p.seat === seat);
  const workers = state.players[seat]?.workersLeft ?? 0;
  const back = midAction(state, seat) && state.undoBarrier < state.choices
    ? buttons([{ id: encodeId("back", game.id, version, String(seat)), label: t("screen.back"), style: ButtonStyle.Secondary }])
    : null;
  const rows = MAX_ROWS - reserveRows - (back ? 1 : 0);
  const top = [t("screen.top", { game: game.id, round: state.round, count: workers }), asked ? askedOf(locale, asked, game.seats) : t("screen.yourChoice")];
  if (choices.length <= rows * 5) {
    // Short buttons with what each does written above them (and, for a turn asked privately after
    // an undo or "Show my choices", the post's menus that answer a placement's question too).
    const block = choiceBlock(game.id, version, state, seat, choices, { spread: isTurnDecision(state, seat), descriptions: true, rows, seats: game.seats, locale });
    return { content: fitContent([...top, ...block.lines].join("\n")), components: [...block.rows, ...(back ? [back] : [])] };
  }
  // More than the rows hold: a menu in pages, each choice's help under it.
  const labelled = choices.map((c) => choiceIn(locale, c, game.seats));
  return { content: fitContent(top.join("\n")), components: [...choiceRows(game.id, version, labelled, page, rows), ...(back ? [back] : [])] };
}

/**
 * A private screen as a V2 message: its words as Discord text, its controls under them. The
 * content is reset, so a classic message it replaces (an older reply, a hint) becomes V2 too.
 */
export function screenMessage(screen: Screen): { content: ""; flags: typeof V2; components: TopLevel[]; allowedMentions: { parse: [] } } {
  return { content: "", flags: V2, components: [text(screen.content), ...screen.components], allowedMentions: { parse: [] } };
}

/** A private screen as a new private (ephemeral) V2 message. */
export function ephemeral(screen: Screen): InteractionReplyOptions {
  return { ...asNew(screenMessage(screen)), flags: V2 | MessageFlags.Ephemeral };
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
export function afterChoiceScreen(game: GameRecord, before: GameState, applied: AfterChoice, did: string, choiceId: string, locale: Locale = "en"): Screen {
  const t = translator(locale);
  const { seat, state, version } = applied;
  const story = storyLines(game, before, state, seat, choiceId, locale);
  const told = [`✅ ${did}`, ...(story.length > 0 ? [fitLines(story, STORY_MAX)] : [])].join("\n");
  // A finished action may be taken back until another player chooses or something hidden shows;
  // in a rated game an AI's move ends it too (../../store/play.ts undoPastAi), so with an AI next
  // there is no Undo to offer.
  const aiNext = !undoPastAi(game) && pendingSeats(state).some((p) => p !== seat && game.seats[p]?.userId === null);
  const undo = !midAction(state, seat) && state.undoBarrier < state.choices && state.phase !== "over" && !aiNext
    ? buttons([{ id: encodeId("undo", game.id, version, String(seat)), label: t("screen.undo"), style: ButtonStyle.Secondary }])
    : null;
  if (pendingSeats(state).includes(seat)) {
    const next = decisionScreen(game, version, state, seat, 0, undo ? 1 : 0, locale);
    const rows = undo ? [...next.components, undo] : next.components;
    return { content: fitContent(`${told}${story.length > 0 ? "\n\n" : "\n"}${next.content}`), components: rows };
  }
  const where = game.threadId ? `<#${game.threadId}>` : t("screen.theChannel");
  // An Anytime exchange off the player's turn is announced too, but it was not their turn.
  const tail = state.phase === "over" ? "" : `\n${t(choiceId.startsWith("anytime:") ? "screen.postedIn" : "screen.turnPostedIn", { where })}`;
  const undoNote = undo ? `\n${undoRule(game, locale)}` : aiNext ? `\n${t("screen.aiEndsUndo")}` : "";
  return { content: fitContent(`${told}${tail}${undoNote}`), components: undo ? [undo] : [] };
}

/** Which Undo applies in this game, said beside its button. */
function undoRule(game: GameRecord, locale: Locale): string {
  const t = translator(locale);
  const ai = game.seats.some((s) => s.userId === null);
  if (!ai) return t("screen.undoPeople");
  return t(undoPastAi(game) ? "screen.undoPastAi" : "screen.undoRated");
}

/**
 * In the middle of an action (a follow-up decision is pending), a new placement or a pass, or
 * a press on the turn post, is answered with the decision to finish first, and its buttons.
 */
export function finishFirstScreen(game: GameRecord, version: number, state: GameState, seat: number, locale: Locale = "en"): Screen {
  const t = translator(locale);
  const next = decisionScreen(game, version, state, seat, 0, 0, locale);
  const action = actionInProgressWords(state, seat);
  const middle = action ? t("screen.middleOf", { action: sayIn(locale, action, game.seats) }) : t("screen.middle");
  return { content: fitContent(`${middle}\n${next.content}`), components: next.components };
}

/** The seat must answer a decision that is not placing a Worker or passing (mid-action, or a short catch). */
export function midAction(state: GameState, seat: number): boolean {
  return pendingSeats(state).includes(seat) && !isTurnDecision(state, seat);
}

/** The prompt of the seat's pending decision, addressed to them. */
export function pendingPrompt(game: GameRecord, state: GameState, seat: number, plain = false, locale: Locale = "en"): string {
  const asked = summarize(state, seat).prompts.find((p) => p.seat === seat);
  return asked ? askedOf(locale, asked, game.seats, plain) : translator(locale)("screen.waiting");
}

/** The engine's label of a choice the seat can make now (for confirmations). */
export function choiceLabel(state: GameState, seat: number, choiceId: string, locale: Locale = "en", game?: GameRecord): string {
  const c = [...legalChoices(state, seat), ...anytimeOffers(state, seat)].find((x) => x.id === choiceId);
  if (!c) return choiceId;
  return locale === "en" ? c.label : labelOf(locale, c, game?.seats ?? [], false);
}

/**
 * The labels of the seat's undone choices, oldest first: replay every undone move (the AI
 * seats' after it too) from the rebuilt state and read each of the seat's labels as the engine
 * offered it then; and how many other moves went with them.
 */
function undoneLabels(rebuilt: GameState, seat: number, moves: readonly { seat: number; choiceId: string }[], locale: Locale, game: GameRecord): { labels: string[]; others: number } {
  const labels: string[] = [];
  let s = rebuilt;
  for (const m of moves) {
    if (m.seat === seat) labels.push(choiceLabel(s, seat, m.choiceId, locale, game));
    try {
      s = engineApply(s, m.seat, m.choiceId);
    } catch {
      break; // cannot happen for a log the store replayed; keep the labels we have
    }
  }
  return { labels, others: moves.filter((m) => m.seat !== seat).length };
}

/**
 * Undo for the seat (the /undo command, the Undo and Back buttons): the store takes the choices
 * back (with the AI moves after them, which the AI then plays again); the answer lists what was
 * undone and asks the seat's decision now.
 */
export async function undoScreen(ctx: BotContext, game: GameRecord, seat: number, userId: string, req: { steps?: number; choiceVersion?: number; expectedVersion?: number }, locale: Locale = "en"): Promise<Screen> {
  const t = translator(locale);
  const done = await ctx.store.undo({ gameId: game.id, actor: { userId }, seat, ...req });
  afterChange(ctx, game.id);
  const { labels, others } = undoneLabels(done.state, done.seat, done.moves, locale, game);
  const ai = others > 0 ? `\n${t("screen.aiUndone", { count: others })}` : "";
  const next = decisionScreen(game, done.version, done.state, done.seat, 0, 0, locale);
  // English labels name seats "Player 2" (withNames puts the names in); another language's have them already.
  const named = (l: string): string => (locale === "en" ? withNames(l, game.seats) : l);
  return {
    content: fitContent(`${t("screen.undone", { count: labels.length })}\n${labels.map((l) => `• ${named(l)}`).join("\n")}${ai}\n\n${next.content}`),
    components: next.components,
  };
}

/**
 * Where a Building goes, when it cannot matter: every free space is the same for the rules and
 * for the player's cards (the engine's buildingSpaceDifferences says null), so asking would be
 * a question without a difference. The Building goes on the first of them in reading order at
 * once, and the reply says where (`did`); how to put it elsewhere is the ruling "where a Building
 * goes" (`/rules`, docs/rules-notes.md). null when there is no such question, the spaces differ
 * (the reply then asks, with how each differs), or someone else moved in between (the question
 * stays for the player).
 */
export async function placeIfAllSame(ctx: BotContext, gameId: number, applied: Applied, userId: string, locale: Locale = "en"): Promise<{ applied: Applied; did: string } | null> {
  const { state, seat } = applied;
  const building = buildingToPlace(state, seat);
  const choices = legalChoices(state, seat);
  const first = choices[0];
  if (building === null || !first || choices.length < 2 || buildingSpaceDifferences(state, seat) !== null) return null;
  // A Building from the hand cannot be moved once placed (placing it shows it: an undo barrier),
  // so where it goes is asked, even when every space is the same.
  if (state.players[seat]?.hand.includes(building)) return null;
  try {
    const next = await ctx.store.applyChoice({ gameId, actor: { userId }, seat, choiceId: first.id, expectedVersion: applied.version });
    // The space's name ("A3") is the same in every language: the value of the label's message.
    const cell = first.say?.v?.cell;
    const where = typeof cell === "string" ? cell : first.label.replace(/^Space /, "");
    return { applied: next, did: translator(locale)("screen.wentOn", { card: cardView(building).name, where }) };
  } catch (e) {
    if (e instanceof StoreError) return null;
    throw e;
  }
}

/** After any change: post it and let the AI move (both in the background). */
export function afterChange(ctx: BotContext, gameId: number): void {
  ctx.flush().catch((e: unknown) => ctx.log.error({ err: e, gameId }, "posting failed"));
  ctx.kickAi(gameId);
}

// Hints in words, shared by `/hint` (commands/hint.ts), the private hint button on a learning
// game's turn post (../turn/components.ts) and that post itself (../turn/poster.ts): the hard AI's best
// choices for the decision in front of a seat, each with how it compares and what it gives.
//
// On a learning game's turn post the hint is public: it is written into the post only while the
// seat's hand of C Buildings is empty (a hint can name or rest on the secret cards of a hand);
// otherwise the post carries a button that answers the player privately, exactly like `/hint`.
import { ButtonStyle, ComponentType, MessageFlags, type APITextDisplayComponent, type Message, type RepliableInteraction } from "discord.js";
import { isTurnDecision, legalChoices, pendingSeats, type GameState } from "../../engine/index.ts";
import type { Hint, HintChoice } from "../../ai/index.ts";
import { tableOf } from "./pool.ts";
import type { GameRecord, SeatRecord } from "../../store/index.ts";
import { UserError, type BotContext } from "../context.ts";
import { decodeId, encodeId, MAX_CUSTOM_ID } from "../turn/custom-id.ts";
import { LIMITS, tally, V2, type ActionRow, type InContainer, type TopLevel } from "../layouts/v2.ts";
import { BUTTON_LABEL_MAX, THEN, clip, seatName, type Row } from "../layouts/present.ts";
import { escapeName } from "../layouts/text.ts";
import { labelOf, sayIn } from "../layouts/said.ts";
import { languageOf, listIn, say, type Locale } from "../../i18n/index.ts";

/** "about 1.5 VP behind", rounded to half VP; "about as good" below a quarter VP. */
function behindText(vp: number, locale: Locale): string {
  const half = Math.round(vp * 2) / 2;
  if (half < 0.5) return say(locale, "hint.same");
  return say(locale, "hint.behind", { vp: half });
}

/** What a hint is read against: the decision's position and the game's seats, in a language. */
interface Reading {
  readonly locale: Locale;
  readonly state: GameState;
  readonly seat: number;
  readonly seats: readonly SeatRecord[];
}

/** A hinted choice's label as its button names it in the reader's language (the engine's message of the choice). */
function labelFor(c: HintChoice, r: Reading): string {
  if (r.locale === "en") return c.label;
  const choice = legalChoices(r.state, r.seat).find((x) => x.id === c.choiceId);
  return choice ? labelOf(r.locale, choice, r.seats) : c.label;
}

/** A hinted choice's reason in the reader's language (English where it has none in it). */
function reasonFor(c: HintChoice, locale: Locale): string {
  return (locale === "de" || locale === "ja" ? c.reasons?.[locale] : undefined) ?? c.reason;
}

/** The whole move in words: "Build a Building → Yard → B2". */
function moveText(c: HintChoice, r: Reading): string {
  const then = r.locale === "en" ? c.then : c.then.map((step, i) => {
    const words = c.thenSay?.[i];
    if (!words) return step;
    const label = sayIn(r.locale, words, r.seats, true);
    // Without its parenthesis of details, as in English ("Stilt House (B228; 1 wood; 3 VP)" -> "Stilt House").
    return label.replace(/\s*[(（].*$/, "").replace(/[:：].*$/, "") || label;
  });
  return [labelFor(c, r), ...then].join(" → ");
}

function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** One ranked choice: the move in words, how it compares, and why. */
function choiceLine(c: HintChoice, n: number, r: Reading): string {
  const compare = n === 0 ? say(r.locale, "hint.pick") : behindText(c.behind, r.locale);
  return `**${n + 1}. ${moveText(c, r)}** (${compare})\n${reasonFor(c, r.locale) ? `${capitalized(reasonFor(c, r.locale))}${say(r.locale, "hint.why.end")}` : ""}`;
}

/** The choice ids a button takes: the whole move, as far as it fits in a button's id. */
function pressed(gameId: number, version: number, c: HintChoice, path: readonly string[]): string {
  let steps = path.length ? [...path] : [c.choiceId];
  while (steps.length > 1 && encodeId("choice", gameId, version, steps.join(THEN)).length > MAX_CUSTOM_ID) steps = steps.slice(0, -1);
  return encodeId("choice", gameId, version, steps.join(THEN));
}

/** The hint as a private message: the ranked choices, and a button for each. */
function hintScreen(game: GameRecord, version: number, hint: Hint, used: number, r: Reading): { content: string; components: Row[] } {
  const lines = hint.choices.map((c, n) => choiceLine(c, n, r));
  const head = hint.choices.length === 1 ? say(r.locale, "hint.oneChoice", { game: game.id }) : say(r.locale, "hint.best", { game: game.id, count: hint.choices.length });
  const foot = say(r.locale, "hint.foot", { n: used });
  const components: Row[] = hint.choices.length === 0 ? [] : [{
    type: ComponentType.ActionRow,
    components: hint.choices.map((c, n) => ({ type: ComponentType.Button as const, style: n === 0 ? ButtonStyle.Primary : ButtonStyle.Secondary, custom_id: pressed(game.id, version, c, c.path), label: clip(`${n + 1}. ${labelFor(c, r)}`, BUTTON_LABEL_MAX) })),
  }];
  return { content: [head, ...lines, foot].join("\n\n"), components };
}

/** Why there is no hint to give now, or null when the seat has a decision in front of it. */
function nothingToDecide(game: GameRecord, state: GameState, seat: number, locale: Locale): string | null {
  if (state.phase === "over") return say(locale, "hint.over", { game: game.id });
  if (pendingSeats(state).includes(seat) && legalChoices(state, seat).length > 0) return null;
  const waiting = pendingSeats(state).flatMap((p) => { const s = game.seats[p]; return s ? [escapeName(seatName(s, locale))] : []; });
  const names = locale === "en" ? waiting.join(", ") : listIn(locale, waiting);
  return [say(locale, "hint.notYourTurn", { game: game.id }), ...(waiting.length ? [say(locale, "hint.waitingFor", { names })] : [])].join(locale === "ja" ? "" : " ");
}

/**
 * Answer `i` privately with the hint for the seat's decision (its player asked: `/hint` or the
 * turn post's hint button), counted on the seat; refused when hints are off or the seat has
 * nothing to decide. The AI thinks for about a second, so the answer is deferred first.
 */
export async function answerHint(ctx: BotContext, i: RepliableInteraction, game: GameRecord, state: GameState, seat: number): Promise<void> {
  const locale = languageOf(i.locale);
  if (!game.hintsOn) throw new UserError(say(locale, "hint.off", { game: game.id }));
  const why = nothingToDecide(game, state, seat, locale);
  if (why) throw new UserError(why);
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const given = await ctx.hint(state, seat, tableOf(game.seats));
  const used = await ctx.store.countHint(game.id, seat, i.user.id);
  await i.editReply({ ...hintScreen(game, game.version, given, used, { locale, state, seat, seats: game.seats }), allowedMentions: { parse: [] } });
}

/** A reason's line in the post is cut to this many characters, and a move's steps to MOVE_MAX (the private hint has them whole). */
const REASON_MAX = 90;
const MOVE_MAX = 70;

/**
 * The hint in a few lines for the public turn post: each choice with what it gives, the AI's
 * pick first ("💡 Hint: the AI's best choices for you" then "1. **Deforest (+5 wood) → A3-A4**: +5 wood; −1 Forest").
 */
function hintLines(hint: Hint, r: Reading): string[] {
  if (hint.choices.length === 0) return [];
  const head = hint.choices.length === 1 ? say(r.locale, "hint.postOne") : say(r.locale, "hint.postBest", { count: hint.choices.length });
  return [head, ...hint.choices.map((c, n) => {
    // The reason's first line says what the move gives now, its second ("Later: ...") what follows:
    // shown for the AI's pick (the private hint has every choice's).
    const [now = "", later] = reasonFor(c, r.locale).split("\n");
    return `${n + 1}. **${clip(moveText(c, r), MOVE_MAX)}**${now ? `: ${clip(now, REASON_MAX)}` : ""}${later && n === 0 ? `\n   ${clip(later, REASON_MAX)}` : ""}`;
  })];
}

/**
 * The hint a learning game's turn post carries for `seat`: `lines` written into the post, or
 * null for the private hint button instead; `coming`, the hint still being thought out when the
 * post went (the post says so, and writeHintIn writes it in when it comes).
 */
export interface PingHint {
  readonly seat: number;
  readonly lines: readonly string[] | null;
  readonly coming?: Promise<Hint>;
}

/** The one human seat whose turn decision the post asks (the post then carries their choices), or null. */
function soleTurnSeat(game: GameRecord, state: GameState): number | null {
  const humans = pendingSeats(state).filter((seat) => game.seats[seat]?.userId);
  const seat = humans[0];
  return humans.length === 1 && seat !== undefined && isTurnDecision(state, seat) ? seat : null;
}

/** The hint button of a learning game's turn post: answers the seat's player privately, like `/hint`. */
export function hintButtonLabel(locale: Locale = "en"): string {
  return say(locale, "hint.button");
}

export function hintButtonId(game: GameRecord, version: number, seat: number): string {
  return encodeId("hint", game.id, version, String(seat));
}

/** The line a post carries while its hint is still being thought out (writeHintIn replaces it). */
export function hintComing(locale: Locale = "en"): string {
  return say(locale, "hint.coming");
}
export const HINT_COMING = hintComing();

/** The post waits this many times the AI's budget for the hint before it goes without it (the hint is then written in when it comes). */
const HINT_WAIT_FACTOR = 2;

/** The hint did not come within the post's wait. */
class Late extends Error {}

/** `promise`, or a Late rejection once `ms` have passed (the promise itself goes on). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Late(`no answer within ${ms} ms`)), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The hint for a learning game's turn post, when one human must make a turn decision (hints on):
 * thought out on the AI workers and written into the post while the seat's hand is empty; else
 * the private button. The post waits for it up to twice the AI's budget; a hint that takes
 * longer (a loaded machine) is still written in, by an edit when it comes (`coming`): a learning
 * game's post is never left without its hint. Should the AI fail, the post carries the button,
 * which asks again, and the failure is logged.
 */
export async function pingHint(ctx: BotContext, game: GameRecord, state: GameState): Promise<PingHint | null> {
  if (!game.learning || !game.hintsOn || state.phase === "over") return null;
  const seat = soleTurnSeat(game, state);
  if (seat === null) return null;
  // A hand of C Buildings is secret (rounds 4 and 5): a hint could name its cards or rest on them.
  if ((state.players[seat]?.hand.length ?? 0) > 0) return { seat, lines: null };
  const thinking = ctx.hint(state, seat, tableOf(game.seats));
  try {
    return { seat, lines: hintLines(await within(thinking, HINT_WAIT_FACTOR * ctx.config.aiHardBudgetMs), { locale: game.language ?? "en", state, seat, seats: game.seats }) };
  } catch (e) {
    if (e instanceof Late) {
      ctx.log.info({ gameId: game.id, seat }, "the turn post goes before its hint; the hint is written in when it comes");
      return { seat, lines: null, coming: thinking };
    }
    ctx.log.warn({ err: e, gameId: game.id, seat }, "the turn post goes without its written hint (the AI failed); it carries the hint button");
    return { seat, lines: null };
  }
}

/**
 * A post's components with the hint written in: the HINT_COMING line replaced by `lines`, the
 * hint button gone (the hint is in the post now). Null when the post has no such line, or when
 * the hint would take it past Discord's limit on text.
 */
function withHintWritten(components: readonly TopLevel[], lines: readonly string[], coming: string): TopLevel[] | null {
  let found = false;
  const written = (t: APITextDisplayComponent): APITextDisplayComponent => {
    if (!t.content.includes(coming)) return t;
    found = true;
    return { ...t, content: t.content.replace(coming, lines.join("\n")) };
  };
  const withoutHintButton = (row: ActionRow): ActionRow | null => {
    const kept = row.components.filter((c) => !(c.type === ComponentType.Button && "custom_id" in c && decodeId(c.custom_id)?.verb === "hint"));
    return kept.length > 0 ? { ...row, components: kept } : null;
  };
  const inner = (list: readonly InContainer[]): InContainer[] => list.flatMap((c): InContainer[] => {
    if (c.type === ComponentType.TextDisplay) return [written(c)];
    if (c.type === ComponentType.ActionRow) { const row = withoutHintButton(c); return row ? [row] : []; }
    return [c];
  });
  const out = components.flatMap((c): TopLevel[] => {
    if (c.type === ComponentType.TextDisplay) return [written(c)];
    if (c.type === ComponentType.ActionRow) { const row = withoutHintButton(c); return row ? [row] : []; }
    if (c.type === ComponentType.Container) { const kept = inner(c.components); return kept.length > 0 ? [{ ...c, components: kept }] : []; }
    return [c];
  });
  if (!found || tally(out).textChars > LIMITS.text) return null;
  return out;
}

/**
 * Write a late hint into the turn post that went without it (pingHint's `coming`), unless the
 * game moved on meanwhile (the hint is for a decision already made) or the post changed.
 */
export async function writeHintIn(ctx: BotContext, gameId: number, version: number, post: Message, coming: Promise<Hint>): Promise<void> {
  let given: Hint;
  try {
    given = await coming;
  } catch (e) {
    ctx.log.warn({ err: e, gameId }, "the hint for a turn post failed; the post keeps its hint button");
    return;
  }
  const { game, state } = await ctx.store.loadGame(gameId);
  if (game.version !== version || !state) return;
  const locale = game.language ?? "en";
  const seat = soleTurnSeat(game, state);
  const lines = hintLines(given, { locale, state, seat: seat ?? 0, seats: game.seats });
  const components = withHintWritten(post.components.map((c) => c.toJSON()), lines, hintComing(locale));
  if (!components) return;
  await post.edit({ flags: V2, components, allowedMentions: { parse: [] } });
}

// A seat's choices as a V2 block: the words that explain each choice as text, then short
// buttons that say what they do (at most 40 characters, never cut, never repeated), and for a
// placement whose action then asks one small question (which Forest, which Elder, which Ship,
// which Building) one menu that answers both in one pick, each answer explained under it. A
// Building's offer that follows an action (Fisher's House, Boathouse, ...) is never spread into
// the placements: it is asked after the action, naming the card. Read from the engine
// generically (its labels, notes and descriptions; apply a placement on a copy and list what it
// asks next), so a new card needs nothing here.
import { ButtonStyle, ComponentType, type APISelectMenuOption } from "discord.js";
import { actionInProgress, applyChoice, isTurnDecision, pendingSeats, presentChoices, summarize, type Choice, type GameState } from "../../engine/index.ts";
import type { SeatRecord } from "../../store/index.ts";
import { encodeId } from "../turn/custom-id.ts";
import { LIMITS, buttonRows, menuRow, text, type ActionRow, type ButtonSpec, type InContainer } from "./v2.ts";
import { THEN, clip, withNames } from "./present.ts";
import { askedOf, choiceIn } from "./said.ts";
import { ELDERS, type Msg } from "../../engine/index.ts";
import { say, translator, type Key, type Locale } from "../../i18n/index.ts";

/** Discord's limits of a select menu: 25 options, 100 characters for a label, value or description, 150 for the placeholder. */
const MENU_OPTIONS = 25;
const OPTION_TEXT = 100;
const PLACEHOLDER = 150;

/** A choice as it is shown: its button's short label, and what the rest of the engine's label says. */
interface Shown {
  readonly choice: Choice;
  readonly short: string;
  readonly detail: string;
}

/** Labels this short stay whole. */
const WHOLE = 26;

/**
 * The engine's label split into a short label and its detail: "Serve Fish (plate 3 for 3 fish,
 * +1 gold)" -> "Serve Fish" + "plate 3 for 3 fish, +1 gold"; "Builder (#7): remove a Forest, +1
 * wood" -> "Builder (#7)" + "remove a Forest, +1 wood". A label that cannot be split and is longer
 * than 40 characters keeps its first words within 40 (the whole label is then its detail).
 */
export function splitLabel(label: string): { short: string; detail: string } {
  const bracket = /^(.{3,}?) \(([^()]+)\)$/.exec(label);
  if (bracket?.[1] && bracket[2] && bracket[1].length <= LIMITS.label) return { short: bracket[1], detail: bracket[2] };
  if (label.length <= WHOLE) return { short: label, detail: "" };
  const colon = label.indexOf(": ");
  if (colon >= 3 && colon <= LIMITS.label) return { short: label.slice(0, colon), detail: label.slice(colon + 2) };
  if (label.length <= LIMITS.label) return { short: label, detail: "" };
  const words = label.split(" ");
  let short = "";
  for (const w of words) {
    const next = short ? `${short} ${w}` : w;
    if (next.length > LIMITS.label) break;
    short = next;
  }
  return { short: short || label.slice(0, LIMITS.label), detail: label };
}

/**
 * Short labels for a list of choices, each distinct: two that would read the same get their
 * whole label when it fits, else a number ("Build a sloop (2)").
 */
export function shownChoices(choices: readonly Choice[]): Shown[] {
  const shown = choices.map((c) => ({ choice: c, ...splitLabel(c.label) }));
  const count = (s: string): number => shown.filter((x) => x.short === s).length;
  const fixed = shown.map((s) => (count(s.short) > 1 && s.choice.label.length <= LIMITS.label ? { ...s, short: s.choice.label, detail: "" } : s));
  const seen = new Map<string, number>();
  return fixed.map((s) => {
    const twins = fixed.filter((x) => x.short === s.short).length;
    if (twins <= 1) return s;
    const n = (seen.get(s.short) ?? 0) + 1;
    seen.set(s.short, n);
    const suffix = ` (${n})`;
    return { ...s, short: `${s.short.slice(0, LIMITS.label - suffix.length)}${suffix}`, detail: s.detail || s.choice.label };
  });
}

function style(c: Choice): ButtonStyle.Primary | ButtonStyle.Secondary {
  return c.id === "pass" || c.id === "decline" ? ButtonStyle.Secondary : ButtonStyle.Primary;
}

/** "**Deforest** · +5 wood · <note> — <description>": what a choice does, in one line. */
function explain(s: Shown, withDescription: boolean, seats: readonly SeatRecord[]): string {
  const parts = [`**${s.short}**`, s.detail, s.choice.note ?? ""].filter(Boolean).join(" · ");
  const more = withDescription && s.choice.description ? ` — ${s.choice.description}` : "";
  return withNames(`${parts}${more}`, seats);
}

/** Ids of follow-ups a placement is not spread into: a card's offer, where a Building goes, an order of effects. */
function askedAfter(id: string): boolean {
  return id === "decline" || id.startsWith("use:") || id.startsWith("space:") || id.startsWith("trigger:") || id === "serve";
}

interface Spread {
  readonly choice: Shown;
  /** The placement's question, as the menu's placeholder. */
  readonly question: { readonly seat: number; readonly prompt: string; readonly say?: Msg } | null;
  /** The action it asks for (another than the placement's own when it copies one). */
  readonly action: string | null;
  readonly answers: readonly Choice[];
}

/** The action a placement's follow-up question belongs to, in a language other than English: the space's name or the Elder's. */
function actionName(locale: Locale, id: string): string | null {
  const [kind, what = ""] = id.split(":");
  if (kind === "place") return what === "imitate" ? null : say(locale, `engine.space.${what}` as Key);
  return ELDERS[what as keyof typeof ELDERS]?.name ?? null;
}

/** What a placement asks next, when it is one small question the post can answer in a menu. */
function followUp(state: GameState, seat: number, c: Choice): { question: { seat: number; prompt: string; say?: Msg } | null; action: string | null; answers: Choice[] } | null {
  if (!c.id.startsWith("place:") && !c.id.startsWith("elder:")) return null;
  let next: GameState;
  try {
    next = applyChoice(state, seat, c.id);
  } catch {
    return null;
  }
  if (!pendingSeats(next).includes(seat) || isTurnDecision(next, seat)) return null;
  const answers = presentChoices(next, seat);
  if (answers.length < 2 || answers.length > MENU_OPTIONS || answers.some((a) => askedAfter(a.id))) return null;
  const prompt = summarize(next, seat).prompts.find((p) => p.seat === seat) ?? null;
  // The action the question belongs to: the placement's own, or the one it copies (Imitation).
  // (While the copied space is itself the question, there is no such action yet.)
  return { question: prompt, action: answers.some((a) => a.id.startsWith("copy:")) ? null : actionInProgress(next, seat), answers };
}

export interface ChoiceBlock {
  /** The explanation of every choice, one line each. */
  readonly lines: readonly string[];
  /** Buttons (rows of five) and menus, in that order. */
  readonly rows: readonly ActionRow[];
  /** How many buttons. */
  readonly buttons: number;
}

export interface ChoiceBlockOptions {
  /** Spread placements into menus (a turn decision on the post or in a reply). */
  readonly spread?: boolean;
  /** Write each choice's description (what the action does in general) after it. */
  readonly descriptions?: boolean;
  /** Rows the block may use (the caller's container keeps room for its own). */
  readonly rows?: number;
  readonly seats?: readonly SeatRecord[];
  /** The post's language (English unless told): labels, questions and the block's own words. */
  readonly locale?: Locale;
}

/**
 * The seat's choices as a block: the explanation lines, then rows of short buttons, then one
 * menu per spread placement. Placements with the fewest answers are spread first while the rows
 * allow; a placement not spread keeps its button (its question comes after, privately).
 */
export function choiceBlock(gameId: number, version: number, state: GameState, seat: number, choices: readonly Choice[], o: ChoiceBlockOptions = {}): ChoiceBlock {
  const seats = o.seats ?? [];
  const locale = o.locale ?? "en";
  const roomRows = o.rows ?? 8;
  // Another language's labels are said from the engine's messages (names in already); English keeps the engine's labels.
  const said = (c: Choice): Choice => choiceIn(locale, c, seats);
  const shown = shownChoices(choices.map(said));
  const spreadable: Spread[] = [];
  if (o.spread) {
    for (const s of shown) {
      const f = followUp(state, seat, s.choice);
      if (f) spreadable.push({ choice: s, question: f.question, action: locale === "en" || f.action === null ? f.action : actionName(locale, s.choice.id), answers: f.answers.map(said) });
    }
  }
  // Spread while the rows allow: each menu takes a row, and frees its placement's button.
  const spread = new Set<string>();
  const rowsFor = (menus: number): number => Math.ceil((shown.length - menus) / 5) + menus;
  for (const s of [...spreadable].sort((a, b) => a.answers.length - b.answers.length)) {
    if (rowsFor(spread.size + 1) > roomRows) continue;
    spread.add(s.choice.choice.id);
  }
  const buttons: ButtonSpec[] = shown.filter((s) => !spread.has(s.choice.id)).map((s) => ({ id: encodeId("choice", gameId, version, s.choice.id), label: s.short, style: style(s.choice) }));
  // Pass (and Decline) last.
  buttons.sort((a, b) => Number(a.style === ButtonStyle.Secondary) - Number(b.style === ButtonStyle.Secondary));
  const menus: ActionRow[] = spreadable.filter((s) => spread.has(s.choice.choice.id)).map((s, k) => menuRow({
    type: ComponentType.StringSelect,
    custom_id: encodeId("menu", gameId, version, `q${k}`),
    placeholder: clip(`${s.action ?? s.choice.short}: ${s.question ? askedOf(locale, s.question, seats, true).replace(/[.。]$/, "") : ""}…`, PLACEHOLDER),
    options: s.answers.map((a): APISelectMenuOption => {
      const help = [a.note, a.description].filter(Boolean).join(" · ");
      return { label: clip(locale === "en" ? withNames(a.label, seats, true) : a.label, OPTION_TEXT), value: `${s.choice.choice.id}${THEN}${a.id}`, ...(help ? { description: clip(withNames(help, seats, true), OPTION_TEXT) } : {}) };
    }),
  }));
  const lines = shown.map((s) => {
    const line = explain(s, o.descriptions ?? false, seats);
    const menu = spreadable.find((m) => m.choice.choice.id === s.choice.id);
    if (!menu || !spread.has(s.choice.id)) return line;
    // "Imitate a full action space · as Deforest ▾": the menu below answers for that action.
    return `${line}${menu.action && !s.short.startsWith(menu.action) ? ` · ${translator(locale)("turn.asAction", { action: menu.action })}` : ""} ▾`;
  });
  return { lines, rows: [...buttonRows(buttons), ...menus], buttons: buttons.length };
}

/** The block as container children: the explanation (when there is one) above the rows. */
export function blockChildren(block: ChoiceBlock, heading = ""): InContainer[] {
  const words = [heading, ...block.lines].filter(Boolean).join("\n");
  return [...(words ? [text(words)] : []), ...block.rows];
}

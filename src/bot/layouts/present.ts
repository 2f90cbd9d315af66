// Turning the engine's choices and log into Discord messages, generically: the bot never
// interprets a choice, it shows the engine's own labels, so new cards need no bot changes.
import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from "discord.js";
import { pendingSeats, type Choice, type GameState } from "../../engine/index.ts";
import { aiLevelOf } from "../../ai/index.ts";
import { nameIn, type GameRecord, type SeatRecord } from "../../store/index.ts";
import { encodeId } from "../turn/custom-id.ts";
import { cutText, escapeName } from "./text.ts";
import { listIn, translator, type Locale } from "../../i18n/index.ts";

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;
/** The button styles that carry a custom id (not links or purchases). */
export type ActionStyle = ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger;

/** Discord allows 5 action rows of 5 buttons on a message. */
export const MAX_ROWS = 5;
const ROW_BUTTONS = 5;
/** Discord's limit of options in one select menu. */
export const MENU_PAGE = 25;

/** Discord's limits: button labels 80 characters, select-menu labels and descriptions 100. */
export const BUTTON_LABEL_MAX = 80;
export const OPTION_TEXT_MAX = 100;

/** A rating figure (mu - 3 sigma) as players read it: one decimal, never "-0.0". */
export function ratingText(rating: number): string {
  const r = Math.round(rating * 10) / 10;
  return (r === 0 ? 0 : r).toFixed(1);
}

/** Text within max characters, cut at a word boundary (never mid-word, never mid-character) with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = cutText(text, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function style(c: Choice): ActionStyle {
  return c.id === "pass" || c.id === "decline" ? ButtonStyle.Secondary : ButtonStyle.Primary;
}

/** What a choice does, in one line: its note (why it matters now) and its description (what it gives, costs, does). */
function choiceHelp(c: Choice): string {
  return [c.note, c.description].filter((x): x is string => Boolean(x)).join(" · ");
}

/** Separates the steps of a shortcut in a choice id: "place:deforest>forest:0" is both choices, one pick (a menu option of the turn, src/bot/layouts/choices.ts). */
export const THEN = ">";

/**
 * The choices laid out as rows of buttons, at most `rows` rows: choices of one kind (the part
 * of the id before ":", e.g. the action spaces, the Elders, the Buildings) start a row of their
 * own while that fits, and Pass / Decline go last. null when they do not fit as buttons.
 */
function buttonGrid(choices: readonly Choice[], rows: number): Choice[][] | null {
  if (choices.length > rows * ROW_BUTTONS) return null;
  const kind = (c: Choice): string => (c.id === "pass" || c.id === "decline" ? "~last" : c.id.split(":")[0] ?? "");
  const groups: Choice[][] = [];
  for (const c of choices) {
    const g = groups.find((x) => x[0] !== undefined && kind(x[0]) === kind(c));
    if (g) g.push(c); else groups.push([c]);
  }
  groups.sort((a, b) => Number(a[0] !== undefined && kind(a[0]) === "~last") - Number(b[0] !== undefined && kind(b[0]) === "~last"));
  const grouped = groups.flatMap((g) => Array.from({ length: Math.ceil(g.length / ROW_BUTTONS) }, (_, i) => g.slice(i * ROW_BUTTONS, (i + 1) * ROW_BUTTONS)));
  if (grouped.length <= rows) return grouped;
  // Too many kinds for a row each: the same order, packed five to a row.
  const flat = groups.flat();
  return Array.from({ length: Math.ceil(flat.length / ROW_BUTTONS) }, (_, i) => flat.slice(i * ROW_BUTTONS, (i + 1) * ROW_BUTTONS));
}

/**
 * The choices as buttons when they fit in `rows` rows (a tap each), else a select menu with a
 * description under each option (pages of 25, with page buttons). `rows` leaves room for the
 * caller's own row (Undo, Back).
 */
export function choiceRows(gameId: number, version: number, choices: readonly Choice[], page = 0, rows = MAX_ROWS): Row[] {
  if (choices.length === 0) return [];
  const grid = buttonGrid(choices, rows);
  if (grid) {
    return grid.map((row) => ({
      type: ComponentType.ActionRow,
      components: row.map((c) => ({ type: ComponentType.Button, style: style(c), custom_id: encodeId("choice", gameId, version, c.id), label: clip(c.label, BUTTON_LABEL_MAX) })),
    }));
  }
  const pages = Math.ceil(choices.length / MENU_PAGE);
  const p = Math.min(Math.max(0, page), pages - 1);
  const shown = choices.slice(p * MENU_PAGE, (p + 1) * MENU_PAGE);
  const out: Row[] = [{
    type: ComponentType.ActionRow,
    components: [{
      type: ComponentType.StringSelect,
      custom_id: encodeId("menu", gameId, version, String(p)),
      placeholder: pages > 1 ? `Choose… (page ${p + 1} of ${pages})` : "Choose…",
      // What a choice does is shown right under its label; a choice without help has no
      // description (its id means nothing to a player).
      options: shown.map((c) => {
        const help = choiceHelp(c);
        return { label: clip(c.label, OPTION_TEXT_MAX), value: c.id, ...(help ? { description: clip(help, OPTION_TEXT_MAX) } : {}) };
      }),
    }],
  }];
  if (pages > 1) {
    out.push({
      type: ComponentType.ActionRow,
      components: [
        { type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: encodeId("page", gameId, version, String(p - 1)), label: "◀ Previous", disabled: p === 0 },
        { type: ComponentType.Button, style: ButtonStyle.Secondary, custom_id: encodeId("page", gameId, version, String(p + 1)), label: "Next ▶", disabled: p === pages - 1 },
      ],
    });
  }
  return out;
}

/**
 * Buttons have no room for more than a label, so what the choices shown as buttons do goes in
 * the message above them, one line each ("label — help"). A select menu shows each one's help
 * under its option instead, so it needs no lines. `withDescriptions: false` keeps only the
 * notes (the public turn post, whose labels already say what each space gives).
 */
export function choiceNotes(choices: readonly Choice[], rows = MAX_ROWS, withDescriptions = true): string[] {
  if (!buttonGrid(choices, rows)) return [];
  return choices.flatMap((c) => {
    const help = withDescriptions ? choiceHelp(c) : c.note ?? "";
    return help ? [`${c.label} — ${help}`] : [];
  });
}

export function buttons(list: readonly { id: string; label: string; style?: ActionStyle; disabled?: boolean }[]): Row {
  return {
    type: ComponentType.ActionRow,
    components: list.map((b) => ({ type: ComponentType.Button, style: b.style ?? ButtonStyle.Secondary, custom_id: b.id, label: b.label, disabled: b.disabled ?? false })),
  };
}

/**
 * The engine says "Player 3"; players want their names. For message text the names are
 * escaped (escapeName); `plain` keeps them as written, for places Discord shows as plain text
 * (autocomplete choices, labels).
 */
export function withNames(text: string, seats: readonly SeatRecord[], plain = false): string {
  return text.replace(/\bPlayer ([1-5])\b('s\b)?/g, (whole, n: string, possessive: string | undefined) => {
    const seat = seats[Number(n) - 1];
    if (seat === undefined) return whole;
    // "Ingrid (AI) takes 1 gold", but "Ingrid's Elder", not "Ingrid (AI)'s Elder".
    const name = possessive ? `${seat.displayName}'s` : nameIn("en", seat);
    return plain ? name : escapeName(name);
  });
}

/**
 * The engine's prompts address a seat in the third person ("Player 1: choose where Yard goes
 * in your harbor."); a message to that player alone says it to them: "Choose where Yard goes
 * in your harbor." Other seats named in it get their names.
 */
export function yourPrompt(prompt: string, seats: readonly SeatRecord[], plain = false): string {
  const own = prompt.replace(/^Player [1-5]: /, "");
  return withNames(own.charAt(0).toUpperCase() + own.slice(1), seats, plain);
}

/**
 * A seat's name as the table is shown to players, unescaped: an AI seat says so with its level in
 * the reader's language ("Ingrid (AI, hard)", "Ingrid (KI, schwer)"; a level stored by an older
 * version as what it plays as).
 */
export function seatName(seat: Pick<SeatRecord, "displayName" | "aiLevel">, locale: Locale = "en"): string {
  if (seat.aiLevel === null) return seat.displayName;
  const t = translator(locale);
  return t("replies.line.ai", { name: seat.displayName, level: t(`settings.level.${aiLevelOf(seat.aiLevel)}`) });
}

/** A seat's name (with an AI's level) in `locale`, escaped for message text ("Player N" for a seat the game does not know). */
export function nameOf(game: GameRecord, seat: number, locale: Locale = "en"): string {
  const s = game.seats[seat];
  return s === undefined ? `Player ${seat + 1}` : escapeName(seatName(s, locale));
}

/** Who the game waits for now, by name, joined the language's way ("" when nobody). */
export function waitingFor(game: GameRecord, state: GameState, locale: Locale = "en"): string {
  const names = pendingSeats(state).map((p) => nameOf(game, p, locale));
  return locale === "en" ? names.join(" and ") : listIn(locale, names);
}

/** Discord's message limit is 2000 characters; keep the newest lines when a turn was long. */
export function fitLines(lines: readonly string[], max = 1700): string {
  const out: string[] = [];
  let used = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] ?? "";
    if (used + line.length + 1 > max) { out.unshift("…"); break; }
    out.unshift(line);
    used += line.length + 1;
  }
  return out.join("\n");
}

/**
 * One line of /games and /mygames: the game, its thread, its players and whose move it is (with
 * "(away until Sun 29 Nov)" for a player away: `away`, by user id, see ../time/presence.ts), or that it
 * is damaged and set aside. `you`: the reader's user id, whose seat is "you" in whose move it is
 * (/mygames, said to one player).
 */
export function gameLine(game: GameRecord, pending: readonly number[], { away = new Map<string, string>(), damaged = false, you, locale = "en" }: { away?: ReadonlyMap<string, string>; damaged?: boolean; you?: string; locale?: Locale } = {}): string {
  const t = translator(locale);
  const shown = (s: Pick<SeatRecord, "displayName" | "aiLevel">): string => escapeName(seatName(s, locale));
  const where = game.threadId ? `<#${game.threadId}>` : `<#${game.channelId}>`;
  const who = pending.map((p) => {
    const seat = game.seats[p];
    const userId = seat?.userId ?? "";
    const name = you !== undefined && userId === you ? t("replies.line.you") : seat ? shown(seat) : nameOf(game, p);
    const note = away.get(userId);
    return note ? `${name} (${note})` : name;
  }).join(", ");
  const state = game.status === "lobby" ? t("replies.line.lobby", { seated: game.seats.length, players: game.playerCount })
    : damaged ? t("replies.line.damaged") : game.paused ? t("replies.line.paused") : t("replies.line.toMove", { who: who || "—" });
  return `**#${game.id}** ${where} · ${game.seats.map(shown).join(", ")} · ${state}`;
}

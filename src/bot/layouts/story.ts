// What happened after a player's choice, for their private reply: the log lines the choice
// added (what the engine did on their behalf, such as the only Ship they could build and its
// price), and when the round ended in between, the end of the round, the new round, their catch
// and where its fish went, and the C Buildings they drew. Read from the engine's log and
// summaries only; grouped by round so it reads in order on a phone.
import { legalChoices, pendingSeats, summarize, type GameState, type LogEntry, type PlayerSummary } from "../../engine/index.ts";
import type { GameRecord } from "../../store/index.ts";
import { nameOf } from "./present.ts";
import { logLine } from "./said.ts";
import { listIn, translator, type Locale } from "../../i18n/index.ts";
import { goodsWords } from "../../i18n/speak.ts";

/** The engine's log line of a seat's haul in the Fishing phase ("Player 2 catches 5 fish."). */
const CATCH = /^Player ([1-5]) catches (\d+) fish\.$/;
/** The log's "Player 1 places a Worker on Deforest." or "Player 1 passes." repeats the choice the reply confirms. */
const CONFIRMED = /^Player [1-5] (places a Worker on |passes\.$)/;
const RESERVE_FISH_LIMIT = 8;

/** "a, b and c" as the English story has always joined it; another language its own way. */
function list(items: readonly string[], locale: Locale = "en"): string {
  if (locale !== "en") return listIn(locale, items);
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

/**
 * Where the seat's catch went, in the rulebook's five steps (1 fish per Elder, 1 per Share of
 * the company on the Action board and held by others, 1 per own Share, the rest to the Reserve
 * up to 8, anything beyond back to the general supply), read off the summary after the
 * Fishing phase: the Elders and Shares are as they were while fishing. Said in `locale`.
 */
export function catchLine(game: GameRecord, fish: number, me: PlayerSummary, locale: Locale = "en"): string {
  const t = translator(locale);
  const short = t("screen.caughtShort", { count: fish });
  const parts: string[] = [];
  let left = fish;
  const elders = me.elders.length;
  if (elders > 0) {
    if (left < elders) return short;
    const first = me.elders[0];
    parts.push(elders === 1 && first ? t("screen.onElder", { elder: first.name }) : t("screen.onElders", { count: elders }));
    left -= elders;
  }
  const onBoard = Math.min(left, me.shares.ownOnBoard);
  if (onBoard > 0) {
    parts.push(t("screen.onBoard", { count: onBoard }));
    left -= onBoard;
  }
  const held = me.shares.ownHeldBy.reduce((n, h) => n + h.count, 0);
  if (held > 0 && left > 0) {
    if (left < held) return short;
    for (const h of me.shares.ownHeldBy) parts.push(t("screen.toHolder", { count: h.count, name: nameOf(game, h.seat, locale) }));
    left -= held;
  }
  const own = Math.min(left, me.shares.issuedOwnHeld);
  if (own > 0) {
    parts.push(t("screen.onOwn", { count: own }));
    left -= own;
  }
  if (left > 0) {
    const now = me.reserve.fish;
    parts.push(now < RESERVE_FISH_LIMIT ? t("screen.intoReserve", { count: left, now }) : t("screen.reserveFull", { count: left, limit: RESERVE_FISH_LIMIT, now }));
  }
  return t("screen.caught", { count: fish, parts: parts.length > 0 ? list(parts, locale) : t("screen.caughtNone") });
}

/**
 * When the engine chose the Building because it was the only one the player could afford
 * (they are now asked only where it goes), say so with its price.
 */
function onlyBuilding(before: GameState, after: GameState, seat: number, choiceId: string, locale: Locale): string | null {
  if (choiceId.startsWith("building:") || !pendingSeats(after).includes(seat)) return null;
  const next = legalChoices(after, seat);
  if (next.length === 0 || !next.every((c) => c.id.startsWith("space:"))) return null;
  const view = summarize(after, seat);
  const affordable = view.players[seat]?.affordable ?? [];
  const only = affordable[0];
  const prompt = view.prompts.find((p) => p.seat === seat)?.prompt ?? "";
  if (affordable.length !== 1 || !only || !prompt.includes(only.card.name)) return null;
  if (legalChoices(before, seat).every((c) => c.id.startsWith("space:"))) return null;
  const price = locale === "en" ? only.priceText : goodsWords(locale, only.price, only.price.ships);
  return translator(locale)("screen.onlyBuilding", { card: only.card.name, price });
}

/** The C Buildings that came into the seat's hand between the two states, by name. */
function drawn(before: GameState, after: GameState, seat: number): string[] {
  const had = new Set(summarize(before, seat).players[seat]?.hand?.map((c) => c.id) ?? []);
  return (summarize(after, seat).players[seat]?.hand ?? []).filter((c) => !had.has(c.id)).map((c) => c.name);
}

/** One round's new lines: the round's start, round-space instructions, then the Fishing phase. */
function roundLines(game: GameRecord, entries: readonly LogEntry[], seat: number, me: PlayerSummary | undefined, cards: readonly string[], locale: Locale): string[] {
  const out: string[] = [];
  let fishing = false;
  let toldCards = false;
  for (const e of entries) {
    const caught = CATCH.exec(e.text);
    if (caught && !fishing) {
      if (cards.length > 0 && !toldCards) { out.push(drewLine(cards, locale)); toldCards = true; }
      out.push(translator(locale)("screen.storyFishing"));
      fishing = true;
    }
    if (caught && Number(caught[1]) === seat + 1 && me) out.push(catchLine(game, Number(caught[2]), me, locale));
    else if (/^Round \d+ begins/.test(e.text)) out.push(`**${logLine(locale, e, game.seats)}**`);
    else out.push(`• ${logLine(locale, e, game.seats)}`);
    if (e.seat === null && cards.length > 0 && !toldCards && !fishing) { out.push(drewLine(cards, locale)); toldCards = true; }
  }
  if (cards.length > 0 && !toldCards) out.push(drewLine(cards, locale));
  return out;
}

function drewLine(cards: readonly string[], locale: Locale): string {
  return translator(locale)("screen.drew", { count: cards.length, cards: list(cards, locale) });
}

/** The story of one choice, as lines for the player who made it (empty when nothing more happened). */
export function storyLines(game: GameRecord, before: GameState, after: GameState, seat: number, choiceId: string, locale: Locale = "en"): string[] {
  const added = after.log.slice(Math.min(before.log.length, after.log.length));
  const out: string[] = [];
  for (const e of added.filter((x) => x.round === before.round)) {
    if (e.seat === seat && CONFIRMED.test(e.text)) continue;
    out.push(`• ${logLine(locale, e, game.seats)}`);
  }
  const only = onlyBuilding(before, after, seat, choiceId, locale);
  if (only) out.push(only);
  if (after.phase === "over" && before.phase !== "over") {
    out.push(translator(locale)("screen.storyOver", { round: before.round }));
    return out;
  }
  if (after.round > before.round) {
    out.push(translator(locale)("screen.storyRoundEnded", { round: before.round }));
    const me = summarize(after, seat).players[seat];
    const cards = drawn(before, after, seat);
    for (let r = before.round + 1; r <= after.round; r++) {
      out.push(...roundLines(game, added.filter((x) => x.round === r), seat, me, r === after.round ? cards : [], locale));
    }
  }
  return out;
}

// A seat's situation in one line, the words a phone shows first: on the turn post, in the ping
// and in the direct message ("🪵 5/12 wood · 🐟 7 fish · 🪙 0 gold · 2 Workers left"), in the
// post's language (English unless told).
import type { GameSummary } from "../../engine/index.ts";
import { translator, type Locale } from "../../i18n/index.ts";

/** The most wood a personal supply holds: the "/12" after the wood. */
const WOOD_LIMIT = 12;

/** The seat's goods: "🪵 5/12 wood · 🐟 7 fish · 🪙 0 gold". */
export function goodsLine(summary: GameSummary, seat: number, locale: Locale = "en"): string {
  const p = summary.players[seat];
  if (!p) return "";
  return translator(locale)("turn.goods", { wood: p.supply.wood, limit: WOOD_LIMIT, fish: p.supply.fish, gold: p.supply.gold });
}

/** Goods, then the haul and the Workers left in the Work phase: the seat's situation in one line. */
export function situationLine(summary: GameSummary, seat: number, locale: Locale = "en"): string {
  const p = summary.players[seat];
  if (!p) return "";
  const t = translator(locale);
  const situation = t("turn.situation", { goods: goodsLine(summary, seat, locale), haul: p.haulSize });
  return summary.phase === "work" ? t("turn.workersLeft", { situation, count: p.workersLeft }) : situation;
}

/** "game #1 · round 3": where a game is, for a line that must stand alone (a push, a DM). */
export function whereLine(gameId: number, summary: GameSummary, locale: Locale = "en"): string {
  const t = translator(locale);
  return summary.phase === "over" ? t("turn.whereOver", { game: gameId }) : t("turn.where", { game: gameId, round: summary.round });
}

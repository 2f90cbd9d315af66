// A seat's situation in one line, the words a phone shows first: on the turn post, in the ping
// and in the direct message ("🪵 5/12 wood · 🐟 7 fish · 🪙 0 gold · 2 Workers left").
import type { GameSummary } from "../../engine/index.ts";

/** "1 Worker", "2 Workers". */
function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The seat's goods: "🪵 5/12 wood · 🐟 7 fish · 🪙 0 gold". */
export function goodsLine(summary: GameSummary, seat: number): string {
  const p = summary.players[seat];
  if (!p) return "";
  return `🪵 ${p.supply.wood}/12 wood · 🐟 ${p.supply.fish} fish · 🪙 ${p.supply.gold} gold`;
}

/** Goods, then the haul and the Workers left in the Work phase: the seat's situation in one line. */
export function situationLine(summary: GameSummary, seat: number): string {
  const p = summary.players[seat];
  if (!p) return "";
  const workers = summary.phase === "work" ? ` · ${plural(p.workersLeft, "Worker")} left` : "";
  return `${goodsLine(summary, seat)} · haul ${p.haulSize}${workers}`;
}

/** "game #1 · round 3": where a game is, for a line that must stand alone (a push, a DM). */
export function whereLine(gameId: number, summary: GameSummary): string {
  return summary.phase === "over" ? `game #${gameId} · over` : `game #${gameId} · round ${summary.round}`;
}

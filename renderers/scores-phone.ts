// The score sheets for a phone (renderScores' default layout): one panel per player, in the
// sheets' order, with the total at the top right and every item of the wide table under it:
// Ships, each Building with its VP and the Buildings' total, Shares, gold, free spaces,
// unissued Shares and each scoring rule a Building brings. Winners (or, during the game, the
// leaders) are starred and highlighted.
import type { GameSummary, ScoreSheet } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, measure, measuringContext, playerName } from "./draw.ts";
import { type Block, type Item, INNER, S, band, columns, paintBlocks, pair, paragraph, playerPanel, roundLine } from "./phone.ts";
import { COLOR, font, playerStyle } from "./theme.ts";

function signed(n: number): string { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0"; }

/** "Winner with 29 VP: Ann" (or a shared victory; "Leading with" before the end). */
function winnersLine(sheets: readonly ScoreSheet[], over: boolean, o: RenderOptions): string {
  const winners = sheets.filter((x) => x.winner);
  if (!winners.length) return "";
  const best = winners[0]?.total ?? 0;
  const names = winners.map((x) => playerName(x.seat, o)).join(", ");
  if (!over) return `${winners.length > 1 ? "Leading together" : "Leading"} with ${best} VP: ${names}`;
  return winners.length > 1 ? `Shared victory at ${best} VP: ${names}` : `Winner with ${best} VP: ${names}`;
}

/** The fixed items of a sheet, label and value. */
function items(x: ScoreSheet): [string, string][] {
  return [
    ["Ships", signed(x.ships)],
    ["Shares owned (+1 each)", signed(x.shares)],
    ["Gold (+1 each)", signed(x.gold)],
    ["Free Building spaces (−1 each)", signed(-x.freeSpaces)],
    ["Unissued Shares (−1 each)", signed(-x.unissuedShares)],
  ];
}

function sheetPanel(m: Ctx, x: ScoreSheet, o: RenderOptions): Block {
  const fixedPairs = items(x);
  // Two columns when every label fits beside its value, else one.
  const colW = (INNER - 40) / 2;
  const fitsTwo = fixedPairs.every(([l, v]) => measure(m, font(S.body), l) + measure(m, font(S.body, true), v) + 24 <= colW);
  const body: Item[] = [columns(fixedPairs.map(([l, v]) => (w: number) => pair(l, v, w)), fitsTwo ? 2 : 1, INNER, 40, 2)];
  if (x.buildings.length) {
    body.push(pair(`Buildings (${x.buildings.length})`, signed(x.buildingsTotal), INNER, true));
    // Under their total, a little in, in the same two columns as the items above.
    body.push(columns(x.buildings.map((b) => (w: number) => indented(pair(b.name, signed(b.vp), w - 20, false, S.min), 20)), 2, INNER, 40, 0));
  } else body.push(pair("Buildings: none", "0", INNER, true));
  for (const a of x.adjustments) body.push(pair(`${a.name}: ${a.text}`, signed(a.vp), INNER));
  return playerPanel(m, x.seat, o, body, {
    right: `${x.total} VP`, sub: playerStyle(x.seat).colorName, star: x.winner,
    ...(x.winner ? { fill: "#fff6d5", edge: COLOR.winner } : {}), gap: 6,
  });
}

/** An item drawn `dx` in from the panel's edge (the Buildings' list under their total). */
function indented(it: Item, dx: number): Item {
  return { h: it.h, draw: (ctx, x, y) => it.draw(ctx, x + dx, y) };
}

function scoresBlocks(sheets: readonly ScoreSheet[], s: GameSummary, o: RenderOptions): Block[] {
  const m = measuringContext();
  const over = s.phase === "over";
  const win = winnersLine(sheets, over, o);
  const lines = [...(over ? [] : [{ s: roundLine(s) }]), ...(win ? [{ s: win, px: over ? S.label : S.body, bold: over, color: over ? COLOR.highlight : "#ffffff" }] : [])];
  const blocks = [band(m, over ? "Nusfjord · Final scores" : "Nusfjord · Score so far", lines), ...sheets.map((x) => sheetPanel(m, x, o))];
  if (!sheets.length) blocks.push(playerless(m));
  return blocks;
}

function playerless(m: Ctx): Block {
  const p = paragraph(m, "No scores.", INNER, { color: COLOR.muted });
  return { h: p.h + 32, draw: (ctx, y) => p.draw(ctx, 38, y + 16) };
}

export function renderScoresPhone(sheets: readonly ScoreSheet[], s: GameSummary, o: RenderOptions = {}): Promise<Buffer> {
  return paintBlocks(scoresBlocks(sheets, s, o));
}

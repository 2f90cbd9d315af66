// Every player's position in one image (/harbor without a player). Compact by default
// (./table-compact.ts: a column per player, readable where Discord shows it); `layout:
// "detail"` the tall phone image: a panel per player with their shape and name, first player, score so far; wood out of 12, fish, gold, haul
// size and workers left; the Reserve; Ships; Buildings by name; Elders with their fish;
// Forests, free spaces, hand and Shares. Those who must act now are highlighted.
import type { GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { type Ctx, type ImageOptions, type RenderOptions, goodCount, measure, measuringContext, text, workerMarks } from "./draw.ts";
import { handText, supplyRows } from "./harbor-phone.ts";
import { type Block, type Item, INNER, LINE, S, band, fixed, labelled, paintBlocks, paragraph, playerPanel, roundLine, toPlayLines, waitingSeats } from "./phone.ts";
import { renderTableCompact } from "./table-compact.ts";
import { COLOR, font, playerStyle } from "./theme.ts";

function plural(n: number, one: string, many = `${one}s`): string { return `${n} ${n === 1 ? one : many}`; }

/** Workers left (their shapes) and, at the right, the Reserve's goods (and a Ship waiting there), as on the harbor's A1. */
function workersAndReserve(m: Ctx, p: PlayerSummary): Item {
  const ww = measure(m, font(S.body, true), "Workers");
  const goods = (["wood", "fish", "gold"] as const).map((g) => ({ g, w: S.body * 1.6 + measure(m, font(S.body, true), String(p.reserve[g])) }));
  const ships = p.reserveShips.length ? ` + ${p.reserveShips.join(", ")}` : "";
  const reserveW = measure(m, font(S.body, true), "Reserve ") + goods.reduce((n, x) => n + x.w + 22, 0) + (ships ? measure(m, font(S.body), ships) : 0);
  return fixed(LINE + 6, (ctx, x, y) => {
    const base = y + S.body + 4;
    text(ctx, "Workers", x, base, { px: S.body, bold: true });
    const wx = x + ww + 26;
    workerMarks(ctx, p.seat, p.workersLeft, wx, base - S.body * 0.36, 36, 13);
    text(ctx, `${p.workersLeft} of 3 left`, wx + 3 * 36 - 4, base, { px: S.min, color: COLOR.muted });
    let gx = x + INNER - reserveW;
    gx += text(ctx, "Reserve ", gx, base, { px: S.body, bold: true });
    for (const { g } of goods) gx += goodCount(ctx, g, p.reserve[g], gx, base, S.body) + 22;
    if (ships) text(ctx, ships, gx - 22, base, { px: S.body });
  });
}

function playerBlock(m: Ctx, s: GameSummary, p: PlayerSummary, o: RenderOptions, acting: boolean): Block {
  const buildings = p.buildings.map((b) => b.name);
  const sh = p.shares;
  const facts = [
    plural(p.forests, "Forest"),
    `${plural(p.freeSpaces, "free space")}`,
    `${plural(p.handSize, "C Building")} in hand${p.hand && p.handSize ? ` (${handText(p)})` : ""}`,
    `Shares: ${sh.issuedOwnHeld} own issued, ${sh.unissued} unissued, ${sh.foreignHeld.length} held from others`,
  ].join(" · ");
  const items: Item[] = [
    supplyRows(m, p, INNER)[0] ?? workersAndReserve(m, p),
    workersAndReserve(m, p),
    labelled(m, "Ships:", p.ships.length ? p.ships.join(", ") : "none yet", INNER, p.ships.length ? COLOR.ink : COLOR.muted),
    labelled(m, `Buildings (${buildings.length}):`, buildings.length ? buildings.join(", ") : "none yet", INNER, buildings.length ? COLOR.ink : COLOR.muted),
    labelled(m, "Elders:", p.elders.length ? p.elders.map((e) => `${e.name} (${e.fish} fish${e.gold ? `, ${e.gold} gold` : ""})`).join(", ") : "none yet", INNER, p.elders.length ? COLOR.ink : COLOR.muted),
    paragraph(m, facts, INNER, { px: S.min, color: COLOR.muted }),
  ];
  return playerPanel(m, p.seat, o, items, {
    chip: p.seat === s.firstPlayer ? "1st" : undefined,
    sub: playerStyle(p.seat).colorName,
    right: `${p.score} VP`,
    gap: 6,
    ...(acting ? { fill: "#fffbea", edge: "#b08a1e" } : {}),
  });
}

function tableBlocks(s: GameSummary, o: RenderOptions): Block[] {
  const m = measuringContext();
  const seats = waitingSeats(s);
  return [
    band(m, "Nusfjord · Every player", [{ s: roundLine(s) }, ...toPlayLines(s, o)]),
    ...s.players.map((p) => playerBlock(m, s, p, o, seats.includes(p.seat))),
  ];
}

/**
 * Every player's position in one image: compact (./table-compact.ts) unless `layout: "detail"`,
 * the tall phone image (the phone frame of ./phone.ts). The compact table is already as wide as
 * a desktop shows an image, so `"wide"` draws it too.
 */
export function renderTable(s: GameSummary, o: ImageOptions = {}): Promise<Buffer> {
  return o.layout === "detail" ? paintBlocks(tableBlocks(s, o)) : renderTableCompact(s, o);
}

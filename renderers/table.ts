// Every player's position in one image (/harbor without a player). Compact by default
// (./table-compact.ts: a column per player, readable where Discord shows it); `layout:
// "detail"` the tall phone image: a panel per player with their shape and name, first player, score so far; wood out of 12, fish, gold, haul
// size and workers left; the Reserve; Ships; Buildings by name; Elders with their fish;
// Forests, free spaces, hand and Shares. Those who must act now are highlighted.
import type { GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { type Ctx, type ImageOptions, type RenderOptions, colourName, goodCount, measure, measuringContext, shipWord, text, wordsOf, workerMarks } from "./draw.ts";
import { handText, supplyRows } from "./harbor-phone.ts";
import { type Block, type Item, INNER, LINE, S, band, fixed, labelled, paintBlocks, paragraph, playerPanel, roundLine, toPlayLines, waitingSeats } from "./phone.ts";
import { renderTableCompact } from "./table-compact.ts";
import { COLOR, font } from "./theme.ts";

/** Workers left (their shapes) and, at the right, the Reserve's goods (and a Ship waiting there), as on the harbor's A1. */
function workersAndReserve(m: Ctx, p: PlayerSummary, o: RenderOptions): Item {
  const t = wordsOf(o);
  const workers = t("image.harbor.workers");
  const reserve = t("image.layouts.reserve");
  const ww = measure(m, font(S.body, true), workers);
  const goods = (["wood", "fish", "gold"] as const).map((g) => ({ g, w: S.body * 1.6 + measure(m, font(S.body, true), String(p.reserve[g])) }));
  const ships = p.reserveShips.length ? ` + ${p.reserveShips.map((x) => shipWord(x, o)).join(t("engine.word.sep"))}` : "";
  const reserveW = measure(m, font(S.body, true), reserve) + goods.reduce((n, x) => n + x.w + 22, 0) + (ships ? measure(m, font(S.body), ships) : 0);
  return fixed(LINE + 6, (ctx, x, y) => {
    const base = y + S.body + 4;
    text(ctx, workers, x, base, { px: S.body, bold: true });
    const wx = x + ww + 26;
    workerMarks(ctx, p.seat, p.workersLeft, wx, base - S.body * 0.36, 36, 13);
    text(ctx, t("image.layouts.ofThreeLeft", { n: p.workersLeft }), wx + 3 * 36 - 4, base, { px: S.min, color: COLOR.muted });
    let gx = x + INNER - reserveW;
    gx += text(ctx, reserve, gx, base, { px: S.body, bold: true });
    for (const { g } of goods) gx += goodCount(ctx, g, p.reserve[g], gx, base, S.body) + 22;
    if (ships) text(ctx, ships, gx - 22, base, { px: S.body });
  });
}

function playerBlock(m: Ctx, s: GameSummary, p: PlayerSummary, o: RenderOptions, acting: boolean): Block {
  const t = wordsOf(o);
  const sep = t("engine.word.sep");
  const buildings = p.buildings.map((b) => b.name);
  const sh = p.shares;
  const facts = [
    t("engine.word.forests", { count: p.forests }),
    t("image.alt.freeSpaces", { count: p.freeSpaces }),
    p.hand && p.handSize ? t("image.layouts.inHandList", { count: p.handSize, list: handText(p, o) }) : t("image.layouts.inHand", { count: p.handSize }),
    t("image.layouts.sharesFacts", { own: sh.issuedOwnHeld, unissued: sh.unissued, held: sh.foreignHeld.length }),
  ].join(" · ");
  const noneYet = t("image.layouts.noneYet");
  const elder = (e: PlayerSummary["elders"][number]): string => t("image.reply.elder", { name: e.name, goods: [t("engine.word.fish", { count: e.fish }), ...(e.gold ? [t("engine.word.gold", { count: e.gold })] : [])].join(sep) });
  const items: Item[] = [
    supplyRows(m, p, INNER, o)[0] ?? workersAndReserve(m, p, o),
    workersAndReserve(m, p, o),
    labelled(m, t("image.layouts.shipsLabel"), p.ships.length ? p.ships.map((x) => shipWord(x, o)).join(sep) : noneYet, INNER, p.ships.length ? COLOR.ink : COLOR.muted),
    labelled(m, t("image.layouts.buildingsLabel", { n: buildings.length }), buildings.length ? buildings.join(sep) : noneYet, INNER, buildings.length ? COLOR.ink : COLOR.muted),
    labelled(m, t("image.layouts.eldersLabel"), p.elders.length ? p.elders.map(elder).join(sep) : noneYet, INNER, p.elders.length ? COLOR.ink : COLOR.muted),
    paragraph(m, facts, INNER, { px: S.min, color: COLOR.muted }),
  ];
  return playerPanel(m, p.seat, o, items, {
    chip: p.seat === s.firstPlayer ? t("image.detail.first") : undefined,
    sub: colourName(p.seat, o),
    right: t("image.vp", { vp: p.score }),
    gap: 6,
    ...(acting ? { fill: "#fffbea", edge: "#b08a1e" } : {}),
  });
}

function tableBlocks(s: GameSummary, o: RenderOptions): Block[] {
  const m = measuringContext();
  const seats = waitingSeats(s);
  return [
    band(m, wordsOf(o)("image.layouts.everyPlayer"), [{ s: roundLine(s, o) }, ...toPlayLines(s, o)]),
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

// One player's harbor for a phone (renderHarbor's default layout): everything the wide
// harbor shows, stacked: whose it is, round and score; supply, haul size and workers; the 3x4
// harbor with its space labels, the Reserve, Buildings (number, name, VP, category) and Forest
// stacks; the Fishing track with catboat and ships; the Elder Council; shares; hand.
import type { GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, around, colourName, goodCount, markerShape, measure, measuringContext, ownerName, playerName, roundRect, ship, shipWord, spaceName, text, vpTextIn, wordsOf, workerMarks, wrap, seatSummary } from "./draw.ts";
import { TRACK_NUMBERS, trackShips, trackSpaces } from "./harbor-panels.ts";
import { type HarborGridOptions, harborGrid } from "./harbor-grid.ts";
import { type Block, type Item, INNER, LINE, S, SMALL_LINE, band, fixed, labelled, nameThen, paintBlocks, panelBlock, paragraph, roundLine } from "./phone.ts";
import { COLOR, categoryStyle, font } from "./theme.ts";

/** "Haul 8 fish", the goods in supply (wood out of 12) and the workers left, on two rows, in the image's language. */
export function supplyRows(m: Ctx, p: PlayerSummary, width: number, o: RenderOptions = {}): Item[] {
  const t = wordsOf(o);
  const goods = fixed(S.heading + 22, (ctx, x, y) => {
    const base = y + S.heading + 6;
    let gx = x;
    gx += goodCount(ctx, "wood", `${p.supply.wood}/12`, gx, base, S.heading) + 34;
    gx += goodCount(ctx, "fish", p.supply.fish, gx, base, S.heading) + 34;
    goodCount(ctx, "gold", p.supply.gold, gx, base, S.heading);
    text(ctx, t("image.layouts.haulFish", { n: p.haulSize }), x + width, base, { px: S.heading, bold: true, align: "right", color: COLOR.seaDeep });
  });
  const label = t("image.layouts.workersLeft");
  const labelW = measure(m, font(S.body, true), label);
  const workers = fixed(LINE + 8, (ctx, x, y) => {
    const base = y + S.body + 6;
    text(ctx, label, x, base, { px: S.body, bold: true });
    const wx = x + labelW + 30;
    workerMarks(ctx, p.seat, p.workersLeft, wx, base - S.body * 0.36, 38, 14);
    text(ctx, t("image.layouts.ofThree", { n: p.workersLeft }), wx + 3 * 38, base, { px: S.body, color: COLOR.muted });
  });
  return [goods, workers];
}

/** A harbor cell of the phone harbor: the Reserve's goods (and Ships waiting there), a Building with number and VP, a free space (−1 VP, or wood lying there). */
function phoneCell(m: Ctx, p: PlayerSummary, o: RenderOptions): HarborGridOptions["cell"] {
  const t = wordsOf(o);
  const px = S.min;
  const lh = SMALL_LINE;
  return (cell, r, c, cw) => {
    if (cell.kind === "reserve") {
      const title = wrap(m, p.reserveShips.length ? t("image.layouts.reserveShips", { ships: p.reserveShips.map((x) => shipWord(x, o)).join(t("engine.word.sep")) }) : t("image.harbor.reserve"), cw - 20, px, true);
      return {
        need: 16 + title.length * lh + lh + 10,
        draw(ctx, x, y, w, h) {
          roundRect(ctx, x, y, w, h, 8, COLOR.reserve, "#b08a1e", 2);
          title.forEach((l, i) => text(ctx, l, x + 10, y + 8 + px + i * lh, { px, bold: true }));
          (["wood", "fish", "gold"] as const).forEach((g, i) => goodCount(ctx, g, p.reserve[g], x + 8 + (i * (w - 12)) / 3, y + h - 12, px));
        },
      };
    } else if (cell.kind === "building") {
      const bc = p.buildings.find((b) => b.id === cell.id)?.card;
      const cat = categoryStyle(bc?.category ?? "");
      const name = wrap(m, cell.name, cw - 26, px, true);
      const detail = wrap(m, `${cat.letter} · ${cell.id} · ${bc ? (bc.vp === null ? vpTextIn(bc.vpText, o) : t("image.vp", { vp: bc.vp })) : ""}`, cw - 26, px);
      return {
        need: 14 + (name.length + detail.length) * lh,
        draw(ctx, x, y, w, h) {
          roundRect(ctx, x, y, w, h, 8, "#fffdf7", cat.color, 2.5);
          ctx.fillStyle = cat.color; ctx.fillRect(x + 2, y + 2, 9, h - 4);
          let ly = y + 6 + px;
          name.forEach((l) => { text(ctx, l, x + 18, ly, { px, bold: true }); ly += lh; });
          detail.forEach((l) => { text(ctx, l, x + 18, ly, { px, color: COLOR.muted }); ly += lh; });
        },
      };
    } else {
      const name = spaceName(r, c);
      const wood = cell.kind === "free" && cell.wood ? cell.wood : 0;
      return {
        need: 70,
        draw(ctx, x, y, w, h) {
          roundRect(ctx, x, y, w, h, 8, COLOR.free, COLOR.panelEdge);
          // A free space scores -1 at the end; wood lying there (Collection Point) until collected.
          text(ctx, t("image.layouts.freeAt", { at: name }), x + w / 2, y + h / 2 - 4, { px, color: COLOR.muted, align: "center" });
          if (wood) text(ctx, t("image.layouts.woodHere", { n: wood }), x + w / 2, y + h / 2 + lh - 4, { px, bold: true, align: "center" });
          else text(ctx, t("image.vp", { vp: "−1" }), x + w / 2, y + h / 2 + lh - 4, { px, color: COLOR.muted, align: "center" });
        },
      };
    }
  };
}

/** The 3x4 harbor with the A-C / 1-4 labels: the Reserve's goods, Buildings with number and VP, free spaces, Forests across their double space. */
function phoneHarborGrid(m: Ctx, p: PlayerSummary, o: RenderOptions): Item {
  return harborGrid(m, p, { lh: SMALL_LINE, minRow: 70, cell: phoneCell(m, p, o), render: o });
}

/** The Fishing track: catboat, the ships in order, the 14 numbered spaces, the haul (first free space) highlighted. */
function track(p: PlayerSummary, o: RenderOptions): Item {
  const cells = TRACK_NUMBERS.length + 1;
  const cw = INNER / cells;
  const ch = 96;
  return fixed(ch, (ctx, x, top) => {
    roundRect(ctx, x, top, INNER, ch, 6, COLOR.sea);
    const free = p.trackCovered;
    trackSpaces(ctx, x, top, cw, ch, free, 9, S.heading, S.label);
    ship(ctx, "catboat", x + 3, top + 20, cw - 6, ch - 40);
    trackShips(ctx, p.ships, x, top, cw, ch, { fill: "rgba(255,255,255,0.7)", dy: 4, h: ch - 36, px: S.min }, o);
    // A Building lying on the track (the Stilt House) covers its last four spaces.
    const stilts = p.buildings.find((b) => b.id === "B228");
    if (stilts) {
      const sx = x + (cells - 4) * cw;
      roundRect(ctx, sx + 2, top + 2, 4 * cw - 4, ch - 4, 6, "#d7b98e", "#6d4c2f", 2);
      text(ctx, stilts.name, sx + 2 * cw, top + ch / 2 + 9, { px: S.body, bold: true, align: "center" });
    }
  });
}

/** The Elder Council: each Elder with the fish (and gold) on him and whether a Worker stands on him; then the empty seats. */
function council(m: Ctx, p: PlayerSummary, o: RenderOptions): Item[] {
  const t = wordsOf(o);
  const rows: Item[] = p.elders.map((e) => fixed(LINE + 14, (ctx, x, y) => {
    const base = y + S.body + 8;
    roundRect(ctx, x - 6, y, INNER + 12, LINE + 14, 8, "#f3ead8", "#a48a5c", 1.5);
    const nw = text(ctx, e.name, x + 8, base, { px: S.body, bold: true });
    let gx = x + Math.max(260, nw + 40);
    gx += goodCount(ctx, "fish", t("engine.word.fish", { count: e.fish }), gx, base, S.body) + 30;
    // Gold lying on him until he is next used (Sailor's Home).
    if (e.gold) goodCount(ctx, "gold", t("engine.word.gold", { count: e.gold }), gx, base, S.body);
    if (e.worker) {
      markerShape(ctx, p.seat, x + INNER - 150, base - S.body * 0.36, 13);
      text(ctx, t("image.layouts.workerOnHim"), x + INNER - 4, base, { px: S.min, color: COLOR.muted, align: "right" });
    }
  }));
  const empty = 5 - p.elders.length;
  if (empty > 0) rows.push(paragraph(m, p.elders.length ? t("image.layouts.emptySeats", { count: empty }) : t("image.layouts.noElders"), INNER, { px: S.min, color: COLOR.muted }));
  return rows;
}

/** Shares: own issued and unissued, those held from others, own shares on the board and held by others. */
function shares(m: Ctx, p: PlayerSummary, o: RenderOptions): Item[] {
  const t = wordsOf(o);
  const sh = p.shares;
  // A label, then each seat's shape and count ("×2"), wrapping onto more lines when many.
  const seatsLine = (label: string, seats: readonly { seat: number; count: number }[]): Item => {
    const lw = measure(m, font(S.body), label) + 16;
    const chipW = (n: number): number => 34 + measure(m, font(S.body, true), `×${n}`) + 18;
    const at: { seat: number; count: number; x: number; row: number }[] = [];
    let cx = lw;
    let row = 0;
    for (const x of seats) {
      if (cx + chipW(x.count) > INNER && cx > lw) { row++; cx = lw; }
      at.push({ ...x, x: cx, row });
      cx += chipW(x.count);
    }
    return fixed((row + 1) * LINE, (ctx, x, y) => {
      text(ctx, label, x, y + S.body, { px: S.body });
      if (!seats.length) text(ctx, t("image.layouts.none"), x + lw, y + S.body, { px: S.body, color: COLOR.muted });
      for (const c of at) {
        markerShape(ctx, c.seat, x + c.x + 14, y + c.row * LINE + S.body * 0.64, 13);
        text(ctx, `×${c.count}`, x + c.x + 34, y + c.row * LINE + S.body, { px: S.body, bold: true });
      }
    });
  };
  const held = new Map<number, number>();
  for (const seat of sh.foreignHeld) held.set(seat, (held.get(seat) ?? 0) + 1);
  return [
    paragraph(m, t("image.layouts.sharesLine", { own: sh.issuedOwnHeld, unissued: sh.unissued }), INNER, { bold: true }),
    seatsLine(t("image.layouts.heldFromOthers"), [...held.entries()].map(([seat, count]) => ({ seat, count }))),
    seatsLine(t("image.layouts.yoursOnBoard", { n: sh.ownOnBoard }), sh.ownHeldBy),
  ];
}

/** C Buildings in hand (their names when this summary may show them), in the image's language. */
export function handText(p: PlayerSummary, o: RenderOptions = {}): string {
  const t = wordsOf(o);
  if (!p.handSize) return t("image.layouts.none");
  return p.hand ? p.hand.map((c) => c.name).join(t("engine.word.sep")) : t("image.layouts.hiddenCount", { n: p.handSize });
}

function harborBlocks(s: GameSummary, seat: number, o: RenderOptions): Block[] {
  const m = measuringContext();
  const p = seatSummary(s, seat);
  const t = wordsOf(o);
  const sep = t("engine.word.sep");
  const first = p.seat === s.firstPlayer ? ` · ${t("image.layouts.firstPlayer")}` : "";
  const off = p.buildings.filter((b) => b.row === null).map((b) => b.name);
  const gridItems: Item[] = [phoneHarborGrid(m, p, o)];
  if (off.length) gridItems.push(labelled(m, t("image.layouts.besideLabel"), off.join(sep), INNER));
  const { before, after } = around((name) => t("image.harbor.title", { name }));
  return [
    band(m, (room) => nameThen(m, ownerName(playerName(p.seat, o)), after, room, S.title, before), [
      { s: roundLine(s, o) },
      { s: `${colourName(p.seat, o)}${first}`, px: S.body, bold: false, color: "#dce8ef" },
    ], p.seat),
    panelBlock(m, t("image.layouts.supply"), [...supplyRows(m, p, INNER, o), labelled(m, t("image.layouts.handLabel"), handText(p, o), INNER)], { right: t("image.harbor.vpSoFar", { vp: p.score }) }),
    panelBlock(m, t("image.layouts.harbor"), gridItems, { right: `${t("engine.word.buildings", { count: p.buildings.length })} · ${t("engine.word.forests", { count: p.forests })}`, rightColor: COLOR.muted }),
    panelBlock(m, t("image.layouts.track"), [track(p, o), paragraph(m, p.ships.length ? t("image.layouts.ships", { list: p.ships.map((x) => shipWord(x, o)).join(sep) }) : t("image.layouts.noShips"), INNER, { px: S.min, color: COLOR.muted })], { right: t("image.layouts.haulSize", { n: p.haulSize }), rightColor: COLOR.seaDeep }),
    panelBlock(m, t("image.layouts.council"), council(m, p, o), { gap: 8 }),
    panelBlock(m, t("image.layouts.shares"), shares(m, p, o), { gap: 6 }),
  ];
}

export function renderHarborPhone(s: GameSummary, seat: number, o: RenderOptions = {}): Promise<Buffer> {
  return paintBlocks(harborBlocks(s, seat, o));
}


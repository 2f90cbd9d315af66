// The central board for a phone (renderBoard's default layout): PHONE_WIDTH wide, as tall as
// its content, every piece of the wide board stacked in panels: round, phase and who is to
// play; every player's score, workers and first player; the action spaces with their
// occupants; the Banquet Table; newly issued shares; the ship supply; the Elder stacks; the
// A, B and face-up C Buildings with number, cost and VP; the category legend.
import type { CardView, GameSummary, ShipType, SpaceId } from "../src/engine/index.ts";
import { SHIP_INFO } from "./board-panels.ts";
import { type Ctx, type RenderOptions, ellipsize, emptySlot, goodIcon, localeOf, markerShape, measure, measuringContext, playerName, roundRect, ship, text, vpTextIn, wordsOf, wrap } from "./draw.ts";
import { categoryName, printedCost } from "../src/i18n/printed.ts";
import {
  type Block, type Item, INNER, LINE, S, SMALL_LINE, band, cardItem, columns, fixed, paintBlocks, panelBlock, paragraph, roundLine, seatMarker, toPlayLines, vpOf, waitingSeats,
} from "./phone.ts";
import { CATEGORIES, COLOR, font } from "./theme.ts";

/** The title band: round and phase, then each seat that must act with what it is asked. */
function header(m: Ctx, s: GameSummary, o: RenderOptions): Block {
  return band(m, wordsOf(o)("image.detail.board"), [{ s: roundLine(s, o) }, ...toPlayLines(s, o)]);
}

/** Every player: marker, name, first player, workers left and score so far; those to act highlighted. */
function players(m: Ctx, s: GameSummary, o: RenderOptions): Block {
  const t = wordsOf(o);
  const vp = (n: number): string => t("image.vp", { vp: n });
  const waiting = waitingSeats(s);
  const rowH = 50;
  const vpW = Math.max(...s.players.map((p) => measure(m, font(S.label, true), vp(p.score))));
  const workersW = measure(m, font(S.min), t("image.detail.workersLeft", { count: 3 }));
  const firstW = 64;
  const nameRoom = INNER - 16 - 44 - firstW - workersW - vpW - 40;
  const rows: Item[] = s.players.map((p) => {
    const name = ellipsize(m, playerName(p.seat, o), nameRoom, S.body, true);
    const active = waiting.includes(p.seat);
    return fixed(rowH, (ctx, x, y) => {
      if (active) roundRect(ctx, x - 8, y, INNER + 16, rowH, 8, COLOR.highlight, "#b08a1e", 2);
      const base = y + rowH / 2 + S.body * 0.36;
      markerShape(ctx, p.seat, x + 20, y + rowH / 2, 15);
      const nw = text(ctx, name, x + 48, base, { px: S.body, bold: true });
      if (p.seat === s.firstPlayer) {
        roundRect(ctx, x + 58 + nw, y + rowH / 2 - 16, 52, 32, 6, "#1f3b4d");
        text(ctx, t("image.detail.first"), x + 84 + nw, base - 1, { px: S.min, bold: true, color: "#ffffff", align: "center" });
      }
      text(ctx, t("image.detail.workersLeft", { count: p.workersLeft }), x + INNER - vpW - 24, base, { px: S.min, color: COLOR.muted, align: "right" });
      text(ctx, vp(p.score), x + INNER - 4, base, { px: S.label, bold: true, align: "right" });
    });
  });
  return panelBlock(m, t("image.detail.players"), rows, { gap: 4 });
}

/** The action spaces: name, what it gives, FULL, and a slot per worker (the occupant's marker). */
function actionSpaces(m: Ctx, s: GameSummary, o: RenderOptions): Block {
  const t = wordsOf(o);
  const en = localeOf(o) === "en";
  const spaceName = (id: SpaceId): string => t(`engine.space.${id}`);
  const imitationName = (label: string): string => (en ? label : t("image.imitation"));
  const r = 21; // a worker's seat number inside is drawn at S.min
  const slotStep = 2 * r + 8;
  const nameW = Math.max(...[...s.actionSpaces.map((sp) => spaceName(sp.id)), ...s.imitation.map((im) => imitationName(im.label))].map((n) => measure(m, font(S.body, true), n))) + 20;
  const full = t("image.detail.full");
  const fullW = measure(m, font(S.min, true), full) + 14;
  const row = (name: string, hint: string, isFull: boolean, tint: string | null, slots: (number | null)[]): Item => {
    const hintW = INNER - 16 - nameW - slots.length * slotStep - (isFull ? fullW : 0) - 6;
    const lines = wrap(m, hint, hintW, S.min);
    const h = Math.max(2 * r + 8, lines.length * SMALL_LINE + 16);
    return fixed(h, (ctx, x, y) => {
      if (tint) roundRect(ctx, x - 8, y, INNER + 16, h, 8, tint);
      const mid = y + h / 2;
      text(ctx, name, x + 4, mid + S.body * 0.36, { px: S.body, bold: true });
      const ly = mid - ((lines.length - 1) * SMALL_LINE) / 2 + S.min * 0.36;
      lines.forEach((l, i) => text(ctx, l, x + nameW, ly + i * SMALL_LINE, { px: S.min, color: COLOR.muted }));
      slots.forEach((occ, i) => {
        const cx = x + INNER - 4 - r - (slots.length - 1 - i) * slotStep;
        if (occ === null) emptySlot(ctx, cx, mid, r); else seatMarker(ctx, occ, cx, mid, r);
      });
      if (isFull) text(ctx, full, x + INNER - 4 - slots.length * slotStep - 4, mid + S.min * 0.36, { px: S.min, bold: true, color: COLOR.full, align: "right" });
    });
  };
  const rows: Item[] = s.actionSpaces.map((sp) => row(
    spaceName(sp.id), t(`image.detail.hint.${sp.id}`), sp.full, sp.full ? COLOR.fullBg : null,
    Array.from({ length: sp.capacity }, (_, i) => sp.occupants[i] ?? null),
  ));
  for (const im of s.imitation) {
    const what = im.copies ? t("image.detail.copies", { space: spaceName(im.copies) }) : t("image.detail.copiesFull");
    rows.push(row(imitationName(im.label), what, false, im.occupant === null ? "#eef1f3" : COLOR.fullBg, [im.occupant]));
  }
  return panelBlock(m, t("image.detail.actionSpaces"), rows, { gap: 4 });
}

/** Banquet Table: plates 1-7, each with its fish. */
function banquet(m: Ctx, s: GameSummary, o: RenderOptions): Block {
  const t = wordsOf(o);
  const n = Math.max(1, s.plates.length);
  const step = INNER / n;
  const r = Math.min(38, step / 2 - 6);
  const row = fixed(2 * r + 8, (ctx, x, y) => {
    for (const p of s.plates) {
      const cx = x + step * (p.plate - 0.5);
      const cy = y + r + 4;
      ctx.beginPath(); ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fillStyle = p.fish ? "#d6ecfa" : "#ffffff"; ctx.fill(); ctx.strokeStyle = COLOR.muted; ctx.lineWidth = 2.5; ctx.stroke();
      if (p.fish) {
        text(ctx, String(p.plate), cx, cy - 4, { px: S.min, bold: true, align: "center" });
        goodIcon(ctx, "fish", cx - (p.fish > 1 ? 12 : 0), cy + 16, r * 0.8);
        if (p.fish > 1) text(ctx, `${p.fish}`, cx + 18, cy + 26, { px: S.min, bold: true });
      } else text(ctx, String(p.plate), cx, cy + S.label * 0.36, { px: S.label, bold: true, align: "center", color: COLOR.muted });
    }
  });
  const fish = s.plates.filter((p) => p.fish > 0).length;
  return panelBlock(m, t("image.detail.banquet"), [row], { right: fish ? t("image.detail.plates", { count: fish }) : t("image.detail.noFish"), rightColor: COLOR.muted });
}

/** Shares waiting on the board's "newly issued shares" space, grouped by issuer, and their price. */
function newShares(m: Ctx, s: GameSummary, o: RenderOptions): Block {
  const t = wordsOf(o);
  const issuers = [...new Set(s.newShares)].sort((a, b) => a - b);
  const items: Item[] = issuers.length
    ? [columns(issuers.map((seat) => (w: number) => {
      const n = s.newShares.filter((x) => x === seat).length;
      const name = ellipsize(m, playerName(seat, o), w - 44 - measure(m, font(S.body, true), ` ×${n}`), S.body, false);
      return fixed(LINE + 6, (ctx, x, y) => {
        markerShape(ctx, seat, x + 16, y + LINE / 2 + 4, 14);
        const nw = text(ctx, name, x + 40, y + S.body + 4, { px: S.body });
        text(ctx, ` ×${n}`, x + 40 + nw, y + S.body + 4, { px: S.body, bold: true });
      });
    }), 2, INNER)]
    : [paragraph(m, t("image.detail.none"), INNER, { color: COLOR.muted })];
  return panelBlock(m, t("image.detail.newShares"), items, { right: issuers.length ? t("image.detail.allFor", { price: s.buySharesPrice }) : undefined, rightColor: COLOR.seaDeep });
}

/** Ship supply: each kind with how many are left, its cost and VP. */
function ships(m:Ctx, s: GameSummary, o: RenderOptions): Block {
  const t = wordsOf(o);
  const label = (type: ShipType): string => `${t(`image.detail.ship.${type}`)} ×${s.shipSupply[type]}`;
  const nameW = Math.max(...SHIP_INFO.map((i) => measure(m, font(S.body, true), label(i.type)))) + 24;
  const rows = SHIP_INFO.map((info) => fixed(50, (ctx, x, y) => {
    ship(ctx, info.type, x, y + 2, 72, 46);
    text(ctx, label(info.type), x + 90, y + 34, { px: S.body, bold: true });
    text(ctx, t(`image.detail.shipCost.${info.type}`), x + 90 + nameW, y + 34, { px: S.min, color: COLOR.muted });
    text(ctx, t("image.vp", { vp: info.vp }), x + INNER - 4, y + 34, { px: S.body, bold: true, align: "right" });
  }));
  return panelBlock(m, t("image.detail.ships"), rows, { gap: 6 });
}

/** The six Elder stacks: the top Elder and how many are in the stack. */
function elderStacks(m: Ctx, s: GameSummary, o: RenderOptions): Block {
  const t = wordsOf(o);
  const cells = s.elderStacks.map((st) => (w: number): Item => {
    const name = st.top ? st.top.name : st.size ? t("image.board.faceDown") : t("image.detail.empty");
    const more = st.size > 1 ? t("image.detail.inStack", { count: st.size }) : st.size === 1 ? t("image.detail.lastOne") : t("image.detail.noElders");
    const lines = wrap(m, name, w - 20, S.body, true);
    const h = 14 + lines.length * LINE + SMALL_LINE + 8;
    return fixed(h, (ctx, x, y) => {
      roundRect(ctx, x, y, w, h, 8, st.size ? "#f3ead8" : "#eef1f3", st.size ? "#a48a5c" : COLOR.panelEdge, 1.5);
      lines.forEach((l, i) => text(ctx, l, x + w / 2, y + 10 + S.body + i * LINE, { px: S.body, bold: true, align: "center", color: st.top ? COLOR.ink : COLOR.muted }));
      text(ctx, more, x + w / 2, y + h - 14, { px: S.min, align: "center", color: COLOR.muted });
    });
  });
  return panelBlock(m, t("image.detail.elders"), [columns(cells, 3, INNER, 12, 12)]);
}

/** A display's Buildings in two columns, then how many slots are empty. */
function display(m: Ctx, o: RenderOptions, title: string, cards: readonly (CardView | null)[], note?: string): Block {
  const t = wordsOf(o);
  const locale = localeOf(o);
  const present = cards.filter((c): c is CardView => c !== null);
  const empty = cards.length - present.length;
  const items: Item[] = [];
  if (present.length) items.push(columns(present.map((c) => (w: number) => cardItem(m, c, `${c.id} · ${printedCost(locale, c.costText)} · ${vpTextIn(vpOf(c), o)}`, w)), 2, INNER, 24, 12));
  if (note) items.push(paragraph(m, note, INNER, { color: COLOR.muted }));
  if (empty) items.push(paragraph(m, present.length ? t("image.detail.emptySlots", { count: empty }) : t("image.detail.allEmpty"), INNER, { px: S.min, color: COLOR.muted }));
  return panelBlock(m, title, items, { gap: 12 });
}

/** The category colours and letters. */
function legend(m: Ctx, o: RenderOptions): Block {
  const locale = localeOf(o);
  const cells = Object.entries(CATEGORIES).map(([name, st]) => (w: number) => fixed(40, (ctx, x, y) => {
    roundRect(ctx, x, y + 2, 34, 34, 6, st.color);
    text(ctx, st.letter, x + 17, y + 19 + S.min * 0.36, { px: S.min, bold: true, color: "#ffffff", align: "center" });
    text(ctx, ellipsize(ctx, categoryName(locale, name), w - 46, S.min), x + 44, y + 19 + S.min * 0.36, { px: S.min });
  }));
  return panelBlock(m, wordsOf(o)("image.detail.categories"), [columns(cells, 2, INNER, 24, 8)]);
}

function boardBlocks(s: GameSummary, o: RenderOptions): Block[] {
  const m = measuringContext();
  const t = wordsOf(o);
  const inHands = s.players.reduce((n, p) => n + p.handSize, 0);
  const cNote = s.displays.C.length ? undefined
    : s.round < 6 && s.phase !== "over" ? t("image.detail.cNotYet") : t("image.detail.cNone");
  return [
    header(m, s, o),
    players(m, s, o),
    actionSpaces(m, s, o),
    banquet(m, s, o),
    newShares(m, s, o),
    ships(m, s, o),
    elderStacks(m, s, o),
    display(m, o, t("image.detail.displayA", { count: s.piles.A }), s.displays.A),
    display(m, o, t("image.detail.displayB", { count: s.piles.B }), s.displays.B),
    display(m, o, t("image.detail.displayC", { count: inHands }), s.displays.C, cNote),
    legend(m, o),
  ];
}

export function renderBoardPhone(s: GameSummary, o: RenderOptions = {}): Promise<Buffer> {
  return paintBlocks(boardBlocks(s, o));
}


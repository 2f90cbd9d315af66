// The pieces of the central board: header, action spaces, Banquet Table, shares, ships, Elders, displays.
import type { CardView, GameSummary, ShipType, SpaceId } from "../src/engine/index.ts";
import { type Ctx, type RenderOptions, card, emptySlot, goodIcon, localeOf, marker, panel, playerName, promptIn, roundRect, ship, text, wordsOf, wrap, wrapToFit } from "./draw.ts";
import { categoryName } from "../src/i18n/printed.ts";
import { CATEGORIES, COLOR, SIZE } from "./theme.ts";
import { waitingSeats } from "./phone.ts";

const SPACE_HINT: Readonly<Record<SpaceId, string>> = {
  gold: "take 1 gold",
  "transfer-reserve": "to supply",
  "serve-fish": "plates for gold",
  "build-building": "pay its cost",
  "issue-share": "+2 gold",
  "buy-shares": "1 gold per Share",
  deforest: "5 wood",
  "thin-out": "1 wood per Forest",
  reforest: "2 Forests",
  "build-ship": "3 kinds",
  "take-elder": "from a stack",
};

export const SPACE_NAMES: Readonly<Record<SpaceId, string>> = {
  gold: "+1 Gold", "transfer-reserve": "Transfer Reserve", "serve-fish": "Serve Fish", "build-building": "Build a Building",
  "issue-share": "Issue a Share", "buy-shares": "Buy All Shares", deforest: "Deforest", "thin-out": "Thin Out",
  reforest: "Reforest", "build-ship": "Build a Ship", "take-elder": "Take an Elder",
};

/** Title bar: round and phase, whose turn it is, and every player's score so far. */
export function drawHeader(ctx: Ctx, s: GameSummary, w: number, o: RenderOptions, title = "Nusfjord"): number {
  const h = 92;
  const t = wordsOf(o);
  ctx.fillStyle = "#1f3b4d"; ctx.fillRect(0, 0, w, h);
  const round = s.phase === "over" ? t("image.scores.final") : t("image.round", { round: s.round, phase: t(`image.phase.${s.phase}`) });
  text(ctx, title, 16, 34, { px: SIZE.title, bold: true, color: "#ffffff" });
  text(ctx, round, 16, 70, { px: SIZE.heading, bold: true, color: "#ffe082", maxWidth: 380 });
  // Whose turn.
  const seats = waitingSeats(s);
  let x = 420;
  if (seats.length) {
    text(ctx, t("image.detail.toPlay"), x, 34, { px: SIZE.label, bold: true, color: "#ffffff" });
    let dx = x + 84;
    for (const seat of seats.slice(0, 3)) {
      marker(ctx, seat, dx + 13, 28, 13);
      dx += 32 + text(ctx, playerName(seat, o), dx + 32, 34, { px: SIZE.label, bold: true, color: "#ffffff", maxWidth: 170 }) + 12;
    }
    const asked = s.prompts.find((p) => p.seat === seats[0]);
    const prompt = asked ? promptIn(asked, o) : "";
    text(ctx, prompt, x, 70, { px: SIZE.body, color: "#dce8ef", maxWidth: w - x - 16 - s.players.length * 150 });
  } else {
    text(ctx, s.phase === "over" ? t("image.detail.over") : t("image.detail.nobody"), x, 34, { px: SIZE.label, bold: true, color: "#ffffff" });
  }
  // Score chips, right-aligned.
  const chipW = 142;
  x = w - 12 - s.players.length * (chipW + 8) + 8;
  for (const p of s.players) {
    const active = seats.includes(p.seat);
    roundRect(ctx, x, 10, chipW, 72, 8, active ? "#ffe082" : "#f4f7f9", active ? "#ffffff" : "#8aa2b1", active ? 3 : 1);
    marker(ctx, p.seat, x + 20, 30, 12);
    const first = p.seat === s.firstPlayer;
    text(ctx, playerName(p.seat, o), x + 38, 36, { px: SIZE.small, bold: true, maxWidth: chipW - (first ? 80 : 44) });
    if (first) {
      roundRect(ctx, x + chipW - 40, 18, 32, 22, 5, "#1f3b4d");
      text(ctx, t("image.detail.first"), x + chipW - 24, 34, { px: SIZE.min, bold: true, color: "#ffffff", align: "center" });
    }
    // The chip's score in the shortest words the language has ("7点"): the Workers' dots are beside it.
    text(ctx, t("image.detail.chipVp", { vp: p.score }), x + 10, 70, { px: SIZE.label, bold: true });
    for (let i = 0; i < 3; i++) {
      const wx = x + chipW - 16 - (2 - i) * 20;
      ctx.beginPath(); ctx.arc(wx, 63, 7, 0, Math.PI * 2);
      if (i < p.workersLeft) { ctx.fillStyle = COLOR.ink; ctx.fill(); } else { ctx.strokeStyle = COLOR.muted; ctx.lineWidth = 1.5; ctx.stroke(); }
    }
    x += chipW + 8;
  }
  return h;
}

/** Action spaces with their workers; full spaces are marked. */
export function drawActionSpaces(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  const t = wordsOf(o);
  const en = localeOf(o) === "en";
  panel(ctx, x, y, w, h, t("image.detail.actionSpaces"));
  const rows = s.actionSpaces.length + s.imitation.length;
  const rowH = Math.min(56, (h - 44) / rows);
  const r = Math.min(15, rowH / 2 - 5);
  let ry = y + 38;
  const slotsX = x + w - 16 - r;
  const hintX = x + 180;
  for (const sp of s.actionSpaces) {
    if (sp.full) roundRect(ctx, x + 6, ry + 1, w - 12, rowH - 2, 6, COLOR.fullBg);
    // A long name (German's "Rücklagen flüssig machen") takes two lines rather than being squeezed.
    const name = wrapToFit(ctx, en ? SPACE_NAMES[sp.id] ?? sp.label : t(`engine.space.${sp.id}`), 160, 2, SIZE.body, true);
    const nameH = name.px + 2;
    const ny = ry + rowH / 2 + 6 - ((name.lines.length - 1) * nameH) / 2;
    name.lines.forEach((l, i) => text(ctx, l, x + 14, ny + i * nameH, { px: name.px, bold: true, maxWidth: 160 }));
    // The hint takes the room left of this row's own slots (and its FULL mark), on two lines if need be.
    let end = slotsX - (sp.capacity - 1) * (2 * r + 8) - r - 10;
    if (sp.full) end -= 10 + text(ctx, t("image.detail.full"), end, ry + rowH / 2 + 6, { px: SIZE.small, bold: true, color: COLOR.full, align: "right" });
    const hint = wrapToFit(ctx, en ? SPACE_HINT[sp.id] : t(`image.detail.hint.${sp.id}`), end - hintX, 2, SIZE.min);
    const lineH = hint.px + 3;
    const hy = ry + rowH / 2 + 5 - ((hint.lines.length - 1) * lineH) / 2;
    hint.lines.forEach((l, i) => text(ctx, l, hintX, hy + i * lineH, { px: hint.px, color: COLOR.muted, maxWidth: end - hintX }));
    for (let i = 0; i < sp.capacity; i++) {
      const cx = slotsX - i * (2 * r + 8);
      const occ = sp.occupants[sp.capacity - 1 - i];
      if (occ === undefined) emptySlot(ctx, cx, ry + rowH / 2, r); else marker(ctx, occ, cx, ry + rowH / 2, r);
    }
    ry += rowH;
  }
  for (const im of s.imitation) {
    roundRect(ctx, x + 6, ry + 1, w - 12, rowH - 2, 6, im.occupant === null ? "#eef1f3" : COLOR.fullBg);
    text(ctx, en ? im.label : t("image.imitation"), x + 14, ry + rowH / 2 + 6, { px: SIZE.body, bold: true, maxWidth: 160 });
    const what = im.copies ? t("image.detail.copies", { space: en ? SPACE_NAMES[im.copies] : t(`engine.space.${im.copies}`) }) : t("image.detail.copiesFull");
    text(ctx, what, hintX, ry + rowH / 2 + 5, { px: SIZE.min, color: COLOR.muted, maxWidth: slotsX - r - 10 - hintX });
    if (im.occupant === null) emptySlot(ctx, slotsX, ry + rowH / 2, r); else marker(ctx, im.occupant, slotsX, ry + rowH / 2, r);
    ry += rowH;
  }
}

/** Banquet Table: plates 1..7 with their fish. */
export function drawBanquet(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  panel(ctx, x, y, w, h, wordsOf(o)("image.detail.banquet"));
  const n = s.plates.length;
  const step = (w - 24) / n;
  const r = Math.min(22, step / 2 - 3);
  const cy = y + 36 + (h - 40) / 2;
  for (const p of s.plates) {
    const cx = x + 12 + step * (p.plate - 0.5);
    ctx.beginPath(); ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = p.fish ? "#d6ecfa" : "#ffffff"; ctx.fill(); ctx.strokeStyle = COLOR.muted; ctx.lineWidth = 2; ctx.stroke();
    if (p.fish) goodIcon(ctx, "fish", cx, cy + 5, r * 1.05);
    text(ctx, String(p.plate), cx, p.fish ? cy - 5 : cy + 6, { px: p.fish ? SIZE.min : SIZE.label, bold: true, align: "center", color: p.fish ? COLOR.ink : COLOR.muted });
  }
}

/** Shares waiting on the Action board's "newly issued shares" space. */
export function drawNewShares(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  const t = wordsOf(o);
  // "Buy All Shares": 1 gold per Share less the round's discount on the total (the engine's price).
  const price = s.newShares.length ? ` · ${t("image.detail.allFor", { price: s.buySharesPrice })}` : "";
  panel(ctx, x, y, w, h, `${t("image.detail.newShares")}${price}`);
  const cy = y + 36 + (h - 40) / 2;
  if (!s.newShares.length) { text(ctx, t("image.detail.none"), x + 14, cy + 6, { px: SIZE.body, color: COLOR.muted }); return; }
  // Grouped by issuer so five players' shares still fit: marker, then how many.
  let cx = x + 26;
  for (const seat of [...new Set(s.newShares)].sort((a, b) => a - b)) {
    const n = s.newShares.filter((o) => o === seat).length;
    marker(ctx, seat, cx, cy, 13);
    cx += 22 + text(ctx, `×${n}`, cx + 18, cy + 6, { px: SIZE.body, bold: true }) + 14;
  }
}

export const SHIP_INFO: readonly { type: ShipType; name: string; cost: string; vp: number }[] = [
  { type: "sloop", name: "Sloop", cost: "2 wood, 2 fish", vp: 1 },
  { type: "cutter", name: "Cutter", cost: "6 wood, 1 gold", vp: 2 },
  { type: "schooner", name: "Schooner", cost: "8 wood + 8 fish or 4 gold", vp: 4 },
];

export function drawShipSupply(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  const t = wordsOf(o);
  panel(ctx, x, y, w, h, t("image.detail.ships"));
  const rowH = (h - 40) / 3;
  SHIP_INFO.forEach((info, i) => {
    const ry = y + 36 + i * rowH;
    ship(ctx, info.type, x + 12, ry + 4, 54, rowH - 8);
    text(ctx, `${t(`image.detail.ship.${info.type}`)} ×${s.shipSupply[info.type]}`, x + 76, ry + rowH / 2 - 2, { px: SIZE.body, bold: true, maxWidth: 130 });
    text(ctx, t("image.vp", { vp: info.vp }), x + w - 12, ry + rowH / 2 - 2, { px: SIZE.body, bold: true, align: "right" });
    text(ctx, t(`image.detail.shipCost.${info.type}`), x + 76, ry + rowH / 2 + 17, { px: SIZE.min, color: COLOR.muted, maxWidth: w - 88 });
  });
}

/** The six Elder stacks: top Elder's name and how many are left. */
export function drawElderStacks(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  const t = wordsOf(o);
  panel(ctx, x, y, w, h, t("image.detail.elders"));
  const cols = w < 340 ? 2 : 3;
  const rowsN = Math.ceil(s.elderStacks.length / cols);
  const cw = (w - 24 - (cols - 1) * 8) / cols;
  const ch = (h - 44 - (rowsN - 1) * 8) / rowsN;
  s.elderStacks.forEach((st, i) => {
    const cx = x + 12 + (i % cols) * (cw + 8);
    const cy = y + 38 + Math.floor(i / cols) * (ch + 8);
    roundRect(ctx, cx, cy, cw, ch, 6, st.size ? "#f3ead8" : "#eef1f3", COLOR.panelEdge);
    const name = st.top ? st.top.name : st.size ? t("image.board.faceDown") : t("image.detail.empty");
    const more = st.size > 1 ? t("image.detail.inStack", { count: st.size }) : st.size === 1 ? t("image.detail.lastOne") : "";
    if (ch < 62) {
      // Short cells (turn image): name and count on two tight lines.
      text(ctx, name, cx + cw / 2, cy + 20, { px: SIZE.small, bold: true, align: "center", maxWidth: cw - 8, color: st.top ? COLOR.ink : COLOR.muted });
      text(ctx, more, cx + cw / 2, cy + ch - 7, { px: SIZE.min, color: COLOR.muted, align: "center", maxWidth: cw - 8 });
      return;
    }
    const { lines, px } = wrapToFit(ctx, name, cw - 10, 2, SIZE.small, true);
    lines.forEach((l, k) => text(ctx, l, cx + cw / 2, cy + 22 + k * 19, { px, bold: true, align: "center", maxWidth: cw - 8, color: st.top ? COLOR.ink : COLOR.muted }));
    text(ctx, more, cx + cw / 2, cy + ch - 8, { px: SIZE.min, color: COLOR.muted, align: "center", maxWidth: cw - 8 });
  });
}

/** The category colours and letters. */
export function drawLegend(ctx: Ctx, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  panel(ctx, x, y, w, h, wordsOf(o)("image.detail.categories"));
  const entries = Object.entries(CATEGORIES);
  const cols = 2;
  const cw = (w - 24) / cols;
  const catRows = Math.ceil(entries.length / cols);
  const rowH = (h - 40) / catRows;
  entries.forEach(([name, st], i) => {
    const ex = x + 12 + (i % cols) * cw;
    const ey = y + 36 + Math.floor(i / cols) * rowH;
    roundRect(ctx, ex, ey + 2, 20, rowH - 6, 4, st.color);
    text(ctx, st.letter, ex + 10, ey + rowH / 2 + 4, { px: SIZE.min, bold: true, color: "#ffffff", align: "center" });
    text(ctx, categoryName(localeOf(o), name), ex + 26, ey + rowH / 2 + 4, { px: SIZE.min, maxWidth: cw - 30 });
  });
}

/** A and B displays and the face-up C Buildings, each card with number, name, cost and VP. */
export function drawDisplays(ctx: Ctx, s: GameSummary, x: number, y: number, w: number, h: number, o: RenderOptions = {}): void {
  const t = wordsOf(o);
  const gap = 6;
  const cardH = 66;
  const grid = (cards: readonly (CardView | null)[], top: number, cols: number): void => {
    const cw = (w - 24 - (cols - 1) * gap) / cols;
    cards.forEach((c, i) => {
      const cx = x + 12 + (i % cols) * (cw + gap);
      const cy = top + Math.floor(i / cols) * (cardH + gap);
      if (c) card(ctx, c, cx, cy, cw, cardH, o);
      else { roundRect(ctx, cx, cy, cw, cardH, 6, "#f2f4f5", COLOR.panelEdge); text(ctx, t("image.detail.empty"), cx + cw / 2, cy + cardH / 2 + 6, { px: SIZE.min, color: COLOR.muted, align: "center" }); }
    });
  };
  const aRows = Math.ceil(s.displays.A.length / 3);
  const aH = 40 + aRows * (cardH + gap);
  panel(ctx, x, y, w, aH, t("image.detail.displayA", { count: s.piles.A }));
  grid(s.displays.A, y + 36, 3);
  const bRows = Math.ceil(s.displays.B.length / 3);
  const bY = y + aH + 10;
  const bH = 40 + bRows * (cardH + gap);
  panel(ctx, x, bY, w, bH, t("image.detail.displayB", { count: s.piles.B }));
  grid(s.displays.B, bY + 36, 3);
  const cY = bY + bH + 10;
  const cH = h - (cY - y);
  const inHands = s.players.reduce((n, p) => n + p.handSize, 0);
  panel(ctx, x, cY, w, cH, t("image.detail.displayC", { count: inHands }));
  if (!s.displays.C.length) {
    const note = s.round < 6 && s.phase !== "over" ? t("image.detail.cNotYet") : t("image.detail.cNone");
    const lines = wrap(ctx, note, w - 28, SIZE.body);
    lines.forEach((l, i) => text(ctx, l, x + 14, cY + 62 + i * 24, { px: SIZE.body, color: COLOR.muted }));
    return;
  }
  const rowsFit = Math.max(1, Math.floor((cH - 40) / (cardH + gap)));
  const cols = Math.min(4, Math.max(3, Math.ceil(s.displays.C.length / rowsFit)));
  const fit = rowsFit * cols;
  grid(s.displays.C.slice(0, fit), cY + 36, cols);
  if (s.displays.C.length > fit) text(ctx, t("image.detail.more", { count: s.displays.C.length - fit }), x + w - 14, cY + 26, { px: SIZE.body, bold: true, align: "right" });
}

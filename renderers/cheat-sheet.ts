// The cheat sheet for a phone (renderCheatSheet): PHONE_WIDTH wide, as tall as its content,
// for one player count and no game: the goal, a round's three phases, every action space
// with what it gives and the Workers it holds (the Imitation tile with 4-5 players), the
// Ships' costs, the Round spaces 3-6, scoring and the limits worth knowing. The words are
// ./cheat-sheet-text.ts's (the alt text reads the same); the frame is ./phone.ts's.
import type { PlayerCount } from "../src/engine/index.ts";
import { say, type Locale } from "../src/i18n/index.ts";
import { type CheatSheetText, type SheetShip, type SheetSpace, cheatSheetText } from "./cheat-sheet-text.ts";
import { type Ctx, emptySlot, goodIcon, measure, measuringContext, roundRect, ship, text, wrap } from "./draw.ts";
import { type Block, type Item, INNER, S, band, fixed, paintBlocks, panelBlock, paragraph } from "./phone.ts";
import { COLOR, font } from "./theme.ts";

export interface CheatSheetOptions {
  /** The round a game is in: its Round space (3-6) is highlighted on the schedule, "(this round)". */
  round?: number;
  /** The language of the words (English unless told). */
  locale?: Locale;
}

const DARK = "#1f3b4d";
const PLUS = "#2e7d32";
const MINUS = "#b3261e";
/** Line height of the sheet's body text. */
const BODY_LINE = Math.round(S.body * 1.32);

/** Lines of body text wrapped to a width, and their height. */
function lines(m: Ctx, s: string, width: number, px: number = S.body): { rows: string[]; h: number } {
  const rows = wrap(m, s, width, px);
  return { rows, h: rows.length * Math.round(px * 1.32) };
}

function drawLines(ctx: Ctx, rows: readonly string[], x: number, y: number, opts: { px?: number; bold?: boolean; color?: string } = {}): void {
  const px = opts.px ?? S.body;
  const lh = Math.round(px * 1.32);
  rows.forEach((r, i) => text(ctx, r, x, y + px + i * lh, { px, bold: opts.bold ?? false, color: opts.color ?? COLOR.ink }));
}

/** A thin rule between rows of a panel. */
function rule(ctx: Ctx, x: number, y: number): void {
  ctx.fillStyle = "#dde5eb";
  ctx.fillRect(x, y, INNER, 2);
}

/** A round phase: its number in a dark disc, its name (and "automatic"), what happens. */
function phaseItem(m: Ctx, n: number, name: string, automatic: boolean, body: string, locale: Locale): Item {
  const tx = 58;
  const t = lines(m, body, INNER - tx);
  const h = S.label + 14 + t.h;
  return fixed(h, (ctx, x, y) => {
    ctx.beginPath(); ctx.arc(x + 22, y + 20, 21, 0, Math.PI * 2); ctx.fillStyle = DARK; ctx.fill();
    text(ctx, String(n), x + 22, y + 20 + S.label * 0.36, { px: S.label, bold: true, color: "#ffffff", align: "center" });
    const nw = text(ctx, name, x + tx, y + S.label + 2, { px: S.label, bold: true });
    if (automatic) {
      const tag = say(locale, "rules.sheet.picture.automatic");
      const w = measure(m, font(S.min, true), tag) + 18;
      roundRect(ctx, x + tx + nw + 14, y + 2, w, S.min + 12, 6, "#e3edf3", COLOR.panelEdge, 1.5);
      text(ctx, tag, x + tx + nw + 14 + w / 2, y + S.min + 6, { px: S.min, bold: true, color: COLOR.muted, align: "center" });
    }
    drawLines(ctx, t.rows, x + tx, y + S.label + 12);
  });
}

/** The cost of a Ship with the goods' pictures: "[wood] 2 [fish] 2", "or [gold] 4". */
function costParts(sh: SheetShip): { good: "wood" | "fish" | "gold"; n: number; or?: boolean }[] {
  const parts: { good: "wood" | "fish" | "gold"; n: number; or?: boolean }[] = [];
  for (const g of ["wood", "fish", "gold"] as const) if (sh.cost[g] > 0) parts.push({ good: g, n: sh.cost[g] });
  if (sh.orGold !== null) parts.push({ good: "gold", n: sh.orGold, or: true });
  return parts;
}

const SHIP_ROW = 46;
/** The dashed circle of a Worker a space holds, and the step between two. */
const SLOT_R = 12;
const SLOT_STEP = 32;

/** One Ship: its picture, name, cost in goods and VP. */
function shipRow(sh: SheetShip, width: number, nameW: number, locale: Locale): Item {
  return fixed(SHIP_ROW, (ctx, x, y) => {
    ship(ctx, sh.type, x, y + 2, 56, 40);
    const base = y + 30;
    text(ctx, sh.name, x + 66, base, { px: S.body, bold: true });
    let cx = x + 66 + nameW;
    for (const p of costParts(sh)) {
      if (p.or) cx += text(ctx, say(locale, "rules.sheet.picture.or"), cx, base, { px: S.min, color: COLOR.muted }) + 8;
      goodIcon(ctx, p.good, cx + 16, base - S.body * 0.36, 28);
      cx += 40 + text(ctx, String(p.n), cx + 40, base, { px: S.body, bold: true }) + 16;
    }
    text(ctx, say(locale, "card.amount.vp", { n: sh.vp, count: sh.vp }), x + width, base, { px: S.body, bold: true, align: "right" });
  });
}

/**
 * An action space: its name, what it gives (the Ships under Build a Ship's text) and, at the
 * right as on the board, a dashed circle per Worker it holds a round.
 */
function spaceItem(m: Ctx, sp: SheetSpace, nameW: number, slotsW: number, ships: readonly SheetShip[] | null, locale: Locale): Item {
  const name = wrap(m, sp.name, nameW - 16, S.body, true);
  const tw = INNER - nameW - slotsW;
  const t = lines(m, sp.text, tw);
  const shipNameW = ships ? Math.max(...ships.map((sh) => measure(m, font(S.body, true), sh.name))) + 16 : 0;
  const shipsH = ships ? ships.length * (SHIP_ROW + 4) + 4 : 0;
  const h = Math.max(name.length * BODY_LINE, t.h + shipsH) + 12;
  return fixed(h, (ctx, x, y) => {
    drawLines(ctx, name, x, y + 6, { bold: true });
    drawLines(ctx, t.rows, x + nameW, y + 6);
    const cy = y + 6 + S.body * 0.64;
    for (let i = 0; i < sp.workers; i++) emptySlot(ctx, x + INNER - SLOT_R - 2 - (sp.workers - 1 - i) * SLOT_STEP, cy, SLOT_R);
    // The Ships may use the width of the circles' column too: they sit below the first line.
    if (ships) ships.forEach((sh, i) => shipRow(sh, INNER - nameW, shipNameW, locale).draw(ctx, x + nameW, y + 6 + t.h + 6 + i * (SHIP_ROW + 4)));
  });
}

/** The width of the Workers' circles column for spaces holding up to `most` Workers. */
function slotsWidth(most: number): number {
  return most * SLOT_STEP + 14;
}

/** A list of rows with a thin rule between them. */
function ruled(rows: readonly Item[]): Item[] {
  return rows.map((r, i) => (i === 0 ? r : fixed(r.h + 8, (ctx, x, y) => { rule(ctx, x, y); r.draw(ctx, x, y + 8); })));
}

/** "○ = a Worker it holds each round": the key to the dashed circles. */
function workerKey(m: Ctx, key: string): Item {
  const t = lines(m, key, INNER - 36, S.min);
  return fixed(t.h + 6, (ctx, x, y) => {
    emptySlot(ctx, x + 13, y + S.min * 0.7, 12);
    drawLines(ctx, t.rows, x + 36, y, { px: S.min, color: COLOR.muted });
  });
}

/** The names' column: as wide as the widest name, but never more than a third of the panel (a longer name wraps). */
function nameColumn(m: Ctx, names: readonly string[]): number {
  return Math.min(Math.max(...names.map((n) => measure(m, font(S.body, true), n))) + 24, Math.round(INNER / 3));
}

function actionSpaces(m: Ctx, sheet: CheatSheetText): Block {
  const names = [...sheet.spaces, ...sheet.imitation].map((sp) => sp.name);
  const nameW = nameColumn(m, names);
  const slotsW = slotsWidth(Math.max(...sheet.spaces.map((sp) => sp.workers)));
  const rows = sheet.spaces.map((sp) => spaceItem(m, sp, nameW, slotsW, sp.id === "build-ship" ? sheet.ships : null, sheet.locale));
  return panelBlock(m, sheet.headings.spaces, [workerKey(m, sheet.workersKey), ...ruled(rows)], { gap: 8 });
}

function imitation(m: Ctx, sheet: CheatSheetText): Block {
  const names = sheet.imitation.map((sp) => sp.name);
  const nameW = nameColumn(m, names);
  const rows = sheet.imitation.map((sp) => spaceItem(m, sp, nameW, slotsWidth(1), null, sheet.locale));
  const intro = paragraph(m, sheet.imitationIntro, INNER, { color: COLOR.muted, px: S.min });
  return panelBlock(m, sheet.headings.imitation, [intro, ...ruled(rows)], { gap: 8 });
}

/** The Round spaces 3-6: a chip with the round, what it brings (the game's round marked "now"). */
function schedule(m: Ctx, sheet: CheatSheetText, round: number | undefined): Block {
  const chip = (n: number): string => say(sheet.locale, "rules.sheet.picture.round", { n });
  const chipW = Math.max(...sheet.schedule.map((r) => measure(m, font(S.body, true), chip(r.round)))) + 24;
  const tx = chipW + 18;
  const rows = sheet.schedule.map((r) => {
    const now = r.round === round;
    const t = lines(m, now ? say(sheet.locale, "rules.sheet.picture.thisRound", { text: r.text }) : r.text, INNER - tx);
    const h = Math.max(t.h, S.body + 16) + 10;
    return fixed(h, (ctx, x, y) => {
      if (now) roundRect(ctx, x - 10, y - 2, INNER + 20, h + 4, 8, COLOR.highlight, "#b08a1e", 2);
      roundRect(ctx, x, y + 2, chipW, S.body + 14, 8, r.nothing ? "#8a99a5" : DARK);
      text(ctx, chip(r.round), x + chipW / 2, y + 2 + S.body + 2, { px: S.body, bold: true, color: "#ffffff", align: "center" });
      drawLines(ctx, t.rows, x + tx, y + 4, { color: r.nothing ? COLOR.muted : COLOR.ink });
    });
  });
  return panelBlock(m, sheet.headings.schedule, rows, { gap: 8 });
}

/** Scoring: a green + or red − chip, the item (gold with its coin), then the note. */
function scoring(m: Ctx, sheet: CheatSheetText): Block {
  const chip = 40;
  const rows: Item[] = sheet.scoring.map((sc) => {
    const tx = chip + 16 + (sc.good ? 36 : 0);
    const t = lines(m, sc.text, INNER - tx);
    const h = Math.max(t.h, chip) + 4;
    return fixed(h, (ctx, x, y) => {
      roundRect(ctx, x, y, chip, chip, 8, sc.sign === "+" ? PLUS : MINUS);
      text(ctx, sc.sign, x + chip / 2, y + chip / 2 + S.label * 0.36, { px: S.label, bold: true, color: "#ffffff", align: "center" });
      if (sc.good) goodIcon(ctx, sc.good, x + chip + 32, y + chip / 2, 30);
      drawLines(ctx, t.rows, x + tx, y + (chip - BODY_LINE) / 2 + 2);
    });
  });
  rows.push(paragraph(m, sheet.scoringNote, INNER, { bold: true }));
  return panelBlock(m, sheet.headings.scoring, rows, { gap: 10 });
}

/** The limits worth knowing, each after its good's picture (or a dot). */
function limits(m: Ctx, sheet: CheatSheetText): Block {
  const tx = 44;
  const rows = sheet.limits.map((l) => {
    const t = lines(m, l.text, INNER - tx);
    return fixed(t.h + 2, (ctx, x, y) => {
      const cy = y + BODY_LINE / 2 + 2;
      if (l.good) goodIcon(ctx, l.good, x + 16, cy, 30);
      else { ctx.beginPath(); ctx.arc(x + 16, cy, 6, 0, Math.PI * 2); ctx.fillStyle = COLOR.muted; ctx.fill(); }
      drawLines(ctx, t.rows, x + tx, y);
    });
  });
  return panelBlock(m, sheet.headings.limits, rows, { gap: 10 });
}

function cheatSheetBlocks(players: PlayerCount, o: CheatSheetOptions): Block[] {
  const m = measuringContext();
  const sheet = cheatSheetText(players, o.locale);
  const phases = sheet.phases.map((p, i) => phaseItem(m, i + 1, p.name, p.automatic, p.text, sheet.locale));
  return [
    band(m, sheet.title, [{ s: sheet.goal }], undefined, say(sheet.locale, "rules.sheet.players", { n: players })),
    panelBlock(m, sheet.headings.phases, phases, { gap: 16 }),
    actionSpaces(m, sheet),
    ...(sheet.imitation.length ? [imitation(m, sheet)] : []),
    schedule(m, sheet, o.round),
    scoring(m, sheet),
    limits(m, sheet),
  ];
}

/** The cheat sheet for a game of `players` players, as a PNG for a phone, in `o.locale`'s words. */
export function renderCheatSheet(players: PlayerCount, o: CheatSheetOptions = {}): Promise<Buffer> {
  return paintBlocks(cheatSheetBlocks(players, o));
}

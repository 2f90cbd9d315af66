// The turn card: the image posted after each turn, made for a phone. 960 px wide and as tall
// as its content, every text at least 2.5% of the width (CARD_SIZE), nothing cut. It is about
// the player the post pings (the viewer): whose turn it is, what the others did since the
// viewer's last turn (since.ts, with names), the viewer's supply, workers and harbor at a
// glance, and what the viewer can build (or, if nothing, what is on display).
import type { CardView, GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { speak } from "../src/i18n/speak.ts";
import { printedCost } from "../src/i18n/printed.ts";
import { roundLine } from "./phone.ts";
import {
  type Ctx, type RenderOptions, goodCount, marker, markerShape, measuringContext, named, andList, localeOf, promptIn, wordsOf,
  goodIcon, paintTallPng, playerName, roundRect, seatSummary, shipWord, spaceName, text, vpTextIn, workerMarks, wrap,
} from "./draw.ts";
import { harborGrid } from "./harbor-grid.ts";
import { type Item, cardItem, vpOf } from "./phone.ts";
import { actorLine, fitSince, sinceLastTurn, sinceTitle, type SinceOptions } from "./since.ts";
import { earlierNote } from "./turn.ts";
import { CARD_SIZE, CARD_WIDTH, COLOR, categoryStyle, playerStyle } from "./theme.ts";

export interface TurnCardOptions extends RenderOptions, SinceOptions {
  /**
   * Index into `summary.log` of the first entry not posted yet (the bot's `postedLog`): "Since
   * your last turn" tells at least every entry from there (the rule: sinceStart in since.ts).
   */
  since?: number;
  /** The seat whose move the post announces, if any: its line is marked and never left out. */
  actor?: number;
}

const W = CARD_WIDTH;
const PAD = 20;
/** Inner left and right edge of a panel's content. */
const IN = PAD + 18;
const INNER = W - 2 * IN;
const LINE = Math.round(CARD_SIZE.body * 1.3);
const S = CARD_SIZE;
/** At most this many lines (as wrapped) under "Since your last turn"; older ones are left for /log (and the card says so). */
const MAX_SINCE_LINES = 10;
/** Buildings listed under "can build now" before "+N more", and display cards shown when none is affordable. */
const MAX_AFFORDABLE = 6;
const MAX_DISPLAY = 4;

/** How many goods a player lacks for a card's printed cost (ships count as 8 each): the display is listed closest first. */
function shortfall(c: CardView, p: PlayerSummary | null): number {
  if (!p) return 0;
  const lack = (need: number, have: number): number => Math.max(0, need - have);
  return lack(c.cost.wood, p.supply.wood) + lack(c.cost.fish, p.supply.fish) + lack(c.cost.gold, p.supply.gold) + 8 * c.cost.ships.length;
}

/** A piece of the card: its height, and how to draw it with its top at y. */
interface Block { h: number; draw(ctx: Ctx, y: number): void }

function panelBox(ctx: Ctx, y: number, h: number): void {
  roundRect(ctx, PAD, y, W - 2 * PAD, h, 14, COLOR.panel, COLOR.panelEdge, 2);
}

/** The seats the game waits for now: the Work-phase turn's seat, else everyone asked something. */
function waitingFor(s: GameSummary): number[] {
  if (s.activeSeat !== null) return [s.activeSeat];
  return s.pendingSeats;
}

/**
 * What the card says first, for the viewer: "Your turn, Ann" (their Work-phase turn), "Your
 * choice, Ann" (another decision, with its question), "Ann — waiting for Bob", or the game's end.
 */
export function cardHeading(s: GameSummary, viewer: number, o: RenderOptions): { title: string; sub: string; ask: string | null } {
  const name = playerName(viewer, o);
  const t = wordsOf(o);
  const sub = roundLine(s, o);
  if (s.phase === "over") return { title: name, sub: t("image.alt.over"), ask: null };
  if (s.activeSeat === viewer) return { title: t("image.turn.yourTurn", { name }), sub, ask: null };
  if (s.pendingSeats.includes(viewer)) {
    const asked = s.prompts.find((p) => p.seat === viewer);
    const ask = asked ? (localeOf(o) === "en" || !asked.say ? named(asked.prompt.replace(/^Player \d: /, ""), o) : promptIn(asked, o).replace(`${name}: `, "")) : null;
    return { title: t("image.turn.yourChoice", { name }), sub, ask: ask ? ask.charAt(0).toUpperCase() + ask.slice(1) : null };
  }
  const waiting = waitingFor(s).map((x) => playerName(x, o));
  return { title: waiting.length ? t("image.turn.waiting", { name, others: andList(waiting, o) }) : name, sub, ask: null };
}

/** A dark band: the viewer's marker, whose turn it is, the round and phase (and the viewer's question, if not a turn). */
function header(m: Ctx, s: GameSummary, viewer: number, o: RenderOptions): Block {
  const head = cardHeading(s, viewer, o);
  const tx = PAD + 76;
  const title = wrap(m, head.title, W - tx - PAD, S.title, true);
  const ask = head.ask ? wrap(m, head.ask, W - tx - PAD, S.body) : [];
  const titleH = title.length * (S.title + 10);
  const askY = 20 + titleH + S.label + 14;
  const h = askY + ask.length * LINE + 20;
  return {
    h,
    draw(ctx, y) {
      ctx.fillStyle = "#1f3b4d"; ctx.fillRect(0, y, W, h);
      ctx.fillStyle = playerStyle(viewer).color; ctx.fillRect(0, y, 12, h);
      marker(ctx, viewer, PAD + 34, y + 22 + S.title * 0.65, 26);
      title.forEach((l, i) => text(ctx, l, tx, y + 20 + S.title + i * (S.title + 10), { px: S.title, bold: true, color: "#ffffff" }));
      text(ctx, head.sub, tx, y + 20 + titleH + S.label, { px: S.label, bold: true, color: COLOR.highlight });
      ask.forEach((l, i) => text(ctx, l, tx, y + askY + S.body + i * LINE, { px: S.body, color: "#ffffff" }));
    },
  };
}

/** Behind the line of the move the post announces. */
const ACTOR_BG = "#fff4c9";

/**
 * "Since your last turn": one line per turn of the others (and the viewer's payouts), each
 * after its player's shape, with names; wrapped whole. The announced move is marked and always
 * kept; when there are too many lines the oldest others are left for /log (and the card says so).
 */
function sincePanel(m: Ctx, s: GameSummary, viewer: number, o: TurnCardOptions): Block {
  const t = wordsOf(o);
  const textX = IN + 40;
  // "·" stays at the end of a line, never starting the next one (a no-break space before it).
  const lines = sinceLastTurn(s, viewer, spokenIn(o)).map((l) => ({ ...l, wrapped: wrap(m, named(l.text, o).replace(/ · /g, "\u00a0· "), W - IN - textX, S.body) }));
  const { shown } = fitSince(lines, o.actor, (l) => l.wrapped.length, MAX_SINCE_LINES, 1);
  const actor = shown[actorLine(shown, o.actor)];
  // Each shown line, after a note of the log lines left out right before it (if any): the
  // oldest usually, or the others between the actor's move and the newest lines.
  const kept = new Set(shown);
  const rows: { line: (typeof lines)[number]; left: number }[] = [];
  let left = 0;
  for (const l of lines) {
    if (kept.has(l)) { rows.push({ line: l, left }); left = 0; } else left += l.entries;
  }
  const notes = rows.filter((r) => r.left > 0).length;
  const lineCount = shown.reduce((n, x) => n + x.wrapped.length, 0) + notes;
  const GAPY = 10;
  const h = 20 + S.label + 16 + Math.max(1, lineCount) * LINE + 14 + Math.max(0, shown.length - 1 + notes) * GAPY;
  return {
    h,
    draw(ctx, y) {
      panelBox(ctx, y, h);
      text(ctx, sinceTitle(s, viewer, o), IN, y + 16 + S.label, { px: S.label, bold: true });
      let ly = y + 20 + S.label + 14 + S.body;
      if (!shown.length) text(ctx, t("image.card.nothingNew"), textX, ly, { px: S.body, color: COLOR.muted });
      for (const { line: l, left: before } of rows) {
        if (before) { text(ctx, earlierNote(before, o), textX, ly, { px: S.min, color: COLOR.muted }); ly += LINE + GAPY; }
        if (l === actor) roundRect(ctx, IN - 8, ly - S.body - 6, W - 2 * IN + 16, l.wrapped.length * LINE + 8, 8, ACTOR_BG, "#e0c060", 1.5);
        const cy = ly - S.body * 0.36;
        if (l.seat !== null) markerShape(ctx, l.seat, IN + 14, cy, 12);
        else if (l.text.startsWith("Fishing:")) goodIcon(ctx, "fish", IN + 14, cy, 28);
        else { ctx.beginPath(); ctx.arc(IN + 14, cy, 6, 0, Math.PI * 2); ctx.fillStyle = COLOR.muted; ctx.fill(); }
        l.wrapped.forEach((w, i) => text(ctx, w, textX, ly + i * LINE, { px: S.body, color: COLOR.ink }));
        ly += l.wrapped.length * LINE + GAPY;
      }
    },
  };
}

/**
 * The options the lines since the viewer's last turn are told with: in English as they are; in
 * another language each log entry said from its message, the players' names put in.
 */
function spokenIn(o: TurnCardOptions): TurnCardOptions {
  const locale = localeOf(o);
  if (locale === "en" || o.say) return o;
  return { ...o, say: (e) => (e.say ? speak(locale, e.say, (seat) => playerName(seat, o)) : null) };
}

/** The facts line under the goods: ships and Elders, when there are any (in the image's language). */
function shipsAndElders(p: PlayerSummary, o: RenderOptions): string {
  const t = wordsOf(o);
  const sep = t("engine.word.sep");
  const parts: string[] = [];
  if (p.ships.length) parts.push(t("image.layouts.ships", { list: p.ships.map((x) => shipWord(x, o)).join(sep) }));
  if (p.elders.length) parts.push(t("image.card.elders", { list: p.elders.map((e) => t("image.reply.elder", { name: e.name, goods: [t("engine.word.fish", { count: e.fish }), ...(e.gold ? [t("image.card.goldOnHim", { count: e.gold })] : [])].join(sep) })).join(sep) }));
  return parts.join(" · ");
}

/** The compact harbor: 3x4 with the A-C / 1-4 labels, the Reserve's goods, Buildings by name, Forests with counts. */
function cardHarborGrid(m: Ctx, p: PlayerSummary, o: RenderOptions): Item {
  const t = wordsOf(o);
  const fontPx = S.min;
  const lh = fontPx + 6;
  return harborGrid(m, p, {
    lh, minRow: 60, render: o,
    cell(cell, r, c, cw) {
      if (cell.kind === "reserve") {
        return {
          need: 20 + 2 * lh + 8,
          draw(ctx, x, y, w, h) {
            roundRect(ctx, x, y, w, h, 8, COLOR.reserve, "#b08a1e", 2);
            text(ctx, t("image.harbor.reserve"), x + 10, y + 10 + fontPx, { px: fontPx, bold: true });
            const goods = (["wood", "fish", "gold"] as const);
            goods.forEach((g, i) => goodCount(ctx, g, p.reserve[g], x + 8 + (i * (w - 12)) / 3, y + h - 12, fontPx));
          },
        };
      } else if (cell.kind === "building") {
        const bc = p.buildings.find((b) => b.id === cell.id)?.card;
        const cat = categoryStyle(bc?.category ?? "");
        const lines = wrap(m, cell.name, cw - 28, fontPx, true);
        return {
          need: 18 + lines.length * lh,
          draw(ctx, x, y, w, h) {
            roundRect(ctx, x, y, w, h, 8, "#fffdf7", cat.color, 2.5);
            ctx.fillStyle = cat.color; ctx.fillRect(x + 2, y + 2, 8, h - 4);
            const ty = y + h / 2 - ((lines.length - 1) * lh) / 2 + fontPx * 0.36;
            lines.forEach((l, i) => text(ctx, l, x + 18, ty + i * lh, { px: fontPx, bold: true }));
          },
        };
      } else {
        const name = spaceName(r, c);
        return {
          need: 60,
          draw(ctx, x, y, w, h) {
            roundRect(ctx, x, y, w, h, 8, COLOR.free, COLOR.panelEdge);
            // Wood lying there until collected (Collection Point) is part of what the player sees.
            const wood = cell.kind === "free" && cell.wood ? ` · ${t("engine.word.wood", { count: cell.wood })}` : "";
            text(ctx, `${t("image.layouts.freeAt", { at: name })}${wood}`, x + w / 2, y + h / 2 + fontPx * 0.36, { px: fontPx, color: wood ? COLOR.ink : COLOR.muted, align: "center", maxWidth: w - 8 });
          },
        };
      }
    },
  });
}

/** The viewer's supply, workers, haul, Elders and harbor. */
function playerPanel(m: Ctx, p: PlayerSummary, over: boolean, o: RenderOptions): Block {
  const t = wordsOf(o);
  const facts = shipsAndElders(p, o);
  const factLines = facts ? wrap(m, facts, INNER, S.min) : [];
  const off = p.buildings.filter((b) => b.row === null).map((b) => b.name);
  const offLines = off.length ? wrap(m, t("image.layouts.beside", { list: off.join(t("engine.word.sep")) }), INNER, S.min) : [];
  const grid = cardHarborGrid(m, p, o);
  const titleLines = wrap(m, t("image.card.supplyAndHarbor", { name: playerName(p.seat, o) }), INNER - 190, S.label, true);
  const titleH = titleLines.length * (S.label + 8);
  const goodsY = 18 + titleH + 18 + S.heading;
  const workersY = goodsY + 22 + S.body + 8;
  const factsY = workersY + 14 + S.min;
  const gridY = factsY + factLines.length * LINE + 6;
  const h = gridY + grid.h + 10 + offLines.length * LINE + 16;
  return {
    h,
    draw(ctx, y) {
      panelBox(ctx, y, h);
      titleLines.forEach((l, i) => text(ctx, l, IN, y + 16 + S.label + i * (S.label + 8), { px: S.label, bold: true }));
      text(ctx, over ? t("image.vp", { vp: p.score }) : t("image.harbor.vpSoFar", { vp: p.score }), W - IN, y + 16 + S.label, { px: S.label, bold: true, align: "right" });
      let gx = IN;
      gx += goodCount(ctx, "wood", `${p.supply.wood}/12`, gx, y + goodsY, S.heading) + 34;
      gx += goodCount(ctx, "fish", p.supply.fish, gx, y + goodsY, S.heading) + 34;
      goodCount(ctx, "gold", p.supply.gold, gx, y + goodsY, S.heading);
      text(ctx, t("image.layouts.haulFish", { n: p.haulSize }), W - IN, y + goodsY, { px: S.heading, bold: true, align: "right", color: COLOR.seaDeep });
      const wy = y + workersY;
      const wx = IN + text(ctx, t("image.layouts.workersLeft"), IN, wy, { px: S.body, bold: true }) + 26;
      workerMarks(ctx, p.seat, p.workersLeft, wx, wy - S.body * 0.36, 38, 14);
      text(ctx, t("image.layouts.ofThree", { n: p.workersLeft }), wx + 3 * 38, wy, { px: S.body, color: COLOR.muted });
      factLines.forEach((l, i) => text(ctx, l, IN, y + factsY + i * LINE + 6, { px: S.min, color: COLOR.ink }));
      grid.draw(ctx, IN, y + gridY);
      offLines.forEach((l, i) => text(ctx, l, IN, y + gridY + grid.h + 10 + S.min + i * LINE, { px: S.min }));
    },
  };
}

/** One Building in a list: category chip, name, price (or cost) and VP (the turn card's spacing). */
function cardEntry(m: Ctx, c: CardView, price: string, colW: number, o: RenderOptions): Item {
  return cardItem(m, c, `${printedCost(localeOf(o), price)} · ${vpTextIn(vpOf(c), o)}`, colW, { detailLine: S.min + 6, pad: 12 });
}

/** What the viewer can build now, with prices; if nothing, what is on display. */
function buildPanel(m: Ctx, s: GameSummary, viewer: number, o: RenderOptions): Block {
  const t = wordsOf(o);
  const p = s.players.find((x) => x.seat === viewer) ?? null;
  const who = p ? playerName(p.seat, o) : "";
  const afford = p?.affordable ?? [];
  const display = [...s.displays.A, ...s.displays.B, ...s.displays.C].filter((c): c is CardView => c !== null);
  const listed = afford.length
    ? afford.map((a) => ({ card: a.card, price: a.priceText }))
    : display
      .map((c, i) => ({ c, i, lack: shortfall(c, p) }))
      .sort((a, b) => a.lack - b.lack || a.i - b.i)
      .map(({ c }) => ({ card: c, price: c.costText }));
  const max = afford.length ? MAX_AFFORDABLE : MAX_DISPLAY;
  const items = listed.slice(0, max);
  const more = listed.length - items.length;
  // "now" only on the viewer's own turn; otherwise what their goods would pay for.
  const can = s.activeSeat === viewer ? "image.card.canBuild" : "image.card.canAfford";
  const title = !p ? t("image.card.onDisplay") : afford.length ? t(can, { name: who }) : t("image.card.cannot", { name: who });
  const titleLines = wrap(m, title, INNER - (p ? 40 : 0), S.label, true);
  const colGap = 24;
  const colW = (INNER - colGap) / 2;
  const laid = items.map((it) => cardEntry(m, it.card, it.price, colW, o));
  const rowHs: number[] = [];
  for (let i = 0; i < laid.length; i += 2) rowHs.push(Math.max(laid[i]?.h ?? 0, laid[i + 1]?.h ?? 0));
  const top = 16 + titleLines.length * (S.label + 8) + 14;
  const empty = !items.length;
  const h = top + rowHs.reduce((n, x) => n + x + 8, 0) + (empty ? LINE : 0) + (more ? LINE : 0) + 12;
  return {
    h,
    draw(ctx, y) {
      panelBox(ctx, y, h);
      const tx = p ? IN + 40 : IN;
      if (p) markerShape(ctx, p.seat, IN + 14, y + 16 + S.label * 0.64, 13);
      titleLines.forEach((l, i) => text(ctx, l, tx, y + 16 + S.label + i * (S.label + 8), { px: S.label, bold: true }));
      let ry = y + top;
      if (empty) text(ctx, t("image.card.noDisplay"), IN, ry + S.body, { px: S.body, color: COLOR.muted });
      rowHs.forEach((rh, r) => {
        laid[2 * r]?.draw(ctx, IN, ry);
        laid[2 * r + 1]?.draw(ctx, IN + colW + colGap, ry);
        ry += rh + 8;
      });
      if (more) text(ctx, t(afford.length ? "image.card.moreMenu" : "image.card.moreBoard", { n: more }), IN, ry + S.min, { px: S.min, color: COLOR.muted });
    },
  };
}

/** The card's blocks for a summary: laid out (measured) before anything is painted. */
function layout(s: GameSummary, viewer: number, o: TurnCardOptions): Block[] {
  const m = measuringContext();
  const p = seatSummary(s, viewer);
  const blocks = [header(m, s, viewer, o), sincePanel(m, s, viewer, o), playerPanel(m, p, s.phase === "over", o)];
  // At the end nothing is built any more.
  if (s.phase !== "over") blocks.push(buildPanel(m, s, viewer, o));
  return blocks;
}

const GAP = 14;

/**
 * The image posted after a turn, for phones: CARD_WIDTH wide, as tall as its content.
 * `seat` is the viewer: the player the post pings (or, when it pings nobody, the one who
 * acted); the card shows their figures and what happened since their last turn. `o.names`
 * gives display names, `o.since` the first log entry not posted yet (the bot's postedLog),
 * `o.actor` the seat whose move the post announces.
 */
export async function renderTurnCard(s: GameSummary, seat: number, o: TurnCardOptions = {}): Promise<Buffer> {
  const blocks = layout(s, seat, o);
  const h = blocks.reduce((n, b) => n + b.h + GAP, 0) + 6;
  return paintTallPng(W, Math.ceil(h), (ctx) => {
    let y = 0;
    for (const b of blocks) { b.draw(ctx, y); y += b.h + GAP; }
  });
}


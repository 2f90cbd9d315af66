// The web view's HTML (issue 38): a game's table as text, server-rendered, phone first (one
// column at 390 px; a grid on a desktop, ./assets.ts). Everything comes from the engine's summary
// and the words the bot uses, in the game's language (the `web` namespace, the engine's words
// through src/bot/layouts/said.ts); every text goes through one escape function (`escapeHtml`,
// through the `html` template), so a player's name is text, never markup. The log shows the
// latest first. The same drawings as Discord's images are shown beside the facts, from the
// page's own picture routes (./server.ts), each with its alt text.
import { ELDERS, type CardView, type GameState, type GameSummary, type HarborCell, type Msg, type PlayerSummary, type ShipType } from "../engine/index.ts";
import { buildingWords, elderSummary } from "../i18n/card-words.ts";
import { listIn, say, translator, type Key, type Locale, type Vars } from "../i18n/index.ts";
import { categoryName, printedCost, printedPoints } from "../i18n/printed.ts";
import { withNames } from "../bot/layouts/present.ts";
import { askedOf, sayIn } from "../bot/layouts/said.ts";
import { nameIn, type GameRecord, type SeatRecord } from "../store/index.ts";

/** Markup made here: interpolated into `html` as it is; any other value is escaped. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string { return this.markup; }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

/** Text as HTML text or attribute value: the one escape function of the web view. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function part(p: Part): string {
  if (p === null || p === undefined || p === false) return "";
  if (p instanceof Html) return p.markup;
  if (Array.isArray(p)) return p.map(part).join("");
  return escapeHtml(String(p));
}

/** A template whose interpolated values are escaped (Html values pass as they are). */
function html(strings: TemplateStringsArray, ...values: readonly Part[]): Html {
  let out = strings[0] ?? "";
  values.forEach((v, i) => { out += part(v) + (strings[i + 1] ?? ""); });
  return new Html(out);
}

/** The words of one page: its language, its translator and the players' names in it. */
interface Words {
  readonly locale: Locale;
  readonly t: (key: Key, vars?: Vars) => string;
  /** A key of the catalogue that a helper builds (its placeholders checked by tests/i18n, not the compiler). */
  readonly say: (key: string, vars?: Vars) => string;
  readonly name: (seat: number) => string;
}

function wordsOf(locale: Locale, seats: readonly SeatRecord[]): Words {
  const sayIt = (key: string, vars: Vars = {}): string => say(locale, key as Key, vars);
  return {
    locale, t: sayIt, say: sayIt,
    name: (seat) => {
      const s = seats[seat];
      return s ? nameIn(locale, s) : sayIt("engine.word.seat", { n: seat + 1 });
    },
  };
}

/** Items joined the language's way (English as it always was here: "a, b and c"). */
function list(w: Words, items: readonly string[]): string {
  if (w.locale !== "en") return listIn(w.locale, items);
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function vp(w: Words, n: number): string { return w.t("web.vp", { vp: n < 0 ? `−${-n}` : `${n}` }); }

function fish(w: Words, n: number): string { return w.say("engine.word.fish", { count: n }); }

/** What a page shows: the game, the position, whose view (null: the public one), and where it is. */
export interface TableView {
  readonly game: GameRecord;
  readonly state: GameState;
  /** The seat whose hand the page shows (a private hand link); null for the public page. */
  readonly viewer: number | null;
  /** A finished game's replay: the step shown, how many there are, and the log lines that step added. */
  readonly replay?: { readonly step: number; readonly steps: number; readonly from: number };
  /** The drawings beside the facts: the page's own picture routes (relative to the page) and their alt text. */
  readonly pictures?: Pictures;
}

/** The pictures of a page: the board's and each harbor's, as Discord shows them. */
interface Pictures {
  readonly board: { readonly src: string; readonly alt: string };
  readonly harbors: readonly { readonly seat: number; readonly src: string; readonly alt: string }[];
}

function shipsText(w: Words, ships: readonly ShipType[]): string {
  if (!ships.length) return w.t("web.harbor.noShips");
  const counts = new Map<ShipType, number>();
  for (const t of ships) counts.set(t, (counts.get(t) ?? 0) + 1);
  return list(w, [...counts].map(([t, n]) => w.say(`web.ship.${t}`, { count: n })));
}

/** A Building as a tap-to-open card: name, cost and points, then its full text. */
function cardDetails(w: Words, c: CardView): Html {
  const text = buildingWords(w.locale, c.id)?.text ?? c.summary;
  const points = c.vp === null ? printedPoints(w.locale, c.vpText) : vp(w, c.vp);
  return html`<details class="card"><summary><b>${c.name}</b> <span class="muted">${c.id} · ${printedCost(w.locale, c.costText)} · ${points}</span></summary><p class="category">${categoryName(w.locale, c.category)}</p><p>${text}</p></details>`;
}

function cardsList(w: Words, cards: readonly (CardView | null)[], empty: string): Html {
  const present = cards.filter((c): c is CardView => c !== null);
  return present.length ? html`<ul class="cards">${present.map((c) => html`<li>${cardDetails(w, c)}</li>`)}</ul>` : html`<p class="muted">${empty}</p>`;
}

function section(id: string, title: string, body: Html, wide = false): Html {
  return html`<section class="${wide ? "panel wide" : "panel"}" aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${body}</section>`;
}

/** The third-person line of each prompt the engine asks (by its key), on the public page. */
const ASKED: Readonly<Record<string, string>> = {
  turn: "turn", elderFish: "elderFish", shareFish: "shareFish", serveMore: "serveMore", building: "building", price: "price",
  buildingSpace: "buildingSpace", hiddenBuildingSpace: "hiddenBuildingSpace", removeForest: "removeForest", removeForestOrStop: "removeForest",
  placeForests: "placeForests", ship: "ship", takeElder: "takeElder", takeElderNoUse: "takeElder", useElder: "useElder", copy: "copy",
  cardOptions: "card", cardOptionsOrDecline: "card", card: "card", exchangeShip: "exchangeShip", sellShip: "sellShip",
  orderTriggers: "orderTriggers", window: "window", windowNothing: "window",
};

/**
 * What a seat is asked, told about them in the third person ("Ann's catch runs short: they choose
 * which Elder gets 1 fish."): the engine's prompts speak to the one asked, which only their own
 * page may do.
 */
export function askedAbout(locale: Locale, asked: { readonly seat: number; readonly say?: Msg }, name: string): string {
  const v = asked.say?.v ?? {};
  const key = ASKED[asked.say?.k.replace(/^prompt\./, "") ?? ""] ?? "decides";
  const elder = v.elder;
  const vars: Record<string, string | number> = { name };
  if (typeof v.count === "number") vars.count = v.count;
  if (typeof v.card === "string") vars.card = v.card;
  if (elder && typeof elder === "object" && "elder" in elder) vars.elder = ELDERS[elder.elder].name;
  // A card's question without its card's name, and an option list without what it chooses from: decides.
  const ready = (key !== "card" && key !== "price" && key !== "buildingSpace") || vars.card !== undefined;
  return say(locale, `web.asked.${ready ? key : "decides"}` as Key, vars);
}

/** Who must act and what they are asked: to the viewer in the second person, about the others in the third. */
function nowWords(w: Words, s: GameSummary, game: GameRecord, viewer: number | null): string[] {
  const seats = s.activeSeat !== null ? [s.activeSeat] : s.pendingSeats;
  return seats.map((seat) => {
    const prompt = s.prompts.find((p) => p.seat === seat);
    if (!prompt) return w.t("web.toPlay", { name: w.name(seat) });
    if (seat === viewer) return askedOf(w.locale, prompt, game.seats, true);
    return askedAbout(w.locale, prompt, w.name(seat));
  });
}

function scoresPanel(w: Words, s: GameSummary): Html {
  const rows = [...s.players].sort((a, b) => b.score - a.score);
  return section("scores", s.phase === "over" ? w.t("web.scores.final") : w.t("web.scores.title"), html`<table><thead><tr><th scope="col">${w.t("web.scores.player")}</th><th scope="col">${w.t("web.scores.points")}</th><th scope="col">${w.t("web.scores.workersLeft")}</th></tr></thead><tbody>${rows.map((p) => html`<tr><th scope="row">${seatLabel(w, p.seat)}${p.seat === s.firstPlayer ? ` ${w.t("web.scores.first")}` : ""}</th><td>${vp(w, p.score)}</td><td>${p.workersLeft}</td></tr>`)}</tbody></table>`);
}

function seatLabel(w: Words, seat: number): Html {
  const colour = w.say(`image.alt.colour.${seat}`);
  return html`<span class="seat s${seat}">${w.name(seat)}</span> <span class="muted">${w.locale === "ja" ? `（${colour}）` : `(${colour})`}</span>`;
}

function spaceName(w: Words, id: string, fallback: string): string {
  const key = `engine.space.${id}`;
  const said = w.say(key);
  return said === key ? fallback : said;
}

function actionBoardPanel(w: Words, s: GameSummary): Html {
  const t = w.t;
  const free = t("web.board.free");
  const spaces = s.actionSpaces.map((sp) => html`<li><b>${spaceName(w, sp.id, sp.label)}</b>: ${sp.occupants.length ? list(w, sp.occupants.map(w.name)) : free}${sp.full ? ` ${t("web.board.full")}` : ""}</li>`);
  const imitation = s.imitation.map((im) => html`<li><b>${s.playerCount === 5 ? t("web.board.imitation", { n: im.index + 1 }) : w.say("image.imitation")}</b>: ${im.occupant === null ? free : w.name(im.occupant)}${im.copies ? ` ${t("web.board.copying", { space: spaceName(w, im.copies, im.copies) })}` : ""}</li>`);
  const plates = s.plates.map((p) => t("web.board.plate", { plate: p.plate, fish: fish(w, p.fish) }));
  const issuers = [...new Set(s.newShares)].sort((a, b) => a - b);
  const shares = issuers.length
    ? t("web.board.allFor", { list: list(w, issuers.map((seat) => t("web.board.sharesOf", { count: s.newShares.filter((x) => x === seat).length, name: w.name(seat) }))), price: s.buySharesPrice })
    : t("web.board.none");
  const supply = (["sloop", "cutter", "schooner"] as const).map((ship) => w.say(`web.ship.${ship}`, { count: s.shipSupply[ship] })).join(w.locale === "ja" ? "、" : ", ");
  return section("board", t("web.board.title"), html`<h3>${t("web.board.workers")}</h3><ul>${spaces}${imitation}</ul>
<h3>${t("web.board.banquet")}</h3><p>${list(w, plates)}</p>
<h3>${t("web.board.newShares")}</h3><p>${shares}</p>
<h3>${t("web.board.shipSupply")}</h3><p>${supply}</p>
<h3>${t("web.board.elders")}</h3><ul>${s.elderStacks.map((st) => html`<li>${st.top ? html`<b>${st.top.name}</b>: ${elderSummary(w.locale, st.top.id) ?? ""} <span class="muted">${t("web.board.inStack", { count: st.size })}</span>` : t("web.board.emptyStack")}</li>`)}</ul>`);
}

function cellText(w: Words, c: HarborCell): string {
  switch (c.kind) {
    case "reserve": return w.t("web.harbor.reserve");
    case "free": return c.wood ? w.t("web.harbor.freeWood", { wood: c.wood }) : w.t("web.harbor.free");
    case "building": return c.name;
    case "forest": return w.say("engine.word.forests", { count: c.count });
  }
}

function harborPanel(w: Words, p: PlayerSummary, s: GameSummary): Html {
  const t = w.t;
  const shares = p.shares;
  const held = shares.ownHeldBy.filter((h) => h.count > 0).map((h) => t("web.harbor.heldBy", { count: h.count, name: w.name(h.seat) }));
  const foreign = [...new Set(shares.foreignHeld)].map((seat) => t("web.board.sharesOf", { count: shares.foreignHeld.filter((x) => x === seat).length, name: w.name(seat) }));
  const grid = html`<table class="harbor"><caption>${t("web.harbor.caption", { name: w.name(p.seat) })}</caption><tbody>${p.harbor.map((row) => html`<tr>${row.map((c) => html`<td class="${c.kind}">${cellText(w, c)}</td>`)}</tr>`)}</tbody></table>`;
  const sep = w.locale === "ja" ? "、" : ", ";
  const elders = p.elders.length
    ? html`<ul>${p.elders.map((e) => html`<li><b>${e.name}</b> (${[t("web.harbor.elderFish", { count: e.fish }), ...(e.gold ? [t("web.harbor.elderGold", { count: e.gold })] : []), ...(e.worker ? [t("web.harbor.elderWorker")] : [])].join(sep)}): ${elderSummary(w.locale, e.id) ?? ""}</li>`)}</ul>`
    : html`<p class="muted">${t("web.harbor.noElders")}</p>`;
  const reserveShips = p.reserveShips.length ? `${sep}${shipsText(w, p.reserveShips)}` : "";
  const sharesText = [t("web.harbor.sharesText", { own: shares.issuedOwnHeld }) + (held.length ? ` (${list(w, held)})` : ""), t("web.harbor.unissued", { count: shares.unissued }), t("web.harbor.onBoard", { count: shares.ownOnBoard })].join(sep)
    + (foreign.length ? `; ${t("web.harbor.holds", { list: list(w, foreign) })}` : "");
  return html`<section class="panel harbor-panel" aria-labelledby="harbor-${p.seat}"><h3 id="harbor-${p.seat}">${seatLabel(w, p.seat)} · ${vp(w, p.score)}</h3>
<p><b>${t("web.harbor.goods")}</b> ${t("web.harbor.goodsText", { wood: p.supply.wood, fish: fish(w, p.supply.fish), gold: w.say("engine.word.gold", { count: p.supply.gold }) })} · <b>${t("web.harbor.reserveLabel")}</b> ${t("web.harbor.reserveText", { wood: w.say("engine.word.wood", { count: p.reserve.wood }), fish: fish(w, p.reserve.fish), gold: w.say("engine.word.gold", { count: p.reserve.gold }) })}${reserveShips}</p>
<p><b>${t("web.harbor.ships")}</b> ${shipsText(w, p.ships)} ${t("web.harbor.haul", { haul: p.haulSize })} · <b>${t("web.harbor.forests")}</b> ${p.forests} · <b>${t("web.harbor.freeSpaces")}</b> ${p.freeSpaces}${s.phase === "work" ? ` · ${t("web.harbor.workersLeft", { count: p.workersLeft })}` : ""}</p>
<p><b>${t("web.harbor.shares")}</b> ${sharesText} · <b>${t("web.harbor.hand")}</b> ${p.handSize}</p>
${grid}
<h4>${t("web.harbor.buildings")}</h4>${cardsList(w, p.buildings.map((b) => b.card), t("web.harbor.noBuildings"))}
<h4>${t("web.harbor.elders")}</h4>${elders}</section>`;
}

/** A log line in the page's language, the players by name as they wrote it (the page escapes it). */
function logText(w: Words, e: { readonly text: string; readonly say?: Msg }, seats: readonly SeatRecord[]): string {
  if (w.locale === "en" || !e.say) return withNames(e.text, seats, true);
  return sayIn(w.locale, e.say, seats, true);
}

function logPanel(w: Words, s: GameSummary, seats: readonly SeatRecord[], from: number | null): Html {
  const entries = s.log.map((e, i) => ({ i, text: logText(w, e, seats) })).reverse();
  return section("log", w.t("web.log"), html`<ol class="log" reversed>${entries.map((e) => html`<li class="${from !== null && e.i >= from ? "new" : ""}">${e.text}</li>`)}</ol>`, true);
}

/** The heading line: round and phase, and the state of the game (paused, over). */
function statusWords(w: Words, view: TableView, s: GameSummary): string {
  const round = s.phase === "over" ? w.t("web.over") : w.t("web.round", { round: s.round, phase: w.say(`image.phase.${s.phase}`) });
  const paused = view.game.paused && view.game.status === "active" ? ` · ${w.t("web.paused")}` : "";
  return `${round}${paused}`;
}

function replayNav(w: Words, replay: NonNullable<TableView["replay"]>): Html {
  const t = w.t;
  const last = replay.steps - 1;
  const where = replay.step === 0 ? t("web.replay.start", { step: replay.step, last }) : t("web.replay.step", { step: replay.step, last });
  const back = replay.step > 0 ? html`<a href="?step=0">${t("web.replay.first")}</a> · <a href="?step=${replay.step - 1}">${t("web.replay.previous")}</a>` : "";
  const on = replay.step < last ? html`<a href="?step=${replay.step + 1}">${t("web.replay.next")}</a> · <a href="?step=${last}">${t("web.replay.end")}</a>` : "";
  return html`<nav class="replay" aria-label="${t("web.replay.label")}"><p>${where}</p><p>${back}${back && on ? " · " : ""}${on}</p></nav>`;
}

function picturesPanel(w: Words, pictures: Pictures): Html {
  return section("pictures", w.t("web.pictures.title"), html`<div class="pictures"><figure><img src="${pictures.board.src}" alt="${pictures.board.alt}" loading="lazy"><figcaption>${w.t("web.pictures.board")}</figcaption></figure>${pictures.harbors.map((h) => html`<figure><img src="${h.src}" alt="${h.alt}" loading="lazy"><figcaption>${w.t("web.pictures.harbor", { name: w.name(h.seat) })}</figcaption></figure>`)}</div>`, true);
}

/** The part of the page that changes as the game goes on (the live updates swap it in whole). */
export function tableFragment(view: TableView, summary: GameSummary): Html {
  const { game } = view;
  const w = wordsOf(game.language, game.seats);
  const t = w.t;
  const now = nowWords(w, summary, game, view.viewer);
  const mine = view.viewer === null ? null : summary.players[view.viewer] ?? null;
  const replay = view.replay;
  return html`<div id="live" data-version="${game.version}">
<p class="status">${statusWords(w, view, summary)}</p>
${replay ? replayNav(w, replay) : ""}
${now.length ? html`<div class="now" role="status"><h2>${t("web.whoseTurn")}</h2><ul>${now.map((x) => html`<li>${x}</li>`)}</ul></div>` : ""}
${mine ? section("hand", t("web.hand.title"), cardsList(w, mine.hand ?? [], t("web.hand.none")), true) : ""}
<div class="grid">
${scoresPanel(w, summary)}
${actionBoardPanel(w, summary)}
${section("display", t("web.display.title"), html`<h3>${t("web.display.a")}</h3>${cardsList(w, summary.displays.A, t("web.display.none"))}<h3>${t("web.display.b")}</h3>${cardsList(w, summary.displays.B, t("web.display.none"))}<h3>${t("web.display.c")}</h3>${cardsList(w, summary.displays.C, t("web.display.noneYet"))}<p class="muted">${t("web.display.piles", { a: summary.piles.A, b: summary.piles.B, c: summary.piles.C })}</p>`)}
<section class="panel wide" aria-labelledby="harbors"><h2 id="harbors">${t("web.harbors")}</h2><div class="harbors">${summary.players.map((p) => harborPanel(w, p, summary))}</div></section>
${view.pictures ? picturesPanel(w, view.pictures) : ""}
${logPanel(w, summary, game.seats, replay ? replay.from : null)}
</div></div>`;
}

/** A whole page in `locale`: the head (styles and script are their own routes: no inline script or style), a heading and `body`. */
function page(locale: Locale, title: string, body: Html, live?: { readonly events: string; readonly fragment: string }): string {
  const t = translator(locale);
  const main = live
    ? html`<main id="table" data-events="${live.events}" data-fragment="${live.fragment}" data-updated="${t("web.updated", { time: "{time}" })}">${body}</main>`
    : html`<main id="table">${body}</main>`;
  return `<!doctype html>${html`<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><meta name="robots" content="noindex, nofollow"><title>${title}</title><link rel="stylesheet" href="/app.css"></head><body><header><h1>${title}</h1>${live ? html`<p class="muted" id="updated" aria-live="polite">${t("web.follows")}</p>` : ""}</header>${main}${live ? html`<script src="/app.js" defer></script>` : ""}</body></html>`.markup}`;
}

/** A game's page in its language: its table. */
export function tablePage(view: TableView, summary: GameSummary, live?: { readonly events: string; readonly fragment: string }): string {
  return page(view.game.language, translator(view.game.language)("web.title", { game: view.game.id }), tableFragment(view, summary), live);
}

/** A page in `locale` that says something instead of a table: why a link does not open it. */
export function messagePage(locale: Locale, title: string, ...paragraphs: readonly string[]): string {
  return page(locale, title, html`${paragraphs.map((p) => html`<p>${p}</p>`)}`);
}

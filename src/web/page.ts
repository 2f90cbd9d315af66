// The web view's HTML (issue 38): a game's table as text, server-rendered, phone first (one
// column at 390 px; a grid on a desktop, ./assets.ts). Everything comes from the engine's summary
// and the words the bot uses; every text goes through one escape function (`escapeHtml`, through
// the `html` template), so a player's name is text, never markup. The log shows the latest first.
import { type CardView, type GameState, type GameSummary, type HarborCell, type Phase, type PlayerSummary, type ShipType } from "../engine/index.ts";
import { buildingWords, elderSummary } from "../i18n/card-words.ts";
import { withNames } from "../bot/layouts/present.ts";
import { shownName, type GameRecord, type SeatRecord } from "../store/index.ts";

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

const PHASE: Readonly<Record<Phase, string>> = { fishing: "Fishing phase", work: "Work phase", returning: "Returning Home", over: "the game is over" };
const COLOURS = ["Blue", "Orange", "Green", "Pink", "Yellow"];
const SPACE_WORDS: Readonly<Record<string, string>> = {
  gold: "+1 Gold", "transfer-reserve": "Transfer Reserve", "serve-fish": "Serve Fish", "build-building": "Build a Building",
  "issue-share": "Issue a Share", "buy-shares": "Buy All Shares", deforest: "Deforest", "thin-out": "Thin Out",
  reforest: "Reforest", "build-ship": "Build a Ship", "take-elder": "Take an Elder",
};

function plural(n: number, one: string, many = `${one}s`): string { return `${n} ${n === 1 ? one : many}`; }

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function vp(n: number): string { return n < 0 ? `−${-n} VP` : `${n} VP`; }

/** What a page shows: the game, the position, whose view (null: the public one), and where it is. */
export interface TableView {
  readonly game: GameRecord;
  readonly state: GameState;
  /** The seat whose hand the page shows (a private hand link); null for the public page. */
  readonly viewer: number | null;
  /** A finished game's replay: the step shown, how many there are, and the log lines that step added. */
  readonly replay?: { readonly step: number; readonly steps: number; readonly from: number };
}

function names(seats: readonly SeatRecord[]): (seat: number) => string {
  return (seat) => {
    const s = seats[seat];
    return s ? shownName(s) : `Player ${seat + 1}`;
  };
}

function shipsText(ships: readonly ShipType[]): string {
  if (!ships.length) return "no Ships";
  const counts = new Map<ShipType, number>();
  for (const t of ships) counts.set(t, (counts.get(t) ?? 0) + 1);
  return list([...counts].map(([t, n]) => plural(n, t)));
}

/** A Building as a tap-to-open card: name, cost and points, then its full text. */
function cardDetails(c: CardView): Html {
  const text = buildingWords("en", c.id)?.text ?? c.summary;
  return html`<details class="card"><summary><b>${c.name}</b> <span class="muted">${c.id} · ${c.costText} · ${c.vp === null ? c.vpText : vp(c.vp)}</span></summary><p class="category">${c.category}</p><p>${text}</p></details>`;
}

function cardsList(cards: readonly (CardView | null)[], empty: string): Html {
  const present = cards.filter((c): c is CardView => c !== null);
  return present.length ? html`<ul class="cards">${present.map((c) => html`<li>${cardDetails(c)}</li>`)}</ul>` : html`<p class="muted">${empty}</p>`;
}

function section(id: string, title: string, body: Html, wide = false): Html {
  return html`<section class="${wide ? "panel wide" : "panel"}" aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${body}</section>`;
}

function nowWords(s: GameSummary, game: GameRecord, name: (seat: number) => string): string[] {
  const seats = s.activeSeat !== null ? [s.activeSeat] : s.pendingSeats;
  return seats.map((seat) => {
    const prompt = s.prompts.find((p) => p.seat === seat);
    return prompt ? `${withNames(prompt.prompt, game.seats, true).replace(/\.?$/, ".")}` : `${name(seat)} to play.`;
  });
}

function scoresPanel(s: GameSummary, name: (seat: number) => string): Html {
  const rows = [...s.players].sort((a, b) => b.score - a.score);
  return section("scores", s.phase === "over" ? "Scores" : "Scores so far", html`<table><thead><tr><th scope="col">Player</th><th scope="col">Points</th><th scope="col">Workers left</th></tr></thead><tbody>${rows.map((p) => html`<tr><th scope="row">${seatLabel(p.seat, name)}${p.seat === s.firstPlayer ? " (first player)" : ""}</th><td>${vp(p.score)}</td><td>${p.workersLeft}</td></tr>`)}</tbody></table>`);
}

function seatLabel(seat: number, name: (seat: number) => string): Html {
  return html`<span class="seat s${seat}">${name(seat)}</span> <span class="muted">(${COLOURS[seat] ?? "Grey"})</span>`;
}

function actionBoardPanel(s: GameSummary, name: (seat: number) => string): Html {
  const spaces = s.actionSpaces.map((sp) => html`<li><b>${SPACE_WORDS[sp.id] ?? sp.label}</b>: ${sp.occupants.length ? list(sp.occupants.map(name)) : "free"}${sp.full ? " (full)" : ""}</li>`);
  const imitation = s.imitation.map((im) => html`<li><b>${im.label}</b>: ${im.occupant === null ? "free" : name(im.occupant)}${im.copies ? ` copying ${SPACE_WORDS[im.copies] ?? im.copies}` : ""}</li>`);
  const plates = s.plates.map((p) => `plate ${p.plate}: ${plural(p.fish, "fish", "fish")}`);
  const issuers = [...new Set(s.newShares)].sort((a, b) => a - b);
  const shares = issuers.length
    ? `${list(issuers.map((seat) => `${s.newShares.filter((x) => x === seat).length} of ${name(seat)}`))}, all for ${s.buySharesPrice} gold`
    : "none";
  return section("board", "Action board", html`<h3>Workers</h3><ul>${spaces}${imitation}</ul>
<h3>Banquet table</h3><p>${list(plates)}</p>
<h3>Newly issued Shares</h3><p>${shares}</p>
<h3>Ship supply</h3><p>${plural(s.shipSupply.sloop, "sloop")}, ${plural(s.shipSupply.cutter, "cutter")}, ${plural(s.shipSupply.schooner, "schooner")}</p>
<h3>Elders on offer</h3><ul>${s.elderStacks.map((st) => html`<li>${st.top ? html`<b>${st.top.name}</b>: ${elderSummary("en", st.top.id) ?? ""} <span class="muted">(${plural(st.size, "card")} in the stack)</span>` : "an empty stack"}</li>`)}</ul>`);
}

function cellText(c: HarborCell): string {
  switch (c.kind) {
    case "reserve": return "Reserve";
    case "free": return c.wood ? `free (${c.wood} wood)` : "free";
    case "building": return c.name;
    case "forest": return `${plural(c.count, "Forest")}`;
  }
}

function harborPanel(p: PlayerSummary, s: GameSummary, name: (seat: number) => string): Html {
  const shares = p.shares;
  const held = shares.ownHeldBy.filter((h) => h.count > 0).map((h) => `${h.count} held by ${name(h.seat)}`);
  const foreign = [...new Set(shares.foreignHeld)].map((seat) => `${shares.foreignHeld.filter((x) => x === seat).length} of ${name(seat)}`);
  const grid = html`<table class="harbor"><caption>Harbor of ${name(p.seat)}</caption><tbody>${p.harbor.map((row) => html`<tr>${row.map((c) => html`<td class="${c.kind}">${cellText(c)}</td>`)}</tr>`)}</tbody></table>`;
  const elders = p.elders.length
    ? html`<ul>${p.elders.map((e) => html`<li><b>${e.name}</b> (${plural(e.fish, "fish", "fish")}${e.gold ? `, ${e.gold} gold` : ""}${e.worker ? ", a Worker on him" : ""}): ${elderSummary("en", e.id) ?? ""}</li>`)}</ul>`
    : html`<p class="muted">No Elders.</p>`;
  return html`<section class="panel harbor-panel" aria-labelledby="harbor-${p.seat}"><h3 id="harbor-${p.seat}">${seatLabel(p.seat, name)} · ${vp(p.score)}</h3>
<p><b>Goods:</b> ${p.supply.wood} of 12 wood, ${p.supply.fish} fish, ${p.supply.gold} gold · <b>Reserve:</b> ${p.reserve.wood} wood, ${p.reserve.fish} fish, ${p.reserve.gold} gold${p.reserveShips.length ? `, ${shipsText(p.reserveShips)}` : ""}</p>
<p><b>Ships:</b> ${shipsText(p.ships)} (haul ${p.haulSize}) · <b>Forests:</b> ${p.forests} · <b>Free spaces:</b> ${p.freeSpaces}${s.phase === "work" ? ` · ${plural(p.workersLeft, "Worker")} left` : ""}</p>
<p><b>Shares:</b> ${shares.issuedOwnHeld} of their own issued and held${held.length ? ` (${list(held)})` : ""}, ${shares.unissued} unissued, ${shares.ownOnBoard} on the board${foreign.length ? `; holds ${list(foreign)}` : ""} · <b>C Buildings in hand:</b> ${p.handSize}</p>
${grid}
<h4>Buildings</h4>${cardsList(p.buildings.map((b) => b.card), "No Buildings yet.")}
<h4>Elders</h4>${elders}</section>`;
}

function logPanel(s: GameSummary, seats: readonly SeatRecord[], from: number | null): Html {
  const entries = s.log.map((e, i) => ({ i, text: withNames(e.text, seats, true) })).reverse();
  return section("log", "Log (latest first)", html`<ol class="log" reversed>${entries.map((e) => html`<li class="${from !== null && e.i >= from ? "new" : ""}">${e.text}</li>`)}</ol>`, true);
}

/** The heading line: game number, round and phase, and the state of the game (paused, over). */
function statusWords(view: TableView, s: GameSummary): string {
  const round = s.phase === "over" ? "The game is over" : `Round ${s.round} of 7, ${PHASE[s.phase]}`;
  const paused = view.game.paused && view.game.status === "active" ? " · The host has paused this game: nobody can play until they resume it." : "";
  return `${round}${paused}`;
}

/** The part of the page that changes as the game goes on (the live updates swap it in whole). */
export function tableFragment(view: TableView, summary: GameSummary): Html {
  const { game } = view;
  const name = names(game.seats);
  const now = nowWords(summary, game, name);
  const mine = view.viewer === null ? null : summary.players[view.viewer] ?? null;
  const replay = view.replay;
  const replayNav = replay ? html`<nav class="replay" aria-label="Replay"><p>Replay: step ${replay.step} of ${replay.steps - 1}${replay.step === 0 ? " (the start)" : ""}.</p><p>${replay.step > 0 ? html`<a href="?step=0">First</a> · <a href="?step=${replay.step - 1}">Previous step</a>` : ""}${replay.step > 0 && replay.step < replay.steps - 1 ? " · " : ""}${replay.step < replay.steps - 1 ? html`<a href="?step=${replay.step + 1}">Next step</a> · <a href="?step=${replay.steps - 1}">The end</a>` : ""}</p></nav>` : "";
  return html`<div id="live" data-version="${game.version}">
<p class="status">${statusWords(view, summary)}</p>
${replayNav}
${now.length ? html`<div class="now" role="status"><h2>Whose turn</h2><ul>${now.map((t) => html`<li>${t}</li>`)}</ul></div>` : ""}
${mine ? section("hand", "Your hand (only you see this page)", cardsList(mine.hand ?? [], "You hold no C Buildings."), true) : ""}
<div class="grid">
${scoresPanel(summary, name)}
${actionBoardPanel(summary, name)}
${section("display", "Building display", html`<h3>A Buildings</h3>${cardsList(summary.displays.A, "None.")}<h3>B Buildings</h3>${cardsList(summary.displays.B, "None.")}<h3>C Buildings face up</h3>${cardsList(summary.displays.C, "None yet.")}<p class="muted">Left in the piles: ${summary.piles.A} A, ${summary.piles.B} B, ${summary.piles.C} C.</p>`)}
<section class="panel wide" aria-labelledby="harbors"><h2 id="harbors">Harbors</h2><div class="harbors">${summary.players.map((p) => harborPanel(p, summary, name))}</div></section>
${logPanel(summary, game.seats, replay ? replay.from : null)}
</div></div>`;
}

/** A whole page: the head (styles and script are their own routes: no inline script or style), a heading and `body`. */
function page(title: string, body: Html, live?: { readonly events: string; readonly fragment: string }): string {
  const main = live
    ? html`<main id="table" data-events="${live.events}" data-fragment="${live.fragment}">${body}</main>`
    : html`<main id="table">${body}</main>`;
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><meta name="robots" content="noindex, nofollow"><title>${title}</title><link rel="stylesheet" href="/app.css"></head><body><header><h1>${title}</h1>${live ? html`<p class="muted" id="updated" aria-live="polite">This page follows the game as it is played.</p>` : ""}</header>${main}${live ? html`<script src="/app.js" defer></script>` : ""}</body></html>`.markup}`;
}

/** A game's page: its table, or what keeps it from being shown (not started, cancelled). */
export function tablePage(view: TableView, summary: GameSummary, live?: { readonly events: string; readonly fragment: string }): string {
  return page(`Nusfjord · game #${view.game.id}`, tableFragment(view, summary), live);
}

/** A page that says something instead of a table: why a link does not open it. */
export function messagePage(title: string, ...paragraphs: readonly string[]): string {
  return page(title, html`${paragraphs.map((p) => html`<p>${p}</p>`)}`);
}

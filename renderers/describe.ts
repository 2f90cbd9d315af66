// What each image shows, in plain English: the alt text the bot attaches to its images
// (Discord's attachment description, at most 1024 characters), for players who use a screen
// reader or cannot make out a picture. Pure: no canvas, no I/O. The names are those of
// `opts.names`, as in the images; the most important facts come first (round, phase, whose
// turn, every player's figures), so a description cut at the limit loses only details. Each
// says what its layout draws: the compact images (the default) leave details to the bot's text,
// and so do their descriptions; `layout: "detail"` describes the tall images, which show more.
import { possessive, type Layout } from "./draw.ts";
import type { CardView, GameSummary, Phase, PlayerCount, PlayerSummary, ScoreSheet, ShipType } from "../src/engine/index.ts";
import { altText } from "./alt-text.ts";
import { type SheetSpace, cheatSheetText, listSeparator } from "./cheat-sheet-text.ts";
import { say, type Locale } from "../src/i18n/index.ts";

export interface DescribeOptions {
  names?: readonly string[];
  /** The image's layout (default compact); "wide" shows what "detail" does. */
  layout?: Layout;
}

/** Whether the image described is the compact one. */
function compact(o: DescribeOptions): boolean {
  return (o.layout ?? "compact") === "compact";
}

const SHAPES = ["circle", "square", "triangle", "diamond", "hexagon"];

/** "Ann (Blue circle)": how a player is drawn in the compact images' key. */
function keyWords(seat: number, o: DescribeOptions): string {
  return `${nameOf(seat, o)} (${COLOURS[seat] ?? "Grey"} ${SHAPES[seat] ?? "mark"})`;
}

function reserveWords(r: { wood: number; fish: number; gold: number }): string {
  const goods = (["wood", "fish", "gold"] as const).filter((g) => r[g] > 0).map((g) => `${r[g]} ${g}`);
  return goods.length ? list(goods) : "empty";
}
export interface DescribeScoresOptions extends DescribeOptions {
  /** The itemised sheets the score image shows; without them, each player's total so far. */
  sheets?: readonly ScoreSheet[];
}

export { MAX_DESCRIPTION } from "./alt-text.ts";

const PHASE: Readonly<Record<Phase, string>> = { fishing: "Fishing phase", work: "Work phase", returning: "Returning Home", over: "game over" };

const COLOURS = ["Blue", "Orange", "Green", "Pink", "Yellow"];

function nameOf(seat: number, o: DescribeOptions): string {
  return o.names?.[seat] ?? `Player ${seat + 1}`;
}

/** Names instead of "Player N" in the engine's words (prompts), as the images do. */
function named(s: string, o: DescribeOptions): string {
  const names = o.names;
  if (!names) return s;
  return s.replace(/\bPlayer ([1-5])\b/g, (whole, n: string) => names[Number(n) - 1] ?? whole);
}

function plural(n: number, one: string, many = `${one}s`): string { return `${n} ${n === 1 ? one : many}`; }

/** "7 VP", "minus 5 VP" (a screen reader may not read a hyphen as minus). */
function vp(n: number): string { return n < 0 ? `minus ${-n} VP` : `${n} VP`; }

function signed(n: number): string { return n > 0 ? `+${n}` : n < 0 ? `minus ${-n}` : "0"; }

/** A list in words: "a, b and c". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "Round 4 of 7, Work phase", or "The game is over". */
function roundWords(s: GameSummary): string {
  return s.phase === "over" ? "The game is over" : `Round ${s.round} of 7, ${PHASE[s.phase]}`;
}

/** Who must act now and what they are asked: "Now: Dagny: place a Worker (2 left) or pass." */
function whoseTurn(s: GameSummary, o: DescribeOptions): string {
  const seats = s.activeSeat !== null ? [s.activeSeat] : s.pendingSeats;
  if (!seats.length) return s.phase === "over" ? "" : "Nobody to act.";
  return seats.map((seat) => {
    const prompt = s.prompts.find((p) => p.seat === seat)?.prompt;
    return prompt ? `Now: ${named(prompt, o).replace(/\.?$/, ".")}` : `Now ${nameOf(seat, o)} to play.`;
  }).join(" ");
}

/** "Ann: 7 of 12 wood, 3 fish, 2 gold, haul 5". */
function supplyWords(p: PlayerSummary, o: DescribeOptions): string {
  return `${nameOf(p.seat, o)}: ${p.supply.wood} of 12 wood, ${p.supply.fish} fish, ${p.supply.gold} gold, haul ${p.haulSize}`;
}

function goodsWords(g: { wood: number; fish: number; gold: number }): string {
  return `${g.wood} wood, ${g.fish} fish, ${g.gold} gold`;
}

function shipsWords(ships: readonly ShipType[]): string {
  if (!ships.length) return "no Ships";
  const counts = new Map<ShipType, number>();
  for (const t of ships) counts.set(t, (counts.get(t) ?? 0) + 1);
  return list([...counts].map(([t, n]) => plural(n, t)));
}

function eldersWords(p: PlayerSummary): string {
  if (!p.elders.length) return "no Elders";
  return list(p.elders.map((e) => `${e.name} (${plural(e.fish, "fish", "fish")}${e.gold ? `, ${e.gold} gold` : ""}${e.worker ? ", a Worker on him" : ""})`));
}

function cardWords(c: CardView): string {
  return `${c.name} (${c.costText}, ${c.vp === null ? c.vpText : vp(c.vp)})`;
}

const SPACE_WORDS: Readonly<Record<string, string>> = {
  gold: "+1 Gold", "transfer-reserve": "Transfer Reserve", "serve-fish": "Serve Fish", "build-building": "Build a Building",
  "issue-share": "Issue a Share", "buy-shares": "Buy All Shares", deforest: "Deforest", "thin-out": "Thin Out",
  reforest: "Reforest", "build-ship": "Build a Ship", "take-elder": "Take an Elder",
};

/**
 * What lies on the Action board, in words: the Workers on each action space (full ones said
 * so), the fish on the Banquet Table's plates, the newly issued Shares and their price. The
 * board's alt text and the turn picture's (describe-turn.ts) both say it.
 */
export function actionBoardWords(s: GameSummary, o: DescribeOptions = {}): string {
  const taken = s.actionSpaces.filter((sp) => sp.occupants.length).map((sp) => `${SPACE_WORDS[sp.id] ?? sp.label}${sp.full ? " (full)" : ""}: ${list(sp.occupants.map((x) => nameOf(x, o)))}`);
  for (const im of s.imitation) if (im.occupant !== null) taken.push(`${im.label}${im.copies ? ` copying ${SPACE_WORDS[im.copies]}` : ""}: ${nameOf(im.occupant, o)}`);
  const parts = [taken.length ? `Workers on action spaces: ${taken.join("; ")}.` : "No Workers on the action spaces."];
  const plates = s.plates.filter((p) => p.fish > 0).map((p) => String(p.plate));
  parts.push(plates.length ? `Banquet Table: fish on plate${plates.length === 1 ? "" : "s"} ${list(plates)}.` : "Banquet Table: no fish.");
  const issuers = [...new Set(s.newShares)].sort((a, b) => a - b);
  parts.push(issuers.length
    ? `Newly issued shares: ${list(issuers.map((seat) => `${s.newShares.filter((x) => x === seat).length} of ${nameOf(seat, o)}`))}, all for ${s.buySharesPrice} gold.`
    : "No newly issued shares.");
  return parts.join(" ");
}

/**
 * The central board. Compact: round, whose turn, the key of the players' shapes, the Workers on
 * the action spaces, plates, new Shares, the Elders on offer (what the picture draws; the
 * displays and ship supply are the bot's text). Detail: also scores and workers, ships and the
 * Elder stacks' sizes, and the displays.
 */
export function describeBoard(s: GameSummary, o: DescribeOptions = {}): string {
  if (compact(o)) {
    const elders = s.elderStacks.map((st) => st.top ? st.top.name : st.size ? "one face down" : "an empty stack");
    return altText([
      `Nusfjord board. ${roundWords(s)}.`,
      whoseTurn(s, o),
      `Players: ${list(s.players.map((p) => keyWords(p.seat, o)))}.`,
      actionBoardWords(s, o),
      `Elders on offer: ${list(elders)}.`,
    ].filter(Boolean).join(" "));
  }
  const parts: string[] = [`Nusfjord board. ${roundWords(s)}.`, whoseTurn(s, o)];
  parts.push(`Scores so far: ${list(s.players.map((p) => `${nameOf(p.seat, o)} ${vp(p.score)} (${plural(p.workersLeft, "worker")} left${p.seat === s.firstPlayer ? ", first player" : ""})`))}.`);
  parts.push(actionBoardWords(s, o));
  parts.push(`Ships left: ${s.shipSupply.sloop} sloops, ${s.shipSupply.cutter} cutters, ${s.shipSupply.schooner} schooners.`);
  parts.push(`Elders on top of the stacks: ${list(s.elderStacks.map((st) => st.top ? `${st.top.name} (${st.size})` : st.size ? `face down (${st.size})` : "empty"))}.`);
  const shown = (cards: readonly (CardView | null)[]): string => {
    const present = cards.filter((c): c is CardView => c !== null);
    return present.length ? list(present.map(cardWords)) : "none";
  };
  parts.push(`A Buildings: ${shown(s.displays.A)}.`);
  parts.push(`B Buildings: ${shown(s.displays.B)}.`);
  const inHands = s.players.reduce((n, p) => n + p.handSize, 0);
  parts.push(s.displays.C.length ? `C Buildings face up: ${shown(s.displays.C)}; ${inHands} in hands.` : `No C Buildings face up; ${inHands} in hands.`);
  return altText(parts.filter(Boolean).join(" "));
}

/**
 * One player's harbor. Compact: score, supply, haul, Ships, Workers left, then the 3 x 4 harbor
 * space by space (the Reserve, Buildings with their category and VP, Forests, free spaces), as
 * the picture draws them. Detail: also the Fishing track, the Elder Council, Shares and hand.
 */
export function describeHarbor(s: GameSummary, seat: number, o: DescribeOptions = {}): string {
  const p = s.players.find((x) => x.seat === seat);
  if (!p) throw new RangeError(`There is no seat ${seat} in this game (${s.players.length} players).`);
  const name = nameOf(seat, o);
  if (compact(o)) return compactHarborWords(s, p, o);
  const parts: string[] = [
    `${possessive(name)} harbor (${COLOURS[seat] ?? "Grey"}${seat === s.firstPlayer ? ", first player" : ""}). ${roundWords(s)}.`,
    `${supplyWords(p, o)}; ${p.workersLeft} of 3 workers left; ${vp(p.score)} so far.`,
    `Reserve: ${goodsWords(p.reserve)}${p.reserveShips.length ? `, and a ${p.reserveShips.join(" and a ")} waiting` : ""}.`,
  ];
  const buildings = p.buildings.filter((b) => b.row !== null && b.col !== null).map((b) => `${b.name} on ${String.fromCharCode(65 + (b.row ?? 0))}${(b.col ?? 0) + 1} (${b.card.vp === null ? b.card.vpText : vp(b.card.vp)})`);
  parts.push(buildings.length ? `Buildings: ${list(buildings)}.` : "No Buildings yet.");
  const off = p.buildings.filter((b) => b.row === null).map((b) => b.name);
  if (off.length) parts.push(`Beside the harbor: ${list(off)}.`);
  const forests = p.forestsByDouble.filter((d) => d.count > 0).map((d) => `${plural(d.count, "Forest")} on ${d.cells.map(([r, c]) => `${String.fromCharCode(65 + r)}${c + 1}`).join("-")}`);
  parts.push(forests.length ? `${list(forests)}.` : "No Forests.");
  parts.push(`${plural(p.freeSpaces, "free Building space")} (minus 1 VP each at the end).`);
  parts.push(`Fishing track: ${shipsWords(p.ships)}; the haul is ${p.haulSize} fish.`);
  parts.push(`Elder Council: ${eldersWords(p)}; ${5 - p.elders.length} of 5 seats empty.`);
  const sh = p.shares;
  const held = [...new Set(sh.foreignHeld)].map((x) => `${sh.foreignHeld.filter((y) => y === x).length} of ${nameOf(x, o)}`);
  parts.push(`Shares: ${sh.issuedOwnHeld} own issued, ${sh.unissued} unissued; held from others: ${held.length ? list(held) : "none"}; own on the board: ${sh.ownOnBoard}; held by others: ${sh.ownHeldBy.length ? list(sh.ownHeldBy.map((h) => `${nameOf(h.seat, o)} ${h.count}`)) : "none"}.`);
  parts.push(`C Buildings in hand: ${p.handSize ? (p.hand ? list(p.hand.map((c) => c.name)) : `${p.handSize}, hidden`) : "none"}.`);
  return altText(parts.join(" "));
}

/** The compact harbor in words: the strip of goods, then each space A1-C4 as drawn. */
function compactHarborWords(s: GameSummary, p: PlayerSummary, o: DescribeOptions): string {
  const name = nameOf(p.seat, o);
  const spaces: string[] = [];
  p.harbor.forEach((row, r) => row.forEach((cell, c) => {
    const at = `${String.fromCharCode(65 + r)}${c + 1}`;
    if (cell.kind === "reserve") spaces.push(`${at} Reserve: ${reserveWords(p.reserve)}${p.reserveShips.length ? `, and a ${p.reserveShips.join(" and a ")} waiting` : ""}`);
    else if (cell.kind === "building") {
      const b = p.buildings.find((x) => x.id === cell.id);
      const worth = b ? `, ${b.card.vp === null ? b.card.vpText : vp(b.card.vp)}` : "";
      spaces.push(`${at} ${cell.name} (${b?.card.category ?? "Building"}${worth})`);
    } else if (cell.kind === "free") spaces.push(cell.wood ? `${at} free with ${cell.wood} wood on it` : `${at} free`);
  }));
  for (const d of p.forestsByDouble.filter((x) => x.count > 0)) spaces.push(`${d.cells.map(([r, c]) => `${String.fromCharCode(65 + r)}${c + 1}`).join("-")} ${plural(d.count, "Forest")}`);
  return altText([
    `${possessive(name)} harbor (${COLOURS[p.seat] ?? "Grey"}${p.seat === s.firstPlayer ? ", first player" : ""}), ${vp(p.score)}${s.phase === "over" ? "" : " so far"}.`,
    `${supplyWords(p, o)}; ${shipsWords(p.ships)}; ${p.workersLeft} of 3 Workers left.`,
    `Spaces: ${spaces.join("; ")}.`,
  ].join(" "));
}

/** The score image: winners (or leaders), every total, then each player's items. */
export function describeScores(s: GameSummary, o: DescribeScoresOptions = {}): string {
  const over = s.phase === "over";
  const sheets = o.sheets;
  const totals = sheets
    ? sheets.map((x) => ({ seat: x.seat, total: x.total, winner: x.winner }))
    : (() => {
      const best = Math.max(...s.players.map((p) => p.score));
      return s.players.map((p) => ({ seat: p.seat, total: p.score, winner: p.score === best }));
    })();
  const winners = totals.filter((x) => x.winner);
  const best = winners[0]?.total ?? 0;
  const head = over ? "Final scores." : `Score so far. ${roundWords(s)}.`;
  const lead = winners.length
    ? over
      ? winners.length > 1 ? `Shared victory at ${best} VP: ${list(winners.map((x) => nameOf(x.seat, o)))}.` : `${nameOf(winners[0]?.seat ?? 0, o)} wins with ${best} VP.`
      : `${list(winners.map((x) => nameOf(x.seat, o)))} ${winners.length > 1 ? "lead" : "leads"} with ${best} VP.`
    : "";
  const parts = [head, lead, `${list(totals.map((x) => `${nameOf(x.seat, o)} ${vp(x.total)}`))}.`];
  for (const x of sheets ?? []) {
    const items = [
      `Ships ${signed(x.ships)}`,
      `Buildings ${signed(x.buildingsTotal)}${x.buildings.length ? ` (${x.buildings.map((b) => `${b.name} ${signed(b.vp)}`).join(", ")})` : ""}`,
      `Shares ${signed(x.shares)}`,
      `gold ${signed(x.gold)}`,
      // What costs nothing is not said ("free spaces 0" tells a listener nothing).
      ...(x.freeSpaces > 0 ? [`free spaces ${signed(-x.freeSpaces)}`] : []),
      ...(x.unissuedShares > 0 ? [`unissued Shares ${signed(-x.unissuedShares)}`] : []),
      ...x.adjustments.map((a) => `${a.name}, ${a.text}, ${signed(a.vp)}`),
    ];
    parts.push(`${nameOf(x.seat, o)}: ${items.join("; ")}.`);
  }
  return altText(parts.filter(Boolean).join(" "));
}

/**
 * Every player's position. Compact: for each player what their column shows (score, first
 * player, supply, haul, Workers left, Reserve, how many Ships, Buildings, Elders, Forests and
 * free spaces). Detail: every player's figures, then their Ships, Buildings and Elders by name.
 */
export function describeTable(s: GameSummary, o: DescribeOptions = {}): string {
  const parts: string[] = [`Every player. ${roundWords(s)}.`, whoseTurn(s, o)];
  if (compact(o)) {
    for (const p of s.players) {
      parts.push(`${supplyWords(p, o)}; ${vp(p.score)}${p.seat === s.firstPlayer ? ", first player" : ""}; ${p.workersLeft} of 3 Workers left; Reserve ${reserveWords(p.reserve)}; ${plural(p.ships.length, "Ship")}, ${plural(p.buildings.length, "Building")}, ${plural(p.elders.length, "Elder")}, ${plural(p.forests, "Forest")}, ${plural(p.freeSpaces, "free space")}.`);
    }
    return altText(parts.filter(Boolean).join(" "));
  }
  parts.push(`${s.players.map((p) => `${supplyWords(p, o)}, ${vp(p.score)}, ${plural(p.workersLeft, "worker")} left${p.seat === s.firstPlayer ? ", first player" : ""}`).join(". ")}.`);
  for (const p of s.players) {
    const buildings = p.buildings.map((b) => b.name);
    parts.push(`${nameOf(p.seat, o)}'s Reserve: ${goodsWords(p.reserve)}; ${shipsWords(p.ships)}; ${buildings.length ? `Buildings: ${list(buildings)}` : "no Buildings"}; ${p.elders.length ? `Elders: ${eldersWords(p)}` : "no Elders"}; ${plural(p.forests, "Forest")}.`);
  }
  return altText(parts.filter(Boolean).join(" "));
}

/**
 * The cheat sheet (renderCheatSheet), its gist in fewer words than the image: the goal, a
 * round's phases, every action space with what it gives and the Workers it holds (the
 * Imitation tile with 4-5 players), the Ships, the Round spaces 3-6, scoring and the limits,
 * from the sheet's own data (cheat-sheet-text.ts), in the sheet's language.
 */
export function describeCheatSheet(players: PlayerCount, locale: Locale = "en"): string {
  const t = cheatSheetText(players, locale);
  const sep = listSeparator(locale);
  const all = (items: readonly string[]): string => (locale === "en" ? list(items) : items.length <= 1 ? items[0] ?? "" : say(locale, "rules.sheet.alt.and", { a: items.slice(0, -1).join(sep), b: items[items.length - 1] ?? "" }));
  const points = (n: number): string => (locale === "en" ? vp(n) : say(locale, "card.amount.vp", { n, count: n }));
  const cost = (g: { wood: number; fish: number; gold: number }): string => (locale === "en" ? goodsCost(g) : (["wood", "fish", "gold"] as const).filter((k) => g[k] > 0).map((k) => say(locale, `card.amount.${k}`, { n: g[k], count: g[k] })).join(" + "));
  const space = (sp: SheetSpace): string => (sp.short ? `${sp.name}: ${sp.short}` : sp.name);
  const ships = t.ships.map((sh) => (sh.orGold !== null
    ? say(locale, "rules.sheet.alt.shipOrGold", { name: sh.name, cost: cost(sh.cost), gold: sh.orGold, vp: points(sh.vp) })
    : say(locale, "rules.sheet.alt.ship", { name: sh.name, cost: cost(sh.cost), vp: points(sh.vp) })));
  const phases = t.phases.map((p) => `${p.name} (${p.automatic ? say(locale, "rules.sheet.alt.automatic") : say(locale, "rules.sheet.alt.work", { workers: t.workers })})`);
  const plus = t.scoring.filter((sc) => sc.sign === "+").map((sc) => sc.short);
  const minus = t.scoring.filter((sc) => sc.sign === "−").map((sc) => sc.short);
  const imitation = t.imitation.length === 1 ? say(locale, "rules.sheet.alt.imitationOne") : say(locale, "rules.sheet.alt.imitationMany", { n: t.imitation.length });
  const parts = [
    `${say(locale, "rules.sheet.alt.head", { title: t.title, players: say(locale, "rules.sheet.players", { n: players }), goal: t.goal })}`,
    say(locale, "rules.sheet.alt.phases", { list: phases.join(sep) }),
    say(locale, "rules.sheet.alt.spaces", { list: t.spaces.map(space).join(locale === "ja" ? sep : "; ") }),
    t.imitation.length ? imitation : "",
    say(locale, "rules.sheet.alt.rounds", { list: t.schedule.map((r) => say(locale, "rules.sheet.alt.round", { n: r.round, text: r.short })).join(locale === "ja" ? sep : "; ") }),
    say(locale, "rules.sheet.alt.scoring", { heading: t.headings.scoring, plus: plus.join(sep), minus: minus.join(sep), note: t.scoringNote }),
    say(locale, "rules.sheet.alt.limits", { list: all(t.limits.map((l) => l.short).filter(Boolean)) }),
    say(locale, "rules.sheet.alt.ships", { list: ships.join(locale === "ja" ? sep : "; ") }),
  ];
  return altText(parts.filter(Boolean).join(locale === "ja" ? "" : " "));
}

/** "2 wood + 2 fish". */
function goodsCost(g: { wood: number; fish: number; gold: number }): string {
  return (["wood", "fish", "gold"] as const).filter((k) => g[k] > 0).map((k) => `${g[k]} ${k}`).join(" + ");
}

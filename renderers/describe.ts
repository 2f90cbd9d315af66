// What each image shows, in plain English: the alt text the bot attaches to its images
// (Discord's attachment description, at most 1024 characters), for players who use a screen
// reader or cannot make out a picture. Pure: no canvas, no I/O. The names are those of
// `opts.names`, as in the images; the most important facts come first (round, phase, whose
// turn, every player's figures), so a description cut at the limit loses only details. Each
// says what its layout draws: the compact images (the default) leave details to the bot's text,
// and so do their descriptions; `layout: "detail"` describes the tall images, which show more.
import { speak } from "../src/i18n/speak.ts";
import { andList, localeOf, ownerName, playerName, promptIn, vpTextIn, wordsOf, type Layout } from "./draw.ts";
import type { CardView, GameSummary, PlayerCount, PlayerSummary, ScoreSheet, ShipType } from "../src/engine/index.ts";
import { altText } from "./alt-text.ts";
import { type SheetSpace, cheatSheetText, listSeparator } from "./cheat-sheet-text.ts";
import { say, type Locale } from "../src/i18n/index.ts";

export interface DescribeOptions {
  names?: readonly string[];
  /** The language of the description (default English), as the image's. */
  language?: Locale;
  /** The image's layout (default compact); "wide" shows what "detail" does. */
  layout?: Layout;
}

/**
 * Whether the image is described as the compact one: it is, or it speaks another language than
 * English (the detail and wide pictures' longer descriptions are English's; in German or Japanese
 * their alt text says what the compact one's does, in the language).
 */
function compact(o: DescribeOptions): boolean {
  return (o.layout ?? "compact") === "compact" || localeOf(o) !== "en";
}

const SEATS = ["0", "1", "2", "3", "4"] as const;

/** A seat's colour in words ("Blue"). */
function colourOf(seat: number, o: DescribeOptions): string {
  const k = SEATS[seat];
  return k ? wordsOf(o)(`image.alt.colour.${k}`) : "Grey";
}

/** "Ann (Blue circle)": how a player is drawn in the compact images' key. */
function keyWords(seat: number, o: DescribeOptions): string {
  const k = SEATS[seat];
  return wordsOf(o)("image.alt.key", { name: nameOf(seat, o), colour: colourOf(seat, o), shape: k ? wordsOf(o)(`image.alt.shape.${k}`) : "mark" });
}

function reserveWords(r: { wood: number; fish: number; gold: number }, o: DescribeOptions = {}): string {
  const t = wordsOf(o);
  const goods = (["wood", "fish", "gold"] as const).filter((g) => r[g] > 0).map((g) => t(`engine.word.${g}`, { count: r[g] }));
  return goods.length ? list(goods, o) : t("image.alt.empty");
}

/** Sentences joined: with a space, in Japanese without. */
function sentences(parts: readonly string[], o: DescribeOptions): string {
  return parts.filter(Boolean).join(localeOf(o) === "ja" ? "" : " ");
}
export interface DescribeScoresOptions extends DescribeOptions {
  /** The itemised sheets the score image shows; without them, each player's total so far. */
  sheets?: readonly ScoreSheet[];
}

export { MAX_DESCRIPTION } from "./alt-text.ts";

function nameOf(seat: number, o: DescribeOptions): string {
  return playerName(seat, o);
}

function plural(n: number, one: string, many = `${one}s`): string { return `${n} ${n === 1 ? one : many}`; }

/** "7 VP", "minus 5 VP" (a screen reader may not read a hyphen as minus). */
function vp(n: number, o: DescribeOptions = {}): string {
  const t = wordsOf(o);
  return n < 0 ? t("image.alt.minusVp", { vp: -n }) : t("image.alt.vp", { vp: n });
}

function signed(n: number, o: DescribeOptions = {}): string { return n > 0 ? `+${n}` : n < 0 ? wordsOf(o)("image.alt.minus", { n: -n }) : "0"; }

/** A list in words: "a, b and c" (in the description's language). */
function list(items: readonly string[], o: DescribeOptions = {}): string {
  return andList(items, o);
}

/** "Round 4 of 7, Work phase", or "The game is over". */
function roundWords(s: GameSummary, o: DescribeOptions = {}): string {
  const t = wordsOf(o);
  return s.phase === "over" ? t("image.alt.over") : t("image.alt.round", { round: s.round, phase: t(`image.alt.phase.${s.phase}`) });
}

/** A sentence ended as its language ends one (a prompt may end without). */
function ended(s: string, o: DescribeOptions): string {
  if (localeOf(o) === "en") return s.replace(/\.?$/, ".");
  return /[.!?。！？]$/.test(s) ? s : `${s}${localeOf(o) === "ja" ? "。" : "."}`;
}

/** Who must act now and what they are asked: "Now: Dagny: place a Worker (2 left) or pass." */
function whoseTurn(s: GameSummary, o: DescribeOptions): string {
  const t = wordsOf(o);
  const seats = s.activeSeat !== null ? [s.activeSeat] : s.pendingSeats;
  if (!seats.length) return s.phase === "over" ? "" : t("image.alt.nobody");
  return sentences(seats.map((seat) => {
    const asked = s.prompts.find((p) => p.seat === seat);
    return asked ? t("image.alt.now", { prompt: ended(promptIn(asked, o), o) }) : t("image.alt.nowPlay", { name: nameOf(seat, o) });
  }), o);
}

/** "Ann: 7 of 12 wood, 3 fish, 2 gold, haul 5". */
function supplyWords(p: PlayerSummary, o: DescribeOptions): string {
  return wordsOf(o)("image.alt.supply", { name: nameOf(p.seat, o), wood: p.supply.wood, fish: p.supply.fish, gold: p.supply.gold, haul: p.haulSize });
}

function goodsWords(g: { wood: number; fish: number; gold: number }): string {
  return `${g.wood} wood, ${g.fish} fish, ${g.gold} gold`;
}

function shipsWords(ships: readonly ShipType[], o: DescribeOptions = {}): string {
  const t = wordsOf(o);
  if (!ships.length) return t("image.alt.noShips");
  const counts = new Map<ShipType, number>();
  for (const sh of ships) counts.set(sh, (counts.get(sh) ?? 0) + 1);
  return list([...counts].map(([sh, n]) => t(`image.alt.${sh}`, { count: n })), o);
}

function eldersWords(p: PlayerSummary): string {
  if (!p.elders.length) return "no Elders";
  return list(p.elders.map((e) => `${e.name} (${plural(e.fish, "fish", "fish")}${e.gold ? `, ${e.gold} gold` : ""}${e.worker ? ", a Worker on him" : ""})`));
}

function cardWords(c: CardView): string {
  return `${c.name} (${c.costText}, ${c.vp === null ? c.vpText : vp(c.vp)})`;
}


/**
 * What lies on the Action board, in words: the Workers on each action space (full ones said
 * so), the fish on the Banquet Table's plates, the newly issued Shares and their price. The
 * board's alt text and the turn picture's (describe-turn.ts) both say it.
 */
export function actionBoardWords(s: GameSummary, o: DescribeOptions = {}): string {
  const t = wordsOf(o);
  const taken = s.actionSpaces.filter((sp) => sp.occupants.length).map((sp) => t(sp.full ? "image.alt.takenFull" : "image.alt.taken", { space: t(`engine.space.${sp.id}`), names: list(sp.occupants.map((x) => nameOf(x, o)), o) }));
  for (const im of s.imitation) {
    if (im.occupant === null) continue;
    const label = localeOf(o) === "en" ? im.label : t("image.imitation");
    const space = im.copies ? t("image.alt.imitationCopying", { label, space: t(`engine.space.${im.copies}`) }) : label;
    taken.push(t("image.alt.taken", { space, names: nameOf(im.occupant, o) }));
  }
  const parts = [taken.length ? t("image.alt.workersOn", { list: taken.join(t("image.alt.sep")) }) : t("image.alt.noWorkers")];
  const plates = s.plates.filter((p) => p.fish > 0).map((p) => String(p.plate));
  parts.push(plates.length ? t("image.alt.plates", { count: plates.length, list: list(plates, o) }) : t("image.alt.noFish"));
  const issuers = [...new Set(s.newShares)].sort((a, b) => a - b);
  parts.push(issuers.length
    ? t("image.alt.shares", { list: list(issuers.map((seat) => t("image.alt.sharesOf", { n: s.newShares.filter((x) => x === seat).length, name: nameOf(seat, o) })), o), price: s.buySharesPrice })
    : t("image.alt.noShares"));
  return sentences(parts, o);
}

/**
 * The central board. Compact: round, whose turn, the key of the players' shapes, the Workers on
 * the action spaces, plates, new Shares, the Elders on offer (what the picture draws; the
 * displays and ship supply are the bot's text). Detail: also scores and workers, ships and the
 * Elder stacks' sizes, and the displays.
 */
export function describeBoard(s: GameSummary, o: DescribeOptions = {}): string {
  if (compact(o)) {
    const t = wordsOf(o);
    const elders = s.elderStacks.map((st) => st.top ? st.top.name : st.size ? t("image.alt.oneFaceDown") : t("image.alt.emptyStack"));
    return altText(sentences([
      t("image.alt.board", { round: roundWords(s, o) }),
      whoseTurn(s, o),
      t("image.alt.players", { list: list(s.players.map((p) => keyWords(p.seat, o)), o) }),
      actionBoardWords(s, o),
      t("image.alt.eldersOnOffer", { list: list(elders, o) }),
    ], o));
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
    `${ownerName(name)}'s harbor (${colourOf(seat, o)}${seat === s.firstPlayer ? ", first player" : ""}). ${roundWords(s)}.`,
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

/** A Building's category ("Immediately") in the language, by the card's English name of it. */
const CATEGORY: Readonly<Record<string, "anytime" | "immediately" | "once" | "special" | "points" | "whenever">> = {
  Anytime: "anytime", Immediately: "immediately", Once: "once", "Special ability": "special", "Victory points": "points", Whenever: "whenever",
};

function categoryWords(category: string | undefined, o: DescribeOptions): string {
  const key = category === undefined ? undefined : CATEGORY[category];
  if (localeOf(o) === "en" || !key) return category ?? "Building";
  return wordsOf(o)(`card.category.${key}`);
}

/** The compact harbor in words: the strip of goods, then each space A1-C4 as drawn. */
function compactHarborWords(s: GameSummary, p: PlayerSummary, o: DescribeOptions): string {
  const t = wordsOf(o);
  const name = nameOf(p.seat, o);
  const spaces: string[] = [];
  const en = localeOf(o) === "en";
  p.harbor.forEach((row, r) => row.forEach((cell, c) => {
    const at = `${String.fromCharCode(65 + r)}${c + 1}`;
    if (cell.kind === "reserve") {
      const goods = reserveWords(p.reserve, o);
      const ships = en ? p.reserveShips.join(" and a ") : list(p.reserveShips.map((sh) => t(`engine.ship.${sh}`)), o);
      spaces.push(p.reserveShips.length ? t("image.alt.reserveShips", { at, goods, ships }) : t("image.alt.reserveCell", { at, goods }));
    } else if (cell.kind === "building") {
      const b = p.buildings.find((x) => x.id === cell.id);
      const category = categoryWords(b?.card.category, o);
      spaces.push(b ? t("image.alt.building", { at, name: cell.name, category, vp: b.card.vp === null ? vpTextIn(b.card.vpText, o) : vp(b.card.vp, o) }) : `${at} ${cell.name} (${category})`);
    } else if (cell.kind === "free") spaces.push(cell.wood ? t("image.alt.freeWood", { at, n: cell.wood }) : t("image.alt.free", { at }));
  }));
  for (const d of p.forestsByDouble.filter((x) => x.count > 0)) spaces.push(t("image.alt.forest", { at: d.cells.map(([r, c]) => `${String.fromCharCode(65 + r)}${c + 1}`).join("-"), forests: t("image.harbor.forests", { count: d.count }) }));
  const colour = p.seat === s.firstPlayer ? t("image.alt.firstPlayer", { colour: colourOf(p.seat, o) }) : colourOf(p.seat, o);
  return altText(sentences([
    t("image.alt.harbor", { name: ownerName(name), colour, vp: s.phase === "over" ? vp(p.score, o) : t("image.alt.soFar", { vp: vp(p.score, o) }) }),
    t("image.alt.harborSupply", { supply: supplyWords(p, o), ships: shipsWords(p.ships, o), n: p.workersLeft }),
    t("image.alt.spaces", { list: spaces.join(t("image.alt.sep")) }),
  ], o));
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
  const t = wordsOf(o);
  const names = (xs: readonly { seat: number }[]): string => list(xs.map((x) => nameOf(x.seat, o)), o);
  const head = over ? t("image.alt.finalScores") : t("image.alt.scoreSoFar", { round: roundWords(s, o) });
  const lead = winners.length
    ? over
      ? winners.length > 1 ? t("image.alt.shared", { vp: best, names: names(winners) }) : t("image.alt.wins", { name: nameOf(winners[0]?.seat ?? 0, o), vp: best })
      : t("image.alt.leads", { count: winners.length, names: names(winners), vp: best })
    : "";
  const dot = localeOf(o) === "ja" ? "。" : ".";
  const parts = [head, lead, `${list(totals.map((x) => t("image.alt.total", { name: nameOf(x.seat, o), vp: vp(x.total, o) })), o)}${dot}`];
  for (const x of sheets ?? []) {
    const n = (v: number): string => signed(v, o);
    const items = [
      t("image.alt.itemShips", { n: n(x.ships) }),
      x.buildings.length
        ? t("image.alt.itemBuildingsList", { n: n(x.buildingsTotal), list: x.buildings.map((b) => `${b.name} ${n(b.vp)}`).join(t("engine.word.sep")) })
        : t("image.alt.itemBuildings", { n: n(x.buildingsTotal) }),
      t("image.alt.itemShares", { n: n(x.shares) }),
      t("image.alt.itemGold", { n: n(x.gold) }),
      // What costs nothing is not said ("free spaces 0" tells a listener nothing).
      ...(x.freeSpaces > 0 ? [t("image.alt.itemFree", { n: n(-x.freeSpaces) })] : []),
      ...(x.unissuedShares > 0 ? [t("image.alt.itemUnissued", { n: n(-x.unissuedShares) })] : []),
      ...x.adjustments.map((a) => t("image.alt.itemRule", { name: a.name, text: localeOf(o) === "en" || !a.say ? a.text : speak(localeOf(o), a.say), n: n(a.vp) })),
    ];
    parts.push(t("image.alt.sheet", { name: nameOf(x.seat, o), items: items.join(t("image.alt.sep")) }));
  }
  return altText(sentences(parts, o));
}

/**
 * Every player's position. Compact: for each player what their column shows (score, first
 * player, supply, haul, Workers left, Reserve, how many Ships, Buildings, Elders, Forests and
 * free spaces). Detail: every player's figures, then their Ships, Buildings and Elders by name.
 */
export function describeTable(s: GameSummary, o: DescribeOptions = {}): string {
  const t = wordsOf(o);
  const parts: string[] = [t("image.alt.everyPlayer", { round: roundWords(s, o) }), whoseTurn(s, o)];
  if (compact(o)) {
    for (const p of s.players) {
      parts.push(t("image.alt.tableRow", {
        supply: supplyWords(p, o),
        vp: p.seat === s.firstPlayer ? t("image.alt.first", { vp: vp(p.score, o) }) : vp(p.score, o),
        n: p.workersLeft,
        reserve: reserveWords(p.reserve, o),
        ships: t("image.alt.ships", { count: p.ships.length }),
        buildings: t("image.alt.buildings", { count: p.buildings.length }),
        elders: t("image.alt.elders", { count: p.elders.length }),
        forests: t("image.harbor.forests", { count: p.forests }),
        free: t("image.alt.freeSpaces", { count: p.freeSpaces }),
      }));
    }
    return altText(sentences(parts, o));
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

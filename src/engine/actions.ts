// What each action space and each Elder does, as a list of steps, and whether it may be
// taken at all ("You may not occupy an action space without taking the action" and
// "an action that changes nothing may not be taken").
import type { Price } from "./card-hooks.ts";
import { card } from "./cards.ts";
import {
  DEFOREST_WOOD, ELDER_SEATS, GOLD_SPACE_GOLD, ISSUE_SHARE_GOLD, PLATES, REFOREST_FORESTS, SHIP_TYPES, SHIPS, SPACES, WOOD_LIMIT, imitationSpaces, shareDiscount,
} from "./rules-data.ts";
import { canAfford, forestCount, freeDoubles, freeSpaces, hasFreeSpace, isFreeSpace, onHarbor, player, trackFree, unbuiltDoubles } from "./state.ts";
import { afterElderFish } from "./elder-fish.ts";
import { buildingPrice, buildingPriceOptions, canBuildCard, hasBefore, hasCostModifiers, placesOffBoard, previewed, shipPrices, type PriceOption } from "./triggers.ts";
import type { Choice, ElderId, GameState, Msg, PlayerState, ShipType, Source, SpaceId, Step, SubAction, Word } from "./types.ts";
import { english, msg, said } from "./words.ts";

/** The reasons an action space or an Elder cannot be taken, made once (asked for every space at every turn). */
const WHY = {
  reserveEmpty: msg("why.reserveEmpty"), platesServed: msg("why.platesServed"), noBuilding: msg("why.noBuilding"),
  noUnissued: msg("why.noUnissued"), noNewShares: msg("why.noNewShares"), noForests: msg("why.noForests"),
  woodFull: msg("why.woodFull", { wood: WOOD_LIMIT }), noFreeDouble: msg("why.noFreeDouble"), noShip: msg("why.noShip"),
  councilFull: msg("why.councilFull"), noElders: msg("why.noElders"), noBanquetFish: msg("why.noBanquetFish"),
  buildNeither: msg("why.buildNeither"), noBuildingAtAll: msg("why.noBuildingAtAll"), needsForests: msg("why.needsForests"),
  noForestToRemove: msg("why.noForestToRemove"), cannotServe: msg("why.cannotServe"), noExchange: msg("why.noExchange"),
  woodFullReserveEmpty: msg("why.woodFullReserveEmpty", { wood: WOOD_LIMIT }), changesNothing: msg("why.changesNothing"),
  reserveEmptyNoServe: msg("why.reserveEmptyNoServe"), noShipToSell: msg("why.noShipToSell"),
} as const;

// ---- Serve Fish --------------------------------------------------------------

/** Index of the smallest empty plate, or -1. */
export function smallestEmptyPlate(s: GameState): number {
  return s.plates.findIndex((f) => f === 0);
}

/** "serve the smallest empty plate by paying fish equal to its number". */
export function canServe(s: GameState, seat: number): boolean {
  const i = smallestEmptyPlate(s);
  return i >= 0 && i < PLATES && player(s, seat).supply.fish >= i + 1;
}

export function tableHasFish(s: GameState): boolean {
  return s.plates.some((f) => f > 0);
}

// ---- Buildings ----------------------------------------------------------------

export type CardSource = "A" | "B" | "C" | "hand";

/** Where a Building the seat could build now is: the A/B displays, face-up C, or their hand. */
export function cardSource(s: GameState, seat: number, id: string): CardSource | null {
  if (s.displayA.includes(id)) return "A";
  if (s.displayB.includes(id)) return "B";
  if (s.displayC.includes(id)) return "C";
  if (player(s, seat).hand.includes(id)) return "hand";
  return null;
}

function availableCards(s: GameState, seat: number): string[] {
  const out: string[] = [];
  for (const id of s.displayA) if (id) out.push(id);
  for (const id of s.displayB) if (id) out.push(id);
  out.push(...s.displayC, ...player(s, seat).hand);
  return out;
}

export function buildableCards(s: GameState, seat: number, firstOnly = false): { id: string; price: Price }[] {
  const ask = buildQuestion(s, seat);
  const out: { id: string; price: Price }[] = [];
  for (const id of availableCards(s, seat)) {
    const price = buildablePrice(ask, id);
    if (price) out.push({ id, price });
    if (firstOnly && out.length) break;
  }
  return out;
}

/** Whether the seat may build this one card now (one of buildableCards, without listing the others). */
export function isBuildable(s: GameState, seat: number, id: string): boolean {
  return cardSource(s, seat, id) !== null && buildablePrice(buildQuestion(s, seat), id) !== null;
}

/** What every card's "can it be built now" shares: the seat, its free space, its "before you build on a space" effects. */
interface BuildQuestion { s: GameState; seat: number; p: PlayerState; hasSpace: boolean; spaceEffects: boolean; discounts: boolean; views: GameState[] | null }

function buildQuestion(s: GameState, seat: number): BuildQuestion {
  const p = player(s, seat);
  return { s, seat, p, hasSpace: hasFreeSpace(p), spaceEffects: hasBefore(s, seat, "beforeBuildOnSpace"), discounts: hasCostModifiers(s, seat), views: null };
}

/** The price at which the seat can build this available card now, or null. */
function buildablePrice(q: BuildQuestion, id: string): Price | null {
  const { s, seat, p } = q;
  const offBoard = placesOffBoard(id);
  if (!q.hasSpace && !offBoard) return null;
  if (!canBuildCard(s, seat, id)) return null;
  // Most cards most of the time: a printed cost, no discount, no space effect, and too dear; told without making a price.
  const printed = card(id).cost;
  if (!printed.variable && !q.discounts && !(q.spaceEffects && !offBoard) && !canAfford(p, printed)) return null;
  const price = buildingPrice(s, seat, id);
  if (price && canAfford(p, price)) return price;
  if (q.spaceEffects && !offBoard) {
    // The positions after each free space's "before you build on it" effects (Collection Point), made once per question.
    q.views ??= freeSpaces(p).map((cell) => previewed(s, seat, "beforeBuildOnSpace", cellKey(cell)));
    // Affordable only once a space's effect gave something ("you get the wood before you must pay").
    for (const t of q.views) {
      const then = buildingPrice(t, seat, id);
      if (then && canAfford(player(t, seat), then)) return then;
    }
  }
  return null;
}

/** A Building space as events carry it: "row-col". */
export function cellKey([r, c]: readonly [number, number]): string {
  return `${r}-${c}`;
}

/**
 * The free Building spaces where the seat could build this card, paying for it after what
 * happens "before you build a Building on" that space (Collection Point: "allows you to choose a
 * Building that you cannot afford at the moment, provided you will be able to pay the Building
 * cost after receiving that 1 wood").
 */
export function buildSpaces(s: GameState, seat: number, id: string, priceKey?: string): [number, number][] {
  // The spaces are listed only when they are needed: not for a Building the seat cannot pay for.
  if (!hasBefore(s, seat, "beforeBuildOnSpace")) return affordableAt(s, seat, id, priceKey) ? freeSpaces(player(s, seat)) : [];
  const free = freeSpaces(player(s, seat));
  return free.filter((cell) => affordableAt(previewed(s, seat, "beforeBuildOnSpace", cellKey(cell)), seat, id, priceKey));
}

/** Whether (row, col) is one of buildSpaces, told without listing them (the AI tries each space in turn). */
export function canBuildOn(s: GameState, seat: number, id: string, row: number, col: number, priceKey?: string): boolean {
  if (!onHarbor(row, col) || !isFreeSpace(player(s, seat), row, col)) return false;
  const from = hasBefore(s, seat, "beforeBuildOnSpace") ? previewed(s, seat, "beforeBuildOnSpace", cellKey([row, col])) : s;
  return affordableAt(from, seat, id, priceKey);
}

/** Can the seat pay for Building `id` (cost option `priceKey`) in this position? */
function affordableAt(t: GameState, seat: number, id: string, priceKey?: string): boolean {
  const price = buildingPrice(t, seat, id, priceKey);
  return price !== null && canAfford(player(t, seat), price);
}

/**
 * The printed cost options of Building `id` the seat can pay: now, or (for a card built on a
 * space) once some free space's "before you build on it" effect gave its goods (Collection Point).
 */
export function payablePriceOptions(s: GameState, seat: number, id: string): PriceOption[] {
  const options = buildingPriceOptions(s, seat, id);
  if (placesOffBoard(id) || !hasBefore(s, seat, "beforeBuildOnSpace")) return options.filter((o) => canAfford(player(s, seat), o.price));
  return options.filter((o) => buildSpaces(s, seat, id, o.key).length > 0);
}

/** Whether any available Building can be built now (stops at the first). */
export function canBuildAny(s: GameState, seat: number): boolean {
  return buildableCards(s, seat, true).length > 0;
}

const FREE = msg("word.free");

/** A card's printed VP ("2 VP", "5 or 7 VP", "1 or more VP", "0-4 VP") as words, made once per card. */
const POINTS = new Map<string, Word>();

function pointsWords(vpText: string): Word {
  let words: Msg | null = null;
  const one = /^(-?\d+) VP$/.exec(vpText);
  const orMore = /^(\d+) or more VP$/.exec(vpText);
  const range = /^(\d+)-(\d+) VP$/.exec(vpText);
  const either = /^(\d+(?:, \d+)*) or (\d+) VP$/.exec(vpText);
  if (one) words = msg("vp.points", { vp: Number(one[1]) });
  else if (orMore) words = msg("vp.orMore", { vp: Number(orMore[1]) });
  else if (range) words = msg("vp.range", { from: Number(range[1]), to: Number(range[2]) });
  else if (either) words = msg("vp.either", { some: { list: (either[1] ?? "").split(", ").map(Number), join: "comma" }, last: Number(either[2]) });
  // Printed words of another shape stay as printed.
  return words && english(words) === vpText ? words : vpText;
}

function points(id: string, vpText: string): Word {
  let words = POINTS.get(id);
  if (words === undefined) {
    words = pointsWords(vpText);
    POINTS.set(id, words);
  }
  return words;
}

/** "Yard (A104; 2 fish; 0 VP)"; a Building that costs nothing says "free". */
function buildingWords(id: string, price: Price): Msg {
  const def = card(id);
  const free = price.wood + price.fish + price.gold === 0 && price.ships.length === 0;
  return msg("choice.building", { card: def.name, id: def.id, price: free ? FREE : { goods: price, ships: price.ships }, points: points(def.id, def.vpText) });
}

/** The label of a Building's choice, in English. */
export function buildingLabel(id: string, price: Price): string {
  return english(buildingWords(id, price));
}

/** The choice to build a card, at its price. */
export function buildingChoice(id: string, price: Price): Choice {
  return said(`building:${id}`, buildingWords(id, price));
}

/**
 * The Buildings the seat may build now, as choices (Build a Building, the Elders' and cards'
 * builds, a Building from the hand). `notes`: as a person sees them, one whose immediate effect
 * would do nothing if built now saying so (noEffectNote); without, as the AI and the simulator
 * need them (cheaper).
 */
export function buildingChoices(s: GameState, seat: number, notes = false): Choice[] {
  return buildableCards(s, seat).map(({ id, price }) => {
    const choice = buildingChoice(id, price);
    const note = notes ? noEffectNote(s, seat, id) : null;
    return note === null ? choice : withNote(choice, note);
  });
}

/**
 * "Its effect would do nothing now: there are no sloops left.": a Building whose immediate effect
 * would do nothing if built now, in its card's words (`noEffectNow`); null otherwise.
 */
export function noEffectNote(s: GameState, seat: number, id: string): Msg | null {
  const why = card(id).effect?.noEffectNow?.(s, seat) ?? null;
  return why === null ? null : msg("note.noEffect", { why });
}

/** A remark added to a choice, after the one it may have already ("first · second"): in English, and as a message. */
export function withNote(choice: Choice, note: string | Msg): Choice {
  const text = typeof note === "string" ? note : english(note);
  const out: Choice = { ...choice, note: choice.note ? `${choice.note} · ${text}` : text };
  // The note as a message only when each of its parts is one.
  delete out.noteSay;
  if (typeof note !== "string" && (!choice.note || choice.noteSay)) out.noteSay = choice.noteSay ? msg("note.both", { a: choice.noteSay, b: note }) : note;
  return out;
}

// ---- Ships --------------------------------------------------------------------

/** A Ship the seat can build, at a price (its label, shipLabel, is made only where it is shown). */
export interface ShipOption { id: string; ship: ShipType; price: Price }

/**
 * The Ships the seat could build if it began a "Build a Ship" action now: what its "before"
 * effects give at once counts (Pier House: "allows you to initiate a “Build a Ship” action even
 * if you cannot afford a Ship at the moment"). Prices are those after the effects acted.
 */
export function shipChoices(s: GameState, seat: number, woodDiscount: number): ShipOption[] {
  return shipOptions(previewed(s, seat, "beforeBuildShip"), seat, woodDiscount);
}

/** The Ships the seat can build and pay for from the position as it is. */
export function shipOptions(s: GameState, seat: number, woodDiscount: number): ShipOption[] {
  const p = player(s, seat);
  const out: ShipOption[] = [];
  for (const ship of SHIP_TYPES) {
    if (s.shipSupply[ship] <= 0 || trackFree(p) < SHIPS[ship].spaces) continue;
    shipPrices(s, seat, ship, woodDiscount).forEach((price, i) => {
      if (!canAfford(p, price)) return;
      const id = i === 0 ? `ship:${ship}` : `ship:${ship}-gold`;
      out.push({ id, ship, price });
    });
  }
  return out;
}

export function shipLabel(o: ShipOption): Msg {
  return msg("choice.ship", { ship: { ship: o.ship }, goods: { goods: o.price }, vp: SHIPS[o.ship].vp });
}

/** Harbor Master: "either exchange a sloop for a cutter, or a cutter for a schooner". */
export function exchangeOptions(s: GameState, seat: number): { from: ShipType; to: ShipType }[] {
  const p = player(s, seat);
  const out: { from: ShipType; to: ShipType }[] = [];
  const pairs: [ShipType, ShipType][] = [["sloop", "cutter"], ["cutter", "schooner"]];
  for (const [from, to] of pairs) {
    const grow = SHIPS[to].spaces - SHIPS[from].spaces;
    if (p.ships.includes(from) && s.shipSupply[to] > 0 && trackFree(p) >= grow) out.push({ from, to });
  }
  return out;
}

// ---- Shares and Elders ----------------------------------------------------------

export function sharePrice(s: GameState): number {
  return Math.max(0, s.newShares.length - shareDiscount(s.round));
}

export function takeableElders(s: GameState, seat: number): ElderId[] {
  if (player(s, seat).elders.length >= ELDER_SEATS) return [];
  const out: ElderId[] = [];
  for (const stack of s.elderStacks) {
    const top = stack.cards[stack.cards.length - 1];
    if (top) out.push(top);
  }
  return out;
}

/** Nothing in the Reserve: no goods and no Ship waiting there (glossary "empty"; ruling A18). */
export function reserveEmpty(p: PlayerState): boolean {
  return p.reserve.wood + p.reserve.fish + p.reserve.gold === 0 && p.reserveShips.length === 0;
}

// ---- Action spaces -------------------------------------------------------------

/** Why the seat may not take this space's action now, or null when it may. */
export function cannotStart(s: GameState, seat: number, space: SpaceId): Msg | null {
  const p = player(s, seat);
  switch (space) {
    case "gold":
      return null;
    case "transfer-reserve":
      return reserveEmpty(p) ? WHY.reserveEmpty : null;
    case "serve-fish": {
      const i = smallestEmptyPlate(s);
      if (i < 0) return WHY.platesServed;
      return p.supply.fish >= i + 1 ? null : msg("why.plateNeeds", { plate: i + 1, count: p.supply.fish });
    }
    case "build-building":
      return canBuildAny(s, seat) ? null : WHY.noBuilding;
    case "issue-share":
      return p.unissued > 0 ? null : WHY.noUnissued;
    case "buy-shares":
      if (!s.newShares.length) return WHY.noNewShares;
      return p.supply.gold >= sharePrice(s) ? null : msg("why.sharesCost", { gold: sharePrice(s) });
    case "deforest":
      return forestCount(p) ? null : WHY.noForests;
    case "thin-out":
      if (!forestCount(p)) return WHY.noForests;
      return p.supply.wood >= WOOD_LIMIT ? WHY.woodFull : null;
    case "reforest":
      return freeDoubles(p).length ? null : WHY.noFreeDouble;
    case "build-ship":
      return shipChoices(s, seat, 0).length ? null : WHY.noShip;
    case "take-elder":
      if (p.elders.length >= ELDER_SEATS) return WHY.councilFull;
      return takeableElders(s, seat).length ? null : WHY.noElders;
  }
}

export function occupants(s: GameState, space: SpaceId): number[] {
  const out: number[] = [];
  for (const pl of s.placements) if (pl.spot.kind === "space" && pl.spot.space === space) out.push(pl.seat);
  return out;
}

export function spaceCapacity(s: GameState, space: SpaceId): number {
  return SPACES[space].capacity[s.options.players];
}

export function isFull(s: GameState, space: SpaceId): boolean {
  // Counted without listing the occupants: asked for every space at every turn.
  let n = 0;
  for (const pl of s.placements) if (pl.spot.kind === "space" && pl.spot.space === space) n++;
  return n >= spaceCapacity(s, space);
}

/** The steps of an action space's action ("Deforest", "Build a Ship", ...). */
export function spaceSteps(space: SpaceId, src: Source): Step[] {
  switch (space) {
    case "gold": return [{ k: "gain", src, goods: { gold: GOLD_SPACE_GOLD } }];
    case "transfer-reserve": return [{ k: "transfer-reserve", src }];
    case "serve-fish": return [{ k: "serve-plate", src }];
    case "build-building": return [{ k: "choose-building", src, optional: false }];
    case "issue-share": return [{ k: "issue-share", src, bonusFish: 0 }];
    case "buy-shares": return [{ k: "buy-shares", src }];
    case "deforest": return [{ k: "remove-forest", src, optional: false, left: 1, deforest: true }];
    case "thin-out": return [{ k: "before", event: "beforeThinOut", src }, { k: "thin-out", src }];
    case "reforest": return [reforestStep(src)];
    case "build-ship": return [{ k: "choose-ship", src, optional: false, woodDiscount: 0 }];
    case "take-elder": return [{ k: "choose-elder-to-take", src }];
  }
}

/** An action space as a Worker's choice, with what it gives now: "Deforest (+5 wood)". */
export function spaceLabel(s: GameState, seat: number, space: SpaceId): Msg {
  const p = player(s, seat);
  switch (space) {
    case "gold": case "build-building": case "build-ship": case "take-elder": return msg(`space.${space}`);
    case "transfer-reserve": return msg("place.transferReserve", { goods: { goods: p.reserve } });
    case "serve-fish": return msg("place.serveFish", { plate: smallestEmptyPlate(s) + 1 });
    case "issue-share": return msg("place.issueShare", { gold: ISSUE_SHARE_GOLD });
    case "buy-shares": return msg("place.buyShares", { count: s.newShares.length, gold: sharePrice(s) });
    case "deforest": return msg("place.deforest", { wood: DEFOREST_WOOD });
    case "thin-out": return msg("place.thinOut", { wood: Math.min(forestCount(p), WOOD_LIMIT - p.supply.wood) });
    case "reforest": return msg("place.reforest", { forests: REFOREST_FORESTS });
  }
}

// ---- Imitation tile --------------------------------------------------------------

/** Full spaces the seat could copy now with a free Imitation space, and that space's index. */
export function copyTargets(s: GameState, seat: number): { space: SpaceId; index: number }[] {
  const tiles = imitationSpaces(s.options.players);
  const out: { space: SpaceId; index: number }[] = [];
  tiles.forEach((column, index) => {
    if (s.placements.some((pl) => pl.spot.kind === "imitate" && pl.spot.index === index)) return;
    for (const space of column) {
      if (isFull(s, space) && cannotStart(s, seat, space) === null && !out.some((o) => o.space === space)) {
        out.push({ space, index });
      }
    }
  });
  return out;
}

// ---- Elders -------------------------------------------------------------------------

export function subActionPossible(s: GameState, seat: number, sub: SubAction, woodDiscount: number): boolean {
  const p = player(s, seat);
  switch (sub) {
    case "build-building": return canBuildAny(s, seat);
    case "build-ship": return shipChoices(s, seat, woodDiscount).length > 0;
    case "transfer-reserve": return !reserveEmpty(p);
    case "serve-fish": return canServe(s, seat);
    case "deforest": return forestCount(p) > 0;
    case "reforest": return freeDoubles(p).length > 0;
  }
}

export function subActionSteps(sub: SubAction, src: Source, woodDiscount: number): Step[] {
  switch (sub) {
    case "build-building": return [{ k: "choose-building", src, optional: false }];
    case "build-ship": return [{ k: "choose-ship", src, optional: false, woodDiscount }];
    case "transfer-reserve": return [{ k: "transfer-reserve", src }];
    case "serve-fish": return [{ k: "serve-plate", src }];
    case "deforest": return [{ k: "remove-forest", src, optional: false, left: 1, deforest: true }];
    case "reforest": return [reforestStep(src)];
  }
}

/** A "Reforest" action: "place 2 Forests on a free double space" (cards may change the number). */
export function reforestStep(src: Source, forests = REFOREST_FORESTS, optional = false): Step {
  return { k: "place-forests", src, forests, optional, allowForested: false, reforest: true };
}

/** An Elder's follow-up action as a choice ("Deforest (+5 wood)"). */
export const SUB_ACTION_WORDS: Readonly<Record<SubAction, Msg>> = {
  "build-building": msg("sub.build-building"),
  "build-ship": msg("sub.build-ship"),
  "transfer-reserve": msg("sub.transfer-reserve"),
  "serve-fish": msg("sub.serve-fish"),
  deforest: msg("sub.deforest", { wood: DEFOREST_WOOD }),
  reforest: msg("sub.reforest"),
};

/** Engineer: "If you choose to Build a Ship, the Ship costs you 1 wood less". */
export function woodDiscountOf(src: Source): number {
  return src.kind === "elder" && src.elder === "engineer" ? 1 : 0;
}

/** The steps of an Elder's action, as the appendix words it. */
export function elderSteps(elder: ElderId, s: GameState, seat: number): Step[] {
  const src: Source = { kind: "elder", elder };
  const p = player(s, seat);
  switch (elder) {
    case "contractor": return [
      { k: "pay", src, goods: { fish: 3 } },
      { k: "remove-forest", src, optional: true, left: 2, deforest: false },
      { k: "choose-building", src, optional: true },
    ];
    case "constructor": return [{ k: "elder-options", src, options: ["build-ship", "build-building"], optional: false }];
    case "pond-builder": return [{ k: "catch", src, fish: 4 + p.buildings.length }];
    case "forest-manager": return [
      { k: "remove-forest", src, optional: false, left: 2, deforest: false },
      { k: "gain", src, goods: { wood: 5, gold: 1 } },
    ];
    case "sailor": return [{ k: "serve-plate", src }];
    case "harbor-master": return [{ k: "exchange-ship", src }];
    case "builder": return [
      { k: "remove-forest", src, optional: false, left: 1, deforest: false },
      { k: "gain", src, goods: { wood: 1 } },
      { k: "choose-building", src, optional: true },
    ];
    case "steward": return [
      { k: "gain", src, goods: { wood: 2 } },
      { k: "elder-options", src, options: ["transfer-reserve"], optional: true },
    ];
    case "silviculturist": return [
      { k: "gain", src, goods: { wood: 1 } },
      { k: "elder-options", src, options: ["deforest", "reforest"], optional: true },
    ];
    case "forester": return [
      { k: "remove-forest", src, optional: false, left: 1, deforest: false },
      { k: "gain", src, goods: { wood: 3, gold: 1 } },
    ];
    case "engineer": return [{ k: "elder-options", src, options: ["build-ship", "build-building"], optional: false }];
    case "pisciculturist": return [{ k: "gain", src, goods: { fish: 3 + p.elders.length } }];
    case "architect": return [{ k: "choose-building", src, optional: false }];
    case "carpenter": return [
      { k: "remove-forest", src, optional: false, left: 1, deforest: false },
      { k: "elder-options", src, options: ["build-ship", "build-building"], optional: true },
    ];
    case "fish-deliverer": return [
      { k: "elder-options", src, options: ["transfer-reserve"], optional: true },
      { k: "elder-options", src, options: ["serve-fish"], optional: true },
    ];
    case "ranger": return [
      { k: "gain", src, goods: { wood: 3 } },
      { k: "place-forests", src, forests: 1, optional: true, allowForested: true, reforest: false },
    ];
    case "sponsor": return [{ k: "issue-share", src, bonusFish: 3 }];
    case "ship-owner": return [{ k: "sell-ship", src }];
  }
}

/**
 * Why the seat's Elder action would be impossible or change nothing, or null when it may be used.
 * `s` is the position the Elder acts from: its Banquet fish taken and paid out (afterElderFish).
 */
export function elderCannot(s: GameState, seat: number, elder: ElderId): Msg | null {
  const p = player(s, seat);
  switch (elder) {
    case "contractor": return p.supply.fish >= 3 ? null : msg("why.needsFish", { count: 3 });
    case "constructor": return subActionPossible(s, seat, "build-ship", 0) || subActionPossible(s, seat, "build-building", 0) ? null : WHY.buildNeither;
    case "engineer": return subActionPossible(s, seat, "build-ship", 1) || subActionPossible(s, seat, "build-building", 0) ? null : WHY.buildNeither;
    case "architect": return subActionPossible(s, seat, "build-building", 0) ? null : WHY.noBuildingAtAll;
    case "pond-builder": case "pisciculturist": return null;
    case "forest-manager": return forestCount(p) >= 2 ? null : WHY.needsForests;
    case "builder": case "forester": case "carpenter": return forestCount(p) >= 1 ? null : WHY.noForestToRemove;
    case "sailor": return canServe(s, seat) ? null : WHY.cannotServe;
    case "harbor-master": return exchangeOptions(s, seat).length ? null : WHY.noExchange;
    case "steward": return p.supply.wood < WOOD_LIMIT || !reserveEmpty(p) ? null : WHY.woodFullReserveEmpty;
    case "silviculturist": return p.supply.wood < WOOD_LIMIT || forestCount(p) > 0 || freeDoubles(p).length > 0 ? null : WHY.changesNothing;
    case "fish-deliverer": return !reserveEmpty(p) || canServe(s, seat) ? null : WHY.reserveEmptyNoServe;
    case "ranger": return p.supply.wood < WOOD_LIMIT || unbuiltDoubles(p).length > 0 ? null : WHY.changesNothing;
    case "sponsor": return p.unissued > 0 ? null : WHY.noUnissued;
    case "ship-owner": return p.ships.length ? null : WHY.noShipToSell;
  }
}

/** Why the seat may not place a Worker on this Elder now (Work phase), or null. */
export function cannotUseElder(s: GameState, seat: number, elder: ElderId): Msg | null {
  const seatCard = player(s, seat).elders.find((e) => e.id === elder);
  if (!seatCard) return msg("why.notYourElder", { elder: { elder } });
  if (seatCard.worker) return msg("why.elderBusy", { elder: { elder } });
  return elderUseBlocked(s, seat, elder);
}

/**
 * Why using this Elder now would be impossible or change nothing, or null. It is judged from the
 * position after the seat's "before you use an Elder" effects acted (Purveyor: "allows you to use
 * an Elder even if the Banquet Table has no fish"), then its Banquet fish taken and paid out.
 */
export function elderUseBlocked(s: GameState, seat: number, elder: ElderId): Msg | null {
  const t = previewed(s, seat, "beforeUseElder", elder);
  if (!tableHasFish(t)) return WHY.noBanquetFish;
  return elderCannot(afterElderFish(t, seat, elder), seat, elder);
}

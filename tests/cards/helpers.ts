// Helpers for card specs: a seeded game with a given Building standing at a given cell, goods
// set without breaking the ledger, a seat to move at a given round and Worker turn, and
// building a card through the real choices. Positions are edited copies (the engine's inputs
// are never changed), and every helper keeps the invariants of tests/engine/invariants.ts.
import { expect } from "vitest";
import { applyChoice, legalChoices, newGame, pendingSeats } from "../../src/engine/index.ts";
import type { DeckOption, ElderId, GameState, Goods, PlayerCount, ShipType, SpaceId } from "../../src/engine/index.ts";
import { freeSpaces, isFreeSpace, player } from "../../src/engine/state.ts";
import { edit } from "../engine/helpers.ts";
import { checkInvariants } from "../engine/invariants.ts";

export { fishNow, ids, edit } from "../engine/helpers.ts";

/** A seeded game in round 1's Work phase, as the engine starts it. */
export function cardGame(o: { players?: PlayerCount; seed?: string; deck?: DeckOption } = {}): GameState {
  return newGame({ players: o.players ?? 2, seed: o.seed ?? "cards", deck: o.deck ?? "herring" });
}

function copy(s: GameState): GameState {
  return JSON.parse(JSON.stringify(s)) as GameState;
}

/** Take a card out of wherever it lies (displays, piles, hands) so it exists once. */
function takeOut(d: GameState, id: string): void {
  d.displayA = d.displayA.map((x) => (x === id ? null : x));
  d.displayB = d.displayB.map((x) => (x === id ? null : x));
  d.displayC = d.displayC.filter((x) => x !== id);
  d.pileA = d.pileA.filter((x) => x !== id);
  d.pileB = d.pileB.filter((x) => x !== id);
  d.pileC = d.pileC.filter((x) => x !== id);
  for (const p of d.players) p.hand = p.hand.filter((x) => x !== id);
}

/**
 * The seat owns Building `id` at `cell` (row, col; default: its first free Building space), as
 * if built earlier: no Immediately effect runs. "off-board" for cards not on a Building space.
 */
export function withBuilding(s: GameState, seat: number, id: string, cell?: [number, number] | "off-board"): GameState {
  const d = copy(s);
  takeOut(d, id);
  const p = player(d, seat);
  if (cell === "off-board") {
    p.buildings.push({ id, row: null, col: null });
  } else {
    const at = cell ?? freeSpaces(p)[0];
    if (!at) throw new Error(`seat ${seat} has no free Building space for ${id}`);
    if (!isFreeSpace(p, at[0], at[1])) throw new Error(`space ${at[0]}-${at[1]} of seat ${seat} is not free`);
    p.buildings.push({ id, row: at[0], col: at[1] });
  }
  return d;
}

/** Put a card on the A display (replacing the first card there) so it can be built. */
export function onDisplay(s: GameState, id: string): GameState {
  const d = copy(s);
  takeOut(d, id);
  const i = d.displayA.findIndex((x) => x === null);
  const at = i >= 0 ? i : 0;
  const old = d.displayA[at];
  if (old) d.pileA.push(old);
  d.displayA[at] = id;
  return d;
}

/** Set a seat's supply and/or Reserve; the ledger follows, so goods stay conserved. */
export function setGoods(s: GameState, seat: number, g: { supply?: Partial<Goods>; reserve?: Partial<Goods> }): GameState {
  const d = copy(s);
  const p = player(d, seat);
  for (const where of ["supply", "reserve"] as const) {
    for (const good of ["wood", "fish", "gold"] as const) {
      const v = g[where]?.[good];
      if (v === undefined) continue;
      d.ledger[good] += v - p[where][good];
      p[where][good] = v;
    }
  }
  return d;
}

/** Give a seat these Ships on its Fishing track (taken from the supply board). */
export function setShips(s: GameState, seat: number, ships: ShipType[]): GameState {
  const d = copy(s);
  const p = player(d, seat);
  for (const t of p.ships) d.shipSupply[t] += 1;
  for (const t of ships) d.shipSupply[t] -= 1;
  p.ships = [...ships];
  return d;
}

/** The seat's Elder Council holds these Elders (taken off the supply board where they lie there). */
export function giveElders(s: GameState, seat: number, elders: ElderId[]): GameState {
  const d = copy(s);
  for (const st of d.elderStacks) st.cards = st.cards.filter((e) => !elders.includes(e));
  player(d, seat).elders = elders.map((id) => ({ id, fish: 0, worker: false }));
  return d;
}

/** Only `left` Ships of this type stay on the supply board: seat 1 holds the others (Ships stay 6 per type). */
export function leaveShips(s: GameState, type: ShipType, left: number): GameState {
  return setShips(s, 1, [...player(s, 1).ships, ...Array<ShipType>(s.shipSupply[type] - left).fill(type)]);
}

/**
 * The Work phase of `round`, with `seat` to place a Worker on its `workerTurn` (1-3) of the
 * round and no other decision pending.
 */
export function seatToMove(s: GameState, seat: number, o: { round?: number; workerTurn?: 1 | 2 | 3 } = {}): GameState {
  const d = copy(s);
  const n = d.players.length;
  d.round = o.round ?? d.round;
  d.phase = "work";
  d.turn = ((o.workerTurn ?? 1) - 1) * n + ((seat - d.firstPlayer + n) % n);
  d.queues = [{ seat, steps: [{ k: "turn" }] }];
  return d;
}

/** Round 7's very last Work turn is passed (by whoever has it): the game reaches its end (ruling A7). */
export function passLastTurn(s: GameState): GameState {
  const n = s.players.length;
  const last = (s.firstPlayer + n - 1) % n;
  return play(seatToMove(s, last, { round: 7, workerTurn: 3 }), last, "pass");
}

/** Apply choices in order, each of which must be offered. */
export function play(s: GameState, seat: number, ...choiceIds: string[]): GameState {
  for (const id of choiceIds) {
    const legal = legalChoices(s, seat).map((c) => c.id);
    if (!legal.includes(id)) throw new Error(`"${id}" is not legal for seat ${seat}; legal: ${legal.join(", ")}`);
    s = applyChoice(s, seat, id);
    expect(checkInvariants(s)).toEqual([]);
  }
  return s;
}

/**
 * Build Building `id` at `cell` with the Build a Building action space: the card is put on
 * the display, the seat gets `supply` (default: plenty), and the choices are made.
 */
export function buildWithSpace(s: GameState, seat: number, id: string, cell: [number, number], supply: Partial<Goods> = { wood: 12, fish: 30, gold: 20 }): GameState {
  let t = seatToMove(onDisplay(s, id), seat);
  t = setGoods(t, seat, { supply });
  t = play(t, seat, "place:build-building");
  // A decision with one possible answer is taken by the engine: choose only what is still asked.
  for (const [kind, id2] of [["choose-building", `building:${id}`], ["choose-building-space", `space:${cell[0]}-${cell[1]}`]] as const) {
    if (t.queues.find((q) => q.seat === seat)?.steps[0]?.k === kind) t = play(t, seat, id2);
  }
  if (!player(t, seat).buildings.some((b) => b.id === id)) throw new Error(`${id} was not built`);
  return t;
}

/** The seats still to decide, for assertions. */
export function waiting(s: GameState): number[] {
  return pendingSeats(s);
}

/** 4 players: seats 1.. fill `space` (it holds `workers`), so seat 0 can only copy it on the Imitation tile. */
export function fullFor4(s: GameState, space: SpaceId, workers: number): GameState {
  return edit(s, (d) => {
    for (let seat = 1; seat <= workers; seat++) {
      d.placements.push({ seat, spot: { kind: "space", space } });
      const p = d.players[seat];
      if (p) p.workersLeft -= 1;
    }
  });
}

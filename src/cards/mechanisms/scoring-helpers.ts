// What the end-game scorers (group G1) count on a player's Harbor board: Ships by type, Buildings
// (on and off the Building spaces), neighbours of a Building space, Forests next to a Building,
// free spaces of the bottom row, Buildings by letter and by printed cost. Written once here and
// read by every card of the group, so each card file reads like its text.
import { BUILDINGS, type BuildingData } from "../buildings/data.ts";
import { HARBOR_COLS, HARBOR_ROWS } from "../../engine/rules-data.ts";
import { buildingAt, doubleLabel, doubleOf, freeDoubles, isFreeSpace } from "../../engine/state.ts";
import type { Msg, PlayerState, ShipType, Word } from "../../engine/types.ts";
import { msg } from "../../engine/words.ts";

export type Cell = readonly [number, number];

// ---- Ships ----------------------------------------------------------------------------------

/** Ships of one type on the Fishing track. */
export function shipsOfType(p: PlayerState, type: ShipType): number {
  return p.ships.filter((ship) => ship === type).length;
}

/** "the number of Ships on your Fishing track, including the preprinted starting catboat". */
export function shipsIncludingCatboat(p: PlayerState): number {
  return p.ships.length + 1;
}

// ---- Buildings --------------------------------------------------------------------------------

/**
 * All of the player's Buildings, "including ones that you did not build on Building spaces (like
 * the Stilt House)" (Village Church, Administration). The Fishing track is part of the Harbor
 * board, so a Building lying on it is also one "on your Harbor board".
 */
export function buildingCount(p: PlayerState): number {
  return p.buildings.length;
}

function printed(id: string): BuildingData {
  const data = BUILDINGS.find((b) => b.id === id);
  if (!data) throw new Error(`Unknown Building ${id}`);
  return data;
}

/** Buildings of one letter ("A", "B" or "C"), wherever they lie. */
export function buildingsOfLetter(p: PlayerState, letter: BuildingData["letter"]): number {
  return p.buildings.filter((b) => printed(b.id).letter === letter).length;
}

/**
 * "a printed wood cost in the Building cost section" (Carver), our ruling A9: the printed cost
 * names wood, fixed or variable ("3-12 wood", "your choice of 10 wood or 12 fish" count; a Ship
 * paid instead of wood, "1 sloop", does not).
 */
function hasPrintedWoodCost(id: string): boolean {
  return /\bwood\b/.test(printed(id).costText);
}

/** Buildings whose printed cost names wood. */
export function buildingsWithPrintedWoodCost(p: PlayerState): number {
  return p.buildings.filter((b) => hasPrintedWoodCost(b.id)).length;
}

/** The Building space a Building stands on; null if the player does not have it or it lies off the Building spaces. */
export function cellOf(p: PlayerState, id: string): Cell | null {
  const b = p.buildings.find((x) => x.id === id);
  return b && b.row !== null && b.col !== null ? [b.row, b.col] : null;
}

// ---- Harbor geometry ----------------------------------------------------------------------------

function onHarbor(row: number, col: number): boolean {
  return row >= 0 && row < HARBOR_ROWS && col >= 0 && col < HARBOR_COLS;
}

function neighbours([row, col]: Cell, offsets: readonly Cell[]): Cell[] {
  return offsets.map(([dr, dc]): Cell => [row + dr, col + dc]).filter(([r, c]) => onHarbor(r, c));
}

const ORTHOGONAL: readonly Cell[] = [[-1, 0], [1, 0], [0, -1], [0, 1]];
const ALL_EIGHT: readonly Cell[] = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];

/** The cells sharing a side with this one. */
export function orthogonalNeighbours(cell: Cell): Cell[] {
  return neighbours(cell, ORTHOGONAL);
}

/** The cells "orthogonally and/or diagonally adjacent" to this one. */
export function allNeighbours(cell: Cell): Cell[] {
  return neighbours(cell, ALL_EIGHT);
}

/** Buildings standing on the given cells. */
export function buildingsOn(p: PlayerState, cells: readonly Cell[]): number {
  return cells.filter(([r, c]) => buildingAt(p, r, c) !== null).length;
}

/** The double space covered by Forests at this cell, or -1 when no Forest lies there. */
function forestedDoubleAt(p: PlayerState, [row, col]: Cell): number {
  const d = doubleOf(row, col);
  return d >= 0 && (p.forests[d] ?? 0) > 0 ? d : -1;
}

/** Whether a Forest lies on any cell sharing a side with this one. */
export function touchesForest(p: PlayerState, cell: Cell): boolean {
  return orthogonalNeighbours(cell).some((n) => forestedDoubleAt(p, n) >= 0);
}

/**
 * The Forests orthogonally adjacent to a cell, "every single Forest counts, even if stacked
 * together": a stack lies across both cells of its double space, so it counts once, with all
 * its Forests, however many of its cells touch this one.
 */
export function forestsAdjacentTo(p: PlayerState, cell: Cell): number {
  const doubles = new Set<number>();
  for (const n of orthogonalNeighbours(cell)) {
    const d = forestedDoubleAt(p, n);
    if (d >= 0) doubles.add(d);
  }
  let n = 0;
  for (const d of doubles) n += p.forests[d] ?? 0;
  return n;
}

/** Free Building spaces among the given cells. */
export function freeOn(p: PlayerState, cells: readonly Cell[]): number {
  return cells.filter(([r, c]) => isFreeSpace(p, r, c)).length;
}

/**
 * The double spaces with a cell sharing a side with this one, apart from the cell's own: those
 * with Forests, and those free (where a Reforest may put Forests later).
 */
export function doublesBeside(p: PlayerState, cell: Cell): { forested: number[]; free: number[] } {
  const own = doubleOf(cell[0], cell[1]);
  const open = freeDoubles(p);
  const forested = new Set<number>();
  const free = new Set<number>();
  for (const [r, c] of orthogonalNeighbours(cell)) {
    const d = doubleOf(r, c);
    if (d < 0 || d === own) continue;
    if ((p.forests[d] ?? 0) > 0) forested.add(d);
    else if (open.includes(d)) free.add(d);
  }
  return { forested: [...forested].sort((a, b) => a - b), free: [...free].sort((a, b) => a - b) };
}

/** Double spaces by name, "A3-A4, B1-B2 and C1-C2". */
export function doublesWords(doubles: readonly number[]): Word {
  const names = doubles.map(doubleLabel);
  if (names.length <= 1) return names.join("");
  return msg("word.andLast", { rest: { list: names.slice(0, -1), join: "comma" }, last: names[names.length - 1] ?? "" });
}

/** "1 Forest", "3 Buildings", "2 free double spaces": a count with its noun. */
export function counted(n: number, noun: "buildings" | "forests" | "freeDoubles"): Msg {
  return msg(`word.${noun}`, { count: n });
}

/** The cells of Building spaces holding a Building. */
export function buildingCells(p: PlayerState): Cell[] {
  const out: Cell[] = [];
  for (const b of p.buildings) if (b.row !== null && b.col !== null) out.push([b.row, b.col]);
  return out;
}

/** "the four Building spaces right above your Fishing track" that hold no Building and no Forest. */
export function freeSpacesInBottomRow(p: PlayerState): number {
  let n = 0;
  for (let col = 0; col < HARBOR_COLS; col++) if (isFreeSpace(p, HARBOR_ROWS - 1, col)) n++;
  return n;
}

// Where a Building goes in its owner's harbor (issue 35): whether the free spaces offered differ,
// for the rules and for the seat's cards, and how. The bot places a Building by itself only when
// every space is the same, so whatever might tell two spaces apart makes them differ.
//
// What the rules read of a harbor's layout:
// - Free spaces, by number only: "subtract 1 Victory Point per free Building space" (rulebook,
//   scoring), Head Office, Forest Admin., Collection Point. Every space offered is free and each
//   leaves one free space fewer, so these never tell spaces apart.
// - Free double spaces: "Reforest needs a double space whose two spaces are both free"
//   (board-data.md; the Arboretum, the Forester's House and the Silviculturist's Reforest too), and
//   the Ranger places a Forest "on a free or already forested double space". A Building on one
//   half of a free double space takes that double space from all of them; on a space whose other
//   half holds a Building, or on A2 (beside the Reserve, in no double space), it takes none. Which
//   free double space is taken matters only to a card that reads positions (below): otherwise one
//   free double space is as good as another, and each such space leaves one fewer.
// - Goods a card keeps on a free space: the Collection Point's wood, "Each time before you build a
//   Building ... on a Building space with wood ... move the wood into your personal supply".
// - Cards that read where things lie (`placementNote` in card-hooks.ts: adjacency, the bottom
//   row): the one being built and those the seat could build later make every space differ (their
//   own spot, or the spots left for them); one the seat owns tells spaces apart by its words.
// A Building placed off the Building spaces (the Stilt House) has a single place: nothing to compare.
import { buildSpaces, cellKey } from "./actions.ts";
import type { PlacementRole } from "./card-hooks.ts";
import { card } from "./cards.ts";
import { ownedEffects } from "./listeners.ts";
import { hasBefore, placesOffBoard, previewed } from "./triggers.ts";
import { doubleLabel, doubleOf, freeDoubles, player } from "./state.ts";
import type { GameState, Goods, Msg, Word } from "./types.ts";
import { english, msg } from "./words.ts";

/** One space a Building may go on, and how it differs from the other spaces offered. */
export interface SpaceDifference {
  /** The choice's id: "space:<row>-<col>". */
  id: string;
  row: number;
  col: number;
  /** What makes this space different, in a few words ("blocks Reforest on C1-C2"). */
  note: string;
  /** The note as a message, for a reader in another language (null when the note is empty). */
  say: Msg | null;
}

/** One thing said of a space: `key` compares spaces, `text` is what the player reads (`say`, in English). */
interface Part { key: string; text: string; say: Msg }

type Cell = readonly [number, number];

/**
 * The spaces offered by the seat's pending "where does the Building go" decision, each with what
 * makes it different; null when the seat is not asked that, or when every space is the same for
 * the rules and for the seat's cards (then any of them may be taken for the player).
 */
export function buildingSpaceDifferences(s: GameState, seat: number): SpaceDifference[] | null {
  const step = s.queues.find((q) => q.seat === seat)?.steps[0];
  if (step?.k !== "choose-building-space" || placesOffBoard(step.card)) return null;
  const cells = buildSpaces(s, seat, step.card, step.priceKey);
  if (cells.length < 2) return null;
  const readers = positionReaders(s, seat, step.card);
  const free = freeDoubles(player(s, seat));
  const goods = goodsParts(s, seat, cells);
  const parts: Part[][] = cells.map((cell, i) => {
    const out: Part[] = [];
    const double = doublePart(free, cell, readers.length > 0);
    if (double) out.push(double);
    const lying = goods[i];
    if (lying) out.push(lying);
    for (const { id, role } of readers) {
      const say = card(id).effect?.placementNote?.(s, seat, step.card, cell, role);
      const text = say ? english(say) : "";
      // Only a card the seat owns compares spaces by its words; its own spot or a later one is each space's own.
      if (say) out.push({ key: role === "owned" ? `${id}:${text}` : `${id}:${cellKey(cell)}`, text, say });
    }
    return out;
  });
  const keys = parts.map((ps) => ps.map((x) => x.key).join("|"));
  if (keys.every((k) => k === keys[0])) return null;
  // What every space has alike ("blocks Reforest on ..." when each space blocks one) makes no
  // difference: each note keeps what is its own. Each kind of thing said gives every space a part,
  // so a kind that tells spaces apart leaves every space something of its own.
  const alike = new Set(parts[0]?.map((x) => x.key).filter((key) => parts.every((ps) => ps.some((x) => x.key === key))));
  return cells.map(([row, col], i) => {
    const own = (parts[i] ?? []).filter((x) => !alike.has(x.key) && x.text !== "");
    let say: Msg | null = null;
    for (const x of own) say = say ? msg("note.then", { a: say, b: x.say }) : x.say;
    return { id: `space:${row}-${col}`, row, col, note: own.map((x) => x.text).join("; "), say };
  });
}

/** The cards that read positions and care where this Building goes: itself, the seat's own, those it could build later. */
function positionReaders(s: GameState, seat: number, building: string): { id: string; role: PlacementRole }[] {
  const reads = (id: string): boolean => card(id).effect?.placementNote !== undefined;
  const p = player(s, seat);
  const out: { id: string; role: PlacementRole }[] = [];
  const seen = new Set<string>([building]);
  if (reads(building)) out.push({ id: building, role: "self" });
  for (const b of p.buildings) {
    if (!seen.has(b.id) && reads(b.id)) out.push({ id: b.id, role: "owned" });
    seen.add(b.id);
  }
  // What the seat can see and build later: its hand, the displays (C face up from round 6).
  for (const id of [...p.hand, ...s.displayA, ...s.displayB, ...s.displayC]) {
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    if (reads(id)) out.push({ id, role: "later" });
  }
  return out;
}

/** A space on a free double space takes it from Reforest; any other keeps the free double spaces. */
function doublePart(free: readonly number[], [row, col]: Cell, byPlace: boolean): Part | null {
  if (!free.length) return null;
  const d = doubleOf(row, col);
  if (free.includes(d)) {
    const say = msg(free.length === 1 ? "note.blocksLastReforest" : "note.blocksReforest", { double: doubleLabel(d) });
    const text = english(say);
    // Which one is taken matters only to a card that reads positions.
    return { key: byPlace ? text : "blocks", text, say };
  }
  const say = free.length <= 2
    ? msg("note.keepsFree", { doubles: { list: free.map(doubleLabel), join: "and" } })
    : msg("note.keepsAllFree", { count: free.length });
  return { key: "keeps", text: english(say), say };
}

/** What the seat's "before you build on a space" effects do on each space (the Collection Point's wood), or nulls when no space differs by them. */
function goodsParts(s: GameState, seat: number, cells: readonly Cell[]): (Part | null)[] {
  if (!hasBefore(s, seat, "beforeBuildOnSpace")) return cells.map(() => null);
  const p = player(s, seat);
  const cards: Word = { list: ownedEffects(s, seat).all.filter((o) => o.effect.before?.beforeBuildOnSpace).map((o) => card(o.id).name), join: "comma" };
  const before = JSON.stringify(p.cardState);
  const parts = cells.map((cell): Part => {
    const q = player(previewed(s, seat, "beforeBuildOnSpace", cellKey(cell)), seat);
    const gained: Goods = { wood: q.supply.wood - p.supply.wood, fish: q.supply.fish - p.supply.fish, gold: q.supply.gold - p.supply.gold };
    let say = msg("note.nothingLying", { cards });
    if (gained.wood > 0 || gained.fish > 0 || gained.gold > 0) say = msg("note.lying", { goods: { goods: gained }, cards });
    // Collected but not kept: only wood has a limit in the personal supply.
    else if (JSON.stringify(q.cardState) !== before) say = msg("note.woodBack", { cards });
    const text = english(say);
    return { key: text, text, say };
  });
  return parts.every((x) => x.key === parts[0]?.key) ? cells.map(() => null) : parts;
}

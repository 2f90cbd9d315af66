// Where a Building goes (issue 35): whether the free spaces offered differ for the rules and for
// the seat's cards, and the note each space choice gets (buildingSpaceDifferences).
// Harbor at the start: the Reserve on A1, Forests on A3-A4 (2), B3-B4 and C3-C4 (1 each), so the
// free spaces are A2 (beside the Reserve, in no double space), B1, B2, C1 and C2, and the free
// double spaces B1-B2 and C1-C2.
import { describe, expect, it } from "vitest";
import { applyChoice, buildingSpaceDifferences, buildingToPlace, legalChoices, newGame, presentChoices } from "../../src/engine/index.ts";
import type { DeckOption, GameState, PlayerCount } from "../../src/engine/index.ts";
import { lcg, randomMove } from "./helpers.ts";
import { buildWithSpace, cardGame, edit, onDisplay, play, seatToMove, setGoods, withBuilding } from "../cards/helpers.ts";

/** A Building with no say in positions: the Fish Stand (A103). */
const PLAIN = "A103";

/**
 * Seat 0 has built `owned` where given (as if earlier), holds `hand`, and is asked where Building
 * `id` goes after a Build a Building action.
 */
function askWhere(id: string, o: { owned?: [string, [number, number]][]; hand?: string[]; from?: GameState; wood?: number } = {}): GameState {
  let s = o.from ?? cardGame({ deck: "herring" });
  for (const [b, cell] of o.owned ?? []) s = withBuilding(s, 0, b, cell);
  if (o.hand) s = edit(s, (d) => { d.players[0]!.hand = [...o.hand ?? []]; });
  s = setGoods(seatToMove(onDisplay(s, id), 0), 0, { supply: { wood: o.wood ?? 12, fish: 30, gold: 20 } });
  s = play(s, 0, "place:build-building");
  if (s.queues[0]?.steps[0]?.k === "choose-building") s = play(s, 0, `building:${id}`);
  expect(s.queues[0]?.steps[0]?.k).toBe("choose-building-space");
  return s;
}

/** The note of each space offered, by space id. */
function notes(s: GameState): Record<string, string> {
  return Object.fromEntries((buildingSpaceDifferences(s, 0) ?? []).map((d) => [d.id, d.note]));
}

describe("where a Building goes: the rules", () => {
  it("a Building's free spaces are all the same when each lies beside another Building or the Reserve", () => {
    // Buildings on B1 and C1: B2 and C2 are the other halves of built double spaces, A2 lies beside
    // the Reserve in no double space. "A Building takes one free Building space"; each costs the
    // same 1 VP when free ("subtract 1 Victory Point per free Building space").
    const s = askWhere(PLAIN, { owned: [["A104", [1, 0]], ["A105", [2, 0]]] });
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["space:0-1", "space:1-1", "space:2-1"]);
    expect(buildingSpaceDifferences(s, 0)).toBeNull();
    expect(presentChoices(s, 0).map((c) => c.note)).toEqual([undefined, undefined, undefined]);
  });

  it("a space on a free double space blocks Reforest there and says so; the others keep it free", () => {
    // "Reforest needs a double space whose two spaces are both free" (board-data.md); "Reforest:
    // Place 2 Forests from supply on an empty double space" (quick reference). The Ranger's Forest
    // goes "on a free or already forested double space" too.
    const s = askWhere(PLAIN, { owned: [["A104", [1, 0]]] });
    expect(notes(s)).toEqual({
      "space:0-1": "keeps C1-C2 free for Reforest",
      "space:1-1": "keeps C1-C2 free for Reforest",
      "space:2-0": "blocks Reforest on C1-C2, your last free double space",
      "space:2-1": "blocks Reforest on C1-C2, your last free double space",
    });
    // The bot shows the notes on the space choices themselves.
    expect(presentChoices(s, 0).map((c) => [c.id, c.note])).toEqual([
      ["space:0-1", "keeps C1-C2 free for Reforest"],
      ["space:1-1", "keeps C1-C2 free for Reforest"],
      ["space:2-0", "blocks Reforest on C1-C2, your last free double space"],
      ["space:2-1", "blocks Reforest on C1-C2, your last free double space"],
    ]);
  });

  it("at the start a space off the free double spaces keeps both for Reforest, each of the others blocks its own", () => {
    const s = askWhere(PLAIN);
    expect(notes(s)).toEqual({
      "space:0-1": "keeps B1-B2 and C1-C2 free for Reforest",
      "space:1-0": "blocks Reforest on B1-B2",
      "space:1-1": "blocks Reforest on B1-B2",
      "space:2-0": "blocks Reforest on C1-C2",
      "space:2-1": "blocks Reforest on C1-C2",
    });
  });

  it("spaces on different free double spaces are the same when no card reads positions: each leaves one free double space", () => {
    // A2 taken: every free space is half of B1-B2 or of C1-C2, and either way one free double space is left.
    const s = askWhere(PLAIN, { owned: [["A104", [0, 1]]] });
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["space:1-0", "space:1-1", "space:2-0", "space:2-1"]);
    expect(buildingSpaceDifferences(s, 0)).toBeNull();
  });

  it("nothing to compare when the seat is not asked where a Building goes", () => {
    expect(buildingSpaceDifferences(cardGame(), 0)).toBeNull();
  });

  it("the Building being placed is the pending step's card, for its seat only (the bot names it without reading the prompt)", () => {
    const s = askWhere(PLAIN);
    expect(buildingToPlace(s, 0)).toBe(PLAIN);
    expect(buildingToPlace(s, 1)).toBeNull();
    expect(buildingToPlace(cardGame(), 0)).toBeNull();
  });
});

describe("where a Building goes: cards that make positions matter", () => {
  it('Collection Point: a space with its wood differs from one without — "Each time before you build a Building ... on a Building space with wood from the Collection Point, move the wood into your personal supply"', () => {
    // The Collection Point on A2 puts wood on B1, B2, C1 and C2; a Forest taken off C3-C4 frees C3 and C4, with no wood.
    // Each space blocks a free double space (B1-B2, C1-C2 or C3-C4): only the wood tells them apart.
    let s = buildWithSpace(cardGame({ deck: "herring" }), 0, "A309", [0, 1]);
    s = edit(s, (d) => { d.players[0]!.forests[4] = 0; d.queues = []; });
    const wood = "+1 wood lying here (Collection Point)";
    const none = "nothing lying here (Collection Point)";
    expect(notes(askWhere(PLAIN, { from: s, wood: 5 }))).toEqual({ "space:1-0": wood, "space:1-1": wood, "space:2-0": wood, "space:2-1": wood, "space:2-2": none, "space:2-3": none });
    // "(Return it to the general supply instead if you already have 12 wood in your personal supply.)"
    const lost = "the wood lying here goes back: you hold 12 (Collection Point)";
    expect(notes(askWhere(PLAIN, { from: s, wood: 12 }))).toEqual({ "space:1-0": lost, "space:1-1": lost, "space:2-0": lost, "space:2-1": lost, "space:2-2": none, "space:2-3": none });
  });

  it('Villa built: a space on a free double space beside it differs — "count the number of Forests that are orthogonally adjacent to the Villa"', () => {
    // Villa on A2: B1-B2 lies beside it (B2), C1-C2 does not; without the Villa these four spaces are the same.
    const s = askWhere(PLAIN, { owned: [["B332", [0, 1]]] });
    const n = notes(s);
    expect(n["space:1-0"]).toBe("blocks Reforest on B1-B2; blocks Reforest beside your Villa");
    expect(n["space:1-1"]).toBe(n["space:1-0"]);
    expect(n["space:2-0"]).toBe("blocks Reforest on C1-C2; leaves the Reforest room beside your Villa");
  });

  it("Villa being built: its own spot differs by the Forests beside it — \"If there are 2 such Forests, the Villa scores 5 VP\"", () => {
    const n = notes(askWhere("B332"));
    expect(n["space:0-1"]).toMatch(/^keeps B1-B2 and C1-C2 free for Reforest; Villa here: 2 Forests beside \(5 VP\), 1 free double space beside$/);
    expect(n["space:1-1"]).toContain("Villa here: 1 Forest beside (0 VP)");
  });

  it('Rich Forest built: a space beside a Forest differs — "the number of Buildings on your Harbor board that are orthogonally adjacent to one or more Forests"', () => {
    const n = notes(askWhere(PLAIN, { owned: [["C252", [0, 1]]] }));
    expect(n["space:1-1"]).toContain("Rich Forest +1 VP: beside the Forests on B3-B4");
    expect(n["space:2-1"]).toContain("Rich Forest +1 VP: beside the Forests on C3-C4");
    expect(n["space:1-0"]).toContain("Rich Forest: no Forest beside, free C1-C2 beside");
  });

  it('Extension built: a space beside it differs — "the Extension scores 3 VP if it is orthogonally adjacent to at least 3 other Buildings"', () => {
    // Extension on A2: B2 beside it; B1, C1 and C2 not. B1 and B2 both block B1-B2.
    const n = notes(askWhere(PLAIN, { owned: [["C344", [0, 1]]] }));
    expect(n["space:1-1"]).toBe("blocks Reforest on B1-B2; beside your Extension: 1 of 3 Buildings");
    expect(n["space:1-0"]).toBe("blocks Reforest on B1-B2; not beside your Extension");
    expect(n["space:2-0"]).toBe("blocks Reforest on C1-C2; not beside your Extension");
  });

  it('Church built: a space around it differs — "the Church scores 9 VP if it is orthogonally and/or diagonally adjacent to at least 5 other Buildings"', () => {
    // Church on A2: B1 and B2 around it (B1 diagonally), C1 and C2 not; without it the four spaces are the same.
    const s = askWhere(PLAIN, { owned: [["C349", [0, 1]]] });
    const n = notes(s);
    expect(n["space:1-0"]).toBe("blocks Reforest on B1-B2; beside your Church: 1 of 5 Buildings");
    expect(n["space:1-1"]).toBe(n["space:1-0"]);
    expect(n["space:2-1"]).toBe("blocks Reforest on C1-C2; not beside your Church");
  });

  it('Beach Hostel built: a space in the bottom row differs — "double the number of free Building spaces in the bottom row of your Harbor board"', () => {
    const n = notes(askWhere(PLAIN, { owned: [["C352", [0, 1]]] }));
    expect(n["space:2-0"]).toBe("blocks Reforest on C1-C2; bottom row: your Beach Hostel scores 2 VP less");
    expect(n["space:1-0"]).toBe("blocks Reforest on B1-B2; keeps the bottom row free (Beach Hostel)");
  });

  it("a card that reads positions, being built, makes every space differ: its own spot (Church)", () => {
    // Buildings on B1 and C1 would leave A2, B2 and C2 the same for any other Building.
    const s = askWhere("C349", { owned: [["A104", [1, 0]], ["A105", [2, 0]]] });
    expect(notes(s)).toEqual({
      "space:0-1": "Church here: 1 Building around, 1 free (needs 5)",
      "space:1-1": "Church here: 2 Buildings around, 2 free (needs 5)",
      "space:2-1": "Church here: 2 Buildings around, 1 free (needs 5)",
    });
  });

  it("a card that reads positions, in the seat's hand, makes every space differ: where this Building goes decides the spots left for it", () => {
    const plain = askWhere(PLAIN, { owned: [["A104", [1, 0]], ["A105", [2, 0]]] });
    expect(buildingSpaceDifferences(plain, 0)).toBeNull();
    const s = askWhere(PLAIN, { owned: [["A104", [1, 0]], ["A105", [2, 0]]], hand: ["C344"] });
    expect(notes(s)).toEqual({
      "space:0-1": "0 Buildings beside here (Extension needs 3)",
      "space:1-1": "1 Building beside here (Extension needs 3)",
      "space:2-1": "1 Building beside here (Extension needs 3)",
    });
  });
});

describe("where a Building goes: in seeded games", () => {
  it("every space decision either has all spaces the same or a note of its own on each space offered, and asking changes nothing", () => {
    const games: [PlayerCount, DeckOption][] = [[2, "codfish"], [3, "mackerel"], [4, "mixed"], [2, "herring"]];
    let asked = 0;
    let differ = 0;
    games.forEach(([players, deck], n) => {
      const rand = lcg(5 + n);
      let s = newGame({ players, seed: `spaces-${deck}-${players}`, deck });
      for (let move = randomMove(s, rand); move; move = randomMove(s, rand)) {
        const seat = move.seat;
        if (s.queues.find((q) => q.seat === seat)?.steps[0]?.k === "choose-building-space") {
          asked++;
          const frozen = JSON.stringify(s);
          const d = buildingSpaceDifferences(s, seat);
          expect(JSON.stringify(s)).toBe(frozen);
          const offered = legalChoices(s, seat).map((c) => c.id);
          if (d) {
            differ++;
            expect(d.map((x) => x.id)).toEqual(offered);
            for (const x of d) expect(x.note, `${x.id} of ${offered.join(", ")}`).not.toBe("");
            expect(presentChoices(s, seat).map((c) => c.note)).toEqual(d.map((x) => x.note));
          }
        }
        s = applyChoice(s, seat, move.choiceId);
      }
    });
    expect(asked).toBeGreaterThan(10);
    expect(differ).toBeGreaterThan(0);
  });
});

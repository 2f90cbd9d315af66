// The Buildings offered to build say, before they are bought, when their immediate effect would
// do nothing now, and why (CardEffect.noEffectNow): the note of their choice. The reason is the
// one the card logs once built.
import { describe, expect, it } from "vitest";
import { allCards } from "../../src/engine/cards.ts";
import { buildingChoices, buildingLabel, withNote } from "../../src/engine/actions.ts";
import { legalChoices, presentChoices } from "../../src/engine/index.ts";
import type { Choice, DeckOption, GameState, ShipType } from "../../src/engine/index.ts";
import { buildWithSpace, cardGame, edit, giveElders, leaveShips, onDisplay, play, seatToMove, setGoods, setShips, withBuilding } from "../cards/helpers.ts";

const PLENTY = { wood: 12, fish: 30, gold: 20 };

/** Seat 0 to move, able to pay for anything, with Building `id` on the display. */
function offering(id: string, deck: DeckOption, change: (s: GameState) => GameState = (s) => s): GameState {
  return setGoods(seatToMove(onDisplay(change(cardGame({ deck })), id), 0), 0, { supply: PLENTY });
}

function choiceFor(s: GameState, id: string): Choice {
  const c = buildingChoices(s, 0, true).find((x) => x.id === `building:${id}`);
  if (!c) throw new Error(`${id} is not offered`);
  // A select menu shows a note under its option, up to 100 characters (src/bot/layouts/present.ts).
  expect((c.note ?? "").length).toBeLessThanOrEqual(100);
  return c;
}

const note = (why: string) => `Its effect would do nothing now: ${why}.`;

/** Seat 0's Building spaces taken by other Buildings (as if built earlier). */
function withBuildingsOn(cells: readonly [number, number][], ids: readonly string[]) {
  return (s: GameState) => cells.reduce((t, cell, i) => withBuilding(t, 0, ids[i] ?? "", cell), s);
}

describe("a Building whose effect would do nothing now is offered with a note saying why", () => {
  it('Boathouse with no sloop left: "The Boathouse has no effect if there are no sloops left"; with sloops, no note', () => {
    const none = offering("A101", "herring", (s) => leaveShips(s, "sloop", 0));
    expect(choiceFor(none, "A101").note).toBe(note("there are no sloops left"));
    expect(choiceFor(offering("A101", "herring"), "A101").note).toBeUndefined();
  });

  it("the note gives the reason the card logs once it is built", () => {
    const none = offering("A101", "herring", (s) => leaveShips(s, "sloop", 0));
    const built = buildWithSpace(leaveShips(cardGame(), "sloop", 0), 0, "A101", [0, 1], PLENTY);
    expect(built.log.map((e) => e.text)).toContain("Player 1's Boathouse has no effect: there are no sloops left.");
    expect(choiceFor(none, "A101").note).toBe(note("there are no sloops left"));
  });

  it('Parish House without Elders: "The Parish House has no effect if you do not have any Elders"; with one, no note', () => {
    expect(choiceFor(offering("B121", "herring"), "B121").note).toBe(note("there are no Elders in the Elder Council"));
    const oneElder = offering("B121", "herring", (s) => giveElders(s, 0, ["contractor"]));
    expect(choiceFor(oneElder, "B121").note).toBeUndefined();
  });

  it("Village Center with neither part possible: the longest reason still fits a menu option", () => {
    const neither = offering("A108", "herring", (s) => giveElders(leaveShips(s, "sloop", 0), 0, ["contractor", "constructor", "sailor", "builder", "steward"]));
    expect(choiceFor(neither, "A108").note).toBe(note("neither the free sloop nor an Elder can be taken"));
    const roomless = offering("A108", "herring", (s) => giveElders(setShips(s, 0, ["schooner", "schooner", "cutter", "sloop"]), 0, ["contractor", "constructor", "sailor", "builder", "steward"]));
    expect(choiceFor(roomless, "A108").note).toBe(note("neither the free sloop nor an Elder can be taken"));
    expect(choiceFor(offering("A108", "herring", (s) => leaveShips(s, "sloop", 0)), "A108").note).toBeUndefined();
  });

  it("Net Pen with 8 fish in the Reserve: the 8 fish limit would keep its 5 fish out", () => {
    const full = setGoods(offering("A209", "mackerel"), 0, { reserve: { fish: 8 } });
    expect(choiceFor(full, "A209").note).toBe(note("there are 8 or more fish in the Reserve already"));
    expect(choiceFor(offering("A209", "mackerel"), "A209").note).toBeUndefined();
  });

  it('Head Office counts the free spaces after it is built: "(Count the spaces after you build the Head Office.)"', () => {
    // 5 free spaces now: 4 once built, 3 gold.
    expect(choiceFor(offering("A304", "codfish"), "A304").note).toBeUndefined();
    // 4 free spaces now: 3 once built, nothing.
    const four = offering("A304", "codfish", withBuildingsOn([[0, 1]], ["A301"]));
    expect(choiceFor(four, "A304").note).toBe(note("there are only 3 free Building spaces after building it"));
  });

  it("Collection Point on the last free Building space would place no wood", () => {
    const one = offering("A309", "codfish", withBuildingsOn([[0, 1], [1, 0], [1, 1], [2, 0]], ["A301", "A302", "A303", "A304"]));
    expect(choiceFor(one, "A309").note).toBe(note("there is no free Building space after building it"));
    const two = offering("A309", "codfish", withBuildingsOn([[0, 1], [1, 0], [1, 1]], ["A301", "A302", "A303"]));
    expect(choiceFor(two, "A309").note).toBeUndefined();
  });

  it("Arboretum: without a free double space, or when it could only stand on the last one, it is noted; with room elsewhere it is not", () => {
    const noDouble = offering("A107", "herring", withBuildingsOn([[1, 0], [2, 0]], ["A103", "A104"]));
    expect(choiceFor(noDouble, "A107").note).toBe(note("there is no free double space"));
    const onlyThere = offering("A107", "herring", withBuildingsOn([[0, 1], [2, 0], [2, 1]], ["A103", "A104", "A109"]));
    expect(choiceFor(onlyThere, "A107").note).toBe(note("it would have to stand on the last free double space"));
    const built = buildWithSpace(withBuildingsOn([[0, 1], [2, 0], [2, 1]], ["A103", "A104", "A109"])(cardGame()), 0, "A107", [1, 0], PLENTY);
    expect(built.log.at(-1)?.text).toBe("Player 1's Arboretum has no effect: there is no free double space.");
    const elsewhere = offering("A107", "herring", withBuildingsOn([[2, 0]], ["A104"]));
    expect(choiceFor(elsewhere, "A107").note).toBeUndefined();
  });

  it("Boat Hall: the cutter it costs leaves the Fishing track first, so a nearly full track still takes a sloop", () => {
    const ships: ShipType[] = ["schooner", "schooner", "cutter", "sloop"]; // 13 of 14 spaces
    expect(choiceFor(offering("B328", "codfish", (s) => setShips(s, 0, ships)), "B328").note).toBeUndefined();
    const noSloop = offering("B328", "codfish", (s) => leaveShips(setShips(s, 0, ["cutter"]), "sloop", 0));
    expect(choiceFor(noSloop, "B328").note).toBe(note("there are no sloops left"));
  });

  it("a Building whose effect acts later (Joinery: each time after you build) and one without effect (Castle) carry no note", () => {
    expect(choiceFor(offering("A114", "herring"), "A114").note).toBeUndefined();
    expect(choiceFor(offering("C148", "herring", (s) => edit(s, (d) => { d.displayC.push("C148"); })), "C148").note).toBeUndefined();
  });

  it("the Elders' builds list the same choices: the Architect's build notes the Boathouse with no sloop left", () => {
    // Seat 0 builds through a choose-building step of an Elder: the same list, the same note.
    const s = edit(offering("A101", "herring", (t) => leaveShips(t, "sloop", 0)), (d) => {
      d.queues = [{ seat: 0, steps: [{ k: "choose-building", src: { kind: "elder", elder: "architect" }, optional: false }] }];
    });
    expect(buildingChoices(s, 0, true).map((c) => c.id)).toEqual(legalChoices(s, 0).map((c) => c.id));
    expect(choiceFor(s, "A101").note).toBe(note("there are no sloops left"));
    // What the bot shows: the same note on the engine's choices as a person sees them; the AI's list carries none.
    expect(presentChoices(s, 0).find((c) => c.id === "building:A101")?.note).toBe(note("there are no sloops left"));
    expect(legalChoices(s, 0).find((c) => c.id === "building:A101")?.note).toBeUndefined();
  });

  it("a note already on a choice is kept, the new one after it", () => {
    expect(withNote({ id: "x", label: "X", note: "first" }, "second").note).toBe("first · second");
    expect(withNote({ id: "x", label: "X" }, "second").note).toBe("second");
  });
});

describe("every card that says it has no effect if ... and acts when built can say so before", () => {
  it("each Building with an Immediately effect whose text has 'has no effect if' has noEffectNow", () => {
    const missing = [...allCards().values()]
      .filter((c) => c.effect?.immediately && /has no effect if/.test(c.text))
      .filter((c) => !c.effect?.noEffectNow)
      .map((c) => c.id);
    expect(missing).toEqual([]);
  });

  it("the cards covered include the ship-room, Share, Elder, Forest and goods cards", () => {
    const covered = [...allCards().values()].filter((c) => c.effect?.noEffectNow).map((c) => c.id);
    for (const id of ["A101", "A102", "A107", "A108", "A110", "A113", "A115", "A205", "A304", "A305", "A309", "A313", "A314", "A317",
      "B121", "B126", "B221", "B222", "B225", "B231", "B321", "B323", "B326", "B328", "C142", "C146", "C347"]) {
      expect(covered).toContain(id);
    }
  });
});

describe("played through the engine", () => {
  it("Build a Building offers the Boathouse with no sloop left, and building it does nothing but say why", () => {
    let s = offering("A101", "herring", (t) => leaveShips(t, "sloop", 0));
    s = play(s, 0, "place:build-building");
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("building:A101");
    s = play(s, 0, "building:A101", "space:0-1");
    expect(s.log.at(-1)?.text).toBe("Player 1's Boathouse has no effect: there are no sloops left.");
  });

  it("a Building that costs nothing is offered as free, never \"nothing\"", () => {
    expect(buildingLabel("A112", { wood: 0, fish: 0, gold: 0, ships: [] })).toBe("Wet Storage (A112; free; 1 VP)");
    expect(buildingLabel("A104", { wood: 0, fish: 2, gold: 0, ships: [] })).toBe("Yard (A104; 2 fish; 0 VP)");
  });
});

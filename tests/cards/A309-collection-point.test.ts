import { describe, expect, it } from "vitest";
import { currentScore, legalChoices, summarize } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, onDisplay, passLastTurn, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

const COST = { wood: 0, fish: 1, gold: 1 };

/** Seat 0 built the Collection Point on A2: wood lies on every other free Building space. */
function built() {
  return buildWithSpace(cardGame({ deck: "codfish" }), 0, "A309", [0, 1], COST);
}

describe("A309 Collection Point", () => {
  it('"Immediately ... place 1 wood from the general supply on each free Building space ... (Place the wood after you build the Collection Point.)"', () => {
    const s = built();
    expect(player(s, 0).cardState.A309).toEqual({ "1-0": true, "1-1": true, "2-0": true, "2-1": true });
  });

  it('"The Collection Point has no effect if you do not have any free Building spaces": built on the last one, it places no wood', () => {
    let start = cardGame({ deck: "codfish" });
    for (const [id, cell] of [["A301", [0, 1]], ["A302", [1, 0]], ["A303", [1, 1]], ["A304", [2, 0]]] as const) start = withBuilding(start, 0, id, [cell[0], cell[1]]);
    const s = buildWithSpace(start, 0, "A309", [2, 1], COST);
    expect(player(s, 0).cardState.A309).toBeUndefined();
    expect(s.log.at(-1)?.text).toBe("Player 1's Collection Point has no effect: there is no free Building space after building it.");
  });

  it('"Each time before you build a Building ... on a Building space with wood ..., move the wood into your personal supply"', () => {
    let s = setGoods(seatToMove(onDisplay(built(), "A104"), 0, { workerTurn: 2 }), 0, { supply: { wood: 0, fish: 2, gold: 0 } });
    s = play(s, 0, "place:build-building", "building:A104", "space:1-0");
    expect(player(s, 0).supply.wood).toBe(1);
    expect(player(s, 0).cardState.A309).toEqual({ "1-1": true, "2-0": true, "2-1": true });
  });

  it('"allows you to choose a Building that you cannot afford at the moment, provided you will be able to pay the Building cost after receiving that 1 wood": only spaces with wood are offered for it', () => {
    // Boathouse costs 2 wood; with 1 wood it is affordable only on a space with wood
    let s = structuredClone(setGoods(seatToMove(onDisplay(built(), "A101"), 0, { workerTurn: 2 }), 0, { supply: { wood: 1, fish: 0, gold: 0 } }));
    // The wood on space 1-1 was collected already: that free space is not offered.
    const marks = player(s, 0).cardState.A309;
    if (marks) delete marks["1-1"];
    s = play(s, 0, "place:build-building");
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("building:A101");
    s = play(s, 0, "building:A101");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["space:1-0", "space:2-0", "space:2-1"]);
    s = play(s, 0, "space:2-1");
    expect(player(s, 0).buildings.map((b) => b.id)).toContain("A101");
    expect(player(s, 0).supply.wood).toBe(0);
  });

  it('"provided you will be able to pay the Building cost after receiving that 1 wood", also for a choice of costs: 9 wood pay the Swing-Net Fishery\'s 10 wood on a space with wood', () => {
    let s = setGoods(seatToMove(onDisplay(built(), "C152"), 0, { workerTurn: 2 }), 0, { supply: { wood: 9, fish: 12, gold: 0 } });
    s = play(s, 0, "place:build-building", "building:C152");
    // Both ways can be paid: 12 fish anywhere, 10 wood with a space's wood.
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["price:wood", "price:fish"]);
    s = play(s, 0, "price:wood");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["space:1-0", "space:1-1", "space:2-0", "space:2-1"]);
    s = play(s, 0, "space:1-1");
    expect(player(s, 0).buildings.map((b) => b.id)).toContain("C152");
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 12, gold: 0 });
  });

  it('"... or place a Forest on a Building space with wood": a Reforest on a double space collects both spaces\' wood (ruling A21)', () => {
    let s = setGoods(seatToMove(built(), 0, { workerTurn: 2 }), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
    s = play(s, 0, "place:reforest", "forest-space:3");
    expect(player(s, 0).supply.wood).toBe(2);
    expect(player(s, 0).cardState.A309).toEqual({ "1-0": true, "1-1": true });
  });

  it('"(Return it to the general supply instead if you already have 12 wood in your personal supply.)"', () => {
    let s = setGoods(seatToMove(built(), 0, { workerTurn: 2 }), 0, { supply: { wood: 12, fish: 0, gold: 0 } });
    s = play(s, 0, "place:reforest", "forest-space:1");
    expect(player(s, 0).supply.wood).toBe(12);
    expect(player(s, 0).cardState.A309).toEqual({ "2-0": true, "2-1": true });
  });
});

describe("A309 Collection Point on the board views", () => {
  it("the summary shows the wood lying on each free space until it is collected", async () => {
    const { summarize } = await import("../../src/engine/index.ts");
    const s = buildWithSpace(cardGame({ deck: "codfish" }), 0, "A309", [0, 1], { wood: 0, fish: 1, gold: 1 });
    const harbor = summarize(s).players[0]!.harbor;
    expect(harbor[1]![0]).toEqual({ kind: "free", wood: 1 });
    expect(harbor[2]![1]).toEqual({ kind: "free", wood: 1 });
  });
});

describe("A309 Collection Point before scoring (ruling A7)", () => {
  const wood = (s: ReturnType<typeof built>) => summarize(s).players[0]!.harbor.flat().reduce((n, c) => n + (c.kind === "free" ? (c.wood ?? 0) : 0), 0);

  it('"Before scoring, return any wood that you did not collect this way to the general supply": the game ends with no wood on the free spaces, and scores stay', () => {
    const before = built();
    expect(wood(before)).toBe(4);
    const s = passLastTurn(before);
    expect(s.phase).toBe("over");
    expect(Object.values(player(s, 0).cardState.A309 ?? {}).filter((v) => v === true)).toEqual([]);
    expect(wood(s)).toBe(0);
    expect(s.log.map((l) => l.text)).toContain("The 4 wood left on Player 1's Collection Point go back to the general supply.");
    expect(currentScore(s, 0)).toBe(currentScore(before, 0));
    expect(s.log.findIndex((l) => l.text.startsWith("The 4 wood left"))).toBeLessThan(s.log.findIndex((l) => l.text === "The game ends after round 7."));
  });

  it("one wood left: the log says it in the singular", () => {
    const s = passLastTurn(edit(built(), (d) => { d.players[0]!.cardState.A309 = { "2-1": true }; }));
    expect(s.log.map((l) => l.text)).toContain("The 1 wood left on Player 1's Collection Point goes back to the general supply.");
  });

  it("all wood collected: nothing to return, nothing logged", () => {
    const s = passLastTurn(edit(built(), (d) => { d.players[0]!.cardState.A309 = {}; }));
    expect(s.phase).toBe("over");
    expect(s.log.some((l) => l.text.includes("Collection Point go"))).toBe(false);
  });
});

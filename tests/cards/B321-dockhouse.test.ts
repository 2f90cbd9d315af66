import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { haulSize } from "../../src/engine/triggers.ts";
import { scoreSheet } from "../../src/engine/scoring.ts";
import { buildWithSpace, cardGame, leaveShips, play, seatToMove, setGoods, setShips, withBuilding } from "./helpers.ts";

const COST = { wood: 4, fish: 4, gold: 0 };

function built(s = cardGame({ deck: "codfish" })) {
  return buildWithSpace(setGoods(s, 0, { reserve: { wood: 0, fish: 0, gold: 0 } }), 0, "B321", [0, 1], COST);
}

describe("B321 Dockhouse", () => {
  it('"If the Reserve space on your Harbor track is empty, immediately ... take 1 free schooner ... and place the schooner in your Reserve"', () => {
    let s = built();
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["use:B321", "decline"]);
    const supply = s.shipSupply.schooner;
    s = play(s, 0, "use:B321");
    expect(player(s, 0).reserveShips).toEqual(["schooner"]);
    expect(player(s, 0).ships).toEqual([]);
    expect(s.shipSupply.schooner).toBe(supply - 1);
    // it is no Ship on the track yet: haul 3
    expect(haulSize(s, 0)).toBe(3);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"The Dockhouse has no effect if ... there are goods or other things in your Reserve"', () => {
    const s = buildWithSpace(setGoods(cardGame({ deck: "codfish" }), 0, { reserve: { wood: 0, fish: 1, gold: 0 } }), 0, "B321", [0, 1], COST);
    expect(pendingSeats(s)).toEqual([1]);
    expect(player(s, 0).reserveShips).toEqual([]);
    expect(s.log.at(-1)?.text).toBe("Player 1's Dockhouse has no effect: there are goods or other things in the Reserve.");
  });

  it('"... if there are no schooners left"', () => {
    const s = built(leaveShips(cardGame({ deck: "codfish" }), "schooner", 0));
    expect(pendingSeats(s)).toEqual([1]);
    expect(s.log.at(-1)?.text).toBe("Player 1's Dockhouse has no effect: there are no schooners left.");
  });

  it('"Add the schooner to the right of your Ships on the Fishing track the next time you empty your Reserve (e.g., by taking a “Transfer Reserve” action)": open with only the schooner there (ruling A18)', () => {
    let s = play(built(setShips(cardGame({ deck: "codfish" }), 0, ["sloop"])), 0, "use:B321");
    s = seatToMove(s, 0, { workerTurn: 2 });
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("place:transfer-reserve");
    s = play(s, 0, "place:transfer-reserve");
    expect(player(s, 0).ships).toEqual(["sloop", "schooner"]);
    expect(player(s, 0).reserveShips).toEqual([]);
  });

  it('"If there is not enough space on your Fishing track, return the schooner to the Ships and Elders supply board"', () => {
    let s = play(built(), 0, "use:B321");
    s = setShips(s, 0, ["schooner", "schooner", "cutter"]);
    const supply = s.shipSupply.schooner;
    s = play(seatToMove(s, 0, { workerTurn: 2 }), 0, "place:transfer-reserve");
    expect(player(s, 0).ships).toEqual(["schooner", "schooner", "cutter"]);
    expect(s.shipSupply.schooner).toBe(supply + 1);
  });

  it('"taking the schooner is considered a “Build a Ship” action": the Seafaring Society gives its gold', () => {
    const s = play(built(withBuilding(cardGame({ deck: "mixed" }), 0, "B128", [1, 0])), 0, "use:B321");
    expect(player(s, 0).supply.gold).toBe(1);
  });

  it("the schooner scores nothing while it waits in the Reserve", () => {
    const s = play(built(), 0, "use:B321");
    expect(scoreSheet(s, 0).ships).toBe(0);
  });
});

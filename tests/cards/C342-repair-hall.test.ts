import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats, summarize } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, play, setGoods, setShips, withBuilding } from "./helpers.ts";

/** Seat 0 with a sloop and a schooner on the track and this Reserve, building the Repair Hall on A2. */
function built(reserve: { wood: number; fish: number; gold: number }, withWetStorage = false) {
  let s = setShips(cardGame({ deck: "codfish" }), 0, ["schooner", "sloop"]);
  if (withWetStorage) s = withBuilding(s, 0, "A112", [1, 0]);
  s = setGoods(s, 0, { reserve });
  return buildWithSpace(s, 0, "C342", [0, 1], { wood: 6, fish: 0, gold: 0 });
}

describe("C342 Repair Hall", () => {
  it('"Pay the required schooner by removing it from your Fishing track ... move the remaining Ships ... to the left"', () => {
    const s = built({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).ships).toEqual(["sloop"]);
    expect(player(s, 0).supply.wood).toBe(0);
  });

  it('"You may then immediately ... take a “Transfer Reserve” action, without placing a Worker"', () => {
    let s = built({ wood: 2, fish: 3, gold: 0 });
    expect(legalChoices(s, 0).map(({ id, label }) => ({ id, label }))).toEqual([{ id: "transfer-reserve", label: "Transfer Reserve" }, { id: "decline", label: "Skip Repair Hall" }]);
    expect(summarize(s).prompts.map(({ seat, prompt }) => ({ seat, prompt }))).toEqual([{ seat: 0, prompt: "Player 1: Repair Hall: choose Transfer Reserve (or decline)." }]);
    s = play(s, 0, "transfer-reserve");
    expect(player(s, 0).supply).toEqual({ wood: 2, fish: 3, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).workersLeft).toBe(2);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"You may": declining leaves the Reserve as it is', () => {
    const s = play(built({ wood: 2, fish: 3, gold: 0 }), 0, "decline");
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 3, gold: 0 });
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("with an empty Reserve there is nothing to transfer: nothing is asked", () => {
    const s = built({ wood: 0, fish: 0, gold: 0 });
    expect(pendingSeats(s)).toEqual([1]);
    expect(s.log.some((e) => e.text === "Player 1's Repair Hall has no effect: the Reserve is empty.")).toBe(true);
  });

  it('"This “Transfer Reserve” action may trigger other Buildings": Wet Storage refills the emptied Reserve with 3 wood', () => {
    const s = play(built({ wood: 1, fish: 1, gold: 0 }, true), 0, "transfer-reserve");
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 1, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 3, fish: 0, gold: 0 });
    expect(pendingSeats(s)).toEqual([1]);
  });
});

import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats, summarize } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 0 owns the Sawmill on A2; start Forests: 2 on A3-A4, 1 on B3-B4, 1 on C3-C4. */
function owner(o: { wood?: number; forests?: number[]; extra?: [string, [number, number]] } = {}) {
  let s = withBuilding(cardGame(), 0, "B127", [0, 1]);
  if (o.extra) s = withBuilding(s, 0, o.extra[0], o.extra[1]);
  const forests = o.forests;
  if (forests) s = edit(s, (d) => { d.players[0]!.forests = [...forests]; });
  return setGoods(seatToMove(s, 0), 0, { supply: { wood: o.wood ?? 0, fish: 0, gold: 0 } });
}

describe("B127 Sawmill", () => {
  it('"Each time after you complete a “Deforest” action, you may remove an additional Forest ... If you do, take 3 wood"', () => {
    let s = play(owner(), 0, "place:deforest", "forest:0");
    expect(player(s, 0).supply.wood).toBe(5);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest:0", "forest:2", "forest:4", "decline"]);
    expect(summarize(s).prompts.map(({ seat, prompt }) => ({ seat, prompt }))).toEqual([{ seat: 0, prompt: "Player 1: Sawmill: remove an additional Forest for 3 wood?" }]);
    s = play(s, 0, "forest:2");
    expect(player(s, 0).forests).toEqual([1, 0, 0, 0, 1]);
    expect(player(s, 0).supply.wood).toBe(8);
    expect(s.log.at(-1)?.text).toBe("Player 1 removes a Forest from double space B3-B4 and takes 3 wood (Sawmill).");
    // "The effect of the Sawmill is not considered as a “Deforest” action on its own": it does not ask again.
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"you may": declining keeps the Forest and gives no wood', () => {
    const s = play(owner(), 0, "place:deforest", "forest:0", "decline");
    expect(player(s, 0).forests).toEqual([1, 0, 1, 0, 1]);
    expect(player(s, 0).supply.wood).toBe(5);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("with no Forest left after the Deforest, nothing is asked", () => {
    const s = play(owner({ forests: [1, 0, 0, 0, 0] }), 0, "place:deforest");
    expect(player(s, 0).forests).toEqual([0, 0, 0, 0, 0]);
    expect(player(s, 0).supply.wood).toBe(5);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"take 3 wood" observes the 12 wood limit: at 11 wood after the Deforest only 1 is kept', () => {
    const s = play(owner({ wood: 6 }), 0, "place:deforest", "forest:0", "forest:0");
    expect(player(s, 0).supply.wood).toBe(12);
    expect(player(s, 0).forests).toEqual([0, 0, 1, 0, 1]);
  });

  it('"remove an additional Forest from your Harbor board": it is a Forest removal, so Forest Storage gives its goods for it too', () => {
    const s = play(setGoods(owner({ extra: ["A301", [1, 0]] }), 0, { reserve: { wood: 0, fish: 0, gold: 0 } }), 0, "place:deforest", "forest:0", "forest:0");
    expect(player(s, 0).forests).toEqual([0, 0, 1, 0, 1]);
    // Forest Storage: +1 wood +1 fish in the Reserve per Forest removed (the Deforest's and the Sawmill's).
    expect(player(s, 0).reserve).toEqual({ wood: 2, fish: 2, gold: 0 });
    expect(pendingSeats(s)).toEqual([1]);
  });
});

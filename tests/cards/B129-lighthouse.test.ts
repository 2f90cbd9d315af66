import { describe, expect, it } from "vitest";
import { applyChoice, legalChoices, pendingSeats, summarize } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Seat 1 ends round 1 by passing; seat 0 (Lighthouse) has 7 fish in its Reserve before round 2's catch. */
function beforeFishing(): GameState {
  const s = setGoods(withBuilding(cardGame(), 0, "B129", [0, 1]), 0, { supply: { wood: 0, fish: 0, gold: 0 }, reserve: { wood: 1, fish: 7, gold: 0 } });
  return edit(seatToMove(s, 1, { workerTurn: 3 }), (d) => { d.players[0]!.cardState.B129 = { "held:eight-fish": false }; });
}

describe("B129 Lighthouse", () => {
  it('"only after you complete all five steps of the Fishing Phase may you use the effect of the Lighthouse": the Work phase waits for it', () => {
    const s = play(beforeFishing(), 1, "pass");
    expect(s.round).toBe(2);
    expect(s.phase).toBe("fishing");
    expect(player(s, 0).reserve.fish).toBe(8);
    expect(pendingSeats(s)).toEqual([0]);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["transfer-reserve", "decline"]);
    const t = play(s, 0, "transfer-reserve");
    // the 8 Reserve fish, and the fish on the seat's own Shares, collected as the Fishing phase ends after it
    expect(player(t, 0).supply.fish).toBe(player(s, 0).supply.fish + 8 + player(s, 0).shareFish);
    expect(player(t, 0).supply.wood).toBe(1);
    expect(player(t, 0).reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(t.phase).toBe("work");
  });

  it("a restart while the Fishing phase's end waits for the Lighthouse gives the same game: the stored state, reloaded, continues alike", () => {
    const s = play(beforeFishing(), 1, "pass");
    const reloaded = JSON.parse(JSON.stringify(s)) as GameState;
    const a = applyChoice(s, 0, "decline");
    const b = applyChoice(reloaded, 0, "decline");
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.phase).toBe("work");
  });

  it('"Each time there are 8 or more fish in your Reserve" (ruling A12): after a decline it is not offered again until the fish went below 8 and back', () => {
    let s = play(play(beforeFishing(), 1, "pass"), 0, "decline");
    expect(s.phase).toBe("work");
    // a Worker's action later in the round does not bring the offer back while 8 fish stay there
    const act = (x: GameState, seat: number) => play(x, seat, legalChoices(x, seat).find((c) => c.id.startsWith("place:") && c.id !== "place:transfer-reserve")!.id);
    if (pendingSeats(s)[0] === 1) s = act(s, 1);
    s = act(s, 0);
    expect(player(s, 0).reserve.fish).toBe(8);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("built with 8 fish already in the Reserve, it is offered after the building action", () => {
    let s = setGoods(seatToMove(withBuilding(cardGame(), 1, "A104", [0, 1]), 0), 0, { supply: { wood: 5, fish: 5, gold: 0 }, reserve: { wood: 0, fish: 8, gold: 0 } });
    s = edit(s, (d) => { d.displayA[0] = "B129"; d.displayB = d.displayB.map((x) => (x === "B129" ? null : x)); d.pileB = d.pileB.filter((x) => x !== "B129"); });
    s = play(s, 0, "place:build-building");
    if (s.queues[0]?.steps[0]?.k === "choose-building") s = play(s, 0, "building:B129");
    if (s.queues[0]?.steps[0]?.k === "choose-building-space") s = play(s, 0, "space:0-1");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["transfer-reserve", "decline"]);
  });

  it('"you may immediately take a “Transfer Reserve” action": the question names the Lighthouse, as every card question does', () => {
    const s = play(beforeFishing(), 1, "pass");
    expect(summarize(s).prompts.map(({ seat, prompt }) => ({ seat, prompt }))).toEqual([{ seat: 0, prompt: "Player 1: Lighthouse: choose Transfer Reserve (or decline)." }]);
  });
});

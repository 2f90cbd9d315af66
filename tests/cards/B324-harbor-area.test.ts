import { expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { elderGainSpec, elders } from "./mechanisms/elder-gain.ts";

elderGainSpec({
  id: "B324", name: "Harbor Area", cost: { wood: 0, fish: 0, gold: 1 },
  cases: [{
    why: "gives 2 fish per Elder and 1 wood per Ship incl. the catboat",
    says: "take twice as much fish as there are Elders in your Elder Council and as much wood as there are Ships on your Fishing track, including the preprinted starting catboat",
    builds: [{ elders: elders(2), ships: ["sloop", "cutter"], gives: { wood: 3, fish: 4, gold: 0 }, log: "Player 1 takes 3 wood, 4 fish (Harbor Area).", nextSeat: true }],
  }, {
    why: "with no Elders and no Ships the catboat still gives 1 wood", says: "including the preprinted starting catboat",
    builds: [{ elders: [], ships: [], gives: { wood: 1, fish: 0, gold: 0 } }],
  }, {
    why: "5 Elders and 5 Ships plus the catboat give the 2-player maximum",
    says: "The Harbor Area can net you at most 10 fish and 7 wood—in 1- and 2-player games 10 fish and only 6 wood.",
    builds: [{ elders: elders(5), ships: ["sloop", "sloop", "sloop", "cutter", "cutter"], gives: { wood: 6, fish: 10, gold: 0 } }],
  }, {
    why: "wood above 12 stays in the general supply", says: "Observe the 12 wood limit in your personal supply.",
    builds: [{
      elders: elders(1), ships: ["sloop", "sloop"], supply: { wood: 11, fish: 0, gold: 1 }, gives: { wood: 12, fish: 2, gold: 0 },
      log: "Player 1 takes 1 wood, 2 fish (Harbor Area; the 12-wood limit leaves 2 wood in the general supply).",
    }],
  }],
}, (build) => {
  it("without Elders and with 12 wood already, only wood was due: the 12 wood limit leaves it without effect, and the log says so", () => {
    const s = build({ elders: [], ships: ["sloop"], supply: { wood: 12, fish: 0, gold: 1 } });
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 0, gold: 0 });
    expect(s.log.at(-1)?.text).toBe("Player 1's Harbor Area has no effect: there are already 12 wood in the personal supply.");
  });
});

import { describe, expect, it } from "vitest";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, giveElders, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** The last turn of round 1 (2 players): seat 1 passes its third Worker's turn and the round ends. */
function lastTurn(f: (s: ReturnType<typeof cardGame>) => ReturnType<typeof cardGame>) {
  let s = f(withBuilding(cardGame({ deck: "mackerel" }), 0, "A207", [0, 1]));
  s = setGoods(seatToMove(s, 1, { workerTurn: 3 }), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
  return play(s, 1, "pass");
}

describe("A207 Youth Center", () => {
  it('"After each Round in which you did not use a single Elder, take 1 gold"', () => {
    const s = lastTurn((x) => x);
    expect(s.round).toBe(2);
    expect(player(s, 0).supply.gold).toBe(1);
  });

  it('"(You do get the gold if you merely take Elders, as long as you do not use them.)"', () => {
    const s = lastTurn((x) => giveElders(x, 0, ["pisciculturist"]));
    expect(player(s, 0).supply.gold).toBe(1);
  });

  it("a round in which an Elder was used gives nothing", () => {
    const s = lastTurn((x) => edit(giveElders(x, 0, ["pisciculturist"]), (d) => { d.players[0]!.tally.eldersUsedThisRound = 1; }));
    expect(player(s, 0).supply.gold).toBe(0);
  });

  it("using an Elder counts: the owner's round with the Pisciculturist ends without gold", () => {
    let s = setGoods(seatToMove(giveElders(withBuilding(cardGame({ deck: "mackerel" }), 0, "A207", [0, 1]), 0, ["pisciculturist"]), 0, { workerTurn: 3 }), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
    s = play(s, 0, "elder:pisciculturist");
    expect(player(s, 0).tally.eldersUsedThisRound).toBe(1);
    s = play(s, 1, "pass");
    expect(s.round).toBe(2);
    expect(player(s, 0).supply.gold).toBe(0);
  });
});

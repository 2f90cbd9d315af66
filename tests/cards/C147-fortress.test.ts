import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, onDisplay, passLastTurn, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

/** Round 7, the last Work turn of the game (seat 1 passes its third Worker's turn); seat 0 owns the Fortress. */
function lastTurn(supply: { wood: number; fish: number; gold: number }): GameState {
  const s = withBuilding(onDisplay(cardGame(), "A104"), 0, "C147", [0, 1]);
  return passLastTurn(setGoods(s, 0, { supply }));
}

describe("C147 Fortress", () => {
  it('"At the end of the final Round, right before scoring, you may take an additional “Build a Building” action, without placing a Worker"', () => {
    let s = lastTurn({ wood: 0, fish: 2, gold: 0 });
    expect(s.phase).toBe("work");
    expect(pendingSeats(s)).toEqual([0]);
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("building:A104");
    expect(legalChoices(s, 0).map((c) => c.id)).toContain("decline");
    s = play(s, 0, "building:A104");
    if (legalChoices(s, 0).some((c) => c.id.startsWith("space:"))) s = play(s, 0, legalChoices(s, 0)[0]!.id);
    expect(player(s, 0).buildings.map((b) => b.id)).toContain("A104");
    // then the game ends (no one has anything left to do before scoring)
    expect(s.phase).toBe("over");
  });

  it('"you may": declining builds nothing and the game ends', () => {
    const s = play(lastTurn({ wood: 0, fish: 2, gold: 0 }), 0, "decline");
    expect(player(s, 0).buildings.map((b) => b.id)).toEqual(["C147"]);
    expect(s.phase).toBe("over");
  });

  it("nothing is asked when no Building can be built (no free Building space left)", () => {
    let s = withBuilding(cardGame(), 0, "C147", [0, 1]);
    for (const [id, cell] of [["A103", [1, 0]], ["A104", [1, 1]], ["A106", [2, 0]], ["A109", [2, 1]]] as const) s = withBuilding(s, 0, id, [cell[0], cell[1]]);
    s = passLastTurn(setGoods(s, 0, { supply: { wood: 12, fish: 20, gold: 20 } }));
    expect(s.phase).toBe("over");
    expect(s.log.some((e) => e.text === "Player 1's Fortress has no effect: no Building can be built now.")).toBe(true);
  });

  it('"(This “Build a Building” action may trigger other Buildings like the “Construction Yard”...)": the Workers are still on the board, and nobody has a turn, so Whenever cards act (ruling A7)', () => {
    let s = withBuilding(withBuilding(onDisplay(cardGame({ deck: "mixed" }), "A104"), 0, "C147", [0, 1]), 0, "A114", [1, 0]);
    s = passLastTurn(setGoods(s, 0, { supply: { wood: 0, fish: 2, gold: 0 } }));
    s = play(s, 0, "building:A104");
    if (legalChoices(s, 0).some((c) => c.id.startsWith("space:"))) s = play(s, 0, legalChoices(s, 0)[0]!.id);
    // Joinery: "Each time after you complete a Build a Building action" it pays (see its spec)
    expect(s.log.some((e) => /Joinery/.test(e.text))).toBe(true);
  });

  it('"(This “Build a Building” action may trigger other Buildings like the “Construction Yard”.)": the Construction Yard pays for two of your Workers still on Build a Building after round 7\'s last turn', () => {
    /** Round 7's last turn passed, seat 0 owning the Fortress and the Construction Yard, with `workers` of its Workers on Build a Building. */
    const end = (workers: number): GameState => {
      let s = withBuilding(withBuilding(onDisplay(cardGame({ deck: "codfish" }), "A104"), 0, "C147", [0, 1]), 0, "A306", [1, 0]);
      s = setGoods(s, 0, { supply: { wood: 0, fish: 2, gold: 0 } });
      const last = (s.firstPlayer + 1) % 2;
      const t = structuredClone(seatToMove(s, last, { round: 7, workerTurn: 3 }));
      for (let k = 0; k < workers; k++) t.placements.push({ seat: 0, spot: { kind: "space", space: "build-building" } });
      const p0 = t.players[0];
      if (!p0) throw new Error("no seat 0");
      p0.workersLeft -= workers;
      return play(t, last, "pass");
    };
    const build = (s: GameState): GameState => {
      let t = play(s, 0, "building:A104");
      if (legalChoices(t, 0).some((c) => c.id.startsWith("space:"))) t = play(t, 0, legalChoices(t, 0)[0]!.id);
      return t;
    };
    // A104 costs the 2 fish: any gold afterwards is the Construction Yard's.
    expect(player(build(end(2)), 0).supply.gold).toBe(1);
    expect(player(build(end(0)), 0).supply.gold).toBe(0);
  });
});

// What the hard AI plays for (src/ai/hard.ts aimAt, src/ai/worth.ts aimed): its margin over the
// best other seat, or its own worth alone at a table where every other seat is an easy or medium AI.
import { describe, expect, it } from "vitest";
import { mediumAi } from "../../src/ai/index.ts";
import { aimAt, hardValues, movesByEvaluation, playoutMoves, searchWorld, type SeatModel } from "../../src/ai/hard.ts";
import { aimed } from "../../src/ai/worth.ts";
import { applyChoice, newGame, pendingSeats, type GameState, type PlayerCount } from "../../src/engine/index.ts";

/** A game played by medium AIs to `round`'s Work phase. */
function playedTo(players: PlayerCount, round: number, seed: string): GameState {
  let s = newGame({ players, seed, deck: "mixed" });
  while (!(s.round === round && s.phase === "work")) {
    const seat = pendingSeats(s)[0] ?? 0;
    s = applyChoice(s, seat, mediumAi.choose(s, seat));
  }
  return s;
}

describe("what the hard AI plays for", () => {
  it("plays for its own worth only when every other seat is an easy or medium AI, for its margin when a person or a hard AI sits at the table or the table is not told", () => {
    expect(aimAt(0, ["strong", "medium"])).toBe("own");
    expect(aimAt(1, ["medium", "strong", "medium"])).toBe("own");
    expect(aimAt(0, ["strong", "strong"])).toBe("margin");
    expect(aimAt(0, ["strong", "medium", "strong"])).toBe("margin");
    expect(aimAt(0, undefined)).toBe("margin");
  });

  it("counts the seat's worth alone for the own aim: the margin plus the best other seat's worth", () => {
    for (const players of [2, 3] as const) {
      const s = playedTo(players, 3, `aim-${players}`);
      const others = s.players.map((_, o) => o).filter((o) => o !== 0).map((o) => aimed(s, o, "own"));
      expect(aimed(s, 0, "own") - aimed(s, 0, "margin")).toBeCloseTo(Math.max(...others), 9);
    }
  });

  it("values each searched move by the seat's own worth where its playout ends at a table of medium AIs, by its margin at a table with a person", () => {
    const s = playedTo(2, 2, "aim-search");
    const seat = pendingSeats(s)[0] ?? 0;
    for (const [table, aim] of [[["medium", "medium"], "own"], [["strong", "strong"], "margin"]] as const) {
      const models = table.map((m, o) => (o === seat ? "strong" : m));
      const values = hardValues(s, seat, { budgetMs: 1, models });
      expect(values.length).toBeGreaterThan(0);
      for (const v of values) {
        // The playout of world 0, replayed: where it ends is what the value counts.
        const world = searchWorld(s, seat, 0);
        let end = world;
        for (const id of v.path) end = applyChoice(end, seat, id);
        for (const m of playoutMoves(world, seat, v.path, models)) for (const id of m.path) end = applyChoice(end, m.seat, id);
        const first = v.results.find((r) => r.world === 0);
        expect(first?.value).toBeCloseTo(aimed(end, seat, aim), 9);
        expect(Math.abs((first?.value ?? 0) - aimed(end, seat, aim === "own" ? "margin" : "own"))).toBeGreaterThan(0.5);
      }
    }
  });

  it("ranks the seat's own whole moves (its moves in the playouts and the hint's fill-in) by its own worth at a table of medium AIs, by its margin at a table with a person", () => {
    const s = playedTo(2, 2, "aim-search");
    const seat = pendingSeats(s)[0] ?? 0;
    const world = searchWorld(s, seat, 0);
    const atMediumTable: SeatModel[] = [0, 1].map((o) => (o === seat ? "strong" : "medium"));
    for (const [models, aim] of [[atMediumTable, "own"], [["strong", "strong"], "margin"]] as const) {
      const moves = movesByEvaluation(s, seat, models);
      expect(moves.length).toBeGreaterThan(3);
      for (const m of moves) {
        let after = world;
        for (const id of m.path) after = applyChoice(after, seat, id);
        expect(m.eval).toBeCloseTo(aimed(after, seat, aim), 9);
      }
    }
  });
});

// Phase II: Work (rulebook "Phase II: Work Phase", board-data.md "Turn order" and capacities).
import { describe, expect, it } from "vitest";
import { applyChoice, pendingSeats, summarize } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { active, choose, edit, ids, testGame } from "./helpers.ts";

function rich(s: GameState): GameState {
  return edit(s, (d) => { for (const p of d.players) { p.supply = { wood: 12, fish: 20, gold: 20 }; p.reserve.fish = 3; } });
}

describe("Work phase", () => {
  it("'Beginning with the First Player, each player will take one turn at a time, for a total of three turns per player' (clockwise)", () => {
    let s = testGame({ players: 4, seed: "order" });
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) {
      const seat = active(s);
      seen.push(seat);
      s = applyChoice(s, seat, "pass");
    }
    const f = testGame({ players: 4, seed: "order" }).firstPlayer;
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => (f + i) % 4));
    expect(s.round).toBe(2);
  });

  it("'You may pass ... If you pass one turn, you may place a Worker on your next turn'", () => {
    let s = testGame({ players: 2, seed: "pass" });
    const seat = active(s);
    s = choose(s, seat, "pass");
    expect(s.players[seat]!.workersLeft).toBe(2);
    s = choose(s, active(s), "pass");
    expect(ids(s, seat)).toContain("place:gold");
  });

  it("'Most action spaces ... can hold at most one Worker. When they do, they are blocked for the rest of the Round'", () => {
    let s = testGame({ players: 3, seed: "block" });
    s = choose(s, active(s), "place:gold");
    const next = active(s);
    expect(ids(s, next)).not.toContain("place:gold");
    expect(() => applyChoice(s, next, "place:gold")).toThrow(/\+1 Gold is already full this round/);
    expect(summarize(s).actionSpaces.find((a) => a.id === "gold")).toMatchObject({ occupants: [s.firstPlayer], full: true });
  });

  it("3-5 players: 'action spaces showing 2 and 3 ... can be occupied by that many Workers (of the same player or of different players)'", () => {
    let s = rich(testGame({ players: 3, seed: "cap" }));
    s = choose(s, active(s), "place:deforest", "forest:0");
    s = choose(s, active(s), "place:deforest", "forest:0");
    expect(ids(s, active(s))).not.toContain("place:deforest");
    const caps = Object.fromEntries(summarize(s).actionSpaces.map((a) => [a.id, a.capacity]));
    expect(caps).toMatchObject({ "build-building": 3, "issue-share": 2, deforest: 2, "build-ship": 2, "take-elder": 2, gold: 1, "thin-out": 1 });
  });

  it("2 players: every space holds one Worker, but Build a Building has two spaces", () => {
    const s = testGame({ players: 2, seed: "cap2" });
    const caps = Object.fromEntries(summarize(s).actionSpaces.map((a) => [a.id, a.capacity]));
    expect(caps).toMatchObject({ "build-building": 2, "issue-share": 1, deforest: 1, "build-ship": 1, "take-elder": 1 });
    expect(summarize(s).imitation).toEqual([]);
  });

  it("'You may not occupy an action space without taking the action' (the rulebook's Thin Out example)", () => {
    const s = edit(testGame({ players: 2, seed: "nothing" }), (d) => { for (const p of d.players) p.forests = [0, 0, 0, 0, 0]; });
    expect(() => applyChoice(s, active(s), "place:thin-out")).toThrow(/You cannot take Thin Out now: you have no Forests/);
    expect(ids(s, active(s))).not.toContain("place:deforest");
  });

  it("4 players: the Imitation tile's one space 'copies any action space that is full'", () => {
    let s = testGame({ players: 4, seed: "imitate" });
    expect(ids(s, active(s))).not.toContain("place:imitate");
    s = choose(s, active(s), "place:gold");
    const seat = active(s);
    s = choose(s, seat, "place:imitate");
    expect(s.players[seat]!.supply.gold).toBe(1);
    expect(summarize(s).imitation[0]).toMatchObject({ occupant: seat, copies: "gold" });
    expect(ids(s, active(s))).not.toContain("place:imitate");
  });

  it("5 players: three Imitation spaces, each copying a full space of its own column", () => {
    let s = testGame({ players: 5, seed: "imitate5" });
    s = choose(s, active(s), "place:gold");
    s = choose(s, active(s), "place:thin-out");
    const seat = active(s);
    s = choose(s, seat, "place:imitate");
    expect(ids(s, seat)).toEqual(["copy:gold", "copy:thin-out"]);
    s = choose(s, seat, "copy:thin-out");
    expect(summarize(s).imitation.map((i) => i.copies)).toEqual([null, null, "thin-out"]);
    const other = active(s);
    s = choose(s, other, "place:imitate");
    expect(summarize(s).imitation.map((i) => i.copies)).toEqual(["gold", null, "thin-out"]);
  });

  it("workers left count down with each turn and the summary shows where they stand", () => {
    let s = testGame({ players: 2, seed: "workers" });
    const seat = active(s);
    s = choose(s, seat, "place:gold");
    const me = summarize(s).players[seat]!;
    expect(me.workersLeft).toBe(2);
    expect(me.workers).toEqual([{ kind: "space", space: "gold" }]);
    expect(pendingSeats(s)).toEqual([(seat + 1) % 2]);
  });
});

describe("Build a Building capacity", () => {
  it("2 players: 'two spaces, 1 each' — both players (or one player twice) may build in a round, a third build is blocked", () => {
    let s = edit(testGame({ players: 2, seed: "build2" }), (d) => { for (const p of d.players) p.supply = { wood: 12, fish: 30, gold: 30 }; });
    const first = active(s);
    const build = (st: GameState) => {
      const seat = active(st);
      let t = choose(st, seat, "place:build-building");
      t = choose(t, seat, ids(t, seat)[0]!);
      t = choose(t, seat, ids(t, seat)[0]!);
      // What the Building offers right away (a free Ship, an Elder, ...) is declined.
      while (pendingSeats(t).includes(seat) && ids(t, seat).includes("decline") && !ids(t, seat).includes("pass")) t = choose(t, seat, "decline");
      return t;
    };
    s = build(s);
    s = choose(s, active(s), "pass");
    s = build(s);
    expect(active(s)).not.toBe(first);
    expect(ids(s, active(s))).not.toContain("place:build-building");
    expect(s.players[first]!.buildings).toHaveLength(2);
  });
});

// Whether an Elder may be used is judged on the position after its Banquet fish: quick reference,
// "Using an Elder: ... take 1 Fish from highest Banquet plate, place on Elder. If 3 Fish, gain 1
// to Personal Supply, return 2. Then perform Elder's action." The same judgement decides whether
// "use it now" is offered after Take an Elder.
import { describe, expect, it } from "vitest";
import { applyChoice } from "../../src/engine/index.ts";
import type { ElderId, GameState, Goods } from "../../src/engine/index.ts";
import { checkInvariants } from "./invariants.ts";
import { active, choose, edit, ids, testGame } from "./helpers.ts";

/** The active player of a 3-player round-1 position, owning `elder` with `onElder` fish and this supply (ledger kept). */
function position(elder: ElderId, onElder: number, supply: Goods, f?: (d: GameState, seat: number) => void): { s: GameState; seat: number } {
  const s0 = testGame({ players: 3, seed: "elder-use" });
  const seat = active(s0);
  const s = edit(s0, (d) => {
    // The Elder given here replaces any Elder the seat had (and its fish).
    d.ledger.fish -= d.players[seat]?.elders.reduce((a, e) => a + e.fish, 0) ?? 0;
    const p = d.players[seat];
    if (!p) throw new Error("no seat");
    for (const g of ["wood", "fish", "gold"] as const) d.ledger[g] += supply[g] - p.supply[g];
    p.supply = { ...supply };
    d.ledger.fish += onElder;
    p.elders = [{ id: elder, fish: onElder, worker: false }];
    const plated = d.plates.reduce((a, b) => a + b, 0);
    f?.(d, seat);
    d.ledger.fish += d.plates.reduce((a, b) => a + b, 0) - plated;
  });
  expect(checkInvariants(s)).toEqual([]);
  return { s, seat };
}

describe("the Elder-use rule: judged after the Banquet fish is taken and paid out", () => {
  it("a Sailor may serve the plate his own fish just emptied: plates 1-3 served, 3 fish in supply (plate 4 would need 4)", () => {
    const { s, seat } = position("sailor", 0, { wood: 0, fish: 3, gold: 0 }, (d) => { d.plates = [1, 1, 1, 0, 0, 0, 0]; });
    expect(ids(s, seat)).toContain("elder:sailor");
    const t = applyChoice(s, seat, "elder:sailor");
    // The Sailor took plate 3's fish, then served plate 3 again for 3 fish: +1 gold +1 wood.
    expect(t.plates).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(t.players[seat]?.supply).toEqual({ wood: 1, fish: 0, gold: 1 });
    expect(checkInvariants(t)).toEqual([]);
  });

  it("a Sailor with too few fish even after his fish is taken is refused, with the reason", () => {
    const { s, seat } = position("sailor", 0, { wood: 0, fish: 2, gold: 0 }, (d) => { d.plates = [1, 1, 1, 0, 0, 0, 0]; });
    expect(ids(s, seat)).not.toContain("elder:sailor");
    expect(() => applyChoice(s, seat, "elder:sailor")).toThrow(/cannot serve the next plate/);
  });

  it("a Constructor whose sloop is paid with the payout fish may be used (2 wood, 1 fish; the Elder holds 2 fish)", () => {
    const { s, seat } = position("constructor", 2, { wood: 2, fish: 1, gold: 0 }, (d, seat) => {
      // No Building is affordable: only the payout fish makes the sloop (2 wood, 2 fish) affordable.
      d.displayA = d.displayA.map(() => null); d.displayB = d.displayB.map(() => null); d.displayC = []; d.players[seat]!.hand = [];
    });
    expect(ids(s, seat)).toContain("elder:constructor");
    const t = choose(s, seat, "elder:constructor");
    expect(t.players[seat]?.ships).toEqual(["sloop"]);
    expect(t.players[seat]?.supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(t.players[seat]?.elders[0]?.fish).toBe(0);
    expect(checkInvariants(t)).toEqual([]);
  });

  it("the same Constructor with 1 fish on the Elder (no payout) is refused", () => {
    const { s, seat } = position("constructor", 1, { wood: 2, fish: 1, gold: 0 }, (d, seat) => {
      d.displayA = d.displayA.map(() => null); d.displayB = d.displayB.map(() => null); d.displayC = []; d.players[seat]!.hand = [];
    });
    expect(ids(s, seat)).not.toContain("elder:constructor");
    expect(() => applyChoice(s, seat, "elder:constructor")).toThrow(/neither a Ship nor a Building/);
  });

  it("a Contractor paid with the payout fish: 2 fish in supply and 2 on the Elder cover its 3 fish", () => {
    const { s, seat } = position("contractor", 2, { wood: 0, fish: 2, gold: 0 });
    expect(ids(s, seat)).toContain("elder:contractor");
    const t = applyChoice(s, seat, "elder:contractor");
    expect(t.players[seat]?.supply.fish).toBe(0);
  });

  it("after Take an Elder, 'use it now' is offered when the Elder can act from the position after its fish (a Sailor serving the emptied plate)", () => {
    const { s, seat } = position("pisciculturist", 0, { wood: 0, fish: 3, gold: 0 }, (d, seat) => {
      d.plates = [1, 1, 1, 0, 0, 0, 0];
      d.players[seat]!.elders = [];
      // The Sailor (#5) on top of its stack.
      const stack = d.elderStacks.find((st) => st.cards.includes("sailor"));
      if (stack) stack.cards = [...stack.cards.filter((e) => e !== "sailor"), "sailor" as const];
    });
    const t = choose(s, seat, "place:take-elder", "take:sailor");
    expect(ids(t, seat)).toEqual(["use-now", "decline"]);
    const u = applyChoice(t, seat, "use-now");
    expect(u.plates).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(u.players[seat]?.supply).toEqual({ wood: 1, fish: 0, gold: 1 });
  });

  it("after Take an Elder, 'use it now' is not offered when the Elder could not act even after its fish", () => {
    const { s, seat } = position("pisciculturist", 0, { wood: 0, fish: 2, gold: 0 }, (d, seat) => {
      d.plates = [1, 1, 1, 0, 0, 0, 0];
      d.players[seat]!.elders = [];
      const stack = d.elderStacks.find((st) => st.cards.includes("sailor"));
      if (stack) stack.cards = [...stack.cards.filter((e) => e !== "sailor"), "sailor" as const];
    });
    const t = choose(s, seat, "place:take-elder", "take:sailor");
    expect(t.players[seat]?.elders.map((e) => e.id)).toEqual(["sailor"]);
    expect(t.queues.find((q) => q.seat === seat)?.steps[0]?.k).not.toBe("offer-elder-use");
  });
});

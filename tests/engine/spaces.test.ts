// The action spaces (quick-reference "Actions", board-data.md "Action spaces and capacities").
import { describe, expect, it } from "vitest";
import { card } from "../../src/engine/cards.ts";
import { applyChoice, summarize } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { active, choose, edit, ids, testGame } from "./helpers.ts";

/** A 3-player game in round 1's Work phase, with the active player's supply set as given. */
function position(f?: (d: GameState, seat: number) => void, players: 2 | 3 | 4 | 5 = 3): { s: GameState; seat: number } {
  const s0 = testGame({ players, seed: "spaces" });
  const seat = active(s0);
  return { s: edit(s0, (d) => f?.(d, seat)), seat };
}

describe("action spaces", () => {
  it("+1 Gold: 'Take 1 Gold to Personal Supply'", () => {
    const { s, seat } = position();
    const t = choose(s, seat, "place:gold");
    expect(t.players[seat]!.supply.gold).toBe(1);
    expect(t.players[seat]!.workersLeft).toBe(2);
  });

  it("Transfer Reserve: 'Move all goods from Reserve to Personal Supply. Excess Wood beyond 12 returns'; not allowed with an empty Reserve", () => {
    const { s, seat } = position((d, seat) => { d.players[seat]!.reserve = { wood: 5, fish: 4, gold: 1 }; d.players[seat]!.supply = { wood: 10, fish: 0, gold: 0 }; });
    const t = choose(s, seat, "place:transfer-reserve");
    expect(t.players[seat]!.supply).toEqual({ wood: 12, fish: 4, gold: 1 });
    expect(t.players[seat]!.reserve).toEqual({ wood: 0, fish: 0, gold: 0 });
    const empty = position((d, seat) => { d.players[seat]!.reserve = { wood: 0, fish: 0, gold: 0 }; });
    expect(ids(empty.s, empty.seat)).not.toContain("place:transfer-reserve");
    expect(() => applyChoice(empty.s, empty.seat, "place:transfer-reserve")).toThrow(/Reserve is empty/);
  });

  it("Serve Fish: 'serve the smallest empty plate by paying fish equal to its number ... take 1 gold; you may go on to the next plate'", () => {
    const { s, seat } = position((d, seat) => { d.players[seat]!.supply.fish = 10; });
    // 3 players: plates 1 and 2 are full, so plate 3 is next.
    let t = choose(s, seat, "place:serve-fish");
    expect(t.plates.slice(0, 4)).toEqual([1, 1, 1, 0]);
    expect(t.players[seat]!.supply).toMatchObject({ fish: 7, gold: 1 });
    expect(ids(t, seat)).toEqual(["serve", "decline"]);
    t = choose(t, seat, "serve");
    expect(t.players[seat]!.supply).toMatchObject({ fish: 3, gold: 2 });
    // plate 5 would need 5 fish: the action ends by itself.
    expect(t.turn).toBe(1);
  });

  it("Serve Fish: 'must serve at least one' — not allowed without the fish for the smallest empty plate", () => {
    const { s, seat } = position((d, seat) => { d.players[seat]!.supply.fish = 2; });
    expect(ids(s, seat)).not.toContain("place:serve-fish");
    expect(() => applyChoice(s, seat, "place:serve-fish")).toThrow(/plate 3 needs 3 fish/);
  });

  it("Build a Building: pays the printed cost and places it on a free Building space of your choice", () => {
    const { s, seat } = position((d, seat) => { d.players[seat]!.supply = { wood: 12, fish: 20, gold: 20 }; });
    let t = choose(s, seat, "place:build-building");
    const option = ids(t, seat).find((id) => id.startsWith("building:"));
    expect(option).toBeDefined();
    const id = option!.slice("building:".length);
    const card = summarize(t).displays.A.concat(summarize(t).displays.B).find((c) => c?.id === id)!;
    t = choose(t, seat, option!);
    // Free spaces at the start: the left halves of rows 2 and 3, and (0,1) next to the Reserve.
    expect(ids(t, seat)).toEqual(["space:0-1", "space:1-0", "space:1-1", "space:2-0", "space:2-1"]);
    t = choose(t, seat, "space:1-0");
    expect(t.players[seat]!.buildings).toEqual([{ id, row: 1, col: 0 }]);
    expect(t.players[seat]!.supply).toEqual({ wood: 12 - card.cost.wood, fish: 20 - card.cost.fish, gold: 20 - card.cost.gold });
    expect([...t.displayA, ...t.displayB]).not.toContain(id);
  });

  it("Build a Building: not allowed when no available Building is affordable", () => {
    // Without goods, and with the free ("N/A") Buildings taken off the displays.
    const free = (id: string | null) => id !== null && card(id).costText === "N/A";
    const { s, seat } = position((d, seat) => {
      d.players[seat]!.supply = { wood: 0, fish: 0, gold: 0 };
      d.displayA = d.displayA.map((id) => (free(id) ? null : id));
      d.displayB = d.displayB.map((id) => (free(id) ? null : id));
    });
    expect(ids(s, seat)).not.toContain("place:build-building");
    expect(() => applyChoice(s, seat, "place:build-building")).toThrow(/cannot afford or place any available Building/);
  });

  it("Issue a Share: 'Flip 1 Unissued Share to Issued, place on Action Board, gain 2 Gold'; at most your 3 unissued Shares", () => {
    const { s, seat } = position();
    const t = choose(s, seat, "place:issue-share");
    expect(t.players[seat]!.unissued).toBe(2);
    expect(t.newShares).toEqual([seat]);
    expect(t.players[seat]!.supply.gold).toBe(2);
    const none = position((d, seat) => { d.players[seat]!.unissued = 0; });
    expect(() => applyChoice(none.s, none.seat, "place:issue-share")).toThrow(/no unissued Shares/);
  });

  it("Buy All Shares: 'Take all Shares from Action Board. Pay 1 Gold per Share' less the round's discount (-1 in rounds 4-5, -2 in 6-7, never below 0)", () => {
    const { s, seat } = position((d, seat) => { d.newShares = [0, 1, seat]; d.players[seat]!.supply.gold = 5; });
    const t = choose(s, seat, "place:buy-shares");
    expect(t.newShares).toEqual([]);
    expect(t.players[seat]!.supply.gold).toBe(2);
    expect(t.players[seat]!.shares.slice(2)).toEqual([0, 1, seat]);
    const r6 = position((d, seat) => { d.round = 6; d.newShares = [0]; d.players[seat]!.supply.gold = 0; });
    const t6 = choose(r6.s, r6.seat, "place:buy-shares");
    expect(t6.players[r6.seat]!.supply.gold).toBe(0);
    const r4 = position((d, seat) => { d.round = 4; d.newShares = [0, 1, 2]; d.players[seat]!.supply.gold = 1; });
    expect(ids(r4.s, r4.seat)).not.toContain("place:buy-shares");
  });

  it("Deforest: 'Remove 1 Forest Tile, gain 5 Wood (capped at 12)', the player choosing which Forest", () => {
    const { s, seat } = position((d, seat) => { d.players[seat]!.supply.wood = 9; });
    let t = choose(s, seat, "place:deforest");
    expect(ids(t, seat)).toEqual(["forest:0", "forest:2", "forest:4"]);
    t = choose(t, seat, "forest:4");
    expect(t.players[seat]!.forests).toEqual([2, 0, 1, 0, 0]);
    expect(t.players[seat]!.supply.wood).toBe(12);
  });

  it("Thin Out: 'Gain 1 Wood per Forest Tile on board'; 'If you do not have any Forests left or if you already have 12 wood ... you may not occupy'", () => {
    const { s, seat } = position();
    expect(choose(s, seat, "place:thin-out").players[seat]!.supply.wood).toBe(4);
    const full = position((d, seat) => { d.players[seat]!.supply.wood = 12; });
    expect(() => applyChoice(full.s, full.seat, "place:thin-out")).toThrow(/already have 12 wood/);
    const bare = position((d, seat) => { d.players[seat]!.forests = [0, 0, 0, 0, 0]; });
    expect(() => applyChoice(bare.s, bare.seat, "place:thin-out")).toThrow(/no Forests/);
  });

  it("Reforest: 'Place 2 Forests from supply on an empty double space'", () => {
    const { s, seat } = position();
    let t = choose(s, seat, "place:reforest");
    expect(ids(t, seat)).toEqual(["forest-space:1", "forest-space:3"]);
    t = choose(t, seat, "forest-space:3");
    expect(t.players[seat]!.forests).toEqual([2, 0, 1, 2, 1]);
    const noSpace = position((d, seat) => { d.players[seat]!.forests = [2, 1, 1, 1, 1]; });
    expect(ids(noSpace.s, noSpace.seat)).not.toContain("place:reforest");
  });

  it("Build a Ship: sloop 2 wood + 2 fish, cutter 6 wood + 1 gold, schooner 8 wood + 8 fish or 4 gold; added to the right on the Fishing track", () => {
    const { s, seat } = position((d, seat) => { d.players[seat]!.supply = { wood: 12, fish: 10, gold: 5 }; d.players[seat]!.ships = ["cutter"]; });
    let t = choose(s, seat, "place:build-ship");
    expect(ids(t, seat)).toEqual(["ship:sloop", "ship:cutter", "ship:schooner", "ship:schooner-gold"]);
    t = choose(t, seat, "ship:schooner-gold");
    expect(t.players[seat]!.ships).toEqual(["cutter", "schooner"]);
    expect(t.players[seat]!.supply).toEqual({ wood: 12, fish: 10, gold: 1 });
    expect(t.shipSupply.schooner).toBe(3);
    expect(summarize(t).players[seat]!.haulSize).toBe(8); // 7 spaces covered
  });

  it("Build a Ship: a ship must fit on the 14-space Fishing track", () => {
    const { s, seat } = position((d, seat) => { d.players[seat]!.supply = { wood: 12, fish: 10, gold: 5 }; d.players[seat]!.ships = ["schooner", "schooner", "schooner"]; });
    // 12 of 14 spaces covered: only a sloop fits, so it is built without a further question.
    const t = choose(s, seat, "place:build-ship");
    expect(t.players[seat]!.ships).toEqual(["schooner", "schooner", "schooner", "sloop"]);
  });

  it("Take an Elder: 'Take a face-up Elder from supply, place on Elder Council'; the next one in the stack becomes available", () => {
    const { s, seat } = position((d, seat) => { d.players[seat]!.supply.fish = 0; });
    let t = choose(s, seat, "place:take-elder");
    expect(ids(t, seat)).toEqual(["take:builder", "take:steward", "take:silviculturist", "take:forest-manager", "take:sailor", "take:harbor-master"]);
    t = choose(t, seat, "take:builder");
    expect(t.players[seat]!.elders).toEqual([{ id: "builder", fish: 0, worker: false }]);
    expect(summarize(t).elderStacks[0]!.top?.name).toBe("Contractor");
  });

  it("Take an Elder: 'Max 5 Elders per player'", () => {
    const { s, seat } = position((d, seat) => {
      d.players[seat]!.elders = (["sailor", "builder", "steward", "forester", "engineer"] as const).map((id) => ({ id, fish: 0, worker: false }));
    });
    expect(() => applyChoice(s, seat, "place:take-elder")).toThrow(/Elder Council is full/);
  });
});

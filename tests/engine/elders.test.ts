// Using Elders and all 18 Elders' actions (appendix Part II).
import { describe, expect, it } from "vitest";
import { applyChoice, summarize } from "../../src/engine/index.ts";
import type { ElderId, GameState, Goods } from "../../src/engine/index.ts";
import { active, choose, edit, ids, testGame } from "./helpers.ts";

/** A 5-player round-1 position where the active player has the given Elder and supply. */
function withElder(elder: ElderId, supply: Partial<Goods> = {}, f?: (d: GameState, seat: number) => void): { s: GameState; seat: number } {
  const s0 = testGame({ players: 5, seed: "elders" });
  const seat = active(s0);
  const s = edit(s0, (d) => {
    const p = d.players[seat]!;
    p.elders = [{ id: elder, fish: 0, worker: false }];
    p.supply = { wood: 0, fish: 0, gold: 0, ...supply };
    f?.(d, seat);
  });
  return { s, seat };
}

describe("using an Elder", () => {
  it("'Place Worker on Elder, take 1 fish from highest Banquet plate, place on Elder. Then perform Elder's action'", () => {
    const { s, seat } = withElder("pisciculturist");
    expect(s.plates.slice(0, 5)).toEqual([1, 1, 1, 1, 0]);
    const t = choose(s, seat, "elder:pisciculturist");
    expect(t.plates.slice(0, 5)).toEqual([1, 1, 1, 0, 0]);
    expect(t.players[seat]!.elders[0]).toEqual({ id: "pisciculturist", fish: 1, worker: true });
    expect(t.players[seat]!.workersLeft).toBe(2);
  });

  it("'with no fish on the table no Elder can be used'", () => {
    const { s, seat } = withElder("pisciculturist", {}, (d) => { d.plates = [0, 0, 0, 0, 0, 0, 0]; });
    expect(ids(s, seat)).not.toContain("elder:pisciculturist");
    expect(() => applyChoice(s, seat, "elder:pisciculturist")).toThrow(/no fish on the Banquet Table/);
  });

  it("the 3-fish rule applies when using an Elder: the third fish pays 1 fish to the supply", () => {
    const { s, seat } = withElder("pisciculturist", {}, (d, seat) => { d.players[seat]!.elders[0]!.fish = 2; });
    const t = choose(s, seat, "elder:pisciculturist");
    expect(t.players[seat]!.elders[0]!.fish).toBe(0);
    expect(t.players[seat]!.supply.fish).toBe(1 + 4); // 1 from the Elder, 3 + 1 per Elder from the action
  });

  it("an Elder holds one Worker per round: 'Max 1 use per Elder per round'", () => {
    const { s, seat } = withElder("pisciculturist");
    const t = edit(s, (d) => { d.players[seat]!.elders[0]!.worker = true; });
    expect(() => applyChoice(t, seat, "elder:pisciculturist")).toThrow(/already stands/);
  });

  it("Take an Elder: 'May immediately use its action by taking 1 Fish from highest Banquet plate', and a new Elder can be used twice in one round", () => {
    const { s, seat } = withElder("sailor");
    let t = edit(s, (d) => { d.players[seat]!.elders = []; });
    t = choose(t, seat, "place:take-elder", "take:pisciculturist");
    expect(ids(t, seat)).toEqual(["use-now", "decline"]);
    t = choose(t, seat, "use-now");
    expect(t.players[seat]!.supply.fish).toBe(4);
    expect(t.players[seat]!.elders[0]).toEqual({ id: "pisciculturist", fish: 1, worker: false });
    // Later the same round, a Worker may still be placed on it.
    const later = edit(t, (d) => { d.turn = 5 * 3 - 1; d.queues = [{ seat, steps: [{ k: "turn" }] }]; });
    expect(ids(later, seat)).toContain("elder:pisciculturist");
  });

  it("Take an Elder without using it: 'decline' leaves the Banquet Table as it was", () => {
    const { s, seat } = withElder("sailor");
    const t = choose(edit(s, (d) => { d.players[seat]!.elders = []; }), seat, "place:take-elder", "take:pisciculturist", "decline");
    expect(t.plates).toEqual(s.plates);
    expect(t.players[seat]!.elders[0]!.fish).toBe(0);
  });

  it("5 players: taking the last face-up Elder of a stack reveals the hidden one beneath", () => {
    const { s, seat } = withElder("sailor");
    const hidden = s.elderStacks[3]!.cards[0]!;
    const t = choose(edit(s, (d) => { d.elderStacks[3]!.cards = [hidden, "forest-manager"]; d.players[seat]!.elders = []; }), seat, "place:take-elder", "take:forest-manager");
    expect(summarize(t).elderStacks[3]!.top?.id).toBe(hidden);
    expect(t.log.some((l) => l.text.includes("is revealed"))).toBe(true);
  });
});

describe("the 18 Elders", () => {
  it("#1 Contractor: 'Return 3 fish ... remove either 0, 1, or 2 Forests ... You may then take a Build a Building action ... you must also pay the fish'", () => {
    const { s, seat } = withElder("contractor", { fish: 3 });
    let t = choose(s, seat, "elder:contractor");
    expect(t.players[seat]!.supply.fish).toBe(0);
    expect(ids(t, seat)).toEqual(["forest:0", "forest:2", "forest:4", "decline"]);
    t = choose(t, seat, "forest:0", "forest:0");
    expect(t.players[seat]!.forests).toEqual([0, 0, 1, 0, 1]);
    // Nothing affordable: the optional build resolves as declined and the turn ends.
    expect(t.turn).toBe(1);
    const poor = withElder("contractor", { fish: 2 });
    expect(() => applyChoice(poor.s, poor.seat, "elder:contractor")).toThrow(/needs 3 fish/);
  });

  it("#2 Constructor: 'Take either a Build a Ship or Build a Building action'", () => {
    const { s, seat } = withElder("constructor", { wood: 2, fish: 2 });
    // The sloop is the only Ship they can afford, so choosing "build-ship" builds it.
    const t = choose(s, seat, "elder:constructor", "build-ship");
    expect(t.players[seat]!.ships).toEqual(["sloop"]);
    const poor = withElder("constructor");
    expect(() => applyChoice(poor.s, poor.seat, "elder:constructor")).toThrow(/neither a Ship nor a Building/);
  });

  it("#3 Pond Builder: 'take 4 fish and an additional 1 fish for each Building ... Distribute the fish as you would in the Fishing phase'", () => {
    const { s, seat } = withElder("pond-builder", {}, (d, seat) => { d.players[seat]!.buildings = [{ id: "A101", row: 1, col: 0 }]; d.players[seat]!.reserve.fish = 0; });
    const t = choose(s, seat, "elder:pond-builder");
    // 5 fish: 1 on the Pond Builder (2 with the Banquet fish), 2 on own Shares, 2 in the Reserve.
    expect(t.players[seat]!.elders[0]!.fish).toBe(2);
    expect(t.players[seat]!.supply.fish).toBe(2);
    expect(t.players[seat]!.reserve.fish).toBe(2);
  });

  it("#4 Forest Manager: 'Remove exactly two Forests ... Then take 5 wood and 1 gold'", () => {
    const { s, seat } = withElder("forest-manager");
    const t = choose(s, seat, "elder:forest-manager", "forest:2", "forest:4");
    expect(t.players[seat]!.forests).toEqual([2, 0, 0, 0, 0]);
    expect(t.players[seat]!.supply).toEqual({ wood: 5, fish: 0, gold: 1 });
  });

  it("#5 Sailor: 'Take a Serve Fish action ... take the usual 1 gold and an additional 1 wood for each newly served plate'", () => {
    const { s, seat } = withElder("sailor", { fish: 11 }, (d) => { d.plates = [1, 1, 1, 0, 0, 0, 0]; });
    // The Sailor takes the fish from plate 3, so plate 3 is the smallest empty plate.
    const t = choose(s, seat, "elder:sailor", "serve");
    expect(t.plates.slice(0, 5)).toEqual([1, 1, 1, 1, 0]);
    expect(t.players[seat]!.supply).toEqual({ wood: 2, fish: 4, gold: 2 });
  });

  it("#6 Harbor Master: 'exchange a sloop for a cutter, or a cutter for a schooner ... add the new Ship to the right'", () => {
    const { s, seat } = withElder("harbor-master", {}, (d, seat) => { d.players[seat]!.ships = ["sloop", "cutter"]; d.shipSupply.sloop -= 1; d.shipSupply.cutter -= 1; });
    const t = choose(s, seat, "elder:harbor-master", "exchange:sloop");
    expect(t.players[seat]!.ships).toEqual(["cutter", "cutter"]);
    expect(t.shipSupply).toEqual({ sloop: 6, cutter: 4, schooner: 6 });
    const full = withElder("harbor-master", {}, (d, seat) => { d.players[seat]!.ships = ["schooner", "schooner", "schooner", "sloop"]; });
    expect(() => applyChoice(full.s, full.seat, "elder:harbor-master")).toThrow(/no Ship that can be exchanged/);
  });

  it("#7 Builder: 'Remove a Forest ... Then take 1 wood ... Afterward, you may take a Build a Building action'", () => {
    const { s, seat } = withElder("builder");
    const t = choose(s, seat, "elder:builder", "forest:0");
    expect(t.players[seat]!.forests).toEqual([1, 0, 1, 0, 1]);
    expect(t.players[seat]!.supply.wood).toBe(1);
  });

  it("#8 Steward: 'Take 2 wood ... You may then take a Transfer Reserve action (or decline)'", () => {
    const { s, seat } = withElder("steward", {}, (d, seat) => { d.players[seat]!.reserve = { wood: 0, fish: 3, gold: 0 }; });
    let t = choose(s, seat, "elder:steward");
    expect(ids(t, seat)).toEqual(["transfer-reserve", "decline"]);
    t = choose(t, seat, "transfer-reserve");
    expect(t.players[seat]!.supply).toEqual({ wood: 2, fish: 3, gold: 0 });
  });

  it("#9 Silviculturist: 'Take 1 wood ... You may then take either a Deforest or Reforest action'", () => {
    const { s, seat } = withElder("silviculturist");
    let t = choose(s, seat, "elder:silviculturist");
    expect(ids(t, seat)).toEqual(["deforest", "reforest", "decline"]);
    t = choose(t, seat, "deforest", "forest:2");
    expect(t.players[seat]!.supply.wood).toBe(6);
  });

  it("#10 Forester: 'Remove a Forest ... Then take 3 wood and 1 gold'", () => {
    const { s, seat } = withElder("forester");
    const t = choose(s, seat, "elder:forester", "forest:4");
    expect(t.players[seat]!.supply).toEqual({ wood: 3, fish: 0, gold: 1 });
  });

  it("#11 Engineer: 'If you choose to Build a Ship, the Ship costs you 1 wood less ... a sloop would cost you 1 wood and 2 fish'", () => {
    const { s, seat } = withElder("engineer", { wood: 1, fish: 2 });
    const t = choose(s, seat, "elder:engineer", "build-ship");
    expect(t.players[seat]!.ships).toEqual(["sloop"]);
    expect(t.players[seat]!.supply).toEqual({ wood: 0, fish: 0, gold: 0 });
  });

  it("#12 Pisciculturist: 'take 3 fish and an additional 1 fish for each elder in your Elder Council (including the Pisciculturist)'", () => {
    const { s, seat } = withElder("pisciculturist", {}, (d, seat) => { d.players[seat]!.elders.push({ id: "sailor", fish: 0, worker: false }); });
    expect(choose(s, seat, "elder:pisciculturist").players[seat]!.supply.fish).toBe(5);
  });

  it("#13 Architect: 'Take a Build a Building action'", () => {
    const { s, seat } = withElder("architect", { wood: 12, fish: 20, gold: 20 });
    let t = choose(s, seat, "elder:architect");
    const pick = ids(t, seat)[0]!;
    expect(pick.startsWith("building:")).toBe(true);
    t = choose(t, seat, pick, "space:0-1");
    expect(t.players[seat]!.buildings).toHaveLength(1);
  });

  it("#14 Carpenter: 'Remove a Forest ... You may then take either a Build a Ship or Build a Building action (or decline both)'", () => {
    const { s, seat } = withElder("carpenter", { wood: 2, fish: 2 });
    let t = choose(s, seat, "elder:carpenter", "forest:4");
    expect(ids(t, seat)).toContain("build-ship");
    expect(ids(t, seat)).toContain("decline");
    t = choose(t, seat, "decline");
    expect(t.players[seat]!.forests).toEqual([2, 0, 1, 0, 0]);
    expect(t.players[seat]!.ships).toEqual([]);
  });

  it("#15 Fish Deliverer: 'You may take a Transfer Reserve action. Afterward or alternatively, you may take a Serve fish action'", () => {
    const { s, seat } = withElder("fish-deliverer", {}, (d, seat) => { d.players[seat]!.reserve = { wood: 0, fish: 8, gold: 0 }; });
    let t = choose(s, seat, "elder:fish-deliverer", "transfer-reserve");
    expect(ids(t, seat)).toEqual(["serve-fish", "decline"]);
    t = choose(t, seat, "serve-fish");
    // The Fish Deliverer took plate 4's fish, so plate 4 is served for 4 fish.
    expect(t.players[seat]!.supply).toEqual({ wood: 0, fish: 4, gold: 1 });
  });

  it("#16 Ranger: 'Take 3 wood ... You may then take a Forest ... on a free or already forested double space'", () => {
    const { s, seat } = withElder("ranger");
    let t = choose(s, seat, "elder:ranger");
    expect(t.players[seat]!.supply.wood).toBe(3);
    expect(ids(t, seat)).toEqual(["forest-space:0", "forest-space:1", "forest-space:2", "forest-space:3", "forest-space:4", "decline"]);
    t = choose(t, seat, "forest-space:0");
    expect(t.players[seat]!.forests).toEqual([3, 0, 1, 0, 1]);
  });

  it("#17 Sponsor: 'Take an Issue a Share action. Take the usual 2 gold and an additional 3 fish'", () => {
    const { s, seat } = withElder("sponsor");
    const t = choose(s, seat, "elder:sponsor");
    expect(t.players[seat]!.supply).toEqual({ wood: 0, fish: 3, gold: 2 });
    expect(t.newShares).toEqual([seat]);
  });

  it("#18 Ship Owner: 'Sell exactly one Ship ... a sloop for 2 gold, a cutter for 4 gold, or a schooner for 7 gold'", () => {
    const { s, seat } = withElder("ship-owner", {}, (d, seat) => { d.players[seat]!.ships = ["sloop", "schooner", "cutter"]; });
    let t = choose(s, seat, "elder:ship-owner");
    expect(ids(t, seat)).toEqual(["sell:sloop", "sell:schooner", "sell:cutter"]);
    t = choose(t, seat, "sell:schooner");
    expect(t.players[seat]!.ships).toEqual(["sloop", "cutter"]);
    expect(t.players[seat]!.supply.gold).toBe(7);
    const none = withElder("ship-owner");
    expect(() => applyChoice(none.s, none.seat, "elder:ship-owner")).toThrow(/no Ship to sell/);
  });
});

// The trigger pipeline: "If you are in the middle of an action, you must first complete that
// other action before you may use this effect"; "If multiple effects are triggered at the same
// time, you may choose the order in which you carry them out"; Whenever effects do "not trigger
// on another player's turns" (appendix, Building categories).
import { describe, expect, it } from "vitest";
import { applyChoice, legalChoices, pendingSeats, summarize, upgradeState } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, onDisplay, play, seatToMove, setGoods, withBuilding } from "../cards/helpers.ts";
import { checkInvariants } from "./invariants.ts";

/** Seat 0 to move with an empty supply, owning these Buildings. */
function owning(...ids: string[]): GameState {
  let s = cardGame({ deck: "mixed", seed: "pipeline" });
  ids.forEach((id, i) => { s = withBuilding(s, 0, id, [2, i]); });
  return setGoods(seatToMove(s, 0), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
}

describe("simultaneous effects: the player picks the order when it can matter", () => {
  it("Laborer Square and Ship Holding Co. after one Issue a Share: both ask, so the player is asked which goes first", () => {
    const s = play(owning("A210", "B130"), 0, "place:issue-share");
    expect(legalChoices(s, 0).map(({ id, label }) => ({ id, label }))).toEqual([
      { id: "trigger:A210", label: "Laborer Square first" },
      { id: "trigger:B130", label: "Ship Holding Co. first" },
    ]);
    expect(summarize(s).prompts[0]?.prompt).toMatch(/choose which goes first/);
  });

  it("the pick decides the outcome: Laborer Square first pays for a sloop (3 wood, 4 fish from 1 of the Share's 2 gold)", () => {
    let s = play(owning("A210", "B130"), 0, "place:issue-share", "trigger:A210", "use:A210");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["ship:sloop", "decline"]);
    s = play(s, 0, "ship:sloop");
    expect(player(s, 0).ships).toEqual(["sloop"]);
    expect(player(s, 0).supply).toEqual({ wood: 1, fish: 2, gold: 1 });
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("the other order: Ship Holding Co. first finds no affordable Ship (it is skipped), then Laborer Square is offered", () => {
    let s = play(owning("A210", "B130"), 0, "place:issue-share", "trigger:B130");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["use:A210", "decline"]);
    s = play(s, 0, "use:A210");
    expect(player(s, 0).ships).toEqual([]);
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 4, gold: 1 });
  });

  it("nothing is asked when order cannot matter: the Haulage Firm's wood (a pure gain) arrives first, then Ship Holding Co. asks alone", () => {
    const s = play(owning("A318", "B130"), 0, "place:issue-share");
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 0, gold: 2 });
    // 3 wood and 2 gold: no sloop (2 fish), no cutter (6 wood), no gold schooner (4 gold): nothing to build, nothing asked.
    expect(pendingSeats(s)).toEqual([1]);
    const rich = play(setGoods(owning("A318", "B130"), 0, { supply: { wood: 3, fish: 0, gold: 0 } }), 0, "place:issue-share");
    expect(legalChoices(rich, 0).map((c) => c.id)).toEqual(["ship:cutter", "decline"]);
  });

  it("an off-turn press of a stale order choice or a garbage one is refused and changes nothing", () => {
    const s = play(owning("A210", "B130"), 0, "place:issue-share");
    const frozen = JSON.stringify(s);
    expect(() => applyChoice(s, 0, "trigger:A999")).toThrow(/not one of your choices/);
    expect(() => applyChoice(s, 1, "trigger:A210")).toThrow(/not your turn/);
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it("a waiting order decision survives a restart: the stored state, reloaded, continues to the same game", () => {
    const s = play(owning("A210", "B130"), 0, "place:issue-share");
    const reloaded = upgradeState(JSON.parse(JSON.stringify(s)));
    const a = play(s, 0, "trigger:A210", "use:A210", "ship:sloop");
    const b = play(reloaded, 0, "trigger:A210", "use:A210", "ship:sloop");
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(checkInvariants(b)).toEqual([]);
  });

  it("a Reforest waiting in a snapshot from before the `reforest` flag still sets off Reforest effects once reloaded (2 Forests were a Reforest)", () => {
    // Worker's Cottage pays after a Reforest; its place-forests step waits for the double space.
    let s = edit(withBuilding(cardGame({ deck: "mixed", seed: "pipeline" }), 0, "A202", [2, 0]), (d) => {
      const p = d.players[0];
      if (p) p.forests = [0, 0, 0, 0, 0];
    });
    s = play(setGoods(seatToMove(s, 0), 0, { supply: { wood: 0, fish: 5, gold: 5 } }), 0, "place:reforest");
    const old = JSON.parse(JSON.stringify(s)) as GameState;
    for (const q of old.queues) for (const step of q.steps) if (step.k === "place-forests") delete (step as { reforest?: boolean }).reforest;
    const reloaded = upgradeState(old);
    const a = play(s, 0, "forest-space:2");
    const b = play(reloaded, 0, "forest-space:2");
    // The Worker's Cottage offers its Deforest (of the Forests just placed): the Reforest set it off.
    expect(legalChoices(a, 0).map((c) => c.id)).toEqual(["forest:2", "decline"]);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe("effects wait for the running action", () => {
  it("an effect set off in the middle of an action is recorded and waits: Worker's Cottage, set off by the Arboretum's first Reforest, is asked only after the second", () => {
    // No Forests yet; the Cottage stands on C1, the Arboretum goes on B1: A3-A4, B3-B4 and C3-C4 are free.
    let s = edit(withBuilding(onDisplay(cardGame({ deck: "mixed", seed: "pipeline" }), "A107"), 0, "A202", [2, 0]), (d) => {
      const p = d.players[0];
      if (p) p.forests = [0, 0, 0, 0, 0];
    });
    s = setGoods(seatToMove(s, 0), 0, { supply: { wood: 0, fish: 5, gold: 5 } });
    s = play(s, 0, "place:build-building", "building:A107", "space:1-0", "forest-space:2");
    expect(player(s, 0).pending).toEqual([{ card: "A202", event: "afterReforest", src: { kind: "card", card: "A107" }, detail: "2" }]);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest-space:0", "forest-space:4", "decline"]);
    s = play(s, 0, "forest-space:4");
    expect(player(s, 0).pending).toEqual([]);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["forest:2", "forest:4", "decline"]);
  });

  it("a Whenever card does not trigger on another player's turn: Joinery stays silent when its owner is not the active player", async () => {
    const { record } = await import("../../src/engine/listeners.ts");
    const s = withBuilding(seatToMove(cardGame(), 1), 0, "A114", [2, 0]);
    const d = JSON.parse(JSON.stringify(s)) as GameState;
    record(d, 0, "afterBuildBuilding");
    expect(player(d, 0).pending).toEqual([]);
    // ...while a Special ability (Wet Storage) is not so limited.
    const w = JSON.parse(JSON.stringify(withBuilding(s, 0, "A112", [2, 1]))) as GameState;
    record(w, 0, "afterTransferReserve");
    expect(player(w, 0).pending).toEqual([{ card: "A112", event: "afterTransferReserve" }]);
  });
});

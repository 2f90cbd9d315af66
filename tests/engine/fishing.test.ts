// Phase I: Fishing (rulebook pages "Phase I: Fishing Phase" and board-data.md "Fishing track").
import { describe, expect, it } from "vitest";
import { applyChoice, legalChoices, pendingSeats, summarize } from "../../src/engine/index.ts";
import { RuleError } from "../../src/engine/index.ts";
import { fishNow, ids, testGame } from "./helpers.ts";

const base = () => testGame({ players: 3, seed: "fishing" });

describe("Fishing phase", () => {
  it("haul size is 'the lowest visible number on your Fishing track': 3 with the catboat alone, per board-data's table with ships", () => {
    const s = fishNow(base(), (d) => {
      d.players[0]!.ships = ["sloop"]; // 2 covered -> 5
      d.players[1]!.ships = ["schooner", "schooner", "cutter"]; // 11 covered -> 11
      d.players[2]!.ships = ["schooner", "schooner", "cutter", "cutter"]; // 14 covered -> 12
    });
    expect(summarize(s).players.map((p) => p.haulSize)).toEqual([5, 11, 12]);
  });

  it("step 1: 'Place 1 fish from your hand on each Elder seated in your Elder Council'", () => {
    const s = fishNow(base(), (d) => {
      d.players[0]!.elders = [{ id: "sailor", fish: 0, worker: false }, { id: "builder", fish: 1, worker: false }];
      d.players[0]!.supply.fish = 0;
      d.players[0]!.reserve.fish = 0;
    });
    const p = s.players[0]!;
    expect(p.elders.map((e) => e.fish)).toEqual([1, 2]);
    // 3 fish: 2 to Elders, 1 to the first issued Share (shares fed after elders), nothing to the Reserve.
    expect(p.supply.fish).toBe(1);
    expect(p.reserve.fish).toBe(0);
  });

  it("'Each time there are exactly 3 fish on an Elder ... place 1 fish in your personal supply and return the remaining 2 fish'", () => {
    const s = fishNow(base(), (d) => {
      d.players[0]!.elders = [{ id: "sailor", fish: 2, worker: false }];
      d.players[0]!.supply.fish = 0;
      d.players[0]!.reserve.fish = 0;
    });
    const p = s.players[0]!;
    expect(p.elders[0]!.fish).toBe(0);
    // 1 from the Elder + 2 from the issued Shares; the Reserve gets nothing (3 - 1 - 2 = 0).
    expect(p.supply.fish).toBe(3);
    expect(p.reserve.fish).toBe(0);
  });

  it("'If you run out of fish during steps 1 ... you may choose on which Elders ... you place fish' — only then is the player asked", () => {
    const s = fishNow(base(), (d) => {
      d.players[1]!.elders = ["sailor", "builder", "steward", "forester"].map((id) => ({ id: id as "sailor", fish: 0, worker: false }));
    });
    expect(s.phase).toBe("fishing");
    expect(pendingSeats(s)).toEqual([1]);
    expect(ids(s, 1)).toEqual(["fish-elder:sailor", "fish-elder:builder", "fish-elder:steward", "fish-elder:forester"]);
    let t = applyChoice(s, 1, "fish-elder:steward");
    t = applyChoice(t, 1, "fish-elder:forester");
    expect(ids(t, 1)).toEqual(["fish-elder:sailor", "fish-elder:builder"]);
    t = applyChoice(t, 1, "fish-elder:sailor");
    expect(t.phase).toBe("work");
    expect(t.players[1]!.elders.map((e) => e.fish)).toEqual([1, 0, 1, 1]);
    // "you need not and may not use fish from your personal supply": nothing else changed.
    expect(t.players[1]!.supply.fish).toBe(s.players[1]!.supply.fish);
  });

  it("step 2: 'Place 1 fish ... on each Share in your color located on the Action board ... Resolve Shares on the Action board first'", () => {
    const s = fishNow(base(), (d) => {
      d.newShares = [0, 0];
      d.players[2]!.shares.push(0); // seat 2 holds one of seat 0's Shares
      d.players[0]!.unissued = 0;
      d.players[0]!.supply.fish = 0;
      d.players[2]!.supply.fish = 0;
      d.players[0]!.reserve.fish = 0;
    });
    // seat 0 catches 3: 2 on the Action board Shares (to the general supply), 1 on the Share held by seat 2.
    expect(s.players[0]!.supply.fish).toBe(0);
    expect(s.players[0]!.reserve.fish).toBe(0);
    // seat 2: its own 3 fish -> 2 on own Shares, 1 in Reserve; plus 1 from seat 0's Share it holds.
    expect(s.players[2]!.supply.fish).toBe(3);
  });

  it("step 2 short: the player chooses which foreign-held Shares get fish, after the Action board ones", () => {
    const s = fishNow(base(), (d) => {
      d.newShares = [0];
      d.players[1]!.shares.push(0);
      d.players[2]!.shares.push(0, 0);
      d.players[0]!.unissued = 0;
    });
    expect(pendingSeats(s)).toEqual([0]);
    expect(ids(s, 0)).toEqual(["fish-share:1", "fish-share:2"]);
    const before1 = s.players[1]!.supply.fish;
    let t = applyChoice(s, 0, "fish-share:2");
    expect(ids(t, 0)).toEqual(["fish-share:1", "fish-share:2"]);
    t = applyChoice(t, 0, "fish-share:1");
    expect(t.phase).toBe("work");
    expect(t.players[1]!.supply.fish - before1).toBe(3); // 2 own + 1 from seat 0's Share
  });

  it("step 3: 'Do not place fish on Unissued Shares'; step 4: 'your Reserve is limited to 8 fish'; step 5: the rest returns", () => {
    const s = fishNow(base(), (d) => {
      d.players[0]!.ships = ["schooner", "schooner"]; // 8 covered -> haul 9
      d.players[0]!.reserve.fish = 5;
      d.players[0]!.supply.fish = 0;
    });
    const p = s.players[0]!;
    expect(p.supply.fish).toBe(2); // two issued Shares
    expect(p.reserve.fish).toBe(8); // 5 + 3, the remaining 4 go back
  });

  it("'You are not required to reduce your Reserve to 8 fish if it contains more': a Reserve of 10 gets nothing and keeps 10", () => {
    const s = fishNow(base(), (d) => { d.players[0]!.reserve.fish = 10; d.players[0]!.supply.fish = 0; });
    expect(s.players[0]!.reserve.fish).toBe(10);
    expect(s.players[0]!.supply.fish).toBe(2);
  });

  it("'Move all fish on Shares next to your Personal Supply board (regardless of color) into your personal supply' at the end of the phase", () => {
    const s = fishNow(base(), (d) => {
      d.players[1]!.shares.push(2);
      d.players[1]!.supply.fish = 0;
    });
    expect(s.players.every((p) => p.shareFish === 0)).toBe(true);
    expect(s.newSharesFish).toBe(0);
    expect(s.players[1]!.supply.fish).toBe(3);
  });

  it("a player who is not choosing cannot answer for the one who is (fishing decisions are per player)", () => {
    const s = fishNow(base(), (d) => {
      d.players[1]!.elders = ["sailor", "builder", "steward", "forester"].map((id) => ({ id: id as "sailor", fish: 0, worker: false }));
    });
    expect(legalChoices(s, 0)).toEqual([]);
    expect(() => applyChoice(s, 0, "fish-elder:sailor")).toThrow(RuleError);
  });
});

import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, play, withBuilding } from "./helpers.ts";

const COST = { wood: 0, fish: 7, gold: 0 };

describe("A305 Office", () => {
  it('"you must issue exactly two Shares ... Place these two Shares on the designated space of the Action board ... Then ... take 3 gold"', () => {
    let s = buildWithSpace(cardGame({ deck: "codfish" }), 0, "A305", [0, 1], COST);
    const unissued = player(s, 0).unissued;
    s = play(s, 0, "use:A305");
    expect(player(s, 0).unissued).toBe(unissued - 2);
    expect(s.newShares).toEqual([0, 0]);
    expect(player(s, 0).supply.gold).toBe(3);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"The Office has no effect if you have at most one Unissued Share"', () => {
    const s = buildWithSpace(edit(cardGame({ deck: "codfish" }), (d) => { const p = d.players[0]!; d.players[1]!.shares.push(...Array<number>(p.unissued - 1).fill(0)); p.unissued = 1; }), 0, "A305", [0, 1], COST);
    expect(pendingSeats(s)).toEqual([1]);
    expect(player(s, 0).unissued).toBe(1);
    expect(s.log.at(-1)?.text).toBe("Player 1's Office has no effect: there is at most one Unissued Share left.");
  });

  it('"(This is considered a single “Issue a Share” action. It may trigger ... the “Ship Holding Co.”)": the 3 gold arrive first and buy a schooner with the Share\'s Ship (ruling A8a)', () => {
    let s = play(buildWithSpace(withBuilding(cardGame({ deck: "mixed" }), 0, "B130", [1, 0]), 0, "A305", [0, 1], { wood: 0, fish: 7, gold: 1 }), 0, "use:A305");
    // one Issue a Share action: the Ship Holding Co. asks once, and 1 + 3 gold buy the schooner
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["ship:schooner-gold", "decline"]);
    s = play(s, 0, "ship:schooner-gold");
    expect(player(s, 0).ships).toEqual(["schooner"]);
    expect(pendingSeats(s)).toEqual([1]);
  });
});

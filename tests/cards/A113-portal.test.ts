import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, play, withBuilding } from "./helpers.ts";

const COST = { wood: 0, fish: 0, gold: 2 };

describe("A113 Portal", () => {
  it('"take an “Issue a Share” action ... Place this Share on the designated space of the Action board. Instead of gold ... take 6 wood and 6 fish"', () => {
    let s = buildWithSpace(cardGame(), 0, "A113", [0, 1], COST);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["use:A113", "decline"]);
    const unissued = player(s, 0).unissued;
    s = play(s, 0, "use:A113");
    expect(player(s, 0).unissued).toBe(unissued - 1);
    expect(s.newShares).toEqual([0]);
    expect(player(s, 0).supply).toEqual({ wood: 6, fish: 6, gold: 0 });
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"(Observe the 12 wood limit in your personal supply.)"', () => {
    const s = play(buildWithSpace(cardGame(), 0, "A113", [0, 1], { wood: 9, fish: 0, gold: 2 }), 0, "use:A113");
    expect(player(s, 0).supply.wood).toBe(12);
  });

  it('"The Portal has no effect if you do not have an Unissued Share left"', () => {
    const s = buildWithSpace(edit(cardGame(), (d) => { const p = d.players[0]!; d.players[1]!.shares.push(...Array<number>(p.unissued).fill(0)); p.unissued = 0; }), 0, "A113", [0, 1], COST);
    expect(pendingSeats(s)).toEqual([1]);
    expect(s.log.at(-1)?.text).toBe("Player 1's Portal has no effect: there is no Unissued Share left.");
  });

  it('"(This “Issue a Share” action may trigger other Buildings like the “Ship Holding Co.”.)": the Portal\'s wood and fish pay for the Ship', () => {
    let s = play(buildWithSpace(withBuilding(cardGame(), 0, "B130", [1, 0]), 0, "A113", [0, 1], COST), 0, "use:A113");
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["ship:sloop", "decline"]);
    s = play(s, 0, "ship:sloop");
    expect(player(s, 0).ships).toEqual(["sloop"]);
  });
});

import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, giveElders, leaveShips, play } from "./helpers.ts";

const COST = { wood: 0, fish: 3, gold: 2 };
const takeAny = (s: ReturnType<typeof cardGame>) => legalChoices(s, 0).map((c) => c.id).find((id) => id.startsWith("take:"))!;

describe("A108 Village Center", () => {
  it('"In total, the Village Center grants you three free actions that you may take in any order": the sloop, then two Elders', () => {
    let s = buildWithSpace(cardGame(), 0, "A108", [0, 1], COST);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["village:sloop", "village:elders", "decline"]);
    s = play(s, 0, "village:sloop");
    expect(player(s, 0).ships).toEqual(["sloop"]);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["village:elders", "decline"]);
    s = play(s, 0, "village:elders");
    s = play(s, 0, takeAny(s));
    s = play(s, 0, takeAny(s));
    expect(player(s, 0).elders).toHaveLength(2);
    // "You may not use the new Elders right away": nothing more is asked
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"Before and/or after": the two Elders first, then the sloop', () => {
    let s = play(buildWithSpace(cardGame(), 0, "A108", [0, 1], COST), 0, "village:elders");
    s = play(s, 0, takeAny(s));
    s = play(s, 0, takeAny(s));
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["village:sloop", "decline"]);
    s = play(s, 0, "village:sloop");
    expect(player(s, 0).ships).toEqual(["sloop"]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it("each part may be skipped (ruling A17): one Elder only, and no sloop", () => {
    let s = play(buildWithSpace(cardGame(), 0, "A108", [0, 1], COST), 0, "village:elders");
    s = play(s, 0, takeAny(s), "decline", "decline");
    expect(player(s, 0).elders).toHaveLength(1);
    expect(player(s, 0).ships).toEqual([]);
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"If you only have one seat left in your Elder Council, you can only take one of the two “Take an Elder” actions"', () => {
    let s = buildWithSpace(giveElders(cardGame(), 0, ["contractor", "constructor", "sailor", "builder"]), 0, "A108", [0, 1], COST);
    s = play(s, 0, "village:elders");
    s = play(s, 0, takeAny(s));
    expect(player(s, 0).elders).toHaveLength(5);
    // the second Take an Elder has nothing to take; only the sloop is left
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["village:sloop", "decline"]);
  });

  it('"This part of the Village Center has no effect if there are no sloops left": only the Elders are offered', () => {
    const s = buildWithSpace(leaveShips(cardGame(), "sloop", 0), 0, "A108", [0, 1], COST);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["village:elders", "decline"]);
  });
});

describe("A108 Village Center: both parts without effect", () => {
  it('"no effect if there are no sloops left ... no effect if there are no seats left in your Elder Council": nothing is asked, and the log says why', () => {
    const full = giveElders(leaveShips(cardGame(), "sloop", 0), 0, ["contractor", "constructor", "sailor", "builder", "steward"]);
    const s = buildWithSpace(full, 0, "A108", [0, 1], COST);
    expect(pendingSeats(s)).toEqual([1]);
    expect(s.log.some((e) => e.text === "Player 1's Village Center has no effect: neither the free sloop nor an Elder can be taken.")).toBe(true);
  });
});

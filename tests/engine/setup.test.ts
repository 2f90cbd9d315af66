// Setup (rulebook "Central Display" / "Personal Display"; board-data.md "Setup numbers").
import { describe, expect, it } from "vitest";
import { newGame, pendingSeats, summarize } from "../../src/engine/index.ts";
import type { PlayerCount } from "../../src/engine/index.ts";
import { testGame } from "./helpers.ts";

const COUNTS: PlayerCount[] = [2, 3, 4, 5];

describe("setup", () => {
  it.each(COUNTS)("%i players: 'Fill a number of Banquet Table plates with 1 fish each ... one less plate than the number of players'", (n) => {
    const s = testGame({ players: n });
    expect(s.plates).toEqual([1, 1, 1, 1, 1, 1, 1].map((_, i) => (i < n - 1 ? 1 : 0)));
  });

  it.each(COUNTS)("%i players: ships of each type 'one more than the number of players'", (n) => {
    expect(testGame({ players: n }).shipSupply).toEqual({ sloop: n + 1, cutter: n + 1, schooner: n + 1 });
  });

  it("Elders: #1-6 on the spaces, #7-12 on top as the player count allows (2p #1-7, 3p #1-9, 4p #1-12)", () => {
    const tops = (n: PlayerCount) => summarize(testGame({ players: n })).elderStacks.map((st) => st.top?.name);
    expect(tops(2)).toEqual(["Builder", "Constructor", "Pond Builder", "Forest Manager", "Sailor", "Harbor Master"]);
    expect(tops(3)).toEqual(["Builder", "Steward", "Silviculturist", "Forest Manager", "Sailor", "Harbor Master"]);
    expect(tops(4)).toEqual(["Builder", "Steward", "Silviculturist", "Forester", "Engineer", "Pisciculturist"]);
    expect(testGame({ players: 3 }).elderStacks.map((st) => st.cards.length)).toEqual([2, 2, 2, 1, 1, 1]);
  });

  it("5 players: 'Shuffle the remaining six Elders (#13-18) ... place one face down at the bottom of each of the six Elder stacks'", () => {
    const s = testGame({ players: 5 });
    const bottoms = s.elderStacks.map((st) => st.cards[0]);
    expect([...bottoms].sort()).toEqual(["architect", "carpenter", "fish-deliverer", "ranger", "ship-owner", "sponsor"]);
    expect(s.elderStacks.every((st) => st.hiddenBottom && st.cards.length === 3)).toBe(true);
    // The face-down Elders are hidden from the players: the stacks show only the face-up top.
    expect(summarize(s).elderStacks.every((st) => st.hiddenBelow === 1)).toBe(true);
  });

  it.each(COUNTS)("%i players: 'Turn 9 \"A\" Buildings and 6 \"B\" Buildings face up'", (n) => {
    const s = testGame({ players: n, deck: "mackerel" });
    expect(s.displayA.filter(Boolean)).toHaveLength(9);
    expect(s.displayB.filter(Boolean)).toHaveLength(6);
    expect(s.displayA.every((id) => id !== null && /^A2\d\d$/.test(id))).toBe(true);
    expect(s.displayB.every((id) => id !== null && /^B2\d\d$/.test(id))).toBe(true);
    expect(s.pileC).toHaveLength(14);
  });

  it("2 players: 'Only set the C Buildings aside. Return the remaining A and B Buildings to the game box'", () => {
    const s = testGame({ players: 2 });
    expect(s.pileA).toEqual([]);
    expect(s.pileB).toEqual([]);
    const s3 = testGame({ players: 3 });
    expect(s3.pileA).toHaveLength(9);
    expect(s3.pileB).toHaveLength(6);
  });

  it("mixed decks: 'use 3 A and 2 B Buildings from each of the three decks', later Buildings from one deck", () => {
    const s = testGame({ players: 4, deck: "mixed", seed: "mix" });
    const deckOf = (id: string) => Math.floor(Number(id.slice(1)) / 100);
    for (const d of [1, 2, 3]) {
      expect(s.displayA.filter((id) => id && deckOf(id) === d)).toHaveLength(3);
      expect(s.displayB.filter((id) => id && deckOf(id) === d)).toHaveLength(2);
    }
    const draw = { herring: 1, mackerel: 2, codfish: 3 }[s.drawDeck];
    expect([...s.pileA, ...s.pileB, ...s.pileC].every((id) => deckOf(id) === draw)).toBe(true);
    expect(s.pileA).toHaveLength(15);
    expect(s.pileB).toHaveLength(10);
    expect(s.pileC).toHaveLength(14);
  });

  it("each player: 'two issued and three unissued Shares' and Forests 2 on the top double space, 1 on the middle and 1 on the bottom right", () => {
    const s = testGame({ players: 3 });
    for (const [seat, p] of s.players.entries()) {
      expect(p.unissued).toBe(3);
      expect(p.shares).toEqual([seat, seat]);
      expect(p.forests).toEqual([2, 0, 1, 0, 1]);
      expect(p.ships).toEqual([]);
      expect(p.elders).toEqual([]);
    }
  });

  it("'Randomly determine a First Player': the seed decides, and the same seed always gives the same game", () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, i) => testGame({ players: 4, seed: `s${i}` }).firstPlayer));
    expect(firsts.size).toBeGreaterThan(1);
    expect(JSON.stringify(testGame({ players: 4, seed: "x" }))).toBe(JSON.stringify(testGame({ players: 4, seed: "x" })));
  });

  it("a new game comes back in round 1's Work phase with the First Player to act", () => {
    const s = testGame({ players: 4, seed: "start" });
    expect(s.round).toBe(1);
    expect(s.phase).toBe("work");
    expect(pendingSeats(s)).toEqual([s.firstPlayer]);
    expect(summarize(s).activeSeat).toBe(s.firstPlayer);
  });

  it("rulebook example: 'In Round 1, you catch 3 fish ... you place two fish on your issued Shares and the third fish in your Reserve'", () => {
    const s = testGame({ players: 3 });
    for (const p of s.players) {
      expect(p.supply).toEqual({ wood: 0, fish: 2, gold: 0 });
      expect(p.reserve).toEqual({ wood: 0, fish: 1, gold: 0 });
    }
  });

  it("rejects player counts and decks the game does not have", () => {
    expect(() => newGame({ players: 6 as PlayerCount, seed: "x" })).toThrow(/2 to 5 players/);
    expect(() => newGame({ players: 2, seed: "" })).toThrow(/seed/);
  });
});

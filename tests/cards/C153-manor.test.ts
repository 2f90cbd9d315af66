import { describe, expect, it } from "vitest";
import { currentScores, type GameState } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, edit, withBuilding } from "./helpers.ts";

/** The Manor's line on seat 0's score sheet. */
function manorVp(s: GameState): number | undefined {
  return currentScores(s)[0]?.buildings.find((b) => b.id === "C153")?.vp;
}

/** Seat 0 holds issued Shares of these issuers and `unissued` own unissued Shares (3-player game). */
function withShares(shares: number[], unissued: number): GameState {
  return edit(withBuilding(cardGame({ players: 3 }), 0, "C153"), (d) => {
    player(d, 0).shares = shares;
    player(d, 0).unissued = unissued;
  });
}

describe("C153 Manor", () => {
  it('scores 7 VP with 6 issued Shares of any colours: "scores 7 VP if you have at least 6 issued Shares. ... The color of the Shares does not matter."', () => {
    expect(manorVp(withShares([0, 0, 1, 1, 2, 2], 0))).toBe(7);
  });

  it('scores nothing with 5 issued Shares: "The Manor scores nothing if you have 5 or fewer issued Shares."', () => {
    expect(manorVp(withShares([0, 0, 0, 1, 2], 0))).toBe(0);
  });

  it('does not count Unissued Shares: "Unissued Shares do not count."', () => {
    expect(manorVp(withShares([0, 0, 1, 1, 2], 3))).toBe(0);
  });

  it('leaves the Shares\' own VP in place: "(These Shares retain their base value of 1 VP.)"', () => {
    const sheet = currentScores(withShares([0, 0, 1, 1, 2, 2], 0))[0];
    expect(sheet?.shares).toBe(6);
    expect(sheet?.buildingsTotal).toBe(7);
  });
});

import { describe, expect, it } from "vitest";
import { currentScores } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, waiting } from "./helpers.ts";

const COST = { wood: 3, fish: 2, gold: 1 };

describe("B126 Town Hall", () => {
  it('an Unissued Share becomes an issued Share kept in your supply (ruling A1): "Leave the turned Share—as an issued Share—in your personal supply."', () => {
    const start = cardGame();
    expect(player(start, 0).unissued).toBe(3);
    expect(player(start, 0).shares).toEqual([0, 0]);
    const s = buildWithSpace(start, 0, "B126", [1, 0], COST);
    expect(player(s, 0).unissued).toBe(2);
    expect(player(s, 0).shares).toEqual([0, 0, 0]);
    expect(s.newShares).toEqual([]);
    expect(s.log.at(-1)?.text).toBe("Player 1 turns an Unissued Share into an issued Share and keeps it (Town Hall).");
    expect(waiting(s)).toEqual([1]);
  });

  it('it is worth 2 VP more on the score sheet: one issued Share more, one Unissued Share less ("turn ... to the “Share” side in your color")', () => {
    const s = buildWithSpace(cardGame(), 0, "B126", [1, 0], COST);
    const sheet = currentScores(s)[0];
    expect(sheet?.shares).toBe(3);
    expect(sheet?.unissuedShares).toBe(2);
  });

  it('no gold and no goods as for an Issue a Share action: "(The effect of the Town Hall is not considered an “Issue a Share” action.)"', () => {
    const s = buildWithSpace(cardGame(), 0, "B126", [1, 0], COST);
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
    expect(player(s, 0).reserve).toEqual({ wood: 0, fish: 1, gold: 0 });
  });

  it('does nothing when all Shares are issued: "The Town Hall has no effect if you do not have an Unissued Share left."', () => {
    const start = edit(cardGame(), (d) => {
      const p = player(d, 0);
      p.shares = [0, 0, 0, 0, 0];
      p.unissued = 0;
    });
    const s = buildWithSpace(start, 0, "B126", [1, 0], COST);
    expect(player(s, 0).unissued).toBe(0);
    expect(player(s, 0).shares).toEqual([0, 0, 0, 0, 0]);
    expect(s.log.at(-1)?.text).toBe("Player 1's Town Hall has no effect: there is no Unissued Share left.");
  });
});

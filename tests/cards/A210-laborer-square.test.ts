import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "./helpers.ts";

function owner(supply: { wood: number; fish: number; gold: number }) {
  return setGoods(seatToMove(withBuilding(cardGame({ deck: "mackerel" }), 0, "A210", [2, 0]), 0), 0, { supply });
}

describe("A210 Laborer Square", () => {
  it('"Each time after you complete an “Issue a Share” action, you may exchange exactly 1 gold ... for 3 wood and 4 fish" — with the gold the Share just brought', () => {
    let s = play(owner({ wood: 0, fish: 0, gold: 0 }), 0, "place:issue-share");
    expect(legalChoices(s, 0).map(({ id, label }) => ({ id, label }))).toEqual([{ id: "use:A210", label: "Pay 1 gold for 3 wood and 4 fish" }, { id: "decline", label: "Skip Laborer Square" }]);
    s = play(s, 0, "use:A210");
    expect(player(s, 0).supply).toEqual({ wood: 3, fish: 4, gold: 1 });
    expect(s.log.at(-1)?.text).toBe("Player 1 exchanges 1 gold for 3 wood, 4 fish (Laborer Square).");
  });

  it('"you may": declining keeps the gold', () => {
    const s = play(owner({ wood: 0, fish: 0, gold: 0 }), 0, "place:issue-share", "decline");
    expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 2 });
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"Observe the 12 wood limit in your personal supply": at 11 wood only 1 of the 3 wood is kept', () => {
    const s = play(owner({ wood: 11, fish: 0, gold: 0 }), 0, "place:issue-share", "use:A210");
    expect(player(s, 0).supply).toEqual({ wood: 12, fish: 4, gold: 1 });
  });

  it("it is not set off by other actions (a +1 Gold)", () => {
    const s = play(owner({ wood: 0, fish: 0, gold: 0 }), 0, "place:gold");
    expect(pendingSeats(s)).toEqual([1]);
  });
});

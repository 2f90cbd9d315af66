// "Exchange first": an Anytime exchange cannot come in the middle of an action (appendix,
// Building categories: "If you are in the middle of an action, you must first complete that other
// action before you may use this effect"), so a turn post says when an exchange made now would
// let the player build a Building they cannot build yet.
import { describe, expect, it } from "vitest";
import { presentChoices } from "../../src/engine/index.ts";
import { exchangeFirstHint } from "../../src/bot/layouts/turn-post.ts";
import { cardGame, onDisplay, seatToMove, setGoods, withBuilding } from "../cards/helpers.ts";

/** Seat 0 to move in round 7 with the Manufacture built, the Docking Harbor on display and `wood`, 12 fish, 2 gold. */
function position(wood: number) {
  let s = seatToMove(onDisplay(withBuilding(cardGame({ deck: "mackerel", seed: "exchange-first" }), 0, "B230", [0, 1]), "C254"), 0, { round: 7 });
  s = setGoods(s, 0, { supply: { wood, fish: 12, gold: 2 } });
  return s;
}

describe("exchange first", () => {
  it('with 0 wood the Docking Harbor (C254, "equal to the number of Ships on your Fishing track") needs the Manufacture\'s "3 fish for 2 wood" first: the post says so', () => {
    const s = position(0);
    const hint = exchangeFirstHint(s, 0, presentChoices(s, 0));
    expect(hint).toMatch(/^🔁 Exchange first: after Manufacture: .+, you could also build the .*Docking Harbor/);
    expect(hint).toContain("An exchange comes before you place your Worker, not in the middle of the action.");
  });

  it("with wood enough to build it already, nothing is said", () => {
    const s = position(5);
    expect(exchangeFirstHint(s, 0, presentChoices(s, 0))).not.toContain("Docking Harbor");
  });
});

import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, giveElders, play, seatToMove, setGoods } from "./helpers.ts";

const COST = { wood: 4, fish: 2, gold: 0 };

function built() {
  return buildWithSpace(giveElders(cardGame({ deck: "mackerel" }), 0, ["pisciculturist", "forester"]), 0, "B225", [0, 1], COST);
}

describe("B225 Sailor’s Home", () => {
  it('"Immediately ... place 1 gold from the general supply on each Elder in your Elder Council"', () => {
    const s = built();
    expect(player(s, 0).cardState.B225).toEqual({ pisciculturist: true, forester: true });
    expect(pendingSeats(s)).toEqual([1]);
  });

  it('"Each time before you use an Elder with gold from the Sailor’s Home, move the gold into your personal supply": once per Elder', () => {
    let s = setGoods(seatToMove(built(), 0, { workerTurn: 2 }), 0, { supply: { wood: 0, fish: 0, gold: 0 } });
    s = play(s, 0, "elder:pisciculturist");
    expect(player(s, 0).supply.gold).toBe(1);
    expect(player(s, 0).cardState.B225).toEqual({ forester: true });
  });

  it("Elders taken later get none", () => {
    let s = seatToMove(built(), 0, { workerTurn: 2 });
    s = play(s, 0, "place:take-elder");
    s = play(s, 0, legalChoices(s, 0).map((c) => c.id).find((id) => id.startsWith("take:"))!);
    expect(player(s, 0).elders).toHaveLength(3);
    expect(player(s, 0).cardState.B225).toEqual({ pisciculturist: true, forester: true });
  });

  it('"The Sailor’s Home has no effect if you do not have any Elders"', () => {
    const s = buildWithSpace(cardGame({ deck: "mackerel" }), 0, "B225", [0, 1], COST);
    expect(player(s, 0).cardState.B225).toBeUndefined();
    expect(s.log.some((e) => e.text === "Player 1's Sailor’s Home has no effect: there are no Elders in the Elder Council.")).toBe(true);
  });
});

describe("B225 Sailor’s Home on the board views", () => {
  it("the summary shows the gold lying on each Elder until he is used", async () => {
    const { summarize } = await import("../../src/engine/index.ts");
    const elders = summarize(built()).players[0]!.elders;
    expect(elders.map((e) => [e.id, e.gold])).toEqual([["pisciculturist", 1], ["forester", 1]]);
  });
});

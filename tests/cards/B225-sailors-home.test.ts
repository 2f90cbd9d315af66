import { describe, expect, it } from "vitest";
import { currentScore, legalChoices, pendingSeats, summarize } from "../../src/engine/index.ts";
import { player } from "../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, giveElders, passLastTurn, play, seatToMove, setGoods } from "./helpers.ts";

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

describe("B225 Sailor’s Home before scoring (ruling A7)", () => {
  it('"Before scoring, return any gold that you did not collect this way to the general supply—you do not score any VP for it": no gold on the Elders at the end, scores stay', () => {
    const before = built();
    const s = passLastTurn(before);
    expect(s.phase).toBe("over");
    expect(player(s, 0).cardState.B225).toEqual({});
    expect(summarize(s).players[0]!.elders.map((e) => e.gold ?? 0)).toEqual([0, 0]);
    expect(s.log.map((l) => l.text)).toContain("The 2 gold left on Player 1's Elders from the Sailor’s Home go back to the general supply.");
    expect(currentScore(s, 0)).toBe(currentScore(before, 0));
    expect(player(s, 0).supply.gold).toBe(player(before, 0).supply.gold);
  });

  it("one gold left: the log says it in the singular", () => {
    const s = passLastTurn(edit(built(), (d) => { d.players[0]!.cardState.B225 = { forester: true }; }));
    expect(s.log.map((l) => l.text)).toContain("The 1 gold left on Player 1's Elders from the Sailor’s Home goes back to the general supply.");
  });
});

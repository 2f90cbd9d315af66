// The window right before scoring (ruling A7): only players who could still raise their score
// there are asked, all at once; the question says what each choice does to their score; a
// seat whose time ran out is answered "done" by the bot (a choice never offered).
import { describe, expect, it } from "vitest";
import { applyChoice, currentScore, legalChoices, pendingSeats, summarize } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { FINAL_WINDOW_TIME_UP, scoreCanStillRise } from "../../src/engine/final-window.ts";
import { cardGame, passLastTurn, play, setGoods, setShips, withBuilding } from "../cards/helpers.ts";
import { checkInvariants } from "./invariants.ts";

type Supply = { wood: number; fish: number; gold: number };

/** Seat 0 owns `cards` (at the first free spaces) with `supply`; round 7's last Work turn is then passed. */
function atTheEnd(cards: string[], supply: Supply, more: (s: GameState) => GameState = (s) => s): GameState {
  let s = cardGame({ deck: "mixed" });
  for (const id of cards) s = withBuilding(s, 0, id);
  s = more(setGoods(s, 0, { supply }));
  return passLastTurn(s);
}

const prompt = (s: GameState, seat: number) => summarize(s).prompts.find((p) => p.seat === seat)?.prompt;

describe("the window before scoring", () => {
  it("a player whose exchanges cannot change their score is not asked: the game goes on to scoring", () => {
    // Manufacture: 1 wood for 1 fish, 3 fish for 2 wood; neither wood nor fish score.
    const s = atTheEnd(["B230"], { wood: 5, fish: 5, gold: 0 });
    expect(s.phase).toBe("over");
    expect(s.log.some((e) => e.text.includes("Manufacture"))).toBe(false);
  });

  it("nor is one whose only choice would lower it (a sloop sold for gold that scores nothing under the Hermitage)", () => {
    const s = atTheEnd(["B223", "C341"], { wood: 0, fish: 0, gold: 0 }, (t) => setShips(t, 0, ["sloop"]));
    expect(s.phase).toBe("over");
  });

  it("one who can raise it is asked, and the question says what each choice does to their score", () => {
    // Cooperage: 1 wood for 1 fish (nothing), 4 wood for 1 gold (+1 VP).
    const s = atTheEnd(["A310"], { wood: 4, fish: 0, gold: 0 });
    expect(s.phase).toBe("returning");
    expect(pendingSeats(s)).toEqual([0]);
    expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["anytime:A310:wood-fish", "anytime:A310:wood-gold", "done"]);
    expect(legalChoices(s, 0).at(-1)?.label).toBe("Done: on to scoring");
    expect(prompt(s, 0)).toBe(
      "Player 1: before scoring you can still: Cooperage: exchange 1 wood for 1 fish (0 VP) · Cooperage: exchange 4 wood for 1 gold (+1 VP). Then press Done.",
    );
    const before = currentScore(s, 0);
    // 0 wood left: nothing more to do, so the engine takes "done" and scoring follows.
    const t = play(s, 0, "anytime:A310:wood-gold");
    expect(t.phase).toBe("over");
    expect(currentScore(t, 0)).toBe(before + 1);
  });

  it("looks a few choices ahead: 3 fish become 2 wood, which the Nursery can lay on free spaces", () => {
    const s = atTheEnd(["B230", "C242"], { wood: 0, fish: 3, gold: 0 });
    expect(pendingSeats(s)).toEqual([0]);
    expect(prompt(s, 0)).toBe("Player 1: before scoring you can still: Manufacture: exchange 3 fish for 2 wood (0 VP). Then press Done.");
    const t = play(s, 0, "anytime:B230:fish-wood");
    expect(prompt(t, 0)).toContain("Nursery: cover 2 free spaces with 2 wood (+2 VP)");
    expect(prompt(t, 0)).toContain("Manufacture: exchange 1 wood for 1 fish (0 VP)");
  });

  it("up to three choices ahead: two Manufacture exchanges of fish for wood, then the Cooperage's 4 wood for 1 gold", () => {
    const owner = (fish: number) => setGoods(withBuilding(withBuilding(cardGame({ deck: "mixed" }), 0, "B230"), 0, "A310"), 0, { supply: { wood: 0, fish, gold: 0 } });
    expect(scoreCanStillRise(owner(6), 0)).toBe(true);
    // 5 fish make 2 wood once; 2 wood never reach the 4 the gold needs.
    expect(scoreCanStillRise(owner(5), 0)).toBe(false);
    expect(atTheEnd(["B230", "A310"], { wood: 0, fish: 5, gold: 0 }).phase).toBe("over");
  });

  it("two players who can still raise their score are asked at once; the bot's time-up answers one of them", () => {
    let s = cardGame({ deck: "mixed" });
    s = withBuilding(s, 0, "A310");
    s = withBuilding(s, 1, "C242");
    s = setGoods(s, 0, { supply: { wood: 4, fish: 0, gold: 0 } });
    s = setGoods(s, 1, { supply: { wood: 1, fish: 0, gold: 0 } });
    s = passLastTurn(s);
    expect(pendingSeats(s)).toEqual([0, 1]);
    expect(prompt(s, 1)).toBe("Player 2: before scoring you can still: Nursery: cover one free space's −1 VP with 1 wood (+1 VP). Then press Done.");
    // The time-up answer is never offered to a player ...
    expect(legalChoices(s, 0).map((c) => c.id)).not.toContain(FINAL_WINDOW_TIME_UP);
    s = play(s, 1, "done");
    expect(pendingSeats(s)).toEqual([0]);
    // ... but the engine takes it from the bot: logged, and the game goes on to scoring.
    s = applyChoice(s, 0, FINAL_WINDOW_TIME_UP);
    expect(checkInvariants(s)).toEqual([]);
    expect(s.phase).toBe("over");
    expect(s.log.map((e) => e.text)).toContain("Player 1 did not finish before scoring in time; scoring goes on.");
    expect(s.players[0]?.supply.wood).toBe(4);
  });

  it("the time-up answer is refused outside the window", () => {
    const s = cardGame();
    const seat = pendingSeats(s)[0] ?? 0;
    expect(() => applyChoice(s, seat, FINAL_WINDOW_TIME_UP)).toThrow(/not one of your choices/);
  });
});

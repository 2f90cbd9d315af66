// Phase III: Returning Home and the round-space instructions; the end of the game.
import { describe, expect, it } from "vitest";
import { applyChoice, finalScores, pendingSeats, summarize } from "../../src/engine/index.ts";
import type { GameState, PlayerCount } from "../../src/engine/index.ts";
import { active, testGame } from "./helpers.ts";

/** Everyone passes through the rest of the current round. */
function passRound(s: GameState): GameState {
  const round = s.round;
  while (s.round === round && s.phase !== "over") s = applyChoice(s, active(s), "pass");
  return s;
}

function toRound(players: PlayerCount, round: number, seed = "rounds"): GameState {
  let s = testGame({ players, seed });
  while (s.round < round && s.phase !== "over") s = passRound(s);
  return s;
}

describe("Returning Home", () => {
  it("'All players must remove their Workers' and 'The First Player will always be the player to the right of the current First Player'", () => {
    let s = testGame({ players: 4, seed: "home" });
    const first = s.firstPlayer;
    s = applyChoice(s, active(s), "place:gold");
    s = passRound(s);
    expect(s.placements).toEqual([]);
    expect(s.players.every((p) => p.workersLeft === 3)).toBe(true);
    expect(s.firstPlayer).toBe((first + 3) % 4);
    expect(pendingSeats(s)).toEqual([(first + 3) % 4]);
  });

  it("Round space 3: 'In 3-, 4-, and 5-player games only: add a number of new A Buildings ... equal to the number of players ... not more than there are empty spaces'", () => {
    let s = toRound(4, 2);
    s = { ...s, displayA: s.displayA.map((id, i) => (i < 2 ? null : id)) };
    s = passRound(s);
    expect(s.round).toBe(3);
    expect(s.displayA.filter(Boolean)).toHaveLength(9);
    expect(s.pileA).toHaveLength(9 - 2);
    expect(toRound(2, 3).displayA.filter(Boolean)).toHaveLength(9);
  });

  it.each([[2, 4], [3, 3], [4, 2], [5, 2]] as const)("Round space 4 with %i players: each player draws %i C Buildings, hidden from the others", (n, k) => {
    const s = toRound(n, 4);
    expect(s.players.every((p) => p.hand.length === k)).toBe(true);
    expect(s.pileC).toHaveLength(14 - n * k);
    const view = summarize(s, 0);
    expect(view.players[0]!.hand).toHaveLength(k);
    expect(view.players[1]!.hand).toBeNull();
    expect(view.players[1]!.handSize).toBe(k);
  });

  it("Round space 5: 'add 2 new B Buildings ... In 5-player games, add 3' (none in 2-player games)", () => {
    const blank = (s: GameState): GameState => ({ ...s, displayB: s.displayB.map((id, i) => (i < 4 ? null : id)) });
    expect(passRound(blank(toRound(3, 4))).displayB.filter(Boolean)).toHaveLength(4);
    expect(passRound(blank(toRound(5, 4))).displayB.filter(Boolean)).toHaveLength(5);
    expect(passRound(blank(toRound(2, 4))).displayB.filter(Boolean)).toHaveLength(2);
  });

  it("Round space 6: 'Each player must place all C Buildings remaining in their hand face up next to the Building supply boards'", () => {
    const s5 = toRound(3, 5);
    const hands = s5.players.flatMap((p) => p.hand);
    const s = passRound(s5);
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
    expect(s.displayC).toEqual(hands);
  });

  it("'The game ends after 7 Rounds' with scores; no choice is taken after that", () => {
    const s = toRound(2, 8);
    expect(s.phase).toBe("over");
    expect(s.round).toBe(7);
    expect(pendingSeats(s)).toEqual([]);
    expect(finalScores(s)).toHaveLength(2);
    expect(() => applyChoice(s, 0, "pass")).toThrow(/game is over/);
  });
});

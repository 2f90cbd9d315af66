// The simulator's --paired and --from (tests/sim/simulate.ts), which produced issue 36's AI
// comparison figures: with --paired games 2k and 2k+1 are the same deal with the levels' seats
// swapped, so luck of the deal cancels out; a run split with --from (two processes) plays exactly
// the games of the whole run. Easy and medium AIs and a few games, so it takes seconds.
import { describe, expect, it } from "vitest";
import { parse, plannedGames, playGame } from "./simulate.ts";

type Planned = ReturnType<typeof plannedGames>[number];
type Outcome = ReturnType<typeof playGame>;

/** The games a run (`argv`, the command line's options) plays: each game's number, deal and seats, and its result (length, final totals and winners). */
function played(argv: readonly string[]): (Planned & Pick<Outcome, "choices" | "scores" | "failure">)[] {
  const o = parse(argv);
  return plannedGames(o).map((game) => {
    const r = playGame(o, game);
    return { ...game, choices: r.choices, scores: r.scores, failure: r.failure };
  });
}

const AI = ["--ai", "easy,medium", "--order", "first"];

describe("the simulator's paired and split runs", () => {
  it("--paired: games 2k and 2k+1 are dealt the same seed, player count and deck, each seat's level swapped", () => {
    const games = plannedGames(parse([...AI, "--players", "2-3", "--paired", "--seed", "pairs", "--games", "8"]));
    expect(games.map((g) => g.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const other = (level: string | undefined) => (level === "easy" ? "medium" : "easy");
    for (let k = 0; k < 4; k++) {
      const [first, second] = [games[2 * k], games[2 * k + 1]];
      if (!first || !second) throw new Error(`pair ${k} is missing`);
      expect(first.seed).toBe(`pairs-${k}`);
      expect({ seed: second.seed, players: second.players, deck: second.deck }).toEqual({ seed: first.seed, players: first.players, deck: first.deck });
      expect(new Set(first.seatLevels)).toEqual(new Set(["easy", "medium"]));
      expect(second.seatLevels).toEqual(first.seatLevels?.map(other));
    }
    // Two-player and three-player deals and every deck in turn, one deal per pair.
    expect(games.filter((_, g) => g % 2 === 0).map((g) => `${g.players} ${g.deck}`)).toEqual(["2 herring", "3 herring", "2 mackerel", "3 mackerel"]);
  });

  it("--from N --games M plays the same games as games N to N+M-1 of the whole run from 0: seeds, seats' levels and results", () => {
    const run = ["--players", "2-3", "--seed", "split", ...AI];
    const whole = played([...run, "--games", "5"]);
    expect(whole.map((g) => g.failure)).toEqual([null, null, null, null, null]);
    expect(whole.every((g) => g.choices > 0 && g.scores?.length === g.players)).toBe(true);
    // Split as two processes would: the second part starts at an odd game, where the seats have turned.
    const first = played([...run, "--games", "3", "--from", "0"]);
    const second = played([...run, "--from", "3", "--games", "2"]);
    expect(second.map((g) => g.index)).toEqual([3, 4]);
    expect([...first, ...second]).toEqual(whole);
    // The same with --paired: a part starting between twins deals the twin of the game before it.
    const paired = plannedGames(parse([...run, "--paired", "--games", "6"]));
    expect(plannedGames(parse([...run, "--paired", "--from", "3", "--games", "3"]))).toEqual(paired.slice(3));
  });
});

import { describe, expect, it } from "vitest";
import { aiPlayer, easyAi, hardAi, mediumAi } from "../../src/ai/index.ts";
import { hardValues, playoutValues } from "../../src/ai/hard.ts";
import { sampleWorld } from "../../src/ai/worlds.ts";
import { legalChoices, newGame, pendingSeats } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { DECKS, hiddenChanged, playGame as play } from "./helpers.ts";

/**
 * The tests' budget: 1 ms of work, the least the search does (one sampled world for its two best
 * candidates by the evaluation). The full budget (1 s) is measured by `npm run bench`.
 */
const QUICK = { budgetMs: 1 };
const quickHard = hardAi(QUICK);

// How strong it is (hard at this budget beats medium in at least 90% of 100 two-player games over
// all decks, seats alternating, seeds "hard-strength-N") is a statistical run, not a unit test:
// it is the strength gate `npm run simulate -- --ai hard,medium --games 100 --players 2 --hard-ms 1
// --order first --seed hard-strength --min-win-rate 0.9`, run by .ci/run.

describe("the hard AI", () => {
  it("never chooses an illegal move, over a thousand decisions in games of 2 to 5 players with every deck, among easy and medium players", () => {
    let decisions = 0;
    let hardDecisions = 0;
    // Two decks per player count, each deck with two player counts (the simulator's 500 games in CI play the rest).
    for (const [i, players] of ([2, 3, 4, 5] as const).entries()) {
      for (const deck of [DECKS[i % DECKS.length], DECKS[(i + 2) % DECKS.length]].filter((d) => d !== undefined)) {
        // The table as the bot tells it (AiOptions.seatLevels): its playouts play the easy and medium seats as the medium AI.
        const levels = Array.from({ length: players }, (_, k) => (["hard", "medium", "easy"] as const)[k % 3] ?? "easy");
        const ais = [aiPlayer("hard", { hardBudgetMs: QUICK.budgetMs, seatLevels: levels }), mediumAi, easyAi];
        play(players, deck, `hard-legal-${players}-${deck}`, ais, (s, seat, id) => {
          decisions++;
          if (seat % ais.length === 0) hardDecisions++;
          if (!legalChoices(s, seat).some((c) => c.id === id)) throw new Error(`illegal choice ${id} for seat ${seat} (${players} players, ${deck}, choice ${s.choices})`);
        });
      }
    }
    expect(decisions).toBeGreaterThan(1000);
    expect(hardDecisions).toBeGreaterThan(250);
  }, 600_000);

  it("samples the same worlds, values every choice the same and chooses the same, whatever another player's hand and the order of the piles are, where a search on the real hidden cards would not", () => {
    let checked = 0;
    let cheaterDiffers = 0;
    for (const players of [2, 4] as const) {
      play(players, "mixed", `hard-hidden-${players}`, [mediumAi], (s, seat) => {
        // Rounds 4 to 6, where the hands hold C Buildings: a few positions of each round.
        if (s.round < 4 || s.round > 6 || s.choices % 4 !== 0) return;
        const changed = hiddenChanged(s, seat);
        if (JSON.stringify(changed) === JSON.stringify(s)) return;
        expect(sampleWorld(changed, seat, 12345), `world at choice ${s.choices}`).toEqual(sampleWorld(s, seat, 12345));
        expect(hardValues(changed, seat, QUICK), `values at choice ${s.choices}`).toEqual(hardValues(s, seat, QUICK));
        expect(quickHard.choose(changed, seat)).toBe(quickHard.choose(s, seat));
        // A cheater playing out the real position (hidden cards as they are) gets other values here.
        const ids = legalChoices(s, seat).map((c) => c.id).filter((id) => !id.startsWith("anytime:")).slice(0, 5);
        if (JSON.stringify(playoutValues(changed, seat, ids)) !== JSON.stringify(playoutValues(s, seat, ids))) cheaterDiffers++;
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(10);
    expect(cheaterDiffers).toBeGreaterThan(0);
  }, 600_000);

  it("keeps what the seat sees in every sampled world: its own hand, the displays, every hand's size, the piles' cards, the Elders face up and the face-down ones", () => {
    let checked = 0;
    let hiddenElders = 0;
    let dealtAnew = 0;
    for (const players of [3, 5] as const) play(players, "codfish", "hard-worlds", [mediumAi], (s, seat) => {
      // 3 players from round 4 (hands held); 5 players throughout (Elders face down beneath the stacks).
      if ((players === 3 && s.round < 4) || s.choices % 9 !== 0) return;
      for (const seed of [1, 2, 3]) {
        const w = sampleWorld(s, seat, seed);
        expect(w.players[seat]?.hand).toEqual(s.players[seat]?.hand);
        expect(w.players.map((p) => p.hand.length)).toEqual(s.players.map((p) => p.hand.length));
        expect([w.displayA, w.displayB, w.displayC]).toEqual([s.displayA, s.displayB, s.displayC]);
        expect([...w.pileA].sort()).toEqual([...s.pileA].sort());
        expect([...w.pileB].sort()).toEqual([...s.pileB].sort());
        const unseen = (g: GameState) => [...g.pileC, ...g.players.flatMap((p, i) => (i === seat ? [] : p.hand))].sort();
        expect(unseen(w)).toEqual(unseen(s));
        expect(legalChoices(w, seat)).toEqual(legalChoices(s, seat));
        // 5 players: the face-down bottom Elders are dealt anew among the stacks that hide one.
        const faceUp = (g: GameState) => g.elderStacks.map((st) => (st.hiddenBottom ? st.cards.slice(1) : st.cards));
        const faceDown = (g: GameState) => g.elderStacks.flatMap((st) => (st.hiddenBottom ? [st.cards[0]] : [])).sort();
        expect(faceUp(w)).toEqual(faceUp(s));
        expect(w.elderStacks.map((st) => st.hiddenBottom)).toEqual(s.elderStacks.map((st) => st.hiddenBottom));
        expect(faceDown(w)).toEqual(faceDown(s));
        if (faceDown(s).length > 1) hiddenElders++;
        // What the seat cannot see is dealt anew, not copied from the real position.
        const hidden = (g: GameState) => JSON.stringify([g.pileA, g.pileB, g.pileC, g.players.map((p, i) => (i === seat ? [] : p.hand))]);
        if (hidden(w) !== hidden(s)) dealtAnew++;
      }
      checked++;
    });
    expect(checked).toBeGreaterThan(5);
    expect(hiddenElders).toBeGreaterThan(0);
    expect(dealtAnew).toBeGreaterThan(checked * 2);
  }, 120_000);

  it("gives the same choice for the same state and seat (also after a JSON round trip of the state)", () => {
    let checked = 0;
    play(3, "herring", "hard-same", [mediumAi, easyAi], (s, seat) => {
      if (s.choices % 11 !== 0 || legalChoices(s, seat).length < 2) return;
      const copy = JSON.parse(JSON.stringify(s)) as GameState;
      expect(quickHard.choose(copy, seat)).toBe(quickHard.choose(s, seat));
      checked++;
    });
    expect(checked).toBeGreaterThan(10);
  }, 120_000);

  it("plays one world of its best candidates with the least budget, and with a larger one more worlds, the most for the finalists of the halving", () => {
    // A position in round 5 of a seeded game.
    let at: GameState | null = null;
    const s = play(2, "mixed", "hard-budget", [mediumAi], (p, seat) => {
      if (!at && p.round === 5 && p.phase === "work" && legalChoices(p, seat).length > 2) at = p;
    });
    expect(s.phase).toBe("over");
    const position: GameState | null = at;
    if (!position) throw new Error("no round-5 position");
    const seat = pendingSeats(position)[0] ?? 0;
    const least = hardValues(position, seat, { budgetMs: 1 });
    const more = hardValues(position, seat, { budgetMs: 300, rounds: 1 });
    expect(least.every((c) => c.playouts === 1)).toBe(true);
    expect(least.length).toBeGreaterThanOrEqual(2);
    // The larger budget searches every move that builds and the evaluation's best others.
    expect(more.length).toBeGreaterThan(least.length);
    const most = Math.max(...more.map((c) => c.playouts));
    expect(most).toBeGreaterThan(1);
    // The finalists (the most worlds) are the best means of the candidates that reached the last stage.
    const finalists = more.filter((c) => c.playouts === most);
    const dropped = more.filter((c) => c.playouts < most);
    expect(finalists.length).toBeGreaterThanOrEqual(1);
    expect(dropped.length).toBeGreaterThan(0);
  }, 120_000);

  it("looks further ahead instead of sampling worlds that cannot differ: in round 1 of a 2-player game nothing hidden is drawn before round 4's hands, so every world played a round ahead gives the same value", () => {
    const s = newGame({ players: 2, deck: "herring", seed: "hard-further" });
    const seat = pendingSeats(s)[0] ?? 0;
    // A round ahead, the only depth it may use: its worlds (the C pile and the other hand dealt
    // anew) all agree, candidate by candidate.
    const roundAhead = hardValues(s, seat, { budgetMs: 300, rounds: 1 });
    const sampled = roundAhead.filter((c) => c.playouts >= 2);
    expect(sampled.length).toBeGreaterThan(1);
    for (const c of sampled) expect(new Set(c.results.map((r) => r.value)).size).toBe(1);
    // With the default budget and depth it stops at two agreeing worlds a round ahead, and plays
    // its finalists further on.
    const values = hardValues(s, seat);
    for (const c of values) expect(c.results.filter((r) => r.rounds === 1).length).toBeLessThanOrEqual(2);
    const finalists = values.filter((c) => c.final);
    expect(finalists.length).toBeGreaterThanOrEqual(1);
    for (const c of finalists) expect(Math.max(...c.results.map((r) => r.rounds))).toBeGreaterThan(1);
  }, 120_000);
});

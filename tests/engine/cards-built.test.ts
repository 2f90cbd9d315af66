// Every implemented Building card is built, and acts, in seeded random games: a random player
// that likes building plays seeded games of every deck and player count with the cards live,
// keeping every invariant after every choice, until each card with an effect stood in some harbor.
import { describe, expect, it } from "vitest";
import { EFFECTS } from "../../src/cards/effects/index.ts";
import { applyChoice, legalChoices, pendingSeats } from "../../src/engine/index.ts";
import type { DeckOption, GameState, PlayerCount } from "../../src/engine/index.ts";
import { lcg, testGame } from "./helpers.ts";
import { checkInvariants } from "./invariants.ts";

const DECKS: DeckOption[] = ["herring", "mackerel", "codfish", "mixed"];
const COUNTS: PlayerCount[] = [2, 3, 4, 5];

/**
 * Random legal play that builds whenever it can (a card no game has built yet first), exchanges
 * now and then, and passes rarely.
 */
function playBuilder(s: GameState, rand: () => number, built: Set<string>): GameState {
  for (let guard = 0; guard < 10_000 && s.phase !== "over"; guard++) {
    const pending = pendingSeats(s);
    const seat = pending[Math.floor(rand() * pending.length)] ?? 0;
    const choices = legalChoices(s, seat);
    const build = choices.filter((c) => c.id === "place:build-building" || c.id.startsWith("building:") || c.id === "build-building");
    const other = choices.filter((c) => c.id !== "pass" && (!c.id.startsWith("anytime:") || rand() < 0.3));
    const fresh = build.filter((c) => c.id.startsWith("building:") && !built.has(c.id.slice("building:".length)));
    const pool = fresh.length ? fresh : build.length && rand() < 0.85 ? build : other.length ? other : choices;
    const pick = pool[Math.floor(rand() * pool.length)];
    if (!pick) throw new Error(`seat ${seat} is pending with no choice`);
    s = applyChoice(s, seat, pick.id);
    const errors = checkInvariants(s);
    if (errors.length) throw new Error(`after ${seat}:${pick.id} in round ${s.round}: ${errors.join("; ")}`);
    for (const p of s.players) for (const b of p.buildings) built.add(b.id);
  }
  expect(s.phase).toBe("over");
  return s;
}

describe("implemented cards in seeded games", () => {
  it("every Building with an effect is built in some seeded game, and every game keeps the invariants and ends with scores", () => {
    const wanted = new Set(Object.keys(EFFECTS));
    const built = new Set<string>();
    let games = 0;
    for (let round = 0; round < 60 && [...wanted].some((id) => !built.has(id)); round++) {
      for (const deck of DECKS) {
        for (const players of COUNTS) {
          const rand = lcg(7919 * round + 31 * players + deck.length);
          playBuilder(testGame({ players, deck, seed: `built-${deck}-${players}-${round}` }), rand, built);
          games++;
        }
      }
    }
    const missing = [...wanted].filter((id) => !built.has(id)).sort();
    expect(missing, `never built in ${games} games`).toEqual([]);
  });
});

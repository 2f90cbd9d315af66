// Property tests: many seeded games played to the end with random legal choices.
import { describe, expect, it } from "vitest";
import { advance, startFishing } from "../../src/engine/flow.ts";
import { applyChoice, finalScores, legalChoices, pendingSeats, replay, summarize } from "../../src/engine/index.ts";
import type { DeckOption, GameState, PlayerCount } from "../../src/engine/index.ts";
import { ELDER_IDS, SPACE_IDS } from "../../src/engine/types.ts";
import { edit, lcg, playRandom, testGame } from "./helpers.ts";
import { checkInvariants } from "./invariants.ts";

const COUNTS: PlayerCount[] = [2, 3, 4, 5];
const DECKS: DeckOption[] = ["herring", "mackerel", "codfish", "mixed"];

/**
 * The Fishing phase from position `x`, resolved by the engine, compared with the rulebook's
 * five steps computed here independently (only for players whose catch covers every Elder and
 * foreign Share: otherwise they choose, and only the totals are checked).
 */
function checkFishing(x: GameState, rand: () => number): string[] {
  let t = edit(x, (d) => { d.phase = "fishing"; d.queues = []; d.placements = []; });
  startFishing(t);
  advance(t);
  const chose = new Set<number>();
  while (t.phase === "fishing") {
    const seat = pendingSeats(t)[0];
    if (seat === undefined) break;
    chose.add(seat);
    const options = legalChoices(t, seat);
    t = applyChoice(t, seat, options[Math.floor(rand() * options.length)]?.id ?? "");
  }
  const errors: string[] = [];
  const n = x.players.length;
  const fishTo = x.players.map((p) => p.supply.fish);
  const reserve = x.players.map((p) => p.reserve.fish);
  const elders = x.players.map((p) => p.elders.map((e) => e.fish));
  let anyChoice = false;
  for (let seat = 0; seat < n; seat++) {
    const p = x.players[seat];
    if (!p) continue;
    let hand = summarize(x).players[seat]?.haulSize ?? 0;
    // 1. Elders: "Place 1 fish ... on each Elder"; "exactly 3 fish ... 1 fish in your personal supply".
    if (hand < p.elders.length && hand > 0) { anyChoice = true; continue; }
    const owns = (id: string) => p.buildings.some((b) => b.id === id);
    if (p.elders.length && hand >= p.elders.length) {
      hand -= p.elders.length;
      // Cold Storage: 1 fish stays on the Elder (its owner is asked when they also own the Residential Home).
      if (owns("A217") && owns("B131") && p.elders.some((e) => e.fish === 2)) { anyChoice = true; continue; }
      const left = owns("A217") ? 1 : 0;
      elders[seat] = p.elders.map((e) => (e.fish + 1 === 3 ? left : e.fish + 1));
      fishTo[seat] = (fishTo[seat] ?? 0) + p.elders.filter((e) => e.fish === 2).length;
    }
    // 2. Shares on the Action board first, then those in other players' supplies.
    hand -= Math.min(hand, x.newShares.filter((o) => o === seat).length);
    const held = x.players.flatMap((q, h) => (h === seat ? [] : q.shares.filter((o) => o === seat).map(() => h)));
    if (hand > 0 && hand < held.length && new Set(held).size > 1) { anyChoice = true; continue; }
    for (const h of held.slice(0, hand)) fishTo[h] = (fishTo[h] ?? 0) + 1;
    hand -= Math.min(hand, held.length);
    // 3. Own issued Shares in personal supply (twice with the Fisher's Cottage; asked when a card uses Reserve fish).
    const passes = owns("A203") ? 2 : 1;
    if (owns("A203") && ["A204", "A312", "B129", "A313", "B222"].some(owns)) { anyChoice = true; continue; }
    for (let k = 0; k < passes; k++) {
      const own = Math.min(hand, p.shares.filter((o) => o === seat).length);
      fishTo[seat] = (fishTo[seat] ?? 0) + own;
      hand -= own;
    }
    // 4. Reserve up to 8; 5. the rest back to the general supply.
    reserve[seat] = (reserve[seat] ?? 0) + Math.min(hand, Math.max(0, 8 - p.reserve.fish));
  }
  if (anyChoice || chose.size) return errors; // someone chose: the exact split depends on their choices
  t.players.forEach((p, seat) => {
    if (p.supply.fish !== fishTo[seat]) errors.push(`seat ${seat} supply fish ${p.supply.fish}, rules say ${fishTo[seat]}`);
    if (p.reserve.fish !== reserve[seat]) errors.push(`seat ${seat} Reserve fish ${p.reserve.fish}, rules say ${reserve[seat]}`);
    const e = p.elders.map((q) => q.fish).join(",");
    if (e !== (elders[seat] ?? []).join(",")) errors.push(`seat ${seat} Elder fish ${e}, rules say ${(elders[seat] ?? []).join(",")}`);
  });
  return errors;
}

describe("random legal play (property test)", () => {
  for (const players of COUNTS) {
    for (const deck of DECKS) {
      it(`${players} players, ${deck} deck: every game keeps the invariants and ends after round 7 with scores`, () => {
        for (let g = 0; g < 3; g++) {
          const rand = lcg(players * 1000 + g * 17 + deck.length);
          const seed = `prop-${players}-${deck}-${g}`;
          const start = testGame({ players, deck, seed });
          expect(checkInvariants(start)).toEqual([]);
          let lastRound = 0;
          const { state, moves } = playRandom(start, rand, (before, after, move) => {
            const errors = checkInvariants(after);
            if (errors.length) throw new Error(`after ${move.seat}:${move.choiceId} in round ${after.round}: ${errors.join("; ")}`);
            expect(after.choices).toBe(before.choices + 1);
            // Each round, once its Work phase has begun, check a Fishing phase from this position.
            if (after.phase === "work" && after.round !== lastRound && after.turn === 1) {
              lastRound = after.round;
              const fishing = checkFishing(after, rand);
              if (fishing.length) throw new Error(`fishing in round ${after.round}: ${fishing.join("; ")}`);
            }
          });
          expect(state.phase).toBe("over");
          expect(state.round).toBe(7);
          expect(pendingSeats(state)).toEqual([]);
          const scores = finalScores(state);
          expect(scores).not.toBeNull();
          expect(scores?.length).toBe(players);
          expect(scores?.some((x) => x.winner)).toBe(true);
          // Determinism: replaying the recorded choices reproduces the final state exactly.
          const again = replay({ players, seed, deck }, moves);
          expect(JSON.stringify(again)).toBe(JSON.stringify(state));
        }
      });
    }
  }
});

describe("purity and legality over random games", () => {
  it.each([2, 3, 4, 5] as const)("%i players: applyChoice never changes its input, and every listed choice is accepted", (players) => {
    const rand = lcg(99 + players);
    playRandom(testGame({ players, seed: `purity-${players}` }), rand, (before, after, move) => {
      const frozen = JSON.stringify(before);
      for (const seat of pendingSeats(before)) {
        for (const c of legalChoices(before, seat)) {
          // Every offered choice applies without error (the fast legality check agrees with the list).
          expect(() => applyChoice(before, seat, c.id)).not.toThrow();
        }
      }
      expect(() => applyChoice(before, move.seat, "not-a-choice")).toThrow();
      // ...and every placement that is not listed is refused.
      const listed = new Set(legalChoices(before, move.seat).map((c) => c.id));
      for (const id of [...SPACE_IDS.map((x) => `place:${x}`), "place:imitate", ...ELDER_IDS.map((x) => `elder:${x}`)]) {
        if (!listed.has(id)) expect(() => applyChoice(before, move.seat, id)).toThrow();
      }
      expect(JSON.stringify(before)).toBe(frozen);
      expect(after).not.toBe(before);
    });
  });
});

describe("legal-choice lists are pure", () => {
  it.each(["herring", "mackerel", "codfish", "mixed"] as const)("%s deck: listing a seat's choices (with every Building live, previews of \"before\" effects included) never changes the position", (deck) => {
    for (const [players, g] of [[2, 0], [2, 1], [3, 0], [4, 0], [4, 1], [5, 0]] as const) {
      const rand = lcg(7 + players + deck.length + 101 * g);
      let s = testGame({ players, deck, seed: `pure-list-${deck}-${players}-${g}` });
      for (let guard = 0; guard < 10_000 && pendingSeats(s).length; guard++) {
        const frozen = JSON.stringify(s);
        const seats = pendingSeats(s);
        const lists = seats.map((seat) => legalChoices(s, seat));
        expect(JSON.stringify(s)).toBe(frozen);
        const i = Math.floor(rand() * seats.length);
        const list = lists[i] ?? [];
        const builds = list.filter((c) => c.id.startsWith("building:") || c.id === "place:build-building");
        const pool = builds.length && rand() < 0.7 ? builds : list;
        const pick = pool[Math.floor(rand() * pool.length)];
        if (!pick) throw new Error("a pending seat has no choice");
        s = applyChoice(s, seats[i] ?? 0, pick.id);
      }
      expect(s.phase).toBe("over");
    }
  });
});

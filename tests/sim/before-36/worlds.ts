// Frozen for issue 36: the hard AI of commit 5aef428 ("hard-before-36"), kept unchanged so the
// simulator can measure the hard AI of issue 36 against it (`npm run simulate -- --ai
// hard,hard-before-36 ...`). A level of the simulator only; tables never get it. This folder holds
// that commit's src/ai/{hard,medium,worth,reads,worlds}.ts with their imports pointed at the
// engine and at each other, and what no one calls here removed. The original text follows.
//
// Sampled worlds: what the hard AI's playouts run in. The seat does not know the other hands
// nor the order of the piles, so each playout runs in a world sampled from what the seat sees:
// the cards it cannot see (the other hands and the C pile) are dealt anew at random, keeping
// every hand's size, and the A and B piles (whose cards any player can work out from the deck,
// never their order) are shuffled; in a 5-player game the face-down Elders beneath the stacks are
// shuffled among themselves, and the game's random generator is replaced.
import type { GameState } from "../../../src/engine/index.ts";

/** A small seeded generator (mulberry32) for sampling worlds; never the game's own. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/**
 * A world the seat cannot tell from the real one: what it sees kept, what it cannot see dealt
 * anew. Reads the hidden parts of `state` only to know their sizes, which every player knows.
 */
export function sampleWorld(state: GameState, seat: number, seed: number): GameState {
  const next = generator(seed);
  const unseen: string[] = [...state.pileC];
  state.players.forEach((p, i) => { if (i !== seat) unseen.push(...p.hand); });
  // The same multiset of unseen C cards, in an order that depends only on what the seat sees:
  // sorting first, so neither the real order nor who holds which card shows through.
  const dealt = shuffled(unseen.sort(), next);
  let at = 0;
  const players = state.players.map((p, i) => {
    if (i === seat || p.hand.length === 0) return p;
    const hand = dealt.slice(at, at + p.hand.length);
    at += p.hand.length;
    return { ...p, hand };
  });
  const pileC = dealt.slice(at);
  let elderStacks = state.elderStacks;
  const hiddenAt = state.elderStacks.flatMap((st, i) => (st.hiddenBottom ? [i] : []));
  if (hiddenAt.length > 1) {
    const bottoms = shuffled(hiddenAt.map((i) => state.elderStacks[i]?.cards[0] ?? "").sort(), next);
    elderStacks = state.elderStacks.map((st, i) => {
      const k = hiddenAt.indexOf(i);
      const bottom = bottoms[k];
      return k < 0 || bottom === undefined ? st : { ...st, cards: [bottom, ...st.cards.slice(1)] as typeof st.cards };
    });
  }
  const word = () => Math.floor(next() * 4294967296) >>> 0;
  return {
    ...state,
    // The game's own generator is hidden too (it decides nothing after setup today, but a world
    // must not know what it would).
    rng: [word(), word(), word(), word()],
    players,
    pileA: shuffled(state.pileA.slice().sort(), next),
    pileB: shuffled(state.pileB.slice().sort(), next),
    pileC,
    elderStacks,
  };
}

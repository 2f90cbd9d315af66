// Setup for 2-5 players and the four deck options (rulebook "Central Display" and
// "Personal Display", board-data.md "Setup numbers").
import { cardsOf } from "./cards.ts";
import {
  DISPLAY_A_SIZE, DISPLAY_B_SIZE, ELDER_STACKS, HIDDEN_ELDERS, SHIPS_IN_GAME, SHIPS_PER_TYPE, START_FORESTS, UNISSUED_AT_START,
  START_PLATES, PLATES, RULES_VERSION, WORKERS,
} from "./rules-data.ts";
import { randomInt, seedRng, shuffle } from "./rng.ts";
import { log } from "./state.ts";
import type { DeckName, DeckOption, GameState, NewGameOptions, PlayerState } from "./types.ts";
import { msg } from "./words.ts";

const DECKS: readonly DeckName[] = ["herring", "mackerel", "codfish"];

function newPlayer(seat: number): PlayerState {
  return {
    supply: { wood: 0, fish: 0, gold: 0 },
    reserve: { wood: 0, fish: 0, gold: 0 },
    ships: [],
    buildings: [],
    forests: [...START_FORESTS],
    elders: [],
    // "Turn two Share tiles to the front side ... and the other three to the neutral back".
    unissued: UNISSUED_AT_START,
    shares: [seat, seat],
    hand: [],
    workersLeft: WORKERS,
    fishInHand: 0,
    shareFish: 0,
    pending: [],
    reserveShips: [],
    tally: { forestsRemovedThisTurn: 0, eldersUsedThisRound: 0, buildingsBuiltThisRound: 0 },
    cardState: {},
  };
}

function validateOptions(o: NewGameOptions): void {
  if (![2, 3, 4, 5].includes(o.players)) throw new RangeError("Nusfjord is played by 2 to 5 players.");
  if (typeof o.seed !== "string" || !o.seed) throw new RangeError("A game needs a non-empty seed.");
  if (o.deck !== undefined && !["herring", "mackerel", "codfish", "mixed"].includes(o.deck)) {
    throw new RangeError("The deck must be herring, mackerel, codfish or mixed.");
  }
}

/** The initial state, before round 1's Fishing phase. */
export function setup(o: NewGameOptions): GameState {
  validateOptions(o);
  const n = o.players;
  const deck: DeckOption = o.deck ?? "herring";
  const s: GameState = {
    v: 1,
    rules: RULES_VERSION,
    options: { players: n, seed: o.seed, deck },
    rng: seedRng(o.seed),
    round: 1,
    phase: "fishing",
    fishingEnded: false,
    turnEnded: false,
    finalStage: "none",
    firstPlayer: 0,
    turn: 0,
    drawDeck: "herring",
    players: Array.from({ length: n }, (_, seat) => newPlayer(seat)),
    plates: Array.from({ length: PLATES }, (_, i) => (i < START_PLATES[n] ? 1 : 0)),
    newShares: [],
    newSharesFish: 0,
    shipSupply: { sloop: SHIPS_PER_TYPE[n], cutter: SHIPS_PER_TYPE[n], schooner: SHIPS_PER_TYPE[n] },
    box: { sloop: SHIPS_IN_GAME - SHIPS_PER_TYPE[n], cutter: SHIPS_IN_GAME - SHIPS_PER_TYPE[n], schooner: SHIPS_IN_GAME - SHIPS_PER_TYPE[n] },
    elderStacks: [],
    displayA: [],
    displayB: [],
    displayC: [],
    pileA: [],
    pileB: [],
    pileC: [],
    placements: [],
    queues: [],
    ledger: { wood: 0, fish: START_PLATES[n], gold: 0 },
    log: [],
    choices: 0,
    undoBarrier: 0,
  };

  // Elders: #1-6 on the six spaces, #7-12 on top when used; 5 players: #13-18 face down beneath.
  const hidden = n === 5 ? shuffle(s, [...HIDDEN_ELDERS]) : [];
  s.elderStacks = ELDER_STACKS.map((st, i) => {
    const cards = [st.bottom];
    if (n >= st.minPlayers) cards.push(st.top);
    const under = hidden[i];
    return under ? { cards: [under, ...cards], hiddenBottom: true } : { cards, hiddenBottom: false };
  });

  // Buildings: 9 A and 6 B face up; the rest set aside (2 players: returned to the box).
  if (deck === "mixed") {
    s.drawDeck = DECKS[randomInt(s, DECKS.length)] ?? "herring";
    const dealt = new Set<string>();
    for (const d of DECKS) {
      const a = shuffle(s, cardsOf(d, "A")).slice(0, 3);
      const b = shuffle(s, cardsOf(d, "B")).slice(0, 2);
      s.displayA.push(...a);
      s.displayB.push(...b);
      for (const id of [...a, ...b]) dealt.add(id);
    }
    s.pileA = shuffle(s, cardsOf(s.drawDeck, "A").filter((id) => !dealt.has(id)));
    s.pileB = shuffle(s, cardsOf(s.drawDeck, "B").filter((id) => !dealt.has(id)));
  } else {
    s.drawDeck = deck;
    const a = shuffle(s, cardsOf(deck, "A"));
    const b = shuffle(s, cardsOf(deck, "B"));
    s.displayA = a.slice(0, DISPLAY_A_SIZE);
    s.displayB = b.slice(0, DISPLAY_B_SIZE);
    s.pileA = a.slice(DISPLAY_A_SIZE);
    s.pileB = b.slice(DISPLAY_B_SIZE);
  }
  if (n === 2) {
    s.pileA = [];
    s.pileB = [];
  }
  s.pileC = shuffle(s, cardsOf(s.drawDeck, "C"));

  // "Randomly determine a First Player".
  s.firstPlayer = randomInt(s, n);
  const deckWords = deck === "mixed" ? msg("game.mixed", { deck: msg(`deck.${s.drawDeck}`) }) : msg("game.deck", { deck: msg(`deck.${deck}`) });
  log(s, null, msg("game.begins", { players: n, deck: deckWords }));
  log(s, s.firstPlayer, msg("game.firstPlayer", { seat: { seat: s.firstPlayer } }));
  return s;
}

// The medium AI: one-step lookahead. For each legal choice of the seat it applies the choice with
// the engine (applyChoice is pure) and evaluates the resulting position for that seat, from the
// seat's own view only (summarize(state, seat)); it takes the best, ties broken by a hash of the
// position. A choice that opens a follow-up decision of the same action (which Building, which
// space, which payment) is valued by its best follow-up, so "Build a Building" is worth the
// Building it leads to.
//
// Hidden information: the evaluation reads only the seat's own player summary (score, goods,
// haul, Elders, Forests, Shares, hand) and public counts, never another hand, the piles' order
// or the random generator. Card values come from what the seat saw before choosing (the face-up
// displays and its own hand), so a choice that draws cards (the round-4 C draw, display refills)
// is valued without knowing which cards came: newly drawn hand cards count at an average value.
import { applyChoice, currentScore, haulSize, isTurnDecision, legalChoices, pendingSeats, type CardView, type GameState } from "../engine/index.ts";
import type { AiPlayer } from "./player.ts";
import { cardOf, fishingsLeft, searchChoices, shareCounts, turnsLeft } from "./reads.ts";
import { hash } from "./hash.ts";

const ROUNDS = 7;
/** Follow-up decisions explored below a choice (Build -> which Building -> which space -> payment). */
const MAX_DEPTH = 4;
/** Positions evaluated per decision at most; past it, follow-ups are valued as they stand. */
const MAX_EVALS = 600;

/** What the seat's evaluation needs from the position it decides in (same for every choice). */
export interface Context {
  seat: number;
  /** VP a good (wood or fish) is worth when turned into Buildings, from the visible cards. */
  goodValue: number;
  /** Value of a C card in hand, per card id seen before choosing; unknown (newly drawn) cards get `unknownCard`. */
  handValues: Map<string, number>;
  unknownCard: number;
  handBefore: readonly string[];
  pilesBefore: number;
  evals: number;
  /** Positions evaluated per decision at most; past it, follow-ups are valued as they stand. */
  maxEvals: number;
}

/** The total goods a card costs, counting a ship's worth of its haul as 3 goods. */
function costGoods(c: CardView): number {
  return c.cost.wood + c.cost.fish + c.cost.gold + 3 * c.cost.ships.length;
}

/** VP a card brings when built: its printed VP (conditional ones counted as 2) plus the free space it covers. */
function cardGain(c: CardView): number {
  return (c.vp ?? 2) + 1;
}

/**
 * How many VP one good is worth: the average VP per good of the best conversions on offer (the
 * five best visible Buildings and the seat's own hand), less a third for the actions it takes.
 */
function goodValueOf(state: GameState, hand: readonly CardView[]): number {
  const cards: CardView[] = [
    ...state.displayA.flatMap((id) => (id ? [cardOf(id)] : [])),
    ...state.displayB.flatMap((id) => (id ? [cardOf(id)] : [])),
    ...state.displayC.map(cardOf),
    ...hand,
  ];
  const rates = cards
    .map((c) => ({ gain: cardGain(c) - c.cost.gold, goods: c.cost.wood + c.cost.fish + 3 * c.cost.ships.length }))
    .filter((r) => r.goods > 0 && r.gain > 0)
    .map((r) => r.gain / r.goods)
    .sort((a, b) => b - a)
    .slice(0, 5);
  if (!rates.length) return 0.25;
  const avg = rates.reduce((a, b) => a + b, 0) / rates.length;
  return Math.min(0.6, Math.max(0.1, avg * 0.67));
}

/** The part of a position the seat may see and the evaluation reads: its own player, public counts. */
interface OwnView {
  phase: GameState["phase"];
  round: number;
  score: number;
  haulSize: number;
  supply: GameState["players"][number]["supply"];
  reserve: GameState["players"][number]["reserve"];
  reserveShips: number;
  elders: number;
  elderFish: number;
  forests: number;
  foreignSharesHeld: number;
  ownSharesAway: number;
  hand: readonly string[];
}

/**
 * The seat's own view of a position. Reads only what summarize(state, seat) shows the seat: its
 * own player, its score and haul size, everyone's Shares.
 */
function ownView(state: GameState, ctx: Context): OwnView {
  const seat = ctx.seat;
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  const shares = shareCounts(state, seat);
  return {
    phase: state.phase,
    round: state.round,
    score: currentScore(state, seat),
    haulSize: haulSize(state, seat),
    supply: p.supply,
    reserve: p.reserve,
    reserveShips: p.reserveShips.length,
    elders: p.elders.length,
    elderFish: p.elders.reduce((sum, e) => sum + e.fish, 0),
    forests: p.forests.reduce((a, b) => a + b, 0),
    foreignSharesHeld: shares.foreignHeld,
    ownSharesAway: shares.ownAway,
    hand: p.hand,
  };
}

/** The seat's position, in VP: the score as it stands plus what its means are worth for the rest of the game. */
export function evaluate(state: GameState, ctx: Context): number {
  const me = ownView(state, ctx);
  if (me.phase === "over") return me.score;
  // Worker placements still to come, and Fishing phases still to come.
  const later = ROUNDS - me.round;
  const turns = turnsLeft(state, ctx.seat);
  const fishings = fishingsLeft(state);
  // Goods are worth something only while there are turns left to spend them.
  const useful = Math.min(1, turns / 4);
  const g = ctx.goodValue * useful;
  const wood = Math.min(12, me.supply.wood) + 0.8 * me.reserve.wood;
  const fish = me.supply.fish + 0.8 * me.reserve.fish;
  // Gold in the supply is already in the score; gold in the Reserve needs a transfer.
  const goods = (wood + fish) * g + 0.9 * me.reserve.gold;
  // A haul brings its fish at every Fishing phase still to come (Elders and Shares take their part of it, below).
  const haul = me.haulSize * fishings * ctx.goodValue * Math.min(1, (turns - 1) / 4 + 0.25);
  // An Elder is one more action space of one's own each round, fed a fish at each Fishing.
  const elders = me.elders * (fishings > 0 ? Math.min(3, 0.7 * later) : 0) + me.elderFish * 0.1;
  // A Forest is wood to come (Deforest gives 5 per tile, Thin Out 1 per tile).
  const forests = me.forests * Math.min(2.5, 0.2 * turns) * g;
  // Shares of others bring a fish per Fishing; own Shares held by others take one from the haul.
  const shares = (me.foreignSharesHeld - me.ownSharesAway) * fishings * ctx.goodValue;
  // C cards in hand: a chance to build them, worth part of their VP while turns remain. Cards
  // the seat did not hold before choosing (just drawn) count at an average value.
  let hand = 0;
  const known = [...ctx.handBefore];
  for (const id of me.hand) {
    const i = known.indexOf(id);
    if (i >= 0) { known.splice(i, 1); hand += ctx.handValues.get(id) ?? ctx.unknownCard; }
    else hand += ctx.unknownCard;
  }
  hand *= useful;
  const ships = me.reserveShips * 1.5;
  return me.score + goods + haul + elders + forests + shares + hand + ships;
}

/** Cards left in the three piles: a public count (summarize shows it), read to notice that a choice drew cards. */
function pileCount(state: GameState): number {
  return state.pileA.length + state.pileB.length + state.pileC.length;
}

/** Value of a choice: the position it leads to, or its best follow-up when the same action asks the seat more. */
function valueOf(state: GameState, choiceId: string, ctx: Context, depth: number): number {
  const next = applyChoice(state, ctx.seat, choiceId);
  ctx.evals++;
  const drew = pileCount(next) !== ctx.pilesBefore;
  const followUp = !drew && depth < MAX_DEPTH && ctx.evals < ctx.maxEvals && next.phase !== "over" &&
    pendingSeats(next).includes(ctx.seat) && !isTurnDecision(next, ctx.seat);
  if (followUp) {
    const more = legalChoices(next, ctx.seat).filter((c) => !c.id.startsWith("anytime:"));
    if (more.length) {
      let best = -Infinity;
      for (const c of more) best = Math.max(best, valueOf(next, c.id, ctx, depth + 1));
      return best;
    }
  }
  return evaluate(next, ctx);
}

/**
 * Every candidate choice of the seat with its value (the evaluation of the position it leads to)
 * and its tie-break, in legal-choice order. Anytime exchanges are left to the actions that need
 * them (the engine offers them again later) unless nothing else is legal.
 */
export function mediumValues(state: GameState, seat: number, maxEvals = MAX_EVALS): { id: string; value: number; tie: number }[] {
  const ctx = contextOf(state, seat);
  ctx.maxEvals = maxEvals;
  return valuesIn(state, ctx);
}

function valuesIn(state: GameState, ctx: Context): { id: string; value: number; tie: number }[] {
  const seat = ctx.seat;
  return searchChoices(state, seat).map((c) => ({
    id: c.id,
    value: valueOf(state, c.id, ctx, 1),
    tie: hash(`${state.options.seed}:${state.choices}:${seat}:${c.id}`),
  }));
}

/**
 * What the seat's evaluation needs, from what the seat sees in this position (its own hand, the
 * face-up displays, public counts): the worth of a good, of each card in its hand.
 */
export function contextOf(state: GameState, seat: number): Context {
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  // The seat's own hand and the face-up displays, as summarize(state, seat) shows them (read
  // directly: this runs at every decision of every playout).
  const hand = p.hand.map(cardOf);
  const goodValue = goodValueOf(state, hand);
  const handValues = new Map<string, number>();
  for (const c of hand) handValues.set(c.id, Math.max(0.3, 0.5 * (cardGain(c) - costGoods(c) * goodValue)));
  return {
    seat,
    goodValue,
    handValues,
    unknownCard: 0.8,
    handBefore: hand.map((c) => c.id),
    pilesBefore: pileCount(state),
    evals: 0,
    maxEvals: MAX_EVALS,
  };
}

/** The best of the values (ties: the lowest hash of the position and choice). */
export function bestOf<T extends { value: number; tie: number }>(values: readonly T[]): T {
  let best: T | null = null;
  for (const c of values) {
    if (!best || c.value > best.value + 1e-9 || (Math.abs(c.value - best.value) <= 1e-9 && c.tie < best.tie)) best = c;
  }
  if (!best) throw new Error("unreachable: no candidate");
  return best;
}

/**
 * The medium AI's choice, and how many positions it evaluated to make it (the cost the hard AI
 * counts when it plays medium's choices in its playouts). `maxEvals` caps that cost. `bonus`
 * (the hard AI's playouts only) adds VP to a choice's value, for what the evaluation misses.
 */
export function mediumChoice(state: GameState, seat: number, maxEvals = MAX_EVALS, bonus?: (id: string) => number): { id: string; evals: number } {
  const all = legalChoices(state, seat);
  if (all.length === 0) throw new Error(`Seat ${seat} has nothing to decide.`);
  if (all.length === 1 && all[0]) return { id: all[0].id, evals: 0 };
  const ctx = contextOf(state, seat);
  ctx.maxEvals = maxEvals;
  const values = valuesIn(state, ctx);
  if (bonus) for (const v of values) v.value += bonus(v.id);
  return { id: bestOf(values).id, evals: ctx.evals };
}

export const mediumAi: AiPlayer = {
  choose(state, seat) {
    return mediumChoice(state, seat).id;
  },
};

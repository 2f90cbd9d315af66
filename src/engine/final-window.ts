// The window right before scoring: what a seat may still do there (Anytime exchanges, Buildings'
// final choices), whether that could raise their score (only then are they asked), and the
// question in the player's words.
import { card } from "./cards.ts";
import { scoreTotal } from "./scoring.ts";
import { player } from "./state.ts";
import { anytimeChoices, applyAnytime } from "./triggers.ts";
import type { Choice, GameState, Msg, PlayerState, Step } from "./types.ts";
import { msg } from "./words.ts";

/** The window's choice that only the bot makes, for a seat whose time there ran out (never offered). */
export const FINAL_WINDOW_TIME_UP = "done:time-up";

/** How many window choices in a row the test of `scoreCanStillRise` looks ahead. */
const WINDOW_LOOKAHEAD = 3;

/** What a seat may still do in the window before scoring, "done" aside: Anytime exchanges and Buildings' final choices. */
export function windowChoices(s: GameState, seat: number): Choice[] {
  const out: Choice[] = [...anytimeChoices(s, seat)];
  for (const b of player(s, seat).buildings) out.push(...(card(b.id).effect?.finalChoices?.(s, seat) ?? []));
  return out;
}

/**
 * Carry out one window choice (an Anytime exchange or a Building's final choice): the steps it
 * leaves to ask (a Building's follow-up), or null when it is not one of the seat's choices now.
 */
export function applyWindowChoice(s: GameState, seat: number, id: string): Step[] | null {
  if (id.startsWith("anytime:")) return applyAnytime(s, seat, id) ? [] : null;
  const owner = player(s, seat).buildings.find((b) => card(b.id).effect?.finalChoices?.(s, seat).some((c) => c.id === id));
  const effect = owner ? card(owner.id).effect : undefined;
  if (!owner || !effect?.resolveFinal) return null;
  return effect.resolveFinal({ s, seat, card: owner.id }, id);
}

/**
 * A cheap copy for trying window choices: the seat's own board and goods, the general supply's
 * count and the Ship supply are copied (all a window choice changes: goods move only through
 * gain/pay/gainReserve/payReserve/removeShip, effects it sets off wait in the seat's `pending`);
 * the other players, the displays and the log's past are shared, never written.
 */
function windowCopy(s: GameState, seat: number): GameState {
  const p = player(s, seat);
  const cardState: PlayerState["cardState"] = {};
  for (const [id, st] of Object.entries(p.cardState)) cardState[id] = { ...st };
  const players = s.players.slice();
  players[seat] = {
    ...p,
    supply: { ...p.supply }, reserve: { ...p.reserve }, reserveShips: p.reserveShips.slice(), ships: p.ships.slice(),
    forests: p.forests.slice(), elders: p.elders.map((e) => ({ ...e })), shares: p.shares.slice(), hand: p.hand.slice(),
    pending: p.pending.slice(), tally: { ...p.tally }, cardState,
  };
  return { ...s, players, ledger: { ...s.ledger }, shipSupply: { ...s.shipSupply }, box: { ...s.box }, log: [], queues: [] };
}

/** The seat's score after one window choice tried on a copy (null when the choice is not available). */
function scoreAfter(s: GameState, seat: number, id: string): { copy: GameState; total: number } | null {
  const copy = windowCopy(s, seat);
  if (applyWindowChoice(copy, seat, id) === null) return null;
  return { copy, total: scoreTotal(copy, seat) };
}

/**
 * Whether the seat holds an effect that could still raise their final score: some run of up to
 * WINDOW_LOOKAHEAD window choices (exchanges, a Building's final choice; never "done") ends
 * with a higher score than now. Choices that can only keep or lower a player's own score are
 * not worth a wait, so such a player is not asked. A few steps deep on cheap copies, never the
 * whole tree; a run that raises the score stops the search at once.
 */
export function scoreCanStillRise(s: GameState, seat: number): boolean {
  const first = windowChoices(s, seat);
  if (first.length === 0) return false;
  const now = scoreTotal(s, seat);
  const search = (t: GameState, choices: readonly Choice[], depth: number): boolean => {
    for (const c of choices) {
      const tried = scoreAfter(t, seat, c.id);
      if (!tried) continue;
      if (tried.total > now) return true;
      if (depth > 1 && search(tried.copy, windowChoices(tried.copy, seat), depth - 1)) return true;
    }
    return false;
  };
  return search(s, first, WINDOW_LOOKAHEAD);
}

/**
 * The window's question, in the player's words: each thing they can still do with what it does
 * to their score by itself ("Cooperage: exchange 4 wood for 1 gold (+1 VP)"), then Done.
 */
export function finalWindowPrompt(s: GameState, seat: number): Msg {
  const now = scoreTotal(s, seat);
  const options = windowChoices(s, seat).map((c): Msg => {
    const d = (scoreAfter(s, seat, c.id)?.total ?? now) - now;
    return msg("choice.withVp", { label: c.say ?? c.label, delta: `${d > 0 ? "+" : d < 0 ? "−" : ""}${Math.abs(d)}` });
  });
  if (options.length === 0) return msg("prompt.windowNothing", { seat: { seat } });
  return msg("prompt.window", { seat: { seat }, options: { list: options, join: "dot" } });
}

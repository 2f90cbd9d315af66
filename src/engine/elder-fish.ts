// Fish on Elders: "Using an Elder: ... take 1 Fish from highest Banquet plate, place on Elder.
// If 3 Fish, gain 1 to Personal Supply, return 2. Then perform Elder's action." (quick reference)
import { RuleError, log, payOutElder, player } from "./state.ts";
import { record } from "./listeners.ts";
import { card } from "./cards.ts";
import type { ElderId, ElderSeat, GameState, Step } from "./types.ts";
import { msg } from "./words.ts";

/**
 * One fish onto the seat's Elder, with the 3-fish payout. Returns the decision a Building asks
 * about that payout (Cold Storage), to be made before anything else; `ask: false` (a legality
 * preview) takes the Building's own default instead.
 */
export function giveElderFish(s: GameState, seat: number, elder: ElderId, ask = true): Step[] {
  const e = elderOf(s, seat, elder);
  e.fish += 1;
  if (e.fish !== 3) return [];
  const rule = player(s, seat).buildings.map((b) => ({ id: b.id, choice: card(b.id).effect?.payoutChoice })).find((x) => x.choice);
  const choice = rule?.choice?.(s, seat) ?? "basic";
  if (choice === "ask" && ask && rule) return [{ k: "card", card: rule.id, tag: "payout", data: { elder }, prompt: msg("prompt.payout", { elder: { elder } }) }];
  if (choice === "basic") basicPayout(s, seat, elder);
  else keepOnePayout(s, seat, elder);
  return [];
}

/** "Each time there are exactly 3 fish on an Elder ... 1 fish in your personal supply, 2 to the general supply." */
export function basicPayout(s: GameState, seat: number, elder: ElderId): void {
  const e = elderOf(s, seat, elder);
  payOutElder(s, seat, e);
  log(s, seat, msg("log.basicPayout", { seat: { seat }, elder: { elder } }));
  record(s, seat, "afterElderPayout", undefined, elder);
}

/** Cold Storage: "leave 1 fish on the Elder, move 1 fish into your personal supply, and 1 fish into the general supply". */
export function keepOnePayout(s: GameState, seat: number, elder: ElderId): void {
  const e = elderOf(s, seat, elder);
  payOutElder(s, seat, e, 1);
  log(s, seat, msg("log.keepPayout", { seat: { seat }, elder: { elder } }));
}

function elderOf(s: GameState, seat: number, elder: ElderId): ElderSeat {
  const e = player(s, seat).elders.find((x) => x.id === elder);
  if (!e) throw new RuleError(msg("error.elderNotInCouncil", { elder: { elder } }));
  return e;
}

/** Using an Elder: the fish from the highest-numbered plate that holds one goes onto it. Returns the payout decision, if any. */
export function takeFromTableToElder(s: GameState, seat: number, elder: ElderId, ask = true): Step[] {
  for (let i = s.plates.length - 1; i >= 0; i--) {
    if ((s.plates[i] ?? 0) > 0) {
      s.plates[i] = (s.plates[i] ?? 1) - 1;
      log(s, seat, msg("log.usesElder", { seat: { seat }, elder: { elder }, plate: i + 1 }));
      return giveElderFish(s, seat, elder, ask);
    }
  }
  throw new RuleError(NO_BANQUET_FISH);
}

const NO_BANQUET_FISH = msg("error.noBanquetFish");

/**
 * The position a Worker on this Elder acts from: the Banquet fish already taken and the 3-fish
 * payout made. Whether the Elder may be used is judged here, not before (a Sailor may serve the
 * plate his own fish just emptied; a Constructor may pay with the payout fish). A light copy:
 * only what taking the fish changes is copied; the input is never changed.
 */
export function afterElderFish(s: GameState, seat: number, elder: ElderId): GameState {
  // A light copy of what taking the fish and its payout change (the Banquet Table, the ledger, the
  // seat's supply, Elders and waiting effects); everything else stays shared with `s`.
  const t: GameState = {
    ...s,
    plates: s.plates.slice(),
    ledger: { ...s.ledger },
    log: [],
    players: s.players.map((p, i) => (i === seat
      ? { ...p, supply: { ...p.supply }, elders: p.elders.map((e) => ({ ...e })), pending: p.pending.slice() }
      : p)),
  };
  takeFromTableToElder(t, seat, elder, false);
  return t;
}

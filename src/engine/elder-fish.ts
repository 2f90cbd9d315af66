// Fish on Elders: "Using an Elder: ... take 1 Fish from highest Banquet plate, place on Elder.
// If 3 Fish, gain 1 to Personal Supply, return 2. Then perform Elder's action." (quick reference)
import { ELDERS } from "./rules-data.ts";
import { RuleError, log, payOutElder, player, seatName } from "./state.ts";
import { previewCopy, record } from "./triggers.ts";
import type { ElderId, GameState } from "./types.ts";

/** One fish onto the seat's Elder, with the 3-fish payout. */
export function giveElderFish(s: GameState, seat: number, elder: ElderId): void {
  const e = player(s, seat).elders.find((x) => x.id === elder);
  if (!e) throw new RuleError(`The ${ELDERS[elder].name} is not in your Elder Council.`);
  e.fish += 1;
  // "Each time there are exactly 3 fish on an Elder ... 1 fish in your personal supply, 2 to the general supply."
  if (e.fish === 3) {
    payOutElder(s, seat, e);
    log(s, seat, `${seatName(seat)}'s ${ELDERS[elder].name} had 3 fish: 1 goes to their supply, 2 to the general supply.`);
    record(s, seat, "afterElderPayout", undefined, elder);
  }
}

/** Using an Elder: the fish from the highest-numbered plate that holds one goes onto it. */
export function takeFromTableToElder(s: GameState, seat: number, elder: ElderId): void {
  for (let i = s.plates.length - 1; i >= 0; i--) {
    if ((s.plates[i] ?? 0) > 0) {
      s.plates[i] = (s.plates[i] ?? 1) - 1;
      log(s, seat, `${seatName(seat)} uses the ${ELDERS[elder].name}, taking the fish from plate ${i + 1}.`);
      giveElderFish(s, seat, elder);
      return;
    }
  }
  throw new RuleError("There is no fish on the Banquet Table.");
}

/**
 * The position a Worker on this Elder acts from: the Banquet fish already taken and the 3-fish
 * payout made. Whether the Elder may be used is judged here, not before (a Sailor may serve the
 * plate his own fish just emptied; a Constructor may pay with the payout fish). A light copy:
 * only what taking the fish changes is copied; the input is never changed.
 */
export function afterElderFish(s: GameState, seat: number, elder: ElderId): GameState {
  const t = previewCopy(s, seat);
  takeFromTableToElder(t, seat, elder);
  return t;
}

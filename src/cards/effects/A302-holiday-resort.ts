import type { CardEffect } from "../../engine/card-hooks.ts";
import { workerTurn } from "../../engine/turns.ts";
import { pay, log, player } from "../../engine/state.ts";
import { takeFor } from "../mechanisms/card-gain.ts";
import { msg } from "../../engine/words.ts";

/**
 * Holiday Resort (Codfish, A302): "Each time before you take a “Take an Elder” action, you must
 * either pay or receive fish. If you take the action on your first Worker’s turn, you must return
 * 1 fish from your personal supply to the general supply, if possible. (If there is no fish in your
 * personal supply, you do not have to pay any.) If you take the action on your second and third
 * Worker’s turn, take 1 and 2 fish from the general supply, respectively, and place the fish in
 * your personal supply. All of this also applies when you “Take an Elder” as a consequence of
 * another action (e.g., via Buildings like the “Ballroom” or “Park Lodge”). If you take more than
 * one “Take an Elder” action on the same turn (e.g., via the “Village Center” from the Herring
 * deck), you must apply this effect to each of these actions."
 * The Worker's turn is the turn's ordinal in the round, passes included (ruling A6); outside a
 * Worker's turn nothing is paid or received (ruling A16).
 */
export const holidayResort: CardEffect = {
  before: {
    beforeTakeElder({ s, seat, card }) {
      const turn = workerTurn(s, seat);
      if (turn === 1 && player(s, seat).supply.fish > 0) {
        pay(s, seat, { fish: 1 });
        log(s, seat, msg("cards.A302.returns", { seat: { seat } }));
      } else if (turn === 2 || turn === 3) {
        takeFor(s, seat, card, { fish: turn - 1 }, "supply");
      }
      return [];
    },
  },
};

import type { CardEffect } from "../../engine/card-hooks.ts";
import { haulSize } from "../../engine/triggers.ts";
import type { GameState } from "../../engine/types.ts";
import { bySelf } from "../mechanisms/free-action.ts";
import { shipsFit } from "../mechanisms/ship-room.ts";

/** A schooner is at hand: on the supply board, else in the game box; and it fits on the track. */
function schoonerAtHand(s: GameState, seat: number): boolean {
  return shipsFit({ ...s, shipSupply: { ...s.shipSupply, schooner: s.shipSupply.schooner + s.box.schooner } }, seat, ["schooner"]);
}

/**
 * Wharf (Herring, C143): "As soon as your haul size is exactly 10, immediately (and only once via
 * this Building) take 1 free schooner from the Ships and Elders supply board and add the schooner
 * to the right of your Ships on the Fishing track. (As a result, your haul size will be 12.) If
 * there are no schooners left, take one from the game box. (You may not take a sloop or cutter
 * instead.) Taking the schooner is considered a “Build a Ship” action (which may trigger other
 * Buildings like the “Seafaring Society”). If your haul size is 10 already when you build the
 * Wharf, you get the schooner right away. Note that there are Buildings (like the “Ship Broker”
 * from the Mackerel deck) and—in 5-player games—the “Ship Owner” Elder that can cause your haul
 * size to drop below 10 again."
 *
 * Ruling A3: checked when the running action is complete (also after an Anytime sale off-turn),
 * on the effective haul, and only while a schooner fits on the track and one is at hand; until
 * then the Wharf stays unused.
 */
export const wharf: CardEffect = {
  once: {
    condition: (s, seat) => haulSize(s, seat) === 10 && schoonerAtHand(s, seat),
    effect: (ctx) => [{ k: "acquire-ship", src: bySelf(ctx), ships: ["schooner"], fromBox: true }],
  },
};

import { bySelf, freeAction } from "../mechanisms/free-action.ts";
import { whyNoShip } from "../mechanisms/ship-room.ts";
import { msg } from "../../engine/words.ts";

/**
 * Boathouse (Herring, A101): "Immediately (and only once via this Building) take 1 free sloop
 * from the Ships and Elders supply board and add the sloop to the right of the Ships on your
 * Fishing track. The Boathouse has no effect if there are no sloops left or if there is not
 * enough space on your Fishing track. Otherwise taking the sloop is considered a “Build a Ship”
 * action (which may trigger other Buildings like the “Seafaring Society”)."
 * Asked with a decline (ruling A14: it moves a Ship).
 */
export const boathouse = freeAction({
  prompt: msg("cards.A101.prompt"),
  label: msg("cards.A101.take"),
  noEffect: (s, seat) => whyNoShip(s, seat, "sloop"),
  steps: (ctx) => [{ k: "acquire-ship", src: bySelf(ctx), ships: ["sloop"] }],
});

import { bySelf, freeAction } from "../mechanisms/free-action.ts";
import { whyNoShip } from "../mechanisms/ship-room.ts";
import { msg } from "../../engine/words.ts";

/**
 * Boatbuilder (Herring, A102): "Immediately (and only once via this Building) take 1 free cutter
 * from the Ships and Elders supply board and add the cutter to the right of the Ships on your
 * Fishing track. The Boatbuilder has no effect if there are no cutters left or if there is not
 * enough space on your Fishing track. (You may not take a sloop instead.) Otherwise taking the
 * cutter is considered a “Build a Ship” action (which may trigger other Buildings like the
 * “Seafaring Society”)."
 */
export const boatbuilder = freeAction({
  prompt: msg("cards.A102.prompt"),
  label: msg("cards.A102.take"),
  noEffect: (s, seat) => whyNoShip(s, seat, "cutter"),
  steps: (ctx) => [{ k: "acquire-ship", src: bySelf(ctx), ships: ["cutter"] }],
});

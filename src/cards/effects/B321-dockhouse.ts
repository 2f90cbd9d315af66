import { reserveEmpty } from "../../engine/actions.ts";
import { player } from "../../engine/state.ts";
import { bySelf, freeAction } from "../mechanisms/free-action.ts";
import { msg } from "../../engine/words.ts";

const NO_SCHOONERS = msg("noEffect.noShips.schooner");
const RESERVE_USED = msg("cards.B321.why");

/**
 * Dockhouse (Codfish, B321): "If the Reserve space on your Harbor track is empty, immediately (and
 * only once via this Building) take 1 free schooner from the Ships and Elders supply board and place
 * the schooner in your Reserve. The Dockhouse has no effect if there are no schooners left or if
 * there are goods or other things in your Reserve. (You may not take a sloop or cutter instead.)
 * Otherwise taking the schooner is considered a “Build a Ship” action (which may trigger other
 * Buildings like the “Seafaring Society” from the Herring deck). Add the schooner to the right of
 * your Ships on the Fishing track the next time you empty your Reserve (e.g., by taking a “Transfer
 * Reserve” action). If there is not enough space on your Fishing track, return the schooner to the
 * Ships and Elders supply board. The schooner scores nothing if still in your Reserve at the end."
 *
 * Ruling A18: "empty" means literally empty when the effect resolves; Transfer Reserve is open with
 * only the schooner there, and moving it is not another Build a Ship action. While it waits it is
 * no Ship on the track (haul, Ship VP and Ship counts ignore it). Asked, as it moves a Ship (A14).
 */
export const dockhouse = freeAction({
  prompt: msg("cards.B321.prompt"),
  label: msg("cards.B321.take"),
  noEffect: (s, seat) => {
    if (s.shipSupply.schooner <= 0) return NO_SCHOONERS;
    return reserveEmpty(player(s, seat)) ? null : RESERVE_USED;
  },
  steps: (ctx) => [{ k: "acquire-ship", src: bySelf(ctx), ships: ["schooner"], toReserve: true }],
});

import type { CardEffect } from "../../engine/card-hooks.ts";
import { SHIPS } from "../../engine/rules-data.ts";
import type { Choice, ShipType } from "../../engine/types.ts";
import { logNoEffect } from "../mechanisms/card-gain.ts";
import { bySelf } from "../mechanisms/free-action.ts";
import { shipsFit, whyNoShip } from "../mechanisms/ship-room.ts";
import { msg, said } from "../../engine/words.ts";

const SLOOPS: Record<string, ShipType[]> = { "sloops:1": ["sloop"], "sloops:2": ["sloop", "sloop"] };
const PROMPT = msg("cards.B328.prompt");
const ONE = said("sloops:1", msg("cards.B328.one"));
const TWO = said("sloops:2", msg("cards.B328.two"));

/**
 * Boat Hall (Codfish, B328): "Pay the required cutter by removing it from your Fishing track. ...
 * Then immediately (and only once via this Building) take up to 2 sloops from the Ships and Elders
 * supply board and add the sloops to the right of your Ships on the Fishing track. The Boat Hall
 * has no effect if there are no sloops left or if there is not enough space on your Fishing track.
 * Otherwise taking the sloop(s) is considered a single “Build a Ship” action (which can trigger
 * other Buildings like the “Seafaring Society” from the Herring deck)."
 * The printed cutter is paid by the engine when building; "up to 2": 1 or 2, or decline (A17).
 */
export const boatHall: CardEffect = {
  // Judged before building: the cutter it costs leaves the Fishing track first.
  noEffectNow: (s, seat) => whyNoShip(s, seat, "sloop", SHIPS.cutter.spaces),
  immediately(ctx) {
    const why = whyNoShip(ctx.s, ctx.seat, "sloop");
    if (why !== null) {
      logNoEffect(ctx, why);
      return [];
    }
    return [{ k: "card", card: ctx.card, tag: "sloops", data: {}, optional: true, prompt: PROMPT }];
  },
  stepChoices(s, seat) {
    const out: Choice[] = [];
    if (shipsFit(s, seat, ["sloop"])) out.push(ONE);
    if (shipsFit(s, seat, ["sloop", "sloop"])) out.push(TWO);
    return out;
  },
  resolveStep(ctx, _step, choiceId) {
    const ships = SLOOPS[choiceId];
    return ships ? [{ k: "acquire-ship", src: bySelf(ctx), ships }] : [];
  },
};

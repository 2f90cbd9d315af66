// "you may take an additional “Serve Fish” action, without placing another Worker. If you do, you
// may only serve fish to one plate": Fisher's House and Purveyor. One optional card step whose
// acceptance queues the engine's Serve Fish of one plate, with the card as its source.
import { canServe, smallestEmptyPlate } from "../../engine/actions.ts";
import type { Choice, GameState, Step } from "../../engine/types.ts";
import { msg, said } from "../../engine/words.ts";

/** When the extra Serve Fish is offered: after the Worker's action (Fisher's House), before the Elder is used (Purveyor). */
const WHEN = { afterAction: msg("onePlate.afterAction"), beforeElder: msg("onePlate.beforeElder") } as const;

export function offerOnePlate(card: string, when: keyof typeof WHEN): Step {
  return { k: "card", card, tag: "serve", data: {}, optional: true, prompt: WHEN[when] };
}

export function onePlateChoices(s: GameState, seat: number): Choice[] {
  if (!canServe(s, seat)) return [];
  const plate = smallestEmptyPlate(s) + 1;
  return [said("serve", msg("choice.serve", { plate }))];
}

export function servePlate(card: string, choiceId: string): Step[] {
  return choiceId === "serve" ? [{ k: "serve-plate", src: { kind: "card", card }, onePlate: true }] : [];
}

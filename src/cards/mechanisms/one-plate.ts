// "you may take an additional “Serve Fish” action, without placing another Worker. If you do, you
// may only serve fish to one plate": Fisher's House and Purveyor. One optional card step whose
// acceptance queues the engine's Serve Fish of one plate, with the card as its source.
import { canServe, smallestEmptyPlate } from "../../engine/actions.ts";
import type { Choice, GameState, Step } from "../../engine/types.ts";

export function offerOnePlate(card: string, when: string): Step {
  return { k: "card", card, tag: "serve", data: {}, optional: true, prompt: `${when}, serve fish to one plate (+1 gold)?` };
}

export function onePlateChoices(s: GameState, seat: number): Choice[] {
  if (!canServe(s, seat)) return [];
  const plate = smallestEmptyPlate(s) + 1;
  return [{ id: "serve", label: `Serve plate ${plate} (${plate} fish, +1 gold)` }];
}

export function servePlate(card: string, choiceId: string): Step[] {
  return choiceId === "serve" ? [{ k: "serve-plate", src: { kind: "card", card }, onePlate: true }] : [];
}

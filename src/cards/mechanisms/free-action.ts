// "You may immediately (and only once via this Building) take a “X” action, without placing a
// Worker": one optional card step (`use:<card>` / decline, ruling A14) whose acceptance queues
// the engine's own steps for that action, with the card as its source. Used by every card that
// grants one whole action: Boathouse, Boatbuilder, Portal, Office.
import type { CardEffect, HookContext } from "../../engine/card-hooks.ts";
import type { GameState, Msg, Step } from "../../engine/types.ts";
import { said } from "../../engine/words.ts";
import { logNoEffect } from "./card-gain.ts";

export interface FreeAction {
  /** The question, in the card's words ("take 1 free sloop?"). */
  prompt: Msg;
  /** The label of the `use:<card>` choice. */
  label: Msg;
  /**
   * Why the card has no effect now ("... has no effect if ..."), or null when it can act: a
   * clause naming no person, logged when it is built and shown on the build choices before.
   * (None of these cards pays with what the reason looks at, so before and after building agree.)
   */
  noEffect: (s: GameState, seat: number) => Msg | null;
  /** The steps of the granted action. */
  steps: (ctx: HookContext) => Step[];
}

export function freeAction(a: FreeAction): CardEffect {
  return {
    immediately(ctx) {
      const why = a.noEffect(ctx.s, ctx.seat);
      if (why !== null) {
        logNoEffect(ctx, why);
        return [];
      }
      return [{ k: "card", card: ctx.card, tag: "use", data: {}, optional: true, prompt: a.prompt }];
    },
    noEffectNow: a.noEffect,
    stepChoices: (s, seat, step) => (a.noEffect(s, seat) === null ? [said(`use:${step.card}`, a.label)] : []),
    resolveStep: (ctx, step, choiceId) => (choiceId === `use:${step.card}` ? a.steps(ctx) : []),
  };
}

/** The card as the source of the action it grants. */
export const bySelf = (ctx: HookContext) => ({ kind: "card", card: ctx.card }) as const;

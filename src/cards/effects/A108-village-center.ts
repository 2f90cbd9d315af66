import type { CardEffect } from "../../engine/card-hooks.ts";
import type { Choice, GameState, Msg, Step } from "../../engine/types.ts";
import { unlessNoEffect } from "../mechanisms/card-gain.ts";
import { bySelf } from "../mechanisms/free-action.ts";
import { whyNoShip } from "../mechanisms/ship-room.ts";
import { freeTakeElder, whyNoElder } from "../mechanisms/take-elder-free.ts";
import { msg, said } from "../../engine/words.ts";

type MenuStep = Extract<Step, { k: "card" }>;

const sloopOpen = (s: GameState, seat: number, step: MenuStep) => step.data.sloop !== true && whyNoShip(s, seat, "sloop") === null;
const eldersOpen = (s: GameState, seat: number, step: MenuStep) => step.data.elders !== true && whyNoElder(s, seat) === null;

const PROMPT = msg("cards.A108.prompt");
const WHY = msg("cards.A108.why");
const SLOOP = said("village:sloop", msg("cards.A108.sloop"));
const ELDERS = said("village:elders", msg("cards.A108.elders"));

function menu(card: string, data: MenuStep["data"]): Step {
  return { k: "card", card, tag: "menu", data, optional: true, prompt: PROMPT };
}

/**
 * The whole card does nothing only when both parts do. Said in one short clause (the build
 * choice's note has room for about 65 characters of reason), not the two parts' own reasons.
 */
function whyNot(s: GameState, seat: number): Msg | null {
  return whyNoShip(s, seat, "sloop") !== null && whyNoElder(s, seat) !== null ? WHY : null;
}

/**
 * Village Center (Herring, A108): "Immediately (and only once via this Building) take 1 free sloop
 * ... This part of the Village Center has no effect if there are no sloops left or if there is not
 * enough space on your Fishing track. Otherwise taking the sloop is considered a “Build a Ship”
 * action ... Before and/or after, you may immediately (and only once via this Building) take two
 * consecutive “Take an Elder” actions, without placing a Worker. ... You may not use the new Elders
 * right away. ... If you only have one seat left in your Elder Council, you can only take one of
 * the two “Take an Elder” actions. This part of the Village Center has no effect if there are no
 * seats left in your Elder Council. In total, the Village Center grants you three free actions
 * that you may take in any order."
 *
 * A menu of the two parts; each part may be skipped, and so may the second Elder (ruling A17).
 * The two Take an Elder actions follow each other, before or after the sloop (ruling A8c).
 */
export const villageCenter: CardEffect = {
  noEffectNow: whyNot,
  immediately: unlessNoEffect(whyNot, (ctx) => [menu(ctx.card, {})]),
  stepChoices(s, seat, step) {
    const out: Choice[] = [];
    if (sloopOpen(s, seat, step)) out.push(SLOOP);
    if (eldersOpen(s, seat, step)) out.push(ELDERS);
    return out;
  },
  resolveStep(ctx, step, choiceId) {
    if (choiceId === "village:sloop") {
      return [{ k: "acquire-ship", src: bySelf(ctx), ships: ["sloop"] }, menu(ctx.card, { ...step.data, sloop: true })];
    }
    if (choiceId === "village:elders") {
      return [freeTakeElder(ctx), freeTakeElder(ctx), menu(ctx.card, { ...step.data, elders: true })];
    }
    return [];
  },
};

// Cards whose effect is their end-game score (group G1 of the cards map), and the Castle.
import type { CardEffect } from "../../hooks.ts";
import { castle } from "../C148-castle.ts";
import { harborInstallation } from "../C151-harbor-installation.ts";

export const SCORING_CARDS: Readonly<Record<string, CardEffect>> = {
  C148: castle,
  C151: harborInstallation,
};

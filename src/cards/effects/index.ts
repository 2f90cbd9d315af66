// Building effects implemented so far, keyed by card id. Each card's effect lives in
// its own file; adding a card is adding a file and a line here.
import type { CardEffect } from "../hooks.ts";
import { harborInstallation } from "./C151-harbor-installation.ts";

export const EFFECTS: Readonly<Record<string, CardEffect>> = {
  C151: harborInstallation,
};

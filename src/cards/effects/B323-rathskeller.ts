import type { CardEffect } from "../../engine/card-hooks.ts";
import { player } from "../../engine/state.ts";
import { gainBy } from "../mechanisms/immediate-gain.ts";
import { msg } from "../../engine/words.ts";

const NO_ELDER_FISH = msg("cards.B323.why");

/**
 * Rathskeller (Codfish, B323): "Immediately (and only once via this Building) take an amount of
 * gold from the general supply equal to the number of fish on the Elders in your Elder Council
 * and place the gold in your personal supply. Leave the fish on the Elders—you need not and may
 * not remove them. [...] The Rathskeller has no effect if there are no fish on your Elders."
 */
export const rathskeller: CardEffect = {
  ...gainBy({
    supply: (s, seat) => ({ gold: player(s, seat).elders.reduce((sum, elder) => sum + elder.fish, 0) }),
  }, () => NO_ELDER_FISH),
};

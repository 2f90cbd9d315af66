import { onEventGain } from "../mechanisms/on-event.ts";

/**
 * Residential Home (Herring, B131): "Each time after you remove 3 fish from an Elder in your Elder
 * Council, take 1 wood from the general supply and place the wood in your personal supply. (You
 * get the wood in addition to the fish from the Elder. Observe the 12 wood limit in your personal
 * supply.) During the Fishing Phase, if you remove fish from multiple Elders, you get a
 * corresponding amount of wood. If you build the Residential Home via an Elder from which you have
 * just removed 3 fish, you do not get 1 wood retroactively."
 */
export const residentialHome = onEventGain("afterElderPayout", { wood: 1 }, "supply");

import type { CardEffect } from "../../engine/card-hooks.ts";
import { HARBOR_ROWS } from "../../engine/rules-data.ts";
import { player } from "../../engine/state.ts";
import { freeSpacesInBottomRow } from "../mechanisms/scoring-helpers.ts";
import { msg } from "../../engine/words.ts";

const BOTTOM = msg("cards.C352.bottom");
const BOTTOM_OWNED = msg("cards.C352.bottomOwned");
const KEEPS = msg("cards.C352.keeps");

/**
 * Beach Hostel (Codfish, C352): "the Beach Hostel scores a number of VP equal to double the number
 * of free Building spaces in the bottom row of your Harbor board. (These are the four Building
 * spaces right above your Fishing track.) You still score the negative VP from those Building
 * spaces". The −1 VP per free space stays in the free-spaces line of the score sheet.
 */
export const beachHostel: CardEffect = {
  score: (s, seat) => 2 * freeSpacesInBottomRow(player(s, seat)),
  // Any Building matters by its row alone: in the bottom row it takes a space the Hostel counts.
  placementNote: (_s, _seat, _building, [row], role) => (row === HARBOR_ROWS - 1
    ? role === "owned" ? BOTTOM_OWNED : BOTTOM
    : KEEPS),
};

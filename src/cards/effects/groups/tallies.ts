// Cards that look at a whole turn or round, an Elder's payout or every
// gold gained (K2, K7, K14): Logger's Pond (after a turn), Youth Center and Youth Hostel (after a
// round), Residential Home (after an Elder's 3-fish payout), Clearing (after gold is gained), and
// the Lighthouse and the Reserve Depot (states of the Reserve, checked when the running action is complete).
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { loggersPond } from "../A206-loggers-pond.ts";
import { youthCenter } from "../A207-youth-center.ts";
import { youthHostel } from "../A208-youth-hostel.ts";
import { clearing } from "../A213-clearing.ts";
import { reserveDepot } from "../A315-reserve-depot.ts";
import { lighthouse } from "../B129-lighthouse.ts";
import { residentialHome } from "../B131-residential-home.ts";

export const TALLY_CARDS: Readonly<Record<string, CardEffect>> = {
  A206: loggersPond,
  A207: youthCenter,
  A208: youthHostel,
  A213: clearing,
  A315: reserveDepot,
  B129: lighthouse,
  B131: residentialHome,
};

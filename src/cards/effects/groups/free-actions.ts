// Cards that grant whole actions without placing a Worker (K4): free Ships as a "Build a
// Ship" action, Take an Elder without using him right away, Issue a Share with another reward or
// count, a Reforest of 4 Forests, a Serve Fish of one plate; the Wharf's schooner (from the box too) and the Dockhouse's (into the Reserve).
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { boathouse } from "../A101-boathouse.ts";
import { boatbuilder } from "../A102-boatbuilder.ts";
import { villageCenter } from "../A108-village-center.ts";
import { forestersHouse } from "../A110-foresters-house.ts";
import { portal } from "../A113-portal.ts";
import { fishersHouse } from "../A116-fishers-house.ts";
import { office } from "../A305-office.ts";
import { parkLodge } from "../A317-park-lodge.ts";
import { dockhouse } from "../B321-dockhouse.ts";
import { boatHall } from "../B328-boat-hall.ts";
import { wharf } from "../C143-wharf.ts";
import { ballroom } from "../C347-ballroom.ts";

export const FREE_ACTION_CARDS: Readonly<Record<string, CardEffect>> = {
  A101: boathouse,
  A102: boatbuilder,
  A108: villageCenter,
  A110: forestersHouse,
  A113: portal,
  A116: fishersHouse,
  A305: office,
  A317: parkLodge,
  B321: dockhouse,
  B328: boatHall,
  C143: wharf,
  C347: ballroom,
};

// Cards acting "each time before" an action, as part of it (K3): what they give at once
// counts for whether the action is possible (Pier House, Seafaring Society, Purveyor, Woodcarver,
// Sailor's Home, Driftwood Rafting, Collection Point); Ranger's Office and Forest Hut ask inside
// the action; Holiday Resort pays or receives fish.
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { pierHouse } from "../A105-pier-house.ts";
import { purveyor } from "../A216-purveyor.ts";
import { holidayResort } from "../A302-holiday-resort.ts";
import { woodcarver } from "../A308-woodcarver.ts";
import { collectionPoint } from "../A309-collection-point.ts";
import { forestHut } from "../A311-forest-hut.ts";
import { seafaringSociety } from "../B128-seafaring-society.ts";
import { sailorsHome } from "../B225-sailors-home.ts";
import { driftwoodRafting } from "../B226-driftwood-rafting.ts";
import { rangersOffice } from "../B227-rangers-office.ts";

export const BEFORE_ACTION_CARDS: Readonly<Record<string, CardEffect>> = {
  A105: pierHouse,
  A216: purveyor,
  A302: holidayResort,
  A308: woodcarver,
  A309: collectionPoint,
  A311: forestHut,
  B128: seafaringSociety,
  B225: sailorsHome,
  B226: driftwoodRafting,
  B227: rangersOffice,
};

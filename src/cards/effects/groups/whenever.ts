// Whenever gains on existing events (group G5), Once thresholds (G6), and Whenever effects
// that ask (Laborer Square, Ship Holding Co.). Their shared
// mechanisms, onEventGain and onceWhen, are in ../on-event.ts.
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { forestLakeHut } from "../A106-forest-lake-hut.ts";
import { raftbuilder } from "../A109-raftbuilder.ts";
import { wetStorage } from "../A112-wet-storage.ts";
import { joinery } from "../A114-joinery.ts";
import { riggingWorkshop } from "../A211-rigging-workshop.ts";
import { chiefsHouse } from "../A215-chiefs-house.ts";
import { forestStorage } from "../A301-forest-storage.ts";
import { refuge } from "../A303-refuge.ts";
import { constructionYard } from "../A306-construction-yard.ts";
import { forestry } from "../A307-forestry.ts";
import { haulageFirm } from "../A318-haulage-firm.ts";
import { laborerSquare } from "../A210-laborer-square.ts";
import { shipHoldingCo } from "../B130-ship-holding-co.ts";
import { dairy } from "../B125-dairy.ts";
import { whalingStation } from "../B229-whaling-station.ts";
import { harborPark } from "../B322-harbor-park.ts";
import { woodShippingCo } from "../B329-wood-shipping-co.ts";

export const WHENEVER_CARDS: Readonly<Record<string, CardEffect>> = {
  A106: forestLakeHut,
  A210: laborerSquare,
  B130: shipHoldingCo,
  A109: raftbuilder,
  A112: wetStorage,
  A114: joinery,
  B125: dairy,
  A211: riggingWorkshop,
  A215: chiefsHouse,
  B229: whalingStation,
  A301: forestStorage,
  A303: refuge,
  A306: constructionYard,
  A307: forestry,
  A318: haulageFirm,
  B322: harborPark,
  B329: woodShippingCo,
};

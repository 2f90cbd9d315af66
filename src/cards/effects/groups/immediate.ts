// Immediately gains to the personal supply or the Reserve (groups G3, G4) and the single-price variable costs (G9).
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { fishStand } from "../A103-fish-stand.ts";
import { yard } from "../A104-yard.ts";
import { anglersHouse } from "../A115-anglers-house.ts";
import { theater } from "../A118-theater.ts";
import { birdColony } from "../A201-bird-colony.ts";
import { netPen } from "../A209-net-pen.ts";
import { headOffice } from "../A304-head-office.ts";
import { coolingHouse } from "../A313-cooling-house.ts";
import { parishHouse } from "../B121-parish-house.ts";
import { townHall } from "../B126-town-hall.ts";
import { smokingCottage } from "../B222-smoking-cottage.ts";
import { waterTower } from "../B224-water-tower.ts";
import { residence } from "../B231-residence.ts";
import { playhouse } from "../B232-playhouse.ts";
import { rathskeller } from "../B323-rathskeller.ts";
import { harborArea } from "../B324-harbor-area.ts";
import { pondHut } from "../B326-pond-hut.ts";
import { customsArea } from "../B327-customs-area.ts";
import { forestAdmin } from "../B330-forest-admin.ts";
import { boardwalk } from "../C141-boardwalk.ts";
import { shippingLine } from "../C142-shipping-line.ts";
import { fishMarket } from "../C144-fish-market.ts";
import { marketHall } from "../C145-market-hall.ts";
import { retirementHome } from "../C146-retirement-home.ts";
import { bankCenter } from "../C241-bank-center.ts";
import { shippingMuseum } from "../C245-shipping-museum.ts";
import { poorHouse } from "../B221-poor-house.ts";

export const IMMEDIATE_CARDS: Readonly<Record<string, CardEffect>> = {
  B221: poorHouse,
  // Herring
  A103: fishStand,
  A104: yard,
  A115: anglersHouse,
  A118: theater,
  B121: parishHouse,
  B126: townHall,
  C141: boardwalk,
  C142: shippingLine,
  C144: fishMarket,
  C145: marketHall,
  C146: retirementHome,
  // Mackerel
  A201: birdColony,
  A209: netPen,
  B222: smokingCottage,
  B224: waterTower,
  B231: residence,
  B232: playhouse,
  C241: bankCenter,
  C245: shippingMuseum,
  // Codfish
  A304: headOffice,
  A313: coolingHouse,
  B323: rathskeller,
  B324: harborArea,
  B326: pondHut,
  B327: customsArea,
  B330: forestAdmin,
};

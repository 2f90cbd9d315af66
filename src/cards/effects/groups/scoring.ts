// Cards whose effect is their end-game score (group G1 of the cards map), and the Castle.
// Shared counting (Ships, Buildings, neighbours, Forests) lives in ../scoring-helpers.ts.
import type { CardEffect } from "../../../engine/card-hooks.ts";
import { boatcarver } from "../B132-boatcarver.ts";
import { club } from "../B331-club.ts";
import { villa } from "../B332-villa.ts";
import { castle } from "../C148-castle.ts";
import { aquarium } from "../C149-aquarium.ts";
import { villageChurch } from "../C150-village-church.ts";
import { harborInstallation } from "../C151-harbor-installation.ts";
import { manor } from "../C153-manor.ts";
import { smallForestCastle } from "../C154-small-forest-castle.ts";
import { depot } from "../C246-depot.ts";
import { boardinghouse } from "../C247-boardinghouse.ts";
import { harborGate } from "../C248-harbor-gate.ts";
import { marketTower } from "../C249-market-tower.ts";
import { inshoreFishery } from "../C250-inshore-fishery.ts";
import { chancellery } from "../C251-chancellery.ts";
import { richForest } from "../C252-rich-forest.ts";
import { rentingService } from "../C253-renting-service.ts";
import { dockingHarbor } from "../C254-docking-harbor.ts";
import { extension } from "../C344-extension.ts";
import { dock } from "../C345-dock.ts";
import { carver } from "../C346-carver.ts";
import { fishery } from "../C348-fishery.ts";
import { church } from "../C349-church.ts";
import { codfishFarm } from "../C350-codfish-farm.ts";
import { forestHome } from "../C351-forest-home.ts";
import { beachHostel } from "../C352-beach-hostel.ts";
import { fishOilCookery } from "../C353-fish-oil-cookery.ts";
import { administration } from "../C354-administration.ts";

export const SCORING_CARDS: Readonly<Record<string, CardEffect>> = {
  B132: boatcarver,
  C148: castle,
  C149: aquarium,
  C150: villageChurch,
  C151: harborInstallation,
  C153: manor,
  C154: smallForestCastle,
  C246: depot,
  C247: boardinghouse,
  C248: harborGate,
  C249: marketTower,
  C250: inshoreFishery,
  C251: chancellery,
  C252: richForest,
  C253: rentingService,
  C254: dockingHarbor,
  B331: club,
  B332: villa,
  C344: extension,
  C345: dock,
  C346: carver,
  C348: fishery,
  C349: church,
  C350: codfishFarm,
  C351: forestHome,
  C352: beachHostel,
  C353: fishOilCookery,
  C354: administration,
};

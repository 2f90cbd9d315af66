import type { Strings } from "../strings.ts";
import type { card as en } from "../en/card.ts";

export const card: Strings<typeof en> = {
  category: {
    anytime: "Jederzeit", immediately: "Sofort", once: "Einmalig", special: "Sonderfähigkeit", points: "Siegpunkte", whenever: "Immer wenn",
  },
  amount: {
    wood_one: "{{n}} Holz", wood_other: "{{n}} Holz",
    fish_one: "{{n}} Fisch", fish_other: "{{n}} Fische",
    gold_one: "{{n}} Gold", gold_other: "{{n}} Gold",
    sloop_one: "{{n}} Schaluppe", sloop_other: "{{n}} Schaluppen",
    cutter_one: "{{n}} Kutter", cutter_other: "{{n}} Kutter",
    schooner_one: "{{n}} Schoner", schooner_other: "{{n}} Schoner",
    vp_one: "{{n}} SP", vp_other: "{{n}} SP",
  },
  vpOrMore: "{{n}} oder mehr SP",
  topic: "{{name}} ({{id}}, {{kind}}; Kosten {{cost}}; {{points}})",
  elder: "{{name}}: {{summary}}.",
  choiceOf: "nach Wahl {{a}} oder {{b}}",
  free: "keine",
};

import type { Strings } from "../strings.ts";
import type { hand as en } from "../en/hand.ts";

export const hand: Strings<typeof en> = {
  none: "Du hast in Partie #{{game}} keine C-Gebäude auf der Hand.",
  title_one: "**Deine Hand in Partie #{{game}}**: {{count}} C-Gebäude, nur für dich sichtbar.",
  title_other: "**Deine Hand in Partie #{{game}}**: {{count}} C-Gebäude, nur für dich sichtbar.",
  cost: "Kosten {{cost}} · {{points}}",
  openHand: "Deine Handkarten öffnen",
};

// The cards' words in a language (./cards.ts): what a Building or an Elder does, by its id.
import type { BuildingCatalogue, BuildingTexts, ElderCatalogue } from "./cards.ts";
import { buildings as deBuildings, elders as deElders } from "./de/cards.ts";
import { buildings as enBuildings, elders as enElders } from "./en/cards.ts";
import { PSEUDO, type Locale } from "./index.ts";
import { buildings as jaBuildings, elders as jaElders } from "./ja/cards.ts";
import { pseudoString } from "./pseudo.ts";

const BY_LANGUAGE: Readonly<Record<"en" | "de" | "ja", { buildings: BuildingCatalogue; elders: ElderCatalogue }>> = {
  en: { buildings: enBuildings, elders: enElders },
  de: { buildings: deBuildings, elders: deElders },
  ja: { buildings: jaBuildings, elders: jaElders },
};

/** A Building's summary and text in the language (English for an id no language knows). */
export function buildingWords(locale: Locale, id: string): BuildingTexts | null {
  const en = enBuildings[id];
  if (!en) return null;
  if (locale === PSEUDO) return { summary: pseudoString(en.summary), text: pseudoString(en.text) };
  return BY_LANGUAGE[locale].buildings[id] ?? en;
}

/** An Elder's one-line action in the language. */
export function elderSummary(locale: Locale, id: string): string | null {
  const en = enElders[id]?.summary;
  if (en === undefined) return null;
  if (locale === PSEUDO) return pseudoString(en);
  return BY_LANGUAGE[locale].elders[id]?.summary ?? en;
}

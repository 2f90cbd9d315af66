import type { Strings } from "../strings.ts";
import type { settings as en } from "../en/settings.ts";

export const settings: Strings<typeof en> = {
  language: "Sprache der Posts der Partie: {{language}} (private Antworten: die Discord-Sprache jedes Spielers)",
  languageChanged: "Die Posts der Partie sind jetzt auf {{language}}.",
};

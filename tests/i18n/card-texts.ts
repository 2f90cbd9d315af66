// What every language's card words must be (issue 37), shared by the per-language tests: every
// Building and Elder, nothing else, none empty, and the same numbers as the English (a cost, a VP,
// a count mistranslated is a wrong rule), each number written in digits.
import { expect } from "vitest";
import type { BuildingCatalogue, ElderCatalogue } from "../../src/i18n/cards.ts";
import { buildings as enBuildings, elders as enElders } from "../../src/i18n/en/cards.ts";

/** The numbers in a text, sorted (digits only: "3-12" is 3 and 12). */
const numbers = (s: string): number[] => [...s.matchAll(/\d+/g)].map((m) => Number(m[0])).sort((a, b) => a - b);

export function checkCardTexts(lang: string, buildings: BuildingCatalogue, elders: ElderCatalogue): void {
  expect(Object.keys(buildings).sort()).toEqual(Object.keys(enBuildings).sort());
  expect(Object.keys(elders).sort()).toEqual(Object.keys(enElders).sort());
  const wrong: string[] = [];
  for (const [id, en] of Object.entries(enBuildings)) {
    const t = buildings[id];
    if (!t || t.summary.trim() === "" || t.text.trim() === "") { wrong.push(`${id}: empty`); continue; }
    if (JSON.stringify(numbers(t.summary)) !== JSON.stringify(numbers(en.summary))) wrong.push(`${id} summary: ${numbers(t.summary).join(",")} vs ${numbers(en.summary).join(",")}`);
    if (JSON.stringify(numbers(t.text)) !== JSON.stringify(numbers(en.text))) wrong.push(`${id} text: ${numbers(t.text).join(",")} vs ${numbers(en.text).join(",")}`);
  }
  for (const [id, en] of Object.entries(enElders)) {
    const t = elders[id];
    if (!t || t.summary.trim() === "") { wrong.push(`${id}: empty`); continue; }
    if (JSON.stringify(numbers(t.summary)) !== JSON.stringify(numbers(en.summary))) wrong.push(`${id} summary: ${numbers(t.summary).join(",")} vs ${numbers(en.summary).join(",")}`);
  }
  console.log(`i18n: ${lang} card words: ${Object.keys(buildings).length} of ${Object.keys(enBuildings).length} Buildings, ${Object.keys(elders).length} of ${Object.keys(enElders).length} Elders`);
  expect(wrong).toEqual([]);
}

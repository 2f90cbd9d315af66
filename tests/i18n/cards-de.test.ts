// The German card words are whole: every Building and Elder, the same numbers as the English.
import { describe, it } from "vitest";
import { buildings, elders } from "../../src/i18n/de/cards.ts";
import { checkCardTexts } from "./card-texts.ts";

describe("the German card words", () => {
  it("have every Building's summary and text and every Elder's summary, with the numbers of the English", () => {
    checkCardTexts("de", buildings, elders);
  });
});

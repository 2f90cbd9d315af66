// The Japanese card words are whole: every Building and Elder, the same numbers as the English.
import { describe, it } from "vitest";
import { buildings, elders } from "../../src/i18n/ja/cards.ts";
import { checkCardTexts } from "./card-texts.ts";

describe("the Japanese card words", () => {
  it("have every Building's summary and text and every Elder's summary, with the numbers of the English", () => {
    checkCardTexts("ja", buildings, elders);
  });
});

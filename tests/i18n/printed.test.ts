// A card's printed facts in German and Japanese (issue 37): every Building's cost and points read
// in the language's words with the card's own numbers, and /hand shows a card in the asker's
// language (its name as printed).
import { describe, expect, it } from "vitest";
import { handComponents, handLine } from "../../commands/hand.ts";
import { topicText } from "../../commands/rules.ts";
import { rulesTopics } from "../../src/engine/index.ts";
import { buildings as deBuildings, elders as deElders } from "../../src/i18n/de/cards.ts";
import { elders as jaElders } from "../../src/i18n/ja/cards.ts";
import { BUILDINGS } from "../../src/cards/buildings/data.ts";
import { cardView } from "../../src/engine/index.ts";
import { categoryName, printedCost, printedPoints } from "../../src/i18n/printed.ts";

const numbers = (s: string): string => [...s.matchAll(/\d+/g)].map((m) => m[0]).join(",");
const ENGLISH_UNITS = /\b(wood|fish|gold|sloops?|cutters?|schooners?|VP|choice|N\/A)\b/;

describe("printed costs and points", () => {
  for (const lang of ["de", "ja"] as const) {
    it(`every Building's cost, points and kind in ${lang} keep the card's numbers and leave no English word`, () => {
      const wrong: string[] = [];
      for (const b of BUILDINGS) {
        for (const [english, shown] of [[b.costText, printedCost(lang, b.costText)], [b.vpText, printedPoints(lang, b.vpText)]] as const) {
          if (ENGLISH_UNITS.test(shown) || numbers(shown) !== numbers(english)) wrong.push(`${b.id}: "${english}" -> "${shown}"`);
        }
        if (categoryName(lang, b.category) === b.category) wrong.push(`${b.id}: kind "${b.category}" untranslated`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("reads as a German or Japanese player expects", () => {
    expect(printedCost("de", "4 wood, 6 fish, 1-7 gold")).toBe("4 Holz, 6 Fische, 1-7 Gold");
    expect(printedCost("ja", "4 wood, 6 fish, 1-7 gold")).toBe("木材4、魚6、金1-7");
    expect(printedCost("de", "your choice of 10 wood or 12 fish")).toBe("nach Wahl 10 Holz oder 12 Fische");
    expect(printedCost("de", "4 wood, 1 cutter")).toBe("4 Holz, 1 Kutter");
    expect(printedCost("de", "1 fish")).toBe("1 Fisch");
    expect(printedPoints("de", "0, 5, 7 or 9 VP")).toBe("0, 5, 7 oder 9 SP");
    expect(printedPoints("ja", "0 or more VP")).toBe("0勝利点以上");
    expect(printedPoints("en", "0, 5, 7 or 9 VP")).toBe("0, 5, 7 or 9 VP");
  });
});

describe("/hand in the asker's language", () => {
  it("shows a German player the card's kind, cost, points and what it does in German, its name as printed", () => {
    const line = handLine(cardView("C147"), "de");
    expect(line).toBe("**Fortress** (C147, Sonderfähigkeit)\nKosten 10 Holz, 10 Fische, 3 Gold · 7 SP\n" + (line.split("\n")[2] ?? ""));
    expect(line.split("\n")[2]).not.toBe(cardView("C147").summary);
  });

  it("shows a Japanese player the title and the empty hand in Japanese", () => {
    const texts = (c: ReturnType<typeof handComponents>): string => JSON.stringify(c);
    expect(texts(handComponents(12, [cardView("C147"), cardView("C148")], "ja"))).toContain("ゲーム #12 のあなたの手札");
    expect(texts(handComponents(12, [cardView("C147"), cardView("C148")], "ja"))).toContain("C建物2枚");
    expect(texts(handComponents(7, [], "ja"))).toContain("ゲーム #7 であなたの手札にC建物はありません。");
    expect(texts(handComponents(7, [], "de"))).toContain("Du hast in Partie #7 keine C-Gebäude auf der Hand.");
  });
});

describe("/rules in the asker's language", () => {
  const topic = (id: string) => {
    const t = rulesTopics().find((x) => x.id === id);
    if (!t) throw new Error(`no topic ${id}`);
    return t;
  };

  it("shows a Building's card in German: its kind, cost and points in German, its whole translated text, its name as printed", () => {
    const text = topicText(topic("building:C147"), "de");
    expect(text.split("\n")[0]).toBe("Fortress (C147, Sonderfähigkeit; Kosten 10 Holz, 10 Fische, 3 Gold; 7 SP)");
    expect(text).toContain(deBuildings.C147?.text ?? "(missing)");
  });

  it("shows an Elder's action in Japanese and in German", () => {
    expect(topicText(topic("elder:forest-manager"), "ja")).toBe(`Forest Manager：${jaElders["forest-manager"]?.summary ?? ""}。`);
    expect(topicText(topic("elder:sailor"), "de")).toBe(`Sailor: ${deElders.sailor?.summary ?? ""}.`);
  });

  it("leaves English as written, and shows the other topics from the rules namespace in German", () => {
    expect(topicText(topic("building:C147"), "en")).toBe(topic("building:C147").text);
    expect(topicText(topic("guide:scoring"), "de")).toContain("Holz und Fische zählen für sich nichts.");
  });
});

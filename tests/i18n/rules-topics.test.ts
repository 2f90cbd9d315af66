// The /rules topics in German and Japanese (issue 37) are the English ones translated whole: every
// topic that reference.ts has is there, and each title and text carries exactly the numbers of the
// English one (each as often), so a rules change that alters a number in English fails here until
// the translations say the same.
import { describe, expect, it } from "vitest";
import { rulesTopics } from "../../src/engine/index.ts";
import { de } from "../../src/i18n/de/index.ts";
import { en } from "../../src/i18n/en/index.ts";
import { isRulesTopic } from "../../src/i18n/en/rules.ts";
import { ja } from "../../src/i18n/ja/index.ts";

/** The numbers written in digits in a text, sorted ("3-5 players, 12 wood" → 12, 3, 5). */
const numbers = (s: string): string[] => (s.match(/\d+/g) ?? []).sort();

describe("the rules topics in every language", () => {
  it("the English words are reference.ts's, for every topic but the Elders and Buildings", () => {
    const topics = rulesTopics().filter((t) => isRulesTopic(t.id));
    expect(topics.length).toBeGreaterThan(60);
    expect(Object.keys(en.rules.topics).sort()).toEqual(topics.map((t) => t.id).sort());
    for (const t of topics) expect(en.rules.topics[t.id], t.id).toEqual({ title: t.title, text: t.text, ...(t.words?.length ? { words: t.words.join(", ") } : {}) });
  });

  for (const [lang, catalogue] of [["de", de], ["ja", ja]] as const) {
    it(`${lang}: every topic's title and text have the numbers of the English one, each as often`, () => {
      const differ: string[] = [];
      for (const [id, english] of Object.entries(en.rules.topics)) {
        const local = catalogue.rules.topics[id];
        for (const part of ["title", "text"] as const) {
          const want = numbers(english[part]);
          const got = numbers(local?.[part] ?? "");
          if (JSON.stringify(want) !== JSON.stringify(got)) differ.push(`${id} ${part}: English ${want.join(" ")} / ${lang} ${got.join(" ")}`);
        }
      }
      expect(differ).toEqual([]);
    });
  }
});

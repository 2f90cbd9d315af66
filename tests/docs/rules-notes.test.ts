// docs/rules-notes.md is generated from the rulings `/rules` shows; the committed page must be
// exactly what `npm run docs:rules` writes, so the two can never say different things.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rulesTopics } from "../../src/engine/index.ts";
import { RULES_NOTES_PATH, rulesNotesMarkdown } from "../../src/scripts/rules-notes-text.ts";

describe("docs/rules-notes.md", () => {
  it("is exactly what `npm run docs:rules` generates from src/engine/reference.ts (run it after changing a ruling)", () => {
    const committed = readFileSync(new URL(`../../${RULES_NOTES_PATH}`, import.meta.url), "utf8");
    expect(committed).toBe(rulesNotesMarkdown());
  });

  it("has a section for every ruling `/rules` shows, in the same order, with its whole text", () => {
    const page = rulesNotesMarkdown();
    const rulings = rulesTopics().filter((t) => t.id.startsWith("ruling:"));
    expect(rulings.length).toBeGreaterThan(30);
    let from = 0;
    for (const r of rulings) {
      const at = page.indexOf(`\n${r.text}\n`, from);
      expect(at, r.id).toBeGreaterThan(from);
      from = at;
    }
    expect(page.match(/^## /gm)).toHaveLength(rulings.length);
  });
});

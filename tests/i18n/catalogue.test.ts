// The catalogues stay whole (issue 37): every English key has its German and Japanese string, with
// the same placeholders, and each language's plural forms; the slash commands carry a German and
// a Japanese description for every English one, within Discord's 100 characters.
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { de } from "../../src/i18n/de/index.ts";
import { en } from "../../src/i18n/en/index.ts";
import { ja } from "../../src/i18n/ja/index.ts";
import { languageOf, PSEUDO, say, translator } from "../../src/i18n/index.ts";
import { pseudoString } from "../../src/i18n/pseudo.ts";

/** Every string of a catalogue by its dotted key. */
function flatten(catalogue: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flatten(v as object, key)) out.set(kk, vv);
  }
  return out;
}

/** A string's placeholders ({{name}}, {{count}}), sorted. */
const placeholders = (s: string): string[] => [...s.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1] ?? "").sort();

const english = flatten(en);
const others = { de: flatten(de), ja: flatten(ja) } as const;

describe("the catalogues", () => {
  for (const [lang, strings] of Object.entries(others)) {
    it(`${lang} has every English key, none empty, and nothing English lacks`, () => {
      const missing = [...english.keys()].filter((k) => !strings.has(k));
      const extra = [...strings.keys()].filter((k) => !english.has(k));
      const empty = [...strings].filter(([, v]) => v.trim() === "").map(([k]) => k);
      const share = english.size === 0 ? 100 : (100 * (english.size - missing.length)) / english.size;
      console.log(`i18n: ${lang} has ${english.size - missing.length} of ${english.size} keys (${share.toFixed(1)}%)`);
      expect(missing).toEqual([]);
      expect(extra).toEqual([]);
      expect(empty).toEqual([]);
    });

    it(`${lang} uses exactly the placeholders of English in every string`, () => {
      const differ = [...english].filter(([k, v]) => JSON.stringify(placeholders(v)) !== JSON.stringify(placeholders(strings.get(k) ?? v)));
      expect(differ.map(([k]) => `${k}: ${placeholders(english.get(k) ?? "").join(",")} vs ${placeholders(strings.get(k) ?? "").join(",")}`)).toEqual([]);
    });
  }
});

describe("languages", () => {
  it("a Discord client in German or Japanese reads German or Japanese; every other locale reads English", () => {
    expect(languageOf("de")).toBe("de");
    expect(languageOf("ja")).toBe("ja");
    expect(languageOf("en-US")).toBe("en");
    expect(languageOf("en-GB")).toBe("en");
    expect(languageOf("fr")).toBe("en");
    expect(languageOf(undefined)).toBe("en");
  });

  it("fills placeholders in each language", () => {
    expect(say("en", "commands.log.n", { lines: 15 })).toContain("default 15;");
    expect(say("de", "commands.log.n", { lines: 15 })).toContain("Standard 15;");
    expect(say("ja", "commands.log.n", { lines: 15 })).toContain("既定：15");
    expect(translator("de")("commands.board.description")).toBe("Den Spielplan einer Partie zeigen");
  });

  it("the pseudo-locale is about 40% longer and accented, and keeps placeholders, mentions and code as written", () => {
    const s = pseudoString("Your turn, <@123>: {{count}} fish on `/place`");
    expect(s).toContain("<@123>");
    expect(s).toContain("{{count}}");
    expect(s).toContain("`/place`");
    expect(s).toMatch(/^\[Ýöür/);
    // The words grow by about 40% (what is kept as written is not padded).
    expect(pseudoString("Build a Ship with your wood").length).toBeGreaterThanOrEqual(Math.round("Build a Ship with your wood".length * 1.4));
    expect(say(PSEUDO, "commands.log.n", { lines: 15 })).toContain("15");
  });
});

interface Described { name: string; description?: string; description_localizations?: Record<string, string>; options?: Described[]; choices?: { name: string; name_localizations?: Record<string, string> }[] }

describe("the slash commands in every language", () => {
  const all: { path: string; text: string; local: Record<string, string> | undefined }[] = [];
  const walk = (o: Described, path: string): void => {
    if (o.description !== undefined) all.push({ path, text: o.description, local: o.description_localizations });
    for (const c of o.choices ?? []) all.push({ path: `${path}#${c.name}`, text: c.name, local: c.name_localizations });
    for (const x of o.options ?? []) walk(x, `${path} ${x.name}`);
  };
  for (const c of COMMANDS) walk(c.data as unknown as Described, `/${c.data.name}`);

  it("every command, option and choice has a German and a Japanese text beside its English one", () => {
    const bare = all.filter((d) => !d.local?.de || !d.local.ja).map((d) => d.path);
    console.log(`i18n: ${all.length} command texts, each in English, German and Japanese`);
    expect(bare).toEqual([]);
  });

  it("no command text in any language is longer than Discord's 100 characters", () => {
    const long = all.flatMap((d) => [["en", d.text] as const, ...Object.entries(d.local ?? {})].filter(([, t]) => t.length > 100).map(([l, t]) => `${d.path} (${l}, ${t.length})`));
    expect(long).toEqual([]);
  });
});

// The pseudo-locale (./index.ts PSEUDO): every English string about 40% longer, its letters
// accented and the whole in brackets, its placeholders ({{name}}), mentions (<@id>), custom
// emoji, markdown links and inline code kept as they are. A whole game played in it shows where
// a longer translation would be cut or break Discord's limits, without waiting for one.

import type { Strings } from "./strings.ts";

const ACCENTED: Readonly<Record<string, string>> = {
  a: "á", e: "é", i: "í", o: "ö", u: "ü", y: "ý", c: "ç", n: "ñ",
  A: "Á", E: "É", I: "Í", O: "Ö", U: "Ü", Y: "Ý", C: "Ç", N: "Ñ",
};

/** What must stay as written: placeholders, mentions and emoji, links' targets, code. */
const KEEP = /(\{\{[^}]+\}\}|<[^>\s]+>|\]\([^)]*\)|`[^`]*`|\$t\([^)]*\))/;

/** One string, pseudo-translated: accented, about 40% longer, in brackets. */
export function pseudoString(text: string): string {
  if (text.length === 0) return text;
  const parts = text.split(KEEP);
  let letters = 0;
  const out = parts.map((part, i) => {
    if (i % 2 === 1) return part; // kept as written
    letters += part.replace(/\s/g, "").length;
    return [...part].map((ch) => ACCENTED[ch] ?? ch).join("");
  }).join("");
  // About 40% longer: the padding counts only the words, not what is kept.
  const pad = "~".repeat(Math.ceil(letters * 0.4));
  return `[${out}${pad ? ` ${pad}` : ""}]`;
}

/** The whole catalogue, pseudo-translated. */
export function pseudoCatalogue<T extends object>(catalogue: T): Strings<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    out[key] = typeof value === "string" ? pseudoString(value) : pseudoCatalogue(value as object);
  }
  return out as Strings<T>;
}

// What the engine says, as data (issue 37): a log line, a choice's label, a prompt or a refusal is
// a message, a key of ENGINE_WORDS (./words-en.ts) with its values, stored in the state beside
// its English text. The English text stays what it always was (tests, stored games and the
// English posts read it); a reader in another language has the message said again in theirs
// (src/i18n/speak.ts), with the seats, goods, action spaces and ships in their words.
//
// Values that are words themselves are tagged, so each language can say them its own way:
// `{ seat }` ("Player 2", or the player's name), `{ goods }` ("2 wood, 1 fish"), `{ space }` (an
// action space's name), `{ ship }` (a ship type), `{ elder }` (an Elder's name, as printed) and
// `{ summary }` (what he does), `{ list }` (words joined with "and", "or" or commas), or a message
// inside a message.
import { ENGINE_WORDS } from "./words-en.ts";
import { ELDERS, SPACES } from "./rules-data.ts";
import type { Choice, Good, Goods, Msg, ShipType, Word, WordKey } from "./types.ts";

export { ENGINE_WORDS } from "./words-en.ts";

/** A message (its values left out when it has none, so stored states stay small). */
export function msg(k: WordKey, v?: Readonly<Record<string, Word>>): Msg {
  return v ? { k, v } : { k };
}

const GOODS_ORDER: readonly Good[] = ["wood", "fish", "gold"];

/** "2 wood, 1 fish, 1 sloop" ("nothing" for none): goods as every English log line has said them. */
export function goodsText(g: Partial<Goods>, ships: readonly ShipType[] = []): string {
  // Joined as it goes (no parts array): made for nearly every log line.
  let out = "";
  for (const good of GOODS_ORDER) {
    const n = g[good] ?? 0;
    if (n) out = out ? `${out}, ${n} ${good}` : `${n} ${good}`;
  }
  for (const ship of ships) out = out ? `${out}, 1 ${ship}` : `1 ${ship}`;
  return out || "nothing";
}

/** A template cut at its placeholders: text, name, text, name, ..., text (even indexes are text). */
type Compiled = readonly string[];

/** The compiled English templates by key (with its plural ending when the key has forms): each made once. */
const COMPILED = new Map<string, Compiled>();

function compile(t: string): Compiled {
  return t.split(/\{\{(\w+)\}\}/);
}

/** The English template of a key, the plural form picked by `count` (English: one for 1, other for the rest), compiled. */
function template(k: string, count: Word | undefined): Compiled {
  const form = typeof count === "number" ? `${k}_${count === 1 ? "one" : "other"}` : k;
  const known = COMPILED.get(form);
  if (known) return known;
  let node: unknown = ENGINE_WORDS;
  const path = k.split(".");
  const last = path.pop() ?? "";
  for (const part of path) node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  const table = typeof node === "object" && node !== null ? (node as Record<string, unknown>) : {};
  const plural = typeof count === "number" ? table[`${last}_${count === 1 ? "one" : "other"}`] : undefined;
  const found = plural ?? table[last];
  const compiled = compile(typeof found === "string" ? found : k);
  COMPILED.set(form, compiled);
  return compiled;
}

const JOINS = { and: " and ", or: " or ", comma: ", ", dot: " · " } as const;

/** One value in English. */
function englishWord(w: Word): string {
  if (typeof w === "string") return w;
  if (typeof w === "number") return String(w);
  if ("k" in w) return english(w);
  if ("seat" in w) return english({ k: "word.seat", v: { n: w.seat + 1 } });
  if ("goods" in w) return goodsText(w.goods, w.ships);
  if ("space" in w) return SPACES[w.space].label;
  if ("elder" in w) return ELDERS[w.elder].name;
  if ("summary" in w) return ELDERS[w.summary].summary;
  if ("list" in w) return w.list.map(englishWord).join(JOINS[w.join]);
  return w.ship;
}

/** A message in English: the text the log, the labels and the refusals have always had. */
export function english(m: Msg): string {
  const v = m.v;
  const t = template(m.k, v?.count);
  // Joined as it goes: made for every log line and every label, on the AI's paths too.
  let out = t[0] ?? "";
  for (let i = 1; i < t.length; i += 2) {
    const name = t[i] ?? "";
    const w = v?.[name];
    out += (w === undefined ? `{{${name}}}` : englishWord(w)) + (t[i + 1] ?? "");
  }
  return out;
}

/** A choice with its label made from a message (the English label, and the message for other languages). */
export function said(id: string, words: Msg): Choice {
  return { id, label: english(words), say: words };
}

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
import type { Good, Goods, Msg, ShipType, Word, WordKey } from "./types.ts";

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

/** The English template of a key, the plural form picked by `count` (English: one for 1, other for the rest). */
function template(k: string, count: Word | undefined): string {
  let node: unknown = ENGINE_WORDS;
  const path = k.split(".");
  const last = path.pop() ?? "";
  for (const part of path) node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  const table = typeof node === "object" && node !== null ? (node as Record<string, unknown>) : {};
  const plural = typeof count === "number" ? table[`${last}_${count === 1 ? "one" : "other"}`] : undefined;
  const found = plural ?? table[last];
  return typeof found === "string" ? found : k;
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
  if (!v) return t;
  return t.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const w = v[name];
    return w === undefined ? whole : englishWord(w);
  });
}

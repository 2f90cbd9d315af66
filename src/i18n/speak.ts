// The engine's words in a reader's language (issue 37): a log line, a choice's label, a prompt or
// a refusal comes from the engine as a message (src/engine/words.ts: a key and its values); here
// it is said again from the catalogue's `engine` namespace, each tagged value in the reader's words:
// a seat by the name the caller gives (a player's name, "you"), goods as "2 Holz, 1 Fisch", an
// action space, a ship or an Elder's action in the language, lists joined the language's way.
import { ELDERS, type Goods, type Msg, type ShipType, type Word } from "../engine/index.ts";
import { elderSummary } from "./card-words.ts";
import { listIn, say, type Key, type Locale } from "./index.ts";

/** How the caller names a seat in this text (a player's name; without it "Player 2" in the language). */
export type SeatNames = (seat: number) => string;

const GOODS = ["wood", "fish", "gold"] as const;

/** Goods (and ships) in the language: "2 Holz, 1 Fisch"; none: "nichts". */
export function goodsWords(locale: Locale, goods: Partial<Goods>, ships: readonly ShipType[] = []): string {
  const parts: string[] = [];
  for (const good of GOODS) {
    const n = goods[good] ?? 0;
    if (n) parts.push(say(locale, `engine.word.${good}` as Key, { count: n }));
  }
  for (const ship of ships) parts.push(say(locale, `engine.word.${ship}` as Key, { count: 1 }));
  return parts.length ? parts.join(say(locale, "engine.word.sep")) : say(locale, "engine.word.nothing");
}

function wordIn(locale: Locale, w: Word, names: SeatNames | undefined): string | number {
  if (typeof w === "string" || typeof w === "number") return w;
  if ("k" in w) return speak(locale, w, names);
  if ("seat" in w) return names ? names(w.seat) : say(locale, "engine.word.seat", { n: w.seat + 1 });
  if ("goods" in w) return goodsWords(locale, w.goods, w.ships ?? []);
  if ("space" in w) return say(locale, `engine.space.${w.space}` as Key);
  if ("elder" in w) return ELDERS[w.elder].name;
  if ("summary" in w) return elderSummary(locale, w.summary) ?? ELDERS[w.summary].summary;
  if ("list" in w) {
    const items = w.list.map((x) => String(wordIn(locale, x, names)));
    if (w.join === "comma") return items.join(say(locale, "engine.word.sep"));
    if (w.join === "dot") return items.join(" · ");
    return listIn(locale, items, w.join);
  }
  return say(locale, `engine.ship.${w.ship}` as Key);
}

/** An engine message in the reader's language; `names` names the seats (else "Player 2" in the language). */
export function speak(locale: Locale, m: Msg, names?: SeatNames): string {
  const vars: Record<string, string | number> = {};
  for (const [name, w] of Object.entries(m.v ?? {})) vars[name] = wordIn(locale, w, names);
  return say(locale, `engine.${m.k}` as Key, vars);
}

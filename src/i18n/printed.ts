// A card's printed cost and points in another language: "4 wood, 6 fish, 1-7 gold" -> "4 Holz,
// 6 Fische, 1-7 Gold" / "木材4、魚6、金1-7"; "0, 5, 7 or 9 VP" -> "0, 5, 7 oder 9 SP". English
// is the card as printed, returned as it is.
import { listIn, say, type Locale } from "./index.ts";

type Unit = "wood" | "fish" | "gold" | "sloop" | "cutter" | "schooner" | "VP";
const AMOUNT = /^(-?\d+(?:-\d+)?) (wood|fish|gold|sloops?|cutters?|schooners?|VP)$/;

/** The item separator of a list in each language. */
const separator = (locale: Locale): string => (locale === "ja" ? "、" : ", ");

/** "10 wood", "1-7 gold", "1 cutter" in the language; null when the text is not one amount. */
function amount(locale: Locale, text: string): string | null {
  const m = AMOUNT.exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  const unit = m[2].replace(/s$/, "") as Unit;
  const n = m[1];
  const key = unit === "VP" ? "card.amount.vp" : `card.amount.${unit}` as const;
  return say(locale, key, { n, count: n === "1" || n === "-1" ? 1 : 2 });
}

/** A printed cost ("4 wood, 1 cutter", "your choice of 10 wood or 12 fish", "N/A") in the language. */
export function printedCost(locale: Locale, text: string): string {
  if (locale === "en") return text;
  if (text === "N/A") return say(locale, "card.free");
  const choice = /^your choice of (.+) or (.+)$/.exec(text);
  if (choice?.[1] && choice[2]) return say(locale, "card.choiceOf", { a: printedCost(locale, choice[1]), b: printedCost(locale, choice[2]) });
  const parts = text.split(", ").map((p) => amount(locale, p));
  return parts.every((p): p is string => p !== null) ? parts.join(separator(locale)) : text;
}

/** Printed points ("7 VP", "0 or 7 VP", "0, 5, 7 or 9 VP", "0 or more VP", "2-14 VP") in the language. */
export function printedPoints(locale: Locale, text: string): string {
  if (locale === "en") return text;
  const more = /^(-?\d+) or more VP$/.exec(text);
  if (more?.[1]) return say(locale, "card.vpOrMore", { n: more[1] });
  const m = /^(.+) VP$/.exec(text);
  if (!m?.[1]) return text;
  const values = m[1].split(/, | or /);
  if (values.length === 1) return amount(locale, text) ?? text;
  const list = listIn(locale, values, "or");
  return say(locale, "card.amount.vp", { n: list, count: 2 });
}

/** The card kind's name ("Victory points" -> "Siegpunkte"). */
export function categoryName(locale: Locale, category: string): string {
  const key = ({ Anytime: "anytime", Immediately: "immediately", Once: "once", "Special ability": "special", "Victory points": "points", Whenever: "whenever" } as const)[category];
  return key ? say(locale, `card.category.${key}`) : category;
}

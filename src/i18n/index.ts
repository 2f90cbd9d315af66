// The bot's words in English, German and Japanese (issue 37): one catalogue per language
// (./en, ./de, ./ja; English is the source and the shape the others must have), read through
// i18next, which does the plurals (`key_one` / `key_other` with `count`, by each language's
// Intl.PluralRules) and the placeholders (`{{name}}`). Chosen over @fluent/bundle and
// intl-messageformat because it is what discord.js bots most use, its catalogues are plain
// nested objects (typed here from the English one, so a misspelt key does not compile) and one
// instance serves every language at once: each call names its language, since a game's thread
// and a player's private reply may speak different ones.
//
// Who reads which language: a private reply speaks the player's Discord client language
// (`interaction.locale`, through languageOf); a game's thread speaks the game's language, chosen
// at `/nusfjord new language:` and changeable by its host.
//
// The pseudo-locale `en-XA` (tests only) is English made about 40% longer with accents and
// brackets, to see that nothing is cut or breaks Discord's limits when a translation runs long.
import i18next, { type ParseKeys, type TFunction } from "i18next";
import { de } from "./de/index.ts";
import { en } from "./en/index.ts";
import { ja } from "./ja/index.ts";
import { LANGUAGES, type Language } from "./languages.ts";
import { pseudoCatalogue } from "./pseudo.ts";

export { LANGUAGE_NAMES, LANGUAGES, languageOf, type Language } from "./languages.ts";

/** The pseudo-locale of the tests: English, longer and accented. */
export const PSEUDO = "en-XA";
/** What a translation is asked for in: a language, or the pseudo-locale. */
export type Locale = Language | typeof PSEUDO;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
    returnNull: false;
  }
}

const instance = i18next.createInstance();
void instance.init({
  resources: {
    en: { translation: en },
    de: { translation: de },
    ja: { translation: ja },
    [PSEUDO]: { translation: pseudoCatalogue(en) },
  },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES, PSEUDO],
  initAsync: false,
  // Discord text, not HTML: nothing is escaped (mentions and markdown are built by the bot).
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The words of one language: `tr("lobby.joined", { name })`. */
export type Translate = TFunction<"translation">;

/**
 * The strings said so far, by language, key and values: a post, a page or a picture says a few
 * hundred of them, nearly all the same as the last time, and each i18next call costs tens of
 * microseconds. Forgotten all at once when full.
 */
const SAID = new Map<string, string>();
const SAID_AT_MOST = 20_000;
const native = new Map<Locale, (key: string, vars?: unknown) => string>();

function remembered(locale: Locale, key: string, vars: unknown): string {
  const id = `${locale}\u0000${key}\u0000${vars === undefined ? "" : JSON.stringify(vars)}`;
  let text = SAID.get(id);
  if (text === undefined) {
    let t = native.get(locale);
    if (!t) {
      t = instance.getFixedT(locale) as unknown as (key: string, vars?: unknown) => string;
      native.set(locale, t);
    }
    text = t(key, vars);
    if (SAID.size >= SAID_AT_MOST) SAID.clear();
    SAID.set(id, text);
  }
  return text;
}

const fixed = new Map<Locale, Translate>();
/** The translation function of a language (its strings remembered). */
export function translator(locale: Locale): Translate {
  let t = fixed.get(locale);
  if (!t) {
    t = ((key: string, vars?: unknown) => remembered(locale, key, vars)) as unknown as Translate;
    fixed.set(locale, t);
  }
  return t;
}

/** A key of the catalogue ("commands.board.description"). */
export type Key = ParseKeys<"translation">;
/** A string's placeholders' values, and `count` for its plural; a list (`{{names, list}}`) is joined in the language's way ("Ann, Bo and Cy", "Ann, Bo und Cy", "アン、ボー、シー"). */
export type Vars = Readonly<Record<string, string | number | readonly string[]>>;

/**
 * One string by a key that a helper passes on (its placeholders checked by the tests that compare
 * every language with English, not by the compiler, which checks them at direct `translator` calls).
 */
export function say(locale: Locale, key: Key, vars: Vars = {}): string {
  return remembered(locale, key, vars);
}

/** Items joined the language's way: "Ann, Bo and Cy" / "Ann, Bo und Cy" / "アン、ボー、シー"; `or` for a choice. */
export function listIn(locale: Locale, items: readonly string[], type: "and" | "or" = "and"): string {
  const id = `${locale}\u0000${type}`;
  let format = LIST_FORMATS.get(id);
  if (!format) {
    format = new Intl.ListFormat(locale === PSEUDO ? "en" : locale, { type: type === "or" ? "disjunction" : "conjunction" });
    LIST_FORMATS.set(id, format);
  }
  return format.format(items);
}

/** Making an Intl.ListFormat costs more than using one: one per language and kind of list. */
const LIST_FORMATS = new Map<string, Intl.ListFormat>();

// Our languages and how a Discord locale maps onto them, without the catalogues (the store checks a
// game's language with these; ./index.ts has the words).

/** The languages a game or a reply can speak. */
export const LANGUAGES = ["en", "de", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Whether a stored or typed value is one of our languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Our language for a Discord locale ("de", "ja", "en-US", "en-GB", "fr"...): German and
 * Japanese where Discord says so, English for everything else.
 */
export function languageOf(discordLocale: string | null | undefined): Language {
  const base = (discordLocale ?? "").toLowerCase().split("-")[0];
  return isLanguage(base) ? base : "en";
}

/** Each language's own name, as its speakers write it (for choices and settings). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", de: "Deutsch", ja: "日本語" };

// The catalogues' words where Discord localises them itself: slash commands' and options'
// descriptions and choices' names, given in English with a localisation for each of our other
// languages (Discord shows each player the one of their client's language).
import { LANGUAGES, say, type Key, type Vars } from "./index.ts";

/** Discord's locale codes for our languages other than English. */
const DISCORD_LOCALE = { de: "de", ja: "ja" } as const;

function localizations(key: Key, vars?: Vars): Partial<Record<(typeof DISCORD_LOCALE)[keyof typeof DISCORD_LOCALE], string>> {
  const out: Partial<Record<(typeof DISCORD_LOCALE)[keyof typeof DISCORD_LOCALE], string>> = {};
  for (const lang of LANGUAGES) if (lang !== "en") out[DISCORD_LOCALE[lang]] = say(lang, key, vars);
  return out;
}

/** A command's or option's description with its localisations: `{ ...described("commands.board.description") }`. */
export function described(key: Key, vars?: Vars): { description: string; description_localizations: ReturnType<typeof localizations> } {
  return { description: say("en", key, vars), description_localizations: localizations(key, vars) };
}

/** A choice's name with its localisations. */
export function named(key: Key): { name: string; name_localizations: ReturnType<typeof localizations> } {
  return { name: say("en", key), name_localizations: localizations(key) };
}

// The engine's words in a post's language (issue 37): a log line, a prompt or a choice's label
// comes from the engine as English text and, where the engine made it as a message, as that
// message too. English posts show the English text as they always have (names put in for
// "Player 2"); another language says the message again in its words (src/i18n/speak.ts), the
// seats by their players' names. A line stored before messages existed stays in English.
import { english, type Choice, type Msg } from "../../engine/index.ts";
import { say, type Locale } from "../../i18n/index.ts";
import { speak } from "../../i18n/speak.ts";
import { nameIn, type SeatRecord } from "../../store/index.ts";
import { withNames, yourPrompt } from "./present.ts";
import { escapeName } from "./text.ts";

/** The seats' names for a text in `locale`: escaped for message text, or as written (`plain`: labels, menus). */
function namer(locale: Locale, seats: readonly SeatRecord[], plain: boolean, reader?: number): (seat: number) => string {
  return (seat) => {
    if (seat === reader) return READER;
    const rec = seats[seat];
    if (!rec) return say(locale, "engine.word.seat", { n: seat + 1 });
    const name = nameIn(locale, rec);
    return plain ? name : escapeName(name);
  };
}

/** Stands for the reader in a prompt said to them, and is taken out with its "Name: " (never in a name). */
const READER = "\u0000";

/** Engine words in `locale`: the message when there is one and the language is not English, else the English text. */
function engineWords(locale: Locale, text: string, words: Msg | undefined, seats: readonly SeatRecord[], plain = false): string {
  if (locale === "en" || !words) return withNames(text, seats, plain);
  return speak(locale, words, namer(locale, seats, plain));
}

/** An engine message in `locale` (English: its English text), the seats by name. */
export function sayIn(locale: Locale, words: Msg, seats: readonly SeatRecord[], plain = false): string {
  return engineWords(locale, english(words), words, seats, plain);
}

/** A log line in `locale`, the seats by name. */
export function logLine(locale: Locale, entry: { readonly text: string; readonly say?: Msg }, seats: readonly SeatRecord[]): string {
  return engineWords(locale, entry.text, entry.say, seats);
}

/** A choice's label in `locale` (plain: for a button or a menu, where Discord shows names as written). */
export function labelOf(locale: Locale, c: Choice, seats: readonly SeatRecord[], plain = true): string {
  return engineWords(locale, c.label, c.say, seats, plain);
}

/** A choice with its label, note and description in `locale` (English: as the engine made it). */
export function choiceIn(locale: Locale, c: Choice, seats: readonly SeatRecord[]): Choice {
  if (locale === "en") return c;
  const note = c.noteSay ? speak(locale, c.noteSay, namer(locale, seats, true)) : c.note;
  const description = c.descriptionSay ? speak(locale, c.descriptionSay, namer(locale, seats, true)) : c.description;
  return { ...c, label: labelOf(locale, c, seats), ...(note === undefined ? {} : { note }), ...(description === undefined ? {} : { description }) };
}

/**
 * What a seat is asked, said to that seat ("Choose where Yard goes in your harbor."): the English
 * prompt through yourPrompt, another language's without the leading "Player 1: ".
 */
export function askedOf(locale: Locale, asked: { readonly seat: number; readonly prompt: string; readonly say?: Msg }, seats: readonly SeatRecord[], plain = false): string {
  if (locale === "en" || !asked.say) return yourPrompt(asked.prompt, seats, plain);
  const text = speak(locale, asked.say, namer(locale, seats, plain, asked.seat));
  return text.startsWith(`${READER}: `) ? text.slice(READER.length + 2) : text.replaceAll(READER, say(locale, "turn.you"));
}

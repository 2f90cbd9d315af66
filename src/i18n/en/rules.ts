// The /rules words in English. Every topic's title, text and newcomer words are read from
// src/engine/reference.ts, which stays the source (it also writes docs/rules-notes.md), so they
// are written once; the Elders' and Buildings' topics are the card namespace's (./cards.ts) and
// not repeated here. The rest are the fixed words of commands/rules.ts, and the cheat sheet's
// (./sheet.ts).
import { rulesTopics } from "../../engine/index.ts";
import { sheet } from "./sheet.ts";

/** One topic's words: `words` are the newcomer words search knows it by, ", " between them. */
interface TopicStrings {
  readonly title: string;
  readonly text: string;
  readonly words?: string;
}

/** Whether a topic's words belong here: not an Elder's or a Building's (their cards are translated as cards). */
export function isRulesTopic(id: string): boolean {
  return !id.startsWith("elder:") && !id.startsWith("building:");
}

/** Every rules topic's words by its id ("guide:fishing", "ruling:undo"). */
const topics: Readonly<Record<string, TopicStrings>> = Object.fromEntries(
  rulesTopics().filter((t) => isRulesTopic(t.id)).map((t) => [t.id, { title: t.title, text: t.text, ...(t.words?.length ? { words: t.words.join(", ") } : {}) }]),
);

export const rules = {
  topics,
  /** An Elder's topic title; the name stays as printed. */
  elderTitle: "Elder {{n}}: {{name}}",
  /** What an action space's title ends with, and a ruling's starts with (the index and search leave them out). */
  spaceSuffix: " (action space)",
  rulingPrefix: "Ruling: ",
  index: {
    more: "**More**: `/rules topic:` and a word (`win`, `boat`, `A104`); `cheat sheet` is all on one image",
    howToPlay: "**How to play:** {{list}}",
    spaces: "**Action spaces:** {{list}}",
    cards: "**Elders** ({{elders}}), **Buildings** ({{buildings}}): by name or number",
    rulings: "**Our rulings**, where the printed rules are silent: `/rules topic:rulings`",
  },
  nothing: "Nothing matches \"{{typed}}\". Closest topics:",
  fromStart: "`/rules` alone starts from the beginning and lists every section.",
  sheet,
} as const;

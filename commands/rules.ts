// /rules [topic]: how the game is played (phases, action spaces, Elders, Shares, scoring), our
// rulings, the Elders and every Building card's text. Typing a word finds the topic whose title
// matches it best: a title starting with it first, then a word of the title, then anywhere.
import { ApplicationCommandOptionType } from "discord.js";
import { rulesTopics, type RulesTopic } from "../src/engine/index.ts";
import { ANYWHERE, EPHEMERAL, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";
import { clip } from "../src/bot/present.ts";
import { fitContent } from "../src/bot/text.ts";

/**
 * How well a topic matches what was typed, best first (0), or null for no match: the whole
 * title or id; a title starting with it; a word of the title starting with it; the title
 * containing it; the id; the text.
 */
function topicRank(t: RulesTopic, typed: string): number | null {
  const needle = typed.trim().toLowerCase();
  if (!needle) return 0;
  const title = t.title.toLowerCase();
  if (title === needle || t.id.toLowerCase() === needle) return 0;
  if (title.startsWith(needle)) return 1;
  if (title.split(/[^a-z0-9]+/).some((w) => w !== "" && w.startsWith(needle))) return 2;
  if (title.includes(needle)) return 3;
  if (t.id.toLowerCase().includes(needle)) return 4;
  if (t.text.toLowerCase().includes(needle)) return 5;
  return null;
}

/** The topics matching what was typed, best first (ties keep the topics' own order). */
function findTopics(typed: string): RulesTopic[] {
  return rulesTopics()
    .map((t, order) => ({ t, order, rank: topicRank(t, typed) }))
    .filter((x): x is { t: RulesTopic; order: number; rank: number } => x.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((x) => x.t);
}

/** The list shown by `/rules` alone: the sections and their topics' titles, within one message. */
function rulesIndex(): string {
  const topics = rulesTopics();
  const titles = (prefix: string, strip?: RegExp) => topics.filter((t) => t.id.startsWith(prefix)).map((t) => (strip ? t.title.replace(strip, "") : t.title));
  const elders = topics.filter((t) => t.id.startsWith("elder:")).length;
  const buildings = topics.filter((t) => t.id.startsWith("building:")).length;
  return [
    "Use `/rules topic:` and type a word (`fishing`, `serve`, `shares`, `scoring`, an Elder's or a Building's name): the best match comes first.",
    `**How to play:** ${titles("guide:").join(" · ")}`,
    `**Action spaces:** ${titles("space:", / \(action space\)$/).join(" · ")}`,
    `**Our rulings** (where the printed rules are silent): ${titles("ruling:", /^Ruling: /).join(" · ")}`,
    `**Elders** (${elders}) and **Buildings** (${buildings}): by name or number, e.g. \`Sailor\`, \`A104\`.`,
  ].join("\n\n");
}

export const rules: Command = {
  data: {
    name: "rules",
    description: "How to play: phases, actions, Elders, Shares, scoring, rulings, Buildings",
    contexts: ANYWHERE,
    options: [{ type: ApplicationCommandOptionType.String, name: "topic", description: "A phase, an action, an Elder, a Building, a ruling (type a word to search)", required: false, autocomplete: true, max_length: 100 }],
  },
  async execute(_ctx, i) {
    const key = i.options.getString("topic");
    if (!key) {
      await i.reply({ flags: EPHEMERAL, content: fitContent(rulesIndex()) });
      return;
    }
    // Autocomplete answers with an id; a typed word finds the best match as autocomplete would list it.
    const topic = rulesTopics().find((t) => t.id === key) ?? findTopics(key)[0];
    if (!topic) throw new UserError(`No topic matches "${key}": \`/rules\` alone lists them all.`);
    await i.reply({ flags: EPHEMERAL, content: fitContent(`**${topic.title}**\n${topic.text}`) });
  },
  async autocomplete(_ctx, i) {
    const found = findTopics(String(i.options.getFocused()));
    await i.respond(found.slice(0, 25).map((t) => ({ name: clip(t.title, 100), value: t.id })));
  },
};

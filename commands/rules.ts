// /rules [topic]: our rulings, the Elders and every Building card's text.
import { ApplicationCommandOptionType } from "discord.js";
import { rulesTopics } from "../src/engine/index.ts";
import { ANYWHERE, EPHEMERAL, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";

export const rules: Command = {
  data: {
    name: "rules",
    description: "Rulings, Elders and Building texts",
    contexts: ANYWHERE,
    options: [{ type: ApplicationCommandOptionType.String, name: "topic", description: "A ruling, an Elder or a Building (type to search)", required: false, autocomplete: true, max_length: 100 }],
  },
  async execute(_ctx, i) {
    const key = i.options.getString("topic");
    const topics = rulesTopics();
    if (!key) {
      // Titles only: the rulings in full are longer than one message. Each opens with /rules topic:.
      const rulings = topics.filter((t) => t.id.startsWith("ruling:")).map((t) => `• ${t.title.replace(/^Ruling: /, "")}`);
      const head = "Use `/rules topic:` to read a ruling, an Elder or a Building (type a few letters to search). Our rulings where the printed rules are silent:";
      await i.reply({ flags: EPHEMERAL, content: `${head}\n${rulings.join("\n")}`.slice(0, 2000) });
      return;
    }
    const needle = key.toLowerCase();
    const topic = topics.find((t) => t.id === key) ?? topics.find((t) => t.title.toLowerCase() === needle) ?? topics.find((t) => t.title.toLowerCase().includes(needle));
    if (!topic) throw new UserError(`No ruling, Elder or Building matches "${key}".`);
    await i.reply({ flags: EPHEMERAL, content: `**${topic.title}**\n${topic.text}`.slice(0, 2000) });
  },
  async autocomplete(_ctx, i) {
    const typed = String(i.options.getFocused()).toLowerCase();
    const found = rulesTopics().filter((t) => !typed || t.title.toLowerCase().includes(typed) || t.id.toLowerCase().includes(typed));
    await i.respond(found.slice(0, 25).map((t) => ({ name: t.title.slice(0, 100), value: t.id })));
  },
};

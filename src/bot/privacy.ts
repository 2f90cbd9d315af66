// A player's data (/nusfjord privacy): what the bot keeps about them, in plain words, and a
// button to leave the leaderboards (and one to come back). A player who left (the store's
// LeaderboardOptOut, for every server) is on no /leaderboard, their /profile is refused to
// others, their rating change is left out of a game's end post, and where other people look at
// a game that has ended (its status finished or cancelled: /games, /replay, the export, /score,
// /log, /board, /harbor, /nusfjord settings, the game lists of autocomplete) their seat is
// "Player N" (./hide-names.ts). Running games keep the names: the table must know whom it waits for.
import { ButtonStyle, type ButtonInteraction, type ChatInputCommandInteraction, type StringSelectMenuInteraction } from "discord.js";
import type { StoredAbout } from "../store/index.ts";
import { EPHEMERAL } from "./command.ts";
import { UserError, type BotContext } from "./context.ts";
import { encodeId, type CustomId } from "./turn/custom-id.ts";
import { buttons, type Row } from "./layouts/present.ts";
import { languageOf, translator, type Translate } from "../i18n/index.ts";

/** What the bot keeps about a player, as the database schema (prisma/sqlite/schema.prisma) has it. */
function storedLines(about: StoredAbout, t: Translate): string[] {
  return [
    t("replies.privacy.seat", { games: t("replies.count.games", { count: about.games }) }),
    t("replies.privacy.settings"),
    t("replies.privacy.choices"),
    t("replies.privacy.results"),
    t("replies.privacy.rating", { count: about.ratedServers }),
    t("replies.privacy.left"),
    t("replies.privacy.export"),
  ];
}

/** The privacy screen: what is stored, where they stand, the button to leave or come back. */
function privacyScreen(about: StoredAbout, t: Translate, done = ""): { content: string; components: Row[] } {
  const standing = about.left ? t("replies.privacy.youLeft") : t("replies.privacy.youAreOn", { leaving: t("replies.privacy.leaving") });
  const content = [...(done ? [done] : []), t("replies.privacy.title"), ...storedLines(about, t), "", standing].join("\n");
  const button = about.left
    ? { id: encodeId("privacy", 0, 0, "return"), label: t("replies.privacy.comeBack"), style: ButtonStyle.Primary as const }
    : { id: encodeId("privacy", 0, 0, "leave"), label: t("replies.privacy.leave"), style: ButtonStyle.Danger as const };
  return { content, components: [buttons([button])] };
}

/** /nusfjord privacy: privately, always. */
export async function privacyCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const about = await ctx.store.storedAbout(i.user.id);
  await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, ...privacyScreen(about, translator(languageOf(i.locale))) });
}

/** The button: leave or come back (once: pressing an old button again changes nothing), then the screen as it now is. */
export async function privacyPress(ctx: BotContext, i: ButtonInteraction | StringSelectMenuInteraction, id: CustomId): Promise<void> {
  if (id.arg !== "leave" && id.arg !== "return") throw UserError.say("errors.button.privacy");
  const t = translator(languageOf(i.locale));
  let done: string;
  if (id.arg === "leave") {
    done = (await ctx.store.leaveLeaderboards(i.user.id)) ? t("replies.privacy.doneLeft") : t("replies.privacy.alreadyLeft");
  } else {
    done = (await ctx.store.rejoinLeaderboards(i.user.id)) ? t("replies.privacy.doneBack") : t("replies.privacy.alreadyOn");
  }
  const about = await ctx.store.storedAbout(i.user.id);
  await i.update({ allowedMentions: { parse: [] }, ...privacyScreen(about, t, done) });
}

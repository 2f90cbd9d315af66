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
import { plural } from "./layouts/text.ts";

/** What the bot keeps about a player, as the database schema (prisma/sqlite/schema.prisma) has it. */
function storedLines(about: StoredAbout): string[] {
  return [
    `• **Your seat in each game you join** (${plural(about.games, "game")} so far): your Discord id, the name you played under, your reminder, mute and direct-message settings for that game, how many hints (\`/hint\`) you asked for, how many turns in a row an AI played for you when your turn's time ran out, and whether your seat was handed to an AI.`,
    "• **Your own settings**, for every server: when you are away until (`/nusfjord away`), your quiet hours and your time zone.",
    "• **Every choice you make**, with when you made it and whether you took it back: each game replays from its choices. Games you open record you as their host, and the bot's record of a game's posts names who moved.",
    "• **How each finished game ended for you**: your place, your score line by line and the Buildings you had built (what `/profile` shows).",
    `• **Your rating** in each server where you finished a rated game (${plural(about.ratedServers, "server")}), with what each rated game did to it.`,
    "• Whether you left the leaderboards (below).",
    "A game's export carries no Discord id but the asker's own. Whoever runs the bot keeps its database and its logs.",
  ];
}

const LEAVING = "Leave them, and you are on no `/leaderboard`, others cannot open your `/profile`, and in games that have ended others see you as \"Player 2\" (your seat's number): in `/games`, `/replay`, exports, `/score` and `/log`. Posts already made stay as they are. Your games and rating stay, and you can come back any time.";

/** The privacy screen: what is stored, where they stand, the button to leave or come back. */
function privacyScreen(about: StoredAbout, done = ""): { content: string; components: Row[] } {
  const standing = about.left
    ? "**Leaderboards:** you left them, in every server. Others see you as \"Player N\" in games that have ended and cannot open your `/profile`; your rating goes on changing, unseen. Come back and you are listed again."
    : `**Leaderboards:** you are on them (after 3 rated games in a server). ${LEAVING}`;
  const content = [...(done ? [done] : []), "🔒 **What the bot keeps about you**", ...storedLines(about), "", standing].join("\n");
  const button = about.left
    ? { id: encodeId("privacy", 0, 0, "return"), label: "Come back to the leaderboards", style: ButtonStyle.Primary as const }
    : { id: encodeId("privacy", 0, 0, "leave"), label: "Leave the leaderboards", style: ButtonStyle.Danger as const };
  return { content, components: [buttons([button])] };
}

/** /nusfjord privacy: privately, always. */
export async function privacyCommand(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const about = await ctx.store.storedAbout(i.user.id);
  await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, ...privacyScreen(about) });
}

/** The button: leave or come back (once: pressing an old button again changes nothing), then the screen as it now is. */
export async function privacyPress(ctx: BotContext, i: ButtonInteraction | StringSelectMenuInteraction, id: CustomId): Promise<void> {
  if (id.arg !== "leave" && id.arg !== "return") throw new UserError("That button is not one of /nusfjord privacy's: use `/nusfjord privacy` again.");
  let done: string;
  if (id.arg === "leave") {
    done = (await ctx.store.leaveLeaderboards(i.user.id)) ? "✅ You left the leaderboards, in every server." : "You had already left the leaderboards: nothing changed.";
  } else {
    done = (await ctx.store.rejoinLeaderboards(i.user.id)) ? "✅ You are back on the leaderboards." : "You were already on the leaderboards: nothing changed.";
  }
  const about = await ctx.store.storedAbout(i.user.id);
  await i.update({ allowedMentions: { parse: [] }, ...privacyScreen(about, done) });
}

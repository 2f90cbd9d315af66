// /profile [player] [ai] [public]: a player's record on this server (yours without options):
// their rating and its course (a chart), games, wins, average and best final score, the average
// of each scoring line, and the Buildings they build most with how those games went. An AI level
// has one too (`ai:hard`). Read from the seat results (src/store/profile.ts), never a game's
// saved state. Private unless `public:true`; a player who left the leaderboards
// (/nusfjord privacy) shows theirs only to themself.
import { AttachmentBuilder, ApplicationCommandOptionType, type ChatInputCommandInteraction, type User } from "discord.js";
import { AI_LEVELS, type AiLevel } from "../src/ai/index.ts";
import { cardView } from "../src/engine/index.ts";
import { levelChoices } from "../src/bot/ai/levels.ts";
import { EPHEMERAL, IN_SERVERS, deferImageReply, publicOption, type Command } from "../src/bot/command.ts";
import { UserError, type BotContext } from "../src/bot/context.ts";
import { ratingText as figure } from "../src/bot/layouts/present.ts";
import { escapeName, fitContent, plural } from "../src/bot/layouts/text.ts";
import { LEADERBOARD_MIN_GAMES, type BuildingRecord, type CategoryAverages, type Profile, type YourRating } from "../src/store/index.ts";
import { describeRatingChart, type RatingCourse } from "../renderers/index.ts";
import { described } from "../src/i18n/discord.ts";
import { languageOf } from "../src/i18n/index.ts";

/** Buildings listed on a profile. */
export const PROFILE_BUILDINGS = 5;

/** Whose profile: a person (you, or the one named) or an AI level. */
type Whose = { readonly kind: "you" | "them"; readonly user: User } | { readonly kind: "ai"; readonly level: AiLevel };

/** One decimal, a negative one with "−" as /score writes it ("−1.4"; never "−0.0"). */
export function vpText(x: number): string {
  const r = Math.round(x * 10) / 10;
  return r < 0 ? `−${(-r).toFixed(1)}` : (r === 0 ? 0 : r).toFixed(1);
}

function whoseOf(i: ChatInputCommandInteraction): Whose {
  const user = i.options.getUser("player");
  const ai = i.options.getString("ai");
  if (user && ai !== null) throw new UserError("Name a player or an AI level, not both: `/profile player:@someone` or `/profile ai:hard`.");
  if (ai !== null) {
    const level = AI_LEVELS.find((l) => l === ai);
    if (!level) throw new UserError(`There is no AI level "${ai}": choose ${AI_LEVELS.join(", ")}.`);
    return { kind: "ai", level };
  }
  if (!user || user.id === i.user.id) return { kind: "you", user: i.user };
  if (user.bot) throw new UserError(`${escapeName(user.globalName ?? user.username)} is a bot and plays no games. The AI players have profiles: \`/profile ai:${AI_LEVELS[AI_LEVELS.length - 1] ?? "hard"}\`.`);
  return { kind: "them", user };
}

function playerOf(w: Whose): string {
  return w.kind === "ai" ? `ai:${w.level}` : w.user.id;
}

/** The name in the profile's heading: the AI level, or the player's seat name in their latest game here. */
function nameOf(w: Whose, p: Profile): string {
  if (w.kind === "ai") return `AI ${w.level}`;
  return p.name ?? w.user.globalName ?? w.user.username;
}

function noGames(w: Whose, shown: string): string {
  if (w.kind === "ai") return `The ${w.level} AI has no finished games on this server yet: it fills AI seats (\`/nusfjord new ai_seats:1 ai_level:${w.level}\`).`;
  if (w.kind === "you") return "You have no finished games on this server yet: your profile fills in as your games end. Start one with `/nusfjord new`.";
  return `${escapeName(shown)} has no finished games on this server yet.`;
}

/** "rating 12.3 · number 4 on the leaderboard", or why there is no place. */
function ratingLine(r: YourRating | null): string {
  if (!r) return "📈 Not rated yet: rated games here give a rating.";
  const head = `📈 Rating **${figure(r.rating)}** (${plural(r.games, "rated game")})`;
  if (r.left) return `${head} · you left the leaderboards (\`/nusfjord privacy\`)`;
  if (r.place !== null) return `${head} · number ${r.place} on \`/leaderboard\``;
  const more = LEADERBOARD_MIN_GAMES - r.games;
  return `${head} · on \`/leaderboard\` after ${plural(more, "more rated game")}`;
}

/** "Ships 14.0 · Buildings 18.1 · ...": each scoring line's average VP, in /score's order and words. */
function categoriesLine(c: CategoryAverages): string {
  const lines: [string, number][] = [
    ["Ships", c.ships], ["Buildings", c.buildings], ["Shares", c.shares], ["Gold", c.gold],
    ["free spaces", c.freeSpaces], ["unissued Shares", c.unissuedShares],
  ];
  // What Buildings' scoring rules (Hermitage, Bank, ...) did, only when they ever counted.
  if (Math.round(c.adjustments * 10) !== 0) lines.push(["Buildings' scoring rules", c.adjustments]);
  return lines.map(([name, v]) => `${name} ${vpText(v)}`).join(" · ");
}

function buildingName(id: string): string {
  try {
    return cardView(id).name;
  } catch {
    return id; // a card this version does not know
  }
}

/** "• Boathouse: 6 games, 3 wins, 44.5 on average". */
function buildingLine(b: BuildingRecord): string {
  return `• ${buildingName(b.id)}: ${plural(b.games, "game")}, ${plural(b.wins, "win")}, ${vpText(b.average)} on average`;
}

function profileText(w: Whose, p: Profile, shown: string): string {
  const head = w.kind === "you" ? `**${escapeName(shown)}** · your profile on this server` : `${w.kind === "ai" ? `🤖 **AI ${w.level}**` : `**${escapeName(shown)}**`} on this server`;
  const percent = Math.round((100 * p.wins) / p.games);
  const lines = [head, ratingLine(p.rating), `🎲 ${plural(p.games, "game")} · 🏆 ${plural(p.wins, "win")} (${percent}%)`];
  if (p.average !== null && p.best !== null) lines.push(`🎯 Final score: ${vpText(p.average)} on average, best ${p.best}`);
  if (p.categories) lines.push(`Per game on average: ${categoriesLine(p.categories)}`);
  const builder = w.kind === "you" ? "you build" : w.kind === "ai" ? "it builds" : "they build";
  if (p.buildings.length > 0) lines.push(`🏠 The Buildings ${builder} most, and how those games went:`, ...p.buildings.map(buildingLine));
  const handed = p.games - p.scored;
  if (w.kind !== "ai" && handed > 0) {
    lines.push(`(${plural(handed, "game")} ended with the seat handed to an AI: ${handed === 1 ? "it counts" : "they count"} as lost, and ${handed === 1 ? "its" : "their"} scores are left out.)`);
  }
  lines.push(p.course.length > 1 ? "The chart: the rating after each rated game. How ratings work: `/rules topic:ratings`." : "How ratings work: `/rules topic:ratings`.");
  return lines.join("\n");
}

async function showProfile(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const whose = whoseOf(i);
  const guildId = i.guildId ?? "";
  const player = playerOf(whose);
  if (whose.kind === "them" && (await ctx.store.leftLeaderboards([player])).has(player)) {
    throw new UserError(`${escapeName(whose.user.globalName ?? whose.user.username)} keeps their profile private: they left the leaderboards. Nothing of theirs is shown.`);
  }
  const p = await ctx.store.profile(guildId, player, PROFILE_BUILDINGS);
  const shown = nameOf(whose, p);
  if (p.games === 0) {
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: noGames(whose, shown) });
    return;
  }
  const content = fitContent(profileText(whose, p, shown));
  if (p.course.length < 2) {
    await i.reply({ ...(i.options.getBoolean(publicOption.name) ? {} : { flags: EPHEMERAL }), allowedMentions: { parse: [] }, content });
    return;
  }
  // The chart takes a moment to draw: acknowledged first.
  await deferImageReply(i);
  const course: RatingCourse = { name: shown, figures: p.course, language: languageOf(i.locale) };
  const png = await ctx.images.ratingChart(course);
  await i.editReply({
    allowedMentions: { parse: [] }, content,
    files: [new AttachmentBuilder(png, { name: "rating.png", description: describeRatingChart(course) })],
  });
}

export const profile: Command = {
  data: {
    name: "profile", ...described("commands.profile.description"), contexts: IN_SERVERS,
    options: [
      { type: ApplicationCommandOptionType.User, name: "player", ...described("commands.profile.player"), required: false },
      { type: ApplicationCommandOptionType.String, name: "ai", ...described("commands.profile.ai"), required: false, choices: levelChoices() },
      publicOption,
    ],
  },
  acknowledge: (i) => (i.options.getBoolean(publicOption.name) ? "public" : "private"),
  execute: showProfile,
};

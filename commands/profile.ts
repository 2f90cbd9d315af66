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
import { escapeName, fitContent } from "../src/bot/layouts/text.ts";
import { LEADERBOARD_MIN_GAMES, type BuildingRecord, type CategoryAverages, type Profile, type YourRating } from "../src/store/index.ts";
import { describeRatingChart, type RatingCourse } from "../renderers/index.ts";
import { described } from "../src/i18n/discord.ts";
import { languageOf, PSEUDO, translator, type Locale, type Translate } from "../src/i18n/index.ts";
import { levelName } from "../src/bot/turn/lobby.ts";

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
  if (user && ai !== null) throw UserError.say("errors.profile.both");
  if (ai !== null) {
    const level = AI_LEVELS.find((l) => l === ai);
    if (!level) throw UserError.say("errors.profile.noLevel", { level: ai, levels: AI_LEVELS.join(", ") });
    return { kind: "ai", level };
  }
  if (!user || user.id === i.user.id) return { kind: "you", user: i.user };
  if (user.bot) throw UserError.say("errors.profile.bot", { name: escapeName(user.globalName ?? user.username), level: AI_LEVELS[AI_LEVELS.length - 1] ?? "hard" });
  return { kind: "them", user };
}

function playerOf(w: Whose): string {
  return w.kind === "ai" ? `ai:${w.level}` : w.user.id;
}

/** The name in the profile's heading: the AI level, or the player's seat name in their latest game here. */
function nameOf(w: Whose, p: Profile, t: Translate): string {
  if (w.kind === "ai") return t("replies.profile.aiName", { level: levelName(w.level, t) });
  return p.name ?? w.user.globalName ?? w.user.username;
}

function noGames(w: Whose, shown: string, t: Translate): string {
  if (w.kind === "ai") return t("replies.profile.aiNone", { level: levelName(w.level, t), value: w.level });
  if (w.kind === "you") return t("replies.profile.youNone");
  return t("replies.profile.themNone", { name: escapeName(shown) });
}

/** A figure with one decimal in the reader's language (English: as /score writes it). */
function vpIn(locale: Locale, x: number): string {
  if (locale === "en" || locale === PSEUDO) return vpText(x);
  const r = Math.round(x * 10) / 10;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(r === 0 ? 0 : r).replace("-", "−");
}

/** "rating 12.3 · number 4 on the leaderboard", or why there is no place. */
function ratingLine(r: YourRating | null, locale: Locale): string {
  const t = translator(locale);
  if (!r) return t("replies.profile.notRated");
  const rating = locale === "en" || locale === PSEUDO ? figure(r.rating) : vpIn(locale, r.rating);
  const head = t("replies.profile.rating", { rating, games: t("replies.count.ratedGames", { count: r.games }) });
  if (r.left) return `${head}${t("replies.profile.left")}`;
  if (r.place !== null) return `${head}${t("replies.profile.place", { place: r.place })}`;
  return `${head}${t("replies.profile.toGo", { more: t("replies.count.moreRatedGames", { count: LEADERBOARD_MIN_GAMES - r.games }) })}`;
}

/** "Ships 14.0 · Buildings 18.1 · ...": each scoring line's average VP, in /score's order and words. */
function categoriesLine(c: CategoryAverages, locale: Locale): string {
  const t = translator(locale);
  const lines: [string, number][] = [
    [t("replies.profile.ships"), c.ships], [t("replies.profile.buildings"), c.buildings], [t("replies.profile.shares"), c.shares], [t("replies.profile.gold"), c.gold],
    [t("replies.profile.freeSpaces"), c.freeSpaces], [t("replies.profile.unissuedShares"), c.unissuedShares],
  ];
  // What Buildings' scoring rules (Hermitage, Bank, ...) did, only when they ever counted.
  if (Math.round(c.adjustments * 10) !== 0) lines.push([t("replies.profile.adjustments"), c.adjustments]);
  return lines.map(([name, v]) => `${name} ${vpIn(locale, v)}`).join(" · ");
}

function buildingName(id: string): string {
  try {
    return cardView(id).name;
  } catch {
    return id; // a card this version does not know
  }
}

/** "• Boathouse: 6 games, 3 wins, 44.5 on average" (Building names stay English). */
function buildingLine(b: BuildingRecord, locale: Locale): string {
  const t = translator(locale);
  return t("replies.profile.building", { name: buildingName(b.id), games: t("replies.count.games", { count: b.games }), wins: t("replies.count.wins", { count: b.wins }), average: vpIn(locale, b.average) });
}

function profileText(w: Whose, p: Profile, shown: string, locale: Locale): string {
  const t = translator(locale);
  const head = w.kind === "you" ? t("replies.profile.youHead", { name: escapeName(shown) })
    : w.kind === "ai" ? t("replies.profile.aiHead", { level: levelName(w.level, t) }) : t("replies.profile.themHead", { name: escapeName(shown) });
  const percent = Math.round((100 * p.wins) / p.games);
  const lines: string[] = [head, ratingLine(p.rating, locale), t("replies.profile.played", { games: t("replies.count.games", { count: p.games }), wins: t("replies.count.wins", { count: p.wins }), percent })];
  if (p.average !== null && p.best !== null) lines.push(t("replies.profile.score", { average: vpIn(locale, p.average), best: p.best }));
  if (p.categories) lines.push(t("replies.profile.perGame", { categories: categoriesLine(p.categories, locale) }));
  const built = w.kind === "you" ? t("replies.profile.builtYou") : w.kind === "ai" ? t("replies.profile.builtAi") : t("replies.profile.builtThem");
  if (p.buildings.length > 0) lines.push(built, ...p.buildings.map((b) => buildingLine(b, locale)));
  const handed = p.games - p.scored;
  if (w.kind !== "ai" && handed > 0) lines.push(t("replies.profile.handed", { count: handed }));
  lines.push(p.course.length > 1 ? t("replies.profile.chart") : t("replies.profile.how"));
  return lines.join("\n");
}

async function showProfile(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const whose = whoseOf(i);
  const guildId = i.guildId ?? "";
  const player = playerOf(whose);
  if (whose.kind === "them" && (await ctx.store.leftLeaderboards([player])).has(player)) {
    throw UserError.say("errors.profile.private", { name: escapeName(whose.user.globalName ?? whose.user.username) });
  }
  // A public profile (`public:true`) is read by the channel: still in the asker's language, as they asked for it.
  const locale = languageOf(i.locale);
  const t = translator(locale);
  const p = await ctx.store.profile(guildId, player, PROFILE_BUILDINGS);
  const shown = nameOf(whose, p, t);
  if (p.games === 0) {
    await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: noGames(whose, shown, t) });
    return;
  }
  const content = fitContent(profileText(whose, p, shown, locale));
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

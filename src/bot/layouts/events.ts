// The two posts that make a game an event: its start (everyone pinged, with how a round goes
// in five lines, each pointing at the /rules topic that says more, and `/rules` alone for a
// newcomer's Start here) and its end (everyone pinged, the winners, the final score image).
// The lobby message and /games show the result.
//
// Everyone at the table reads these posts: they speak the game's language (`game.language`, or
// the `locale` a caller asks for, the pseudo-locale in the tests). Only the bot's own words are
// translated here; what the engine wrote (the Round spaces, the story, the learning texts, the
// alt text) comes through as it is.
import { AttachmentBuilder, type MessageCreateOptions } from "discord.js";
import { aiLevelOf } from "../../ai/index.ts";
import { currentScores, finalScores, gameFacts, summarize, type GameState, type PlayerCount, type ScoreSheet } from "../../engine/index.ts";
import { translator, type Locale, type Translate } from "../../i18n/index.ts";
import type { Images } from "../images/images.ts";
import { describeTable } from "../../../renderers/describe.ts";
import { turnPictureFor } from "./turn-image.ts";
import type { GameRecord, RatingChangeRecord } from "../../store/index.ts";
import { fitLines, ratingText } from "./present.ts";
import type { NextUp } from "./turn-post.ts";
import { LIMITS, V2, altText, container, picture, separator, tableLinkRow, text, v2Message } from "./v2.ts";
import { escapeName, uniqueIds } from "./text.ts";
import { firstTimeText, textMax, type Milestone } from "./learning.ts";

/** The Discord users seated in the game, each once: AI seats have none and are never mentioned. */
function humanIds(game: GameRecord): string[] {
  return uniqueIds(game.seats.map((s) => s.userId));
}

/** The mentions of the humans seated, pinged by a start or end post's ping line. */
function mentions(game: GameRecord): string[] {
  return humanIds(game).map((u) => `<@${u}>`);
}

/**
 * The start post's ping line: everyone seated is pinged once ("🎣 Nusfjord #1 begins: @Ann and @Bo."),
 * then what the first player is asked (`up.ping`).
 */
export function startPing(game: GameRecord, up: NextUp, locale: Locale = game.language): NextUp {
  const tr = translator(locale);
  const users = humanIds(game);
  const begins = users.length > 0 ? tr("posts.start.ping", { game: game.id, players: mentions(game) }) : tr("posts.start.pingNobody", { game: game.id });
  return { ...up, users, ping: [begins, up.ping].filter(Boolean).join("\n") };
}

/** A seat's name as these posts show it, escaped: an AI seat with its level in the post's language ("Ingrid (AI, medium)", "Ingrid (KI, mittel)"). */
function seatText(tr: Translate, game: GameRecord, seat: number): string {
  const s = game.seats[seat];
  if (!s) return tr("posts.end.player", { seat: seat + 1 });
  const name = escapeName(s.displayName);
  return s.aiLevel === null ? name : tr("posts.seat.ai", { name, level: tr(`settings.level.${aiLevelOf(s.aiLevel)}`) });
}

/** Every seat, humans as mentions, AI seats with their level ("🤖 Ingrid (AI, medium)"), for a `{{table, list}}`: the language joins them. */
function tableList(tr: Translate, game: GameRecord): string[] {
  return game.seats.map((s) => (s.userId ? `<@${s.userId}>` : `🤖 ${seatText(tr, game, s.seat)}`));
}

/**
 * How a round goes, in five short lines, each naming the /rules topic to read more (the topic
 * titles are those of GUIDE in src/engine/reference.ts; a test checks that each one is found).
 */
const ROUND_IN_FIVE_LINES = ["fishing", "work", "home", "rounds", "scoring"] as const;

/** The five lines, numbered, with what the Round spaces bring at this player count (the engine's words). */
export function roundInFiveLines(players: number, locale: Locale = "en"): string[] {
  const tr = translator(locale);
  const count = players === 2 || players === 3 || players === 4 || players === 5 ? players : 4;
  return ROUND_IN_FIVE_LINES.map((line, n) => `${n + 1}. ${tr(`posts.start.round.${line}`, { roundSpaces: roundSpacesIn(tr, count) })}`);
}

/** What the Round spaces bring at this player count, in one sentence in the post's language (English: the engine's roundSpacesFor, word for word). */
function roundSpacesIn(tr: Translate, players: PlayerCount): string {
  const { newA, handC, newB } = gameFacts(players).roundSpaces;
  const parts = [
    ...(newA > 0 ? [tr("posts.start.round.spaces.newA", { n: newA })] : []),
    tr("posts.start.round.spaces.handC", { n: handC }),
    ...(newB > 0 ? [tr("posts.start.round.spaces.newB", { n: newB })] : []),
  ];
  const text = parts.join(tr("posts.start.round.spaces.sep"));
  const none = newA === 0 && newB === 0 ? tr("posts.start.round.spaces.none", { n: players }) : "";
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${tr("posts.start.round.spaces.end")}${none}`;
}

/**
 * The start post (laid out by Discord, like a turn post: layouts/turn-post.ts): a heading with
 * every seat, how a round goes, what has happened so far (the round-1 catch), in a learning game
 * what that was (`taught`: the first Fishing), who plays first with their situation and their
 * turn picture, then their choices. The whole board is `/board`, the rules `/rules`: one picture
 * here, made for the box Discord shows it in. Its mentions do not ping: the ping line after it
 * does (the poster sends it).
 */
export async function startPost(images: Images, game: GameRecord, state: GameState, fresh: readonly string[], up: NextUp, names: string[], taught: readonly Milestone[] = [], locale: Locale = game.language, table: string | null = null): Promise<MessageCreateOptions> {
  const summary = summarize(state);
  // The first player's turn picture (the board, their own supply and harbor), so turn 1 reads like every other.
  const card = turnPictureFor(images, game, state, summary, undefined, names, locale);
  const { intro, teach, room } = startLayout(game, up.text, taught, locale);
  const name = `nusfjord-${game.id}-${game.version}.png`;
  const news = [
    text(intro),
    ...(room > 0 && fresh.length > 0 ? [text(fitLines(fresh, room))] : []),
    ...(teach ? [text(teach)] : []),
    separator(),
    ...(up.text ? [text(up.text)] : []),
    picture(name, card.description),
  ];
  return {
    flags: V2,
    components: [container(news), ...(up.choices.length > 0 ? [container(up.choices)] : []), ...(table ? [tableLinkRow(table, locale)] : [])],
    files: [new AttachmentBuilder(await card.png, { name, description: altText(card.description) })],
    allowedMentions: { parse: [] },
  };
}

/**
 * The start post's text but for the story: the intro, the first times' explanations (which, then
 * the story, get what room is left, so the ping and the choices are never cut off) and the room
 * for the story (0: none).
 */
function startLayout(game: GameRecord, up: string, taught: readonly Milestone[], locale: Locale): { intro: string; teach: string; room: number } {
  const tr = translator(locale);
  const head = tr("posts.start.head", { game: game.id, table: tableList(tr, game), deck: tr(`commands.nusfjord.new.deckChoice.${game.deck}`) });
  const intro = [head, tr("posts.start.howARound"), ...roundInFiveLines(game.playerCount, locale)].join("\n");
  const left = textMax(game) - intro.length - up.length - 4;
  const teach = firstTimeText(game, taught, left - 2, locale);
  const room = Math.min(400, left - (teach ? teach.length + 2 : 0) - 2);
  return { intro, teach, room: room > 40 ? room : 0 };
}

/** The characters the start post's story may take (what more is told comes in posts of its own before it). */
export function startStoryRoom(game: GameRecord, up: string, taught: readonly Milestone[] = [], locale: Locale = game.language): number {
  return startLayout(game, up, taught, locale).room;
}

/** The final sheets (the current ones should the engine not have them yet). */
export function resultSheets(state: GameState): ScoreSheet[] {
  return finalScores(state) ?? currentScores(state);
}

/** "Winner: 🏆 ann (52 VP)" or "Shared victory: 🏆 ann and bo (48 VP each)". */
function winnersText(tr: Translate, game: GameRecord, sheets: readonly ScoreSheet[]): string {
  const winners = sheets.filter((s) => s.winner);
  const vp = winners[0]?.total ?? 0;
  const who = winners.map((s) => seatText(tr, game, s.seat));
  return winners.length > 1 ? tr("posts.end.shared", { names: who, vp }) : tr("posts.end.winner", { name: who.join(""), vp });
}

/**
 * "🏆 ann 52 VP · bo 40 VP": everyone's total, best first, the winners marked. In English unless
 * asked otherwise: /games and /replay show it in replies of their own.
 */
export function totalsText(game: GameRecord, sheets: readonly ScoreSheet[], locale: Locale = "en"): string {
  const tr = translator(locale);
  return [...sheets].sort((a, b) => b.total - a.total).map((s) => `${s.winner ? "🏆 " : ""}${tr("posts.end.total", { name: seatText(tr, game, s.seat), vp: s.total })}`).join(" · ");
}

/**
 * The end post's ping line ("🎣 Nusfjord #1 is over: @Ann, @Bo. 🏆 Ann 52 VP · Bo 40 VP"): every
 * human seated, pinged once, with the result, so a phone's notification says the game is over
 * and who won (the V2 post itself pings nobody: a V2 mention would notify without text, see
 * layouts/turn-post.ts).
 */
export function endPing(game: GameRecord, state: GameState, locale: Locale = game.language): NextUp {
  const tr = translator(locale);
  const users = humanIds(game);
  const totals = totalsText(game, resultSheets(state), locale);
  const ping = users.length > 0 ? tr("posts.end.ping", { game: game.id, players: mentions(game), totals }) : tr("posts.end.pingNobody", { game: game.id, totals });
  return { text: "", users, choices: [], ping };
}

/** What a score sheet is made of, in words: "Ships 10 · Buildings 25 · Shares 6 · Gold 3 · free spaces −2" (penalties and extras only when there are any). */
function scoreParts(tr: Translate, s: ScoreSheet): string {
  const signed = (vp: number): string => (vp < 0 ? `−${-vp}` : `+${vp}`);
  return [
    tr("posts.end.parts.ships", { n: s.ships }), tr("posts.end.parts.buildings", { n: s.buildingsTotal }),
    tr("posts.end.parts.shares", { n: s.shares }), tr("posts.end.parts.gold", { n: s.gold }),
    ...(s.freeSpaces > 0 ? [tr("posts.end.parts.freeSpaces", { n: s.freeSpaces })] : []),
    ...(s.unissuedShares > 0 ? [tr("posts.end.parts.unissued", { n: s.unissuedShares })] : []),
    // The engine names an adjustment (a Building's): shown as it is.
    ...s.adjustments.map((a) => `${escapeName(a.name)} ${signed(a.vp)}`),
  ].join(" · ");
}

/**
 * The final scores, ranked (a tie shares its place): "🏆 **1st Ann: 52 VP**" and under it what
 * the points are made of. The place is an ordinal of the language ("1st", "1.", "1位").
 */
function rankedScores(tr: Translate, game: GameRecord, sheets: readonly ScoreSheet[]): string {
  const sorted = [...sheets].sort((a, b) => b.total - a.total);
  return sorted.map((s) => {
    const place = tr("posts.end.place", { count: sorted.findIndex((t) => t.total === s.total) + 1, ordinal: true });
    return `${s.winner ? "🏆" : "▫️"} ${tr("posts.end.ranked", { place, name: seatText(tr, game, s.seat), vp: s.total })}\n${scoreParts(tr, s)}`;
  }).join("\n");
}

/**
 * The end post, laid out by Discord: the result with every seat named (mentions that do not
 * ping: the ping line after it does, endPing), the final scores ranked with what each is made of,
 * hints used and each player's rating change (`changes`: the store's ratingChanges), in a
 * learning game what was new here (`taught`: the final scoring), the last turn, then one picture:
 * every player's final position (what each ended with), with its alt text.
 */
export async function endPost(images: Images, game: GameRecord, state: GameState, fresh: readonly string[], names: string[], taught: readonly Milestone[] = [], changes: readonly RatingChangeRecord[] = [], locale: Locale = game.language, table: string | null = null): Promise<MessageCreateOptions> {
  const summary = summarize(state);
  const { top, scores, after, teach, foot, lastTurn, room } = endLayout(game, state, taught, changes, locale);
  const name = `nusfjord-${game.id}-players.png`;
  const story = fitLines(fresh, room);
  const components = [container([
    text(top),
    text(scores),
    text(after),
    ...(teach ? [text(teach)] : []),
    ...(story ? [separator(), text(`${lastTurn}\n${story}`)] : []),
    picture(name, describeTable(summary, { names, language: locale })),
    text(foot),
  ]), ...(table ? [tableLinkRow(table, locale)] : [])];
  // Pings nobody (v2Message): endPing's line after it does.
  return {
    ...v2Message(components),
    files: [
      // Every player's final position (what each ended with), for everyone the post pings.
      new AttachmentBuilder(await images.table(summary, { names, language: locale }), { name: `nusfjord-${game.id}-players.png`, description: describeTable(summary, { names, language: locale }) }),
    ],
  };
}

/** The end post's texts but for the story, and the room for the story (the explanations come first). */
function endLayout(game: GameRecord, state: GameState, taught: readonly Milestone[], changes: readonly RatingChangeRecord[], locale: Locale): { top: string; scores: string; after: string; teach: string; foot: string; lastTurn: string; room: number } {
  const tr = translator(locale);
  const sheets = resultSheets(state);
  const top = tr("posts.end.head", { game: game.id, winners: winnersText(tr, game, sheets), table: tableList(tr, game) });
  const scores = rankedScores(tr, game, sheets);
  const after = [hintsLine(game, locale), ratingsLine(game, changes, locale)].filter(Boolean).join("\n");
  const foot = tr("posts.end.foot");
  const lastTurn = tr("posts.end.lastTurn");
  const left = LIMITS.text - top.length - scores.length - after.length - foot.length - lastTurn.length - 1;
  const teach = firstTimeText(game, taught, left - 200, locale);
  return { top, scores, after, teach, foot, lastTurn, room: Math.min(900, left - teach.length) };
}

/** The characters the end post's "last turn" may take (what more is told comes in posts of its own before it). */
export function endStoryRoom(game: GameRecord, state: GameState, taught: readonly Milestone[] = [], changes: readonly RatingChangeRecord[] = [], locale: Locale = game.language): number {
  return endLayout(game, state, taught, changes, locale).room;
}

/**
 * How many hints each player used, so a game with hints is never mistaken for one without: a
 * learning game says its turns came with hints; a game with hints off says so.
 */
export function hintsLine(game: GameRecord, locale: Locale = game.language): string {
  const tr = translator(locale);
  if (game.learning) return game.hintsOn ? tr("posts.end.hints.learning") : tr("posts.end.hints.learningOff");
  const humans = game.seats.filter((s) => s.userId !== null || s.hintsUsed > 0);
  const used = humans.filter((s) => s.hintsUsed > 0);
  if (used.length === 0) return game.hintsOn ? tr("posts.end.hints.none") : tr("posts.end.hints.off");
  return tr("posts.end.hints.used", { counts: humans.map((s) => `${seatText(tr, game, s.seat)} ${s.hintsUsed}`).join(" · ") });
}

/**
 * "📈 Ratings: Ann 0.0 → 3.3 (+3.3) · Bo 0.0 → -1.8 (-1.8)": each person's rating change (AI
 * levels are rated too, but not shown here); an unrated game says so; "" when nothing changed.
 */
export function ratingsLine(game: GameRecord, changes: readonly RatingChangeRecord[], locale: Locale = game.language): string {
  const tr = translator(locale);
  if (!game.rated) return tr("posts.end.notRated");
  const people = changes.filter((c, i) => c.ai === null && changes.findIndex((d) => d.player === c.player) === i);
  if (people.length === 0) return "";
  // The change between the two figures as shown (one decimal each), so that the line adds up.
  const delta = (c: RatingChangeRecord): string => {
    const d = ratingText((Math.round(c.after * 10) - Math.round(c.before * 10)) / 10);
    return d.startsWith("-") ? d : `+${d}`;
  };
  const name = (c: RatingChangeRecord): string => {
    const seat = game.seats[c.seat];
    return seat ? escapeName(seat.displayName) : tr("posts.end.player", { seat: c.seat + 1 });
  };
  return tr("posts.end.ratings", { changes: people.map((c) => `${name(c)} ${ratingText(c.before)} → ${ratingText(c.after)} (${delta(c)})`).join(" · ") });
}

/** The line the lobby message ends with once the game is over (the lobby speaks the game's language too). */
export function lobbyResult(game: GameRecord, state: GameState, locale: Locale = game.language): string {
  const tr = translator(locale);
  const totals = totalsText(game, resultSheets(state), locale);
  return game.threadId ? tr("posts.end.lobby", { totals, thread: `<#${game.threadId}>` }) : tr("posts.end.lobbyNoThread", { totals });
}

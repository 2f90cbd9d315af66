// The two posts that make a game an event: its start (everyone pinged, with how a round goes
// in five lines, each pointing at the /rules topic that says more, and `/rules` alone for a
// newcomer's Start here) and its end (everyone pinged, the winners, the final score image).
// The lobby message and /games show the result.
import { AttachmentBuilder, type MessageCreateOptions } from "discord.js";
import { currentScores, finalScores, roundSpacesFor, summarize, type GameState, type ScoreSheet } from "../../engine/index.ts";
import type { Images } from "../images/images.ts";
import { describeTable } from "../../../renderers/describe.ts";
import { turnPictureFor } from "./turn-image.ts";
import type { GameRecord, RatingChangeRecord } from "../../store/index.ts";
import { fitLines, nameOf, ratingText, seatName } from "./present.ts";
import type { NextUp } from "./turn-post.ts";
import { LIMITS, V2, altText, container, picture, separator, text, v2Message } from "./v2.ts";
import { escapeName, uniqueIds } from "./text.ts";
import { firstTimeText, textMax, type Milestone } from "./learning.ts";

/** The Discord users seated in the game, each once: AI seats have none and are never mentioned. */
function humanIds(game: GameRecord): string[] {
  return uniqueIds(game.seats.map((s) => s.userId));
}

/**
 * The start post's ping line: everyone seated is pinged once ("🎣 Nusfjord #1 begins: @Ann, @Bo"),
 * then what the first player is asked (`up.ping`).
 */
export function startPing(game: GameRecord, up: NextUp): NextUp {
  const users = humanIds(game);
  const begins = `🎣 Nusfjord #${game.id} begins: ${users.map((u) => `<@${u}>`).join(", ")}.`;
  return { ...up, users, ping: [begins, up.ping].filter(Boolean).join("\n") };
}

/** "<@1>, <@2> and 🤖 Ingrid (AI, medium)": every seat, humans as mentions, AI seats with their level. */
function tableText(game: GameRecord): string {
  const all = game.seats.map((s) => (s.userId ? `<@${s.userId}>` : `🤖 ${escapeName(seatName(s))}`));
  return all.length > 1 ? `${all.slice(0, -1).join(", ")} and ${all[all.length - 1] ?? ""}` : all.join("");
}

/**
 * How a round goes, in five short lines, each naming the /rules topic to read more (the topic
 * titles are those of GUIDE in src/engine/reference.ts; a test checks that each one is found).
 */
const ROUND_IN_FIVE_LINES: readonly string[] = [
  "🐟 **Fishing**: your catch puts 1 fish on each of your Elders and on each issued Share of your company, whoever holds it; the rest goes to your Reserve. The bot does it (it asks only when a catch runs short). `/rules topic:Fishing phase`",
  "👷 **Work**: three turns each, from the First Player on. Place a worker on an action space or an Elder (`/place`), or pass (`/pass`). `/rules topic:Work phase`",
  "⛵ **Returning Home**: workers come back and the First Player moves one seat to the right. `/rules topic:Returning Home phase`",
  "🗓️ **7 rounds**: {roundSpaces} `/rules topic:Round spaces`",
  "🏆 **Scoring** after round 7: Ships, Buildings, Shares and gold count, minus free Building spaces and Unissued Shares. `/rules topic:Scoring`",
];

/** The five lines, numbered, with what the Round spaces bring at this player count. */
export function roundInFiveLines(players: number): string[] {
  const count = players === 2 || players === 3 || players === 4 || players === 5 ? players : 4;
  return ROUND_IN_FIVE_LINES.map((l, n) => `${n + 1}. ${l.replace("{roundSpaces}", roundSpacesFor(count))}`);
}

/**
 * The start post (laid out by Discord, like a turn post: layouts/turn-post.ts): a heading with
 * every seat, how a round goes, what has happened so far (the round-1 catch), in a learning game
 * what that was (`taught`: the first Fishing), who plays first with their situation and their
 * turn picture, then their choices. The whole board is `/board`, the rules `/rules`: one picture
 * here, made for the box Discord shows it in. Its mentions do not ping: the ping line after it
 * does (the poster sends it).
 */
export async function startPost(images: Images, game: GameRecord, state: GameState, fresh: readonly string[], up: NextUp, names: string[], taught: readonly Milestone[] = []): Promise<MessageCreateOptions> {
  const summary = summarize(state);
  // The first player's turn card (their own supply and harbor), so turn 1 reads like every other.
  const card = turnPictureFor(images, game, state, summary, undefined, names);
  const { intro, teach, room } = startLayout(game, up.text, taught);
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
    components: [container(news), ...(up.choices.length > 0 ? [container(up.choices)] : [])],
    files: [new AttachmentBuilder(await card.png, { name, description: altText(card.description) })],
    allowedMentions: { parse: [] },
  };
}

/**
 * The start post's text but for the story: the intro, the first times' explanations (which, then
 * the story, get what room is left, so the ping and the choices are never cut off) and the room
 * for the story (0: none).
 */
function startLayout(game: GameRecord, up: string, taught: readonly Milestone[]): { intro: string; teach: string; room: number } {
  const head = `🎣 **Nusfjord #${game.id} begins!** ${tableText(game)} · ${game.deck} deck · 7 rounds`;
  const intro = [head, "**How a round goes** (new to the game? `/rules` starts here; `/board` shows the whole board)", ...roundInFiveLines(game.playerCount)].join("\n");
  const left = textMax(game) - intro.length - up.length - 4;
  const teach = firstTimeText(game, taught, left - 2);
  const room = Math.min(400, left - (teach ? teach.length + 2 : 0) - 2);
  return { intro, teach, room: room > 40 ? room : 0 };
}

/** The characters the start post's story may take (what more is told comes in posts of its own before it). */
export function startStoryRoom(game: GameRecord, up: string, taught: readonly Milestone[] = []): number {
  return startLayout(game, up, taught).room;
}

/** The final sheets (the current ones should the engine not have them yet). */
export function resultSheets(state: GameState): ScoreSheet[] {
  return finalScores(state) ?? currentScores(state);
}

/** "🏆 ann (52 VP)" or "Shared victory: 🏆 ann and bo (48 VP)". */
function winnersText(game: GameRecord, sheets: readonly ScoreSheet[]): string {
  const winners = sheets.filter((s) => s.winner);
  const vp = winners[0]?.total ?? 0;
  const who = winners.map((s) => nameOf(game, s.seat)).join(" and ");
  return winners.length > 1 ? `Shared victory: 🏆 ${who} (${vp} VP each)` : `Winner: 🏆 ${who} (${vp} VP)`;
}

/** "🏆 ann 52 VP · bo 40 VP": everyone's total, best first, the winners marked. */
export function totalsText(game: GameRecord, sheets: readonly ScoreSheet[]): string {
  return [...sheets].sort((a, b) => b.total - a.total).map((s) => `${s.winner ? "🏆 " : ""}${nameOf(game, s.seat)} ${s.total} VP`).join(" · ");
}

/**
 * The end post's ping line ("🎣 Nusfjord #1 is over: @Ann, @Bo. 🏆 Ann 52 VP · Bo 40 VP"): every
 * human seated, pinged once, with the result, so a phone's notification says the game is over
 * and who won (the V2 post itself pings nobody: a V2 mention would notify without text, see
 * layouts/turn-post.ts).
 */
export function endPing(game: GameRecord, state: GameState): NextUp {
  const users = humanIds(game);
  const who = users.map((u) => `<@${u}>`).join(", ");
  return { text: "", users, choices: [], ping: `🎣 Nusfjord #${game.id} is over${who ? `: ${who}` : ""}. ${totalsText(game, resultSheets(state))}` };
}

/** "1st", "2nd", "3rd", "4th", "5th". */
function ordinal(n: number): string {
  return `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;
}

/** What a score sheet is made of, in words: "Ships 10 · Buildings 25 · Shares 6 · Gold 3 · free spaces −2" (penalties and extras only when there are any). */
function scoreParts(s: ScoreSheet): string {
  const signed = (vp: number): string => (vp < 0 ? `−${-vp}` : `+${vp}`);
  return [
    `Ships ${s.ships}`, `Buildings ${s.buildingsTotal}`, `Shares ${s.shares}`, `Gold ${s.gold}`,
    ...(s.freeSpaces > 0 ? [`free spaces −${s.freeSpaces}`] : []),
    ...(s.unissuedShares > 0 ? [`unissued Shares −${s.unissuedShares}`] : []),
    ...s.adjustments.map((a) => `${escapeName(a.name)} ${signed(a.vp)}`),
  ].join(" · ");
}

/**
 * The final scores, ranked (a tie shares its place): "🏆 **1st Ann: 52 VP**" and under it what
 * the points are made of.
 */
function rankedScores(game: GameRecord, sheets: readonly ScoreSheet[]): string {
  const sorted = [...sheets].sort((a, b) => b.total - a.total);
  return sorted.map((s) => {
    const place = sorted.findIndex((t) => t.total === s.total) + 1;
    return `${s.winner ? "🏆" : "▫️"} **${ordinal(place)} ${nameOf(game, s.seat)}: ${s.total} VP**\n${scoreParts(s)}`;
  }).join("\n");
}

/**
 * The end post, laid out by Discord: the result with every seat named (mentions that do not
 * ping: the ping line after it does, endPing), the final scores ranked with what each is made of,
 * hints used and each player's rating change (`changes`: the store's ratingChanges), in a
 * learning game what was new here (`taught`: the final scoring), the last turn, then one picture:
 * every player's final position (what each ended with), with its alt text.
 */
export async function endPost(images: Images, game: GameRecord, state: GameState, fresh: readonly string[], names: string[], taught: readonly Milestone[] = [], changes: readonly RatingChangeRecord[] = []): Promise<MessageCreateOptions> {
  const summary = summarize(state);
  const { top, scores, after, teach, room } = endLayout(game, state, taught, changes);
  const name = `nusfjord-${game.id}-players.png`;
  const story = fitLines(fresh, room);
  const components = [container([
    text(top),
    text(scores),
    text(after),
    ...(teach ? [text(teach)] : []),
    ...(story ? [separator(), text(`**The last turn**\n${story}`)] : []),
    picture(name, describeTable(summary, { names })),
    text(END_FOOT),
  ])];
  // Pings nobody (v2Message): endPing's line after it does.
  return {
    ...v2Message(components),
    files: [
      // Every player's final position (what each ended with), for everyone the post pings.
      new AttachmentBuilder(await images.table(summary, { names }), { name: `nusfjord-${game.id}-players.png`, description: describeTable(summary, { names }) }),
    ],
  };
}

const END_FOOT = "-# Every player's points, item by item: `/score`. Their whole game: `/replay`.";

/** The end post's texts but for the story, and the room for the story (the explanations come first). */
function endLayout(game: GameRecord, state: GameState, taught: readonly Milestone[], changes: readonly RatingChangeRecord[]): { top: string; scores: string; after: string; teach: string; room: number } {
  const sheets = resultSheets(state);
  const top = `🏁 **Game #${game.id} is over!** ${winnersText(game, sheets)}.\nThanks for playing, ${tableText(game)}.`;
  const scores = rankedScores(game, sheets);
  const after = [hintsLine(game), ratingsLine(game, changes)].filter(Boolean).join("\n");
  const left = LIMITS.text - top.length - scores.length - after.length - END_FOOT.length - "**The last turn**\n".length;
  const teach = firstTimeText(game, taught, left - 200);
  return { top, scores, after, teach, room: Math.min(900, left - teach.length) };
}

/** The characters the end post's "last turn" may take (what more is told comes in posts of its own before it). */
export function endStoryRoom(game: GameRecord, state: GameState, taught: readonly Milestone[] = [], changes: readonly RatingChangeRecord[] = []): number {
  return endLayout(game, state, taught, changes).room;
}

/**
 * How many hints each player used, so a game with hints is never mistaken for one without: a
 * learning game says its turns came with hints; a game with hints off says so.
 */
export function hintsLine(game: GameRecord): string {
  if (game.learning) return game.hintsOn ? "🎓 A learning game: every turn came with a hint." : "🎓 A learning game (its hints were turned off).";
  const humans = game.seats.filter((s) => s.userId !== null || s.hintsUsed > 0);
  const used = humans.filter((s) => s.hintsUsed > 0);
  if (used.length === 0) return game.hintsOn ? "💡 No hints were used." : "💡 Hints were off in this game.";
  return `💡 Hints used: ${humans.map((s) => `${nameOf(game, s.seat)} ${s.hintsUsed}`).join(" · ")}.`;
}

/**
 * "📈 Ratings: Ann 0.0 → 3.3 (+3.3) · Bo 0.0 → -1.8 (-1.8)": each person's rating change (AI
 * levels are rated too, but not shown here); an unrated game says so; "" when nothing changed.
 */
export function ratingsLine(game: GameRecord, changes: readonly RatingChangeRecord[]): string {
  if (!game.rated) return "⚖️ This game was not rated.";
  const people = changes.filter((c, i) => c.ai === null && changes.findIndex((d) => d.player === c.player) === i);
  if (people.length === 0) return "";
  // The change between the two figures as shown (one decimal each), so that the line adds up.
  const delta = (c: RatingChangeRecord): string => {
    const d = ratingText((Math.round(c.after * 10) - Math.round(c.before * 10)) / 10);
    return d.startsWith("-") ? d : `+${d}`;
  };
  const name = (c: RatingChangeRecord): string => escapeName(game.seats[c.seat]?.displayName ?? `Player ${c.seat + 1}`);
  return `📈 Ratings: ${people.map((c) => `${name(c)} ${ratingText(c.before)} → ${ratingText(c.after)} (${delta(c)})`).join(" · ")} (\`/leaderboard\`)`;
}

/** The line the lobby message ends with once the game is over. */
export function lobbyResult(game: GameRecord, state: GameState): string {
  const sheets = resultSheets(state);
  const where = game.threadId ? ` Final scores: <#${game.threadId}>.` : "";
  return `🏁 The game is over: ${totalsText(game, sheets)}.${where}`;
}

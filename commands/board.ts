// /board [layout]: the central board as it is now, laid out by Discord (Components V2): a
// heading, what the picture leaves out as text (the scores, the Building display, the ship
// supply), and the picture: compact (default, readable where Discord shows it), every detail
// (tall: open it), or wide for a desktop screen.
import { AttachmentBuilder, ApplicationCommandOptionType, type APIApplicationCommandStringOption, type ChatInputCommandInteraction } from "discord.js";
import { summarize, type CardView, type GameState, type GameSummary } from "../src/engine/index.ts";
import { IN_SERVERS, deferImageReply, gameOption, publicOption, type Command } from "../src/bot/command.ts";
import type { BotContext } from "../src/bot/context.ts";
import { autocompleteGame, findGame, running, type RunningGame } from "../src/bot/find-game.ts";
import { nameOf } from "../src/bot/layouts/present.ts";
import { cutWithEllipsis, escapeName } from "../src/bot/layouts/text.ts";
import { aiLevelOf } from "../src/ai/index.ts";
import { LIMITS, altText, container, picture, tableLinkRow, text, v2Message } from "../src/bot/layouts/v2.ts";
import { linksOf } from "../src/web/keys.ts";
import type { GameRecord } from "../src/store/index.ts";
import { nameIn } from "../src/store/index.ts";
import { describeBoard } from "../renderers/describe.ts";
import type { ImageOptions, Layout } from "../renderers/index.ts";
import { described, named } from "../src/i18n/discord.ts";
import { languageOf, say, translator, type Language, type Locale } from "../src/i18n/index.ts";
import { printedCost, printedPoints } from "../src/i18n/printed.ts";
import { logLine } from "../src/bot/layouts/said.ts";

/**
 * `layout` (/board, /harbor, /score): the compact image (default: 880 x 560, readable in the box
 * Discord shows it in), every detail (a tall image to open), or wide for a desktop screen.
 */
export const layoutOption = {
  type: ApplicationCommandOptionType.String,
  name: "layout",
  ...described("commands.common.layout"),
  required: false,
  choices: [{ ...named("commands.common.layoutChoice.compact"), value: "compact" }, { ...named("commands.common.layoutChoice.detail"), value: "detail" }, { ...named("commands.common.layoutChoice.wide"), value: "wide" }],
} as const satisfies APIApplicationCommandStringOption;

/**
 * The layout asked for. "phone", the old name of the default the command offered before, is the
 * compact default now; anything else unknown (an older or modified client) too.
 */
export function layoutOf(i: ChatInputCommandInteraction): Layout {
  const asked = i.options.getString(layoutOption.name);
  return asked === "wide" || asked === "detail" ? asked : "compact";
}

/**
 * The language an image command's picture and its alt text speak: the reader's (their Discord
 * app's) when the answer is private, the game's when it is posted for everyone (`public:true`).
 */
export function imageLanguage(i: ChatInputCommandInteraction, game: GameRecord): Language {
  return i.options.getBoolean(publicOption.name) ? game.language : languageOf(i.locale);
}

/** The options of an image command's picture: the names (English, nameIn("en"): the picture says " (AI)" in its language, renderers/draw.ts playerName), the layout and the language (every layout is drawn in it). */
export function imageOptions(names: readonly string[], layout: Layout, language: Language): ImageOptions {
  return { names, layout, language };
}

/** The options every image command ends with: which game, public or private, which layout. */
export const IMAGE_OPTIONS = [gameOption, publicOption, layoutOption] as const;

/** An image command's start: the answer deferred (privately unless `public`), and its running game. */
export async function imageRequest(ctx: BotContext, i: ChatInputCommandInteraction): Promise<RunningGame> {
  await deferImageReply(i);
  return running(await findGame(ctx, i));
}

/** "round 4 of 7, Work phase", "the game is over" (in `language`, English unless told). */
export function roundWords(s: Pick<GameState, "round" | "phase">, language: Locale = "en"): string {
  const t = translator(language);
  return s.phase === "over" ? t("image.reply.over") : t("image.reply.round", { round: s.round, phase: t(`image.phase.${s.phase}`) });
}

/** A seat's name in a reply's text, escaped: an AI seat with its level in the language ("Ingrid (AI, medium)", "Ingrid (KI, mittel)"). */
export function seatNameIn(game: GameRecord, seat: number, language: Locale = "en"): string {
  const s = game.seats[seat];
  if (language === "en" || !s) return language === "en" ? nameOf(game, seat) : say(language, "engine.word.seat", { n: seat + 1 });
  const name = escapeName(s.displayName);
  return s.aiLevel === null ? name : say(language, "posts.seat.ai", { name, level: say(language, `settings.level.${aiLevelOf(s.aiLevel)}`) });
}

/** Who must act now and what they are asked, in players' names and in `language` ("" when nobody). */
export function nowLine(game: GameRecord, s: GameSummary, language: Locale = "en"): string {
  const t = translator(language);
  const seats = s.activeSeat !== null ? [s.activeSeat] : s.pendingSeats;
  return seats.map((seat) => {
    const asked = s.prompts.find((p) => p.seat === seat);
    // The prompt's own full stop is the template's ("Now: Ann to choose." in English, "。" in Japanese).
    return asked ? t("image.reply.now", { prompt: logLine(language, { text: asked.prompt, say: asked.say }, game.seats).replace(/[.。]$/, "") }) : t("image.reply.nowPlay", { name: seatNameIn(game, seat, language) });
  }).join("\n");
}

/** The characters an image reply's text may take (Discord's 4,000 across a message's text displays, less room for the heading). */
const FACTS_MAX = LIMITS.text - 400;

/**
 * An image command's answer, laid out by Discord: one container with the heading (which game,
 * what is shown), the facts as text (what a screen reader or a phone reader needs, and what
 * the picture leaves out) and the picture, whose alt text `description` says what it shows.
 * Pings nobody.
 */
export function imageReply(heading: string, facts: readonly string[], png: Buffer, name: string, description: string): ReturnType<typeof v2Message<AttachmentBuilder>> {
  const body = cutWithEllipsis(facts.filter(Boolean).join("\n"), FACTS_MAX);
  const alt = altText(description);
  return v2Message(
    [container([text(heading), ...(body ? [text(body)] : []), picture(name, alt)])],
    [new AttachmentBuilder(png, { name, description: alt })],
  );
}

/** "−2", "7": a number as the pictures write it (a minus sign). */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : `${n}`;
}

/** "7 VP", "−2 VP" (a minus sign, as the pictures write it), in `language`. */
export function vpText(n: number, language: Locale = "en"): string {
  return say(language, "image.vp", { vp: signed(n) });
}

/** "Yard (1 wood, 1 VP)", the cost and points in `language`. */
function cardText(c: CardView, language: Locale): string {
  return say(language, "image.reply.card", { name: c.name, cost: printedCost(language, c.costText), vp: c.vp === null ? printedPoints(language, c.vpText) : vpText(c.vp, language) });
}

/** What /board says beside the picture, in `language`: whose turn, the scores and Workers, the Building display, the ships. */
function boardFacts(game: GameRecord, s: GameSummary, language: Locale): string[] {
  const t = translator(language);
  const sep = t("engine.word.sep");
  const shown = (cards: readonly (CardView | null)[]): string => {
    const present = cards.filter((c): c is CardView => c !== null);
    return present.length ? present.map((c) => cardText(c, language)).join(" · ") : t("image.reply.none");
  };
  const score = s.players.map((p) => {
    const more = [
      ...(s.phase === "work" ? [t("image.alt.workersLeft", { count: p.workersLeft })] : []),
      ...(p.seat === s.firstPlayer ? [t("image.reply.firstPlayer")] : []),
    ];
    return t("image.reply.scoreOf", { name: seatNameIn(game, p.seat, language), vp: vpText(p.score, language) }) + more.map((m) => `${sep}${m}`).join("");
  });
  const inHands = s.players.reduce((n, p) => n + p.handSize, 0);
  return [
    nowLine(game, s, language),
    t(s.phase === "over" ? "image.reply.scoresFinal" : "image.reply.scores", { list: score.join(" · ") }),
    t("image.reply.displayA", { list: shown(s.displays.A) }),
    t("image.reply.displayB", { list: shown(s.displays.B) }),
    t("image.reply.displayC", { list: shown(s.displays.C), count: inHands }),
    t("image.reply.shipsLeft", { ...s.shipSupply }),
  ];
}

export const board: Command = {
  data: {
    name: "board",
    ...described("commands.board.description"),
    contexts: IN_SERVERS,
    options: [...IMAGE_OPTIONS],
  },
  async execute(ctx, i) {
    const { game, state } = await imageRequest(ctx, i);
    const summary = summarize(state);
    const names = game.seats.map((s) => nameIn("en", s));
    const layout = layoutOf(i);
    const language = imageLanguage(i, game);
    const options = imageOptions(names, layout, language);
    const image = await ctx.images.board(summary, options);
    const description = describeBoard(summary, options);
    const heading = say(language, "image.reply.board", { game: game.id, round: roundWords(state, language) });
    const reply = imageReply(heading, boardFacts(game, summary, language), image, `board-${game.id}-${game.version}.png`, description);
    // The web view (WEB_PORT): the whole table, one tap away.
    const table = linksOf(ctx.config)?.game(game.id);
    await i.editReply(table ? { ...reply, components: [...reply.components, tableLinkRow(table, language)] } : reply);
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

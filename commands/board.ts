// /board [layout]: the central board as it is now, laid out by Discord (Components V2): a
// heading, what the picture leaves out as text (the scores, the Building display, the ship
// supply), and the picture: compact (default, readable where Discord shows it), every detail
// (tall: open it), or wide for a desktop screen.
import { AttachmentBuilder, ApplicationCommandOptionType, type APIApplicationCommandStringOption, type ChatInputCommandInteraction } from "discord.js";
import { summarize, type CardView, type GameState, type GameSummary } from "../src/engine/index.ts";
import { IN_SERVERS, deferImageReply, gameOption, publicOption, type Command } from "../src/bot/command.ts";
import type { BotContext } from "../src/bot/context.ts";
import { autocompleteGame, findGame, running, type RunningGame } from "../src/bot/find-game.ts";
import { nameOf, withNames } from "../src/bot/layouts/present.ts";
import { cutWithEllipsis } from "../src/bot/layouts/text.ts";
import { LIMITS, altText, container, picture, tableLinkRow, text, v2Message } from "../src/bot/layouts/v2.ts";
import { linksOf } from "../src/web/keys.ts";
import type { GameRecord } from "../src/store/index.ts";
import { shownName } from "../src/store/index.ts";
import { describeBoard } from "../renderers/describe.ts";
import type { ImageOptions, Layout } from "../renderers/index.ts";
import { described, named } from "../src/i18n/discord.ts";
import { languageOf, type Language } from "../src/i18n/index.ts";

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

/**
 * The options of an image command's picture: the names, the layout and the language. The detail
 * and wide layouts are still drawn in English, so only the compact one is given the language.
 */
export function imageOptions(names: readonly string[], layout: Layout, language: Language): ImageOptions {
  return layout === "compact" ? { names, layout, language } : { names, layout };
}

/** The options every image command ends with: which game, public or private, which layout. */
export const IMAGE_OPTIONS = [gameOption, publicOption, layoutOption] as const;

/** An image command's start: the answer deferred (privately unless `public`), and its running game. */
export async function imageRequest(ctx: BotContext, i: ChatInputCommandInteraction): Promise<RunningGame> {
  await deferImageReply(i);
  return running(await findGame(ctx, i));
}

/** "round 4 of 7, Work phase", "the game is over". */
export function roundWords(s: Pick<GameState, "round" | "phase">): string {
  const phase = { fishing: "Fishing phase", work: "Work phase", returning: "Returning Home", over: "" }[s.phase];
  return s.phase === "over" ? "the game is over" : `round ${s.round} of 7, ${phase}`;
}

/** Who must act now and what they are asked, in players' names ("" when nobody). */
export function nowLine(game: GameRecord, s: GameSummary): string {
  const seats = s.activeSeat !== null ? [s.activeSeat] : s.pendingSeats;
  return seats.map((seat) => {
    const prompt = s.prompts.find((p) => p.seat === seat)?.prompt;
    return prompt ? `Now: ${withNames(prompt, game.seats).replace(/\.?$/, ".")}` : `Now: ${nameOf(game, seat)} to play.`;
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

/** "7 VP", "−2 VP" (a minus sign, as the pictures write it). */
export function vpText(n: number): string {
  return n < 0 ? `−${-n} VP` : `${n} VP`;
}

/** "Yard (1 wood, 1 VP)". */
function cardText(c: CardView): string {
  return `${c.name} (${c.costText}, ${c.vp === null ? c.vpText : vpText(c.vp)})`;
}

/** What /board says beside the picture: whose turn, the scores and Workers, the Building display, the ships. */
function boardFacts(game: GameRecord, s: GameSummary): string[] {
  const shown = (cards: readonly (CardView | null)[]): string => {
    const present = cards.filter((c): c is CardView => c !== null);
    return present.length ? present.map(cardText).join(" · ") : "none";
  };
  const score = s.players.map((p) => `${nameOf(game, p.seat)} ${vpText(p.score)}${s.phase === "work" ? `, ${p.workersLeft} Worker${p.workersLeft === 1 ? "" : "s"} left` : ""}${p.seat === s.firstPlayer ? ", first player" : ""}`);
  const inHands = s.players.reduce((n, p) => n + p.handSize, 0);
  return [
    nowLine(game, s),
    `**${s.phase === "over" ? "Scores" : "Scores so far"}:** ${score.join(" · ")}`,
    `**A Buildings:** ${shown(s.displays.A)}`,
    `**B Buildings:** ${shown(s.displays.B)}`,
    `**C Buildings face up:** ${shown(s.displays.C)} (${inHands} in hands)`,
    `**Ships left:** ${s.shipSupply.sloop} sloops · ${s.shipSupply.cutter} cutters · ${s.shipSupply.schooner} schooners`,
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
    const names = game.seats.map(shownName);
    const layout = layoutOf(i);
    const options = imageOptions(names, layout, imageLanguage(i, game));
    const image = await ctx.images.board(summary, options);
    const description = describeBoard(summary, options);
    const reply = imageReply(`**The board** · game #${game.id} · ${roundWords(state)}`, boardFacts(game, summary), image, `board-${game.id}-${game.version}.png`, description);
    // The web view (WEB_PORT): the whole table, one tap away.
    const table = linksOf(ctx.config)?.game(game.id);
    await i.editReply(table ? { ...reply, components: [...reply.components, tableLinkRow(table, imageLanguage(i, game))] } : reply);
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

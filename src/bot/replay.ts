// /replay: a finished game step by step, privately. The game is rebuilt from its choice log
// (the choices not undone, in version order), which replays deterministically from the seed; a
// step is one post as the thread saw it: a turn with its follow-ups (the poster waits for the
// end of a turn the same way, midTurn), a Fishing choice, an exchange, and with the choice that
// ended a round, the round's end, the next round's start and its Fishing phase. Step 0 is the
// start. Each step shows its log lines with names and the compact turn picture of the position
// after it (the last step: the score sheet); the buttons carry the game and the step, so they
// work after a restart.
import { isDeepStrictEqual } from "node:util";
import { AttachmentBuilder, ButtonStyle, ComponentType, type ButtonInteraction, type StringSelectMenuInteraction } from "discord.js";
import { RULES_VERSION, RuleError, applyChoice, newGame, replaysUnderCurrentRules, summarize, type GameState } from "../engine/index.ts";
import { describeScores } from "../../renderers/describe.ts";
import { engineOptions, nameIn, type GameRecord, type LoggedChoice } from "../store/index.ts";
import { UserError, type BotContext } from "./context.ts";
import { encodeId, type CustomId } from "./turn/custom-id.ts";
import { hideLeaversIn } from "./hide-names.ts";
import { resultSheets, totalsText } from "./layouts/events.ts";
import type { Images } from "./images/images.ts";
import { midTurn } from "./turn/poster.ts";
import { buttons, fitLines, withNames, type Row } from "./layouts/present.ts";
import { logLine } from "./layouts/said.ts";
import { levelName } from "./turn/lobby.ts";
import { aiLevelOf } from "../ai/index.ts";
import { languageOf, listIn, translator, type Locale, type Translate } from "../i18n/index.ts";
import { escapeName } from "./layouts/text.ts";
import { turnPictureFor } from "./layouts/turn-image.ts";

export interface ReplayStep {
  /** The first log entry the step added (the entries from here to the end of `state.log`). */
  readonly from: number;
  /** The position after the step. */
  readonly state: GameState;
  /** The seat whose choice ended the step; null for the start. */
  readonly actor: number | null;
}

/** The game's steps, from the start (step 0) to its end, rebuilt from its choices. Throws RuleError when a choice is refused. */
export function replaySteps(game: Pick<GameRecord, "playerCount" | "seed" | "deck">, choices: readonly Pick<LoggedChoice, "seat" | "choiceId">[]): ReplayStep[] {
  let state = newGame(engineOptions(game));
  const steps: ReplayStep[] = [{ from: 0, state, actor: null }];
  let from = state.log.length;
  choices.forEach((c, i) => {
    state = applyChoice(state, c.seat, c.choiceId);
    // In the middle of their own action the thread waits for the rest of the turn; so do we.
    if (i < choices.length - 1 && midTurn(state, c.seat)) return;
    steps.push({ from, state, actor: c.seat });
    from = state.log.length;
  });
  return steps;
}

/** The step where round `round` began (step 0 for round 1), or -1. */
export function roundStart(steps: readonly ReplayStep[], round: number): number {
  return steps.findIndex((s) => s.state.round === round);
}

/**
 * Which games /replay shows: a finished one of rules this engine plays. Anything else is a
 * refusal saying why (a running game would give away what is still hidden).
 */
export function checkReplayable(game: GameRecord, state: GameState | null): GameState {
  if (game.status === "lobby" || (game.status === "active" && !state)) throw UserError.say("errors.replay.notStarted", { game: game.id });
  if (game.status === "active") throw UserError.say("errors.replay.running", { game: game.id });
  if (game.status === "abandoned") throw UserError.say("errors.replay.cancelled", { game: game.id });
  if (!state) throw UserError.say("errors.replay.noPosition", { game: game.id });
  if (!replaysUnderCurrentRules(state)) throw UserError.say("errors.replay.oldRules", { game: game.id, rules: state.rules, current: RULES_VERSION });
  return state;
}

/**
 * Timelines of the games replayed lately (a finished game never changes): paging is then quick.
 * One cache per store, as game numbers are only unique within their database.
 */
const CACHE_GAMES = 4;
type ReplayCache = Map<number, { version: number; steps: readonly ReplayStep[] }>;
let caches = new WeakMap<BotContext["store"], ReplayCache>();

/**
 * The steps of a finished game (checkReplayable first), from the cache or rebuilt from its log.
 * A log that does not lead to the saved end is refused rather than shown wrong.
 */
export async function stepsOf(ctx: Pick<BotContext, "store" | "log">, game: GameRecord, final: GameState): Promise<readonly ReplayStep[]> {
  let cache = caches.get(ctx.store);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.store, cache);
  }
  const hit = cache.get(game.id);
  if (hit?.version === game.version) {
    cache.delete(game.id);
    cache.set(game.id, hit); // the most recently used last
    return hit.steps;
  }
  const choices = await ctx.store.choiceLog(game.id);
  let steps: ReplayStep[] | null = null;
  try {
    steps = replaySteps(game, choices);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
  }
  const last = steps?.[steps.length - 1];
  if (!steps || !last || !isDeepStrictEqual(last.state, final)) {
    ctx.log.warn({ gameId: game.id }, "/replay: the game's choice log does not replay to its saved end");
    throw UserError.say("errors.replay.broken", { game: game.id });
  }
  cache.set(game.id, { version: game.version, steps });
  while (cache.size > CACHE_GAMES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return steps;
}

/** Empty the caches, as a new process starts (for tests). */
export function forgetReplays(): void {
  caches = new WeakMap();
}

/** "round 3", "round 3 begins" (the step that started it), "the end". */
function whereLabel(steps: readonly ReplayStep[], index: number, t: Translate): string {
  const step = steps[index];
  if (!step) return "";
  const round = step.state.round;
  if (step.state.phase === "over") return t("replies.replay.roundEnd", { round });
  const before = steps[index - 1];
  return before && before.state.round < round ? t("replies.replay.roundBegins", { round }) : t("replies.replay.round", { round });
}

/** "Ann, Bo and Ingrid (AI, medium)", joined the language's way. */
function tableText(game: GameRecord, locale: Locale): string {
  const t = translator(locale);
  const names = game.seats.map((s) => escapeName(s.aiLevel === null ? s.displayName : t("replies.line.ai", { name: s.displayName, level: levelName(aiLevelOf(s.aiLevel), t) })));
  if (locale !== "en") return listIn(locale, names);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}

/** The jump menu: each round's start, and the final scores. */
function jumpMenu(game: GameRecord, steps: readonly ReplayStep[], t: Translate): Row {
  const last = steps.length - 1;
  const rounds = [...new Set(steps.map((s) => s.state.round))].sort((a, b) => a - b);
  const options: { label: string; value: string; description: string }[] = rounds.map((r) => {
    const at = roundStart(steps, r);
    return { label: t("replies.replay.menuRound", { round: r }), value: `round:${r}`, description: at === 0 ? t("replies.replay.menuStart") : t("replies.replay.menuFrom", { step: at, last }) };
  });
  options.push({ label: t("replies.replay.menuFinal"), value: "final", description: t("replies.replay.menuFinalStep", { last }) });
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.StringSelect, custom_id: encodeId("replay", game.id, game.version, "jump"), placeholder: t("replies.replay.menu", { round: rounds[rounds.length - 1] ?? 7 }), options }],
  };
}

export interface ReplayScreen {
  content: string;
  files: AttachmentBuilder[];
  components: Row[];
  allowedMentions: { parse: [] };
}

/** What a step shows: where it is, its log lines with names, the turn picture after it (at the end the final scores and the score sheet). */
export async function replayScreen(images: Images, game: GameRecord, steps: readonly ReplayStep[], wanted: number, locale: Locale = "en"): Promise<ReplayScreen> {
  const t = translator(locale);
  const last = steps.length - 1;
  const index = Math.min(Math.max(0, wanted), last);
  const step = steps[index];
  if (!step) throw new Error(`game ${game.id} has no steps`);
  const { state } = step;
  const summary = summarize(state);
  const names = game.seats.map((seat) => nameIn(locale, seat));
  const where = index === 0 ? t("replies.replay.start", { last }) : t("replies.replay.step", { step: index, last });
  const lines = state.log.slice(step.from).map((e) => `• ${locale === "en" ? withNames(e.text, game.seats) : logLine(locale, e, game.seats)}`);
  const over = state.phase === "over";
  const head: string[] = [t("replies.replay.head", { game: game.id, where, label: whereLabel(steps, index, t) })];
  if (index === 0) head.push(t("replies.replay.intro", { table: tableText(game, locale), deck: t(`commands.nusfjord.new.deckChoice.${game.deck}`) }));
  const tail = over ? ["", t("replies.replay.final", { totals: totalsText(game, resultSheets(state), locale) })] : [];
  const content = [...head, fitLines(lines, 1500 - head.join("\n").length), ...tail].join("\n");
  // One picture, made for the box Discord shows it in (two would be cropped into a mosaic), drawn
  // in the reader's language (a /replay is private): the compact turn picture of the step (the
  // board and the harbor of the player it asks; the step's happenings are the text above), and at
  // the end the score sheet.
  const files: AttachmentBuilder[] = [];
  if (over) {
    const sheets = resultSheets(state);
    files.push(new AttachmentBuilder(await images.scores(sheets, summary, { names, language: locale }), { name: `nusfjord-${game.id}-scores.png`, description: describeScores(summary, { names, sheets, language: locale }) }));
  } else {
    const picture = turnPictureFor(images, game, state, summary, step.actor ?? undefined, names, locale);
    files.push(new AttachmentBuilder(await picture.png, { name: `nusfjord-${game.id}-step-${index}.png`, description: picture.description }));
  }
  const components: Row[] = [
    buttons([
      { id: encodeId("replay", game.id, game.version, `prev:${Math.max(0, index - 1)}`), label: t("replies.replay.back"), disabled: index === 0 },
      { id: encodeId("replay", game.id, game.version, `next:${Math.min(last, index + 1)}`), label: t("replies.replay.next"), style: ButtonStyle.Primary, disabled: index === last },
    ]),
    jumpMenu(game, steps, t),
  ];
  return { content, files, components, allowedMentions: { parse: [] } };
}

/** The step a press asks for: a button's, or the menu's round (its start) or the end. */
function wantedStep(steps: readonly ReplayStep[], id: CustomId, values: readonly string[]): number {
  const last = steps.length - 1;
  if (id.arg === "jump") {
    const value = values[0] ?? "";
    if (value === "final") return last;
    const round = /^round:(\d)$/.exec(value);
    const at = round ? roundStart(steps, Number(round[1])) : -1;
    if (at < 0) throw UserError.say("errors.button.replayRound");
    return at;
  }
  const step = /^(?:prev|next):(\d{1,4})$/.exec(id.arg);
  if (!step) throw UserError.say("errors.button.replay");
  return Math.min(Number(step[1]), last);
}

/**
 * A press on a replay (◀ ▶ or the menu): the same private message shows the step asked for. The
 * game is checked again (its server, still replayable, the version the replay was made from).
 */
export async function replayPress(ctx: BotContext, i: ButtonInteraction | StringSelectMenuInteraction, id: CustomId): Promise<void> {
  const loaded = await ctx.store.loadGame(id.gameId);
  const { state } = loaded;
  // A player who left the leaderboards shows as "Player N" to the others (./hide-names.ts).
  const game = await hideLeaversIn(ctx, loaded.game, i.user.id);
  if (game.guildId !== i.guildId && !game.seats.some((s) => s.userId === i.user.id)) throw UserError.say("errors.game.notHere", { game: game.id });
  const final = checkReplayable(game, state);
  if (id.version !== game.version) throw UserError.say("errors.replay.repaired", { game: game.id });
  const steps = await stepsOf(ctx, game, final);
  const wanted = wantedStep(steps, id, i.isStringSelectMenu() ? i.values : []);
  await i.deferUpdate();
  await i.editReply(await replayScreen(ctx.images, game, steps, wanted, languageOf(i.locale)));
}


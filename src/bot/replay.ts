// /replay: a finished game step by step, privately. The game is rebuilt from its choice log
// (the choices not undone, in version order), which replays deterministically from the seed; a
// step is one post as the thread saw it: a turn with its follow-ups (the poster waits for the
// end of a turn the same way, midTurn), a Fishing choice, an exchange, and with the choice that
// ended a round, the round's end, the next round's start and its Fishing phase. Step 0 is the
// start. Each step shows its log lines with names and the turn card of the position after it;
// the buttons carry the game and the step, so they work after a restart.
import { isDeepStrictEqual } from "node:util";
import { AttachmentBuilder, ButtonStyle, ComponentType, type ButtonInteraction, type StringSelectMenuInteraction } from "discord.js";
import { RULES_VERSION, RuleError, applyChoice, newGame, replaysUnderCurrentRules, summarize, type GameState } from "../engine/index.ts";
import { describeScores } from "../../renderers/describe.ts";
import { engineOptions, shownName, type GameRecord, type LoggedChoice } from "../store/index.ts";
import { UserError, type BotContext } from "./context.ts";
import { encodeId, type CustomId } from "./turn/custom-id.ts";
import { hideLeaversIn } from "./hide-names.ts";
import { resultSheets, totalsText } from "./layouts/events.ts";
import type { Images } from "./images/images.ts";
import { midTurn } from "./turn/poster.ts";
import { buttons, fitLines, seatName, withNames, type Row } from "./layouts/present.ts";
import { escapeName } from "./layouts/text.ts";
import { turnCardFor } from "./layouts/turn-image.ts";

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
  if (game.status === "lobby" || (game.status === "active" && !state)) throw new UserError(`Game #${game.id} has not started yet: /replay shows finished games.`);
  if (game.status === "active") throw new UserError(`Game #${game.id} is still running: /replay shows finished games.`);
  if (game.status === "abandoned") throw new UserError(`Game #${game.id} was cancelled before it ended, so it has no ending to replay: /replay shows finished games.`);
  if (!state) throw new UserError(`Game #${game.id} has no saved position, so it cannot be replayed.`);
  if (!replaysUnderCurrentRules(state)) {
    throw new UserError(`Game #${game.id} was played under an older version of the rules (version ${state.rules}; the bot now plays version ${RULES_VERSION}), so its choices would not replay the same way: /replay cannot show it. \`/score game:${game.id}\` still shows how it ended.`);
  }
  return state;
}

/** Timelines of the games replayed lately (a finished game never changes): paging is then quick. */
const CACHE_GAMES = 4;
const cache = new Map<number, { version: number; steps: readonly ReplayStep[] }>();

/**
 * The steps of a finished game (checkReplayable first), from the cache or rebuilt from its log.
 * A log that does not lead to the saved end is refused rather than shown wrong.
 */
export async function stepsOf(ctx: BotContext, game: GameRecord, final: GameState): Promise<readonly ReplayStep[]> {
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
    throw new UserError(`Game #${game.id}'s saved choices do not lead to the end it had, so /replay cannot show it (the server's admins can check it with \`npm run verify-games\`).`);
  }
  cache.set(game.id, { version: game.version, steps });
  while (cache.size > CACHE_GAMES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return steps;
}

/** Empty the cache, as a new process starts (for tests). */
export function forgetReplays(): void {
  cache.clear();
}

/** "round 3", "round 3 begins" (the step that started it), "the end". */
function whereLabel(steps: readonly ReplayStep[], index: number): string {
  const step = steps[index];
  if (!step) return "";
  if (step.state.phase === "over") return `round ${step.state.round}, the end`;
  const before = steps[index - 1];
  return before && before.state.round < step.state.round ? `round ${step.state.round} begins` : `round ${step.state.round}`;
}

/** "Ann, Bo and Ingrid (AI, medium)". */
function tableText(game: GameRecord): string {
  const names = game.seats.map((s) => escapeName(seatName(s)));
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}

/** The jump menu: each round's start, and the final scores. */
function jumpMenu(game: GameRecord, steps: readonly ReplayStep[]): Row {
  const last = steps.length - 1;
  const rounds = [...new Set(steps.map((s) => s.state.round))].sort((a, b) => a - b);
  const options = rounds.map((r) => {
    const at = roundStart(steps, r);
    return { label: `Round ${r}`, value: `round:${r}`, description: at === 0 ? "The start (step 0)" : `From step ${at} of ${last}` };
  });
  options.push({ label: "Final scores", value: "final", description: `Step ${last} of ${last}, the end` });
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.StringSelect, custom_id: encodeId("replay", game.id, game.version, "jump"), placeholder: `Jump to round 1-${rounds[rounds.length - 1] ?? 7} or the final scores`, options }],
  };
}

export interface ReplayScreen {
  content: string;
  files: AttachmentBuilder[];
  components: Row[];
  allowedMentions: { parse: [] };
}

/** What a step shows: where it is, its log lines with names, the turn card after it (and at the end the final scores). */
export async function replayScreen(images: Images, game: GameRecord, steps: readonly ReplayStep[], wanted: number): Promise<ReplayScreen> {
  const last = steps.length - 1;
  const index = Math.min(Math.max(0, wanted), last);
  const step = steps[index];
  if (!step) throw new Error(`game ${game.id} has no steps`);
  const { state } = step;
  const summary = summarize(state);
  const names = game.seats.map(shownName);
  const where = index === 0 ? `The start (step 0 of ${last})` : `Step ${index} of ${last}`;
  const lines = state.log.slice(step.from).map((e) => `• ${withNames(e.text, game.seats)}`);
  const over = state.phase === "over";
  const head = [`⏪ **Game #${game.id}, step by step** · ${where} · ${whereLabel(steps, index)}`];
  if (index === 0) head.push(`${tableText(game)} · ${game.deck} deck. ◀ ▶ go one step at a time (a turn, a Fishing phase, a round's start); the menu jumps to a round or the final scores.`);
  const tail = over ? ["", `🏁 Final scores: ${totalsText(game, resultSheets(state))}`] : [];
  const content = [...head, fitLines(lines, 1500 - head.join("\n").length), ...tail].join("\n");
  const card = turnCardFor(images, game, state, summary, step.actor ?? undefined, names, step.from);
  const files = [new AttachmentBuilder(await card.png, { name: `nusfjord-${game.id}-step-${index}.png`, description: card.description })];
  if (over) {
    const sheets = resultSheets(state);
    files.push(new AttachmentBuilder(await images.scores(sheets, summary, { names }), { name: `nusfjord-${game.id}-scores.png`, description: describeScores(summary, { names, sheets }) }));
  }
  const components: Row[] = [
    buttons([
      { id: encodeId("replay", game.id, game.version, `prev:${Math.max(0, index - 1)}`), label: "◀ Back", disabled: index === 0 },
      { id: encodeId("replay", game.id, game.version, `next:${Math.min(last, index + 1)}`), label: "Next ▶", style: ButtonStyle.Primary, disabled: index === last },
    ]),
    jumpMenu(game, steps),
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
    if (at < 0) throw new UserError("That is not a round of this game: pick one from the menu.");
    return at;
  }
  const step = /^(?:prev|next):(\d{1,4})$/.exec(id.arg);
  if (!step) throw new UserError("That button is not one of /replay's: use /replay again.");
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
  if (game.guildId !== i.guildId && !game.seats.some((s) => s.userId === i.user.id)) throw new UserError(`Game #${game.id} is not a game of this server.`);
  const final = checkReplayable(game, state);
  if (id.version !== game.version) throw new UserError(`Game #${game.id} was changed after this replay was made (its saved game was repaired): use \`/replay game:${game.id}\` again.`);
  const steps = await stepsOf(ctx, game, final);
  const wanted = wantedStep(steps, id, i.isStringSelectMenu() ? i.values : []);
  await i.deferUpdate();
  await i.editReply(await replayScreen(ctx.images, game, steps, wanted));
}


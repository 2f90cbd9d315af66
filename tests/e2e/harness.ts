// The real bot (discord.js client, database, renderers) against the local Discord stand-in,
// with a fake clock shared by the bot and the store.
import { Writable } from "node:stream";
import { ComponentType } from "discord.js";
import type { AiPool } from "../../src/bot/ai/pool.ts";
import { NusfjordBot } from "../../src/bot/bot.ts";
import { midTurn } from "../../src/bot/turn/poster.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { parseConfig } from "../../src/config.ts";
import { legalChoices, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { createLogger } from "../../src/logger.ts";
import type { GameStore, LoadedGame } from "../../src/store/index.ts";
import { openTestStore, type TestStore } from "../store/helpers.ts";
import { allCustomIds, DiscordStandIn, interactiveComponents, type InteractionOutcome, type RecordedMessage, type StandInUser } from "./standin/index.ts";

export interface Harness {
  readonly discord: DiscordStandIn;
  readonly db: TestStore;
  readonly store: GameStore;
  bot: NusfjordBot;
  /** Every log line the bot wrote (JSON). */
  readonly logs: string[];
  restart(): Promise<void>;
  /**
   * Requests Discord would refuse that this test provokes on purpose (matched against the
   * stand-in's problem lines); any other refusal fails close().
   */
  expectProblems(...patterns: RegExp[]): void;
  /**
   * Stops everything, then fails if the stand-in saw a request Discord would refuse that the
   * test did not expect, or if an interaction token appears in any log line.
   */
  close(): Promise<void>;
}

/** What close() found wrong: unexpected refusals and leaked interaction tokens (both must be empty). */
/** A test fails on any request Discord would refuse that it did not declare, and on any leaked interaction token. */
function failOnFindings(found: { refused: readonly string[]; leakedTokens: number }): void {
  if (found.refused.length > 0) throw new Error(`the bot sent ${found.refused.length} request(s) Discord would refuse:\n${found.refused.join("\n")}`);
  if (found.leakedTokens > 0) throw new Error(`${found.leakedTokens} interaction token(s) appear in the bot's logs`);
}

function harnessFindings(discord: DiscordStandIn, logs: readonly string[], expected: readonly RegExp[]): { refused: string[]; leakedTokens: number } {
  const refused = discord.problems.filter((p) => !expected.some((r) => r.test(p)));
  const leakedTokens = discord.interactionTokens.filter((t) => logs.some((l) => l.includes(t))).length;
  return { refused, leakedTokens };
}

export interface HarnessOptions {
  aiDelayMs?: number;
  guildCommands?: boolean;
  outboxBatch?: number;
  aiPool?: () => AiPool;
  /** AI_HARD_BUDGET_MS: also how long a learning game's post waits for its hint. */
  aiHardBudgetMs?: number;
  /** Serve /healthz and /metrics on a free port (METRICS_PORT 0; the bot's monitoringPort says which). */
  metrics?: boolean;
  /** Serve the web view on a free port (WEB_PORT 0; the bot's webPort says which), with this WEB_SECRET. */
  webSecret?: string;
  /** With webSecret: the address the web view listens on (WEB_HOST). */
  webHost?: string;
}

/** An hour of the fake clock, in milliseconds. */
export const HOUR = 3_600_000;

/** A log sink that keeps every line the bot writes. */
export function logSink(): { logs: string[]; sink: Writable } {
  const logs: string[] = [];
  return { logs, sink: new Writable({ write(chunk: Buffer, _enc, done) { logs.push(chunk.toString()); done(); } }) };
}

/**
 * The harness around a started stand-in and an open database: a bot made by `makeBot` (again at
 * each restart), started; close() stops it, runs `report` (a figure to print), closes the
 * stand-in and the database, then fails on findings (strict for every harness).
 */
export async function assembleHarness<H extends Harness>(
  parts: Omit<H, "bot" | "restart" | "expectProblems" | "close">,
  makeBot: () => NusfjordBot,
  report?: (found: { refused: readonly string[] }) => void,
): Promise<H> {
  const expected: RegExp[] = [];
  const h = {
    ...parts,
    expectProblems(...patterns: RegExp[]) { expected.push(...patterns); },
    bot: makeBot(),
    async restart() {
      await h.bot.stop();
      h.bot = makeBot();
      await h.bot.start();
    },
    async close() {
      await h.bot.stop().catch(() => undefined);
      const found = harnessFindings(h.discord, h.logs, expected);
      report?.(found);
      await h.discord.close();
      await h.db.close();
      failOnFindings(found);
    },
  } as unknown as H;
  await h.bot.start();
  return h;
}

export async function startHarness(opts: HarnessOptions = {}): Promise<Harness> {
  const discord = await DiscordStandIn.start();
  const db = await openTestStore(new Date("2026-03-01T09:00:00Z"));
  const { logs, sink } = logSink();
  const config = parseConfig({
    DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiBase, DATABASE_URL: db.url,
    AI_MOVE_DELAY_MS: String(opts.aiDelayMs ?? 0), LOG_LEVEL: "debug",
    ...(opts.aiHardBudgetMs ? { AI_HARD_BUDGET_MS: String(opts.aiHardBudgetMs) } : {}),
    ...(opts.guildCommands ? { DISCORD_GUILD_ID: discord.guildId } : {}),
    ...(opts.metrics ? { METRICS_PORT: "0" } : {}),
    ...(opts.webSecret ? { WEB_PORT: "0", WEB_SECRET: opts.webSecret } : {}),
    ...(opts.webHost ? { WEB_HOST: opts.webHost } : {}),
  });
  const log = createLogger(config.logLevel, sink, [discord.token]);
  const makeBot = () => new NusfjordBot({ config, store: db.store, log, now: db.now, reminderTimer: false, ...(opts.outboxBatch ? { outboxBatch: opts.outboxBatch } : {}), ...(opts.aiPool ? { aiPool: opts.aiPool() } : {}) });
  return assembleHarness<Harness>({ discord, db, store: db.store, logs }, makeBot, (found) => {
    // The figure for the strict stand-in: requests seen, and how many Discord would refuse.
    console.log(`stand-in: ${discord.requests.length} requests, ${discord.problems.length - found.refused.length} refusals the test provoked, ${found.refused.length} unexpected, ${discord.rateLimited.length} answered 429`);
  });
}

/** Custom ids of a message's buttons and menus: in its action rows, and in Components V2 containers and section accessories. */
export function customIds(m: RecordedMessage | null | undefined): string[] {
  return allCustomIds(m?.components);
}

/** The labels of a message's buttons, at any depth (action rows, V2 containers, section accessories), in order. */
export function buttonLabels(m: RecordedMessage | null | undefined): string[] {
  return interactiveComponents(m?.components).filter((c) => c.type === 2 && typeof c.label === "string").map((c) => String(c.label));
}

/**
 * The one-line message after a V2 post that pings whoever it asks (src/bot/layouts/turn-post.ts):
 * classic, no controls, "🎣 " first, notifying someone.
 */
function isPingLine(m: RecordedMessage): boolean {
  return (m.flags & 32768) === 0 && m.components.length === 0 && m.text.startsWith("🎣 ") && m.notification.users.length > 0;
}

/** The posts among messages, ping lines left out. */
export function withoutPingLines(list: readonly RecordedMessage[]): RecordedMessage[] {
  return list.filter((m) => !isPingLine(m));
}

/** A message's string select menus (at any depth), each with its option values. */
export function menusOf(m: RecordedMessage | null | undefined): { customId: string; values: string[] }[] {
  return interactiveComponents(m?.components).filter((c) => c.type === ComponentType.StringSelect).map((menu) => {
    const options = Array.isArray(menu.options) ? menu.options : [];
    return { customId: String(menu.custom_id), values: options.map((o: unknown) => String(o !== null && typeof o === "object" && "value" in o ? o.value : "")) };
  });
}

/** A message's first string select menu (at any depth) and its option values. */
export function menuOf(m: RecordedMessage | null | undefined): { customId: string; values: string[] } | null {
  return menusOf(m)[0] ?? null;
}

/** The choice buttons of a message (verb "choice"), with the choice id each carries. */
export function choiceButtons(m: RecordedMessage | null | undefined): { customId: string; choiceId: string }[] {
  return customIds(m).map((id) => ({ id, d: decodeId(id) })).filter((x) => x.d?.verb === "choice").map((x) => ({ customId: x.id, choiceId: x.d?.arg ?? "" }));
}

export async function loadState(store: GameStore, gameId: number): Promise<LoadedGame & { state: GameState }> {
  const g = await store.loadGame(gameId);
  if (!g.state) throw new Error(`game ${gameId} has not started`);
  return { game: g.game, state: g.state };
}

/** A game's version and state, for "nothing changed" checks. */
export async function snapshot(store: GameStore, gameId: number): Promise<{ version: number; json: string }> {
  const { game, state } = await loadState(store, gameId);
  return { version: game.version, json: JSON.stringify(state) };
}

/** Pick like a careful player: anything but passing/declining when there is something else. */
export function pick(ids: readonly string[], n: number): string {
  const useful = ids.filter((id) => !id.endsWith(":pass") && !id.endsWith(":decline") && id !== "pass" && id !== "decline");
  const pool = useful.length > 0 ? useful : ids;
  const choice = pool[n % pool.length];
  if (choice === undefined) throw new Error("nothing to pick from");
  return choice;
}

/**
 * Finish a private decision screen by pressing its buttons or choosing in its menu until the
 * player has nothing more to decide this turn. Returns the interactions made.
 */
export async function finishDecision(discord: DiscordStandIn, user: StandInUser, first: RecordedMessage | null, n: number): Promise<InteractionOutcome[]> {
  const made: InteractionOutcome[] = [];
  let current = first;
  for (let step = 0; current && step < 50; step++) {
    // Every choice the message offers, on its buttons and in its menus (a turn post has both).
    const options = [
      ...choiceButtons(current).map((b) => ({ choiceId: b.choiceId, press: (m: RecordedMessage) => discord.button(user, m, b.customId) })),
      ...menusOf(current).flatMap((menu) => menu.values.map((v) => ({ choiceId: v, press: (m: RecordedMessage) => discord.select(user, m, menu.customId, [v]) }))),
    ];
    if (options.length === 0) break;
    const chosen = pick(options.map((o) => o.choiceId), n + step);
    const option = options.find((o) => o.choiceId === chosen);
    if (!option) break;
    const next = await option.press(current);
    made.push(next);
    current = next.response;
  }
  return made;
}

/** The seat that must decide now and its legal choice ids (read from the store, as the test's referee). */
export async function whoDecides(store: GameStore, gameId: number): Promise<{ seat: number; userId: string | null; choices: string[] } | null> {
  const { game, state } = await loadState(store, gameId);
  const seat = pendingSeats(state).find((p) => game.seats[p]?.userId) ?? pendingSeats(state)[0];
  if (seat === undefined) return null;
  return { seat, userId: game.seats[seat]?.userId ?? null, choices: legalChoices(state, seat).map((c) => c.id) };
}

/** For a missing message or value in a test's chain of `??`. */
export function missing(): never {
  throw new Error("missing message");
}

/** The first legal choice of a seat that is not a pass (a pass if that is all there is). */
export function firstUseful(state: GameState, seat: number): string {
  const choices = legalChoices(state, seat);
  return (choices.find((c) => c.id !== "pass") ?? choices[0])?.id ?? "none";
}

/** One whole turn of whoever is to move, through the store (as another process would), without waking the bot. */
export async function wholeTurnInStore(h: Pick<Harness, "store">, gameId: number): Promise<void> {
  let { game, state } = await loadState(h.store, gameId);
  const seat = pendingSeats(state)[0] ?? -1;
  do {
    ({ state } = await h.store.applyChoice({ gameId, actor: { userId: game.seats[seat]?.userId ?? "" }, seat, choiceId: firstUseful(state, seat) }));
    ({ game } = await loadState(h.store, gameId));
  } while (midTurn(state, seat));
}

/** The human (`actor`) plays straight into the store, without waking the bot, until `seat` (an AI's) is to move (at most 20 choices). */
export async function storeUntilSeat(h: Pick<Harness, "store">, gameId: number, actor: StandInUser, seat = 1): Promise<LoadedGame & { state: GameState }> {
  for (let n = 0; n < 20; n++) {
    const { state } = await loadState(h.store, gameId);
    if (pendingSeats(state).includes(seat)) break;
    await h.store.applyChoice({ gameId, actor: { userId: actor.id }, choiceId: firstUseful(state, pendingSeats(state)[0] ?? -1) });
  }
  return loadState(h.store, gameId);
}

/** The game's posts in its thread ("**Game #n**"), each as its bullet lines (the log lines it told). */
export function toldPerPost(h: Pick<Harness, "discord">, threadId: string, gameId: number): string[][] {
  return h.discord.messages(threadId)
    .filter((m) => m.authorId === h.discord.botUser.id && m.text.startsWith(`**Game #${gameId}**`))
    .map((m) => m.text.split("\n").filter((l) => l.startsWith("• ")).map((l) => l.slice(2)));
}

/** The game log's lines from `from` to what is marked posted, with the players' names put in, as the posts tell them. */
export async function postedLogLines(h: Pick<Harness, "store">, gameId: number, from: number): Promise<string[]> {
  const { game, state } = await loadState(h.store, gameId);
  const names = game.seats.map((seat) => seat.displayName);
  return state.log.slice(from, game.postedLog).map((e) => names.reduce((t, name, i) => t.replaceAll(`Player ${i + 1}`, name), e.text));
}

/** The reminder posts ("⏰ …") in a thread. */
export function reminderPosts(h: Pick<Harness, "discord">, threadId: string): RecordedMessage[] {
  return h.discord.messages(threadId).filter((m) => m.text.startsWith("⏰"));
}

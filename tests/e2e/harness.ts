// The real bot (discord.js client, database, renderers) against the local Discord stand-in,
// with a fake clock shared by the bot and the store.
import { Writable } from "node:stream";
import { ComponentType } from "discord.js";
import type { AiPool } from "../../src/bot/ai-pool.ts";
import { NusfjordBot } from "../../src/bot/bot.ts";
import { decodeId } from "../../src/bot/custom-id.ts";
import { parseConfig } from "../../src/config.ts";
import { legalChoices, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { createLogger } from "../../src/logger.ts";
import type { GameStore, LoadedGame } from "../../src/store/index.ts";
import { openTestStore, type TestStore } from "../store/helpers.ts";
import { DiscordStandIn, type InteractionOutcome, type RecordedMessage, type StandInUser } from "./standin/index.ts";

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
export function failOnFindings(found: { refused: readonly string[]; leakedTokens: number }): void {
  if (found.refused.length > 0) throw new Error(`the bot sent ${found.refused.length} request(s) Discord would refuse:\n${found.refused.join("\n")}`);
  if (found.leakedTokens > 0) throw new Error(`${found.leakedTokens} interaction token(s) appear in the bot's logs`);
}

export function harnessFindings(discord: DiscordStandIn, logs: readonly string[], expected: readonly RegExp[]): { refused: string[]; leakedTokens: number } {
  const refused = discord.problems.filter((p) => !expected.some((r) => r.test(p)));
  const leakedTokens = discord.interactionTokens.filter((t) => logs.some((l) => l.includes(t))).length;
  return { refused, leakedTokens };
}

export async function startHarness(opts: { aiDelayMs?: number; guildCommands?: boolean; outboxBatch?: number; aiPool?: () => AiPool } = {}): Promise<Harness> {
  const discord = await DiscordStandIn.start();
  const db = await openTestStore(new Date("2026-03-01T09:00:00Z"));
  const logs: string[] = [];
  const sink = new Writable({ write(chunk: Buffer, _enc, done) { logs.push(chunk.toString()); done(); } });
  const config = parseConfig({
    DISCORD_TOKEN: discord.token, DISCORD_API_URL: discord.apiBase, DATABASE_URL: db.url,
    AI_MOVE_DELAY_MS: String(opts.aiDelayMs ?? 0), LOG_LEVEL: "debug",
    ...(opts.guildCommands ? { DISCORD_GUILD_ID: discord.guildId } : {}),
  });
  const log = createLogger(config.logLevel, sink, [discord.token]);
  const makeBot = () => new NusfjordBot({ config, store: db.store, log, now: db.now, reminderTimer: false, ...(opts.outboxBatch ? { outboxBatch: opts.outboxBatch } : {}), ...(opts.aiPool ? { aiPool: opts.aiPool() } : {}) });
  const expected: RegExp[] = [];
  const h: Harness = {
    discord, db, store: db.store, logs,
    expectProblems(...patterns) { expected.push(...patterns); },
    bot: makeBot(),
    async restart() {
      await h.bot.stop();
      h.bot = makeBot();
      await h.bot.start();
    },
    async close() {
      await h.bot.stop().catch(() => undefined);
      const found = harnessFindings(discord, logs, expected);
      // The figure for the strict stand-in: requests seen, and how many Discord would refuse.
      console.log(`stand-in: ${discord.requests.length} requests, ${discord.problems.length - found.refused.length} refusals the test provoked, ${found.refused.length} unexpected, ${discord.rateLimited.length} answered 429`);
      await discord.close();
      await db.close();
      failOnFindings(found);
    },
  };
  await h.bot.start();
  return h;
}

/** Custom ids of a message's buttons and menus. */
export function customIds(m: RecordedMessage | null | undefined): string[] {
  const ids: string[] = [];
  for (const row of m?.components ?? []) for (const c of row.components) if ("custom_id" in c) ids.push(c.custom_id);
  return ids;
}

export function menuOf(m: RecordedMessage | null | undefined): { customId: string; values: string[] } | null {
  for (const row of m?.components ?? []) {
    for (const c of row.components) {
      if (c.type === ComponentType.StringSelect) return { customId: c.custom_id, values: c.options.map((o) => o.value) };
    }
  }
  return null;
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
    const menu = menuOf(current);
    const buttons = choiceButtons(current);
    let next: InteractionOutcome;
    if (menu) next = await discord.select(user, current, menu.customId, [pick(menu.values, n + step)]);
    else if (buttons.length > 0) next = await discord.button(user, current, pick(buttons.map((b) => b.customId), n + step));
    else break;
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

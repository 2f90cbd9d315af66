// Moves the AI seats: right after whoever was before them, with a short pause so the channel
// stays readable. One loop per game at a time; start() and the bot's periodic tick kick every
// running game with AI seats, so a restart or a failed move never leaves a table waiting.
// Across processes, one moves a game's AI seats at a time (a lease per game, renewed before
// each move, lapsing if that process dies); should two ever decide on the same version, the
// store's compare-and-swap applies one and the other quietly looks again.
// The AI decides on a worker thread (./pool.ts), so its thinking never delays interactions;
// its thinking counts toward the pause (a hard AI that thought 1 s waits 0.5 s more, not 1.5 s).
// A decision lost with its worker is logged and the periodic tick tries again; an AI that fails
// to decide or chooses an illegal move (a bug in it, which would happen again) is logged and the
// easy AI moves instead, so a table never stalls on it.
import { easyAi } from "../../ai/index.ts";
import { pendingSeats } from "../../engine/index.ts";
import { GameDamagedError, GameNotActiveError, StaleVersionError, IllegalChoiceError } from "../../store/index.ts";
import { AiFailedError, tableOf, type AiPool } from "./pool.ts";
import type { BotContext } from "../context.ts";

export class AiRunner {
  readonly #ctx: () => BotContext;
  readonly #pool: AiPool;
  readonly #running = new Map<number, Promise<void>>();
  readonly #again = new Set<number>();
  #stopped = false;

  constructor(ctx: () => BotContext, pool: AiPool) {
    this.#ctx = ctx;
    this.#pool = pool;
  }

  kick(gameId: number): void {
    if (this.#stopped) return;
    if (this.#running.has(gameId)) { this.#again.add(gameId); return; }
    const run = this.#loop(gameId)
      .catch((e: unknown) => {
        if (e instanceof GameDamagedError) return; // set aside until repaired (./damaged.ts)
        this.#ctx().log.error({ err: e, gameId }, "AI move failed");
        this.#ctx().metrics.databaseError(e);
      })
      .finally(() => {
        this.#running.delete(gameId);
        if (this.#again.delete(gameId)) this.kick(gameId);
      });
    this.#running.set(gameId, run);
  }

  /** Resolves when no AI is thinking (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running.values()]);
  }

  stop(): void {
    this.#stopped = true;
  }

  get busy(): boolean {
    return this.#running.size > 0;
  }

  async #loop(gameId: number): Promise<void> {
    const ctx = this.#ctx();
    const lease = `ai:${gameId}`;
    try {
      await this.#moves(ctx, gameId, lease);
    } finally {
      await ctx.store.releaseLease(lease).catch((e: unknown) => ctx.log.warn({ err: e, gameId }, "could not release the AI lease (it lapses by itself)"));
    }
  }

  async #moves(ctx: BotContext, gameId: number, lease: string): Promise<void> {
    while (!this.#stopped) {
      // Another process is moving this game's AI seats: it goes on (or its lease lapses and a
      // later tick takes over here).
      if (!(await ctx.store.acquireLease(lease))) return;
      const { game, state } = await ctx.store.loadGame(gameId);
      if (game.status !== "active" || game.paused || !state) return;
      const seat = pendingSeats(state).find((p) => game.seats[p]?.aiLevel != null);
      if (seat === undefined) return;
      const asked = performance.now();
      const level = game.seats[seat]?.aiLevel ?? null;
      let choiceId: string;
      try {
        choiceId = await this.#pool.choose(level, state, seat, tableOf(game.seats));
        ctx.metrics.aiDecided(level, "move", (performance.now() - asked) / 1000);
      } catch (e) {
        // A bug in the AI, or its worker thread died (then the periodic tick tries again).
        ctx.metrics.aiFailed(level);
        if (!(e instanceof AiFailedError)) throw e;
        ctx.log.error({ err: e, gameId, seat, level }, "the AI failed to decide; the easy AI moves instead");
        choiceId = easyAi.choose(state, seat);
      }
      const pause = ctx.config.aiDelayMs - (performance.now() - asked);
      if (pause > 0) await new Promise((r) => setTimeout(r, pause));
      // Renew the lease before applying (the think and the pause may have outlasted it), or leave
      // the move to the process that took the game over meanwhile.
      if (this.#stopped || !(await ctx.store.acquireLease(lease))) return;
      try {
        await ctx.store.applyChoice({ gameId, actor: { ai: true }, seat, choiceId, expectedVersion: game.version });
      } catch (e) {
        if (e instanceof StaleVersionError) { ctx.log.debug({ gameId, seat }, "an AI move lost a race (the game had moved on); looking again"); continue; }
        if (e instanceof GameNotActiveError) return;
        if (!(e instanceof IllegalChoiceError)) throw e; // logged; the bot's timer kicks the game again
        // An AI bug must not stall the table: the easy AI moves instead, as when an AI fails to decide.
        const fallback = easyAi.choose(state, seat);
        ctx.metrics.aiFailed(level);
        ctx.log.error({ err: e, gameId, seat, choiceId, fallback }, "the AI chose an illegal move; the easy AI moves instead");
        await ctx.store.applyChoice({ gameId, actor: { ai: true }, seat, choiceId: fallback, expectedVersion: game.version });
      }
      await ctx.flush();
    }
  }
}

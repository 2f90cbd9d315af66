// Moves the AI seats: right after whoever was before them, with a short pause so the channel
// stays readable. One loop per game at a time; start() and the bot's periodic tick kick every
// running game with AI seats, so a restart or a failed move never leaves a table waiting.
import { legalChoices, pendingSeats } from "../engine/index.ts";
import { aiPlayer } from "../ai/index.ts";
import { GameNotActiveError, StaleVersionError, IllegalChoiceError } from "../store/index.ts";
import type { BotContext } from "./context.ts";

export class AiRunner {
  readonly #ctx: () => BotContext;
  readonly #running = new Map<number, Promise<void>>();
  readonly #again = new Set<number>();
  #stopped = false;

  constructor(ctx: () => BotContext) {
    this.#ctx = ctx;
  }

  kick(gameId: number): void {
    if (this.#stopped) return;
    if (this.#running.has(gameId)) { this.#again.add(gameId); return; }
    const run = this.#loop(gameId)
      .catch((e: unknown) => this.#ctx().log.error({ err: e, gameId }, "AI move failed"))
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
    while (!this.#stopped) {
      const { game, state } = await ctx.store.loadGame(gameId);
      if (game.status !== "active" || game.paused || !state) return;
      const seat = pendingSeats(state).find((p) => game.seats[p]?.aiLevel != null);
      if (seat === undefined) return;
      if (ctx.config.aiDelayMs > 0) await new Promise((r) => setTimeout(r, ctx.config.aiDelayMs));
      if (this.#stopped) return;
      const choiceId = aiPlayer(game.seats[seat]?.aiLevel ?? null).choose(state, seat);
      try {
        await ctx.store.applyChoice({ gameId, actor: { ai: true }, seat, choiceId, expectedVersion: game.version });
      } catch (e) {
        if (e instanceof StaleVersionError) continue; // someone else moved first: look again
        if (e instanceof GameNotActiveError) return;
        if (!(e instanceof IllegalChoiceError)) throw e; // logged; the bot's timer kicks the game again
        // An AI bug must not stall the table: take the engine's first legal choice instead.
        const fallback = legalChoices(state, seat)[0]?.id;
        ctx.log.error({ err: e, gameId, seat, choiceId, fallback }, "the AI chose an illegal move; taking the first legal one");
        if (fallback === undefined) return;
        await ctx.store.applyChoice({ gameId, actor: { ai: true }, seat, choiceId: fallback, expectedVersion: game.version });
      }
      await ctx.flush();
    }
  }
}

// Turn deadlines (`/nusfjord settings turn_hours:N`): a seat whose turn has waited N hours, its
// player's time away not counted, has that one turn played by an AI of the game's level (the
// `ai_level` of /nusfjord new, medium by default). One due deadline at a time: claimed (a lease),
// the AI decides on its worker thread, and the store plays the whole turn in one transaction
// that removes the claimed row (store/deadlines.ts), so it happens once across processes and
// restarts. The turn post then says so (../turn/poster.ts), and every third such turn in a row offers
// the host the AI takeover.
import { easyAi } from "../../ai/index.ts";
import { RuleError, pendingSeats, type GameState } from "../../engine/index.ts";
import { planTurn, type ClaimedDeadline } from "../../store/index.ts";
import { AiFailedError, tableOf, type Table } from "../ai/pool.ts";
import type { BotContext } from "../context.ts";

/** At most this many deadlines are played in one pass (the next pass goes on). */
const PASS_LIMIT = 50;

type Outcome = "played" | "deferred" | "moot" | "failed";

/** Play every turn whose deadline has passed; returns how many were played. */
export async function playDueDeadlines(ctx: BotContext): Promise<number> {
  let played = 0;
  const failed = new Set<number>();
  for (let n = 0; n < PASS_LIMIT; n++) {
    const d = await ctx.store.claimNextDeadline(failed);
    if (!d) break;
    const outcome = await actOn(ctx, d).catch((e: unknown): Outcome => {
      ctx.log.error({ err: e, gameId: d.gameId, seat: d.seat }, "could not play a turn whose deadline passed");
      ctx.metrics.databaseError(e);
      return "failed";
    });
    // A failure keeps its claim until the lease lapses (then it is tried again), skipped for the rest of this pass.
    if (outcome === "failed") failed.add(d.id);
    if (outcome === "played") played++;
  }
  return played;
}

/** The AI's choices for the seat's turn: the game's level, or the easy AI should that fail (as for AI seats, ai-runner.ts). */
async function aiTurn(ctx: BotContext, level: string, state: GameState, seat: number, table: Table): Promise<string[]> {
  try {
    return await planTurn(state, seat, async (s) => ctx.aiChoose(level, s, seat, table));
  } catch (e) {
    if (!(e instanceof AiFailedError) && !(e instanceof RuleError)) throw e;
    ctx.log.error({ err: e, seat, level }, "the AI failed to play a turn at its deadline; the easy AI plays it instead");
    return planTurn(state, seat, async (s) => easyAi.choose(s, seat));
  }
}

async function actOn(ctx: BotContext, d: ClaimedDeadline): Promise<Outcome> {
  const log = ctx.log.child({ gameId: d.gameId, seat: d.seat });
  const { game, state } = await ctx.store.loadGame(d.gameId);
  const userId = game.seats[d.seat]?.userId;
  if (!state || !userId || !pendingSeats(state).includes(d.seat)) {
    await ctx.store.dropDeadline(d);
    return "moot";
  }
  // The player is away (their clocks stop): what was left of it runs from when they are back.
  const back = (await ctx.store.playerSettings([userId])).get(userId)?.awayUntil;
  if (back) {
    await ctx.store.deferDeadline(d, new Date(back.getTime() + Math.max(0, d.dueAt.getTime() - d.waitingSince.getTime())), back);
    return "deferred";
  }
  const choices = await aiTurn(ctx, game.aiLevel, state, d.seat, tableOf(game.seats));
  const turn = await ctx.store.playDeadlineTurn(d, game.version, choices);
  if (!turn) {
    // The game moved on while the AI thought (or another process played it): the next pass looks again.
    await ctx.store.releaseDeadline(d);
    return "moot";
  }
  log.info({ version: turn.version, turns: turn.turns, level: turn.level, choices: turn.choices.length }, "an AI played a turn whose deadline passed");
  await ctx.flush();
  ctx.kickAi(d.gameId);
  return "played";
}

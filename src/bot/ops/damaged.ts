// Damaged games, told (the store sets them aside: src/store/damage.ts). Once per time of damage,
// whichever process claims it: the players of a running game found damaged are told in its
// thread what happened and what the host or an admin can do, and the damage is logged at error
// level with the game's id and the problem (once, not at every tick); once the game is repaired,
// they are told it carries on, and its waiting posts and AI seats go on.
import { damagedText, nonceOf, type DamageNotice, type GameRecord } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { gameChannel } from "../turn/poster.ts";
import { refusedForGood } from "./refused.ts";
import { uniqueIds } from "../layouts/text.ts";

/** The game's people, each once (AI seats have none). */
function players(game: GameRecord): string[] {
  return uniqueIds(game.seats.flatMap((s) => (s.userId ? [s.userId] : [])));
}

/** `mark`, then the game's players pinged, then `text`, in the game's thread. */
async function post(ctx: BotContext, game: GameRecord, mark: string, text: string, nonce: string): Promise<void> {
  const users = players(game);
  const channel = await gameChannel(ctx, game);
  await channel.send({ content: [mark, ...users.map((u) => `<@${u}>`), text].join(" "), allowedMentions: { users }, nonce, enforceNonce: true });
}

async function tellDamage(ctx: BotContext, d: DamageNotice): Promise<void> {
  const { game } = d;
  const toldAt = await ctx.store.claimDamageNotice(game.id);
  if (!toldAt) return; // another process tells them, or the game was repaired meanwhile
  const log = ctx.log.child({ gameId: game.id });
  log.error({ problem: d.problem, repairable: d.repairable }, `game #${game.id} is damaged and set aside: ${d.problem}; ${d.repairable ? "npm run verify-games -- --repair rebuilds it from its log" : "it cannot be rebuilt from its log (restore a backup or mend it by hand)"}`);
  try {
    await post(ctx, game, "⚠️", `${damagedText(game.id, d.repairable)} Until then nothing moves in it: no choices, reminders or AI turns.`, nonceOf("damaged", game.id, d.detectedAt.getTime()));
  } catch (e) {
    // The thread gone or closed to the bot: they cannot be told there, and trying again would be refused again.
    if (refusedForGood(e)) { log.warn({ err: e }, "could not tell the players their game is damaged: Discord refuses posts in its thread"); return; }
    log.warn({ err: e }, "could not tell the players their game is damaged; trying again later");
    await ctx.store.releaseDamageNotice(game.id, toldAt);
  }
}

async function tellRepair(ctx: BotContext, d: DamageNotice): Promise<void> {
  const { game } = d;
  if (!(await ctx.store.claimRepairNotice(game.id))) return;
  const log = ctx.log.child({ gameId: game.id });
  log.info(`game #${game.id} was repaired and plays on`);
  try {
    await post(ctx, game, "✅", `Game #${game.id} is repaired and carries on where it was.`, nonceOf("repaired", game.id, d.detectedAt.getTime()));
  } catch (e) {
    log.warn({ err: e }, "could not tell the players their game was repaired");
  }
  ctx.kickAi(game.id);
}

/** Each bot's pass under way (one at a time per bot). */
const passes = new WeakMap<BotContext, Promise<void>>();

/**
 * Tell the players of every damaged running game not told yet, and of every repaired one that
 * it carries on. One pass at a time per bot (a call meanwhile gets the running pass); a
 * failure is logged and tried again at the next pass (the bot's start, each tick, and a
 * command refused because its game is damaged).
 */
export function tellDamagedGames(ctx: BotContext): Promise<void> {
  const running = passes.get(ctx);
  if (running) return running;
  const pass = (async () => {
    for (const d of await ctx.store.damageToTell()) await tellDamage(ctx, d);
    const repaired = await ctx.store.repairsToTell();
    for (const d of repaired) await tellRepair(ctx, d);
    // Their posts waited in the outbox.
    if (repaired.length > 0) await ctx.flush();
  })()
    .catch((e: unknown) => {
      ctx.log.error({ err: e }, "telling the players of damaged games failed");
      ctx.metrics.databaseError(e);
    })
    .finally(() => { passes.delete(ctx); });
  passes.set(ctx, pass);
  return pass;
}

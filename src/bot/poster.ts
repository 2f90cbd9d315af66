// Posts what the outbox holds: one public message per completed turn (what happened in plain
// words, the turn image, and a mention of whoever decides next), the start of a game with the
// board, and the end with the final scores. The outbox row is written in the same transaction
// as the change, so nothing is lost in a crash; a post is marked sent only after Discord took it.
import { AttachmentBuilder, ButtonStyle, type MessageCreateOptions, type SendableChannels } from "discord.js";
import { currentScores, finalScores, isTurnDecision, legalChoices, pendingSeats, summarize, type GameState } from "../engine/index.ts";
import { renderBoard, renderScores, renderTurn } from "../../renderers/index.ts";
import type { GameRecord, OutboxEntry } from "../store/index.ts";
import type { BotContext } from "./context.ts";
import { directMessage } from "./dm.ts";
import { encodeId } from "./custom-id.ts";
import { button, fitLines, nameOf, withNames, type Row } from "./present.ts";

/**
 * A post is given up (logged) only when it failed this often and is this old, so one broken
 * thread (deleted, no permission) cannot block the rest, while a Discord outage of a few hours,
 * with a retry at every flush and tick, loses nothing.
 */
const MAX_ATTEMPTS = 5;
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The actor is in the middle of their own action (a follow-up decision): wait for the turn to end. */
export function midTurn(state: GameState, seat: number): boolean {
  const pending = pendingSeats(state);
  if (pending.length !== 1 || pending[0] !== seat) return false;
  return !isTurnDecision(state, seat);
}

function names(game: GameRecord): string[] {
  return game.seats.map((s) => s.displayName);
}

/** "@Ann, your turn: 2 workers left. You could: …" for each seat that must decide now. */
export function nextUp(game: GameRecord, state: GameState, version: number): { text: string; users: string[]; components: Row[] } {
  const lines: string[] = [];
  const users: string[] = [];
  const prompts = summarize(state).prompts;
  for (const seat of pendingSeats(state)) {
    const rec = game.seats[seat];
    if (!rec) continue;
    if (!rec.userId) { lines.push(`🤖 ${rec.displayName} is thinking…`); continue; }
    users.push(rec.userId);
    const choices = legalChoices(state, seat);
    if (isTurnDecision(state, seat)) {
      const workers = state.players[seat]?.workersLeft ?? 0;
      const ideas = choices.filter((c) => c.id !== "pass").slice(0, 4).map((c) => c.label);
      const more = choices.length - 1 - ideas.length;
      lines.push(`<@${rec.userId}>, your turn: ${workers} worker${workers === 1 ? "" : "s"} left. You could: ${ideas.join(" · ")}${more > 0 ? ` · and ${more} more` : ""}. Use \`/place\` or the button below.`);
    } else {
      const prompt = prompts.find((p) => p.seat === seat)?.prompt ?? "a decision is waiting";
      lines.push(`<@${rec.userId}>, you are asked: ${withNames(prompt, game.seats)} Use the button below.`);
    }
  }
  const components = users.length > 0 ? [button(encodeId("mine", game.id, version), "Show my choices", ButtonStyle.Primary)] : [];
  return { text: lines.join("\n"), users, components };
}

export async function gameChannel(ctx: BotContext, game: GameRecord): Promise<SendableChannels> {
  const channel = await ctx.client.channels.fetch(game.threadId ?? game.channelId);
  if (!channel || !channel.isSendable()) throw new Error(`channel ${game.threadId ?? game.channelId} of game ${game.id} cannot take messages`);
  return channel;
}

async function announce(ctx: BotContext, game: GameRecord, state: GameState, entries: readonly OutboxEntry[]): Promise<void> {
  const last = entries[entries.length - 1];
  if (!last) return;
  const summary = summarize(state);
  const o = { names: names(game) };
  const fresh = state.log.slice(Math.min(game.postedLog, state.log.length)).map((e) => `• ${withNames(e.text, game.seats)}`);
  const channel = await gameChannel(ctx, game);
  let message: MessageCreateOptions;
  const started = entries.some((e) => e.payload.kind === "start");
  if (state.phase === "over") {
    const sheets = finalScores(state) ?? currentScores(state);
    const winners = sheets.filter((s) => s.winner).map((s) => `${nameOf(game, s.seat)} (${s.total} VP)`);
    const table = [...sheets].sort((a, b) => b.total - a.total).map((s) => `${s.winner ? "🏆" : "▫️"} ${nameOf(game, s.seat)}: ${s.total} VP`);
    const image = await renderScores(sheets, summary, o);
    message = {
      content: `${fitLines(fresh, 900)}\n\n**Game #${game.id} is over.** ${winners.length > 1 ? "Shared victory" : "Winner"}: ${winners.join(" and ")}.\n${table.join("\n")}`,
      files: [new AttachmentBuilder(image, { name: `nusfjord-${game.id}-scores.png` })],
      allowedMentions: { parse: [] },
    };
  } else {
    const up = nextUp(game, state, game.version);
    const actor = last.payload.actor?.seat;
    const image = started || actor === undefined ? await renderBoard(summary, o) : await renderTurn(summary, actor, o);
    const head = started
      ? `**Nusfjord #${game.id} begins!** ${game.seats.map((s) => s.displayName).join(", ")} with the ${game.deck} deck.`
      : `**Game #${game.id}** · round ${state.round}`;
    message = {
      content: `${head}\n${fitLines(fresh, 1400)}\n\n${up.text}`.slice(0, 2000),
      files: [new AttachmentBuilder(image, { name: `nusfjord-${game.id}-${game.version}.png` })],
      components: up.components,
      allowedMentions: { users: up.users },
    };
  }
  const posted = await channel.send(message);
  if (state.phase !== "over") {
    await directMessage(ctx, game, pendingSeats(state), `🎣 Your move in Nusfjord game #${game.id}: ${posted.url}`);
  }
  if (state.phase === "over") await archiveGameThread(ctx, game, "The game is over");
}

/**
 * Archive the game's thread at its end, but only a thread the bot opened for the game: a game
 * started inside someone's existing thread leaves that thread alone.
 */
export async function archiveGameThread(ctx: BotContext, game: GameRecord, reason: string): Promise<void> {
  if (!game.threadId) return;
  try {
    const channel = await ctx.client.channels.fetch(game.threadId);
    if (channel?.isThread() && channel.ownerId === ctx.client.user?.id) await channel.setArchived(true, reason);
  } catch (e) {
    ctx.log.warn({ err: e, gameId: game.id }, "could not archive the game's thread");
  }
}

/** Outbox rows read per pass. */
const BATCH = 200;

/**
 * Post everything pending, game by game; entries of a turn still in progress wait. The whole
 * backlog is read first, in pages of `batch` rows (a long outage can leave many), so that each
 * game is judged by its latest entry and held games never block the others.
 */
export async function postOutbox(ctx: BotContext, batch = BATCH): Promise<void> {
  const byGame = new Map<number, OutboxEntry[]>();
  for (let after = 0; ;) {
    const page = await ctx.store.pendingOutbox(batch, after);
    for (const e of page) byGame.set(e.payload.gameId, [...(byGame.get(e.payload.gameId) ?? []), e]);
    const last = page[page.length - 1];
    if (page.length < batch || !last) break;
    after = last.id;
  }
  for (const [gameId, list] of byGame) await postGame(ctx, gameId, list);
}

/** Post one game's pending entries, unless they wait for the end of a turn still in progress. */
async function postGame(ctx: BotContext, gameId: number, list: readonly OutboxEntry[]): Promise<void> {
  const log = ctx.log.child({ gameId });
  try {
    const { game, state } = await ctx.store.loadGame(gameId);
    const last = list[list.length - 1];
    if (!state || !last || game.status === "abandoned") {
      for (const e of list) await ctx.store.markOutboxSent(e.id);
      return;
    }
    const actor = last.payload.actor?.seat;
    if (state.phase !== "over" && last.payload.kind !== "start" && actor !== undefined && midTurn(state, actor)) return;
    if (last.payload.version <= game.postedVersion) {
      // Already told: a post announces the game as it is when posted, so an entry written
      // while an earlier post was being made is covered by it.
    } else if (last.payload.kind === "undo" && state.log.length <= game.postedLog) {
      // Undo never goes past a turn that passed to someone else, but a player alone in the
      // round may take back a turn that was already announced: say so.
      if (state.log.length < game.postedLog && actor !== undefined) {
        const who = nameOf(game, actor);
        await (await gameChannel(ctx, game)).send({ content: `↩️ ${who} took back their last turn; it is open again.`, allowedMentions: { parse: [] } });
      }
    } else {
      await announce(ctx, game, state, list);
    }
    await ctx.store.markPosted(gameId, state.log.length, game.version);
    for (const e of list) await ctx.store.markOutboxSent(e.id);
  } catch (e) {
    log.error({ err: e }, "could not post a game's update");
    for (const x of list) {
      if (x.attempts + 1 >= MAX_ATTEMPTS && ctx.now().getTime() - x.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
        log.error({ outboxId: x.id }, "giving up on an outbox message after repeated failures");
        await ctx.store.markOutboxSent(x.id);
      } else {
        await ctx.store.markOutboxFailed(x.id);
      }
    }
  }
}

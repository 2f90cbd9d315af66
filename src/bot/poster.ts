// Posts what the outbox holds: one public message per completed turn (what happened in plain
// words, the turn image, and a mention of whoever decides next), the start of a game with the
// board, and the end with the final scores (those two built in events.ts). The outbox row is
// written in the same transaction as the change, so nothing is lost in a crash; a post is
// marked sent only after Discord took it.
import { AttachmentBuilder, ButtonStyle, type MessageCreateOptions, type SendableChannels } from "discord.js";
import { isTurnDecision, legalChoices, pendingSeats, summarize, type Choice, type GameState, type GameSummary } from "../engine/index.ts";
import { renderBoard, renderTurnCard } from "./images.ts";
import type { GameRecord, OutboxEntry } from "../store/index.ts";
import type { BotContext } from "./context.ts";
import { directMessage } from "./dm.ts";
import { endPost, lobbyResult, startPost } from "./events.ts";
import { refreshLobby } from "./lobby.ts";
import { encodeId } from "./custom-id.ts";
import { button, choiceNotes, choiceRows, fitLines, nameOf, withNames, yourPrompt, type Row } from "./present.ts";

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

/** At most this many affordable Buildings are named on the "your turn" post. */
const AFFORDABLE_SHOWN = 3;

/** " You can build: Yard (2 wood) · Slipway (1 gold)." when Build a Building is open to the seat. */
function buildHint(view: GameSummary, seat: number, choices: readonly Choice[]): string {
  if (!choices.some((c) => c.id === "place:build-building")) return "";
  // The public view: a card in the seat's hand is not named here.
  const affordable = view.players[seat]?.affordable ?? [];
  if (affordable.length === 0) return "";
  const named = affordable.slice(0, AFFORDABLE_SHOWN).map((a) => `${a.card.name} (${a.priceText})`);
  const more = affordable.length - named.length;
  return ` You can build: ${named.join(" · ")}${more > 0 ? ` · and ${more} more` : ""}.`;
}

/**
 * "@Ann, your turn: 2 workers left." for each seat that must decide now. When one player alone
 * must place a Worker or pass, the post carries their choices (buttons, or one menu beyond
 * five), which only they may use (anyone else is refused privately, like any button); when
 * several must decide (short catches in the Fishing phase), a "Show my choices" button.
 */
export function nextUp(game: GameRecord, state: GameState, version: number): { text: string; users: string[]; components: Row[] } {
  const lines: string[] = [];
  const users: string[] = [];
  const view = summarize(state);
  const pending = pendingSeats(state);
  const humans = pending.filter((seat) => game.seats[seat]?.userId);
  let components: Row[] = [];
  for (const seat of pending) {
    const rec = game.seats[seat];
    if (!rec) continue;
    if (!rec.userId) { lines.push(`🤖 ${rec.displayName} is thinking…`); continue; }
    users.push(rec.userId);
    const choices = legalChoices(state, seat);
    if (isTurnDecision(state, seat)) {
      const workers = state.players[seat]?.workersLeft ?? 0;
      const direct = humans.length === 1;
      const how = direct ? "Choose below, or use `/place`." : "Use `/place` or the button below.";
      lines.push(`<@${rec.userId}>, your turn: ${workers} worker${workers === 1 ? "" : "s"} left.${buildHint(view, seat, choices)} ${how}`);
      if (direct) {
        lines.push(...choiceNotes(choices));
        components = choiceRows(game.id, version, choices);
      }
    } else {
      const prompt = view.prompts.find((p) => p.seat === seat)?.prompt;
      lines.push(`<@${rec.userId}>: ${prompt ? yourPrompt(prompt, game.seats) : "a decision is waiting."} Use the button below.`);
    }
  }
  if (components.length === 0 && users.length > 0) components = [button(encodeId("mine", game.id, version), "Show my choices", ButtonStyle.Primary)];
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
    // The start and end posts are events of their own (events.ts).
    message = await endPost(game, state, fresh, o.names);
  } else if (started) {
    message = await startPost(game, state, fresh, nextUp(game, state, game.version), o.names);
  } else {
    const up = nextUp(game, state, game.version);
    const actor = last.payload.actor?.seat;
    // The phone turn card: what this post tells (every line since the last post), the actor's harbor, what is open to build.
    const image = actor === undefined ? await renderBoard(summary, o) : await renderTurnCard(summary, actor, { ...o, since: game.postedLog });
    const head = `**Game #${game.id}** · round ${state.round}`;
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
  if (state.phase === "over") {
    await refreshLobby(ctx, game, lobbyResult(game, state));
    await archiveGameThread(ctx, game, "The game is over");
  }
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

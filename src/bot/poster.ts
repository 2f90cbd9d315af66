// Posts what the outbox holds: one public message per completed turn (what happened in plain
// words, the turn image, and a mention of whoever decides next), the start of a game with the
// board, and the end with the final scores (those two built in events.ts). The outbox row is
// written in the same transaction as the change, so nothing is lost in a crash; a post is
// marked sent only after Discord took it. One process at a time posts a game (a lease), and
// every post carries a nonce recorded before it is sent (post-intent.ts): exactly once.
import { AttachmentBuilder, ButtonStyle, type MessageCreateOptions, type SendableChannels } from "discord.js";
import { isTurnDecision, presentChoices, pendingSeats, summarize, type Choice, type GameState, type GameSummary } from "../engine/index.ts";
import { actorLine, sinceLastTurn } from "../../renderers/index.ts";
import { turnCardFor } from "./turn-image.ts";
import { shownName, type GameRecord, type OutboxEntry } from "../store/index.ts";
import type { BotContext } from "./context.ts";
import { directMessage } from "./dm.ts";
import { endPost, endStoryRoom, lobbyResult, startPost, startStoryRoom } from "./events.ts";
import { FINAL_STORY_MAX, partPost, planParts } from "./catch-up.ts";
import { refreshLobby } from "./lobby.ts";
import { encodeId } from "./custom-id.ts";
import { pauseAfterRefusal, refusedForGood } from "./refused.ts";
import { intentFor, parseIntent, postLease, type PostIntent } from "./post-intent.ts";
import { MAX_ROWS, button, choiceNotes, choiceRows, withShortcuts, fitLines, nameOf, seatName, withNames, yourPrompt, type Row } from "./present.ts";
import { CONTENT_MAX, escapeName, fitContent, uniqueIds } from "./text.ts";
import { HINT_BUTTON_LABEL, hintButtonId, pingHint, type PingHint } from "./hints.ts";
import { firstTimeText, firstTimes, type Milestone } from "./learning.ts";

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
  return game.seats.map(shownName);
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
 * several must decide (short catches in the Fishing phase), a "Show my choices" button. In a
 * learning game `hint` is that player's hint: written under their choices, or a button of its
 * own (its row kept free of choices).
 */
export function nextUp(game: GameRecord, state: GameState, version: number, quietUserId: string | null = null, hint: PingHint | null = null): { text: string; users: string[]; components: Row[] } {
  const lines: string[] = [];
  const users: string[] = [];
  const view = summarize(state);
  const pending = pendingSeats(state);
  const humans = pending.filter((seat) => game.seats[seat]?.userId);
  let components: Row[] = [];
  for (const seat of pending) {
    const rec = game.seats[seat];
    if (!rec) continue;
    if (!rec.userId) { lines.push(`🤖 ${escapeName(seatName(rec))} is thinking…`); continue; }
    // The player whose own choice led here already has this decision in their private reply:
    // named, not pinged again.
    const quiet = rec.userId === quietUserId;
    if (!quiet) users.push(rec.userId);
    const who = quiet ? `**${escapeName(rec.displayName)}**` : `<@${rec.userId}>`;
    const choices = presentChoices(state, seat);
    if (isTurnDecision(state, seat)) {
      const workers = state.players[seat]?.workersLeft ?? 0;
      const direct = humans.length === 1;
      const how = direct ? "Choose below, or use `/place`." : "Use `/place` or the button below.";
      lines.push(`${who}, your turn: ${workers} worker${workers === 1 ? "" : "s"} left.${buildHint(view, seat, choices)} ${how}`);
      if (direct) {
        const mine = hint?.seat === seat ? hint : null;
        const rows = mine && !mine.lines ? MAX_ROWS - 1 : MAX_ROWS;
        lines.push(...choiceNotes(choices, rows, false));
        components = choiceRows(game.id, version, withShortcuts(state, seat, choices, rows), 0, rows);
        if (mine?.lines) lines.push(...mine.lines);
        else if (mine) {
          // Written in, a hint could name the C Buildings of the player's secret hand.
          const why = (state.players[seat]?.hand.length ?? 0) > 0 ? ", as they may name the C Buildings in your hand" : "";
          lines.push(`💡 **Hint**: press the button below for the AI's best choices (only you see them${why}).`);
          components = [...components, button(hintButtonId(game, version, seat), HINT_BUTTON_LABEL, ButtonStyle.Secondary)];
        }
      }
    } else {
      const prompt = view.prompts.find((p) => p.seat === seat)?.prompt;
      lines.push(`${who}: ${prompt ? yourPrompt(prompt, game.seats) : "a decision is waiting."} Use the button below.`);
    }
  }
  if (components.length === 0 && humans.length > 0) components = [button(encodeId("mine", game.id, version), "Show my choices", ButtonStyle.Primary)];
  return { text: lines.join("\n"), users, components };
}

/** "Bo: deforests A3-A4 and takes 5 wood": the actor's latest move in one line, with names, or null. */
function moveLine(game: GameRecord, summary: GameSummary, actor: number): string | null {
  const lines = sinceLastTurn(summary, actor, { since: game.postedLog, actor });
  const line = lines[actorLine(lines, actor)];
  return line ? withNames(line.text, game.seats) : null;
}

/**
 * The game's thread (or channel). `allowUnknownGuild`: with sharding, any process may post a
 * game's background work (outbox, reminders) while the guild lives on another process's shard;
 * posting is plain REST and needs no gateway connection to the guild.
 */
export async function gameChannel(ctx: BotContext, game: GameRecord): Promise<SendableChannels> {
  const channel = await ctx.client.channels.fetch(game.threadId ?? game.channelId, { allowUnknownGuild: true });
  if (!channel || !channel.isSendable()) throw new Error(`channel ${game.threadId ?? game.channelId} of game ${game.id} cannot take messages`);
  return channel;
}

/**
 * Post what `intent` covers: the log from the last post up to `intent.log`. That is the whole
 * game as it is, except when finishing an earlier process's post while the game moved on (then
 * the rest follows in a post of its own). More lines than the post holds come first in posts of
 * their own (./catch-up.ts), recorded on the lease as they go. False when the lease was lost.
 */
async function announce(ctx: BotContext, game: GameRecord, state: GameState, entries: readonly OutboxEntry[], intent: PostIntent, lease: string): Promise<boolean> {
  const last = entries[entries.length - 1];
  if (!last) return true;
  const summary = summarize(state);
  const o = { names: names(game) };
  const whole = intent.log >= state.log.length;
  const from = Math.min(game.postedLog, state.log.length);
  const fresh = state.log.slice(from, intent.log).map((e) => `• ${withNames(e.text, game.seats)}`);
  // A learning game explains what happens here for the first time in the game (./learning.ts).
  const taught = game.learning ? firstTimes(state, from, intent.log) : [];
  const channel = await gameChannel(ctx, game);
  const started = entries.some((e) => e.payload.kind === "start");
  // A human whose own choice (or undo) this post announces, and who must decide again now, has
  // that decision in their private reply already: no second ping or DM for it.
  const quiet = !started ? last.payload.actor?.userId ?? null : null;
  const over = state.phase === "over" && whole;
  // A learning game's ping carries the hint (./hints.ts).
  const hint = over ? null : await pingHint(ctx, game, state);
  // The post, telling the story `lines`, and the room its story has.
  let build: (lines: readonly string[]) => Promise<MessageCreateOptions>;
  let room: number;
  if (over) {
    // The start and end posts are events of their own (events.ts).
    const changes = await ctx.store.ratingChanges(game.id);
    room = endStoryRoom(game, state, taught, changes);
    build = (lines) => endPost(ctx.images, game, state, lines, o.names, taught, changes);
  } else if (started) {
    const up = nextUp(game, state, game.version, null, hint);
    room = startStoryRoom(game, up.text, taught);
    build = (lines) => startPost(ctx.images, game, state, lines, up, o.names, taught);
  } else {
    const actor = last.payload.actor?.seat;
    const card = turnCardFor(ctx.images, game, state, summary, actor, o.names);
    // The actor's move heads the post, so a round change's many payout lines never push it out.
    const move = actor === undefined ? null : moveLine(game, summary, actor);
    const head = `**Game #${game.id}** · round ${state.round}${move ? ` · ${move}` : ""}`;
    const up = turnPostUp(game, state, quiet, hint, head);
    room = turnPostLayout(game, head, taught, up.text).story;
    build = async (lines) => ({
      content: fitContent(turnPostContent(game, head, lines, taught, up.text)),
      files: [new AttachmentBuilder(await card.png, { name: `nusfjord-${game.id}-${game.version}.png`, description: card.description })],
      components: up.components,
      allowedMentions: { users: uniqueIds(up.users) },
    });
  }
  // Lines beyond the post's room: told first, in parts, each recorded once sent.
  let parts = intent.parts;
  if (!parts) {
    parts = planParts(fresh, from, room);
    if (parts.length > 0 && !(await ctx.store.setLeaseIntent(lease, JSON.stringify({ ...intent, parts, partsSent: 0 })))) return false;
  }
  let start = from;
  for (const [k, end] of parts.entries()) {
    if (k >= (intent.partsSent ?? 0)) {
      const part = partPost(game.id, intent.nonce, state.log[start]?.round ?? null, k + 1, parts.length + 1, fresh.slice(Math.max(0, start - from), end - from));
      await channel.send({ content: part.content, allowedMentions: { parse: [] }, nonce: part.nonce, enforceNonce: true });
      if (!(await ctx.store.setLeaseIntent(lease, JSON.stringify({ ...intent, parts, partsSent: k + 1 })))) return false;
    }
    start = end;
  }
  const posted = await channel.send({ ...await build(fresh.slice(Math.max(0, start - from))), nonce: intent.nonce, enforceNonce: true });
  if (!over) {
    const dm = pendingSeats(state).filter((seat) => quiet === null || game.seats[seat]?.userId !== quiet);
    await directMessage(ctx, game, dm, `🎣 Your move in Nusfjord game #${game.id}: ${posted.url}`, intent.nonce);
  }
  if (over) {
    await refreshLobby(ctx, game, lobbyResult(game, state));
    await archiveGameThread(ctx, game, "The game is over");
  }
  return true;
}

/** Room a written hint must leave in a turn post for the rest (the move, the story, first times); with less, it becomes the button. */
const ROOM_BESIDES_HINT = 600;

/** The ping part of a turn post, with the hint written in when it leaves room for the rest, else as its button. */
function turnPostUp(game: GameRecord, state: GameState, quiet: string | null, hint: PingHint | null, head: string): ReturnType<typeof nextUp> {
  const up = nextUp(game, state, game.version, quiet, hint);
  if (!hint?.lines || CONTENT_MAX - head.length - up.text.length >= ROOM_BESIDES_HINT) return up;
  return nextUp(game, state, game.version, quiet, { seat: hint.seat, lines: null });
}

/** The story of a turn post keeps at least this much room beside the first times' explanations. */
const STORY_MIN = 120;

/**
 * A turn post's text: the heading (with the mover's move), the story, a learning game's first
 * times, and the ping with the choices' notes. The ping always fits whole; the first times get
 * the room it leaves but for STORY_MIN (whole explanations, or short ones), and the story
 * (newest lines first) what is left; the story is chosen to fit (./catch-up.ts).
 */
function turnPostContent(game: GameRecord, head: string, fresh: readonly string[], taught: readonly Milestone[], up: string): string {
  const { teach, story } = turnPostLayout(game, head, taught, up);
  return [head, fitLines(fresh, story), ...(teach ? ["", teach] : []), "", up].join("\n");
}

/** A turn post's first times and the room its story has. */
function turnPostLayout(game: GameRecord, head: string, taught: readonly Milestone[], up: string): { teach: string; story: number } {
  const room = CONTENT_MAX - head.length - up.length - 4;
  const teach = firstTimeText(game, taught, room - STORY_MIN - 2);
  return { teach, story: Math.min(FINAL_STORY_MAX, room - (teach ? teach.length + 2 : 0)) };
}

/**
 * Archive the game's thread at its end, but only a thread the bot opened for the game: a game
 * started inside someone's existing thread leaves that thread alone.
 */
export async function archiveGameThread(ctx: BotContext, game: GameRecord, reason: string): Promise<void> {
  if (!game.threadId) return;
  try {
    const channel = await ctx.client.channels.fetch(game.threadId, { allowUnknownGuild: true });
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

/**
 * Post one game's pending entries, unless they wait for the end of a turn still in progress, or
 * another process is posting this game now (its lease).
 */
async function postGame(ctx: BotContext, gameId: number, list: readonly OutboxEntry[]): Promise<void> {
  const lease = postLease(gameId);
  if (list.length === 0 || !(await ctx.store.acquireLease(lease))) return;
  try {
    // Read again under the lease: another process may have posted some of `list` meanwhile,
    // and what is posted must be judged against the entries as they are now (then the game).
    await postLeased(ctx, gameId, await ctx.store.pendingOutboxOfGame(gameId), lease);
  } finally {
    await ctx.store.releaseLease(lease).catch((e: unknown) => ctx.log.warn({ err: e, gameId }, "could not release the posting lease (it lapses by itself)"));
  }
}

/**
 * This process was too slow: its claim on the game's posts lapsed and another process took it
 * over (and posts instead). Posting now could post twice, so it stops here.
 */
function lostClaim(log: BotContext["log"]): void {
  log.warn("the claim on this game's posts lapsed and was taken over: another process posts it");
}

async function postLeased(ctx: BotContext, gameId: number, list: readonly OutboxEntry[], lease: string): Promise<void> {
  const log = ctx.log.child({ gameId });
  try {
    const { game, state } = await ctx.store.loadGame(gameId);
    const last = list[list.length - 1];
    if (!state || !last || game.status === "abandoned") {
      for (const e of list) await ctx.store.markOutboxSent(e.id);
      await ctx.store.setLeaseIntent(lease, null);
      return;
    }
    // Paused (by the host, or after Discord refused a post for good): its posts wait for the resume,
    // including one an earlier attempt began (it is finished under its nonce once resumed).
    if (game.paused && state.phase !== "over") return;
    // A post recorded but not known to be done (this or another process died, or Discord
    // failed): finish exactly that post first, under its nonce.
    const earlier = parseIntent(await ctx.store.leaseIntent(lease));
    // Entries already told (a process died after the post was marked, before its entries were):
    // marked below with the rest, never announced again (a start entry would make a second start post).
    const untold = (entries: readonly OutboxEntry[]) => entries.filter((e) => e.payload.version > game.postedVersion);
    if (earlier && earlier.version > game.postedVersion) {
      const covered = list.filter((e) => e.payload.version <= earlier.version);
      const told = untold(covered);
      if (!(await send(ctx, game, state, told.length > 0 ? told : [last], earlier, lease))) return lostClaim(log);
      if (!(await ctx.store.markPostedHolding(lease, gameId, earlier.log, earlier.version))) return lostClaim(log);
      for (const e of covered) await ctx.store.markOutboxSent(e.id);
      await ctx.store.setLeaseIntent(lease, null);
      log.info({ version: earlier.version }, "finished a post an earlier attempt had begun");
      const rest = list.filter((e) => e.payload.version > earlier.version);
      if (rest.length > 0) await postLeased(ctx, gameId, rest, lease);
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
        const intent = intentFor(gameId, game, state.log.length, game.version, actor);
        if (!(await ctx.store.setLeaseIntent(lease, JSON.stringify(intent)))) return lostClaim(log);
        if (!(await send(ctx, game, state, untold(list), intent, lease))) return lostClaim(log);
      }
    } else {
      const intent = intentFor(gameId, game, state.log.length, game.version);
      if (!(await ctx.store.setLeaseIntent(lease, JSON.stringify(intent)))) return lostClaim(log);
      if (!(await send(ctx, game, state, untold(list), intent, lease))) return lostClaim(log);
    }
    if (!(await ctx.store.markPostedHolding(lease, gameId, state.log.length, game.version))) return lostClaim(log);
    for (const e of list) await ctx.store.markOutboxSent(e.id);
    await ctx.store.setLeaseIntent(lease, null);
  } catch (e) {
    log.error({ err: e }, "could not post a game's update");
    ctx.metrics.databaseError(e);
    if (refusedForGood(e)) {
      // Retrying would be refused again: pause the game's posting and tell the host (refused.ts).
      ctx.metrics.post("refused");
      const { game } = await ctx.store.loadGame(gameId);
      await pauseAfterRefusal(ctx, game, e);
      return;
    }
    let gaveUp = false;
    for (const x of list) {
      if (x.attempts + 1 >= MAX_ATTEMPTS && ctx.now().getTime() - x.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
        log.error({ outboxId: x.id }, "giving up on an outbox message after repeated failures");
        await ctx.store.markOutboxSent(x.id);
        gaveUp = true;
      } else {
        await ctx.store.markOutboxFailed(x.id);
      }
    }
    ctx.metrics.post(gaveUp ? "gave_up" : "retried");
    if (gaveUp) await ctx.store.setLeaseIntent(lease, null);
  }
}

/** The post an intent describes: the "took back" notice, or the announcement of the log up to it. False when the lease was lost midway. */
async function send(ctx: BotContext, game: GameRecord, state: GameState, entries: readonly OutboxEntry[], intent: PostIntent, lease: string): Promise<boolean> {
  if (intent.undoSeat !== undefined) {
    const who = nameOf(game, intent.undoSeat);
    await (await gameChannel(ctx, game)).send({ content: `↩️ ${who} took back their last turn; it is open again.`, allowedMentions: { parse: [] }, nonce: intent.nonce, enforceNonce: true });
  } else if (!(await announce(ctx, game, state, entries, intent, lease))) {
    return false;
  }
  ctx.metrics.post("sent");
  return true;
}

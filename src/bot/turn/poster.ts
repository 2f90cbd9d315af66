// Posts what the outbox holds: one public message per completed turn (what happened in plain
// words, the turn image, and a mention of whoever decides next), the start of a game with the
// board, and the end with the final scores (those two built in events.ts). The outbox row is
// written in the same transaction as the change, so nothing is lost in a crash; a post is
// marked sent only after Discord took it. One process at a time posts a game (a lease), and
// every post carries a nonce recorded before it is sent (./post-intent.ts): exactly once. A game
// found to have gone back in time (a backup restored under the bot) begins a new posting epoch,
// which goes into every nonce, and its thread is told (./timelines.ts).
import { linksOf } from "../../web/keys.ts";
import { AttachmentBuilder, type MessageCreateOptions, type SendableChannels } from "discord.js";
import { isTurnDecision, pendingSeats, replay, replaysUnderCurrentRules, summarize, type GameState, type GameSummary } from "../../engine/index.ts";
import { actorLine, sinceLastTurn } from "../../../renderers/index.ts";
import { turnPictureFor } from "../layouts/turn-image.ts";
import { GameDamagedError, engineOptions, nameIn, nonceOf, type GameEpoch, type GameRecord, type OutboxEntry, type PostedMessages } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { directMessage, dmText } from "./dm.ts";
import { endPing, endPost, endStoryRoom, lobbyResult, startPing, startPost, startStoryRoom } from "../layouts/events.ts";
import { FINAL_STORY_MAX, partPost, planParts } from "./catch-up.ts";
import { refreshLobby } from "./lobby.ts";
import { pauseAfterRefusal, refusedForGood } from "../ops/refused.ts";
import { intentFor, parseIntent, postLease, type PostIntent } from "./post-intent.ts";
import { fitLines, nameOf, withNames } from "../layouts/present.ts";
import { logLine } from "../layouts/said.ts";
import { translator } from "../../i18n/index.ts";
import { fitContent } from "../layouts/text.ts";
import { pingHint, writeHintIn, type PingHint } from "../ai/hints.ts";
import { nextUp, turnPostComponents, type NextUp } from "../layouts/turn-post.ts";
import { altText, container, separator, text, V2 } from "../layouts/v2.ts";
import { situationLine, whereLine } from "../layouts/situation.ts";
import { firstTimeText, firstTimes, textMax, type Milestone } from "../layouts/learning.ts";
import { deadlineTold, offerTakeover } from "../time/deadline-posts.ts";
import { hushedPlayers, type Hush } from "../time/presence.ts";
import { restoredNotice } from "./timelines.ts";
import { markTakenBack } from "./taken-back.ts";

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

/** The players' names as the game's posts and pictures say them ("Ingrid (KI)" in German). */
export function names(game: GameRecord): string[] {
  return game.seats.map((seat) => nameIn(game.language, seat));
}

/**
 * "Bo: deforests A3-A4 and takes 5 wood": the actor's latest move in one line, with names, or
 * null. In English condensed from the log's text (renderers/since.ts); in another language its
 * entries said from the engine's messages ("Bo setzt einen Arbeiter auf Abholzen. Bo nimmt 5
 * Holz."); a move logged before messages existed is not summed up there.
 */
export function moveLine(game: GameRecord, summary: GameSummary, actor: number): string | null {
  const english = game.language === "en";
  const say = english ? undefined : (e: GameSummary["log"][number]): string | null => (e.say ? logLine(game.language, e, game.seats) : null);
  const lines = sinceLastTurn(summary, actor, { since: game.postedLog, ...(say ? { say } : {}) });
  const line = lines[actorLine(lines, actor)];
  if (!line) return null;
  if (english) return withNames(line.text, game.seats);
  // A line still in the log's English (an older game's) is left to the story lines.
  return line.text.startsWith(`Player ${actor + 1}:`) ? null : line.text;
}

/**
 * The round the actor's move was made in: that of their latest Work-phase entry among the log
 * entries [from, to) the post announces. The post of a round's last move comes after the next
 * round began (its catch is in the same post), and names the round the move belongs to.
 */
function moveRound(state: GameState, actor: number, from: number, to: number): number {
  for (let i = Math.min(to, state.log.length) - 1; i >= from; i--) {
    const e = state.log[i];
    if (e?.seat === actor && e.phase === "work") return e.round;
  }
  return state.round;
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
async function announce(ctx: BotContext, game: GameRecord, state: GameState, entries: readonly OutboxEntry[], intent: PostIntent, lease: string): Promise<PostedMessages | false> {
  const last = entries[entries.length - 1];
  if (!last) return NO_MESSAGES;
  const summary = summarize(state);
  const o = { names: names(game) };
  const whole = intent.log >= state.log.length;
  const from = Math.min(game.postedLog, state.log.length);
  const deadline = deadlineTold(game, entries);
  const fresh = [...state.log.slice(from, intent.log).map((e) => `• ${logLine(game.language, e, game.seats)}`), ...(deadline ? [deadline.line] : [])];
  // Players away or in their quiet hours are named, not pinged, and get no DM now (../time/presence.ts).
  const hushed = await hushedPlayers(ctx, game);
  // A learning game explains what happens here for the first time in the game (../layouts/learning.ts).
  const taught = game.learning ? firstTimes(state, from, intent.log) : [];
  const channel = await gameChannel(ctx, game);
  const started = entries.some((e) => e.payload.kind === "start");
  // A human whose own choice (or undo) this post announces, and who must decide again now, has
  // that decision in their private reply already: no second ping or DM for it.
  const quiet = !started ? last.payload.actor?.userId ?? null : null;
  const over = state.phase === "over" && whole;
  // A learning game's ping carries the hint (../ai/hints.ts).
  const hint = over ? null : await pingHint(ctx, game, state);
  // The post, telling the story `lines`, and the room its story has; the ping line that follows it.
  let build: (lines: readonly string[]) => Promise<MessageCreateOptions>;
  // The game's page in the web view (WEB_PORT): a link button under the post.
  const table = linksOf(ctx.config)?.game(game.id) ?? null;
  let up: NextUp | null;
  let room: number;
  if (over) {
    // The start and end posts are events of their own (../layouts/events.ts).
    // A player who left the leaderboards is "not rated visibly": their change is left out.
    const all = await ctx.store.ratingChanges(game.id);
    const left = await ctx.store.leftLeaderboards(all.map((c) => c.player));
    const changes = all.filter((c) => !left.has(c.player));
    room = endStoryRoom(game, state, taught, changes);
    up = endPing(game, state);
    build = (lines) => endPost(ctx.images, game, state, lines, o.names, taught, changes, game.language, table);
  } else if (started) {
    const next = nextUp(game, state, game.version, null, hint, hushed);
    up = startPing(game, next);
    room = startStoryRoom(game, next.text, taught);
    build = (lines) => startPost(ctx.images, game, state, lines, next, o.names, taught, game.language, table);
  } else {
    const actor = last.payload.actor?.seat;
    const card = turnPictureFor(ctx.images, game, state, summary, actor, o.names);
    // The actor's move heads the post, so a round change's many payout lines never push it out.
    const move = actor === undefined ? null : moveLine(game, summary, actor);
    const round = actor === undefined ? state.round : moveRound(state, actor, from, intent.log);
    const head = `${translator(game.language)("turn.head", { game: game.id, round })}${move ? ` · ${move}` : ""}`;
    const next = turnPostUp(game, state, quiet, hint, head, hushed);
    up = next;
    const { teach, story } = turnPostLayout(game, head, taught, next.text);
    room = story;
    build = async (lines) => {
      const name = `nusfjord-${game.id}-${game.version}.png`;
      return {
        flags: V2,
        components: turnPostComponents({ head, story: fitLines(lines, story), teach, up: next, picture: { name, description: card.description }, table: table ? { url: table, locale: game.language } : null }),
        files: [new AttachmentBuilder(await card.png, { name, description: altText(card.description) })],
        // The post names whoever is asked without pinging them: the ping line after it does (layouts/turn-post.ts).
        allowedMentions: { parse: [] },
      };
    };
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
  let message = await build(fresh.slice(Math.max(0, start - from)));
  const pinged = message.allowedMentions?.users ?? [];
  if (hushed.size > 0) message = { ...message, allowedMentions: { users: pinged.filter((u) => !hushed.has(u)) } };
  const posted = await channel.send({ ...message, nonce: intent.nonce, enforceNonce: true });
  // A learning game's hint that came too late for the post is written in when it comes.
  if (hint?.coming) ctx.background(writeHintIn(ctx, game.id, game.version, posted, hint.coming));
  const ping = await sendPingLine(channel, up, hushed, intent.nonce);
  if (!over) {
    const dm = pendingSeats(state).filter((seat) => quiet === null || game.seats[seat]?.userId !== quiet);
    // Each player's own situation in the first words a phone shows (layouts/situation.ts).
    for (const seat of dm.filter((x) => !hushed.has(game.seats[x]?.userId ?? ""))) {
      const kind = isTurnDecision(state, seat) ? "turn" : "decision";
      await directMessage(ctx, game, [seat], dmText(game, { kind, where: whereLine(game.id, summary, game.language), situation: situationLine(summary, seat, game.language), link: posted.url }), intent.nonce);
    }
    await holdDirectMessages(ctx, game, dm, hushed);
  }
  if (deadline?.offer) await offerTakeover(channel, game, deadline, hushed, intent.nonce);
  if (over) {
    await refreshLobby(ctx, game, lobbyResult(game, state));
    await archiveGameThread(ctx, game, "The game is over");
  }
  return { post: posted.id, ping };
}

/** No post recorded (nothing was announced, or an older post was taken back). */
const NO_MESSAGES: PostedMessages = { post: null, ping: null };

/** Quiet hours hold back the DM of a seat's turn until they end (sent then by the reminder pass, ../time/reminders.ts); time away drops it. */
async function holdDirectMessages(ctx: BotContext, game: GameRecord, seats: readonly number[], hushed: ReadonlyMap<string, Hush>): Promise<void> {
  for (const seat of seats) {
    const rec = game.seats[seat];
    const hush = rec?.userId ? hushed.get(rec.userId) : undefined;
    if (rec?.notifyDm && hush?.why === "quiet") await ctx.store.holdNotice(game.id, seat, hush.until);
  }
}

/**
 * The one-line classic message after a V2 post that pings whoever it asks: its text is what
 * their phone's notification shows (a V2 post's own mention would notify without text). Under
 * a nonce of its own derived from the post's, so a repeat after a crash is not sent twice.
 */
async function sendPingLine(channel: SendableChannels, up: NextUp | null, hushed: ReadonlyMap<string, Hush>, nonce: string): Promise<string | null> {
  const users = (up?.users ?? []).filter((u) => !hushed.has(u));
  if (!up || users.length === 0 || !up.ping) return null;
  return (await channel.send({ content: fitContent(up.ping), allowedMentions: { users }, nonce: nonceOf("ping", nonce), enforceNonce: true })).id;
}

/** Room a written hint must leave in a turn post for the rest (the move, the story, first times); with less, it becomes the button. */
const ROOM_BESIDES_HINT = 600;

/** The ping part of a turn post, with the hint written in when it leaves room for the rest, else as its button. */
function turnPostUp(game: GameRecord, state: GameState, quiet: string | null, hint: PingHint | null, head: string, hushed: ReadonlyMap<string, Hush>): NextUp {
  const up = nextUp(game, state, game.version, quiet, hint, hushed);
  if (!hint?.lines || textMax(game) - head.length - up.text.length >= ROOM_BESIDES_HINT) return up;
  return nextUp(game, state, game.version, quiet, { seat: hint.seat, lines: null }, hushed);
}

/** The story of a turn post keeps at least this much room beside the first times' explanations. */
const STORY_MIN = 120;

/** A turn post's first times and the room its story has. */
function turnPostLayout(game: GameRecord, head: string, taught: readonly Milestone[], up: string): { teach: string; story: number } {
  const room = textMax(game) - head.length - up.length - 4;
  const teach = firstTimeText(game, taught, room - STORY_MIN - 2, game.language);
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
  const games = new Set<number>();
  for (let after = 0; ;) {
    const page = await ctx.store.pendingOutbox(batch, after);
    for (const e of page) games.add(e.payload.gameId);
    const last = page[page.length - 1];
    if (page.length < batch || !last) break;
    after = last.id;
  }
  // Games that went back in time (restored under this process) or whose thread is still to be
  // told so, with or without posts waiting.
  for (const t of await ctx.store.runningTimelines()) {
    if (!t.told || ctx.timelines.wentBack(t.gameId, t)) games.add(t.gameId);
  }
  for (const gameId of games) await postGame(ctx, gameId);
}

/**
 * Post one game's pending entries, unless they wait for the end of a turn still in progress, or
 * another process is posting this game now (its lease).
 */
async function postGame(ctx: BotContext, gameId: number): Promise<void> {
  const lease = postLease(gameId);
  if (!(await ctx.store.acquireLease(lease))) return;
  try {
    // Read under the lease: another process may have posted some of them meanwhile, and what is
    // posted must be judged against the entries as they are now (then the game).
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
    const epoch = await epochOf(ctx, game);
    if (!epoch.told) {
      // Told while the game runs (a paused game's notice waits for the resume, like its posts).
      if (game.paused) return;
      if (state && game.status === "active") await tellRestored(ctx, game, state, epoch, list.some((e) => e.payload.version > game.postedVersion));
      await ctx.store.markEpochTold(gameId, epoch.epoch);
    }
    if (!state || !last || game.status === "abandoned") {
      for (const e of list) await ctx.store.markOutboxSent(e.id);
      await ctx.store.setLeaseIntent(lease, null);
      if (game.status === "abandoned") ctx.timelines.forget(gameId);
      return;
    }
    // Paused (by the host, or after Discord refused a post for good): its posts wait for the resume,
    // including one an earlier attempt began (it is finished under its nonce once resumed).
    if (game.paused && state.phase !== "over") return;
    // A post recorded but not known to be done (this or another process died, or Discord
    // failed): finish exactly that post first, under its nonce.
    let earlier = parseIntent(await ctx.store.leaseIntent(lease));
    if (earlier && earlier.epoch !== epoch.epoch) {
      // Begun before the game went back in time: what follows the notice tells it again, anew.
      await ctx.store.setLeaseIntent(lease, null);
      earlier = null;
    }
    // Entries already told (a process died after the post was marked, before its entries were):
    // marked below with the rest, never announced again (a start entry would make a second start post).
    const untold = (entries: readonly OutboxEntry[]) => entries.filter((e) => e.payload.version > game.postedVersion);
    if (earlier && earlier.version > game.postedVersion) {
      const covered = list.filter((e) => e.payload.version <= earlier.version);
      const told = untold(covered);
      const sent = await send(ctx, game, state, told.length > 0 ? told : [last], earlier, lease);
      if (!sent) return lostClaim(log);
      if (!(await ctx.store.markPostedHolding(lease, gameId, earlier.log, earlier.version, sent))) return lostClaim(log);
      ctx.timelines.remember(gameId, epoch, earlier.version);
      for (const e of covered) await ctx.store.markOutboxSent(e.id);
      await ctx.store.setLeaseIntent(lease, null);
      log.info({ version: earlier.version }, "finished a post an earlier attempt had begun");
      const rest = list.filter((e) => e.payload.version > earlier.version);
      if (rest.length > 0) await postLeased(ctx, gameId, rest, lease);
      return;
    }
    const actor = last.payload.actor?.seat;
    if (state.phase !== "over" && last.payload.kind !== "start" && actor !== undefined && midTurn(state, actor)) return;
    // The messages of the latest post, recorded with the mark (kept as they were when nothing is posted).
    let sent: PostedMessages | undefined;
    if (last.payload.version <= game.postedVersion) {
      // Already told: a post announces the game as it is when posted, so an entry written
      // while an earlier post was being made is covered by it. Nothing more is marked told: the
      // game may have moved on since `list` was read (a move committed in between), and its
      // lines are told by the next pass, with its entry.
      for (const e of list) await ctx.store.markOutboxSent(e.id);
      await ctx.store.setLeaseIntent(lease, null);
      if (state.phase === "over" && game.postedVersion === game.version) ctx.timelines.forget(gameId);
      return;
    } else if (last.payload.kind === "undo" && state.log.length <= game.postedLog) {
      // Undo never goes past a turn that passed to someone else, but a player alone in the
      // round may take back a turn that was already announced: say so.
      if (state.log.length < game.postedLog && actor !== undefined) {
        const intent = intentFor(gameId, game, state.log.length, game.version, epoch.epoch, actor);
        if (!(await ctx.store.setLeaseIntent(lease, JSON.stringify(intent)))) return lostClaim(log);
        const done = await send(ctx, game, state, untold(list), intent, lease);
        if (!done) return lostClaim(log);
        sent = done;
      }
    } else {
      const intent = intentFor(gameId, game, state.log.length, game.version, epoch.epoch);
      if (!(await ctx.store.setLeaseIntent(lease, JSON.stringify(intent)))) return lostClaim(log);
      const done = await send(ctx, game, state, untold(list), intent, lease);
      if (!done) return lostClaim(log);
      sent = done;
    }
    if (!(await ctx.store.markPostedHolding(lease, gameId, state.log.length, game.version, sent))) return lostClaim(log);
    ctx.timelines.remember(gameId, epoch, game.version);
    for (const e of list) await ctx.store.markOutboxSent(e.id);
    await ctx.store.setLeaseIntent(lease, null);
    // The end post is out: the game is done with (./timelines.ts).
    if (state.phase === "over") ctx.timelines.forget(gameId);
  } catch (e) {
    if (e instanceof GameDamagedError) return; // set aside: its posts wait for the repair (./damaged.ts)
    log.error({ err: e }, "could not post a game's update");
    ctx.metrics.databaseError(e);
    if (refusedForGood(e)) {
      // Retrying would be refused again: pause the game's posting and tell the host (../ops/refused.ts).
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

/**
 * The game's posting epoch, judged against what this process last knew (under the game's
 * posting lease): a game told less far than it was, or in an older epoch, went back in time, and
 * begins a new epoch whose thread is still to be told.
 */
async function epochOf(ctx: BotContext, game: GameRecord): Promise<GameEpoch> {
  const epoch = await ctx.store.gameEpoch(game.id);
  if (!ctx.timelines.wentBack(game.id, { ...epoch, postedVersion: game.postedVersion })) return epoch;
  const begun = await ctx.store.beginEpoch(game.id, epoch.epoch);
  // null: another process began one first (and tells the thread).
  const now = begun ?? await ctx.store.gameEpoch(game.id);
  if (begun) ctx.log.warn({ gameId: game.id, postedVersion: game.postedVersion }, "a game went back in time (a backup restored?): a new posting epoch begins, and its thread is told");
  ctx.timelines.remember(game.id, now, game.postedVersion);
  return now;
}

/**
 * Tell the thread the game went back in time, to where its posts had told it (the catch-up post
 * after this one tells the rest). With nothing else to post, the notice pings whoever decides now,
 * with their choices, as a turn post would.
 */
async function tellRestored(ctx: BotContext, game: GameRecord, state: GameState, epoch: GameEpoch, more: boolean): Promise<void> {
  const notice = restoredNotice(await toldState(ctx, game, state));
  const up = more || state.phase === "over" ? null : nextUp(game, state, game.version);
  const channel = await gameChannel(ctx, game);
  const nonce = nonceOf("restored", game.id, epoch.epoch);
  await channel.send({
    flags: V2,
    components: [container([text(notice), ...(up?.text ? [separator(), text(up.text)] : [])]), ...(up && up.choices.length > 0 ? [container(up.choices)] : [])],
    allowedMentions: { parse: [] },
    nonce, enforceNonce: true,
  });
  await sendPingLine(channel, up, new Map(), nonce);
  ctx.log.info({ gameId: game.id }, "told the thread the game was restored");
}

/** The game as its posts had told it (its version `postedVersion`): the state, or its log replayed that far. */
async function toldState(ctx: BotContext, game: GameRecord, state: GameState): Promise<GameState> {
  if (game.version <= game.postedVersion || !replaysUnderCurrentRules(state)) return state;
  const log = await ctx.store.choiceLog(game.id);
  try {
    return replay(engineOptions(game), log.filter((c) => c.version <= game.postedVersion));
  } catch {
    return state;
  }
}

/**
 * The post an intent describes: a taken-back turn (its post edited, ./taken-back.ts), or the
 * announcement of the log up to it. The messages to record as the game's latest post (none after
 * a take-back: it is not edited twice); false when the lease was lost midway.
 */
async function send(ctx: BotContext, game: GameRecord, state: GameState, entries: readonly OutboxEntry[], intent: PostIntent, lease: string): Promise<PostedMessages | false> {
  if (intent.undoSeat !== undefined) {
    const who = nameOf(game, intent.undoSeat, game.language);
    const channel = await gameChannel(ctx, game);
    // The game was read under the posting lease: its latest post's messages are current.
    // Said in the game's language, as the thread is.
    if (!(await markTakenBack(channel, { post: game.postMessageId, ping: game.pingMessageId }, who, game.language))) {
      await channel.send({ content: translator(game.language)("replies.takenBack.notice", { who }), allowedMentions: { parse: [] }, nonce: intent.nonce, enforceNonce: true });
    }
    ctx.metrics.post("sent");
    return NO_MESSAGES;
  }
  const done = await announce(ctx, game, state, entries, intent, lease);
  if (done) ctx.metrics.post("sent");
  return done;
}

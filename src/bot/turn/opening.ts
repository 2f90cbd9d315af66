// Opening a lobby (/nusfjord new), and finishing an opening a crash interrupted. The game is
// created with a lease, `lobby:<game>` (store/opening.ts), that lasts until the lobby works: its
// message saved, its thread opened and saved, the thread's first message posted, the buttons
// enabled. A process that died anywhere in between leaves the lease; at start-up and at every
// periodic pass, whoever can take it (the same process after its restart at once, any other once
// it lapsed) finishes the opening from where it stopped. Every step is done only if it was not:
// the lobby message is looked for before one is posted, a thread already opened from it is
// used, the thread's first message is looked for before it is posted (and carries a nonce).
import { DiscordAPIError, type Message, type SendableChannels, type ThreadChannel } from "discord.js";
import { nonceOf, openingLease, type GameRecord, type GameStore, type LobbyOpening } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { fillLevel, isLobbyOf, lobbyScreen, refreshLobby } from "./lobby.ts";
import { refusedForGood } from "../ops/refused.ts";
import { asNew } from "../layouts/v2.ts";
import { translator } from "../../i18n/index.ts";

/** Discord: "A thread has already been created for this message". */
const THREAD_ALREADY_CREATED = 160004;
/** Discord: "Unknown Message". */
const UNKNOWN_MESSAGE = 10008;

/** How many of a channel's latest messages are searched for a lobby message or a thread's first message. */
const SEARCHED = 50;

/**
 * Games whose opening a handler or a resumption of this process is at work on. The lease keeps
 * other processes out; within a process (which holds its leases under one identity) this does.
 */
const inFlight = new WeakMap<GameStore, Set<number>>();

function working(store: GameStore): Set<number> {
  let set = inFlight.get(store);
  if (!set) inFlight.set(store, (set = new Set()));
  return set;
}

/** Run `work` as this process's one opening of `gameId` at a time; false when one is already at work. */
export async function whileOpening(ctx: BotContext, gameId: number, work: () => Promise<void>): Promise<boolean> {
  const set = working(ctx.store);
  if (set.has(gameId)) return false;
  set.add(gameId);
  try {
    await work();
  } finally {
    set.delete(gameId);
  }
  return true;
}

/** The commands the thread's first message names (typed as they are in every language). */
const THREAD_COMMANDS = ["place", "pass", "undo", "board", "harbor", "hand", "score", "log", "rules"].map((c) => `\`/${c}\``).join(", ");

/** The line the game's thread opens with, in the game's language. */
function introText(game: GameRecord): string {
  return translator(game.language)("posts.threadIntro", { game: game.id, commands: THREAD_COMMANDS });
}

/**
 * Open the game's thread from its lobby message (or take the one already opened from it: a
 * thread started from a message has the message's id), save it, and post its first message
 * unless it is there. Null when Discord refuses the thread (then the game runs in the channel).
 */
export async function openGameThread(ctx: BotContext, game: GameRecord, message: Message, fresh = true): Promise<ThreadChannel | null> {
  let thread: ThreadChannel | null = null;
  // Opened already (before a crash): the message says so, or Discord does.
  let existed = message.hasThread;
  if (!existed) {
    try {
      thread = await message.startThread({ name: `Nusfjord #${game.id}`, autoArchiveDuration: 10080 });
    } catch (e) {
      if (!(e instanceof DiscordAPIError && e.code === THREAD_ALREADY_CREATED)) {
        ctx.log.warn({ err: e, gameId: game.id }, "could not open the game's thread; it runs in the channel");
        return null;
      }
      existed = true;
    }
  }
  if (existed) {
    const found = await ctx.client.channels.fetch(message.id, { allowUnknownGuild: true });
    thread = found?.isThread() ? found : null;
  }
  if (!thread) return null;
  await ctx.store.setThread(game.id, thread.id);
  await postIntro(thread, game, fresh && !existed);
  return thread;
}

/** The thread's first message, once: looked for first unless the thread was just opened, and posted under a nonce of its own. */
async function postIntro(thread: ThreadChannel, game: GameRecord, fresh: boolean): Promise<void> {
  const text = introText(game);
  if (!fresh) {
    const latest = await thread.messages.fetch({ limit: SEARCHED });
    if (latest.some((m) => m.author.id === thread.client.user.id && m.content === text)) return;
  }
  await thread.send({ content: text, allowedMentions: { parse: [] }, nonce: nonceOf("intro", game.id), enforceNonce: true });
}

/**
 * Finish the openings a crash interrupted (or that another process left, once its lease lapsed).
 * Each is finished under its lease; a failure leaves the lease for the next pass.
 */
export async function resumeOpenings(ctx: BotContext): Promise<void> {
  for (const { gameId, opening } of await ctx.store.openingLobbies()) {
    if (working(ctx.store).has(gameId)) continue;
    if (!(await ctx.store.acquireLease(openingLease(gameId)))) continue; // another live process is at it
    await whileOpening(ctx, gameId, async () => {
      try {
        await resume(ctx, gameId, opening);
      } catch (e) {
        if (refusedForGood(e)) {
          // The channel is gone or closed to the bot: nothing to finish there (the host can cancel the game).
          ctx.log.warn({ err: e, gameId }, "could not finish opening a game's lobby: Discord refuses its channel; left as it is");
          await ctx.store.dropLease(openingLease(gameId));
          return;
        }
        ctx.log.warn({ err: e, gameId }, "could not finish opening a game's lobby; trying again later");
        ctx.metrics.databaseError(e);
      }
    });
  }
}

async function resume(ctx: BotContext, gameId: number, recorded: LobbyOpening | null): Promise<void> {
  let { game } = await ctx.store.loadGame(gameId);
  const opening = recorded ?? { interactionId: "", thread: false, level: fillLevel(game) };
  if (game.status !== "lobby") {
    // Cancelled meanwhile (its buttons could not start it): the lobby message says so.
    await refreshLobby(ctx, game);
    await ctx.store.dropLease(openingLease(gameId));
    return;
  }
  const channel = await ctx.client.channels.fetch(game.channelId, { allowUnknownGuild: true });
  if (!channel?.isSendable()) throw new Error(`the channel of game ${gameId} cannot take messages`);
  let message = game.lobbyMessageId ? await savedMessage(channel, game.lobbyMessageId) : await lobbyMessageIn(ctx, channel, game, opening);
  // The reply never reached Discord: the lobby comes as a message of its own (once: its nonce).
  message ??= await channel.send({ ...asNew(lobbyScreen(game, undefined, opening.thread, opening.level)), allowedMentions: { parse: [] }, nonce: nonceOf("lobby", gameId), enforceNonce: true });
  if (game.lobbyMessageId !== message.id) await ctx.store.setLobbyMessage(gameId, message.id);
  if (channel.isThread() && !game.threadId) await ctx.store.setThread(gameId, channel.id);
  if (opening.thread && !channel.isThread()) {
    if (!game.threadId) await openGameThread(ctx, game, message, false);
    else {
      const thread = await ctx.client.channels.fetch(game.threadId, { allowUnknownGuild: true });
      if (thread?.isThread()) await postIntro(thread, game, false);
    }
  }
  ({ game } = await ctx.store.loadGame(gameId));
  await message.edit({ ...lobbyScreen(game, undefined, false, opening.level), allowedMentions: { parse: [] } });
  await ctx.store.dropLease(openingLease(gameId));
  ctx.log.info({ gameId }, "finished opening a lobby that a stopped process had begun");
}

/** The saved lobby message, or null when someone deleted it. */
async function savedMessage(channel: SendableChannels, id: string): Promise<Message | null> {
  if (!("messages" in channel)) return null;
  return channel.messages.fetch(id).catch((e: unknown) => {
    if (e instanceof DiscordAPIError && e.code === UNKNOWN_MESSAGE) return null;
    throw e;
  });
}

/** The lobby message of `game` among the channel's latest: the /nusfjord new reply, or one posted by an earlier resumption. */
async function lobbyMessageIn(ctx: BotContext, channel: SendableChannels, game: GameRecord, opening: LobbyOpening): Promise<Message | null> {
  if (!("messages" in channel)) return null;
  const latest = await channel.messages.fetch({ limit: SEARCHED });
  return latest.find((m) => m.author.id === ctx.client.user?.id && (m.interactionMetadata?.id === opening.interactionId || isLobbyOf(m, game.id))) ?? null;
}

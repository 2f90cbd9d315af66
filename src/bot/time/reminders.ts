// Turn reminders: the store hands each due reminder to one process at a time (a lease that
// lapses, so a process killed while posting hands it over instead of losing it); it is posted
// in the game's thread, laid out by Discord (Components V2), with what happened since the
// player's last turn and a button to mute it for this turn, then its ping line (a V2 mention
// would notify without text: the classic line after it pings, in words), each under a nonce of
// its own (the same for whoever posts it, the line's derived from the post's, so a takeover
// after a crash never posts either twice), and only then counted. One at a time: claim, post, count.
// A reminder falling due for a seat that waits in the window before scoring is not posted: the
// window closes for that seat instead (the store answers "done" for it, and the outbox tells).
// A reminder falling due while its player is away or in their quiet hours waits until then,
// neither posted nor counted; so do the direct messages held back by quiet hours (sent here).
// A reminder speaks the game's language (the whole table may read it); what the engine wrote
// (the log lines, the prompt, the situation line) comes through as it is.
import { ButtonStyle } from "discord.js";
import { pendingSeats, summarize, waitsBeforeScoring, type GameState, type LogEntry, type Msg } from "../../engine/index.ts";
import { askedOf, logLine } from "../layouts/said.ts";
import { translator, type Locale, type Translate } from "../../i18n/index.ts";
import { GameDamagedError, nonceOf, type ClaimedReminder, type GameRecord, type PlayerSettings, type SeatRecord } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { directMessage, dmText } from "../turn/dm.ts";
import { silentUntil } from "./local-time.ts";
import { encodeId } from "../turn/custom-id.ts";
import { gameChannel } from "../turn/poster.ts";
import { pauseAfterRefusal, refusedForGood } from "../ops/refused.ts";
import { fitLines, withNames, yourPrompt } from "../layouts/present.ts";
import { escapeName, fitContent, uniqueIds } from "../layouts/text.ts";
import { situationLine, whereLine } from "../layouts/situation.ts";
import { buttonRows, container, separator, text, v2Message, type ButtonSpec, type TopLevel } from "../layouts/v2.ts";
import { fitLabel, takeoverLabel } from "./deadline-posts.ts";
import { sinceTitle } from "../../../renderers/index.ts";

/** How long a seat has waited, in the language's words and plural: minutes under two hours, hours under two days, then days. */
function waited(tr: Translate, ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 120) return tr("posts.time.minutes", { count: minutes });
  const hours = Math.round(minutes / 60);
  return hours < 48 ? tr("posts.time.hours", { count: hours }) : tr("posts.time.days", { count: Math.round(hours / 24) });
}

/** Log lines since the seat's own latest entry: what the others did meanwhile. */
function sinceLastTurn(state: GameState, seat: number, max = 6): LogEntry[] {
  let i = state.log.length - 1;
  while (i >= 0 && state.log[i]?.seat !== seat) i--;
  return state.log.slice(i + 1).slice(-max);
}

/** "Player N's" as the reader says it: "your" for their own seat, "Ingrid's" for another (never "Ingrid (AI)'s"). */
function possessives(text: string, seats: readonly SeatRecord[], reader: number): string {
  return text.replace(/\bPlayer ([1-5])'s\b/g, (whole, n: string, at: number) => {
    const i = Number(n) - 1;
    if (i === reader) return at === 0 || /[.!?]\s*$/.test(text.slice(0, at)) ? "Your" : "your";
    const seat = seats[i];
    return seat ? `${escapeName(seat.displayName)}'s` : whole;
  });
}

/** A log line for the player a reminder pings (`reader`): names for the seats, possessives as English. */
export function toReader(text: string, seats: readonly SeatRecord[], reader: number): string {
  return withNames(possessives(text, seats, reader), seats);
}

/**
 * What the seat is asked, said to them: "You are asked: place a Worker (2 left) or pass." or,
 * for a question, "Your choice: serve the next plate too?". The frame is in `locale`; the
 * prompt is the engine's.
 */
export function askedLine(prompt: string, seats: readonly SeatRecord[], reader: number, locale: Locale = "en", words?: Msg): string {
  const own = prompt.replace(/^Player [1-5]: /, "");
  let text = locale !== "en" && words ? askedOf(locale, { seat: reader, prompt, say: words }, seats) : yourPrompt(possessives(prompt, seats, reader), seats);
  // yourPrompt starts a sentence; after "You are asked:" the engine's lower-case start reads better.
  if (locale === "en" && /^[a-z]/.test(own) && text.charAt(0) === own.charAt(0).toUpperCase()) text = own.charAt(0) + text.slice(1);
  const tr = translator(locale);
  return text.trimEnd().endsWith("?") ? tr("posts.reminder.choice", { prompt: text }) : tr("posts.reminder.asked", { prompt: text });
}

/** At most this many reminders are handled in one pass (the next pass goes on). */
const PASS_LIMIT = 200;

type Outcome = "posted" | "closed" | "moot" | "deferred" | "failed";

/**
 * Handle every reminder that is due now, one claim at a time: post it, or close the window
 * before scoring for a seat waiting there. Returns how many were posted or closed a window.
 */
export async function sendDueReminders(ctx: BotContext): Promise<number> {
  let handled = 0;
  // A reminder whose post failed keeps its claim until the lease lapses (then it is retried);
  // it is skipped for the rest of this pass.
  const failed = new Set<number>();
  for (let n = 0; n < PASS_LIMIT; n++) {
    const r = await ctx.store.claimNextReminder(failed);
    if (!r) break;
    ctx.metrics.reminderDue();
    const outcome = await actOn(ctx, r);
    if (outcome === "posted") ctx.metrics.reminderSent();
    if (outcome === "failed") {
      failed.add(r.id);
      continue;
    }
    if (outcome === "deferred") continue; // it comes again when the player's away time or quiet hours end
    // A closed window took its reminder row with it; anything else is counted (and comes again in a day).
    if (outcome !== "closed") await ctx.store.reminderDone(r);
    if (outcome !== "moot") handled++;
  }
  return handled + await sendHeldNotices(ctx);
}

/**
 * The direct messages about a turn that quiet hours held back (../turn/poster.ts), now that they have
 * ended: sent when the seat still waits and its player still wants them and is not away.
 */
async function sendHeldNotices(ctx: BotContext): Promise<number> {
  let sent = 0;
  for (const n of await ctx.store.takeDueNotices()) {
    try {
      const { game, state } = await ctx.store.loadGame(n.gameId);
      const userId = game.seats[n.seat]?.userId;
      if (game.status !== "active" || game.paused || !state || !userId || !pendingSeats(state).includes(n.seat)) continue;
      if (silentUntil((await ctx.store.playerSettings([userId])).get(userId), ctx.now())?.why === "away") continue;
      const link = `https://discord.com/channels/${game.guildId}/${game.threadId ?? game.channelId}`;
      const summary = summarize(state);
      const text = dmText(game, { kind: "held", where: whereLine(game.id, summary, game.language), situation: situationLine(summary, n.seat, game.language), link });
      sent += await directMessage(ctx, game, [n.seat], text, nonceOf("held", n.gameId, n.seat, n.at.getTime()));
    } catch (e) {
      ctx.log.warn({ err: e, gameId: n.gameId, seat: n.seat }, "could not send a direct message held back by quiet hours");
    }
  }
  return sent;
}

/** One claimed reminder: close the seat's window before scoring, or post it (when reminders may be posted). */
async function actOn(ctx: BotContext, r: ClaimedReminder): Promise<Outcome> {
  const log = ctx.log.child({ gameId: r.gameId, seat: r.seat });
  let loaded: { game: GameRecord; state: GameState | null };
  let settings: PlayerSettings | undefined;
  try {
    loaded = await ctx.store.loadGame(r.gameId);
    const id = loaded.game.seats[r.seat]?.userId;
    settings = id ? (await ctx.store.playerSettings([id])).get(id) : undefined;
  } catch (e) {
    if (e instanceof GameDamagedError) return "failed"; // set aside until repaired (./damaged.ts): skipped, not counted
    log.error({ err: e }, "could not load a game for its reminder");
    ctx.metrics.databaseError(e);
    return "failed";
  }
  const { game, state } = loaded;
  const userId = game.seats[r.seat]?.userId;
  // Away (their clocks stop, also the window's) or in quiet hours (a reminder waits, a window does not).
  const silent = silentUntil(settings, r.claimedAt);
  if (silent?.why === "away") return defer(ctx, r, silent.until);
  if (state && waitsBeforeScoring(state, r.seat)) return closeWindow(ctx, r);
  if (!r.remind || !state || !userId) return "moot"; // nothing to post: counted, not posted
  if (silent) return defer(ctx, r, silent.until);
  return (await postReminder(ctx, r, game, state)) ? "posted" : "failed";
}

async function defer(ctx: BotContext, r: ClaimedReminder, until: Date): Promise<Outcome> {
  try {
    await ctx.store.deferReminder(r, until);
  } catch (e) {
    ctx.log.error({ err: e, gameId: r.gameId, seat: r.seat }, "could not put a reminder off");
    ctx.metrics.databaseError(e);
    return "failed";
  }
  ctx.log.debug({ gameId: r.gameId, seat: r.seat, until }, "a reminder waits for its player's away time or quiet hours to end");
  return "deferred";
}

/**
 * The seat has waited in the window before scoring for the game's reminder interval: the store
 * answers "done" for it (as the bot, logged in the game), and the outbox posts what follows.
 */
async function closeWindow(ctx: BotContext, r: ClaimedReminder): Promise<Outcome> {
  const log = ctx.log.child({ gameId: r.gameId, seat: r.seat });
  try {
    const closed = await ctx.store.closeFinalWindow(r);
    if (!closed) return "moot"; // the seat moved on, or another process holds the claim now
    log.info({ reminderId: r.id, version: closed.version }, "the window before scoring closed for a seat whose time ran out");
  } catch (e) {
    log.error({ err: e }, "could not close the window before scoring");
    ctx.metrics.databaseError(e);
    return "failed";
  }
  await ctx.flush();
  ctx.kickAi(r.gameId);
  return "closed";
}

/** The renderers' headings of what the others did (renderers/since.ts sinceTitle), by their keys in the catalogue. */
const SINCE_TITLES: Readonly<Record<string, "sinceYourTurn" | "soFar">> = { "Since your last turn": "sinceYourTurn", "So far this game": "soFar" };

/** What a reminder says, as reminderPost lays it out. */
export interface ReminderFacts {
  readonly seat: number;
  /** How long the seat has waited. */
  readonly waitedMs: number;
  /** The number of this reminder in the wait (1 for the first). */
  readonly sentCount: number;
  /** Whether the host is offered the takeover (the wait passed the game's limit). */
  readonly takeover: boolean;
}

/**
 * A reminder, laid out by Discord and pinging nobody (a V2 mention notifies without text), and
 * its ping line: the one classic line after it that pings the player (and the host when the
 * takeover is offered), saying whose turn it is still, in which game, and their situation, the
 * words a phone's notification shows. The post: how long they have waited, what the others did
 * meanwhile, what they are asked and their goods, then Show my choices, Mute and, past the
 * game's takeover limit, the host's button that lets an AI play the seat.
 */
export function reminderPost(game: GameRecord, state: GameState, f: ReminderFacts, locale: Locale = game.language): { components: TopLevel[]; ping: string; users: string[] } {
  const tr = translator(locale);
  const seat = game.seats[f.seat];
  const userId = seat?.userId ?? "";
  const summary = summarize(state);
  // English says "your" for the reader's own seat in the English text; another language says the engine's message, names in.
  const news = sinceLastTurn(state, f.seat).map((e) => `• ${locale === "en" || !e.say ? toReader(e.text, game.seats, f.seat) : logLine(locale, e, game.seats)}`);
  // Public: what the seat is asked, as everyone may see it (never a card from their hand).
  const asked = summary.prompts.find((p) => p.seat === f.seat);
  const row: ButtonSpec[] = [
    { id: encodeId("mine", game.id, game.version), label: tr("posts.reminder.mine"), style: ButtonStyle.Primary },
    { id: encodeId("mute", game.id, game.version, String(f.seat)), label: fitLabel(tr("posts.reminder.mute"), tr("posts.reminder.muteShort")) },
  ];
  const host = f.takeover && seat ? game.hostUserId : null;
  // The host may be the overdue player: then the offer is about "your" seat.
  const you = host === userId;
  const vars = { host: `<@${host ?? ""}>`, name: escapeName(seat?.displayName ?? ""), player: `<@${userId}>`, game: game.id, waited: waited(tr, f.waitedMs) };
  let offer = "";
  if (host !== null && seat) {
    row.push({ id: encodeId("takeover", game.id, game.version, String(f.seat)), label: takeoverLabel(seat.displayName, locale), style: ButtonStyle.Danger });
    offer = you ? tr("posts.reminder.offerYou", vars) : tr("posts.reminder.offer", vars);
  }
  const head = f.sentCount > 1 ? tr("posts.reminder.headNth", { ...vars, nth: f.sentCount }) : tr("posts.reminder.head", vars);
  // The heading of what the others did, as the renderers choose it, in the game's language (a heading they may add later shows as they word it).
  const title = sinceTitle(summary, f.seat);
  const key = SINCE_TITLES[title];
  const since = key ? tr(`posts.reminder.${key}`) : title;
  const components: TopLevel[] = [container([
    text([head, asked ? askedLine(asked.prompt, game.seats, f.seat, locale, asked.say) : "", tr("posts.reminder.goods", { situation: situationLine(summary, f.seat, locale) })].filter(Boolean).join("\n")),
    // Before the seat's first turn there is no "last turn" to speak of.
    ...(news.length ? [text(`**${since}**\n${fitLines(news, 900)}`)] : []),
    ...(offer ? [separator(), text(offer)] : []),
    ...buttonRows(row),
  ])];
  const ping = [
    tr("posts.reminder.ping", { ...vars, where: whereLine(game.id, summary, locale), situation: situationLine(summary, f.seat, locale) }),
    ...(host !== null && seat ? [you ? tr("posts.reminder.pingOfferYou", vars) : tr("posts.reminder.pingOffer", vars)] : []),
  ].join("\n");
  // The host may be the overdue player: each user once (Discord refuses a repeated id).
  return { components, ping: fitContent(ping), users: uniqueIds([userId, host]) };
}

/** Post one claimed reminder, then its ping line; false when Discord did not take them (retried once the claim lapses, each under its nonce, so never twice). */
async function postReminder(ctx: BotContext, r: ClaimedReminder, game: GameRecord, state: GameState): Promise<boolean> {
  const log = ctx.log.child({ gameId: r.gameId, seat: r.seat });
  try {
    const seat = game.seats[r.seat];
    if (!seat?.userId) return true;
    const since = r.waitingSince ?? game.updatedAt;
    const waitedMs = r.claimedAt.getTime() - since.getTime();
    const takeover = game.takeoverMinutes !== null && waitedMs >= game.takeoverMinutes * 60_000;
    const post = reminderPost(game, state, { seat: r.seat, waitedMs, sentCount: r.sentCount, takeover });
    const channel = await gameChannel(ctx, game);
    const posted = await channel.send({ ...v2Message(post.components), nonce: r.nonce, enforceNonce: true });
    await channel.send({ content: post.ping, allowedMentions: { users: post.users }, nonce: nonceOf("ping", r.nonce), enforceNonce: true });
    await directMessage(ctx, game, [r.seat], dmText(game, { kind: "reminder", game: game.id, link: posted.url }), r.nonce);
    log.debug({ reminderId: r.id, sentCount: r.sentCount, messageId: posted.id }, "reminder posted");
    return true;
  } catch (e) {
    log.error({ err: e }, "could not post a reminder");
    if (refusedForGood(e)) {
      // Retrying would be refused again: the game's posting pauses and the host is told (../ops/refused.ts).
      await pauseAfterRefusal(ctx, (await ctx.store.loadGame(r.gameId)).game, e).catch(() => undefined);
      return true;
    }
    return false;
  }
}

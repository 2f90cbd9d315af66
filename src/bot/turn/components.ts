// Button presses and menu selections. Everything needed is in the custom id (./custom-id.ts), so
// buttons keep working after a restart; a version older than the game's is a stale press.
import { languageOf, translator, type Locale } from "../../i18n/index.ts";
import { ButtonStyle, MessageFlags, type ButtonInteraction, type StringSelectMenuInteraction } from "discord.js";
import { AI_LEVELS } from "../../ai/index.ts";
import { anytimeOffers, pendingSeats, type GameState } from "../../engine/index.ts";
import { DuplicateChoiceError, StaleVersionError, StoreError, hostOrManager, type GameRecord } from "../../store/index.ts";
import type { AckKind } from "../ack.ts";
import { EPHEMERAL } from "../command.ts";
import { UserError, type BotContext } from "../context.ts";
import { decodeId, encodeId, type CustomId } from "./custom-id.ts";
import { archiveGameThread, gameChannel } from "./poster.ts";
import { levelLabel, levelLines } from "../ai/levels.ts";
import { answerHint } from "../ai/hints.ts";
import { DEADLINE_OFFER, OFFER_EVERY } from "../time/deadline-posts.ts";
import { fillLevel, freeAiNames, levelName, lobbyScreen } from "./lobby.ts";
import { authorityOf } from "../permissions.ts";
import { privacyPress } from "../privacy.ts";
import { replayPress } from "../replay.ts";
import { BUTTON_LABEL_MAX, THEN, buttons, clip, nameOf } from "../layouts/present.ts";
import { escapeName } from "../layouts/text.ts";
import { afterChange, afterChoiceScreen, choiceLabel, decisionScreen, ephemeral, finishFirstScreen, midAction, placeIfAllSame, screenMessage, undoScreen } from "./turns.ts";

type Press = ButtonInteraction | StringSelectMenuInteraction;

/**
 * Presses answered with a deferred update of their private message: an error must then come as
 * a new private message, never as an edit (a race loser would overwrite the winner's ✅).
 */
export const deferredUpdates = new WeakSet<Press>();

export async function handleComponent(ctx: BotContext, i: Press): Promise<void> {
  // Discord sends the message the press came from: a component that is not on it (a forged
  // custom id) or is disabled there (a lobby still opening its thread) changes nothing.
  const pressed = i.component;
  if (!pressed || ("disabled" in pressed && pressed.disabled === true)) throw UserError.say("errors.button.notThisMessage");
  const id = decodeId(i.customId);
  if (!id) throw UserError.say("errors.button.unknown");
  switch (id.verb) {
    case "choice": case "menu": return choose(ctx, i, id, id.verb === "menu" && i.isStringSelectMenu() ? (i.values[0] ?? "") : id.arg);
    case "page": return page(ctx, i, id);
    case "mine": return mine(ctx, i, id);
    case "join": case "leave": case "start": case "cancel": return lobby(ctx, i, id);
    case "mute": return mute(ctx, i, id);
    case "takeover": return takeover(ctx, i, id);
    case "level": return takeoverLevel(ctx, i, id);
    case "undo": case "back": return takeBack(ctx, i, id);
    case "hint": return hintFor(ctx, i, id);
    case "replay": return replayPress(ctx, i, id);
    case "privacy": return privacyPress(ctx, i, id);
  }
}

/** How each press is answered, for the router's deferral when the handler is slow (../ack.ts). */
export function acknowledgementOf(i: Press): AckKind {
  const id = decodeId(i.customId);
  switch (id?.verb) {
    case "choice": case "menu": case "page": return privateMessage(i) ? "update" : "private";
    case "join": case "leave": case "start": case "cancel": return "update";
    case "level": case "undo": case "back": return privateMessage(i) ? "update" : "private";
    case "replay": case "privacy": return "update";
    default: return "private";
  }
}

/** The user's seat that is asked now, or a clear refusal: the button is not theirs. */
async function seatOf(ctx: BotContext, i: Press, gameId: number) {
  const { game, state } = await ctx.store.loadGame(gameId);
  const mine = game.seats.filter((s) => s.userId === i.user.id);
  if (mine.length === 0) throw UserError.say("errors.game.notYours", { game: game.id });
  if (!state || game.status !== "active") throw game.status === "lobby" ? UserError.say("errors.game.notStarted", { game: game.id }) : UserError.say("errors.game.is", { game: game.id, status: game.status });
  const pending = pendingSeats(state);
  const seat = mine.find((s) => pending.includes(s.seat));
  return { game, state, seat, mine };
}

/** The refusal of a press off your turn, naming whom the game waits for in the presser's language. */
function notYourTurn(game: GameRecord, state: GameState, i: Press): UserError {
  const waiting = pendingSeats(state).map((p) => nameOf(game, p, languageOf(i.locale)));
  return waiting.length > 0 ? UserError.say("errors.notYourTurn", { game: game.id, waiting }) : UserError.say("errors.notYourTurnNow", { game: game.id });
}

async function choose(ctx: BotContext, i: Press, id: CustomId, pressed: string): Promise<void> {
  // A shortcut button carries a placement and its follow-up answer, applied one after the other.
  const [choiceId = "", ...then] = pressed.split(THEN);
  const found = await seatOf(ctx, i, id.gameId);
  const { game, state } = found;
  // Anytime exchanges (from /exchange) are the one choice a player may make off their turn.
  const seat = found.seat ?? (choiceId.startsWith("anytime:") ? found.mine.find((s) => anytimeOffers(state, s.seat).some((c) => c.id === choiceId)) : undefined);
  if (!seat) throw notYourTurn(game, state, i);
  // A press made for an older version is right again when the game is back where it was (◀ Back).
  const version = await currentFor(ctx, game, id.version);
  if (version === null) {
    // The turn post pressed again while its player is in the middle of the action it started:
    // the decision to finish, not "the game moved on".
    // A stale press that repeats the player's own latest choice (a double press) is "already done".
    const stale = await judged(ctx, i, new StaleVersionError(game.id, id.version, game.version, state), choiceId);
    if (!privateMessage(i) && midAction(state, seat.seat) && !(stale instanceof DuplicateChoiceError)) {
      await i.reply(ephemeral(finishFirstScreen(game, game.version, state, seat.seat, languageOf(i.locale))));
      return;
    }
    throw stale;
  }
  const label = choiceLabel(state, seat.seat, choiceId, languageOf(i.locale), game);
  // On a private message the answer replaces it; on the public "your turn" post it comes as a
  // new private reply, so the post stays as everyone saw it (its controls go stale by version).
  if (privateMessage(i)) {
    await i.deferUpdate();
    deferredUpdates.add(i);
  } else {
    await i.deferReply({ flags: EPHEMERAL });
  }
  let applied = await ctx.store.applyChoice({ gameId: game.id, actor: { userId: i.user.id }, seat: seat.seat, choiceId, expectedVersion: version })
    .catch(async (e: unknown) => { throw e instanceof StaleVersionError ? await judged(ctx, i, e, choiceId) : e; });
  let did = label;
  let last = choiceId;
  for (const next of then) {
    const nextLabel = choiceLabel(applied.state, seat.seat, next, languageOf(i.locale), game);
    try {
      applied = await ctx.store.applyChoice({ gameId: game.id, actor: { userId: i.user.id }, seat: seat.seat, choiceId: next, expectedVersion: applied.version });
    } catch (e) {
      // Someone else moved in between, or the answer is no longer open: the first step stands
      // and the player answers the follow-up from the reply, as after any placement.
      if (e instanceof StoreError) break;
      throw e;
    }
    did = `${did} · ${nextLabel}`;
    last = next;
  }
  const placed = await placeIfAllSame(ctx, game.id, applied, i.user.id, languageOf(i.locale));
  if (placed) { applied = placed.applied; did = `${did}\n${placed.did}`; }
  afterChange(ctx, game.id);
  await i.editReply(screenMessage(afterChoiceScreen(game, state, applied, did, last, languageOf(i.locale))));
}

/**
 * The game's version when a press made for `version` still holds: it is the game's version, or
 * every choice since was taken back (◀ Back, an Undo to that very point). Null: stale.
 */
async function currentFor(ctx: BotContext, game: GameRecord, version: number): Promise<number | null> {
  if (version === game.version) return version;
  return version < game.version && (await ctx.store.unchangedSince(game.id, version)) ? game.version : null;
}

/** A stale press, or "already done" when the player made this very choice since the press's version. */
async function judged(ctx: BotContext, i: Press, e: StaleVersionError, choiceId: string): Promise<Error> {
  return (await ctx.store.judgeStale(e, i.user.id, choiceId)) ?? e;
}

async function page(ctx: BotContext, i: Press, id: CustomId): Promise<void> {
  const { game, state, seat } = await seatOf(ctx, i, id.gameId);
  if (!seat) throw notYourTurn(game, state, i);
  if ((await currentFor(ctx, game, id.version)) === null) throw new StaleVersionError(game.id, id.version, game.version, state);
  const screen = decisionScreen(game, game.version, state, seat.seat, Number(id.arg) || 0, 0, languageOf(i.locale));
  if (privateMessage(i)) await i.update(screenMessage(screen)); else await i.reply(ephemeral(screen));
}

function privateMessage(i: Press): boolean {
  return i.message.flags.has(MessageFlags.Ephemeral);
}

async function mine(ctx: BotContext, i: Press, id: CustomId): Promise<void> {
  const { game, state, seat } = await seatOf(ctx, i, id.gameId);
  if (!seat) throw notYourTurn(game, state, i);
  await i.reply(ephemeral(decisionScreen(game, game.version, state, seat.seat, 0, 0, languageOf(i.locale))));
}

async function lobby(ctx: BotContext, i: Press, id: CustomId): Promise<void> {
  const by = i.user.id;
  // A lobby button only ever acts on (and edits) its game's lobby message: a forged one on any
  // other message (the public turn post, a reminder) is refused and replaces nothing.
  const current = (await ctx.store.loadGame(id.gameId)).game;
  const lobbyMessageId = current.lobbyMessageId;
  if (lobbyMessageId !== null ? i.message.id !== lobbyMessageId : i.message.flags.has(MessageFlags.Ephemeral)) {
    throw UserError.say("errors.button.lobbyOnly");
  }
  // The level the free seats get at Start rides on the Start button; every edit keeps it.
  const level = fillLevel(current, i.message);
  let game: GameRecord;
  switch (id.verb) {
    case "join": {
      const member = i.member;
      const name = (member && "displayName" in member ? member.displayName : null) ?? i.user.globalName ?? i.user.username;
      game = await ctx.store.joinGame(id.gameId, { userId: by, displayName: name });
      break;
    }
    case "leave": game = await ctx.store.leaveGame(id.gameId, by); break;
    case "cancel": {
      game = await ctx.store.updateSettings(id.gameId, authorityOf(i), { cancel: true });
      break;
    }
    default: {
      const free = current.playerCount - current.seats.length;
      const started = await ctx.store.startGame(id.gameId, by, { admin: authorityOf(i).admin, fillWithAi: freeAiNames(current, free), aiLevel: id.arg || level });
      game = started.game;
    }
  }
  await i.update(lobbyScreen(game, undefined, false, level));
  if (id.verb === "start") afterChange(ctx, game.id);
  if (id.verb === "cancel") await archiveGameThread(ctx, game, "Game cancelled");
}

/**
 * A reminder's buttons are for the turn it reminded of: once the game has moved on, or the seat
 * no longer waits, they are stale and change nothing.
 */
async function reminderStillCurrent(ctx: BotContext, id: CustomId): Promise<GameRecord> {
  const { game, state } = await ctx.store.loadGame(id.gameId);
  const seat = Number(id.arg);
  if (game.status !== "active" || !state) throw UserError.say("errors.button.reminderGone", { game: game.id, status: game.status });
  if (id.version !== game.version || !pendingSeats(state).includes(seat)) {
    throw UserError.say("errors.button.reminderStale", { game: game.id });
  }
  return game;
}

async function mute(ctx: BotContext, i: Press, id: CustomId): Promise<void> {
  const game = await reminderStillCurrent(ctx, id);
  if (game.seats[Number(id.arg)]?.userId !== i.user.id) throw UserError.say("errors.button.reminderOthers");
  await ctx.store.muteReminderForTurn(id.gameId, Number(id.arg), i.user.id);
  await i.reply({ flags: EPHEMERAL, content: translator(languageOf(i.locale))("replies.reminder.muted", { game: id.gameId }) });
}

/**
 * An offer made after turns an AI played at the deadline (../time/deadline-posts.ts) holds while the
 * seat is still its player's and they have not chosen since (the count of such turns in a row
 * still reaches the offer).
 */
async function deadlineOfferStillCurrent(ctx: BotContext, gameId: number, seatNo: number): Promise<GameRecord> {
  const { game } = await ctx.store.loadGame(gameId);
  const seat = game.seats[seatNo];
  if (game.status !== "active") throw UserError.say("errors.button.offerGone", { game: game.id, status: game.status });
  if (!seat?.userId || seat.deadlineTurns < OFFER_EVERY) {
    throw seat?.userId ? UserError.say("errors.button.offerPlayed", { name: escapeName(seat.displayName) }) : UserError.say("errors.button.offerAi");
  }
  return game;
}

/** A takeover button's seat, and whether it came with an offer after deadline turns rather than a reminder. */
function takeoverArg(arg: string): { seatNo: number; level: string; deadline: boolean } {
  const [seat = "", ...rest] = arg.split(":");
  const deadline = rest.at(-1) === DEADLINE_OFFER;
  return { seatNo: Number(seat), level: (deadline ? rest.slice(0, -1) : rest).join(":"), deadline };
}

/**
 * The host's AI takeover from a reminder (or from the offer after turns played at the deadline):
 * first the question which AI should play the seat, to the host alone, one button per level; the
 * level's button then hands the seat over (./turns).
 */
async function takeover(ctx: BotContext, i: Press, id: CustomId): Promise<void> {
  const { seatNo, deadline } = takeoverArg(id.arg);
  const game = deadline ? await deadlineOfferStillCurrent(ctx, id.gameId, seatNo) : await reminderStillCurrent(ctx, { ...id, arg: String(seatNo) });
  const by = authorityOf(i);
  if (!hostOrManager(game, by)) throw UserError.say("errors.button.takeoverHost", { game: game.id });
  const seat = game.seats[seatNo];
  const locale = languageOf(i.locale);
  const t = translator(locale);
  const name = seat ? escapeName(seat.displayName) : t("replies.takeover.seat", { seat: seatNo + 1 });
  await i.reply(ephemeral({
    content: [t("replies.takeover.which", { name, seat: seatNo + 1, game: game.id }), ...levelLines(ctx.config.aiHardBudgetMs, locale).map((l) => `• ${l}`)].join("\n"),
    components: [buttons(AI_LEVELS.map((level) => ({ id: encodeId("level", game.id, deadline ? id.version : game.version, `${seatNo}:${level}${deadline ? `:${DEADLINE_OFFER}` : ""}`), label: clip(levelLabel(level, ctx.config.aiHardBudgetMs, locale), BUTTON_LABEL_MAX), style: ButtonStyle.Primary })))],
  }));
}

async function takeoverLevel(ctx: BotContext, i: Press, id: CustomId): Promise<void> {
  const { seatNo, level, deadline } = takeoverArg(id.arg);
  const game = deadline ? await deadlineOfferStillCurrent(ctx, id.gameId, seatNo) : await reminderStillCurrent(ctx, { ...id, arg: String(seatNo) });
  const before = game.seats[seatNo];
  // The store checks the level and who asks (host or server manager); a refusal changes nothing.
  const after = await ctx.store.updateSettings(id.gameId, authorityOf(i), { replaceWithAi: seatNo, aiLevel: level });
  // Said to the host in their language, and to the table in the game's.
  const note = (locale: Locale): string => {
    const t = translator(locale);
    return t("replies.takeover.done", { seat: seatNo + 1, name: escapeName(before?.displayName ?? t("turn.ai")), level: levelName(level, t) });
  };
  const done = { content: `🤖 ${note(languageOf(i.locale))}`, components: [] };
  if (privateMessage(i)) await i.update(screenMessage(done)); else await i.reply(ephemeral(done));
  const channel = await gameChannel(ctx, after).catch(() => null);
  await channel?.send({ content: translator(after.language)("replies.takeover.announced", { who: `<@${i.user.id}>`, game: game.id, done: note(after.language) }), allowedMentions: { parse: [] } })
    .catch((e: unknown) => ctx.log.warn({ err: e, gameId: game.id }, "could not announce the AI takeover"));
  afterChange(ctx, game.id);
}

/**
 * Undo (on the reply to a finished action: takes back that action, with the AI moves since) and
 * Back (on a decision in the middle of an action: takes back its last choice). Only the seat's
 * player may press them; the store refuses once another player has chosen or something hidden
 * was revealed, and an Undo pressed twice finds its choice already undone.
 */
async function takeBack(ctx: BotContext, i: Press, id: CustomId): Promise<void> {
  const { game, state } = await ctx.store.loadGame(id.gameId);
  const seatNo = Number(id.arg);
  if (game.seats[seatNo]?.userId !== i.user.id) throw UserError.say("errors.button.undoOthers", { game: game.id });
  if (!state || game.status !== "active") throw UserError.say("errors.button.undoOver", { game: game.id, status: game.status });
  if (id.verb === "back" && id.version !== game.version) throw new StaleVersionError(game.id, id.version, game.version, state);
  if (privateMessage(i)) {
    await i.deferUpdate();
    deferredUpdates.add(i);
  } else {
    await i.deferReply({ flags: EPHEMERAL });
  }
  await i.editReply(screenMessage(await undoScreen(ctx, game, seatNo, i.user.id, id.verb === "undo" ? { choiceVersion: id.version } : { steps: 1, expectedVersion: id.version }, languageOf(i.locale))));
}

/**
 * The hint button of a learning game's turn post: the hint for the seat's decision, privately to
 * that seat's player (their hand of C Buildings stays theirs), exactly as `/hint` gives it.
 * Anyone else is refused, and so is a press from an earlier moment of the game.
 */
async function hintFor(ctx: BotContext, i: Press, id: CustomId): Promise<void> {
  const { game, state } = await ctx.store.loadGame(id.gameId);
  const seatNo = Number(id.arg);
  const seat = game.seats[seatNo];
  if (!game.seats.some((s) => s.userId === i.user.id)) throw UserError.say("errors.game.notYours", { game: game.id });
  if (seat?.userId !== i.user.id) throw seat ? UserError.say("errors.button.hintOthers", { name: escapeName(seat.displayName) }) : UserError.say("errors.button.hintAnother");
  if (!state || game.status !== "active") throw UserError.say("errors.button.hintOver", { game: game.id, status: game.status });
  if ((await currentFor(ctx, game, id.version)) === null) throw new StaleVersionError(game.id, id.version, game.version, state);
  await answerHint(ctx, i, game, state, seatNo);
}

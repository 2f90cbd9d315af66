// /nusfjord new: open a lobby (with Join / Leave / Start / Cancel buttons) whose game runs in
// its own thread (`learning:true` makes it a learning game, `rated:false` an unrated one).
// /nusfjord settings: reminders, muting, pausing, and for the host hints on or off, whether the
// game is rated (in its lobby), the turn deadline, handing a seat to an AI or cancelling; and the
// player's own quiet hours and time zone (for all their games). /nusfjord away: the player's time
// away (src/bot/time/time-off.ts). /nusfjord export: a game that has ended as a JSON file.
// /nusfjord privacy: what is stored about you, leaving the leaderboards (src/bot/privacy.ts).
import { ApplicationCommandOptionType, AttachmentBuilder, type APIApplicationCommandStringOption, type ChatInputCommandInteraction } from "discord.js";
import { authorityOf, missingPermissions, permissionNames, GAME_PERMISSIONS, THREAD_PERMISSIONS } from "../src/bot/permissions.ts";
import { RULES_VERSION, type DeckOption, type PlayerCount } from "../src/engine/index.ts";
import { replyForMessage } from "../src/bot/ack.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { UserError, type BotContext } from "../src/bot/context.ts";
import { GAME_OPTION, autocompleteGame, findGame } from "../src/bot/find-game.ts";
import { archiveGameThread, gameChannel } from "../src/bot/turn/poster.ts";
import { AI_NAMES, levelName, lobbyScreen, refreshLobby } from "../src/bot/turn/lobby.ts";
import { openGameThread, whileOpening } from "../src/bot/turn/opening.ts";
import { levelChoices } from "../src/bot/ai/levels.ts";
import { seatName } from "../src/bot/layouts/present.ts";
import { hideLeaversIn, nameHidden } from "../src/bot/hide-names.ts";
import { privacyCommand } from "../src/bot/privacy.ts";
import { aiLevelOf } from "../src/ai/index.ts";
import { buildExport, checkAiLevel, checkLanguage, DEFAULT_AI_LEVEL, GameDamagedError, openingLease } from "../src/store/index.ts";
import { afterChange } from "../src/bot/turn/turns.ts";
import { escapeName } from "../src/bot/layouts/text.ts";
import { asNew } from "../src/bot/layouts/v2.ts";
import { awayNotes } from "../src/bot/time/presence.ts";
import { autocompleteZone, away, onlyPlayerOptions, playerChangeDone, readPlayerChange, yourTimeLine } from "../src/bot/time/time-off.ts";
import type { GameRecord, PlayerSettings, SeatInput } from "../src/store/index.ts";
import { described, named } from "../src/i18n/discord.ts";
import { LANGUAGE_NAMES, LANGUAGES, languageOf, translator, type Language, type Translate } from "../src/i18n/index.ts";

const DECKS: readonly DeckOption[] = ["herring", "mackerel", "codfish", "mixed"];

/** `language` (/nusfjord new and settings): the language of the game's posts, each by its own name. */
function languageOption(key: "commands.nusfjord.new.language" | "commands.nusfjord.settings.language") {
  return {
    type: ApplicationCommandOptionType.String, name: "language", ...described(key), required: false,
    choices: LANGUAGES.map((l) => ({ ...named(`commands.common.languageChoice.${l}`), value: l })),
  } as const satisfies APIApplicationCommandStringOption;
}

/**
 * The language a new game's posts speak: the host's choice, else the server's preferred language
 * where it is one of ours (Discord gives it for Community servers; English otherwise).
 */
function newGameLanguage(i: ChatInputCommandInteraction): Language {
  const asked = i.options.getString("language");
  return asked !== null ? checkLanguage(asked) : languageOf(i.guildLocale);
}
const COUNTS: readonly PlayerCount[] = [2, 3, 4, 5];

function hours(minutes: number, tr: Translate): string {
  return tr("settings.hours", { count: Math.round((minutes / 60) * 10) / 10 });
}

async function newGame(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  // Not every channel is in the client's cache (an older thread, after a restart): fetch it then.
  const channel = i.channel ?? (i.channelId ? await ctx.client.channels.fetch(i.channelId).catch(() => null) : null);
  if (!i.guildId || !channel || channel.isDMBased()) throw UserError.say("errors.new.inServer");
  const players = COUNTS.find((c) => c === i.options.getInteger("players", true));
  if (!players) throw UserError.say("errors.new.players");
  const deckRaw = i.options.getString("deck") ?? "herring";
  const deck = DECKS.find((d) => d === deckRaw);
  if (!deck) throw UserError.say("errors.new.deck", { deck: deckRaw });
  const ai = i.options.getInteger("ai_seats") ?? 0;
  if (ai < 0 || ai >= players) throw UserError.say("errors.new.aiSeats", { players, most: players - 1 });
  const asker = languageOf(i.locale);
  const reminderHours = i.options.getInteger("reminder_hours");
  // Checked before anything is created (Discord offers only the choices, but a client may send any text).
  const level = checkAiLevel(i.options.getString("ai_level") ?? DEFAULT_AI_LEVEL);
  const language = newGameLanguage(i);
  // What the bot will do here needs these permissions: say exactly which are missing before
  // anything is created (Discord would refuse the posts, and the game would start in silence).
  const missing = missingPermissions(i.appPermissions, channel.isThread() ? GAME_PERMISSIONS.inThread : GAME_PERMISSIONS.inChannel);
  if (missing.length > 0) {
    throw UserError.say("errors.new.permissions", { channel: channel.id, missing: permissionNames(missing, asker) });
  }
  const askedThread = (i.options.getBoolean("thread") ?? true) && !channel.isThread();
  const threadMissing = askedThread ? missingPermissions(i.appPermissions, THREAD_PERMISSIONS) : [];
  const wantThread = askedThread && threadMissing.length === 0;
  const host = i.member && "displayName" in i.member ? i.member.displayName : (i.user.globalName ?? i.user.username);
  const seats: SeatInput[] = [{ userId: i.user.id, displayName: host }, ...AI_NAMES.slice(0, ai).map((name) => ({ aiLevel: level, displayName: name }))];
  // The game comes with a lease that finishes its opening should this process stop midway
  // (src/bot/turn/opening.ts): each step below is then done, once, by whoever takes the lease.
  const game = await ctx.store.openLobby({
    guildId: i.guildId, channelId: i.channelId, hostUserId: i.user.id, playerCount: players, deck, seats,
    ...(reminderHours !== null ? { reminderMinutes: reminderHours * 60 } : {}),
    ...(i.options.getBoolean("learning") ? { learning: true } : {}),
    ...(i.options.getBoolean("rated") === false ? { rated: false } : {}),
    aiLevel: level, language,
  }, { interactionId: i.id, thread: wantThread, level });
  await whileOpening(ctx, game.id, async () => {
    // With a thread to open, the lobby's buttons wait for it (see lobbyScreen's `opening`).
    const message = await replyForMessage(i, { ...asNew(lobbyScreen(game, undefined, wantThread, level)), allowedMentions: { parse: [] } });
    if (!message) return; // the reply's message is found and finished by the resumption
    await ctx.store.setLobbyMessage(game.id, message.id);
    // Opened inside an existing thread: the game lives there (commands there need no game option),
    // and the bot will not archive a thread it did not open.
    if (channel.isThread()) await ctx.store.setThread(game.id, channel.id);
    if (threadMissing.length > 0) {
      await i.followUp({ flags: EPHEMERAL, content: translator(asker)("replies.newGame.noThreadRights", { game: game.id, missing: permissionNames(threadMissing, asker) }) });
    }
    if (wantThread) {
      const thread = await openGameThread(ctx, game, message);
      await i.editReply(lobbyScreen((await ctx.store.loadGame(game.id)).game, undefined, false, level));
      if (!thread) await i.followUp({ flags: EPHEMERAL, content: translator(asker)("replies.newGame.noThread", { game: game.id }) });
    }
    await ctx.store.dropLease(openingLease(game.id));
  });
}

function describe(game: GameRecord, userId: string, mine: PlayerSettings | undefined, away: ReadonlyMap<string, string>, tr: Translate, locale: Language): string {
  const me = game.seats.filter((s) => s.userId === userId);
  return [
    tr("settings.title", { game: game.id, host: `<@${game.hostUserId}>` }),
    tr("settings.language", { language: LANGUAGE_NAMES[game.language] }),
    game.remindersOn ? tr("settings.reminders", { after: hours(game.reminderMinutes, tr) }) : tr("settings.remindersOff"),
    game.takeoverMinutes === null ? tr("settings.takeoverOff") : tr("settings.takeover", { after: hours(game.takeoverMinutes, tr) }),
    game.turnHours === null ? tr("settings.deadlineOff") : tr("settings.deadline", { after: hours(game.turnHours * 60, tr), level: levelName(game.aiLevel, tr) }),
    game.paused ? tr("settings.paused") : tr("settings.notPaused"),
    `${game.rated ? tr("settings.rated") : tr("settings.notRated")}${game.status === "lobby" ? ` ${tr("settings.ratedUntilStart")}` : ""}`,
    `${game.hintsOn ? tr("settings.hintsOn") : tr("settings.hintsOff")}${game.learning ? ` · ${tr("settings.learning")}` : ""}`,
    tr("settings.seats", { seats: game.seats.map((s) => `${s.seat + 1}. ${nameHidden(s) ? escapeName(seatName(s)) : s.userId ? `<@${s.userId}>${away.has(s.userId) ? ` (${away.get(s.userId) ?? ""})` : ""}` : `🤖 ${escapeName(seatName(s))}`}`).join(" · ") }),
    me.length ? tr("settings.yours", { reminders: me.some((s) => s.remindersMuted) ? tr("settings.muted") : tr("settings.on"), dm: me.some((s) => s.notifyDm) ? tr("settings.on") : tr("settings.off") }) : "",
    yourTimeLine(mine, locale),
  ].filter(Boolean).join("\n");
}

/** /nusfjord settings with only the player's own options (quiet hours, time zone): no game needed. */
async function playerSettings(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const current = (await ctx.store.playerSettings([i.user.id])).get(i.user.id);
  const change = readPlayerChange(i, current);
  const after = change ? await ctx.store.setQuietHours(i.user.id, change) : current;
  const locale = languageOf(i.locale);
  const done = change && after ? playerChangeDone(change, after, locale) : [];
  await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: [...done, "", yourTimeLine(after, locale)].join("\n") });
}

/**
 * The game a settings change is about. A game set aside as damaged is refused like everywhere,
 * except for cancelling it: when it cannot be repaired, that is what its host can do.
 */
async function settingsGame(ctx: BotContext, i: ChatInputCommandInteraction, cancel: boolean): Promise<GameRecord> {
  try {
    return (await findGame(ctx, i)).game;
  } catch (e) {
    if (!(e instanceof GameDamagedError) || !cancel) throw e;
    const game = await ctx.store.gameRecord(e.gameId);
    if (i.guildId && game.guildId !== i.guildId && !game.seats.some((s) => s.userId === i.user.id)) throw UserError.say("errors.game.notHere", { game: game.id });
    return game;
  }
}

async function settings(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  if (onlyPlayerOptions(i)) return playerSettings(ctx, i);
  // The player's own options are read and checked first: a refusal of any option changes nothing.
  const current = (await ctx.store.playerSettings([i.user.id])).get(i.user.id);
  const mineChange = readPlayerChange(i, current);
  const game = await settingsGame(ctx, i, i.options.getBoolean("cancel") === true);
  const by = authorityOf(i);
  const done: string[] = [];
  const mute = i.options.getBoolean("mute");
  const dm = i.options.getBoolean("dm");
  const reminderHours = i.options.getInteger("reminder_hours");
  const reminders = i.options.getBoolean("reminders");
  const takeover = i.options.getInteger("takeover_hours");
  const turnHours = i.options.getInteger("turn_hours");
  const pause = i.options.getBoolean("pause");
  const replace = i.options.getInteger("replace_seat");
  const level = i.options.getString("level");
  const cancel = i.options.getBoolean("cancel");
  const hints = i.options.getBoolean("hints");
  const rated = i.options.getBoolean("rated");
  const language = i.options.getString("language");
  const tr = translator(languageOf(i.locale));
  if (level !== null && replace === null) throw UserError.say("errors.settings.levelAlone");
  const replaced = replace !== null ? game.seats[replace - 1] : undefined;
  // One change, checked whole by the store: a refusal leaves the game as it was.
  const after = await ctx.store.updateSettings(game.id, by, {
    ...(reminderHours !== null ? { reminderMinutes: reminderHours * 60 } : {}),
    ...(reminders !== null ? { remindersOn: reminders } : {}),
    ...(takeover !== null ? { takeoverMinutes: takeover === 0 ? null : takeover * 60 } : {}),
    ...(turnHours !== null ? { turnHours: turnHours === 0 ? null : turnHours } : {}),
    ...(pause !== null ? { paused: pause } : {}),
    ...(hints !== null ? { hintsOn: hints } : {}),
    ...(rated !== null ? { rated } : {}),
    ...(language !== null ? { language } : {}),
    ...(replace !== null ? { replaceWithAi: replace - 1, ...(level !== null ? { aiLevel: level } : {}) } : {}),
    ...(cancel ? { cancel: true } : {}),
    ...(mute !== null || dm !== null ? { mine: { ...(mute !== null ? { remindersMuted: mute } : {}), ...(dm !== null ? { notifyDm: dm } : {}) } } : {}),
  });
  // What changed, in a language: the asker's for their reply, the game's for the thread's note.
  // The player's own preferences ("Your ...") are theirs alone and never go to the thread.
  const changesIn = (t: Translate): { yours: string[]; game: string[] } => {
    const yours: string[] = [];
    const changed: string[] = [];
    if (mute !== null) yours.push(mute ? t("settings.done.muted") : t("settings.done.unmuted"));
    if (dm !== null) yours.push(dm ? t("settings.done.dmOn") : t("settings.done.dmOff"));
    if (reminderHours !== null) changed.push(t("settings.done.remindAfter", { after: hours(reminderHours * 60, t) }));
    if (reminders !== null) changed.push(reminders ? t("settings.done.remindersOn") : t("settings.done.remindersOff"));
    if (takeover !== null) changed.push(takeover === 0 ? t("settings.done.noTakeover") : t("settings.done.takeoverAfter", { after: hours(takeover * 60, t) }));
    if (turnHours !== null) changed.push(turnHours === 0 ? t("settings.done.noDeadline") : t("settings.done.deadline", { after: hours(turnHours * 60, t), level: levelName(after.aiLevel, t) }));
    if (pause !== null) changed.push(pause ? t("settings.done.paused") : t("settings.done.resumed"));
    if (hints !== null) changed.push(hints ? t("settings.done.hintsOn") : t("settings.done.hintsOff"));
    if (rated !== null) changed.push(rated ? t("settings.done.rated") : t("settings.done.notRated"));
    if (language !== null) changed.push(t("settings.languageChanged", { language: LANGUAGE_NAMES[after.language] }));
    if (replaced) changed.push(t("settings.done.replaced", { seat: replaced.seat + 1, name: escapeName(replaced.displayName), level: levelName(aiLevelOf(after.seats[replaced.seat]?.aiLevel ?? null), t) }));
    if (cancel) changed.push(t("settings.done.cancelled"));
    return { yours, game: changed };
  };
  const mineSaid = changesIn(tr);
  done.push(...mineSaid.yours, ...mineSaid.game);
  const mine = mineChange ? await ctx.store.setQuietHours(i.user.id, mineChange) : current;
  const mineDone = mineChange && mine ? playerChangeDone(mineChange, mine, languageOf(i.locale)) : [];
  const away = await awayNotes(ctx, after.seats.flatMap((s) => (s.userId ? [s.userId] : [])), languageOf(i.locale));
  const said = [...done, ...mineDone];
  // A game that has ended shows a player who left the leaderboards as "Player N" (src/bot/hide-names.ts).
  const shown = await hideLeaversIn(ctx, after, i.user.id);
  await i.reply({ flags: EPHEMERAL, allowedMentions: { parse: [] }, content: `${said.length ? `${said.join("\n")}\n\n` : ""}${describe(shown, i.user.id, mine, away, tr, languageOf(i.locale))}` });
  const gameTr = translator(after.language);
  const publicNote = changesIn(gameTr).game;
  const channel = publicNote.length > 0 || cancel ? await gameChannel(ctx, after).catch(() => null) : null;
  if (publicNote.length > 0) {
    await channel?.send({ content: gameTr("settings.done.announced", { who: `<@${i.user.id}>`, game: game.id, changes: publicNote.join(after.language === "ja" ? "" : " ") }), allowedMentions: { parse: [] } });
  }
  if (game.status === "lobby" && done.length > 0) await refreshLobby(ctx, after);
  if (cancel) await archiveGameThread(ctx, after, "Game cancelled");
  if (pause === false || replace !== null) afterChange(ctx, game.id);
}

/**
 * /nusfjord export: a finished game (anyone in the server), or a cancelled one (only its
 * players), as a JSON file (src/store/export.ts) that `npm run replay` plays through. A running
 * game is refused: its seed would give away the cards still hidden.
 */
async function exportGame(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  if (i.options.get(GAME_OPTION) === null && (await ctx.store.gameIdForThread(i.channelId)) === null) {
    throw UserError.say("errors.game.whichExport");
  }
  const { game, state } = await findGame(ctx, i);
  const player = game.seats.some((s) => s.userId === i.user.id);
  if (game.status === "lobby") throw UserError.say("errors.export.notStarted", { game: game.id });
  if (game.status === "active") throw UserError.say("errors.export.running", { game: game.id });
  if (game.status === "abandoned" && !player) throw UserError.say("errors.export.cancelled", { game: game.id });
  const choices = await ctx.store.choiceLog(game.id);
  const file = buildExport(game, state, choices, i.user.id);
  const name = `nusfjord-game-${game.id}.json`;
  const t = translator(languageOf(i.locale));
  const count = choices.length;
  const what = count === 0 ? t("replies.export.noChoices") : file.final ? t("replies.export.final", { count }) : t("replies.export.cancelled", { count });
  const lines: string[] = [
    t("replies.export.head", { game: game.id, yourId: player ? t("replies.export.yourId") : "", what }),
    file.final ? t("replies.export.replayFinal", { file: name }) : t("replies.export.replay", { file: name }),
  ];
  if (file.rulesVersion !== RULES_VERSION) lines.push(t("replies.export.oldRules", { rules: file.rulesVersion, current: RULES_VERSION }));
  await i.reply({
    flags: EPHEMERAL,
    allowedMentions: { parse: [] },
    content: lines.join("\n"),
    files: [new AttachmentBuilder(Buffer.from(`${JSON.stringify(file, null, 2)}\n`), { name, description: file.final ? t("replies.export.fileFinal", { game: game.id, count }) : t("replies.export.file", { game: game.id, count }) })],
  });
}

export const nusfjord: Command = {
  data: {
    name: "nusfjord",
    ...described("commands.nusfjord.description"),
    contexts: IN_SERVERS,
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand, name: "new", ...described("commands.nusfjord.new.description"),
        options: [
          { type: ApplicationCommandOptionType.Integer, name: "players", ...described("commands.nusfjord.new.players"), required: true, min_value: 2, max_value: 5 },
          { type: ApplicationCommandOptionType.String, name: "deck", ...described("commands.nusfjord.new.deck"), required: false, choices: DECKS.map((d) => ({ ...named(`commands.nusfjord.new.deckChoice.${d}`), value: d })) },
          { type: ApplicationCommandOptionType.Integer, name: "ai_seats", ...described("commands.nusfjord.new.ai_seats"), required: false, min_value: 0, max_value: 4 },
          { type: ApplicationCommandOptionType.String, name: "ai_level", ...described("commands.nusfjord.new.ai_level"), required: false, choices: levelChoices() },
          { type: ApplicationCommandOptionType.Integer, name: "reminder_hours", ...described("commands.nusfjord.new.reminder_hours"), required: false, min_value: 1, max_value: 168 },
          { type: ApplicationCommandOptionType.Boolean, name: "thread", ...described("commands.nusfjord.new.thread"), required: false },
          { type: ApplicationCommandOptionType.Boolean, name: "learning", ...described("commands.nusfjord.new.learning"), required: false },
          { type: ApplicationCommandOptionType.Boolean, name: "rated", ...described("commands.nusfjord.new.rated"), required: false },
          languageOption("commands.nusfjord.new.language"),
        ],
      },
      {
        type: ApplicationCommandOptionType.Subcommand, name: "export", ...described("commands.nusfjord.export.description"),
        options: [{ ...gameOption, ...described("commands.nusfjord.export.game") }],
      },
      {
        type: ApplicationCommandOptionType.Subcommand, name: "away", ...described("commands.nusfjord.away.description"),
        options: [
          { type: ApplicationCommandOptionType.String, name: "until", ...described("commands.nusfjord.away.until"), required: true, max_length: 40 },
        ],
      },
      {
        type: ApplicationCommandOptionType.Subcommand, name: "privacy", ...described("commands.nusfjord.privacy.description"),
      },
      {
        type: ApplicationCommandOptionType.Subcommand, name: "settings", ...described("commands.nusfjord.settings.description"),
        options: [
          gameOption,
          { type: ApplicationCommandOptionType.Boolean, name: "mute", ...described("commands.nusfjord.settings.mute"), required: false },
          { type: ApplicationCommandOptionType.Boolean, name: "dm", ...described("commands.nusfjord.settings.dm"), required: false },
          { type: ApplicationCommandOptionType.Integer, name: "reminder_hours", ...described("commands.nusfjord.settings.reminder_hours"), required: false, min_value: 1, max_value: 168 },
          { type: ApplicationCommandOptionType.Boolean, name: "reminders", ...described("commands.nusfjord.settings.reminders"), required: false },
          { type: ApplicationCommandOptionType.Integer, name: "takeover_hours", ...described("commands.nusfjord.settings.takeover_hours"), required: false, min_value: 0, max_value: 720 },
          { type: ApplicationCommandOptionType.Integer, name: "turn_hours", ...described("commands.nusfjord.settings.turn_hours"), required: false, min_value: 0, max_value: 720 },
          { type: ApplicationCommandOptionType.Boolean, name: "pause", ...described("commands.nusfjord.settings.pause"), required: false },
          { type: ApplicationCommandOptionType.Boolean, name: "hints", ...described("commands.nusfjord.settings.hints"), required: false },
          { type: ApplicationCommandOptionType.Boolean, name: "rated", ...described("commands.nusfjord.settings.rated"), required: false },
          { type: ApplicationCommandOptionType.Integer, name: "replace_seat", ...described("commands.nusfjord.settings.replace_seat"), required: false, min_value: 1, max_value: 5 },
          { type: ApplicationCommandOptionType.String, name: "level", ...described("commands.nusfjord.settings.level"), required: false, choices: levelChoices() },
          { type: ApplicationCommandOptionType.Boolean, name: "cancel", ...described("commands.nusfjord.settings.cancel"), required: false },
          { type: ApplicationCommandOptionType.String, name: "quiet", ...described("commands.nusfjord.settings.quiet"), required: false, max_length: 40 },
          languageOption("commands.nusfjord.settings.language"),
          { type: ApplicationCommandOptionType.String, name: "timezone", ...described("commands.nusfjord.settings.timezone"), required: false, autocomplete: true, max_length: 64 },
        ],
      },
    ],
  },
  // The lobby is a public message; settings answer privately.
  acknowledge: (i) => (i.options.getSubcommand(false) === "new" ? "public" : "private"),
  async execute(ctx, i) {
    const sub = i.options.getSubcommand();
    if (sub === "new") return newGame(ctx, i);
    if (sub === "export") return exportGame(ctx, i);
    if (sub === "privacy") return privacyCommand(ctx, i);
    if (sub === "away") return away(ctx, i);
    return settings(ctx, i);
  },
  autocomplete: (ctx, i) => {
    if (i.options.getFocused(true).name === "timezone") return autocompleteZone(i);
    return i.options.getSubcommand(false) === "export"
      ? autocompleteGame(ctx, i, ["finished", "abandoned"], (g) => g.status === "finished" || g.seats.some((s) => s.userId === i.user.id))
      : autocompleteGame(ctx, i);
  },
};

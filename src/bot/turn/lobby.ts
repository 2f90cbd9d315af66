// The lobby message: who sits where, and the Join / Leave / Start / Cancel buttons, laid out by
// Discord (Components V2) and edited in place as seats fill; a lobby message posted classic by an
// older version becomes V2 at its next edit (see LobbyScreen's content).
import { ButtonStyle, ComponentType, type Message } from "discord.js";
import { aiLevelOf, isAiLevel } from "../../ai/index.ts";
import { translator, type Translate } from "../../i18n/index.ts";
import { DEFAULT_AI_LEVEL, type GameRecord } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { decodeId, encodeId } from "./custom-id.ts";
import { seatName } from "../layouts/present.ts";
import { escapeName } from "../layouts/text.ts";
import { buttonRows, type V2, container, text, v2Message, type ButtonSpec, type TopLevel } from "../layouts/v2.ts";

/** Names of AI players, in the order seats are given to them (shown as "Ingrid (AI)": store nameIn). */
export const AI_NAMES: readonly string[] = ["Ingrid", "Odd", "Solveig", "Tor", "Astrid"];

/** AI names for `n` more seats, none already an AI's at the table (a player called Ingrid reads apart from "Ingrid (AI)"). */
export function freeAiNames(game: GameRecord, n: number): string[] {
  const taken = new Set(game.seats.filter((s) => s.aiLevel !== null).map((s) => s.displayName));
  return AI_NAMES.filter((name) => !taken.has(name)).slice(0, n);
}

/**
 * The level of the AI players that fill a lobby's free seats at Start: the one its Start button
 * carries (the `ai_level` the host chose with /nusfjord new), else that of the AI seats already
 * in it, else the default. The button is looked for at any depth: in a classic lobby message's
 * rows and in a V2 one's container.
 */
export function fillLevel(game: GameRecord, message?: Pick<Message, "components"> | null): string {
  const level = startLevel(message?.components ?? []);
  if (level) return level;
  const ai = game.seats.filter((s) => s.aiLevel !== null).at(-1);
  return ai ? aiLevelOf(ai.aiLevel) : DEFAULT_AI_LEVEL;
}

/** The level a Start button among `components` (nested in rows, containers or sections) carries. */
function startLevel(components: readonly { type: ComponentType }[]): string | null {
  for (const c of components) {
    const id = "customId" in c && typeof c.customId === "string" ? decodeId(c.customId) : null;
    if (id?.verb === "start" && id.arg) return id.arg;
    const inner = "components" in c && Array.isArray(c.components) ? startLevel(c.components as readonly { type: ComponentType }[]) : null;
    if (inner) return inner;
  }
  return null;
}

/** The first text displays nested among `components` (a V2 message's words), in reading order. */
function textsOf(components: readonly { type: ComponentType }[]): string[] {
  return components.flatMap((c) => [
    ...(c.type === ComponentType.TextDisplay && "content" in c && typeof c.content === "string" ? [c.content] : []),
    ...("components" in c && Array.isArray(c.components) ? textsOf(c.components as readonly { type: ComponentType }[]) : []),
  ]);
}

/** An AI level as players read it, in the language ("mittel"); a level stored by an older version as it was written. */
export function levelName(level: string, tr: Translate): string {
  return isAiLevel(level) ? tr(`settings.level.${level}`) : escapeName(level);
}

/**
 * Whether `message` is game `gameId`'s lobby message by its words: a classic one's content, or a
 * V2 one's first text, in any of the game's languages ("**Nusfjord #7** · ...", "**ヌスフィヨルド #7** ・ ...").
 */
export function isLobbyOf(message: Pick<Message, "content" | "components">, gameId: number): boolean {
  const head = new RegExp(`^\\*\\*[^*#\\n]+ #${gameId}\\*\\* `);
  return head.test(message.content) || head.test(textsOf(message.components)[0] ?? "");
}

/** A lobby message's body: laid out by Discord (V2), pinging nobody. */
export interface LobbyScreen {
  /**
   * Always "": an old lobby message, posted classic before the lobby went V2, becomes V2 at its
   * next edit, which Discord allows only with its content reset to empty (Edit Message: "the
   * IS_COMPONENTS_V2 flag can only be set. When the IS_COMPONENTS_V2 flag is set, any of the used
   * content, embeds, sticker_ids, or poll fields must have their values reset to empty"; the
   * stand-in's validate.ts holds the same rule). Every edit of a lobby goes through here (its
   * buttons, refreshLobby, the opening), so an old lobby keeps working; on a new message an empty
   * content is no content (the stand-in takes it so too).
   */
  content: "";
  flags: typeof V2;
  components: TopLevel[];
  allowedMentions: { parse: [] };
}

/**
 * `result`: the line shown once the game is over (winners and totals, see events.ts).
 * `opening`: the game's thread is being opened; the buttons wait for it (a Start pressed
 * before the thread exists would post the game in the parent channel).
 * `level`: the level of the AI players that Start puts in the free seats (see fillLevel).
 */
export function lobbyScreen(game: GameRecord, result?: string, opening = false, level = fillLevel(game)): LobbyScreen {
  // Everyone at the table reads it: the game's language.
  const tr = translator(game.language);
  const seats = Array.from({ length: game.playerCount }, (_, n) => {
    const s = game.seats[n];
    return `${n + 1}. ${s ? (s.userId ? `<@${s.userId}>` : `🤖 ${escapeName(seatName(s, game.language))}`) : tr("lobby.freeSeat")}`;
  });
  const free = game.playerCount - game.seats.length;
  const reminders = game.remindersOn ? tr("lobby.remindersAfter", { hours: Math.round(game.reminderMinutes / 60 * 10) / 10 }) : tr("lobby.remindersOff");
  const thread = game.threadId ? `<#${game.threadId}>` : null;
  const head = [
    `${tr("lobby.head", { game: game.id, count: game.playerCount, deck: tr(`commands.nusfjord.new.deckChoice.${game.deck}`), reminders })}${game.rated ? "" : ` · ${tr("lobby.notRated")}`}`,
    `${tr("lobby.host", { host: `<@${game.hostUserId}>` })}${thread ? ` · ${tr("lobby.thread", { thread })}` : ""}`,
  ].join("\n");
  const levelShown = levelName(level, tr);
  const body = (what: string, buttons: ButtonSpec[]): LobbyScreen => ({
    content: "",
    ...v2Message([container([text(head), text(seats.join("\n")), text(what), ...buttonRows(buttons)])]),
    allowedMentions: { parse: [] },
  });
  if (game.status !== "lobby") {
    const what = game.status === "abandoned" ? tr("lobby.cancelled")
      : game.status === "finished" ? (result ?? `${tr("lobby.over")}${thread ? ` ${tr("lobby.finalScores", { thread })}` : ""}`)
        : thread ? tr("lobby.onIn", { thread }) : tr("lobby.on");
    return body(what, []);
  }
  const hint = opening ? tr("lobby.opening") : free > 0 ? tr("lobby.free", { count: free, level: levelShown }) : tr("lobby.full");
  return body(hint, [
    { id: encodeId("join", game.id, 0), label: tr("lobby.join"), style: ButtonStyle.Success, disabled: opening || free === 0 },
    { id: encodeId("leave", game.id, 0), label: tr("lobby.leave"), disabled: opening },
    { id: encodeId("start", game.id, 0, level), label: free > 0 ? tr("lobby.startWithAi", { count: free }) : tr("lobby.start"), style: ButtonStyle.Primary, disabled: opening },
    { id: encodeId("cancel", game.id, 0), label: tr("lobby.cancel"), style: ButtonStyle.Danger, disabled: opening },
  ]);
}

/**
 * Show the lobby message as the game is now, after a change made elsewhere than its buttons
 * (the settings command: a seat handed to an AI, the game cancelled; the end of the game, with
 * its result). Best effort: a deleted
 * lobby message is no reason to fail the change.
 */
export async function refreshLobby(ctx: BotContext, game: GameRecord, result?: string): Promise<void> {
  if (!game.lobbyMessageId) return;
  try {
    const channel = await ctx.client.channels.fetch(game.channelId, { allowUnknownGuild: true }); // see gameChannel
    if (!channel?.isTextBased()) return;
    // A lobby opened inside a thread that has since been archived: Discord edits nothing in an
    // archived thread (50083), so unarchive it for the edit and archive it again after.
    const archived = channel.isThread() && channel.archived === true;
    if (archived && channel.locked) return;
    if (archived) await channel.setArchived(false, "Updating the game's lobby message");
    const message = await channel.messages.fetch(game.lobbyMessageId);
    await message.edit(lobbyScreen(game, result, false, fillLevel(game, message)));
    if (archived) await channel.setArchived(true, "The lobby message is updated");
  } catch (e) {
    ctx.log.warn({ err: e, gameId: game.id }, "could not update the lobby message");
  }
}

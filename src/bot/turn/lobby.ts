// The lobby message: who sits where, and the Join / Leave / Start / Cancel buttons.
import { ButtonStyle, ComponentType, type Message } from "discord.js";
import { aiLevelOf } from "../../ai/index.ts";
import { DEFAULT_AI_LEVEL, type GameRecord } from "../../store/index.ts";
import type { BotContext } from "../context.ts";
import { decodeId, encodeId } from "./custom-id.ts";
import { buttons, seatName, type Row } from "../layouts/present.ts";
import { escapeName } from "../layouts/text.ts";

/** Names of AI players, in the order seats are given to them (shown as "Ingrid (AI)": store shownName). */
export const AI_NAMES: readonly string[] = ["Ingrid", "Odd", "Solveig", "Tor", "Astrid"];

/** AI names for `n` more seats, none already an AI's at the table (a player called Ingrid reads apart from "Ingrid (AI)"). */
export function freeAiNames(game: GameRecord, n: number): string[] {
  const taken = new Set(game.seats.filter((s) => s.aiLevel !== null).map((s) => s.displayName));
  return AI_NAMES.filter((name) => !taken.has(name)).slice(0, n);
}

/**
 * The level of the AI players that fill a lobby's free seats at Start: the one its Start button
 * carries (the `ai_level` the host chose with /nusfjord new), else that of the AI seats already
 * in it, else the default.
 */
export function fillLevel(game: GameRecord, message?: Pick<Message, "components"> | null): string {
  for (const row of message?.components ?? []) {
    if (row.type !== ComponentType.ActionRow) continue;
    for (const c of row.components) {
      const id = c.customId ? decodeId(c.customId) : null;
      if (id?.verb === "start" && id.arg) return id.arg;
    }
  }
  const ai = game.seats.filter((s) => s.aiLevel !== null).at(-1);
  return ai ? aiLevelOf(ai.aiLevel) : DEFAULT_AI_LEVEL;
}

/**
 * `result`: the line shown once the game is over (winners and totals, see events.ts).
 * `opening`: the game's thread is being opened; the buttons wait for it (a Start pressed
 * before the thread exists would post the game in the parent channel).
 * `level`: the level of the AI players that Start puts in the free seats (see fillLevel).
 */
export function lobbyScreen(game: GameRecord, result?: string, opening = false, level = fillLevel(game)): { content: string; components: Row[] } {
  const seats = Array.from({ length: game.playerCount }, (_, n) => {
    const s = game.seats[n];
    return `${n + 1}. ${s ? (s.userId ? `<@${s.userId}>` : `🤖 ${escapeName(seatName(s))}`) : "— free —"}`;
  });
  const free = game.playerCount - game.seats.length;
  const head = `**Nusfjord #${game.id}** · ${game.playerCount} players · ${game.deck} deck · reminders ${game.remindersOn ? `after ${Math.round(game.reminderMinutes / 60 * 10) / 10} h` : "off"}${game.rated ? "" : " · not rated"}\nHost: <@${game.hostUserId}>${game.threadId ? ` · game thread: <#${game.threadId}>` : ""}`;
  if (game.status !== "lobby") {
    const what = game.status === "abandoned" ? "This game was cancelled."
      : game.status === "finished" ? (result ?? `🏁 The game is over.${game.threadId ? ` Final scores: <#${game.threadId}>.` : ""}`)
        : game.threadId ? `The game is on: see <#${game.threadId}>.` : "The game is on.";
    return { content: `${head}\n${seats.join("\n")}\n${what}`, components: [] };
  }
  const hint = opening ? "Opening the game's thread…" : free > 0
    ? `${free} seat${free === 1 ? "" : "s"} free: press **Join**. The host may also start now, with ${escapeName(level)} AI players in the free seats.`
    : "The table is full: the host can press **Start**.";
  return {
    content: `${head}\n${seats.join("\n")}\n${hint}`,
    components: [buttons([
      { id: encodeId("join", game.id, 0), label: "Join", style: ButtonStyle.Success, disabled: opening || free === 0 },
      { id: encodeId("leave", game.id, 0), label: "Leave", disabled: opening },
      { id: encodeId("start", game.id, 0, level), label: free > 0 ? `Start with ${free} AI` : "Start", style: ButtonStyle.Primary, disabled: opening },
      { id: encodeId("cancel", game.id, 0), label: "Cancel", style: ButtonStyle.Danger, disabled: opening },
    ])],
  };
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
    await message.edit({ ...lobbyScreen(game, result, false, fillLevel(game, message)), allowedMentions: { parse: [] } });
    if (archived) await channel.setArchived(true, "The lobby message is updated");
  } catch (e) {
    ctx.log.warn({ err: e, gameId: game.id }, "could not update the lobby message");
  }
}

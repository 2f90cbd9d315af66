// What the thread reads when an AI played a turn because its deadline passed (./deadlines.ts):
// a line in the post that announces the turn, and every third such turn in a row a message to
// the host with the button that hands the seat to an AI for good (the takeover of
// `/nusfjord settings replace_seat`, ../turn/components.ts). Both go out with the post, under nonces
// derived from its own, so they are posted exactly once like it.
import { ButtonStyle, type SendableChannels } from "discord.js";
import { nonceOf, type DeadlineNote, type GameRecord, type OutboxEntry } from "../../store/index.ts";
import { encodeId } from "../turn/custom-id.ts";
import type { Hush } from "./presence.ts";
import { BUTTON_LABEL_MAX, buttons, clip } from "../layouts/present.ts";
import { escapeName, plural } from "../layouts/text.ts";

/** Every this many turns in a row played at the deadline, the host is offered the takeover. */
export const OFFER_EVERY = 3;

/** The takeover button's argument for an offer made after deadline turns (a reminder's carries the seat alone). */
export const DEADLINE_OFFER = "deadline";

export interface DeadlineTold {
  readonly seat: number;
  readonly note: DeadlineNote;
  /** The line the post carries. */
  readonly line: string;
  /** Whether the host is offered the takeover with it. */
  readonly offer: boolean;
}

/** The latest turn among `entries` that an AI played at the deadline, as the post tells it; null when none. */
export function deadlineTold(game: GameRecord, entries: readonly OutboxEntry[]): DeadlineTold | null {
  const actor = [...entries].reverse().find((e) => e.payload.actor?.deadline)?.payload.actor;
  const note = actor?.deadline;
  if (!actor || !note) return null;
  const seat = game.seats[actor.seat];
  const name = escapeName(seat?.displayName ?? `Player ${actor.seat + 1}`);
  const row = note.turns > 1 ? ` (${note.turns} of their turns in a row)` : "";
  return {
    seat: actor.seat, note,
    line: `⏱️ ${name}'s turn waited ${plural(note.hours, "hour")}, this game's deadline, so the ${escapeName(note.level)} AI played it for them${row}.`,
    offer: note.turns % OFFER_EVERY === 0 && seat?.userId != null,
  };
}

/** The host's offer to let an AI play the seat from now on (only the host or a server manager may take it). */
export async function offerTakeover(channel: SendableChannels, game: GameRecord, told: DeadlineTold, hushed: ReadonlyMap<string, Hush>, nonce: string): Promise<void> {
  const seat = game.seats[told.seat];
  if (!seat?.userId) return;
  const name = escapeName(seat.displayName);
  const you = game.hostUserId === seat.userId;
  const content = `⏱️ <@${game.hostUserId}> (host): the AI has played ${you ? "your" : `${name}'s`} last ${plural(told.note.turns, "turn")} because the deadline passed. You may let an AI play ${you ? "your" : "this"} seat from now on.`;
  await channel.send({
    content,
    components: [buttons([{ id: encodeId("takeover", game.id, game.version, `${told.seat}:${DEADLINE_OFFER}`), label: clip(`Let an AI play ${seat.displayName}`, BUTTON_LABEL_MAX), style: ButtonStyle.Danger }])],
    allowedMentions: { users: hushed.has(game.hostUserId) ? [] : [game.hostUserId] },
    nonce: nonceOf("offer", nonce), enforceNonce: true,
  });
}

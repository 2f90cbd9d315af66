// What the thread reads when an AI played a turn because its deadline passed (./deadlines.ts):
// a line in the post that announces the turn, and every third such turn in a row a message to
// the host with the button that hands the seat to an AI for good (the takeover of
// `/nusfjord settings replace_seat`, ../turn/components.ts), laid out by Discord and followed by
// its ping line to the host. All go out with the post, under nonces derived from its own, so
// they are posted exactly once like it.
import { ButtonStyle, type SendableChannels } from "discord.js";
import { nonceOf, type DeadlineNote, type GameRecord, type OutboxEntry } from "../../store/index.ts";
import { encodeId } from "../turn/custom-id.ts";
import type { Hush } from "./presence.ts";
import { LIMITS, buttonRows, container, text, v2Message, type TopLevel } from "../layouts/v2.ts";
import { escapeName, fitContent, plural } from "../layouts/text.ts";

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

/**
 * The takeover button's label: "Let an AI play Ann" when the name fits our 40 characters
 * (never cut), else "Let an AI play this seat" (the text above it names the seat).
 */
export function takeoverLabel(displayName: string): string {
  const named = `Let an AI play ${displayName}`;
  return named.length <= LIMITS.label ? named : "Let an AI play this seat";
}

/**
 * The host's offer to let an AI play the seat from now on (only the host or a server manager
 * may take it), laid out by Discord and pinging nobody, and its ping line, which pings the host
 * with the offer in words a phone's notification shows.
 */
export function takeoverOffer(game: GameRecord, told: DeadlineTold): { components: TopLevel[]; ping: string } | null {
  const seat = game.seats[told.seat];
  if (!seat?.userId) return null;
  const name = escapeName(seat.displayName);
  const you = game.hostUserId === seat.userId;
  const offer = `⏱️ <@${game.hostUserId}> (host): the AI has played ${you ? "your" : `${name}'s`} last ${plural(told.note.turns, "turn")} because the deadline passed. You may let an AI play ${you ? "your" : "this"} seat from now on.`;
  return {
    components: [container([
      text(offer),
      ...buttonRows([{ id: encodeId("takeover", game.id, game.version, `${told.seat}:${DEADLINE_OFFER}`), label: takeoverLabel(seat.displayName), style: ButtonStyle.Danger }]),
    ])],
    ping: fitContent(`🎣 <@${game.hostUserId}> (host), in Nusfjord game #${game.id}: the AI has played ${you ? "your" : `${name}'s`} last ${plural(told.note.turns, "turn")} at the deadline. You may let an AI play ${you ? "your" : "that"} seat for good (the button is above).`),
  };
}

/** Post the host's offer, then its ping line (not when the host is away or in quiet hours), each under a nonce derived from the turn post's. */
export async function offerTakeover(channel: SendableChannels, game: GameRecord, told: DeadlineTold, hushed: ReadonlyMap<string, Hush>, nonce: string): Promise<void> {
  const offer = takeoverOffer(game, told);
  if (!offer) return;
  const own = nonceOf("offer", nonce);
  await channel.send({ ...v2Message(offer.components), nonce: own, enforceNonce: true });
  if (hushed.has(game.hostUserId)) return;
  await channel.send({ content: offer.ping, allowedMentions: { users: [game.hostUserId] }, nonce: nonceOf("ping", own), enforceNonce: true });
}

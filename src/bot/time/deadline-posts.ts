// What the thread reads when an AI played a turn because its deadline passed (./deadlines.ts):
// a line in the post that announces the turn, and every third such turn in a row a message to
// the host with the button that hands the seat to an AI for good (the takeover of
// `/nusfjord settings replace_seat`, ../turn/components.ts), laid out by Discord and followed by
// its ping line to the host. All go out with the post, under nonces derived from its own, so
// they are posted exactly once like it. All in the game's language: the whole table reads them.
import { ButtonStyle, type SendableChannels } from "discord.js";
import { isAiLevel } from "../../ai/index.ts";
import { translator, type Locale } from "../../i18n/index.ts";
import { nonceOf, type DeadlineNote, type GameRecord, type OutboxEntry } from "../../store/index.ts";
import { encodeId } from "../turn/custom-id.ts";
import type { Hush } from "./presence.ts";
import { LIMITS, buttonRows, container, text, v2Message, type TopLevel } from "../layouts/v2.ts";
import { escapeName, fitContent } from "../layouts/text.ts";

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
export function deadlineTold(game: GameRecord, entries: readonly OutboxEntry[], locale: Locale = game.language): DeadlineTold | null {
  const actor = [...entries].reverse().find((e) => e.payload.actor?.deadline)?.payload.actor;
  const note = actor?.deadline;
  if (!actor || !note) return null;
  const tr = translator(locale);
  const seat = game.seats[actor.seat];
  const name = seat ? escapeName(seat.displayName) : tr("posts.end.player", { seat: actor.seat + 1 });
  const vars = { name, hours: tr("posts.time.hours", { count: note.hours }), level: isAiLevel(note.level) ? tr(`settings.level.${note.level}`) : escapeName(note.level) };
  return {
    seat: actor.seat, note,
    // The first such turn says nothing of a row; from the second on, how many in a row.
    line: note.turns > 1 ? tr("posts.deadline.lineRow", { ...vars, count: note.turns }) : tr("posts.deadline.line", vars),
    offer: note.turns % OFFER_EVERY === 0 && seat?.userId != null,
  };
}

/**
 * A button's label within our 40 characters, never cut: `long` when it fits, else `short` (a
 * translation, or a long name in it, may not fit where the English did).
 */
export function fitLabel(long: string, short: string): string {
  return long.length <= LIMITS.label ? long : short;
}

/**
 * The takeover button's label: "Let an AI play Ann" when the name fits our 40 characters
 * (never cut), else "Let an AI play this seat" (the text above it names the seat).
 */
export function takeoverLabel(displayName: string, locale: Locale = "en"): string {
  const tr = translator(locale);
  return fitLabel(tr("posts.deadline.takeover", { name: displayName }), tr("posts.deadline.takeoverSeat"));
}

/**
 * The host's offer to let an AI play the seat from now on (only the host or a server manager
 * may take it), laid out by Discord and pinging nobody, and its ping line, which pings the host
 * with the offer in words a phone's notification shows.
 */
export function takeoverOffer(game: GameRecord, told: DeadlineTold, locale: Locale = game.language): { components: TopLevel[]; ping: string } | null {
  const seat = game.seats[told.seat];
  if (!seat?.userId) return null;
  const tr = translator(locale);
  const vars = { host: `<@${game.hostUserId}>`, name: escapeName(seat.displayName), game: game.id, count: told.note.turns };
  // The host may be the player whose turns the AI played: then it is "your" seat.
  const you = game.hostUserId === seat.userId;
  return {
    components: [container([
      text(you ? tr("posts.deadline.offerYou", vars) : tr("posts.deadline.offer", vars)),
      ...buttonRows([{ id: encodeId("takeover", game.id, game.version, `${told.seat}:${DEADLINE_OFFER}`), label: takeoverLabel(seat.displayName, locale), style: ButtonStyle.Danger }]),
    ])],
    ping: fitContent(you ? tr("posts.deadline.pingYou", vars) : tr("posts.deadline.ping", vars)),
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

// The records the stand-in keeps of what the bot did, as the tests see them.
import type { APIActionRowComponent, APIComponentInMessageActionRow } from "discord.js";

export interface StandInUser { id: string; username: string; globalName: string }

export interface RecordedAttachment {
  filename: string;
  contentType: string;
  data: Buffer;
  /** The attachment's snowflake (extra). */
  id: string;
  description: string | null;
}

export interface RecordedMessage {
  id: string;
  channelId: string;
  authorId: string;
  content: string;
  embeds: unknown[];
  /**
   * Raw JSON as the bot sent it. Typed as classic action rows; with IS_COMPONENTS_V2 these are the
   * top-level V2 components, whatever they are (containers, sections, text displays, ...): read
   * them with walkComponents, interactiveComponents, findComponent or textDisplays (components.ts).
   */
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  attachments: RecordedAttachment[];
  flags: number;
  ephemeral: boolean;
  /** Set when it is an interaction response or follow-up. */
  interactionId: string | null;
  edits: number;
  deleted: boolean;
  createdAt: number;
  /** Users mentioned in the content that allowed_mentions lets through (extra). */
  mentions: string[];
  /**
   * Who Discord would have notified: the mentions when the message appeared (not later
   * edits), never for ephemeral ones: user ids, "@everyone" (also for @here) and "&<role id>" (extra).
   */
  pinged: string[];
  /**
   * What a reader reads: the content, or for a Components V2 message all its text displays'
   * contents in order, one per line (extra; see messageText in components.ts).
   */
  text: string;
  /** Whose phone got a push for this message when it appeared, and the text the push shows (extra). */
  notification: MessageNotification;
}

/**
 * The push notification of a message (extra), decided when the message appears (an edit
 * notifies nobody; a deferred reply appears when it is filled in); ephemeral messages notify
 * nobody. See notificationOf in messages.ts for Discord's rules and their sources.
 */
export interface MessageNotification {
  /** The people whose phone shows a push (no bots); empty: no push at all. */
  users: string[];
  /** The push's text: the content for a classic message; "" for a Components V2 message (Discord shows no message text). */
  text: string;
}

/** One push notification a person received (extra). */
export interface RecordedNotification {
  userId: string;
  messageId: string;
  channelId: string;
  /** What the phone shows of the message ("" for a Components V2 message). */
  text: string;
  at: number;
}

export interface RecordedChannel {
  id: string;
  type: number;
  name: string;
  parentId: string | null;
  archived: boolean;
  locked: boolean;
  recipientId: string | null;
  members: string[];
}

export interface InteractionOutcome {
  id: string;
  /** 4 reply, 5 deferred reply, 6 deferred update, 7 update message, 8 autocomplete result, 9 modal. */
  callbackType: number;
  /** Milliseconds from dispatch until the callback arrived (Discord allows 3000). */
  ackMs: number;
  /**
   * The original response as it is now (read again at every access: a copy taken into a
   * variable keeps its state); for 6/7 the component's message.
   */
  readonly response: RecordedMessage | null;
  /** Follow-ups as they are now (live, like response). */
  readonly followups: RecordedMessage[];
  /** Autocomplete choices (callback 8). */
  choices: { name: string; value: string | number }[] | null;
  /** The modal's JSON (callback 9), extra. */
  modal: unknown;
}

/** A REST call as it arrived (status added after the answer). */
export interface RecordedRequest { method: string; path: string; at: number; status: number }

// Discord drops an interaction that is not acknowledged within 3 seconds. Handlers answer
// directly when they are quick (the usual case: the database answers in a millisecond), but a
// database waiting for another process's lock, or a busy machine, must not make the bot miss
// that deadline. So the router arms a guard on every interaction: if the handler has not
// acknowledged it within ACK_GRACE_MS, the guard defers it itself, in the way the handler would
// have answered (a private reply, a public reply, or an update of the component's message).
// From then on the handler's own reply()/update()/defer*() calls are turned into what fits a
// deferred interaction (editReply / followUp), so handlers need not know a guard acted. A
// handler call made while the guard's defer is on its way waits for it, so an interaction is
// never acknowledged twice.
// The grace is counted from when Discord created the interaction, not from when this process
// got to it: on a busy event loop an interaction waits its turn, and a timer armed then would
// fire late too. One that arrives later than usual by the grace or more is deferred at once
// (in the same turn of the event loop, unless its handler answers first in it); "usual" is the
// least lateness seen lately, which absorbs the network's delay and a skewed clock.
import { languageOf, translator } from "../i18n/index.ts";
import { MessageFlags, type InteractionReplyOptions, type Message, type RepliableInteraction } from "discord.js";

/** How long a handler may take before the guard defers for it (Discord allows 3000 ms). */
const ACK_GRACE_MS = 1000;

/** How the handler will answer: privately, publicly, or by updating the component's message. */
export type AckKind = "private" | "public" | "update";

type Options = Record<string, unknown>;
type Method = (options?: unknown) => Promise<unknown>;

function isPrivate(options: unknown): boolean {
  if (options === null || typeof options !== "object") return false;
  const flags = (options as { flags?: unknown }).flags;
  if (typeof flags === "number" || typeof flags === "bigint") return (BigInt(flags) & BigInt(MessageFlags.Ephemeral)) !== 0n;
  if (Array.isArray(flags)) return flags.includes(MessageFlags.Ephemeral) || flags.includes("Ephemeral");
  return (options as { ephemeral?: unknown }).ephemeral === true;
}

/** IS_COMPONENTS_V2 when the options ask for it, else 0. */
function v2Of(options: unknown): number {
  if (options === null || typeof options !== "object") return 0;
  const flags = (options as { flags?: unknown }).flags;
  const v2 = typeof flags === "number" || typeof flags === "bigint" ? (BigInt(flags) & BigInt(MessageFlags.IsComponentsV2)) !== 0n
    : Array.isArray(flags) && (flags.includes(MessageFlags.IsComponentsV2) || flags.includes("IsComponentsV2"));
  return v2 ? MessageFlags.IsComponentsV2 : 0;
}

/**
 * The options of a reply as an edit of the deferred response (edits take no withResponse, and of
 * the flags only IS_COMPONENTS_V2, which a V2 answer must carry: Discord sets it on the deferred
 * message by this edit, "the only way to a V2 deferred reply").
 */
function asEdit(options: unknown): Options {
  if (typeof options === "string") return { content: options };
  const { flags: _flags, withResponse: _w, fetchReply: _f, ephemeral: _e, ...rest } = (options ?? {}) as Options;
  const v2 = v2Of(options);
  return v2 ? { ...rest, flags: v2 } : rest;
}

export interface AckGuard {
  /** Stop the timer (the handler has finished). */
  disarm(): void;
}

export interface AckGuardOptions {
  /** How long the handler may take before the guard defers (default ACK_GRACE_MS). */
  readonly graceMs?: number;
  /** How much later than usual the interaction reached this process (ArrivalDelays.late): taken off the grace. */
  readonly lateMs?: number;
  /** Told when the guard had to defer (for logs and tests), with the error if the deferral failed. */
  readonly onDefer?: (error?: unknown) => void;
  /** Told once, when Discord has the acknowledgement (the handler's or the guard's), with the seconds since `since`. */
  readonly onAcknowledged?: (seconds: number) => void;
  /** When the interaction arrived (performance.now()); the grace and the time to acknowledge count from it. Default: now. */
  readonly since?: number;
}

/** Arms the guard on `i`. */
export function guardAcknowledgement(i: RepliableInteraction, kind: AckKind, options: AckGuardOptions = {}): AckGuard {
  const { graceMs = ACK_GRACE_MS, lateMs = 0, onDefer, onAcknowledged } = options;
  const armed = options.since ?? performance.now();
  let told = false;
  const acknowledged = (): void => {
    if (told) return;
    told = true;
    onAcknowledged?.((performance.now() - armed) / 1000);
  };
  let state: "open" | "handler" | "guard" = "open";
  let deferring: Promise<unknown> = Promise.resolve();
  const target = i as unknown as Record<string, Method>;
  const original = (name: string): Method => {
    const m = target[name];
    if (typeof m !== "function") throw new Error(`interaction has no ${name}()`);
    return m.bind(i);
  };
  const reply = original("reply");
  const deferReply = original("deferReply");
  const editReply = original("editReply");
  const followUp = original("followUp");
  const component = "update" in i && typeof i.update === "function";
  const update = component ? original("update") : null;
  const deferUpdate = component ? original("deferUpdate") : null;

  const deferNow = (): void => {
    if (state !== "open" || i.deferred || i.replied) return;
    state = "guard";
    const defer = kind === "update" && deferUpdate ? deferUpdate() : deferReply(kind === "private" ? { flags: MessageFlags.Ephemeral } : {});
    deferring = defer.then(() => { acknowledged(); onDefer?.(); }, (e: unknown) => onDefer?.(e));
  };
  // Late by the arrival's delay and by the time since `since`; already late by the whole grace:
  // at once, after whatever the handler does in this turn.
  const wait = Math.max(0, graceMs - Math.max(0, lateMs) - (performance.now() - armed));
  const timer = wait > 0 ? setTimeout(deferNow, wait) : null;
  const immediate = wait > 0 ? null : setImmediate(deferNow);
  timer?.unref?.();
  const stop = (): void => {
    if (timer) clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
  };

  /** The handler's own call, or its translation once the guard has deferred. */
  const wrap = (name: string, own: Method, translate: (options: unknown) => Promise<unknown>): void => {
    target[name] = async (options?: unknown) => {
      if (state === "open") {
        state = "handler";
        stop();
      }
      if (state === "handler") {
        const answered = await own(options);
        acknowledged();
        return answered;
      }
      await deferring;
      return translate(options);
    };
  };

  wrap("reply", reply, async (options) => {
    // Deferred as an update of the component's message: a reply is a new message.
    if (kind === "update") return followUp(options);
    if (isPrivate(options) === (kind === "private")) return editReply(asEdit(options));
    // Visibility differs from the deferral: keep the placeholder short, post the answer as asked.
    await editReply({ content: translator(languageOf(i.locale))("errors.done") });
    return followUp(options);
  });
  // The guard updated the component's message, but the handler meant a private reply: its
  // editReply() calls must not land on that (possibly public) message, so they become one
  // private follow-up, edited in place afterwards.
  let privateFollowUp: Promise<Message> | null = null;
  wrap("deferReply", deferReply, async () => {
    if (kind !== "update") return undefined;
    const editFollowUp = original("editFollowUp") as (id: string, options: unknown) => Promise<unknown>;
    target.editReply = async (options?: unknown) => {
      if (!privateFollowUp) {
        privateFollowUp = followUp({ ...asEdit(options), flags: MessageFlags.Ephemeral | v2Of(options) }) as Promise<Message>;
        return privateFollowUp;
      }
      return editFollowUp((await privateFollowUp).id, asEdit(options));
    };
    return undefined;
  });
  if (update && deferUpdate) {
    wrap("update", update, (options) => editReply(asEdit(options)));
    wrap("deferUpdate", deferUpdate, async () => undefined);
  }

  return {
    disarm: stop,
  };
}

/** How long lateness readings are remembered for the usual delay (ArrivalDelays). */
const USUAL_WINDOW_MS = 10 * 60_000;

/**
 * How late interactions reach this process compared with usual: Discord stamps each with its
 * creation time (`createdTimestamp`); the delay to now is the network's plus any difference
 * between the two clocks plus, when the event loop is busy, the time it waited for its turn.
 * The least delay seen in the last ten minutes stands for the first two, so what exceeds it is
 * the wait: whatever the clocks say, a quiet process counts nothing as late.
 */
export class ArrivalDelays {
  /** The least delay seen per minute, for the last USUAL_WINDOW_MS. */
  readonly #least = new Map<number, number>();

  /** The delay of an interaction created at `createdMs` and reaching the process at `nowMs`, beyond the usual (0 or more). */
  late(createdMs: number, nowMs: number): number {
    const delay = nowMs - createdMs;
    const minute = Math.floor(nowMs / 60_000);
    this.#least.set(minute, Math.min(delay, this.#least.get(minute) ?? Infinity));
    let usual = Infinity;
    for (const [m, least] of this.#least) {
      if ((minute - m) * 60_000 >= USUAL_WINDOW_MS) this.#least.delete(m);
      else usual = Math.min(usual, least);
    }
    return Math.max(0, delay - usual);
  }
}

/**
 * A public reply whose message the caller needs (e.g. the lobby, which opens the game's
 * thread): the reply's own message, or the deferred response's once the guard deferred.
 */
export async function replyForMessage(i: RepliableInteraction, options: InteractionReplyOptions): Promise<Message | null> {
  const result: unknown = await i.reply({ ...options, withResponse: true });
  if (result !== null && typeof result === "object" && "resource" in result) {
    return (result as { resource?: { message?: Message | null } }).resource?.message ?? null;
  }
  // Translated by the guard into editReply, which resolves to the Message itself.
  return (result ?? null) as Message | null;
}

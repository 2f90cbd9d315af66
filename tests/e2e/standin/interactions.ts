// Dispatching interactions and following what the bot answers: the callback
// (POST /interactions/:id/:token/callback), then @original edits and follow-ups through
// /webhooks/:app/:token. Each interaction settles as soon as it is answered.
import { apiMessage } from "./api.ts";
import type { Gateway } from "./gateway.ts";
import {
  type Ctx, type Reply, type Router, HttpError, badRequest, invalidForm, isObject, noContent, ok, param, unknown,
} from "./http.ts";
import { uploadedNames, type Messages } from "./messages.ts";
import { copyMessage, type InteractionMeta, type StoredMessage, type World } from "./model.ts";
import type { InteractionOutcome } from "./types.ts";
import { validateChoices, validateMessage } from "./validate.ts";

interface Pending {
  id: string;
  token: string;
  kind: number;
  name: string;
  userId: string;
  channelId: string;
  componentMessageId: string | null;
  dispatchedAt: number;
  callbackType: number | null;
  ackMs: number;
  originalId: string | null;
  followupIds: string[];
  choices: { name: string; value: string | number }[] | null;
  modal: unknown;
  /** Edits of the component's message when a deferred update arrived. */
  editsAtDefer: number;
  settled: boolean;
  settle: () => void;
  fail: (e: Error) => void;
}

const ALLOWED: Record<number, number[]> = { 2: [4, 5, 9], 3: [4, 5, 6, 7, 9], 4: [8], 5: [4, 5, 6, 7] };

/** An interaction token answers (follow-ups, edits of @original) for 15 minutes, then 401 50027. */
const TOKEN_LIFETIME_MS = 15 * 60_000;

export class Interactions {
  private readonly byId = new Map<string, Pending>();
  private readonly byToken = new Map<string, Pending>();
  /** Interactions not yet settled (the ones a message edit may settle). */
  private readonly open = new Set<Pending>();
  private readonly promises = new Map<string, Promise<InteractionOutcome>>();
  /** Every token handed out, to check that none reaches the bot's logs. */
  readonly tokens: string[] = [];
  /** Added to the wall clock for the interaction deadlines (tests move time on without waiting). */
  clockOffsetMs = 0;

  private now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  constructor(
    private readonly world: World, private readonly gateway: Gateway, private readonly messages: Messages,
    private readonly problem: (text: string) => void,
    private readonly opts: { timeoutMs: number; ackDeadlineMs: number | null },
  ) {
    world.listeners.add((m) => {
      for (const p of [...this.open]) {
        if (p.callbackType === 5 && m.id === p.originalId && (m.flags & 128) === 0) p.settle();
        if (p.callbackType === 6 && m.id === p.componentMessageId && m.edits > p.editsAtDefer) p.settle();
      }
    });
  }

  /** Send the interaction to the connected client(s) and wait until it is answered. */
  dispatch(payload: Record<string, unknown> & { id: string; token: string; type: number; channel_id?: string }, name: string, userId: string, componentMessageId: string | null): Promise<InteractionOutcome> {
    if (this.gateway.sessions.size === 0) {
      return Promise.reject(new Error(`stand-in: no client has identified on the gateway, so nobody receives ${name} (start the bot and await waitForIdentify())`));
    }
    const promise = new Promise<InteractionOutcome>((resolve, reject) => {
      const p: Pending = {
        id: payload.id, token: payload.token, kind: payload.type, name, userId, channelId: payload.channel_id ?? "",
        componentMessageId, dispatchedAt: this.now(), callbackType: null, ackMs: -1, originalId: null, followupIds: [],
        choices: null, modal: null, editsAtDefer: 0, settled: false,
        settle: () => {
          if (p.settled) return;
          p.settled = true;
          this.open.delete(p);
          this.promises.delete(p.id);
          clearTimeout(timer);
          resolve(this.outcome(p));
        },
        fail: (e) => { if (!p.settled) { p.settled = true; this.open.delete(p); this.promises.delete(p.id); clearTimeout(timer); reject(e); } },
      };
      const timer = setTimeout(() => {
        const state = p.callbackType === null ? "was never acknowledged" : `was acknowledged with type ${p.callbackType} but never completed (no edit of @original${p.callbackType === 6 ? " or of the component's message" : ""}, no follow-up)`;
        p.fail(new Error(`stand-in: interaction ${name} (${p.id}) ${state} within ${this.opts.timeoutMs} ms`));
      }, this.opts.timeoutMs);
      this.byId.set(p.id, p);
      this.byToken.set(p.token, p);
      this.tokens.push(p.token);
      this.open.add(p);
      this.gateway.dispatch("INTERACTION_CREATE", payload);
    });
    this.promises.set(payload.id, promise);
    return promise;
  }

  private outcome(p: Pending): InteractionOutcome {
    const w = this.world;
    const o = { id: p.id, callbackType: p.callbackType ?? 0, ackMs: p.ackMs, choices: p.choices, modal: p.modal };
    return Object.defineProperties(o, {
      response: { enumerable: true, get: () => { const m = p.originalId ? w.messages.get(p.originalId) : undefined; return m ? copyMessage(m) : null; } },
      followups: { enumerable: true, get: () => p.followupIds.map((id) => w.messages.get(id)).filter((m): m is StoredMessage => m !== undefined).map(copyMessage) },
    }) as InteractionOutcome;
  }

  private meta(p: Pending): InteractionMeta {
    return { id: p.id, type: p.kind, name: p.name, userId: p.userId, componentMessageId: p.componentMessageId };
  }

  private channel(p: Pending) {
    const ch = this.world.channels.get(p.channelId);
    if (!ch) throw unknown("Channel", 10003);
    return ch;
  }

  callback(ctx: Ctx): Reply {
    const p = this.byId.get(param(ctx, 0));
    if (!p || p.token !== param(ctx, 1)) throw unknown("interaction", 10062);
    const elapsed = this.now() - p.dispatchedAt;
    if (p.callbackType !== null) throw badRequest("Interaction has already been acknowledged.", 40060);
    if (this.opts.ackDeadlineMs !== null && elapsed > this.opts.ackDeadlineMs) throw unknown("interaction", 10062);
    if (elapsed > 3000) this.problem(`interaction ${p.name} (${p.id}) acknowledged after ${elapsed} ms; Discord allows 3000`);
    const body = ctx.body.json;
    const type = typeof body.type === "number" ? body.type : -1;
    if (!(ALLOWED[p.kind] ?? []).includes(type)) throw invalidForm({ type: { _errors: [{ code: "INTERACTION_RESPONSE_TYPE_INVALID", message: `Callback type ${type} is not valid for interaction type ${p.kind}` }] } });
    const data = isObject(body.data) ? body.data : {};
    const flags = typeof data.flags === "number" ? data.flags : 0;
    let message: StoredMessage | null = null;
    switch (type) {
      case 4:
        message = this.messages.create(this.channel(p), data, ctx.body.files, { ephemeral: (flags & 64) !== 0, interaction: this.meta(p), type: p.kind === 2 ? 20 : 0 });
        p.originalId = message.id;
        break;
      case 5:
        message = this.messages.create(this.channel(p), { flags }, [], { ephemeral: (flags & 64) !== 0, interaction: this.meta(p), type: p.kind === 2 ? 20 : 0, loading: true, allowEmpty: true });
        p.originalId = message.id;
        break;
      case 6: case 7: {
        message = p.componentMessageId ? this.world.messages.get(p.componentMessageId) ?? null : null;
        if (!message) throw unknown("Message", 10008);
        p.originalId = message.id;
        p.editsAtDefer = message.edits;
        if (type === 7) this.messages.edit(message, data, ctx.body.files);
        break;
      }
      case 8: {
        const err = validateChoices(data).error;
        if (err) throw err;
        p.choices = (Array.isArray(data.choices) ? data.choices : []).filter(isObject).map((c) => ({ name: String(c.name), value: typeof c.value === "number" ? c.value : String(c.value) }));
        break;
      }
      case 9:
        if (typeof data.custom_id !== "string" || typeof data.title !== "string" || !Array.isArray(data.components)) throw invalidForm({ data: { _errors: [{ code: "BASE_TYPE_REQUIRED", message: "custom_id, title and components are required" }] } });
        p.modal = structuredClone(data);
        break;
    }
    p.callbackType = type;
    p.ackMs = elapsed;
    if (type === 4 || type === 7 || type === 8 || type === 9) p.settle();
    if (ctx.query.get("with_response") !== "true") return noContent();
    return ok({
      interaction: {
        id: p.id, type: p.kind, ...(message ? { response_message_id: message.id, response_message_loading: type === 5, response_message_ephemeral: message.ephemeral } : {}),
      },
      resource: { type, ...(message && type !== 6 ? { message: apiMessage(this.world, message) } : {}) },
    });
  }

  private pendingFor(ctx: Ctx): Pending {
    const p = this.byToken.get(param(ctx, 1));
    if (param(ctx, 0) !== this.world.appId || !p) throw unknown("Webhook", 10015);
    if (this.now() - p.dispatchedAt > TOKEN_LIFETIME_MS) throw new HttpError(401, { message: "Invalid Webhook Token", code: 50027 });
    return p;
  }

  /** @original or one of this interaction's follow-ups. */
  private target(p: Pending, which: string): StoredMessage {
    const id = which === "@original" ? p.originalId : p.followupIds.includes(which) || which === p.originalId ? which : null;
    const m = id ? this.world.messages.get(id) : undefined;
    if (!m || m.deleted) throw unknown("Message", 10008);
    return m;
  }

  private followup(ctx: Ctx): Reply {
    const p = this.pendingFor(ctx);
    if (p.callbackType === null || p.callbackType === 8 || p.callbackType === 9) throw unknown("Webhook", 10015);
    const body = ctx.body.json;
    const original = p.originalId ? this.world.messages.get(p.originalId) : undefined;
    let m: StoredMessage;
    if (p.callbackType === 5 && original && (original.flags & 128) !== 0) {
      // Discord's (deprecated) rule: the first follow-up after a deferred reply edits the loading message.
      m = this.messages.edit(original, body, ctx.body.files);
    } else {
      const flags = typeof body.flags === "number" ? body.flags : 0;
      const err = validateMessage(body, ctx.body.files.length, true, { attachmentNames: uploadedNames(body, ctx.body.files) }).error;
      if (err) throw err;
      m = this.messages.create(this.channel(p), body, ctx.body.files, { ephemeral: (flags & 64) !== 0, interaction: this.meta(p), type: p.kind === 2 ? 20 : 0 });
      p.followupIds.push(m.id);
      p.settle();
    }
    return ctx.query.get("wait") === "true" ? ok(apiMessage(this.world, m)) : noContent();
  }

  routes(router: Router): void {
    router
      .on("POST", "/interactions/:id/:token/callback", (ctx) => this.callback(ctx))
      .on("POST", "/webhooks/:app/:token", (ctx) => this.followup(ctx))
      .on("GET", "/webhooks/:app/:token/messages/:mid", (ctx) => ok(apiMessage(this.world, this.target(this.pendingFor(ctx), param(ctx, 2)))))
      .on("PATCH", "/webhooks/:app/:token/messages/:mid", (ctx) => {
        const m = this.messages.edit(this.target(this.pendingFor(ctx), param(ctx, 2)), ctx.body.json, ctx.body.files);
        return ok(apiMessage(this.world, m));
      })
      .on("DELETE", "/webhooks/:app/:token/messages/:mid", (ctx) => {
        this.messages.delete(this.target(this.pendingFor(ctx), param(ctx, 2)));
        return noContent();
      });
  }

  close(): void {
    for (const p of [...this.open]) {
      // Nobody may be waiting any more: do not turn this into an unhandled rejection.
      this.promises.get(p.id)?.catch(() => undefined);
      p.fail(new Error("stand-in closed"));
    }
  }
}

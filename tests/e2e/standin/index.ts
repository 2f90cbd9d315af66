// A small Discord-compatible server on 127.0.0.1 (REST + WebSocket gateway) that the real
// discord.js 14 client logs into, and that records everything the bot does. Tests drive it as
// users would: slash commands, autocomplete, buttons and select menus.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locale } from "discord.js";
import { apiChannel as apiChannelOf, apiMember, apiMessage } from "./api.ts";
import { CommandRegistry } from "./commands.ts";
import { Gateway, shardOf } from "./gateway.ts";
import { type Ctx, HttpError, type Reply, Router, parseBody, readBody } from "./http.ts";
import { Interactions } from "./interactions.ts";
import { Messages } from "./messages.ts";
import { copyChannel, copyMessage, snowflake, World, type StoredMessage } from "./model.ts";
import { messageText } from "./components.ts";
import { buildOptions, commonFields, componentData } from "./payloads.ts";
import { restRoutes } from "./rest.ts";
import type { InteractionOutcome, RecordedAttachment, RecordedChannel, RecordedMessage, RecordedNotification, RecordedRequest, StandInUser } from "./types.ts";

export type {
  InteractionOutcome, MessageNotification, RecordedAttachment, RecordedChannel, RecordedMessage, RecordedNotification, RecordedRequest, StandInUser,
} from "./types.ts";
export { allCustomIds, findComponent, interactiveComponents, IS_COMPONENTS_V2, messageText, textDisplays, walkComponents } from "./components.ts";

export interface StandInOptions {
  appId?: string;
  /** Gateway heartbeat interval sent in HELLO (default 41250 as Discord). */
  heartbeatIntervalMs?: number;
  /** How long command()/button()/… wait for the answer (default 10000). */
  interactionTimeoutMs?: number;
  /** Discord's global limit: requests per second a bot may make outside interaction routes (default 50). */
  globalRequestsPerSecond?: number;
  /** Refuse callbacks later than this with 10062, as Discord does (default 3000; null: accept, but list a problem). */
  ackDeadlineMs?: number | null;
}

type Options = Record<string, string | number | boolean>;

/** Whether the client's connection is closed, or closes within a second. */
function closedSoon(req: IncomingMessage): Promise<boolean> {
  if (req.socket.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(req.socket.destroyed), 1000);
    req.socket.once("close", () => { clearTimeout(timer); resolve(true); });
  });
}

/** Routes that need no bot token (interaction tokens authenticate them). */
const NO_AUTH = /^\/(interactions|webhooks|attachments|gateway$)/;

export class DiscordStandIn {
  readonly token = "standin-bot-token";
  readonly appId: string;
  readonly botUser: StandInUser;
  readonly guildId: string;
  readonly channelId: string;
  /** Every REST call, for debugging. */
  readonly requests: RecordedRequest[] = [];
  /** Calls to routes the stand-in does not know (each also answered 404 and listed in problems). */
  readonly unknownRoutes: { method: string; path: string; at: number }[] = [];
  /** What Discord would have refused or complained about: 4xx answers, late acknowledgements. */
  readonly problems: string[] = [];
  /** Requests answered 429 (see rateLimitNext); discord.js waits `retry_after` and sends them again. */
  readonly rateLimited: { method: string; path: string; at: number }[] = [];
  /** Times of the requests counted against the global limit (last second). */
  private readonly globalWindow: number[] = [];
  private readonly globalLimit: number;
  private readonly rateLimits: { method: string; pattern: RegExp; left: number; retryAfterS: number; refuse?: { status: number; message: string; code: number } }[] = [];
  private readonly holds: { method: string; pattern: RegExp; when: "before" | "after"; skip: number; reach: () => void; released: Promise<void> }[] = [];
  apiBase = "";
  gatewayUrl = "";

  private readonly world: World;
  private readonly gateway: Gateway;
  private readonly router = new Router();
  private readonly commands: CommandRegistry;
  private readonly interactions: Interactions;
  private readonly messagesApi: Messages;
  private server: Server | null = null;

  private constructor(opts: StandInOptions) {
    this.appId = opts.appId ?? snowflake();
    this.globalLimit = opts.globalRequestsPerSecond ?? 50;
    this.botUser = { id: this.appId, username: "Nusfjord", globalName: "Nusfjord" };
    this.world = new World(this.appId, this.botUser);
    this.guildId = this.world.guildId;
    this.channelId = this.world.channelId;
    this.gateway = new Gateway(this.world, opts.heartbeatIntervalMs ?? 41250, (p) => this.problems.push(p));
    const messages = new Messages(this.world, this.gateway);
    this.messagesApi = messages;
    this.commands = new CommandRegistry(this.appId);
    this.interactions = new Interactions(this.world, this.gateway, messages, (p) => this.problems.push(p), {
      timeoutMs: opts.interactionTimeoutMs ?? 10000, ackDeadlineMs: opts.ackDeadlineMs === undefined ? 3000 : opts.ackDeadlineMs,
    });
    this.interactions.routes(this.router);
    this.commands.routes(this.router, (id) => id === this.guildId);
    restRoutes(this.router, this.world, this.gateway, messages, () => ({ http: this.apiBase, ws: this.gatewayUrl }));
  }

  static async start(opts: StandInOptions = {}): Promise<DiscordStandIn> {
    const s = new DiscordStandIn(opts);
    const server = createServer((req, res) => void s.handle(req, res));
    s.gateway.attach(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    s.server = server;
    s.apiBase = `http://127.0.0.1:${port}/api`;
    s.gatewayUrl = `ws://127.0.0.1:${port}`;
    s.gateway.url = s.gatewayUrl;
    s.world.httpBase = s.apiBase;
    return s;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const entry: RecordedRequest = { method, path: url.pathname + url.search, at: Date.now(), status: 0 };
    this.requests.push(entry);
    let reply: Reply;
    // Discord's global rate limit (50 requests a second; interaction routes are exempt).
    const bare = url.pathname.replace(/^\/api(\/v\d+)?/, "");
    if (!/^\/(interactions|webhooks)\//.test(bare)) {
      const now = Date.now();
      while (this.globalWindow.length > 0 && (this.globalWindow[0] ?? 0) <= now - 1000) this.globalWindow.shift();
      if (this.globalWindow.length >= this.globalLimit) {
        const retryAfterS = Math.max(0.001, ((this.globalWindow[0] ?? now) + 1000 - now) / 1000);
        await readBody(req);
        this.rateLimited.push({ method, path: entry.path, at: entry.at });
        entry.status = 429;
        const text = JSON.stringify({ message: "You are being rate limited.", retry_after: retryAfterS, global: true });
        res.writeHead(429, {
          "content-type": "application/json", "content-length": Buffer.byteLength(text), "retry-after": String(Math.ceil(retryAfterS)),
          "x-ratelimit-global": "true", "x-ratelimit-scope": "global",
        });
        res.end(text);
        return;
      }
      this.globalWindow.push(now);
    }
    const limited = this.rateLimits.find((r) => r.left > 0 && r.method === method && r.pattern.test(decodeURIComponent(url.pathname).replace(/^\/api(\/v\d+)?/, "")));
    if (limited) {
      limited.left--;
      await readBody(req);
      if (limited.refuse) {
        const { status, message, code } = limited.refuse;
        const text = JSON.stringify({ message, code });
        entry.status = status;
        this.problems.push(`${method} ${entry.path} → ${status} ${text} (injected)`);
        res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
        res.end(text);
        return;
      }
      // Discord's 429: a JSON body with retry_after (seconds) and the rate-limit headers.
      this.rateLimited.push({ method, path: entry.path, at: entry.at });
      entry.status = 429;
      const text = JSON.stringify({ message: "You are being rate limited.", retry_after: limited.retryAfterS, global: false });
      res.writeHead(429, {
        "content-type": "application/json", "content-length": Buffer.byteLength(text), "retry-after": String(Math.ceil(limited.retryAfterS)),
        "x-ratelimit-limit": "5", "x-ratelimit-remaining": "0", "x-ratelimit-reset-after": String(limited.retryAfterS),
        "x-ratelimit-bucket": "standin-bucket", "x-ratelimit-scope": "user",
      });
      res.end(text);
      return;
    }
    const hold = this.takeHold(method, bare);
    if (hold?.when === "before") {
      hold.reach();
      await hold.released;
      // The client died while the request was held: it never reached Discord.
      if (await closedSoon(req)) return;
    }
    try {
      const path = url.pathname.replace(/^\/api/, "").replace(/^\/v\d+(?=\/)/, "");
      const route = this.router.match(method, path);
      if (!route) {
        this.unknownRoutes.push({ method, path: entry.path, at: entry.at });
        throw new HttpError(404, { message: "404: Not Found", code: 0 });
      }
      const authorization = req.headers.authorization ?? null;
      if (!NO_AUTH.test(path) && !/^Bot \S+/.test(authorization ?? "")) throw new HttpError(401, { message: "401: Unauthorized", code: 0 });
      const body = await parseBody(await readBody(req), req.headers["content-type"]);
      const ctx: Ctx = { method, path, params: route.params, query: url.searchParams, body, authorization };
      reply = await route.handler(ctx);
    } catch (e) {
      if (e instanceof HttpError) {
        reply = { status: e.status, json: e.body };
      } else {
        reply = { status: 500, json: { message: `stand-in failure: ${e instanceof Error ? e.message : String(e)}`, code: 0 } };
      }
      this.problems.push(`${method} ${entry.path} → ${reply.status} ${JSON.stringify(reply.json)}`);
    }
    entry.status = reply.status;
    if (hold?.when === "after") {
      // Done, but the answer waits: the client may die before it learns of it.
      hold.reach();
      await hold.released;
    }
    if (reply.bytes) {
      res.writeHead(reply.status, { "content-type": reply.bytes.contentType, "content-length": reply.bytes.data.length });
      res.end(reply.bytes.data);
    } else if (reply.status === 204 || reply.json === undefined) {
      res.writeHead(reply.status);
      res.end();
    } else {
      const text = JSON.stringify(reply.json);
      res.writeHead(reply.status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
      res.end(text);
    }
  }

  /**
   * Answer the next `count` requests of `method` whose path (after /api/v10) matches `pattern`
   * with 429 Too Many Requests and `retry_after` seconds, as Discord does when a route's bucket
   * is empty.
   */
  rateLimitNext(method: string, pattern: RegExp, count = 1, retryAfterS = 0.3): void {
    this.rateLimits.push({ method, pattern, left: count, retryAfterS });
  }

  /**
   * Hold the next request of `method` whose path (after /api/v10) matches `pattern`: `before`
   * Discord acts on it (dropped if the client is gone when released), or `after` it acted and
   * before the answer. `reached` resolves when the request got there; `release` lets it go on.
   * With the bot killed meanwhile, this is a crash exactly between two steps. `skip`: let that
   * many matching requests through first.
   */
  holdNext(method: string, pattern: RegExp, when: "before" | "after", skip = 0): { reached: Promise<void>; release: () => void } {
    let reach = () => undefined as void;
    const reached = new Promise<void>((r) => { reach = r; });
    let release = () => undefined as void;
    const released = new Promise<void>((r) => { release = r; });
    this.holds.push({ method, pattern, when, skip, reach, released });
    return { reached, release };
  }

  private takeHold(method: string, path: string) {
    const i = this.holds.findIndex((h) => h.method === method && h.pattern.test(decodeURIComponent(path)));
    const hold = this.holds[i];
    if (!hold) return null;
    if (hold.skip > 0) { hold.skip--; return null; }
    this.holds.splice(i, 1);
    return hold;
  }

  /** Answer the next `count` matching requests with this Discord error (e.g. 404 10015 Unknown Webhook); each is listed in problems. */
  refuseNext(method: string, pattern: RegExp, refusal: { status: number; message: string; code: number }, count = 1): void {
    this.rateLimits.push({ method, pattern, left: count, retryAfterS: 0, refuse: refusal });
  }

  /** Give back permissions taken with denyBot. */
  grantBot(channelId: string, permissions: bigint): void {
    const left = (this.world.botDenied.get(channelId) ?? 0n) & ~permissions;
    if (left === 0n) this.world.botDenied.delete(channelId);
    else this.world.botDenied.set(channelId, left);
    this.gateway.dispatch("CHANNEL_UPDATE", apiChannelOf(this.world, this.channelFor(channelId)), 1);
  }

  /** Archive a thread as a user or Discord's auto-archive would (no message is posted). */
  archiveThread(threadId: string): void {
    const th = this.channelFor(threadId);
    th.archived = true;
    th.archiveTimestamp = Date.now();
    this.gateway.dispatch("THREAD_UPDATE", apiChannelOf(this.world, th), 1);
  }

  /** Deny the bot permissions in a channel (and its threads), as a permission overwrite would. */
  denyBot(channelId: string, permissions: bigint): void {
    this.world.botDenied.set(channelId, (this.world.botDenied.get(channelId) ?? 0n) | permissions);
    const ch = this.channelFor(channelId);
    this.gateway.dispatch("CHANNEL_UPDATE", apiChannelOf(this.world, ch), 1);
  }

  /** Another text channel of the guild. */
  addTextChannel(name: string): string {
    const ch = this.world.addChannel({ type: 0, name, parentId: null, guildId: this.guildId });
    this.gateway.dispatch("CHANNEL_CREATE", apiChannelOf(this.world, ch), 1);
    return ch.id;
  }

  /** Move the interaction clock on (the 3-second and 15-minute deadlines) without waiting. */
  advanceClock(ms: number): void {
    this.interactions.clockOffsetMs += ms;
  }

  /** Every interaction token the stand-in handed out (none may appear in the bot's logs). */
  get interactionTokens(): readonly string[] {
    return this.interactions.tokens;
  }

  /**
   * A component interaction no Discord client would send (a custom id that is not on the
   * message), as a modified client could forge it: the bot must not trust it.
   */
  forgedButton(user: StandInUser, message: RecordedMessage, customId: string): Promise<InteractionOutcome> {
    const m = this.world.messages.get(message.id);
    if (!m) return Promise.reject(new Error(`stand-in (test bug): no message ${message.id}`));
    const common = commonFields(this.world, user, this.channelFor(m.channelId));
    return this.interactions.dispatch({ ...common, type: 3, data: { custom_id: customId, component_type: 2 }, message: apiMessage(this.world, m) }, `forged button ${customId}`, user.id, m.id);
  }

  /** A guild member; admin gives the Admins role (Administrator, Manage Guild). dmsClosed makes DMs to them fail (50007). */
  /** A new member of the server; `locale`: their Discord client's language (default en-US). */
  addUser(username: string, opts: { admin?: boolean; dmsClosed?: boolean; locale?: Locale } = {}): StandInUser {
    const user = this.world.addUser(username, opts);
    this.gateway.dispatch("GUILD_MEMBER_ADD", { ...apiMember(this.world, user.id), guild_id: this.guildId }, 1 << 1);
    return user;
  }

  /** A user changes their Discord client's language (their next interactions carry it). */
  setLocale(user: StandInUser, locale: Locale): void {
    const stored = this.world.users.get(user.id);
    if (!stored) throw new Error(`stand-in (test bug): no user ${user.username}`);
    stored.locale = locale;
  }

  /** The server's preferred language (Discord's `guild_locale`; default en-US). */
  setGuildLocale(locale: Locale): void { this.world.guildLocale = locale; }

  globalCommands(): unknown[] { return this.commands.globalBodies(); }
  /** The commands registered for one guild only. */
  guildCommands(guildId: string): unknown[] { return this.commands.guildBodies(guildId); }

  /** Every non-ephemeral message posted in the channel, thread or DM, in order (deleted ones too, flagged). */
  messages(channelId: string): RecordedMessage[] {
    return this.world.channelMessageList(channelId).map(copyMessage);
  }
  message(id: string): RecordedMessage | undefined {
    const m = this.world.messages.get(id);
    return m ? copyMessage(m) : undefined;
  }
  channels(): RecordedChannel[] { return [...this.world.channels.values()].map(copyChannel); }
  channel(id: string): RecordedChannel | undefined {
    const c = this.world.channels.get(id);
    return c ? copyChannel(c) : undefined;
  }
  /** A public thread a user opened in the stand-in's channel (not the bot's). */
  userThread(user: StandInUser, name: string): string {
    return this.world.addChannel({ type: 11, name, parentId: this.channelId, guildId: this.guildId, ownerId: user.id }).id;
  }

  threads(parentId?: string): RecordedChannel[] {
    return [...this.world.channels.values()].filter((c) => this.world.isThread(c) && (parentId === undefined || c.parentId === parentId)).map(copyChannel);
  }
  /** The DM channel between the bot and this user (opened if needed), e.g. to run a command there. */
  dmChannelId(userId: string): string {
    return this.world.openDm(userId).id;
  }

  /** Every file the bot uploaded, in any channel, ephemeral replies and edits included (copies). */
  uploads(): RecordedAttachment[] {
    return this.world.uploads.map((a) => ({ ...a }));
  }

  /**
   * For long runs (the soak benchmark): forget what was posted in a channel that is done with
   * (its messages, ephemeral replies in it included, their files and push notifications) and every recorded upload,
   * so the stand-in's own memory does not grow with the run. The channel itself stays.
   */
  forgetPosts(channelId: string): void {
    for (const [id, m] of this.world.messages) if (m.channelId === channelId) this.world.messages.delete(id);
    this.world.channelMessages.set(channelId, []);
    this.world.uploads.length = 0;
    const pushes = this.world.pushes;
    let kept = 0;
    for (const p of pushes) if (p.channelId !== channelId) pushes[kept++] = p;
    pushes.length = kept;
  }

  /**
   * The push notifications this person's phone showed, in order: one for each message that
   * pinged them when it appeared (or each message in their DM), with the text the push shows
   * ("" for a Components V2 message). See RecordedMessage.notification.
   */
  notifications(userId: string): RecordedNotification[] {
    return this.world.pushes.filter((p) => p.userId === userId).map((p) => ({ ...p }));
  }

  dmMessages(userId: string): RecordedMessage[] {
    const ch = this.world.dmChannelOf(userId);
    return ch ? this.messages(ch.id) : [];
  }
  /** Channel posts answered with an earlier message because their nonce repeated one (enforce_nonce). */
  get nonceRepeats(): number { return this.messagesApi.nonces.repeats; }

  /** Answer the next `n` channel posts with 502 after making them (the client then retries). */
  failAfterPosting(n: number): void { this.messagesApi.nonces.failAfterPost = n; }

  /** The shards ([id, count]) with a connected gateway session. */
  liveShards(): (readonly [number, number])[] { return this.gateway.liveShards(); }

  /** The shard of `count` that receives this guild's events (Discord's `(guild_id >> 22) % count`). */
  shardOfGuild(count: number, guildId = this.guildId): number { return shardOf(guildId, count); }

  /** Number of IDENTIFYs the gateway has received. */
  get identifyCount(): number { return this.gateway.identifies; }

  /** Number of successful RESUMEs. */
  get resumeCount(): number { return this.gateway.resumes; }

  /** Drop every gateway connection with a resumable close code; discord.js reconnects and resumes. */
  dropGatewayConnections(code = 4000): void {
    this.gateway.drop(code);
  }

  /**
   * Drop every gateway connection and keep the bot disconnected (its new connections get no
   * HELLO) until the returned function is called; it then resumes.
   */
  holdGateway(): () => void {
    this.gateway.hold();
    return () => this.gateway.release();
  }

  private channelFor(channelId: string) {
    const ch = this.world.channels.get(channelId);
    if (!ch) throw new Error(`stand-in (test bug): no channel ${channelId}`);
    return ch;
  }

  private chatInput(user: StandInUser, channelId: string, name: string, opts: { subcommand?: string; options?: Options }, focused: { name: string; value: string } | null): Promise<InteractionOutcome> {
    const ch = this.channelFor(channelId);
    const inDm = ch.type === 1;
    const cmd = this.commands.find(name, inDm ? null : this.guildId);
    if (!cmd) throw new Error(`stand-in (test bug): no command /${name} is registered${inDm ? " globally (DM)" : ""}; registered: ${[...this.commands.registered.values()].flat().map((c) => c.name).join(", ") || "none"}`);
    const contexts = Array.isArray(cmd.json.contexts) ? cmd.json.contexts : null;
    if (contexts && !contexts.includes(inDm ? 1 : 0)) throw new Error(`stand-in (test bug): /${name} is not available in ${inDm ? "DMs" : "servers"} (contexts ${JSON.stringify(contexts)})`);
    const required = typeof cmd.json.default_member_permissions === "string" ? BigInt(cmd.json.default_member_permissions) : null;
    if (!inDm && required !== null && (this.world.permissions(user.id) & required) !== required) {
      throw new Error(`stand-in (test bug): ${user.username} cannot see /${name} (default_member_permissions ${required})`);
    }
    const { options, resolved } = buildOptions(this.world, cmd, opts.subcommand, opts.options ?? {}, focused);
    const common = commonFields(this.world, user, ch);
    const data = {
      id: cmd.id, name, type: 1, ...(options.length > 0 ? { options } : {}), ...(resolved ? { resolved } : {}),
      ...(typeof cmd.json.guild_id === "string" ? { guild_id: cmd.json.guild_id } : {}),
    };
    const label = `/${name}${opts.subcommand ? ` ${opts.subcommand}` : ""}${focused ? " (autocomplete)" : ""}`;
    return this.interactions.dispatch({ ...common, type: focused ? 4 : 2, data }, label, user.id, null);
  }

  // async: a request the stand-in refuses at once is a rejected promise, like one refused later.
  async command(user: StandInUser, channelId: string, name: string, opts: { subcommand?: string; options?: Options } = {}): Promise<InteractionOutcome> {
    return this.chatInput(user, channelId, name, opts, null);
  }

  async autocomplete(user: StandInUser, channelId: string, name: string, focused: { name: string; value: string }, opts: { subcommand?: string; options?: Options } = {}): Promise<InteractionOutcome> {
    return this.chatInput(user, channelId, name, opts, focused);
  }

  private async component(user: StandInUser, message: RecordedMessage, customId: string, values: string[] | null): Promise<InteractionOutcome> {
    const m = this.world.messages.get(message.id);
    if (!m) throw new Error(`stand-in (test bug): no message ${message.id}`);
    const { data, message: apiMessage } = componentData(this.world, user, m, customId, values);
    const common = commonFields(this.world, user, this.channelFor(m.channelId));
    return this.interactions.dispatch({ ...common, type: 3, data, message: apiMessage }, `${values ? "select" : "button"} ${customId}`, user.id, m.id);
  }

  button(user: StandInUser, message: RecordedMessage, customId: string): Promise<InteractionOutcome> {
    return this.component(user, message, customId, null);
  }

  select(user: StandInUser, message: RecordedMessage, customId: string, values: string[]): Promise<InteractionOutcome> {
    return this.component(user, message, customId, values);
  }

  /**
   * The newest existing message in the channel that matches, else the first one posted or
   * edited later so that it matches (deleted and ephemeral messages never match).
   */
  waitForMessage(channelId: string, predicate: (m: RecordedMessage) => boolean, timeoutMs = 10000): Promise<RecordedMessage> {
    const existing = this.world.channelMessageList(channelId).filter((m) => !m.deleted).reverse().map(copyMessage).find(predicate);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const listener = (m: StoredMessage) => {
        if (m.channelId !== channelId || m.ephemeral || m.deleted) return;
        const c = copyMessage(m);
        let hit: boolean;
        try { hit = predicate(c); } catch (e) { done(); reject(e instanceof Error ? e : new Error(String(e))); return; }
        if (hit) { done(); resolve(c); }
      };
      const timer = setTimeout(() => {
        done();
        const last = this.world.channelMessageList(channelId).slice(-3).map((m) => JSON.stringify(messageText(m).slice(0, 80))).join(", ");
        reject(new Error(`stand-in: no matching message in channel ${channelId} within ${timeoutMs} ms (last: ${last || "none"})`));
      }, timeoutMs);
      const done = () => { clearTimeout(timer); this.world.listeners.delete(listener); };
      this.world.listeners.add(listener);
    });
  }

  /** Resolves when a client is connected and identified (or resumed); else at the next IDENTIFY. */
  waitForIdentify(timeoutMs = 10000): Promise<void> {
    return this.gateway.waitForIdentify(timeoutMs);
  }

  async close(): Promise<void> {
    this.interactions.close();
    this.gateway.close();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

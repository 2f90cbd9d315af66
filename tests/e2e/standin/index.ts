// A small Discord-compatible server on 127.0.0.1 (REST + WebSocket gateway) that the real
// discord.js 14 client logs into, and that records everything the bot does. Tests drive it as
// users would: slash commands, autocomplete, buttons and select menus.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { apiMember } from "./api.ts";
import { CommandRegistry } from "./commands.ts";
import { Gateway, shardOf } from "./gateway.ts";
import { type Ctx, HttpError, type Reply, Router, parseBody, readBody } from "./http.ts";
import { Interactions } from "./interactions.ts";
import { Messages } from "./messages.ts";
import { copyChannel, copyMessage, snowflake, World, type StoredMessage } from "./model.ts";
import { buildOptions, commonFields, componentData } from "./payloads.ts";
import { restRoutes } from "./rest.ts";
import type { InteractionOutcome, RecordedChannel, RecordedMessage, RecordedRequest, StandInUser } from "./types.ts";

export type { InteractionOutcome, RecordedAttachment, RecordedChannel, RecordedMessage, RecordedRequest, StandInUser } from "./types.ts";

export interface StandInOptions {
  appId?: string;
  /** Gateway heartbeat interval sent in HELLO (default 41250 as Discord). */
  heartbeatIntervalMs?: number;
  /** How long command()/button()/… wait for the answer (default 10000). */
  interactionTimeoutMs?: number;
  /** Refuse callbacks later than this, as Discord does after 3000 ms (default: accept, but list a problem). */
  ackDeadlineMs?: number | null;
}

type Options = Record<string, string | number | boolean>;

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
    this.botUser = { id: this.appId, username: "Nusfjord", globalName: "Nusfjord" };
    this.world = new World(this.appId, this.botUser);
    this.guildId = this.world.guildId;
    this.channelId = this.world.channelId;
    this.gateway = new Gateway(this.world, opts.heartbeatIntervalMs ?? 41250, (p) => this.problems.push(p));
    const messages = new Messages(this.world, this.gateway);
    this.messagesApi = messages;
    this.commands = new CommandRegistry(this.appId);
    this.interactions = new Interactions(this.world, this.gateway, messages, (p) => this.problems.push(p), {
      timeoutMs: opts.interactionTimeoutMs ?? 10000, ackDeadlineMs: opts.ackDeadlineMs ?? null,
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

  /** A guild member; admin gives the Admins role (Administrator, Manage Guild). dmsClosed makes DMs to them fail (50007). */
  addUser(username: string, opts: { admin?: boolean; dmsClosed?: boolean } = {}): StandInUser {
    const user = this.world.addUser(username, opts);
    this.gateway.dispatch("GUILD_MEMBER_ADD", { ...apiMember(this.world, user.id), guild_id: this.guildId }, 1 << 1);
    return user;
  }

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

  command(user: StandInUser, channelId: string, name: string, opts: { subcommand?: string; options?: Options } = {}): Promise<InteractionOutcome> {
    try { return this.chatInput(user, channelId, name, opts, null); } catch (e) { return Promise.reject(e); }
  }

  autocomplete(user: StandInUser, channelId: string, name: string, focused: { name: string; value: string }, opts: { subcommand?: string; options?: Options } = {}): Promise<InteractionOutcome> {
    try { return this.chatInput(user, channelId, name, opts, focused); } catch (e) { return Promise.reject(e); }
  }

  private component(user: StandInUser, message: RecordedMessage, customId: string, values: string[] | null): Promise<InteractionOutcome> {
    try {
      const m = this.world.messages.get(message.id);
      if (!m) throw new Error(`stand-in (test bug): no message ${message.id}`);
      const { data, message: apiMessage } = componentData(this.world, user, m, customId, values);
      const common = commonFields(this.world, user, this.channelFor(m.channelId));
      return this.interactions.dispatch({ ...common, type: 3, data, message: apiMessage }, `${values ? "select" : "button"} ${customId}`, user.id, m.id);
    } catch (e) {
      return Promise.reject(e);
    }
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
        try { hit = predicate(c); } catch (e) { done(); reject(e); return; }
        if (hit) { done(); resolve(c); }
      };
      const timer = setTimeout(() => {
        done();
        const last = this.world.channelMessageList(channelId).slice(-3).map((m) => JSON.stringify(m.content.slice(0, 80))).join(", ");
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

// The WebSocket gateway: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME, and
// dispatches (sequence numbers per session, replayed on resume). Clients may come and go:
// dispatches go to every session that is connected (or disconnected but resumable). Sharding
// as Discord does it: IDENTIFY says `shard: [id, count]`, and a guild's events go only to the
// sessions of its shard, `(guild_id >> 22) % count`; events of no guild (DMs) go to shard 0.
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import zlib from "node:zlib";
import { WebSocketServer, type WebSocket, type RawData } from "ws";
import { apiGuildCreate, apiMember, apiUser } from "./api.ts";
import { isObject } from "./http.ts";
import { snowflake, type World } from "./model.ts";

export interface Session {
  id: string;
  seq: number;
  intents: number;
  socket: Connection | null;
  /** Sent payloads (for replay on RESUME). */
  sent: { s: number; text: string }[];
  /** [shard id, shard count] from IDENTIFY ([0, 1] when not sharded). */
  shard: readonly [number, number];
}

/** The shard a guild belongs to, as Discord computes it. */
export function shardOf(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

function shardOfIdentify(v: unknown): [number, number] | null {
  if (v === undefined) return [0, 1];
  if (!Array.isArray(v) || v.length !== 2) return null;
  const [id, count] = v as unknown[];
  if (typeof id !== "number" || typeof count !== "number" || !Number.isInteger(id) || !Number.isInteger(count) || count < 1 || id < 0 || id >= count) return null;
  return [id, count];
}

class Connection {
  session: Session | null = null;
  private chain: Promise<void> = Promise.resolve();
  private readonly deflate: zlib.Deflate | null;
  identifyCompress = false;

  constructor(readonly ws: WebSocket, zlibStream: boolean) {
    this.deflate = zlibStream ? zlib.createDeflate({ chunkSize: 65535 }) : null;
  }

  get open(): boolean {
    return this.ws.readyState === this.ws.OPEN;
  }

  send(text: string): void {
    const deflate = this.deflate;
    if (!this.open) return;
    if (!deflate) {
      if (this.identifyCompress) this.ws.send(zlib.deflateSync(text));
      else this.ws.send(text);
      return;
    }
    // zlib-stream: one shared deflate context, each payload ends with a Z_SYNC_FLUSH.
    this.chain = this.chain.then(() => new Promise<void>((resolve) => {
      deflate.write(text);
      deflate.flush(zlib.constants.Z_SYNC_FLUSH, () => {
        const chunks: Buffer[] = [];
        for (let c: unknown = deflate.read(); c !== null; c = deflate.read()) if (Buffer.isBuffer(c)) chunks.push(c);
        if (this.open) this.ws.send(Buffer.concat(chunks));
        resolve();
      });
    }));
  }

  close(code: number, reason: string): void {
    if (this.open) this.ws.close(code, reason);
    this.deflate?.close();
  }
}

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  readonly sessions = new Map<string, Session>();
  private readonly connections = new Set<Connection>();
  private readonly identifyWaiters = new Set<() => void>();
  identifies = 0;
  resumes = 0;
  url = "";
  /** While the gateway is held (hold()), connections waiting for their HELLO; null when not held. */
  private held: Connection[] | null = null;

  constructor(private readonly world: World, private readonly heartbeatIntervalMs: number, private readonly log: (problem: string) => void) {}

  attach(server: Server): void {
    server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, req));
    });
  }

  private onConnection(ws: WebSocket, req: IncomingMessage): void {
    const query = new URL(req.url ?? "/", "http://x").searchParams;
    const conn = new Connection(ws, query.get("compress") === "zlib-stream");
    this.connections.add(conn);
    if ((query.get("encoding") ?? "json") !== "json") {
      this.log(`gateway: encoding ${query.get("encoding") ?? ""} is not supported by the stand-in`);
      conn.close(4002, "Only encoding=json is supported by the stand-in");
      return;
    }
    ws.on("message", (data: RawData, isBinary: boolean) => this.onMessage(conn, data, isBinary));
    ws.on("close", (code: number) => this.onClose(conn, code));
    ws.on("error", () => undefined);
    if (this.held) this.held.push(conn);
    else this.hello(conn);
  }

  private hello(conn: Connection): void {
    conn.send(JSON.stringify({ op: 10, d: { heartbeat_interval: this.heartbeatIntervalMs, _trace: ["stand-in"] }, s: null, t: null }));
  }

  /**
   * Drop every connection (resumable) and keep the clients out: a connection made meanwhile gets
   * no HELLO (discord.js waits for it up to a minute) until release().
   */
  hold(): void {
    this.held ??= [];
    this.drop(4000);
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const c of waiting) if (c.open) this.hello(c);
  }

  private onMessage(conn: Connection, data: RawData, isBinary: boolean): void {
    if (isBinary) return conn.close(4002, "Decode error");
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.isBuffer(data) ? data.toString("utf8") : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString("utf8"));
    } catch {
      return conn.close(4002, "Decode error");
    }
    if (!isObject(payload)) return conn.close(4002, "Decode error");
    const d = isObject(payload.d) ? payload.d : {};
    switch (payload.op) {
      case 1:
        conn.send(JSON.stringify({ op: 11, d: null, s: null, t: null }));
        return;
      case 2:
        return this.identify(conn, d);
      case 6:
        return this.resume(conn, d);
      case 8:
        if (!conn.session) return conn.close(4003, "Not authenticated.");
        return this.requestMembers(conn.session, d);
      case 3: case 4: case 31:
        if (!conn.session) conn.close(4003, "Not authenticated.");
        return;
      default:
        conn.close(4001, "Unknown opcode.");
    }
  }

  private identify(conn: Connection, d: Record<string, unknown>): void {
    if (conn.session) return conn.close(4005, "Already authenticated.");
    if (typeof d.token !== "string" || d.token.replace(/^Bot /, "").length === 0) return conn.close(4004, "Authentication failed.");
    const shard = shardOfIdentify(d.shard);
    if (!shard) return conn.close(4010, "Invalid shard.");
    conn.identifyCompress = d.compress === true;
    const session: Session = { id: snowflake(), seq: 0, intents: typeof d.intents === "number" ? d.intents : 0, socket: conn, sent: [], shard };
    conn.session = session;
    this.sessions.set(session.id, session);
    const w = this.world;
    const ours = shardOf(w.guildId, shard[1]) === shard[0];
    this.send(session, "READY", {
      v: 10, user_settings: {}, user: { ...apiUser(w, w.botUser.id), verified: true, mfa_enabled: false, email: null },
      guilds: ours ? [{ id: w.guildId, unavailable: true }] : [], session_id: session.id, session_type: "normal",
      resume_gateway_url: this.url, shard: [...shard],
      application: { id: w.appId, flags: 0 }, private_channels: [], relationships: [], presences: [], geo_ordered_rtc_regions: [],
    });
    if (ours) this.send(session, "GUILD_CREATE", apiGuildCreate(w));
    this.identifies++;
    for (const wake of [...this.identifyWaiters]) wake();
  }

  private resume(conn: Connection, d: Record<string, unknown>): void {
    const session = typeof d.session_id === "string" ? this.sessions.get(d.session_id) : undefined;
    const seq = typeof d.seq === "number" ? d.seq : 0;
    if (!session || conn.session || (session.socket && session.socket !== conn && session.socket.open)) {
      conn.send(JSON.stringify({ op: 9, d: false, s: null, t: null }));
      return;
    }
    session.socket = conn;
    conn.session = session;
    for (const p of session.sent) if (p.s > seq) conn.send(p.text);
    this.send(session, "RESUMED", null);
    this.resumes++;
    for (const wake of [...this.identifyWaiters]) wake();
  }

  /** op 8 for given user ids (what the Guilds intent allows): one GUILD_MEMBERS_CHUNK. */
  private requestMembers(session: Session, d: Record<string, unknown>): void {
    const w = this.world;
    const ids = Array.isArray(d.user_ids) ? d.user_ids.map(String) : typeof d.user_ids === "string" ? [d.user_ids] : [];
    const query = typeof d.query === "string" ? d.query.toLowerCase() : null;
    const members = [...w.users.values()]
      .filter((u) => ids.includes(u.user.id) || (query !== null && u.user.username.toLowerCase().startsWith(query)))
      .slice(0, typeof d.limit === "number" && d.limit > 0 ? d.limit : 100)
      .map((u) => apiMember(w, u.user.id));
    this.send(session, "GUILD_MEMBERS_CHUNK", {
      guild_id: w.guildId, members, chunk_index: 0, chunk_count: 1,
      not_found: ids.filter((id) => !w.users.has(id)), ...(typeof d.nonce === "string" ? { nonce: d.nonce } : {}),
    });
  }

  /** Close every client connection with a resumable code (as Discord does now and then). */
  drop(code: number): void {
    for (const c of this.connections) c.close(code, "stand-in dropped the connection");
  }

  private onClose(conn: Connection, code: number): void {
    this.connections.delete(conn);
    const s = conn.session;
    if (!s || s.socket !== conn) return;
    s.socket = null;
    // A clean close (1000/1001) ends the session, as on Discord; other codes leave it resumable.
    if (code === 1000 || code === 1001) this.sessions.delete(s.id);
  }

  private send(session: Session, t: string, d: unknown): void {
    session.seq++;
    const text = JSON.stringify({ op: 0, t, s: session.seq, d });
    session.sent.push({ s: session.seq, text });
    if (session.sent.length > 2000) session.sent.splice(0, session.sent.length - 2000);
    session.socket?.send(text);
  }

  /**
   * Dispatch an event to every session (connected now, or resumable) whose intents allow it and
   * whose shard the event's guild belongs to (shard 0 for events of no guild).
   */
  dispatch(t: string, d: unknown, intent = 0): number {
    let n = 0;
    const guildId = isObject(d) && typeof d.guild_id === "string" ? d.guild_id : null;
    for (const s of this.sessions.values()) {
      if (intent !== 0 && (s.intents & intent) === 0) continue;
      if ((guildId === null ? 0 : shardOf(guildId, s.shard[1])) !== s.shard[0]) continue;
      this.send(s, t, d);
      n++;
    }
    return n;
  }

  /** The shards ([id, count]) with a live session. */
  liveShards(): (readonly [number, number])[] {
    return this.live().map((s) => s.shard);
  }

  /** Sessions with an open socket. */
  live(): Session[] {
    return [...this.sessions.values()].filter((s) => s.socket?.open === true);
  }

  waitForIdentify(timeoutMs: number): Promise<void> {
    if (this.live().length > 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const wake = () => { clearTimeout(timer); this.identifyWaiters.delete(wake); resolve(); };
      const timer = setTimeout(() => {
        this.identifyWaiters.delete(wake);
        reject(new Error(`stand-in: no client identified on the gateway within ${timeoutMs} ms`));
      }, timeoutMs);
      this.identifyWaiters.add(wake);
    });
  }

  close(): void {
    for (const c of this.connections) c.close(1001, "stand-in closing");
    for (const c of this.wss.clients) c.terminate();
    this.wss.close();
  }
}

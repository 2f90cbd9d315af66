// The web view of the games (issue 38), served by each bot process when WEB_PORT is set, on
// 127.0.0.1 (the admin's reverse proxy faces the players: docs/admin.md, "The table in a browser"):
// - GET /g/<id>-<mac>: a game's public page (what everyone at the table may see); `?step=N` on a
//   finished game: its replay, step by step. /fragment: the part that changes; /events: the
//   game's version as server-sent events whenever it changes.
// - GET /h/<id>-<seat>-<expires>-<mac>: the same with that seat's C Buildings in hand (a private
//   link from /hand, good for 24 hours), with its own /fragment and /events.
// - GET /g/<key>/board.png, /g/<key>/harbor-<seat>.png (and the same under /h/<key>): the
//   drawings Discord shows (the compact board and harbors, in the game's language, what everyone
//   may see), drawn on the bot's image threads when it gives them (else here), kept per game
//   version; the page shows them with their alt text beside the facts as text.
// - GET /app.css, /app.js: the style sheet and the script (no inline script: a strict CSP).
// Keys: ./keys.ts. Pages: ./page.ts. No cookies. Fastify's request log is off (a URL holds a
// link's key); failures are logged without the URL.
import Fastify, { type LightMyRequestResponse, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { AddressInfo } from "node:net";
import type { ServerResponse } from "node:http";
import { ConfigError } from "../config.ts";
import type { Logger } from "../logger.ts";
import { summarize, type GameState } from "../engine/index.ts";
import { GameDamagedError, GameNotFoundError, nameIn, type GameRecord, type GameStore } from "../store/index.ts";
import { replaySteps, type ReplayStep } from "../bot/replay.ts";
import { languageOf, say, type Key, type Language } from "../i18n/index.ts";
import { renderBoard, renderHarbor, type ImageOptions } from "../../renderers/index.ts";
import { describeBoard, describeHarbor } from "../../renderers/describe.ts";
import type { Images } from "../bot/images/images.ts";
import { SCRIPT, STYLE } from "./assets.ts";
import { checkGameKey, checkHandKey } from "./keys.ts";
import { messagePage, tablePage, tableFragment, type TableView } from "./page.ts";

export interface WebServerOptions {
  readonly store: GameStore;
  readonly log: Logger;
  /** What the links are signed with (keys.ts: linkSecret). */
  readonly secret: Buffer;
  /** 0: any free port (see `port` once started). */
  readonly port: number;
  /** Default 127.0.0.1: only this machine (the proxy). */
  readonly host?: string;
  readonly now?: () => Date;
  /** Requests one address may make per minute (default 600). */
  readonly requestsPerMinute?: number;
  /** How often a watched game's version is read from the store (default 1000 ms). */
  readonly pollMs?: number;
  /** Who draws the pictures: the bot's image threads (ctx.images); default: drawn here, on this thread. */
  readonly images?: Pick<Images, "board" | "harbor">;
}

/** The pictures drawn here when no image threads are given (as renderers/index.ts draws them). */
const DRAWN_HERE: Pick<Images, "board" | "harbor"> = {
  board: (s, o) => renderBoard(s, o),
  harbor: (s, seat, o) => renderHarbor(s, seat, o),
};

/** Pictures kept (a few games' current versions). */
const PICTURES_KEPT = 48;

/** A picture's name in its route: the board, or a seat's harbor. */
type PictureName = "board" | `harbor-${number}`;

/** The compact pictures of a game as Discord shows them: in its language, the players by name. */
function pictureOptions(game: GameRecord): ImageOptions {
  return { names: game.seats.map((seat) => nameIn(game.language, seat)), layout: "compact", language: game.language };
}


/** What a page's key opens: a game, and the seat whose hand it shows (null: the public page). */
interface Opened { readonly gameId: number; readonly viewer: number | null }

/** The refusals a page can say (keys of `web.refused`, each with its `…Detail`). */
type Refused = "forged" | "expired" | "home" | "nothing" | "failed" | "gone" | "damaged" | "cancelled" | "notStarted" | "noReplay" | "noStep";

/**
 * A page's problem: its status and words, in the game's language when the link named a game we
 * know (`language`), else in the reader's browser's (Accept-Language).
 */
class PageRefusal extends Error {
  constructor(readonly status: number, readonly what: Refused, readonly vars: Readonly<Record<string, string | number>> = {}, readonly language?: Language) { super(what); }
}

/** The reader's language from their browser's Accept-Language (its first of ours), English otherwise. */
function browserLanguage(req: FastifyRequest): Language {
  const header = req.headers["accept-language"];
  const tags = (Array.isArray(header) ? header.join(",") : header ?? "").split(",").map((x) => x.split(";")[0]?.trim() ?? "");
  for (const tag of tags) {
    const lang = languageOf(tag);
    if (lang !== "en" || tag.toLowerCase().startsWith("en")) return lang;
  }
  return "en";
}

/** The watchers of one game's version: one poll for all of them. */
interface Watched { readonly streams: Set<ServerResponse>; version: number; timer: NodeJS.Timeout }

/** Finished games' replays, rebuilt once (they never change); a few kept. */
const REPLAYS_KEPT = 8;

export class WebServer {
  readonly #app: FastifyInstance;
  readonly #opts: WebServerOptions;
  readonly #watched = new Map<number, Watched>();
  readonly #replays = new Map<number, Promise<ReplayStep[]>>();
  readonly #pictures = new Map<string, Promise<Buffer>>();
  readonly #alts = new Map<string, { readonly board: string; readonly harbors: readonly string[] }>();
  #port: number | null = null;

  private constructor(app: FastifyInstance, opts: WebServerOptions) {
    this.#app = app;
    this.#opts = opts;
  }

  /** The server, with its routes, not yet listening (tests use `inject`). */
  static async create(opts: WebServerOptions): Promise<WebServer> {
    // No request log: a page's URL holds its key. trustProxy: the proxy in front says who asks (rate limits per player, not per proxy).
    const app = Fastify({ logger: false, trustProxy: "127.0.0.1,::1" });
    const server = new WebServer(app, opts);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"], scriptSrc: ["'self'"], styleSrc: ["'self'"], imgSrc: ["'self'"], connectSrc: ["'self'"],
          baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"], objectSrc: ["'none'"],
        },
      },
      referrerPolicy: { policy: "no-referrer" },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      max: opts.requestsPerMinute ?? 600, timeWindow: 60_000,
      errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, error: "Too Many Requests", message: `Too many requests: wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.` }),
    });
    server.#routes();
    return server;
  }

  /** Starts listening; a port in use is a ConfigError naming WEB_PORT. */
  static async start(opts: WebServerOptions): Promise<WebServer> {
    const server = await WebServer.create(opts);
    try {
      await server.#app.listen({ port: opts.port, host: opts.host ?? "127.0.0.1" });
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (code === "EADDRINUSE") throw new ConfigError(`WEB_PORT ${opts.port} is in use by another program: choose another port for the web view.`);
      throw e;
    }
    server.#port = (server.#app.server.address() as AddressInfo).port;
    return server;
  }

  /** The port it listens on (null before start). */
  get port(): number | null { return this.#port; }

  /** For tests: a request without a network. */
  inject(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.#app.inject({ method: "GET", url, headers });
  }

  /** How many games are watched live now (tests: one poll per game, however many watch it). */
  get watchedGames(): number { return this.#watched.size; }

  async close(): Promise<void> {
    for (const w of this.#watched.values()) {
      clearInterval(w.timer);
      for (const s of w.streams) s.end();
    }
    this.#watched.clear();
    await this.#app.close();
  }

  #routes(): void {
    const app = this.#app;
    app.get("/app.css", (_req, reply) => reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(STYLE));
    app.get("/app.js", (_req, reply) => reply.type("text/javascript; charset=utf-8").header("cache-control", "public, max-age=3600").send(SCRIPT));
    app.get("/", (req, reply) => this.#refuse(req, reply, new PageRefusal(404, "home")));
    for (const kind of ["g", "h"] as const) {
      app.get<{ Params: { key: string }; Querystring: { step?: string } }>(`/${kind}/:key`, (req, reply) => this.#page(kind, req, reply, false));
      app.get<{ Params: { key: string }; Querystring: { step?: string } }>(`/${kind}/:key/fragment`, (req, reply) => this.#page(kind, req, reply, true));
      app.get<{ Params: { key: string } }>(`/${kind}/:key/events`, (req, reply) => this.#events(kind, req, reply));
      app.get<{ Params: { key: string } }>(`/${kind}/:key/board.png`, (req, reply) => this.#picture(kind, req, reply, "board"));
      app.get<{ Params: { key: string; seat: string } }>(`/${kind}/:key/harbor-:seat.png`, (req, reply) => this.#picture(kind, req, reply, `harbor-${Number(req.params.seat)}`, req.params.seat));
    }
    app.setNotFoundHandler((req, reply) => this.#refuse(req, reply, new PageRefusal(404, "nothing")));
    app.setErrorHandler((e, req, reply) => {
      // Never the URL (it holds a key), never a stack in the answer.
      const status = (e as { statusCode?: unknown }).statusCode;
      if (status === 429) {
        const lang = browserLanguage(req);
        return reply.code(429).type("text/html; charset=utf-8").send(messagePage(lang, say(lang, "web.refused.tooMany"), say(lang, "web.refused.tooManyDetail")));
      }
      this.#opts.log.error({ err: e }, "the web view failed to answer a request");
      return this.#refuse(req, reply, new PageRefusal(500, "failed"));
    });
  }

  #refuse(req: FastifyRequest, reply: FastifyReply, r: PageRefusal): FastifyReply {
    const lang = r.language ?? browserLanguage(req);
    const title = r.what === "home" ? "Nusfjord" : say(lang, `web.refused.${r.what}` as Key, r.vars);
    const detail = say(lang, `web.refused.${r.what === "home" ? "home" : `${r.what}Detail`}` as Key, r.vars);
    return reply.code(r.status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(messagePage(lang, title, detail));
  }

  /** A game's language for a page about it that shows no table (undefined when it cannot be read). */
  async #languageOf(gameId: number): Promise<Language | undefined> {
    try {
      return (await this.#opts.store.gameRecord(gameId)).language;
    } catch {
      return undefined;
    }
  }

  async #open(kind: "g" | "h", key: string): Promise<Opened> {
    if (kind === "g") {
      const c = checkGameKey(this.#opts.secret, key);
      if (!c.ok) throw new PageRefusal(404, "forged");
      return { gameId: c.value.gameId, viewer: null };
    }
    const now = Math.floor((this.#opts.now?.() ?? new Date()).getTime() / 1000);
    const c = checkHandKey(this.#opts.secret, key, now);
    if (c.ok) return { gameId: c.value.gameId, viewer: c.value.seat };
    if (c.why !== "expired") throw new PageRefusal(404, "forged");
    // Signed by us, so its game is known: said in that game's language.
    const gameId = Number(key.split("-")[0]);
    throw new PageRefusal(410, "expired", {}, await this.#languageOf(gameId));
  }

  /** The game and its position, or why there is no table to show. */
  async #load(opened: Opened): Promise<{ game: GameRecord; state: GameState }> {
    let loaded;
    try {
      loaded = await this.#opts.store.loadGame(opened.gameId);
    } catch (e) {
      if (e instanceof GameNotFoundError) throw new PageRefusal(404, "gone");
      if (e instanceof GameDamagedError) throw new PageRefusal(503, "damaged", { game: opened.gameId }, await this.#languageOf(opened.gameId));
      throw e;
    }
    const { game, state } = loaded;
    if (opened.viewer !== null && game.seats[opened.viewer] === undefined) throw new PageRefusal(404, "forged");
    if (!state) {
      throw new PageRefusal(404, game.status === "abandoned" ? "cancelled" : "notStarted", { game: game.id }, game.language);
    }
    return { game, state };
  }

  async #replay(game: GameRecord): Promise<ReplayStep[]> {
    let steps = this.#replays.get(game.id);
    if (!steps) {
      steps = this.#opts.store.choiceLog(game.id).then((choices) => replaySteps(game, choices));
      steps.catch(() => this.#replays.delete(game.id));
      if (this.#replays.size >= REPLAYS_KEPT) this.#replays.delete(this.#replays.keys().next().value ?? -1);
      this.#replays.set(game.id, steps);
    }
    return steps;
  }

  async #page(kind: "g" | "h", req: FastifyRequest<{ Params: { key: string }; Querystring: { step?: string } }>, reply: FastifyReply, fragment: boolean): Promise<FastifyReply> {
    try {
      const opened = await this.#open(kind, req.params.key);
      const { game, state } = await this.#load(opened);
      let view: TableView = { game, state, viewer: opened.viewer };
      const step = req.query.step;
      if (step !== undefined && game.status === "finished") {
        const steps = await this.#replay(game).catch(() => null);
        const n = Number(step);
        if (!steps) throw new PageRefusal(404, "noReplay", { game: game.id }, game.language);
        if (!/^\d{1,5}$/.test(step) || n >= steps.length) throw new PageRefusal(404, "noStep", { game: game.id, last: steps.length - 1 }, game.language);
        const at = steps[n];
        if (at) view = { game, state: at.state, viewer: opened.viewer, replay: { step: n, steps: steps.length, from: at.from } };
      }
      const summary = summarize(view.state, opened.viewer ?? undefined);
      const base = `/${kind}/${req.params.key}`;
      // The drawings of the table now (not of a replay's step): what everyone may see, kept per version.
      if (!view.replay) {
        const alt = this.#altTexts(game, state);
        view = {
          ...view,
          pictures: {
            board: { src: `${base}/board.png?v=${game.version}`, alt: alt.board },
            harbors: alt.harbors.map((text, seat) => ({ seat, src: `${base}/harbor-${seat}.png?v=${game.version}`, alt: text })),
          },
        };
      }
      const body = fragment ? tableFragment(view, summary).markup : tablePage(view, summary, view.replay || game.status !== "active" ? undefined : { events: `${base}/events`, fragment: `${base}/fragment` });
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
    } catch (e) {
      if (e instanceof PageRefusal) return this.#refuse(req, reply, e);
      throw e;
    }
  }

  /** The pictures' alt texts of a game's version (as the images in Discord say them), kept: they take milliseconds to write. */
  #altTexts(game: GameRecord, state: GameState): { readonly board: string; readonly harbors: readonly string[] } {
    const id = `${game.id}:${game.version}`;
    let alt = this.#alts.get(id);
    if (!alt) {
      const shown = summarize(state);
      const options = pictureOptions(game);
      alt = { board: describeBoard(shown, options), harbors: shown.players.map((p) => describeHarbor(shown, p.seat, options)) };
      if (this.#alts.size >= PICTURES_KEPT) this.#alts.delete(this.#alts.keys().next().value ?? "");
      this.#alts.set(id, alt);
    }
    return alt;
  }

  /** A picture of a game's table now, as a PNG (404 for a link that opens no game, or a seat it does not have). */
  async #picture(kind: "g" | "h", req: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply, name: PictureName, seatText?: string): Promise<FastifyReply> {
    try {
      const opened = await this.#open(kind, req.params.key);
      const { game, state } = await this.#load(opened);
      const seat = seatText === undefined ? null : Number(seatText);
      if (seat !== null && (!/^[0-4]$/.test(seatText ?? "") || state.players[seat] === undefined)) throw new PageRefusal(404, "nothing");
      const id = `${game.id}:${game.version}:${name}`;
      let png = this.#pictures.get(id);
      if (!png) {
        const shown = summarize(state);
        const images = this.#opts.images ?? DRAWN_HERE;
        png = seat === null ? images.board(shown, pictureOptions(game)) : images.harbor(shown, seat, pictureOptions(game));
        png.catch(() => this.#pictures.delete(id));
        if (this.#pictures.size >= PICTURES_KEPT) this.#pictures.delete(this.#pictures.keys().next().value ?? "");
        this.#pictures.set(id, png);
      }
      const body = await png;
      // The page asks for each version by its own address (?v=): a browser may keep it.
      return reply.type("image/png").header("cache-control", "private, max-age=86400").send(body);
    } catch (e) {
      if (e instanceof PageRefusal) return this.#refuse(req, reply, e);
      throw e;
    }
  }

  async #events(kind: "g" | "h", req: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply): Promise<FastifyReply | undefined> {
    let game: GameRecord;
    try {
      const opened = await this.#open(kind, req.params.key);
      game = await this.#opts.store.gameRecord(opened.gameId);
    } catch (e) {
      if (e instanceof PageRefusal) return this.#refuse(req, reply, e);
      if (e instanceof GameNotFoundError) return this.#refuse(req, reply, new PageRefusal(404, "gone"));
      throw e;
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", connection: "keep-alive",
      // nginx: send each event at once (docs/admin.md).
      "x-accel-buffering": "no",
    });
    raw.write(`retry: 3000\nevent: version\ndata: ${game.version}\n\n`);
    this.#watch(game.id, game.version, raw);
    req.raw.on("close", () => this.#unwatch(game.id, raw));
    return undefined;
  }

  #watch(gameId: number, version: number, stream: ServerResponse): void {
    const known = this.#watched.get(gameId);
    if (known) { known.streams.add(stream); return; }
    const watched: Watched = { streams: new Set([stream]), version, timer: setInterval(() => { void this.#poll(gameId, watched); }, this.#opts.pollMs ?? 1000) };
    watched.timer.unref();
    this.#watched.set(gameId, watched);
  }

  #unwatch(gameId: number, stream: ServerResponse): void {
    const w = this.#watched.get(gameId);
    if (!w) return;
    w.streams.delete(stream);
    if (w.streams.size === 0) {
      clearInterval(w.timer);
      this.#watched.delete(gameId);
    }
  }

  #polling = new Set<number>();

  async #poll(gameId: number, w: Watched): Promise<void> {
    if (this.#polling.has(gameId)) return;
    this.#polling.add(gameId);
    try {
      const { version } = await this.#opts.store.gameRecord(gameId);
      if (version !== w.version) {
        w.version = version;
        for (const s of w.streams) s.write(`event: version\ndata: ${version}\n\n`);
      }
    } catch (e) {
      this.#opts.log.warn({ err: e, gameId }, "the web view could not read a watched game's version");
    } finally {
      this.#polling.delete(gameId);
    }
  }
}

// The web view's server (src/web/server.ts) through fastify's inject, on a real store: which
// links open what, what a refused link says, escaping, security headers, the logs, rate limits.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { createLogger } from "../../src/logger.ts";
import { parseConfig } from "../../src/config.ts";
import { gameKey, handKey, HAND_LINK_SECONDS, linkSecret, linksOf } from "../../src/web/keys.ts";
import { escapeHtml } from "../../src/web/page.ts";
import { WebServer } from "../../src/web/server.ts";
import { renderBoard, renderHarbor } from "../../renderers/index.ts";
import { logSink } from "../e2e/harness.ts";
import { lcg, openTestStore, playRandomly, startedGame, type TestStore } from "../store/helpers.ts";

const SECRET = linkSecret("a web secret for the tests only", undefined);
let t: TestStore;
let web: WebServer;
let logs: string[];

async function server(extra: { requestsPerMinute?: number } = {}): Promise<WebServer> {
  const sink = logSink();
  logs = sink.logs;
  return WebServer.create({ store: t.store, log: createLogger("debug", sink.sink), secret: SECRET, port: 0, now: t.now, ...extra });
}

beforeEach(async () => {
  t = await openTestStore();
  web = await server();
});
afterEach(async () => {
  await web.close();
  await t.close();
});

const nowUnix = (): number => Math.floor(t.now().getTime() / 1000);

describe("the web view's links", () => {
  it("a game's public link opens its table: game number, round, whose turn, scores, board, display, harbors and log", async () => {
    const { game } = await startedGame(t.store, 3, "web-public");
    const res = await web.inject(`/g/${gameKey(SECRET, game.id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const body = res.body;
    expect(body).toContain('<html lang="en">');
    expect(body).toContain(`game #${game.id}`);
    expect(body).toMatch(/Round 1 of 7, (Fishing|Work) phase/);
    for (const heading of ["Whose turn", "Scores so far", "Action board", "Banquet table", "Ship supply", "Elders on offer", "Building display", "Harbors", "Log (latest first)"]) expect(body).toContain(heading);
    for (const name of ["Player 1", "Player 2", "Player 3"]) expect(body).toContain(name);
    // Each display card's full text behind a tap.
    expect(body).toMatch(/<details class="card"><summary><b>[^<]+<\/b>/);
    // The public page shows no hand.
    expect(body).not.toContain("Your hand");
  });

  it("a forged key, a key of another game and a key with a changed id are refused with a plain 404 page, never a stack", async () => {
    const { game } = await startedGame(t.store, 2, "web-forged");
    const other = await startedGame(t.store, 2, "web-other");
    const otherKey = gameKey(SECRET, other.game.id);
    const forged = [
      `/g/${game.id}-AAAAAAAAAAAAAAAAAAAAAA`,
      `/g/${game.id}-${otherKey.split("-").slice(1).join("-")}`,
      `/g/${game.id}`,
      `/g/${gameKey(linkSecret("another secret entirely, not ours", undefined), game.id)}`,
      `/h/${game.id}-0-${nowUnix() + 3600}-AAAAAAAAAAAAAAAAAAAAAA`,
    ];
    for (const url of forged) {
      const res = await web.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("This link does not open a game");
      expect(res.body).toContain("Check that you copied the whole link");
      expect(res.body).not.toMatch(/at .*\.ts:\d+|Error:/);
    }
  });

  it("a hand link opens that seat's hand only, and says so; once expired it is refused with 410 and what to do", async () => {
    const { game, state } = await startedGame(t.store, 2, "web-hand");
    // Put a C Building in seat 1's hand, none in seat 0's: what the page shows is that seat's own.
    const withHand = { ...state, players: state.players.map((p, i) => (i === 1 ? { ...p, hand: [state.pileC[0] ?? "C147"] } : { ...p, hand: [] })), pileC: state.pileC.slice(1) };
    await t.store.db.snapshot.update({ where: { gameId: game.id }, data: { state: JSON.stringify(withHand) } });
    const expires = nowUnix() + HAND_LINK_SECONDS;
    const mine = await web.inject(`/h/${handKey(SECRET, game.id, 1, expires)}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain("Your hand (only you see this page)");
    const cardName = (await t.store.loadGame(game.id)).state?.players[1]?.hand[0];
    expect(cardName).toBeDefined();
    const theirs = await web.inject(`/h/${handKey(SECRET, game.id, 0, expires)}`);
    expect(theirs.body).toContain("You hold no C Buildings.");
    const publicPage = await web.inject(`/g/${gameKey(SECRET, game.id)}`);
    const cardTitle = /<section class="panel wide" aria-labelledby="hand">.*?<b>([^<]+)<\/b>/s.exec(mine.body)?.[1];
    expect(cardTitle).toBeTruthy();
    expect(theirs.body).not.toContain(`<b>${cardTitle ?? "?"}</b>`);
    expect(publicPage.body).not.toContain(`<b>${cardTitle ?? "?"}</b>`);
    t.advance((HAND_LINK_SECONDS + 1) * 1000);
    const expired = await web.inject(`/h/${handKey(SECRET, game.id, 1, expires)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain("This link to your hand has expired");
    expect(expired.body).toContain("Use /hand in the game&#39;s thread");
  });

  it("the bot's links are signed with WEB_SECRET under WEB_URL, and there are none while WEB_PORT is unset", () => {
    expect(linksOf(parseConfig({ DISCORD_TOKEN: "token-for-the-test" }))).toBeNull();
    const links = linksOf(parseConfig({ DISCORD_TOKEN: "token-for-the-test", WEB_PORT: "8080", WEB_URL: "https://table.example.org/", WEB_SECRET: "a web secret for the tests only" }));
    expect(links?.game(7)).toBe(`https://table.example.org/g/${gameKey(SECRET, 7)}`);
    const hand = links?.hand(7, 2, new Date("2026-01-01T12:00:00Z")) ?? "";
    expect(hand).toBe(`https://table.example.org/h/${handKey(SECRET, 7, 2, Date.UTC(2026, 0, 1, 12) / 1000 + HAND_LINK_SECONDS)}`);
    expect(linksOf(parseConfig({ DISCORD_TOKEN: "token-for-the-test", WEB_PORT: "8080" }))?.game(1)).toMatch(/^http:\/\/localhost:8080\/g\/1-[A-Za-z0-9_-]{22}$/);
  });

  it("a new token makes new links: without WEB_SECRET the key comes from DISCORD_TOKEN", () => {
    expect(gameKey(linkSecret(undefined, "token-one"), 1)).not.toBe(gameKey(linkSecret(undefined, "token-two"), 1));
    expect(gameKey(linkSecret(undefined, "token-one"), 1)).toBe(gameKey(linkSecret(undefined, "token-one"), 1));
  });
});

describe("what a page says about its game", () => {
  it("the one escape function turns every character that could open markup or leave an attribute into a character reference", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\`</a>`)).toBe("&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#96;&#60;/a&#62;");
    expect(escapeHtml("Ann · Bø ★")).toBe("Ann · Bø ★");
  });

  it("a player's hostile display name is shown as text, never as markup", async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>&amp;'`;
    const created = await t.store.createGame({
      guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seed: "web-hostile",
      seats: [{ userId: "u0", displayName: hostile }, { userId: "u1", displayName: "Bo" }],
    });
    await t.store.startGame(created.id, "u0");
    const res = await web.inject(`/g/${gameKey(SECRET, created.id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert");
    expect(res.body).not.toContain("<img src=x");
    expect(res.body).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#60;img src=x onerror=alert(1)&#62;&#38;amp;&#39;");
    // The only script is the page's own, from its own route.
    expect(res.body.match(/<script/g)).toEqual(["<script"]);
    expect(res.body).toContain('<script src="/app.js" defer></script>');
  });

  it("a paused game's page says so, and so does a game set aside as damaged (503) and one not started yet", async () => {
    const { game } = await startedGame(t.store, 2, "web-paused");
    await t.store.updateSettings(game.id, { userId: "u0" }, { paused: true });
    expect((await web.inject(`/g/${gameKey(SECRET, game.id)}`)).body).toContain("The host has paused this game: nobody can play until they resume it.");
    const damaged = await startedGame(t.store, 2, "web-damaged");
    const edited = { ...damaged.state, players: damaged.state.players.map((p, i) => (i === 0 ? { ...p, supply: { ...p.supply, gold: p.supply.gold + 50 } } : p)) };
    await t.store.db.snapshot.update({ where: { gameId: damaged.game.id }, data: { state: JSON.stringify(edited) } });
    await t.store.checkRunningGames();
    const res = await web.inject(`/g/${gameKey(SECRET, damaged.game.id)}`);
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain(`Game #${damaged.game.id} is set aside`);
    const lobby = await t.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seed: "web-lobby", seats: [{ userId: "u0", displayName: "Ann" }] });
    const waiting = await web.inject(`/g/${gameKey(SECRET, lobby.id)}`);
    expect(waiting.statusCode).toBe(404);
    expect(waiting.body).toContain(`Game #${lobby.id} has not started yet`);
  });

  it("the events stream sends the game's version at once and again after a move, one poll per game for all its watchers; the fragment then carries the new version", async () => {
    const { game, state } = await startedGame(t.store, 2, "web-live");
    const key = gameKey(SECRET, game.id);
    const before = await web.inject(`/g/${key}/fragment`);
    expect(before.body).toMatch(new RegExp(`^<div id="live" data-version="${game.version}">`));
    const live = await WebServer.start({ store: t.store, log: createLogger("error", logSink().sink), secret: SECRET, port: 0, now: t.now, pollMs: 50 });
    const streams = [new AbortController(), new AbortController()];
    try {
      const readers = await Promise.all(streams.map(async (abort) => {
        const res = await fetch(`http://127.0.0.1:${live.port ?? 0}/g/${key}/events`, { signal: abort.signal });
        expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
        return res.body?.getReader();
      }));
      const decoder = new TextDecoder();
      const nextVersion = async (reader: ReadableStreamDefaultReader<Uint8Array> | undefined): Promise<number> => {
        let text = "";
        for (;;) {
          const { value, done } = await (reader ?? missingReader()).read();
          if (done) throw new Error("the stream ended");
          text += decoder.decode(value);
          const m = /event: version\ndata: (\d+)\n\n/.exec(text);
          if (m) return Number(m[1]);
        }
      };
      expect(await Promise.all(readers.map(nextVersion))).toEqual([game.version, game.version]);
      expect(live.watchedGames).toBe(1);
      const seat = pendingSeats(state)[0] ?? 0;
      const applied = await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, seat, choiceId: legalChoices(state, seat)[0]?.id ?? "pass" });
      expect(applied.version).toBeGreaterThan(game.version);
      expect(await Promise.all(readers.map(nextVersion))).toEqual([applied.version, applied.version]);
      const after = await web.inject(`/g/${key}/fragment`);
      expect(after.body).toMatch(new RegExp(`^<div id="live" data-version="${applied.version}">`));
    } finally {
      for (const a of streams) a.abort();
      await live.close();
    }
  });
});

function missingReader(): never {
  throw new Error("the events answer had no body");
}

describe("the pictures in the page", () => {
  it("shows the board and each harbor as Discord draws them, with their alt text; the picture routes answer a PNG for a good link and 404 for a forged one or a seat the game lacks", async () => {
    const { game } = await startedGame(t.store, 3, "web-pictures");
    const key = gameKey(SECRET, game.id);
    const body = (await web.inject(`/g/${key}`)).body;
    expect(body).toContain(`<img src="/g/${key}/board.png?v=${game.version}" alt="Nusfjord board.`);
    for (const seat of [0, 1, 2]) expect(body).toContain(`<img src="/g/${key}/harbor-${seat}.png?v=${game.version}" alt="`);
    expect(body).toContain("Harbor of Player 2, as drawn in Discord");
    for (const url of [`/g/${key}/board.png`, `/g/${key}/harbor-2.png`, `/h/${handKey(SECRET, game.id, 1, nowUnix() + 60)}/harbor-0.png`]) {
      const res = await web.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(String(res.headers["content-security-policy"])).toContain("img-src 'self'");
    }
    for (const url of [`/g/${game.id}-AAAAAAAAAAAAAAAAAAAAAA/board.png`, `/g/${key}/harbor-3.png`, `/g/${key}/harbor-9.png`, `/h/${game.id}-0-${nowUnix() + 60}-AAAAAAAAAAAAAAAAAAAAAA/board.png`]) {
      const res = await web.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
    }
  });

  it("draws through the image threads it is given, once per game version, in the game's language", async () => {
    const created = await t.store.createGame({
      guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seed: "web-pictures-de", language: "de",
      seats: [{ userId: "u0", displayName: "Ann" }, { userId: "u1", displayName: "Bo" }],
    });
    const { game, state } = await t.store.startGame(created.id, "u0");
    const drawn: string[] = [];
    await web.close();
    web = await WebServer.create({
      store: t.store, log: createLogger("error", logSink().sink), secret: SECRET, port: 0, now: t.now,
      images: {
        board: (s, o) => { drawn.push(`board ${o?.language ?? "?"}`); return renderBoard(s, o); },
        harbor: (s, seat, o) => { drawn.push(`harbor-${seat} ${o?.language ?? "?"}`); return renderHarbor(s, seat, o); },
      },
    });
    const key = gameKey(SECRET, game.id);
    expect((await web.inject(`/g/${key}`)).body).toMatch(/<img src="[^"]+board.png\?v=\d+" alt="Nusfjord-Spielplan/);
    for (let i = 0; i < 3; i++) expect((await web.inject(`/g/${key}/board.png`)).statusCode).toBe(200);
    await web.inject(`/g/${key}/harbor-1.png`);
    expect(drawn).toEqual(["board de", "harbor-1 de"]);
    const seat = pendingSeats(state)[0] ?? 0;
    await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat}` }, seat, choiceId: legalChoices(state, seat)[0]?.id ?? "pass" });
    await web.inject(`/g/${key}/board.png`);
    expect(drawn).toEqual(["board de", "harbor-1 de", "board de"]);
  });
});

describe("a finished game's page", () => {
  it("shows the final table without following it live, and steps through the replay with ?step=N; a step that does not exist is refused", async () => {
    const { game } = await startedGame(t.store, 2, "web-finished");
    await playRandomly(t.store, game.id, 3000, lcg(38));
    expect((await t.store.gameRecord(game.id)).status).toBe("finished");
    const key = gameKey(SECRET, game.id);
    const final = await web.inject(`/g/${key}`);
    expect(final.statusCode).toBe(200);
    expect(final.body).toContain("The game is over");
    expect(final.body).toContain("<h2 id=\"scores\">Scores</h2>");
    expect(final.body).not.toContain("data-events");
    const start = await web.inject(`/g/${key}?step=0`);
    const steps = Number(/Replay: step 0 of (\d+) \(the start\)/.exec(start.body)?.[1]);
    expect(steps).toBeGreaterThan(20);
    expect(start.body).toContain('<a href="?step=1">Next step</a>');
    expect(start.body).toContain("Round 1 of 7");
    const last = await web.inject(`/g/${key}?step=${steps}`);
    expect(last.body).toContain(`Replay: step ${steps} of ${steps}.`);
    expect(last.body).toContain(`<a href="?step=${steps - 1}">Previous step</a>`);
    expect(last.body).not.toContain("Next step");
    for (const bad of [String(steps + 1), "abc", "-1"]) {
      const res = await web.inject(`/g/${key}?step=${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.body).toContain(`Game #${game.id}&#39;s replay has steps 0 to ${steps}.`);
    }
  });
});

describe("safe to expose", () => {
  it("every answer carries a strict Content-Security-Policy (no inline script) and the other security headers, and sets no cookie", async () => {
    const { game } = await startedGame(t.store, 2, "web-headers");
    for (const url of [`/g/${gameKey(SECRET, game.id)}`, "/g/1-forged", "/app.js", "/nothing/here"]) {
      const res = await web.inject(url);
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("no log line holds a link's key, even when a page fails", async () => {
    const { game } = await startedGame(t.store, 2, "web-logs");
    const key = gameKey(SECRET, game.id);
    await web.inject(`/g/${key}`);
    await web.inject(`/g/${key}/fragment`);
    await web.inject(`/h/${handKey(SECRET, game.id, 0, nowUnix() + 60)}`);
    await t.close();
    const failed = await web.inject(`/g/${key}`);
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toContain("This page could not be shown just now");
    t = await openTestStore();
    expect(logs.length).toBeGreaterThan(0);
    const mac = key.split("-")[1] ?? "?";
    expect(logs.filter((l) => l.includes(mac))).toEqual([]);
  });

  it("one address asking too often is answered 429 with a plain page", async () => {
    await web.close();
    web = await server({ requestsPerMinute: 3 });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await web.inject("/app.css")).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const res = await web.inject("/app.css");
    expect(res.body).toContain("Wait a minute and try again.");
  });

  it("without WEB_PORT there is no web view: the setting is off by default and an empty one means off", () => {
    expect(parseConfig({})).toMatchObject({ webPort: null, webUrl: null });
    expect(parseConfig({ WEB_PORT: "" })).toMatchObject({ webPort: null });
    expect(parseConfig({ WEB_PORT: "0" })).toMatchObject({ webPort: 0, webUrl: "http://localhost:0" });
    expect(() => parseConfig({ WEB_URL: "https://x.example" })).toThrow(/WEB_URL is set .* but WEB_PORT is not/);
    expect(() => parseConfig({ WEB_PORT: "80a" })).toThrow(/WEB_PORT must be a port number/);
    expect(() => parseConfig({ WEB_PORT: "8080", WEB_SECRET: "short" })).toThrow(/WEB_SECRET must be at least 16 characters/);
  });

  it("WEB_HOST: the web view listens on 127.0.0.1 unless told (0.0.0.0 in a container); malformed, or set without WEB_PORT, it stops the bot", () => {
    expect(parseConfig({ WEB_PORT: "8080" })).toMatchObject({ webHost: "127.0.0.1" });
    expect(parseConfig({ WEB_PORT: "8080", WEB_HOST: "" })).toMatchObject({ webHost: "127.0.0.1" });
    expect(parseConfig({ WEB_PORT: "8080", WEB_HOST: "0.0.0.0" })).toMatchObject({ webHost: "0.0.0.0" });
    expect(parseConfig({ WEB_PORT: "8080", WEB_HOST: "::" })).toMatchObject({ webHost: "::" });
    expect(() => parseConfig({ WEB_PORT: "8080", WEB_HOST: "not a host!" })).toThrow(/^WEB_HOST must be an IP address/);
    expect(() => parseConfig({ WEB_HOST: "0.0.0.0" })).toThrow('WEB_HOST is set ("0.0.0.0") but WEB_PORT is not: set WEB_PORT to the port of the web view, or remove WEB_HOST.');
  });
});

// The web view's figures (issue 38; a benchmark, not a test): a 5-player game played to round 4
// in the store, its public page served by src/web/server.ts on a local port:
// - the page's size (bytes of HTML, and of the style sheet and script it loads once);
// - the server's time to answer the page (median of 20), and in Debian's Chromium (when
//   installed) the time to first contentful paint of the page at 390 x 844, and the delay from
//   a move to the open page showing it without a reload;
// - requests per second one process serves (the page, 8 clients at once, 3 s), with no game
//   played and while two other games are played in the same store, a move every 100 ms each.
//
// `npm run bench` runs it (tests/bench/run.ts), or alone: `npx tsx tests/bench/web.ts`.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { createLogger } from "../../src/logger.ts";
import type { GameStore } from "../../src/store/index.ts";
import { gameKey, linkSecret } from "../../src/web/keys.ts";
import { WebServer } from "../../src/web/server.ts";
import { logSink } from "../e2e/harness.ts";
import { lcg, randomMove } from "../engine/helpers.ts";
import { openTestStore, startedGame } from "../store/helpers.ts";
import { median } from "./median.ts";

/** Plays random moves of game `gameId` until round `round` (or `moves` moves); resolves to the moves made. */
async function play(store: GameStore, gameId: number, seed: number, until: { round?: number; moves?: number; stop?: () => boolean }): Promise<number> {
  const rand = lcg(seed);
  let n = 0;
  for (;;) {
    const { state } = await store.loadGame(gameId);
    if (!state || (until.round !== undefined && state.round >= until.round) || (until.moves !== undefined && n >= until.moves) || until.stop?.()) return n;
    const move = randomMove(state, rand);
    if (!move) return n;
    await store.applyChoice({ gameId, actor: { userId: `u${move.seat}` }, seat: move.seat, choiceId: move.choiceId });
    n++;
  }
}

export async function benchWeb(): Promise<void> {
  const t = await openTestStore();
  const secret = linkSecret("the web view's benchmark secret", undefined);
  const web = await WebServer.start({ store: t.store, log: createLogger("error", logSink().sink), secret, port: 0, requestsPerMinute: 10_000_000 });
  try {
    const { game } = await startedGame(t.store, 5, "bench-web");
    await play(t.store, game.id, 38, { round: 4 });
    const base = `http://127.0.0.1:${web.port ?? 0}`;
    const url = `${base}/g/${gameKey(secret, game.id)}`;
    const html = await (await fetch(url)).text();
    const css = await (await fetch(`${base}/app.css`)).text();
    const js = await (await fetch(`${base}/app.js`)).text();
    const served: number[] = [];
    for (let k = 0; k < 20; k++) {
      const at = performance.now();
      await (await fetch(url)).text();
      served.push(performance.now() - at);
    }
    console.log(`web view: a 5-player game's page in round 4: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML (+ ${(Buffer.byteLength(css) / 1024).toFixed(1)} KB style, ${(Buffer.byteLength(js) / 1024).toFixed(1)} KB script, loaded once), served in ${median(served).toFixed(1)} ms (median of 20)`);

    if (existsSync("/usr/bin/chromium")) {
      const profile = mkdtempSync(join(tmpdir(), "nusfjord-bench-chromium-"));
      const browser = await chromium.launchPersistentContext(profile, { executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
      try {
        const paints: number[] = [];
        for (let k = 0; k < 5; k++) {
          const page = await browser.newPage();
          await page.setViewportSize({ width: 390, height: 844 });
          await page.goto(url, { waitUntil: "load" });
          paints.push(await page.evaluate<number>("new Promise((done) => new PerformanceObserver((list) => { const e = list.getEntriesByName('first-contentful-paint')[0]; if (e) done(e.startTime); }).observe({ type: 'paint', buffered: true }))"));
          await page.close();
        }
        console.log(`web view: first contentful paint in Chromium at 390 x 844: ${median(paints).toFixed(0)} ms (median of 5, from the start of navigation)`);
        // From a move stored (the moment its post goes out) to the open page showing it, live:
        // the version poll (once a second), the event, the fragment fetched and swapped in.
        const page = await browser.newPage();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(url, { waitUntil: "load" });
        const delays: number[] = [];
        for (let k = 0; k < 10; k++) {
          await play(t.store, game.id, 380 + k, { moves: 1 });
          const moved = performance.now();
          const version = String((await t.store.gameRecord(game.id)).version);
          await page.waitForSelector(`#live[data-version="${version}"]`, { state: "attached", timeout: 20_000 });
          delays.push(performance.now() - moved);
        }
        await page.close();
        console.log(`web view: from a move to the open page showing it: ${median(delays).toFixed(0)} ms median, ${Math.max(...delays).toFixed(0)} ms at most (10 moves; the version is read once a second)`);
      } finally {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      }
    } else {
      console.log("web view: no /usr/bin/chromium, so no time to first paint");
    }

    const rate = async (label: string, paceMs: number | null): Promise<void> => {
      const others = paceMs === null ? [] : [await startedGame(t.store, 5, `bench-web-${label}-a`), await startedGame(t.store, 5, `bench-web-${label}-b`)];
      let done = false;
      const pace = paceMs === null ? null : paceMs;
      const playing = Promise.all(others.map(async (o, i) => {
        let n = 0;
        while (!done) {
          n += await play(t.store, o.game.id, 100 + i + n, { moves: 1 });
          if (pace) await new Promise((r) => setTimeout(r, pace));
        }
        return n;
      }));
      let requests = 0;
      const seconds = 3;
      const end = performance.now() + seconds * 1000;
      await Promise.all(Array.from({ length: 8 }, async () => {
        while (performance.now() < end) {
          const res = await fetch(url);
          await res.text();
          if (res.status === 200) requests++;
        }
      }));
      done = true;
      const moves = (await playing).reduce((a, b) => a + b, 0);
      console.log(`web view: ${(requests / seconds).toFixed(0)} pages per second from one process (8 clients at once) ${paceMs === null ? "with no game being played" : `while ${moves} moves were played in two other games (one every ${paceMs} ms each)`}`);
    };
    await rate("idle", null);
    await rate("paced", 100);
  } finally {
    await web.close();
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchWeb();

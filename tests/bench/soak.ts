// Soak benchmark (a benchmark, not a test): does one bot process's memory grow with every post?
// The bot runs as deployed, `node --import tsx src/main.ts` in a process of its own (its heap
// is what is measured, not the stand-in's), on a SQLite file, against the Discord stand-in of
// this process. This process keeps about SOAK_GAMES games going at once: 3-player games, one
// human seat (a new user for each game, pressing buttons on the posts and private replies as a
// player would) and two medium AI seats; a finished game's thread is forgotten by the stand-in
// and a new game starts. Every few seconds it reads the bot's /metrics (prom-client's
// nodejs_heap_size_used_bytes and process_resident_memory_bytes). After a warm-up it reports the
// growth per hour of the heap and of the resident memory (the line through each minute's lowest
// reading: what survives garbage collection), their means by 5 minutes, the turn posts made, and
// the interactions. Target (issue 34): at most 10 MB an hour each.
//
// `npx tsx tests/bench/soak.ts` (about 25 minutes); `npm run bench` runs it only with
// BENCH_SOAK=1. SOAK_MINUTES (default 25) and SOAK_WARMUP_MINUTES (default 5) set the length,
// SOAK_GAMES (default 30) the games at once; SOAK_BOT_ROOT runs the bot from another checkout
// (to measure the code before a change the same way); SOAK_BOT_ENV adds settings to the bot's
// environment ("RENDER_THREADS=0 AI_THREADS=0", to see which part of the bot holds memory).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { openStore } from "../../src/store/index.ts";
import { choiceButtons, customIds, finishDecision, menuOf, whoDecides } from "../e2e/harness.ts";
import { DiscordStandIn, interactiveComponents, type RecordedMessage, type StandInUser } from "../e2e/standin/index.ts";
import WebSocket from "ws";
import { metric, startDeployedBot } from "./deployed-bot.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const MB = 1024 * 1024;

interface Sample { readonly at: number; readonly heap: number; readonly rss: number; readonly posts: number; readonly interactions: number }
/**
 * Once a minute: the heap after a full collection and the resident memory right after it, split
 * into anonymous memory (heaps, malloc) and file-backed pages (code, fonts), and the memory V8
 * counts outside its heap (Buffers, native objects it is told of).
 */
interface Settled { readonly at: number; readonly heap: number; readonly rss: number; readonly anon: number; readonly file: number; readonly external: number }

/** RssAnon and RssFile of a process, in bytes (Linux's /proc/<pid>/status). */
function residentParts(pid: number): { anon: number; file: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0) * 1024;
  return { anon: kb("RssAnon"), file: kb("RssFile") };
}

/** `A=1 B=2` as settings. */
function settingsOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of text.split(/\s+/).filter(Boolean)) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new Error(`SOAK_BOT_ENV: "${pair}" is not NAME=value`);
    out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

/**
 * The bot's main heap after a full garbage collection, through its inspector (the bot runs with
 * --inspect on 127.0.0.1): what the heap really holds, without the saw-tooth of collections.
 */
async function heapAfterFullGc(address: string): Promise<number> {
  const socket = new WebSocket(address);
  await new Promise<void>((resolve, reject) => { socket.once("open", () => resolve()); socket.once("error", reject); });
  try {
    let next = 0;
    const call = (method: string): Promise<Record<string, unknown>> => new Promise((resolve, reject) => {
      const id = ++next;
      const onMessage = (data: WebSocket.RawData): void => {
        const reply = JSON.parse(Buffer.isBuffer(data) ? data.toString("utf8") : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]).toString("utf8")) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
        if (reply.id !== id) return;
        socket.off("message", onMessage);
        if (reply.error) reject(new Error(reply.error.message));
        else resolve(reply.result ?? {});
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
    await call("HeapProfiler.collectGarbage");
    return Number((await call("Runtime.getHeapUsage")).usedSize);
  } finally {
    socket.close();
  }
}

/** Slope of the least-squares line through (x, y), per unit of x. */
function slope(points: readonly (readonly [number, number])[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) { num += (x - mx) * (y - my); den += (x - mx) ** 2; }
  return den === 0 ? 0 : num / den;
}

/** One game: a new human user with two medium AIs, played to its end by that user's buttons. */
async function playOneGame(discord: DiscordStandIn, store: Awaited<ReturnType<typeof openStore>>["store"], user: StandInUser, deadline: number, stats: { games: number; stalled: number }): Promise<void> {
  const created = await discord.command(user, discord.channelId, "nusfjord", { subcommand: "new", options: { players: 3, ai_seats: 2, ai_level: "medium" } });
  // The lobby's Start button once it is live (greyed out while the game's thread is being opened).
  const liveStart = (m: RecordedMessage | undefined): string | undefined => interactiveComponents(m?.components)
    .flatMap((c) => (typeof c.custom_id === "string" && c.disabled !== true ? [c.custom_id] : []))
    .find((id) => decodeId(id)?.verb === "start");
  let lobby = created.response ?? undefined;
  for (let i = 0; i < 200 && lobby && !liveStart(lobby); i++) {
    await sleep(100);
    lobby = discord.message(lobby.id);
  }
  const startId = liveStart(lobby);
  if (!lobby || !startId) throw new Error(`no lobby with a Start button: ${lobby?.text ?? "(no answer)"}`);
  const gameId = decodeId(startId)?.gameId ?? -1;
  await discord.button(user, lobby, startId);
  let threadId: string | undefined;
  for (let i = 0; i < 100 && !threadId; i++) {
    threadId = discord.threads(discord.channelId).find((t) => t.name === `Nusfjord #${gameId}`)?.id;
    if (!threadId) await sleep(100);
  }
  if (!threadId) throw new Error(`game ${gameId}: no thread`);
  let lastProgress = Date.now();
  let lastVersion = -1;
  for (let n = 0; Date.now() < deadline; n++) {
    const who = await whoDecides(store, gameId);
    if (!who) break; // over
    const { game } = await store.loadGame(gameId);
    if (game.version !== lastVersion) { lastVersion = game.version; lastProgress = Date.now(); }
    if (Date.now() - lastProgress > 60_000) { stats.stalled++; break; }
    if (who.userId !== user.id) { await sleep(150); continue; }
    // The newest post that offers this player controls (their turn's post, with its choices or "Show my choices").
    const ping = [...discord.messages(threadId)].reverse().find((m) => m.text.includes(`<@${user.id}>`) && (choiceButtons(m).length > 0 || menuOf(m) !== null || customIds(m).some((id) => decodeId(id)?.verb === "mine")));
    if (!ping) { await sleep(150); continue; }
    const mine = customIds(ping).find((id) => decodeId(id)?.verb === "mine");
    const first: RecordedMessage | null = mine ? (await discord.button(user, ping, mine)).response : ping;
    await finishDecision(discord, user, first, n);
    await sleep(50);
  }
  stats.games++;
  discord.forgetPosts(threadId);
}

export async function benchSoak(): Promise<void> {
  const minutes = Number(process.env.SOAK_MINUTES ?? 25);
  const warmup = Number(process.env.SOAK_WARMUP_MINUTES ?? 5);
  const atOnce = Number(process.env.SOAK_GAMES ?? 30);
  const botRoot = resolve(process.env.SOAK_BOT_ROOT ?? ROOT);
  const dir = mkdtempSync(join(tmpdir(), "nusfjord-soak-"));
  const url = `file:${join(dir, "soak.db")}`;
  const discord = await DiscordStandIn.start({ interactionTimeoutMs: 60_000, ackDeadlineMs: null });
  const bot = await startDeployedBot({
    root: botRoot, cwd: dir, token: discord.token, apiBase: discord.apiBase, databaseUrl: url,
    env: { AI_MOVE_DELAY_MS: "0", REMINDER_CHECK_SECONDS: "60", ...settingsOf(process.env.SOAK_BOT_ENV ?? "") },
    nodeArgs: ["--inspect=127.0.0.1:0"],
  });
  const inspector = bot.inspector();
  if (!inspector) throw new Error("the bot's inspector did not say where it listens");
  const { store, database } = await openStore(url);
  const samples: Sample[] = [];
  const settled: Settled[] = [];
  const started = Date.now();
  const end = started + minutes * 60_000;
  const stats = { games: 0, stalled: 0, failed: 0 };
  let stop = false;
  const sampler = (async () => {
    while (!stop) {
      try {
        const text = await bot.metrics();
        samples.push({
          at: Date.now() - started, heap: metric(text, "nodejs_heap_size_used_bytes"), rss: metric(text, "process_resident_memory_bytes"),
          posts: metric(text, "nusfjord_posts_total", 'result="sent"'), interactions: metric(text, "nusfjord_interactions_total"),
        });
        if (samples.length % 12 === 0) {
          const heap = await heapAfterFullGc(inspector);
          const now = await bot.metrics();
          const pid = bot.child.pid ?? 0;
          settled.push({ at: Date.now() - started, heap, rss: metric(now, "process_resident_memory_bytes"), ...residentParts(pid), external: metric(now, "nodejs_external_memory_bytes") });
        }
        const s = samples[samples.length - 1];
        if (s && samples.length % 12 === 1) console.log(`soak: ${(s.at / 60_000).toFixed(1)} min: heap ${(s.heap / MB).toFixed(1)} MB, RSS ${(s.rss / MB).toFixed(1)} MB, ${s.posts} posts, ${s.interactions} interactions, ${stats.games} games done`);
      } catch (e) {
        console.log(`soak: /metrics not read: ${e instanceof Error ? e.message : String(e)}`);
      }
      await sleep(5000);
    }
  })();
  let users = 0;
  const slot = async (): Promise<void> => {
    while (Date.now() < end) {
      const user = discord.addUser(`player${++users}`);
      try {
        await playOneGame(discord, store, user, end, stats);
      } catch (e) {
        stats.failed++;
        console.log(`soak: a game failed: ${e instanceof Error ? e.message : String(e)}`);
        await sleep(1000);
      }
    }
  };
  // The slots start a second apart, so the games are not all at the same point.
  await Promise.all(Array.from({ length: atOnce }, async (_, i) => { await sleep(i * 1000); await slot(); }));
  stop = true;
  await sampler;
  await bot.stop();
  await database.close();
  await discord.close();
  rmSync(dir, { recursive: true, force: true });

  const after = samples.filter((s) => s.at >= warmup * 60_000);
  const first = after[0];
  const last = after[after.length - 1];
  if (!first || !last) throw new Error("no samples after the warm-up");
  const hours = (last.at - first.at) / 3_600_000;
  // Each minute's lowest reading (the heap after a collection; the resident memory after the
  // allocator gave pages back), then the line through them.
  const lowest = (of: (s: Sample) => number): (readonly [number, number])[] => {
    const perMinute = new Map<number, Sample>();
    for (const s of after) {
      const minute = Math.floor(s.at / 60_000);
      const low = perMinute.get(minute);
      if (!low || of(s) < of(low)) perMinute.set(minute, s);
    }
    return [...perMinute.values()].map((s) => [s.at / 3_600_000, of(s) / MB]);
  };
  const heapPerHour = slope(lowest((s) => s.heap));
  const rssPerHour = slope(lowest((s) => s.rss));
  const calm = settled.filter((s) => s.at >= warmup * 60_000);
  const settledHeap = slope(calm.map((s) => [s.at / 3_600_000, s.heap / MB]));
  const settledRss = slope(calm.map((s) => [s.at / 3_600_000, s.rss / MB]));
  // The mean of each 5 minutes, to see where it levels off.
  const fives = new Map<number, Sample[]>();
  for (const s of after) fives.set(Math.floor(s.at / 300_000), [...(fives.get(Math.floor(s.at / 300_000)) ?? []), s]);
  const mean = (list: readonly Sample[], of: (s: Sample) => number) => list.reduce((a, s) => a + of(s), 0) / list.length / MB;
  console.log(`soak: means by 5 minutes after the warm-up: heap ${[...fives.values()].map((l) => mean(l, (s) => s.heap).toFixed(0)).join(", ")} MB; RSS ${[...fives.values()].map((l) => mean(l, (s) => s.rss).toFixed(0)).join(", ")} MB`);
  const posts = last.posts - first.posts;
  console.log(`soak: ${minutes} min (${warmup} min warm-up), ${atOnce} games at once (3 players: 1 human, 2 medium AI): ${stats.games} games played, ${stats.stalled} stalled, ${stats.failed} failed; after the warm-up ${posts} posts (${(posts / hours).toFixed(0)} an hour) and ${last.interactions - first.interactions} interactions`);
  console.log(`soak: heap ${(first.heap / MB).toFixed(1)} -> ${(last.heap / MB).toFixed(1)} MB, growth ${heapPerHour.toFixed(1)} MB an hour (each minute's lowest); RSS ${(first.rss / MB).toFixed(1)} -> ${(last.rss / MB).toFixed(1)} MB, growth ${rssPerHour.toFixed(1)} MB an hour (each minute's lowest; target: at most 10 MB an hour each)`);
  console.log(`soak: after a full garbage collection once a minute (through the inspector; ${calm.length} readings): heap ${((calm[0]?.heap ?? 0) / MB).toFixed(1)} -> ${((calm.at(-1)?.heap ?? 0) / MB).toFixed(1)} MB, growth ${settledHeap.toFixed(1)} MB an hour; RSS right after ${((calm[0]?.rss ?? 0) / MB).toFixed(1)} -> ${((calm.at(-1)?.rss ?? 0) / MB).toFixed(1)} MB, growth ${settledRss.toFixed(1)} MB an hour`);
  const line = (of: (s: Settled) => number): string => `${((calm[0] ? of(calm[0]) : 0) / MB).toFixed(1)} -> ${((calm.at(-1) ? of(calm.at(-1) as Settled) : 0) / MB).toFixed(1)} MB (${slope(calm.map((s) => [s.at / 3_600_000, of(s) / MB])).toFixed(1)} MB an hour)`;
  console.log(`soak: of the resident memory: anonymous ${line((s) => s.anon)}, file-backed ${line((s) => s.file)}; V8's external memory ${line((s) => s.external)}`);
  if (process.env.SOAK_BOT_ENV) console.log(`soak: the bot ran with ${process.env.SOAK_BOT_ENV}`);
  if (bot.errors.length > 0) console.log(`soak: the bot logged ${bot.errors.length} error lines, the first: ${bot.errors.slice(0, 3).join("\n")}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchSoak();
  process.exit(0);
}

// Health and metrics on the admin's port (METRICS_PORT; 0 here: a free port, read from the bot),
// through the stand-in: /metrics holds the numbers the test caused (interactions by type, name
// and outcome, their acknowledgement times, posts, AI decisions, images, games, the outbox,
// reminders), and /healthz is 200 "ok" while the gateway is connected and the database answers,
// 503 with the reason while another process holds SQLite's lock or the gateway is down, and 200
// again once they are back.
import { afterEach, describe, expect, it } from "vitest";
import { holdSqliteLock } from "../store/sqlite-lock.ts";
import { HOUR, finishDecision, loadState, startHarness, whoDecides, type Harness } from "./harness.ts";
import { latestPing, openAndStart } from "./play.ts";
import { startSqliteHarness } from "./sqlite-harness.ts";

let h: Harness | null = null;
afterEach(async () => { await h?.close(); h = null; });

async function get(harness: Harness, path: string): Promise<{ status: number; body: string; ms: number; type: string }> {
  const port = harness.bot.monitoringPort;
  if (port === null) throw new Error("the bot serves no metrics (METRICS_PORT unset?)");
  const t0 = Date.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: res.status, body: await res.text(), ms: Date.now() - t0, type: res.headers.get("content-type") ?? "" };
}

/** The samples of a Prometheus text exposition: `name{a="1",b="2"}` (labels sorted) -> value. */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split("\n")) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels = [...(m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => `${l[1]}="${l[2]}"`).sort().join(",");
    out.set(`${m[1]}{${labels}}`, Number(m[3]));
  }
  return out;
}

/** One sample's value (undefined when absent). */
function at(all: Map<string, number>, name: string, labels: Record<string, string> = {}): number | undefined {
  const key = Object.entries(labels).map(([k, v]) => `${k}="${v}"`).sort().join(",");
  return all.get(`${name}{${key}}`);
}

async function scrape(harness: Harness): Promise<Map<string, number>> {
  const res = await get(harness, "/metrics");
  expect(res.status).toBe(200);
  expect(res.type).toContain("text/plain");
  return samples(res.body);
}

/** Polls /healthz until `expected` answers (each poll waits for the check itself). */
async function healthBecomes(harness: Harness, expected: number, timeoutMs = 10_000): Promise<{ status: number; body: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await get(harness, "/healthz");
    if (res.status === expected || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("/metrics", () => {
  it("holds the numbers the test caused: 3 /rules, a refusal, a game with its posts, an AI move, images, a reminder", async () => {
    h = await startHarness({ metrics: true });
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");

    for (let n = 0; n < 3; n++) expect((await h.discord.command(ann, h.discord.channelId, "rules")).response?.text).toBeTruthy();
    // Refused: /board outside any game's thread, by someone in no game.
    expect((await h.discord.command(bo, h.discord.channelId, "board")).response?.text).toMatch(/not in a running game/);
    let m = await scrape(h);
    expect(at(m, "nusfjord_interactions_total", { type: "command", name: "rules", outcome: "ok" })).toBe(3);
    expect(at(m, "nusfjord_interactions_total", { type: "command", name: "board", outcome: "refused" })).toBe(1);
    expect(at(m, "nusfjord_interaction_ack_seconds_count", { type: "command" })).toBe(4);
    expect(at(m, "nusfjord_interaction_ack_seconds_bucket", { type: "command", le: "3" })).toBe(4);
    expect(at(m, "nusfjord_posts_total", { result: "sent" })).toBe(0);
    expect(at(m, "nusfjord_games", { status: "running" })).toBe(0);
    expect(at(m, "nusfjord_database_errors_total", { kind: "busy" })).toBe(0);
    // Node's own, with the event loop's lag.
    expect(at(m, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);

    // A game against the easy AI: the lobby, Start, ann's first turn on her post, the AI's move.
    const { gameId, threadId } = await openAndStart(h, ann, [], { players: 2, ai_seats: 1, ai_level: "easy" });
    await finishDecision(h.discord, ann, latestPing(h, threadId), 0);
    await h.bot.idle();
    const board = await h.discord.command(ann, threadId, "board");
    expect(board.response?.attachments.length).toBe(1);
    await h.bot.idle();

    m = await scrape(h);
    const { game } = await loadState(h.store, gameId);
    const choices = await h.store.db.choice.findMany({ where: { gameId, undoneAt: null } });
    const aiMoves = choices.filter((c) => c.userId === null).length;
    const annChoices = choices.length - aiMoves;
    expect(aiMoves).toBeGreaterThan(0);
    expect(at(m, "nusfjord_ai_decisions_total", { level: "easy", purpose: "move" })).toBe(aiMoves);
    expect(at(m, "nusfjord_ai_decision_seconds_count", { level: "easy", purpose: "move" })).toBe(aiMoves);
    expect(at(m, "nusfjord_ai_failures_total", { level: "easy" })).toBeUndefined();
    expect(at(m, "nusfjord_interactions_total", { type: "command", name: "nusfjord new", outcome: "ok" })).toBe(1);
    expect(at(m, "nusfjord_interactions_total", { type: "button", name: "start", outcome: "ok" })).toBe(1);
    expect(at(m, "nusfjord_interactions_total", { type: "command", name: "board", outcome: "ok" })).toBe(1);
    // ann's first turn: each of her choices one press (a button, or a pick in a menu).
    const presses = (at(m, "nusfjord_interactions_total", { type: "button", name: "choice", outcome: "ok" }) ?? 0) + (at(m, "nusfjord_interactions_total", { type: "menu", name: "menu", outcome: "ok" }) ?? 0);
    expect(presses).toBe(annChoices);
    expect(at(m, "nusfjord_interaction_ack_seconds_count", { type: "command" })).toBe(6);
    // Every post of the game in its thread was counted once: the start post and each turn's (each with its images).
    const posts = h.discord.messages(threadId).filter((p) => p.authorId === h?.discord.botUser.id && p.interactionId === null && p.attachments.length > 0);
    expect(posts.length).toBeGreaterThan(1);
    expect(at(m, "nusfjord_posts_total", { result: "sent" })).toBe(posts.length);
    expect(at(m, "nusfjord_posts_total", { result: "retried" })).toBe(0);
    // Images: /board's board; a turn picture for the start post and each turn post (one picture a post).
    expect(at(m, "nusfjord_image_render_seconds_count", { kind: "board" })).toBe(1);
    expect(at(m, "nusfjord_image_render_seconds_count", { kind: "cheatSheet" }) ?? 0).toBe(0);
    expect(at(m, "nusfjord_image_render_seconds_count", { kind: "turnPicture" })).toBe(posts.length);
    expect(at(m, "nusfjord_games", { status: "running" })).toBe(1);
    expect(at(m, "nusfjord_games", { status: "finished" })).toBe(0);
    expect(at(m, "nusfjord_outbox_depth")).toBe(0);
    expect(at(m, "nusfjord_outbox_oldest_age_seconds")).toBe(0);

    // A reminder: ann has waited past the game's reminder time (12 hours).
    expect(game.status).toBe("active");
    h.db.advance(13 * HOUR);
    expect(await h.bot.checkReminders()).toBe(1);
    m = await scrape(h);
    expect(at(m, "nusfjord_reminders_due_total")).toBe(1);
    expect(at(m, "nusfjord_reminders_sent_total")).toBe(1);
  }, 60_000);

  it("counts a post Discord failed as retried; the oldest tried post's age shows in the outbox until it is sent", async () => {
    h = await startHarness({ metrics: true });
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    const before = await scrape(h);
    // Discord fails the next turn post with 503 (discord.js tries it 4 times).
    h.expectProblems(/503 .*Service Unavailable.*\(injected\)/);
    h.discord.refuseNext("POST", /^\/channels\/\d+\/messages$/, { status: 503, message: "Service Unavailable", code: 0 }, 4);
    const mover = (await whoDecides(h.store, gameId))?.userId === ann.id ? ann : bo;
    await finishDecision(h.discord, mover, latestPing(h, threadId), 0);
    await h.bot.idle();
    h.db.advance(10 * 60_000);
    let m = await scrape(h);
    expect(at(m, "nusfjord_posts_total", { result: "retried" })).toBe(1);
    expect(at(m, "nusfjord_posts_total", { result: "sent" })).toBe(at(before, "nusfjord_posts_total", { result: "sent" }));
    expect(at(m, "nusfjord_outbox_depth")).toBeGreaterThan(0);
    expect(at(m, "nusfjord_outbox_oldest_age_seconds")).toBe(600);

    await h.bot.tick();
    await h.bot.idle();
    m = await scrape(h);
    expect(at(m, "nusfjord_posts_total", { result: "sent" })).toBe((at(before, "nusfjord_posts_total", { result: "sent" }) ?? 0) + 1);
    expect(at(m, "nusfjord_outbox_depth")).toBe(0);
    expect(at(m, "nusfjord_outbox_oldest_age_seconds")).toBe(0);
  }, 60_000);
});

describe("/healthz", () => {
  it("is 200 ok, 503 naming the database while another process holds SQLite's lock (/metrics still answers at once), and 200 again after", async () => {
    const sqlite = await startSqliteHarness({ busyWaitMs: 2500, metrics: true });
    h = sqlite;
    const ok = await get(h, "/healthz");
    expect(ok).toMatchObject({ status: 200, body: "ok\n" });

    const lock = await holdSqliteLock(sqlite.file, 4000);
    const locked = await get(h, "/healthz");
    expect(locked.status).toBe(503);
    expect(locked.body).toBe("database: locked by another program (SQLITE_BUSY: database is locked)\n");
    expect(locked.ms).toBeLessThan(2500);
    // Reads go on under another program's write lock: the figures are there, and quickly.
    const metrics = await get(h, "/metrics");
    expect(metrics.status).toBe(200);
    expect(metrics.ms).toBeLessThan(1500);
    expect(at(samples(metrics.body), "nusfjord_games", { status: "running" })).toBe(0);

    await lock.released;
    expect(await healthBecomes(h, 200)).toMatchObject({ status: 200, body: "ok\n" });
  }, 30_000);

  it("is 503 naming the gateway while the bot is disconnected from Discord, and 200 again once it has resumed", async () => {
    h = await startHarness({ metrics: true });
    expect((await get(h, "/healthz")).status).toBe(200);
    const release = h.discord.holdGateway();
    const down = await healthBecomes(h, 503);
    expect(down.status).toBe(503);
    expect(down.body).toMatch(/^gateway: not connected \(shard 0: [a-z ]+\)\n$/);
    release();
    expect(await healthBecomes(h, 200)).toMatchObject({ status: 200, body: "ok\n" });
    expect(h.discord.resumeCount).toBe(1);
  }, 30_000);
});

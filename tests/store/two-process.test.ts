// Two bot processes on one database (PostgreSQL in CI's second run; on SQLite, where a second
// process is refused, one process), each a real child process logged into the Discord stand-in
// as its own shard (the stand-in routes the guild's events to its shard as Discord does), while
// whole games with AI seats are played and reminders fall due on a fast clock. Either process
// is SIGKILLed at random moments and started again, under the same INSTANCE_ID (so it takes
// its predecessor's claims over at once). Afterwards: no post twice, no log line missing or cut
// (a long catch-up comes in several posts, never with "…"), no reminder lost or doubled, every
// acknowledged choice stored, every snapshot equal to its replay, every finished game compacted
// once its posts were out; every finished game rated exactly once (one rating change per seat,
// each player's count of rated games right, the medium AI that sits at every table rated by games
// finishing in either process) and the ratings equal to their recomputation from the games; every
// seat's result (/profile) written exactly once.
// The counts are printed.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeId, type CustomId } from "../../src/bot/turn/custom-id.ts";
import { THEN, withNames } from "../../src/bot/layouts/present.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { pendingSeats } from "../../src/engine/index.ts";
import { GameStore } from "../../src/store/index.ts";
import { DiscordStandIn, interactiveComponents, type InteractionOutcome, type RecordedMessage, type StandInUser } from "../e2e/standin/index.ts";
import { customIds, menuOf } from "../e2e/harness.ts";
import { freshDatabaseUrl, lcg, provider, type TestDb } from "./helpers.ts";

const CHILD = fileURLToPath(new URL("./bot-child.ts", import.meta.url));
/** One real second is one hour of the bots' clock: a game's 1-hour reminder comes after a second, the daily repeat after 24. */
const SPEED = 3600;
/**
 * Claims lapse after this much real time (a killed process's work resumes that soon). Long
 * enough that a live process on a busy 2-CPU machine finishes a post before its claim lapses
 * (with 1.5 s, a CI run next to other heavy work once saw 2 posts made twice).
 */
const LEASE_REAL_MS = 4000;
const GAMES = 3;
const KILLS = 6;
const SLOTS = provider === "postgres" ? 2 : 1;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Slot {
  readonly index: number;
  child: ChildProcess | null;
  ready: Promise<void>;
  /** Whether its process has said "ready" and not been killed since. */
  live: boolean;
  starts: number;
}

interface Ack { gameId: number; userId: string; fromVersion: number; choiceId: string }

describe("two bot processes, killed at random, on one database", () => {
  let discord: DiscordStandIn;
  let db: TestDb;
  let database: Database;
  let reader: GameStore;
  const logs: string[] = [];
  const slots: Slot[] = [];
  const realStart = Date.now();
  const fakeStart = new Date("2026-05-01T08:00:00Z").getTime();

  function start(slot: Slot): void {
    const shardCount = SLOTS;
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, db.url, discord.apiBase, discord.token, String(shardCount), String(slot.index),
      String(fakeStart), String(realStart), String(SPEED), String(LEASE_REAL_MS), JSON.stringify({ instance: `slot${slot.index}` })], { stdio: ["ignore", "pipe", "pipe"] });
    slot.child = child;
    slot.live = false;
    slot.starts++;
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const lines = out.split("\n");
      out = lines.pop() ?? "";
      logs.push(...lines.filter(Boolean));
    });
    slot.ready = new Promise((resolve, reject) => {
      let err = "";
      child.stderr?.on("data", (d: Buffer) => { err += d.toString(); if (err.includes("ready\n")) { slot.live = true; resolve(); } });
      child.on("exit", (code, signal) => { if (signal !== "SIGKILL" && signal !== "SIGTERM") reject(new Error(`bot process ended by itself (${code}): ${err}`)); });
    });
    slot.ready.catch(() => undefined);
  }

  function kill(slot: Slot): Promise<void> {
    const child = slot.child;
    slot.child = null;
    slot.live = false;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((r) => child.on("exit", () => r()));
    child.kill("SIGKILL");
    return exited;
  }

  beforeAll(async () => {
    discord = await DiscordStandIn.start({ interactionTimeoutMs: 3000 });
    db = await freshDatabaseUrl();
    database = await openDatabase(db.url);
    reader = new GameStore(database);
    for (let i = 0; i < SLOTS; i++) {
      const slot: Slot = { index: i, child: null, ready: Promise.resolve(), live: false, starts: 0 };
      slots.push(slot);
      start(slot);
    }
    await Promise.all(slots.map((s) => s.ready));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(slots.map((s) => kill(s)));
    await discord?.close();
    await database?.close();
    await db?.drop();
  });

  it("posts nothing twice and loses nothing: turns, log lines, reminders, AI moves, acknowledged choices", async () => {
    const rand = lcg(11);
    expect(discord.liveShards().map(([id, count]) => `${id}/${count}`).sort()).toEqual(slots.map((s) => `${s.index}/${SLOTS}`));
    const owner = discord.shardOfGuild(SLOTS);

    // Open the games: each host with two AI seats, reminders after one (fast) hour.
    const tables: { gameId: number; threadId: string; user: StandInUser }[] = [];
    for (let g = 0; g < GAMES; g++) {
      const user = discord.addUser(`host${g}`);
      const created = await discord.command(user, discord.channelId, "nusfjord", { subcommand: "new", options: { players: 3, ai_seats: 2, reminder_hours: 1 } });
      const lobby = created.response;
      const startId = customIds(lobby).find((id) => decodeId(id)?.verb === "start");
      if (!lobby || !startId) throw new Error(`no lobby with a Start button: ${lobby?.text ?? ""}`);
      const gameId = decodeId(startId)?.gameId ?? -1;
      for (let i = 0; i < 100 && !discord.threads(discord.channelId).some((t) => t.name === `Nusfjord #${gameId}`); i++) await sleep(50);
      // The lobby's buttons are enabled once the game's thread exists (the bot edits the lobby then).
      const enabled = () => interactiveComponents(discord.message(lobby.id)?.components).some((c) => c.custom_id === startId && c.disabled !== true);
      for (let i = 0; i < 100 && !enabled(); i++) await sleep(50);
      const started = await discord.button(user, discord.message(lobby.id) ?? lobby, startId);
      expect(started.response?.text).toContain("The game is on");
      let thread = discord.threads(discord.channelId).find((t) => t.name === `Nusfjord #${gameId}`);
      for (let i = 0; !thread && i < 100; i++) { // opened right after the lobby is shown
        await sleep(50);
        thread = discord.threads(discord.channelId).find((t) => t.name === `Nusfjord #${gameId}`);
      }
      if (!thread) throw new Error("no thread for the game");
      tables.push({ gameId, threadId: thread.id, user });
    }

    const acks: Ack[] = [];
    let refusedOrLost = 0;
    let done = false;

    /**
     * The newest post offering this version's choices to the user: the "your turn" post, or a
     * reminder's "Show my choices" (the way back to a decision left in the middle of an action,
     * whose turn post waits for the end of that action).
     */
    function controlsFor(threadId: string, version: number): RecordedMessage | null {
      const list = discord.messages(threadId).filter((m) => {
        const ids = customIds(m).map((id) => decodeId(id));
        return ids.some((d) => d !== null && ["choice", "menu", "mine"].includes(d.verb) && d.version === version);
      });
      return list[list.length - 1] ?? null;
    }

    async function decide(t: (typeof tables)[number], screen: RecordedMessage): Promise<void> {
      let current: RecordedMessage | null = screen;
      for (let step = 0; current && step < 50; step++) {
        const ids: { id: string; d: CustomId | null }[] = customIds(current).map((id) => ({ id, d: decodeId(id) }));
        const mine = ids.find((x) => x.d?.verb === "mine");
        if (mine) { current = (await discord.button(t.user, current, mine.id)).response; continue; }
        const menu = menuOf(current);
        const buttons = ids.filter((x) => x.d?.verb === "choice");
        let choiceId: string;
        let version: number;
        let outcome: InteractionOutcome;
        if (menu) {
          const useful = menu.values.filter((v) => v !== "pass" && v !== "decline");
          choiceId = (useful.length ? useful : menu.values)[Math.floor(rand() * (useful.length || menu.values.length))] ?? "";
          version = decodeId(menu.customId)?.version ?? -1;
          outcome = await discord.select(t.user, current, menu.customId, [choiceId]);
        } else if (buttons.length > 0) {
          const useful = buttons.filter((b) => b.d?.arg !== "pass" && b.d?.arg !== "decline");
          const b = (useful.length ? useful : buttons)[Math.floor(rand() * (useful.length || buttons.length))];
          if (!b?.d) return;
          choiceId = b.d.arg;
          version = b.d.version;
          outcome = await discord.button(t.user, current, b.id);
        } else {
          return;
        }
        current = outcome.response;
        if (current?.text.startsWith("✅")) acks.push({ gameId: t.gameId, userId: t.user.id, fromVersion: version, choiceId });
        else { refusedOrLost++; return; }
      }
    }

    async function play(t: (typeof tables)[number]): Promise<void> {
      let seen = -1;
      let since = Date.now();
      for (;;) {
        const { game, state } = await reader.loadGame(t.gameId);
        if (game.status !== "active" || !state) return;
        if (game.version !== seen) { seen = game.version; since = Date.now(); }
        // The 25 s without progress count only while the process serving the guild is up (only it
        // answers the player's buttons): a restart on a busy machine (another test file on the
        // other CPU) can take longer than that by itself.
        if (!slots[owner]?.live) since = Date.now();
        if (Date.now() - since > 25_000) {
          const leases = await reader.db.lease.findMany();
          const outbox = await reader.pendingOutboxOfGame(t.gameId);
          throw new Error(`game ${t.gameId} made no progress for 25 s at version ${game.version} (posted ${game.postedVersion}), pending ${JSON.stringify(pendingSeats(state))}, ` +
            `outbox ${JSON.stringify(outbox.map((e) => [e.id, e.payload.kind, e.payload.version, e.attempts]))}, leases ${JSON.stringify(leases)}, live shards ${JSON.stringify(discord.liveShards())}, process starts ${JSON.stringify(slots.map((sl) => sl.starts))}; ` +
            `last posts: ${discord.messages(t.threadId).slice(-2).map((m) => `${m.text.slice(0, 120)} [${customIds(m).join(" ")}]`).join(" | ")}`);
        }
        const human = pendingSeats(state).some((p) => game.seats[p]?.userId === t.user.id);
        const screen = human ? controlsFor(t.threadId, game.version) : null;
        if (!screen) { await sleep(50); continue; } // an AI is thinking, or the turn is not posted yet
        // Now and then the player takes their time, so reminders fall due.
        if (rand() < 0.08) await sleep(1200 + rand() * 1500);
        try {
          await decide(t, screen);
        } catch {
          refusedOrLost++; // the process that serves the guild was down: nobody answered; try again
          await sleep(200);
        }
      }
    }

    async function killer(): Promise<number> {
      let kills = 0;
      while (!done && kills < KILLS) {
        await sleep(1000 + rand() * 2000);
        if (done) break;
        const slot = slots[Math.floor(rand() * slots.length)] ?? slots[0];
        if (!slot) break;
        await kill(slot);
        kills++;
        await sleep(100 + rand() * 1200);
        start(slot);
        await slot.ready;
      }
      return kills;
    }

    const began = Date.now();
    const killing = killer();
    await Promise.all(tables.map((t) => play(t)));
    done = true;
    const kills = await killing;
    await Promise.all(slots.map((s) => s.ready));
    // Let the processes finish what remains (the last posts, the end posts), then compact the
    // finished games (their periodic pass, every second here).
    for (let i = 0; i < 200; i++) {
      const games = await Promise.all(tables.map((t) => reader.loadGame(t.gameId)));
      if ((await reader.pendingOutbox()).length === 0 && games.every(({ game }) => game.postedVersion === game.version)) break;
      await sleep(100);
    }
    for (let i = 0; i < 100 && await reader.db.gameArchive.count() < GAMES; i++) await sleep(100);
    const compacted = await reader.db.gameArchive.count();
    const playedMs = Date.now() - began;

    // Every log line of every game told exactly once, in order, none left out ("…").
    let duplicateLines = 0;
    let missingLines = 0;
    let duplicatePosts = 0;
    let elidedPosts = 0;
    let reminders = 0;
    let doubledReminders = 0;
    let lostReminders = 0;
    let turnPosts = 0;
    for (const t of tables) {
      const { game, state } = await reader.loadGame(t.gameId);
      expect(game.status).toBe("finished");
      // Named as the posts name players (possessives included: "Ingrid's").
      const log = (state?.log ?? []).map((e) => withNames(e.text, game.seats));
      const posts = discord.messages(t.threadId).filter((m) => m.authorId === discord.botUser.id);
      let at = 0;
      const seenContent = new Set<string>();
      const reminderKeys = new Set<string>();
      let lastReminder = 0;
      for (const m of posts) {
        if (m.text.startsWith("⏰")) {
          reminders++;
          const n = Number(/\(reminder (\d+)\)/.exec(m.text)?.[1] ?? "1");
          const version = customIds(m).map((id) => decodeId(id)).find((d) => d?.verb === "mute")?.version ?? -1;
          const key = `${version}:${n}`;
          if (reminderKeys.has(key)) doubledReminders++;
          reminderKeys.add(key);
          if (n > 1 && n > lastReminder + 1) lostReminders += n - lastReminder - 1;
          lastReminder = n;
          continue;
        }
        const isPost = m.text.startsWith(`**Game #${t.gameId}**`) || m.text.startsWith(`🎣 **Nusfjord #${t.gameId} begins!**`) || m.text.includes(`Game #${t.gameId} is over`);
        if (!isPost) continue;
        turnPosts++;
        const lines = m.text.split("\n");
        if (lines.includes("…")) elidedPosts++;
        const bullets = lines.filter((l) => l.startsWith("• ")).map((l) => l.slice(2));
        // Where this post's lines sit in the log: right after the previous post's lines (or
        // later, when "…" stands for the lines between).
        const starts: number[] = [];
        for (let i = 0; bullets.length > 0 && i + bullets.length <= log.length; i++) if (bullets.every((b, k) => log[i + k] === b)) starts.push(i);
        const start = bullets.length === 0 ? undefined : starts.includes(at) ? at : starts.sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0];
        // The same words, the same controls (which carry the game's version) and the same place
        // in the log: one post twice. (Two turns can read alike, e.g. an AI issuing a Share twice
        // in a round, and a post before an AI's move carries no controls.)
        const key = `${start ?? "-"}\n${m.text}\n${customIds(m).join(" ")}`;
        if (seenContent.has(key)) {
          duplicatePosts++;
          if (process.env.TWO_PROCESS_DEBUG) console.log("DUPLICATE", m.id, JSON.stringify(key), posts.map((p) => `${p.id} ${p.text.slice(0, 60)}`).join("\n"));
        }
        seenContent.add(key);
        if (bullets.length === 0) continue;
        if (start === undefined) expect.fail(`a post in game ${t.gameId} tells lines that are not in the log: ${m.text.slice(0, 300)}`);
        if (start < at) duplicateLines += Math.min(at - start, bullets.length);
        if (start > at) { missingLines += start - at; if (process.env.TWO_PROCESS_DEBUG) console.log("MISSING", t.gameId, at, start, JSON.stringify(log.slice(at, start)), "\nPOST:", m.text.slice(0, 400)); }
        at = Math.max(at, start + bullets.length);
      }
      if (process.env.TWO_PROCESS_DEBUG && game.postedLog > at) console.log("MISSING AT END", t.gameId, at, game.postedLog, JSON.stringify(log.slice(at)));
      missingLines += Math.max(0, game.postedLog - at);
      expect(game.postedLog).toBe(log.length);
    }

    // Every acknowledged choice is in the log (the game's archive, once compacted), as the
    // version it produced, made at the acknowledged player's seat (a one-tap shortcut,
    // "place:deforest>forest:0", as its steps at the versions that follow).
    const choiceLogs = new Map(await Promise.all(tables.map(async (t) => [t.gameId, await reader.choiceLog(t.gameId)] as const)));
    const seatsOf = new Map(await Promise.all(tables.map(async (t) => [t.gameId, (await reader.loadGame(t.gameId)).game.seats] as const)));
    let lostAcks = 0;
    for (const a of acks) {
      const steps = a.choiceId.split(THEN);
      const seat = seatsOf.get(a.gameId)?.find((s) => s.userId === a.userId)?.seat;
      const rows = steps.map((_, k) => choiceLogs.get(a.gameId)?.find((c) => c.version === a.fromVersion + 1 + k));
      if (rows.some((row, k) => !row || row.seat !== seat || row.choiceId !== steps[k])) lostAcks++;
    }
    const aiChoices = tables.reduce((n, t) => n + (choiceLogs.get(t.gameId) ?? []).filter((c) => seatsOf.get(t.gameId)?.[c.seat]?.aiLevel != null).length, 0);
    const aiRacesLost = logs.filter((l) => l.includes("an AI move lost a race")).length;
    const takenOver = logs.filter((l) => l.includes("finished a post an earlier attempt had begun")).length;
    const verified = await reader.verifyAll();
    // Ratings: each game rated once, when it finished, whichever process finished it.
    const ratings = await reader.db.rating.findMany();
    const changes = await reader.db.ratingChange.findMany({ orderBy: { id: "asc" } });
    const rebuilt = await reader.rebuildRatings();
    const changesPerGame = tables.map((t) => changes.filter((c) => c.gameId === t.gameId).length);
    const aiGames = ratings.find((r) => r.player === "ai:medium")?.games ?? 0;
    // Seat results (/profile): written once per seat, with the game's end, whichever process finished it.
    const results = await reader.db.seatResult.findMany();
    const resultsPerGame = tables.map((t) => results.filter((r) => r.gameId === t.gameId).length);
    const errors = logs.filter((l) => l.includes('"level":50'));
    if (process.env.TWO_PROCESS_DEBUG) console.log(errors.join("\n"), logs.filter((l) => l.includes("earlier attempt")).join("\n"));

    console.log(
      `two processes (${provider}, ${SLOTS} process${SLOTS > 1 ? "es" : ""}, guild on shard ${owner}): ${GAMES} games, ${kills} SIGKILLs, ` +
      `${slots.reduce((n, s) => n + s.starts, 0)} process starts, ${(playedMs / 1000).toFixed(1)} s; ${turnPosts} turn posts, ${duplicatePosts} duplicate posts, ` +
      `${duplicateLines} log lines told twice, ${missingLines} missing, ${elidedPosts} posts cut with "…"; ${reminders} reminders, ${doubledReminders} doubled, ${lostReminders} lost; ` +
      `${aiChoices} AI choices, ${aiRacesLost} AI races lost (refused by the version check, nothing shown); ${acks.length} acknowledged choices, ${lostAcks} lost; ` +
      `${refusedOrLost} interactions unanswered or refused while a process was down; ${takenOver} posts finished by a takeover; nonce repeats answered by the stand-in: ${discord.nonceRepeats}; ` +
      `${verified.filter((v) => v.ok).length}/${verified.length} snapshots equal to their replay; ${compacted} of ${GAMES} finished games compacted; ` +
      `ratings: ${changes.length} rating changes (${changesPerGame.join(", ")} per game), the medium AI rated in ${aiGames} games, ${rebuilt.differences.length} differences from the recomputation; ` +
      `seat results: ${results.length} (${resultsPerGame.join(", ")} per game)`,
    );
    expect(kills).toBeGreaterThanOrEqual(2);
    expect(acks.length).toBeGreaterThan(20);
    expect(reminders).toBeGreaterThan(0);
    expect(duplicatePosts).toBe(0);
    expect(duplicateLines).toBe(0);
    expect(missingLines).toBe(0);
    expect(elidedPosts).toBe(0);
    expect(doubledReminders).toBe(0);
    expect(lostReminders).toBe(0);
    expect(lostAcks).toBe(0);
    expect(verified.every((v) => v.ok)).toBe(true);
    expect(compacted).toBe(GAMES);
    // Two seats of the medium AI and one host per game: three rated seats.
    expect(changesPerGame).toEqual(tables.map(() => 3));
    expect(resultsPerGame).toEqual(tables.map(() => 3));
    expect(aiGames).toBe(GAMES);
    for (const t of tables) expect(ratings.find((r) => r.player === t.user.id)?.games).toBe(1);
    expect(rebuilt.differences).toEqual([]);
  }, 180_000);
});

// A rolling deploy: two whole bot processes (child processes) on one database run the same shard,
// as the old and the new process do side by side, so the Discord stand-in delivers every
// interaction to both. Lobbies are opened, joined and started, turns are taken from the posts'
// buttons and by typed /place, and /board, /games, /rules and autocomplete are asked for.
// Afterwards: one game per /nusfjord new, every acknowledged choice stored once, every
// interaction answered once (a second answer would be refused by Discord), no error line in
// either process, and for each interaction one debug line from the process that left it to the
// other. PostgreSQL in CI's second run (where interactions are claimed by default); on SQLite
// the two processes claim them too (as they would on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { THEN } from "../../src/bot/layouts/present.ts";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { GameStore } from "../../src/store/index.ts";
import { ChildBot } from "../e2e/child-bot.ts";
import { customIds, menuOf } from "../e2e/harness.ts";
import { DiscordStandIn, interactiveComponents, type InteractionOutcome, type RecordedMessage, type StandInUser } from "../e2e/standin/index.ts";
import { freshDatabaseUrl, provider, type TestDb } from "./helpers.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Choices each table makes (turns through the posts' buttons and /place). */
const CHOICES_PER_TABLE = 8;

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const began = Date.now();
  while (!(await check())) {
    if (Date.now() - began > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe("two processes on the same shard (a rolling deploy), every interaction delivered to both", () => {
  let discord: DiscordStandIn;
  let db: TestDb;
  let database: Database;
  let reader: GameStore;
  const bots: ChildBot[] = [];

  beforeAll(async () => {
    discord = await DiscordStandIn.start();
    db = await freshDatabaseUrl();
    database = await openDatabase(db.url);
    reader = new GameStore(database);
    for (const instance of ["blue", "green"]) bots.push(new ChildBot({ url: db.url, discord, instance, claims: true }));
    // One after the other, as in a deploy (and so that only one applies the migrations' checks at once).
    for (const bot of bots) await bot.start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(bots.map((b) => b.kill()));
    await discord?.close();
    await database?.close();
    await db?.drop();
  });

  it("answers each interaction once, from one process: one game per /nusfjord new, each choice stored once, no error lines", async () => {
    expect(discord.liveShards()).toEqual([[0, 1], [0, 1]]);
    const sent: InteractionOutcome[] = [];
    const send = async (p: Promise<InteractionOutcome>): Promise<InteractionOutcome> => { const o = await p; sent.push(o); return o; };
    const acks: { gameId: number; userId: string; version: number; choiceId: string }[] = [];

    // Three tables: two hosts against an AI, and two players who join each other.
    const tables: { gameId: number; threadId: string; users: StandInUser[] }[] = [];
    const specs: Record<string, number>[] = [{ players: 2, ai_seats: 1 }, { players: 2 }, { players: 2, ai_seats: 1 }];
    for (const [n, options] of specs.entries()) {
      const host = discord.addUser(`host${n}`);
      const guest = discord.addUser(`guest${n}`);
      const created = await send(discord.command(host, discord.channelId, "nusfjord", { subcommand: "new", options }));
      const lobby = created.response;
      const startId = customIds(lobby).find((id) => decodeId(id)?.verb === "start");
      if (!lobby || !startId) throw new Error(`no lobby: ${lobby?.text ?? ""}`);
      const gameId = decodeId(startId)?.gameId ?? -1;
      const live = () => discord.message(lobby.id) ?? lobby;
      await until("the lobby's buttons", () => interactiveComponents(live().components).some((c) => c.custom_id === startId && c.disabled !== true));
      const users = [host];
      if (options.ai_seats === undefined) {
        const joinId = customIds(live()).find((id) => decodeId(id)?.verb === "join") ?? "";
        const joined = await send(discord.button(guest, live(), joinId));
        expect(joined.response?.text).toContain(`<@${guest.id}>`);
        users.push(guest);
      }
      const started = await send(discord.button(host, live(), customIds(live()).find((id) => decodeId(id)?.verb === "start") ?? ""));
      expect(started.response?.text).toContain("The game is on");
      const thread = discord.threads(discord.channelId).find((t) => t.name === `Nusfjord #${gameId}`);
      if (!thread) throw new Error("no thread");
      tables.push({ gameId, threadId: thread.id, users });
    }

    /** The newest post offering this version's choices. */
    const controlsFor = (threadId: string, version: number): RecordedMessage | null => discord.messages(threadId)
      .filter((m) => customIds(m).some((id) => { const d = decodeId(id); return d !== null && ["choice", "menu", "mine"].includes(d.verb) && d.version === version; })).at(-1) ?? null;

    for (const t of tables) {
      let made = 0;
      let typed = false;
      while (made < CHOICES_PER_TABLE) {
        const { game, state } = await reader.loadGame(t.gameId);
        if (game.status !== "active" || !state) break;
        const seat = pendingSeats(state).find((p) => t.users.some((u) => u.id === game.seats[p]?.userId));
        const user = t.users.find((u) => u.id === game.seats[seat ?? -1]?.userId);
        const screen = user ? controlsFor(t.threadId, game.version) : null;
        if (!user || seat === undefined || !screen) { await sleep(50); continue; } // the AI moves, or the post is on its way
        if (!typed) {
          // Once per table: a typed /place, after its autocomplete.
          const place = legalChoices(state, seat).find((c) => c.id.startsWith("place:"));
          if (place) {
            await send(discord.autocomplete(user, t.threadId, "place", { name: "action", value: "" }));
            const o = await send(discord.command(user, t.threadId, "place", { options: { action: place.id } }));
            expect(o.response?.text).toMatch(/^✅/);
            acks.push({ gameId: t.gameId, userId: user.id, version: game.version, choiceId: place.id });
            typed = true;
            made++;
            let follow = o.response;
            // Its follow-up questions, answered on the private reply.
            for (let k = 0; follow && k < 10; k++) {
              const menu = menuOf(follow);
              const button = customIds(follow).map((id) => ({ id, d: decodeId(id) })).find((x) => x.d?.verb === "choice" && x.d.arg !== "pass");
              if (!menu && !button?.d) break;
              const version = menu ? decodeId(menu.customId)?.version ?? -1 : button?.d?.version ?? -1;
              const choiceId = menu ? menu.values[0] ?? "" : button?.d?.arg ?? "";
              const next = await send(menu ? discord.select(user, follow, menu.customId, [choiceId]) : discord.button(user, follow, button?.id ?? ""));
              if (!next.response?.text.startsWith("✅")) break;
              acks.push({ gameId: t.gameId, userId: user.id, version, choiceId });
              made++;
              follow = next.response;
            }
            continue;
          }
        }
        let current: RecordedMessage | null = screen;
        for (let k = 0; current && k < 10; k++) {
          const ids: { id: string; d: ReturnType<typeof decodeId> }[] = customIds(current).map((id) => ({ id, d: decodeId(id) }));
          const mine = ids.find((x) => x.d?.verb === "mine");
          if (mine) { current = (await send(discord.button(user, current, mine.id))).response; continue; }
          const menu = menuOf(current);
          const button = ids.find((x) => x.d?.verb === "choice" && x.d.arg !== "pass" && x.d.arg !== "decline") ?? ids.find((x) => x.d?.verb === "choice");
          if (!menu && !button?.d) break;
          const version = menu ? decodeId(menu.customId)?.version ?? -1 : button?.d?.version ?? -1;
          const choiceId = menu ? menu.values.find((v) => v !== "pass") ?? menu.values[0] ?? "" : button?.d?.arg ?? "";
          const o = await send(menu ? discord.select(user, current, menu.customId, [choiceId]) : discord.button(user, current, button?.id ?? ""));
          expect(o.response?.text, o.response?.text).toMatch(/^✅/);
          acks.push({ gameId: t.gameId, userId: user.id, version, choiceId });
          made++;
          current = o.response;
        }
      }
      // Reads: the board, the server's games, the rules.
      const asker = t.users[0];
      if (!asker) throw new Error("no player");
      expect((await send(discord.command(asker, t.threadId, "board"))).response?.attachments).toHaveLength(1);
      expect((await send(discord.command(asker, t.threadId, "games"))).response?.text).toContain(`#${t.gameId}`);
      expect((await send(discord.command(asker, t.threadId, "rules"))).response?.text).toBeTruthy();
    }
    await sleep(1000); // the processes' last posts

    // One game per /nusfjord new.
    expect(await reader.db.game.count()).toBe(tables.length);
    // Every acknowledged choice stored once, as the version it made (a shortcut as its steps).
    let stored = 0;
    for (const a of acks) {
      const steps = a.choiceId.split(THEN);
      for (const [k, step] of steps.entries()) {
        const rows = await reader.db.choice.findMany({ where: { gameId: a.gameId, version: a.version + 1 + k, userId: a.userId, choiceId: step } });
        expect(rows, `${a.gameId}@${a.version + 1 + k} ${step}`).toHaveLength(1);
        stored++;
      }
      // Where a Building goes, placed for the player right after when every free space was the same (src/bot/turn/turns.ts).
      // (A choice at that version that another interaction made is that one's own.)
      const next = a.version + steps.length;
      if (!acks.some((b) => b.gameId === a.gameId && b.version === next)) {
        stored += await reader.db.choice.count({ where: { gameId: a.gameId, version: next + 1, userId: a.userId, choiceId: { startsWith: "space:" } } });
      }
    }
    const humanChoices = await reader.db.choice.count({ where: { userId: { not: null } } });
    expect(humanChoices).toBe(stored);
    // Each interaction answered once: a second answer would be refused (40060), a missing one would have timed out.
    expect(discord.problems).toEqual([]);
    // No error in either process, and one debug line per interaction from the one that left it.
    const left = (bot: ChildBot) => bot.logs.filter((l) => l.includes("another bot process took this interaction on"));
    for (const bot of bots) expect(bot.errors()).toEqual([]);
    const ids = sent.map((o) => o.id);
    const leftIds = bots.flatMap((b) => left(b).map((l) => (JSON.parse(l) as { interactionId: string }).interactionId));
    expect([...leftIds].sort()).toEqual([...ids].sort());
    // The process that left an interaction wrote nothing else about it.
    for (const bot of bots) {
      for (const id of left(bot).map((l) => (JSON.parse(l) as { interactionId: string }).interactionId)) {
        expect(bot.logs.filter((l) => l.includes(`"interactionId":"${id}"`))).toHaveLength(1);
      }
    }
    const won = bots.map((b) => sent.length - left(b).length);
    console.log(`twins (${provider}): ${sent.length} interactions delivered to both processes, answered by blue ${won[0]} and green ${won[1]}; ${tables.length} games; ${acks.length} acknowledged choices, ${stored} stored once; 0 problems, 0 error lines`);
    expect(won.every((n) => n > 0)).toBe(true);
  }, 600_000);
});

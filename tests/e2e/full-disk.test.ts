// The disk holding the SQLite database fills up while the bot runs (a 6 MB tmpfs, where this
// process may mount one: as root, as in CI): `/nusfjord new` and a choice are each told
// privately that the bot's disk is full and nothing changed (before, `/nusfjord new` said "the
// database is busy": Prisma's client hid SQLite's error behind its own), the operator gets an
// error line saying the disk is full, and both work once space is freed.
import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { fillDisk, smallDisk } from "../store/small-disk.ts";
import { finishDecision, snapshot } from "./harness.ts";
import { latestPing, seatTable } from "./play.ts";
import { startSqliteHarness } from "./sqlite-harness.ts";
import type { InteractionOutcome } from "./standin/index.ts";

const cleanups: (() => void)[] = [];
afterAll(() => { for (const c of cleanups.reverse()) c(); });

const FULL = "⚠️ The bot's disk is full, so this could not be saved and nothing was changed. The bot's admins have been told; please try again later.";

/** What the user was told privately (ephemeral answers and follow-ups). */
const privately = (o: InteractionOutcome | undefined): string[] => [o?.response, ...(o?.followups ?? [])].filter((m) => m && (m.flags & 64) !== 0).map((m) => m?.text ?? "");

describe("a full disk", () => {
  const disk = smallDisk("nusfjord-full-e2e-", cleanups);
  it.runIf(disk !== null)("/nusfjord new and a choice are told privately that the bot's disk is full and nothing changed, the admin gets an error line, and both work once space is freed", async () => {
    const h = await startSqliteHarness({ busyWaitMs: 10_000, folder: disk ?? "" });
    try {
      const t = await seatTable(h, { users: ["ann", "bo"], options: { players: 2 } });
      const { user, other } = await t.current();
      const before = await snapshot(h.store, t.gameId);
      // An empty WAL, so that the next commit must grow it on the full disk.
      await h.db.database.sql.query("PRAGMA wal_checkpoint(TRUNCATE)");
      const filler = fillDisk(disk ?? "");

      const lobby = await h.discord.command(other, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2 } });
      const [choice] = await finishDecision(h.discord, user, latestPing(h, t.threadId), 0);
      await h.bot.idle();
      for (const o of [lobby, choice]) expect(privately(o)).toContain(FULL);
      expect(await h.store.countGames()).toBe(1);
      expect(await snapshot(h.store, t.gameId)).toEqual(before);
      const errors = h.logs.map((l) => JSON.parse(l) as { level: number; msg: string; database?: string }).filter((l) => l.level === 50 && l.database === "full");
      expect(errors.map((l) => l.msg)).toEqual(Array.from({ length: 2 }, () => "the database's disk is full: nothing can be saved until space is freed (SQLite: the disk holding the file; PostgreSQL: the server's); the player was told nothing changed"));

      rmSync(filler);
      const opened = await h.discord.command(other, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2, thread: false } });
      expect(opened.response?.text).toContain("Nusfjord");
      expect(await h.store.countGames()).toBe(2);
      const [again] = await finishDecision(h.discord, user, latestPing(h, t.threadId), 0);
      expect(again?.response?.text).toMatch(/^✅/);
    } finally {
      await h.close();
    }
  }, 60_000);
});

// A database that accepts no changes (PostgreSQL: a standby, or default_transaction_read_only;
// SQLite: query_only here, as a file the bot may not write would): through the bot and the
// Discord stand-in, a choice and `/nusfjord new` are each told privately that the bot's database
// is read-only and that nothing changed (not "something went wrong"), the operator gets an error
// line saying so, and play goes on once the database is writable again. On whichever database
// the store tests run on (CI runs them on both).
import pg from "pg";
import { describe, expect, it } from "vitest";
import { finishDecision, snapshot, startHarness } from "../e2e/harness.ts";
import { latestPing, seatTable } from "../e2e/play.ts";
import type { InteractionOutcome } from "../e2e/standin/index.ts";
import { provider } from "./helpers.ts";

/** Make the database (DATABASE_URL `url`, the bot's connection `sql`) accept no changes, or changes again. */
async function setReadOnly(url: string, sql: { query(q: string): Promise<unknown> }, on: boolean): Promise<void> {
  if (provider === "sqlite") {
    await sql.query(`PRAGMA query_only = ${on ? "ON" : "OFF"}`);
    return;
  }
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("SET default_transaction_read_only = off"); // this session itself starts read-only once it is on
    await admin.query(on ? `ALTER DATABASE "${name}" SET default_transaction_read_only = on` : `ALTER DATABASE "${name}" RESET default_transaction_read_only`);
    // The setting holds for new sessions: end the bot's, as a failover would; its pool reconnects.
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
  } finally {
    await admin.end();
  }
  await new Promise((r) => setTimeout(r, 300));
}

const READ_ONLY = "⚠️ The bot's database is read-only right now, so this could not be saved and nothing was changed. The bot's admins have been told; please try again later.";

/** What the user was told privately (ephemeral answers and follow-ups). */
const privately = (o: InteractionOutcome | undefined): string[] => [o?.response, ...(o?.followups ?? [])].filter((m) => m && (m.flags & 64) !== 0).map((m) => m?.text ?? "");

describe("a read-only database", () => {
  it("a choice and /nusfjord new are told privately that the database is read-only and nothing changed, the admin gets an error line, and play goes on once it is writable", async () => {
    const h = await startHarness();
    try {
      const t = await seatTable(h, { users: ["ann", "bo"], options: { players: 2 } });
      const { user, other } = await t.current();
      const ping = latestPing(h, t.threadId);
      const before = await snapshot(h.store, t.gameId);
      await setReadOnly(h.db.url, h.db.database.sql, true);

      const [choice] = await finishDecision(h.discord, user, ping, 0);
      const lobby = await h.discord.command(other, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2 } });
      await h.bot.idle();
      for (const o of [choice, lobby]) expect(privately(o)).toContain(READ_ONLY);
      expect(await snapshot(h.store, t.gameId)).toEqual(before);
      expect(await h.store.countGames()).toBe(1);
      const errors = h.logs.map((l) => JSON.parse(l) as { level: number; msg: string; database?: string }).filter((l) => l.level === 50 && l.database === "readonly");
      expect(errors.map((l) => l.msg)).toEqual(Array.from({ length: 2 }, () => "the database is read-only: nothing can be saved (PostgreSQL: a standby, or default_transaction_read_only on; SQLite: a file or folder the bot may not write); the player was told nothing changed"));
      expect(await h.bot.metrics.text()).toMatch(/nusfjord_database_errors_total\{kind="readonly"\} [2-9]/);

      await setReadOnly(h.db.url, h.db.database.sql, false);
      const [again] = await finishDecision(h.discord, user, latestPing(h, t.threadId), 0);
      expect(again?.response?.text).toMatch(/^✅/);
      expect((await snapshot(h.store, t.gameId)).version).toBeGreaterThan(before.version);
    } finally {
      await h.close();
    }
  }, 60_000);
});

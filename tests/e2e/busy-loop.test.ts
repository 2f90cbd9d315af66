// The acknowledgement guard holds when the bot's event loop is busy: an interaction that waited
// its turn behind other work for two seconds, whose handler then waits for the database before
// it answers (another process holds SQLite's write lock), is deferred as soon as the bot gets to it, so
// Discord has its acknowledgement within 3 seconds of creating it. (A deferral timer armed when
// the bot got to it would have fired a second later, after Discord's deadline: the stand-in
// refuses late callbacks, as Discord does.)
import { afterEach, describe, expect, it } from "vitest";
import { holdSqliteLock } from "../store/sqlite-lock.ts";
import { seatTable } from "./play.ts";
import { startSqliteHarness, type SqliteHarness } from "./sqlite-harness.ts";

let h: SqliteHarness | null = null;
afterEach(async () => { await h?.close(); h = null; });

/** Holds this thread (the bot's event loop included) for `ms`, as a burst of other work would. */
function busy(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe("a busy event loop", () => {
  it("an interaction that waited 2 s for its turn and then for the database is still acknowledged within Discord's 3 s", async () => {
    h = await startSqliteHarness({ busyWaitMs: 10_000, standIn: { ackDeadlineMs: 3000, interactionTimeoutMs: 30_000 } });
    const { threadId, current } = await seatTable(h, { users: ["ann", "bo"], options: { players: 2 } });
    const { user: mover } = await current();
    const lock = await holdSqliteLock(h.file, 4000);
    // The command is on its way to the bot; the event loop is held before the bot reads it.
    // A command that writes before it answers: muting reminders waits for the lock.
    const sent = h.discord.command(mover, threadId, "nusfjord", { subcommand: "settings", options: { mute: true } });
    busy(2100);
    const muted = await sent;
    await lock.released;
    expect(muted.callbackType).toBe(5); // deferred by the guard while the change waited for the lock
    expect(muted.ackMs).toBeGreaterThanOrEqual(2100);
    expect(muted.ackMs).toBeLessThan(3000);
    expect(muted.response?.ephemeral).toBe(true);
    expect(muted.response?.text).toContain("Your reminders are muted for this game.");
  }, 60_000);
});

// Another process holds the SQLite database's write lock (a backup, `verify-games --repair`, a
// second instance): every interaction is still acknowledged within Discord's 3 seconds (the
// stand-in refuses later callbacks, as Discord does), commands that need no database answer at
// once, reads go on, and every change either completes or says privately that the database is
// busy and nothing was changed. Once the lock is gone, play goes on.
import { afterEach, describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { holdSqliteLock } from "../store/sqlite-lock.ts";
import { choiceButtons, customIds, menuOf, snapshot } from "./harness.ts";
import { idWith, latestPing, seatTable } from "./play.ts";
import { startSqliteHarness, type SqliteHarness } from "./sqlite-harness.ts";
import type { InteractionOutcome, RecordedMessage, StandInUser } from "./standin/index.ts";

let h: SqliteHarness | null = null;
afterEach(async () => { await h?.close(); h = null; });

/** The text the user finally sees for an interaction: the reply, or its private follow-ups. */
function seen(o: InteractionOutcome): string {
  return [o.response?.text ?? "", ...o.followups.map((f: RecordedMessage) => f.text)].join("\n");
}

/** Makes the mover's first choice on the turn post: a button, or the first option of its menu. */
function choiceOn(harness: SqliteHarness, user: StandInUser, ping: RecordedMessage): () => Promise<InteractionOutcome> {
  const button = choiceButtons(ping)[0];
  if (button) return () => harness.discord.button(user, ping, button.customId);
  const menu = menuOf(ping);
  const value = menu?.values[0];
  if (!menu || value === undefined) throw new Error(`the turn post offers no choice: ${ping.text}`);
  return () => harness.discord.select(user, ping, menu.customId, [value]);
}

const BUSY = /database is busy.*nothing was changed/i;

// Each waits for the lock to go: up to 6 s, and the stand-in waits up to 30 s for answers.
const LONG = 60_000;

describe("the database locked by another process", () => {
  it("every interaction is acknowledged in under 3 s; /rules answers at once, reads complete, changes say the database is busy and nothing changed; play resumes after", async () => {
    // The bot gives up waiting after 2.5 s; the lock is held for 6 s (tests/bench/locked.ts
    // holds it 15 s).
    h = await startSqliteHarness({ busyWaitMs: 2500, standIn: { ackDeadlineMs: 3000, interactionTimeoutMs: 30_000 } });
    const { gameId, threadId, current } = await seatTable(h, { users: ["ann", "bo"], options: { players: 2 } });
    const { user: mover, other } = await current();
    const ping = latestPing(h, threadId);
    const choose = choiceOn(h, mover, ping);
    const before = await snapshot(h.store, gameId);
    // A second lobby, whose Join button is pressed while the lock is held.
    const opened = await h.discord.command(other, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 3, thread: false } });
    const lobbyMessage = opened.response;
    if (!lobbyMessage) throw new Error("no lobby message");
    const lobbyBefore = lobbyMessage.text;
    await h.bot.idle();

    const lock = await holdSqliteLock(h.file, 6000);
    const lockedAt = Date.now();
    const [rules, board, score, pressed, placed, lobby, join] = await Promise.all([
      h.discord.command(other, threadId, "rules", {}),
      h.discord.command(other, threadId, "board", {}),
      h.discord.command(other, threadId, "score", {}),
      choose(),
      h.discord.command(mover, threadId, "pass", {}),
      h.discord.command(other, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 4 } }),
      h.discord.button(mover, lobbyMessage, idWith(lobbyMessage, "join")),
    ]);
    const answeredWhileLocked = Date.now() - lockedAt < 6000;
    // An interaction settles at its first answer; a refusal's private follow-up may come just after.
    await h.bot.idle();

    for (const o of [rules, board, score, pressed, placed, lobby, join]) expect(o.ackMs).toBeLessThan(3000);
    expect(h.discord.problems).toEqual([]);
    // No database needed: answered straight away, not deferred.
    expect(rules.callbackType).toBe(4);
    expect(rules.ackMs).toBeLessThan(500);
    // Reads are not blocked by another process's write lock (WAL).
    expect(board.response?.attachments.length).toBe(1);
    expect(score.response?.text).toContain(`game #${gameId}`);
    // Changes could not wait that long: each is told privately, and nothing changed.
    for (const o of [pressed, placed, lobby, join]) expect(seen(o)).toMatch(BUSY);
    // The Join press was deferred as an update of the public lobby: its refusal came as a
    // private follow-up, and the lobby still reads as before.
    expect(join.followups.length).toBeGreaterThan(0);
    expect(join.followups.every((f) => (f.flags & 64) !== 0)).toBe(true);
    expect(h.discord.message(lobbyMessage.id)?.text).toBe(lobbyBefore);
    expect(placed.response?.flags ?? 0).toBe(64);
    // The refused lobby left no public message behind: its answer is private.
    expect(lobby.followups.every((f) => (f.flags & 64) !== 0)).toBe(true);
    // Nothing public was posted in the channel while the lock was held (the refused /nusfjord new's placeholder is gone).
    expect(h.discord.messages(h.discord.channelId).filter((m) => !m.deleted && m.createdAt >= lockedAt)).toEqual([]);
    expect(answeredWhileLocked).toBe(true);
    expect(await snapshot(h.store, gameId)).toEqual(before);
    expect(h.logs.some((l) => l.includes("database unavailable; nothing changed"))).toBe(true);

    await lock.released;
    await h.bot.idle();
    const again = await choose();
    expect(again.ackMs).toBeLessThan(3000);
    expect(seen(again)).not.toMatch(BUSY);
    expect((await snapshot(h.store, gameId)).version).toBeGreaterThan(before.version);
    await h.bot.idle();
    expect(customIds(latestPing(h, threadId)).map((id) => decodeId(id)?.version).some((v) => v !== undefined && v > before.version)).toBe(true);
  }, LONG);

  it("changes made while the lock is held, within the bot's wait, are acknowledged in time and complete when the lock goes: a choice, a new lobby (deferred publicly), a Join (deferred as an update of the lobby), a settings change (deferred privately)", async () => {
    h = await startSqliteHarness({ busyWaitMs: 10_000, standIn: { ackDeadlineMs: 3000, interactionTimeoutMs: 30_000 } });
    const { gameId, threadId, current, user: { ann, bo, cy } } = await seatTable(h, { users: ["ann", "bo", "cy"], seated: ["ann", "bo"], options: { players: 2 } });
    const { user: mover } = await current();
    const ping = latestPing(h, threadId);
    const choose = choiceOn(h, mover, ping);
    const before = await snapshot(h.store, gameId);
    const opened = await h.discord.command(bo, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 3, thread: false } });
    const lobbyMessage = opened.response;
    if (!lobbyMessage) throw new Error("no lobby message");
    await h.bot.idle();

    const lock = await holdSqliteLock(h.file, 4000);
    const t0 = Date.now();
    const [pressed, created, joined, muted] = await Promise.all([
      choose(),
      h.discord.command(cy, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2 } }),
      h.discord.button(cy, lobbyMessage, idWith(lobbyMessage, "join")),
      h.discord.command(ann, threadId, "nusfjord", { subcommand: "settings", options: { mute: true } }),
    ]);
    await lock.released;
    await h.bot.idle();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(3500); // they did wait for the lock
    for (const o of [pressed, created, joined, muted]) {
      expect(o.ackMs).toBeLessThan(3000);
      expect(seen(o)).not.toMatch(BUSY);
    }
    expect(h.discord.problems).toEqual([]);
    expect((await snapshot(h.store, gameId)).version).toBe(before.version + 1);
    // The new lobby is the public deferred reply, with its buttons, and got its thread.
    expect(created.callbackType).toBe(5);
    expect((created.response?.flags ?? 0) & 64).toBe(0); // public (it carries HAS_THREAD)
    const newId = decodeId(idWith(created.response, "join"))?.gameId ?? -1;
    expect(newId).toBeGreaterThan(0);
    expect(h.discord.threads(h.discord.channelId).some((t) => t.name === `Nusfjord #${newId}`)).toBe(true);
    // The Join updated the lobby it was pressed on.
    expect(joined.callbackType).toBe(6);
    expect(h.discord.message(lobbyMessage.id)?.text).toContain(`<@${cy.id}>`);
    // The settings answer is the private deferred reply.
    expect(muted.callbackType).toBe(5);
    expect(muted.response?.flags).toBe(64);
    expect(muted.response?.text).toContain("Your reminders are muted for this game.");
  }, LONG);
});

// A PostgreSQL backup (pg_dump) restored with pg_restore into the database the bot is running on,
// as docs/admin.md ("Backups and restore") says to: the running bot notices the game went back in
// time, tells its thread once, and every post after that appears (none dropped by Discord as a
// repeat of a post of the discarded timeline). PostgreSQL only (CI's second run): SQLite's
// restores are tests/e2e/backup.test.ts.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadState, postedLogLines, startHarness } from "../e2e/harness.ts";
import { seatTable } from "../e2e/play.ts";
import { RESTORED_NOTICE, botMessages, oneTurn, toldIn } from "../e2e/restores.ts";
import { provider } from "./helpers.ts";

describe.runIf(provider === "postgres")("pg_restore under the running bot", () => {
  it("the game carries on from the dump, its thread is told once where it went back to, and every post after that appears", async () => {
    const h = await startHarness();
    const dir = mkdtempSync(join(tmpdir(), "nusfjord-pgdump-"));
    try {
      const t = await seatTable(h, { users: ["ann", "bo"], options: { players: 2 } });
      for (let n = 0; n < 3; n++) await oneTurn(h, t, n);
      const dumped = await loadState(h.store, t.gameId);
      const dump = join(dir, "nusfjord.dump");
      execFileSync("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, h.db.url]);
      for (let n = 0; n < 3; n++) await oneTurn(h, t, n + 1);
      const from = h.discord.messages(t.threadId).length;
      const repeats = h.discord.nonceRepeats;

      execFileSync("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${h.db.url}`, dump]);
      expect((await loadState(h.store, t.gameId)).game.version).toBe(dumped.game.version);
      await h.bot.flush(); // the bot's periodic pass
      for (let n = 0; n < 3; n++) await oneTurn(h, t, n + 2);
      await h.bot.flush();

      const after = botMessages(h, t.threadId, from);
      expect(after.filter((m) => RESTORED_NOTICE.test(m.text))).toHaveLength(1);
      expect(RESTORED_NOTICE.test(after[0]?.text ?? "")).toBe(true);
      const told = toldIn(after, t.gameId);
      expect(told.length).toBeGreaterThan(0);
      expect(told).toEqual(await postedLogLines(h, t.gameId, dumped.game.postedLog));
      expect(h.discord.nonceRepeats).toBe(repeats);
      expect(await h.store.verifyGame(t.gameId)).toEqual({ gameId: t.gameId, ok: true });
    } finally {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

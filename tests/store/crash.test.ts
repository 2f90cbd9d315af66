// Crash safety: a process applying a stream of choices is killed with SIGKILL; after a restart
// every acknowledged choice is stored and the snapshot is the replay of the log.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestStore, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

const CHILD = fileURLToPath(new URL("./crash-child.ts", import.meta.url));

/** Run the child until it has acknowledged `killAfter` choices, then SIGKILL it. */
function runAndKill(gameId: number, seed: number, killAfter: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, t.url, String(gameId), String(seed)], { stdio: ["ignore", "pipe", "pipe"] });
    const acks: number[] = [];
    let buffer = "";
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => { stderr += d.toString(); });
    child.stdout.on("data", (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        const m = /^ack (\d+)$/.exec(line);
        if (m) acks.push(Number(m[1]));
        if (acks.length === killAfter) child.kill("SIGKILL");
      }
    });
    child.on("exit", (code, signal) => {
      if (signal === "SIGKILL") resolve(acks);
      else reject(new Error(`child ended by itself (code ${code}) after ${acks.length} acks: ${stderr}`));
    });
  });
}

describe("crash safety", () => {
  it("SIGKILL in the middle of a stream of choices loses no acknowledged choice, and play resumes after restart", async () => {
    const { game } = await startedGame(t.store, 4, "crash");
    const first = await runAndKill(game.id, 1, 40);
    expect(first.length).toBeGreaterThanOrEqual(40); // acks already in the pipe when it was killed count too
    const stored = new Set((await t.store.db.choice.findMany({ where: { gameId: game.id } })).map((c) => c.version));
    for (const v of first) expect(stored.has(v)).toBe(true);
    expect(await t.store.verifyGame(game.id)).toEqual({ gameId: game.id, ok: true });

    // "Restart": a new process continues the same game from what is stored.
    const second = await runAndKill(game.id, 2, 25);
    expect(second[0]).toBeGreaterThan(Math.max(...first));
    const all = (await t.store.db.choice.findMany({ where: { gameId: game.id }, orderBy: { version: "asc" } })).map((c) => c.version);
    for (const v of [...first, ...second]) expect(all).toContain(v);
    expect(all).toEqual(all.map((_, i) => 2 + i));
    expect(await t.store.verifyAll()).toEqual([{ gameId: game.id, ok: true }]);
  });
});

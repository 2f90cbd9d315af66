// Another process holding a SQLite database's write lock, as a backup, `verify-games --repair`
// or a second bot would: a child process runs BEGIN EXCLUSIVE and keeps it for `holdMs`.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const betterSqlite3 = createRequire(import.meta.url).resolve("better-sqlite3");

export interface HeldLock {
  /** Resolves when the child has committed and exited. */
  readonly released: Promise<void>;
}

/** Resolves once the child holds the lock. */
export async function holdSqliteLock(file: string, holdMs: number): Promise<HeldLock> {
  const script = `
    const Database = require(${JSON.stringify(betterSqlite3)});
    const db = new Database(${JSON.stringify(file)}, { timeout: 10000 });
    db.exec("BEGIN EXCLUSIVE");
    process.stdout.write("locked\\n");
    setTimeout(() => { db.exec("COMMIT"); db.close(); }, ${holdMs});
  `;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const released = new Promise<void>((resolve, reject) => child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lock holder exited with ${code}`)))));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => { if (d.toString().includes("locked")) resolve(); });
    released.catch(reject);
  });
  return { released };
}

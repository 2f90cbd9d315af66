// A small filesystem of its own for tests of a full disk: a 6 MB tmpfs, where this process may
// mount one (root, as in CI); its removal goes into the calling test file's cleanups.
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Mounts the filesystem and adds its removal to `cleanups`; null where this process may not mount one. */
export function smallDisk(prefix: string, cleanups: (() => void)[]): string | null {
  if (process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=6m", "tmpfs", dir], { stdio: "ignore" });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  cleanups.push(() => { execFileSync("umount", ["-l", dir]); rmSync(dir, { recursive: true, force: true }); });
  return dir;
}

/** Writes a file until the filesystem refuses (ENOSPC); returns its path. */
export function fillDisk(dir: string): string {
  const path = join(dir, "filler");
  const fd = openSync(path, "w");
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let size = chunk.length; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) writeSync(fd, chunk, 0, size);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOSPC") throw e;
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

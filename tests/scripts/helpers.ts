// Running an admin script as `npm run <script>` does (node with tsx as its loader), in a folder
// without .env, with only PATH and DATABASE_URL set: what it prints and how it exits.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

export interface ScriptRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `src/scripts/<name>.ts` with `args`, on the database `databaseUrl`. */
export function runScript(name: string, databaseUrl: string, args: readonly string[] = []): Promise<ScriptRun> {
  // An empty working folder: no .env in it to read.
  const cwd = mkdtempSync(join(tmpdir(), "nusfjord-script-"));
  return new Promise<ScriptRun>((done, fail) => {
    const child = spawn(process.execPath, ["--import", TSX_LOADER, join(ROOT, "src/scripts", `${name}.ts`), ...args], {
      cwd, stdio: ["ignore", "pipe", "pipe"], env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (s: string) => { stdout += s; });
    child.stderr.setEncoding("utf8").on("data", (s: string) => { stderr += s; });
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", fail);
    child.on("close", (status) => { clearTimeout(timer); done({ status, stdout, stderr }); });
  }).finally(() => rmSync(cwd, { recursive: true, force: true }));
}

// The admin scripts that open the database (`npm run db:migrate`, which `npm start` runs first,
// `npm run verify-games`, `npm run ratings:rebuild`, `npm run backup`), when it cannot be opened:
// one line on stderr saying what is wrong and which setting to check, the words `npm start`
// logs, never the password and never a stack trace; exit code 1 (backup: 2, no copy was made).
// A wrong PostgreSQL password needs a real server: tests/store/script-login.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { closedPort } from "../ports.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScript, type ScriptRun } from "./helpers.ts";

const PASSWORD = "s3cret-pw-7f2k";
const dir = mkdtempSync(join(tmpdir(), "nusfjord-db-problems-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Nothing on stdout, `line` alone on stderr, and the exit code. */
function expectOneLine(run: ScriptRun, line: string, status = 1): void {
  expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({ status, stdout: "", stderr: `${line}\n` });
}

describe("an admin script whose PostgreSQL server will not answer", () => {
  it("the server down (a closed port): db:migrate, verify-games and ratings:rebuild each print one line naming the host and port and DATABASE_URL, exit 1, the password never shown", async () => {
    const port = await closedPort();
    const url = `postgresql://nusfjord:${PASSWORD}@127.0.0.1:${port}/nusfjord`;
    const runs = await Promise.all(["migrate", "verify-games", "rebuild-ratings"].map((script) => runScript(script, url)));
    for (const run of runs) {
      expectOneLine(run, `cannot open the database: PostgreSQL at 127.0.0.1:${port} refused the connection: is the server running, and is DATABASE_URL's host and port right?`);
      expect(`${run.stdout}${run.stderr}`).not.toContain(PASSWORD);
    }
  }, 90_000);

  it("a host that does not exist: db:migrate prints one line saying there is no such host (check DATABASE_URL), exit 1, the password never shown", async () => {
    const run = await runScript("migrate", `postgresql://nusfjord:${PASSWORD}@no-such-host.invalid:5432/nusfjord`);
    expectOneLine(run, "cannot open the database: PostgreSQL at no-such-host.invalid:5432: no such host (check DATABASE_URL)");
    expect(`${run.stdout}${run.stderr}`).not.toContain(PASSWORD);
  }, 60_000);
});

describe("an admin script whose SQLite path cannot hold a database", () => {
  it("a folder where the file should be: db:migrate, verify-games, ratings:rebuild and backup each print one line naming the file and DATABASE_URL (exit 1; backup 2: no copy was made)", async () => {
    const folder = join(dir, "folder.db");
    mkdirSync(folder);
    const line = `cannot open the database: SQLite database ${folder} cannot be opened (a folder in its place, or no permission to read and write it): check the path in DATABASE_URL`;
    const runs = await Promise.all(["migrate", "verify-games", "rebuild-ratings"].map((script) => runScript(script, `file:${folder}`)));
    for (const run of runs) expectOneLine(run, line);
    expectOneLine(await runScript("backup", `file:${folder}`, [join(dir, "copy-of-folder.db")]), line, 2);
  }, 120_000);

  it("a path through a file: db:migrate and backup print one line saying its folder cannot be created (a file is in the way)", async () => {
    writeFileSync(join(dir, "plain-file"), "");
    const file = join(dir, "plain-file", "bot.db");
    const line = `cannot open the database: SQLite database ${file}: its folder cannot be created (a file is in the way): check the path in DATABASE_URL`;
    const [migrate, backup] = await Promise.all([runScript("migrate", `file:${file}`), runScript("backup", `file:${file}`, [join(dir, "copy-of-nothing.db")])]);
    expectOneLine(migrate, line);
    expectOneLine(backup, line, 2);
  }, 90_000);

  it("a file that is not a SQLite database: verify-games and backup print one line saying so", async () => {
    const file = join(dir, "notes.db");
    writeFileSync(file, "these are my notes, not a database\n".repeat(200));
    const line = `cannot open the database: SQLite database ${file} is not a SQLite database file: check the path in DATABASE_URL`;
    const [verify, backup] = await Promise.all([runScript("verify-games", `file:${file}`), runScript("backup", `file:${file}`, [join(dir, "copy-of-notes.db")])]);
    expectOneLine(verify, line);
    expectOneLine(backup, line, 2);
  }, 90_000);
});

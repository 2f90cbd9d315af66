// A wrong PostgreSQL password, against the real server the store tests run on (skipped on
// SQLite; CI's PostgreSQL run sets REQUIRE_POSTGRES=1, so there it cannot be skipped): the admin
// scripts that open the database print one line saying the login was refused and to check
// DATABASE_URL, never the password, and exit 1. The other cases: tests/scripts/database-problems.test.ts.
import { describe, expect, it } from "vitest";
import { config } from "../../src/config.ts";
import { runScript } from "../scripts/helpers.ts";
import { provider } from "./helpers.ts";

describe.runIf(provider === "postgres")("an admin script given a wrong PostgreSQL password", () => {
  it("db:migrate, verify-games and ratings:rebuild each print one line saying the login was refused (check the user and password in DATABASE_URL), exit 1, the password never shown", async () => {
    const url = new URL(config().databaseUrl);
    const wrong = "not-the-password-q8v3";
    url.password = wrong;
    const runs = await Promise.all(["migrate", "verify-games", "rebuild-ratings"].map((script) => runScript(script, url.toString())));
    for (const run of runs) {
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
        status: 1, stdout: "",
        stderr: `cannot open the database: PostgreSQL at ${url.hostname}:${url.port || "5432"} refused the login of user "${decodeURIComponent(url.username)}" (check the user and password in DATABASE_URL)\n`,
      });
      expect(`${run.stdout}${run.stderr}`).not.toContain(wrong);
    }
  }, 90_000);
});

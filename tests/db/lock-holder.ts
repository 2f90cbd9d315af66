// Child process of instance-lock.test.ts: takes the SQLite file's bot lock, says so, and waits
// (to be SIGKILLed by the test).
import { writeSync } from "node:fs";
import { lockSqliteInstance } from "../../src/db/instance-lock.ts";

lockSqliteInstance(process.argv[2] ?? "");
writeSync(1, "locked\n");
setInterval(() => undefined, 60_000);

// Child process of identity.test.ts: takes a bot identity on the given database, says so, and
// waits (to be SIGKILLed by the test).
import { writeSync } from "node:fs";
import { lockIdentity } from "../../src/db/identity-lock.ts";

await lockIdentity(process.argv[2] ?? "", process.argv[3] ?? "", () => undefined);
writeSync(1, "held\n");
setInterval(() => undefined, 60_000);

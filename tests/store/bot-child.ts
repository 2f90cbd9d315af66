// Child process of two-process.test.ts: one whole bot process (discord.js client, store,
// outbox, reminders, AI seats) on the given database, logged into the test's Discord stand-in
// as the given shards, on a fast clock shared with the other processes (fake time = start +
// elapsed real time x speed). Its pino lines go to stdout; it prints "ready" once connected.
// The test SIGKILLs it at arbitrary moments and starts it again. The last argument, optional, is
// JSON: `instance`, its INSTANCE_ID (the same at each start, so a restart takes its claims over
// at once); `claims`, whether it claims every interaction (the default: on PostgreSQL only).
import { writeSync } from "node:fs";
import { NusfjordBot } from "../../src/bot/bot.ts";
import { parseConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/client.ts";
import { lockIdentity } from "../../src/db/identity-lock.ts";
import { createLogger } from "../../src/logger.ts";
import { GameStore } from "../../src/store/index.ts";

const [url = "", api = "", token = "", shardCount = "1", shardIds = "0", fakeStart = "0", realStart = "0", speed = "1", leaseRealMs = "2000", extra = "{}"] = process.argv.slice(2);
const options = JSON.parse(extra) as { instance?: string; claims?: boolean };
const rate = Number(speed);
const now = () => new Date(Number(fakeStart) + (Date.now() - Number(realStart)) * rate);
const config = parseConfig({
  DISCORD_TOKEN: token, DISCORD_API_URL: api, DATABASE_URL: url, SHARD_COUNT: shardCount, SHARD_IDS: shardIds,
  AI_MOVE_DELAY_MS: "0", REMINDER_CHECK_SECONDS: "1", LOG_LEVEL: "debug",
  ...(options.instance ? { INSTANCE_ID: options.instance } : {}),
});
const log = createLogger(config.logLevel, process.stdout, [token]);
const database = await openDatabase(url);
// As npm start does: one live process per identity (its SIGKILLed predecessor's is free at once).
if (options.instance) await lockIdentity(url, config.instanceId, () => process.exit(1));
// Leases in the store's (fast) clock: `leaseRealMs` of real time.
const store = new GameStore(database, {
  now, leaseMs: Number(leaseRealMs) * rate,
  ...(options.instance ? { instance: config.instanceId } : {}),
  ...(options.claims !== undefined ? { claimInteractions: options.claims } : {}),
});
const bot = new NusfjordBot({ config, store, log, now });
await bot.start();
writeSync(2, "ready\n");
process.on("SIGTERM", () => {
  void bot.stop().then(() => database.close()).then(() => process.exit(0));
});

// `npm start` (after `prestart` generated the Prisma clients and applied the migrations).
// Today it prepares and checks everything the bot stands on: the configuration, the
// database (migrations, and every stored game's snapshot against its choice log). The
// Discord client itself is not part of this build yet (issue 5), so it stops there and says so.
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");

const { config, ConfigError } = await import("./config.ts");
const { openStore } = await import("./store/index.ts");

try {
  const cfg = config();
  const { store, database } = await openStore(cfg.databaseUrl);
  const outcomes = await store.verifyAll(false);
  const bad = outcomes.filter((o) => !o.ok).length;
  console.log(`Database (${database.provider}) ready: ${outcomes.length} stored game(s), ${bad} whose snapshot differs from its choice log${bad ? " (run npm run verify-games -- --repair)" : ""}.`);
  await database.close();
  if (!cfg.discordToken) {
    console.error("DISCORD_TOKEN is not set. Put your bot's token in .env (copy .env.example): Discord Developer Portal -> your application -> Bot -> Reset Token.");
  } else {
    console.error("The Discord client is not part of this build yet (it comes with issue 5): nothing connects to Discord.");
  }
  process.exitCode = 1;
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exitCode = 1;
  } else {
    throw e;
  }
}

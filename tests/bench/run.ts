// `npm run bench`: every benchmark the issues ask for, one after another.
import { benchEngine } from "./engine.ts";
import { benchRenderers } from "./renderers.ts";
import { benchStore } from "./store.ts";
import { benchBot } from "./bot.ts";
import { benchTurns } from "./turns.ts";
import { benchStartup } from "./startup.ts";
import { benchBoardRate, benchLockedAck } from "./locked.ts";
import { benchAi } from "./ai.ts";
import { benchPlayouts } from "./playouts.ts";
import { benchAiPool } from "./ai-pool.ts";
import { benchHint } from "./hint.ts";
import { benchReplay } from "./replay.ts";
import { benchLeaderboard } from "./leaderboard.ts";
import { benchProfile } from "./profile.ts";
import { benchGames } from "./games.ts";
import { benchSoak } from "./soak.ts";
import { benchWeb } from "./web.ts";

benchEngine();
benchAi();
benchPlayouts();
await benchRenderers();
await benchStore();
await benchBot();
await benchTurns();
await benchStartup();
await benchLockedAck();
await benchBoardRate();
await benchAiPool();
await benchHint();
await benchReplay();
await benchLeaderboard();
await benchProfile();
await benchGames();
await benchWeb();
// Half an hour of games through the stand-in: only when asked for (BENCH_SOAK=1).
if (process.env.BENCH_SOAK === "1") await benchSoak();

// Every figure is printed: end here, whatever a benchmark's harness (stand-in servers, bot
// timers, child processes) may have left running.
process.exit(0);

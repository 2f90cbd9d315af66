// The bot as deployed, for benchmarks that measure it apart from the Discord stand-in: `node
// --import tsx src/main.ts` in a process of its own, in a folder without .env, configured by
// its environment, serving /metrics on a free port (its heap, resident memory and CPU are read
// there). Used by tests/bench/soak.ts and tests/bench/games.ts.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closedPort } from "../ports.ts";
import { join } from "node:path";

/** `--import tsx` as npm start has it, resolved here: the bot runs in a folder without node_modules. */
const TSX = import.meta.resolve("tsx");

/** A value of the Prometheus text: the sum over its series (those whose labels include `labels`). */
export function metric(text: string, name: string, labels = ""): number {
  let sum = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(name) || (line[name.length] !== " " && line[name.length] !== "{")) continue;
    if (labels && !line.includes(labels)) continue;
    sum += Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return sum;
}

export interface DeployedBot {
  readonly child: ChildProcess;
  /** The inspector's WebSocket address, when started with `--inspect=127.0.0.1:0` among its nodeArgs. */
  readonly inspector: () => string | null;
  /** Its error lines (pino level 50 and up, and anything not JSON). */
  readonly errors: string[];
  /** Its /metrics, as text. */
  metrics(): Promise<string>;
  /** SIGTERM, and its exit. */
  stop(): Promise<void>;
}

export interface DeployedBotOptions {
  /** The checkout whose src/main.ts runs (another one measures the code before a change). */
  readonly root: string;
  /** Its working folder (no .env there). */
  readonly cwd: string;
  readonly token: string;
  readonly apiBase: string;
  readonly databaseUrl: string;
  /** More settings. */
  readonly env?: Readonly<Record<string, string>>;
  /** Node.js options for the bot's process (e.g. --cpu-prof, to see where its time goes). */
  readonly nodeArgs?: readonly string[];
}

/** Applies the migrations (`npm run db:migrate`), starts the bot and resolves once it is connected. */
export async function startDeployedBot(o: DeployedBotOptions): Promise<DeployedBot> {
  const port = await closedPort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH, HOME: process.env.HOME, DISCORD_TOKEN: o.token, DISCORD_API_URL: o.apiBase, DATABASE_URL: o.databaseUrl,
    METRICS_PORT: String(port), LOG_LEVEL: "info", ...o.env,
  };
  const migrated = spawnSync(process.execPath, ["--import", TSX, join(o.root, "src/scripts/migrate.ts")], { cwd: o.cwd, env, encoding: "utf8" });
  if (migrated.status !== 0) throw new Error(`db:migrate failed: ${migrated.stderr}`);
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), "--import", TSX, join(o.root, "src/main.ts")], { cwd: o.cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const errors: string[] = [];
  let rest = "";
  let inspector: string | null = null;
  await new Promise<void>((resolve, reject) => {
    const take = (d: Buffer): void => {
      rest += d.toString();
      const lines = rest.split("\n");
      rest = lines.pop() ?? "";
      for (const l of lines) {
        if (l.includes("slash commands registered")) resolve();
        const ws = /^Debugger listening on (ws:\/\/\S+)/.exec(l);
        if (ws?.[1]) { inspector = ws[1]; continue; }
        // The inspector's own words (the soak benchmark attaches to it), not the bot's.
        if (l.startsWith("For help, see: https://nodejs.org/en/docs/inspector") || l === "Debugger attached." || l.startsWith("Waiting for the debugger") || l.startsWith("Debugger ending on")) continue;
        if (/"level":(5|6)\d/.test(l) || (!l.startsWith("{") && l.trim() !== "")) errors.push(l.slice(0, 400));
      }
    };
    child.stdout?.on("data", take);
    child.stderr?.on("data", take);
    child.on("exit", (code) => reject(new Error(`the bot ended (${code}) before it connected:\n${errors.join("\n")}`)));
  });
  return {
    child, errors, inspector: () => inspector,
    metrics: async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((r) => child.on("exit", () => r()));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

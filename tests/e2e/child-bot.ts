// A whole bot in a child process (tests/store/bot-child.ts) against the test's Discord stand-in,
// for tests that kill it (SIGKILL: a crash) and start it again, or run two side by side.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { DiscordStandIn } from "./standin/index.ts";

const CHILD = fileURLToPath(new URL("../store/bot-child.ts", import.meta.url));

export interface ChildBotOptions {
  readonly url: string;
  readonly discord: DiscordStandIn;
  /** INSTANCE_ID (kept at every start); unset: a name of its own at each start. */
  readonly instance?: string;
  /** Claim every interaction (default: on PostgreSQL only). */
  readonly claims?: boolean;
  readonly shardCount?: number;
  readonly shardIds?: string;
  /** How long its claims on background work last (real time; default 30 s, the bot's own). */
  readonly leaseMs?: number;
}

export class ChildBot {
  #child: ChildProcess | null = null;
  /** Every pino line it wrote, over all its starts (JSON). */
  readonly logs: string[] = [];
  starts = 0;

  constructor(private readonly opts: ChildBotOptions) {}

  /** Starts the process; resolves once it is connected and serving. */
  start(): Promise<void> {
    const { url, discord, shardCount = 1, shardIds = "0", leaseMs = 30_000 } = this.opts;
    const now = String(Date.now());
    const extra = JSON.stringify({ ...(this.opts.instance ? { instance: this.opts.instance } : {}), ...(this.opts.claims !== undefined ? { claims: this.opts.claims } : {}) });
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, url, discord.apiBase, discord.token, String(shardCount), shardIds, now, now, "1", String(leaseMs), extra], { stdio: ["ignore", "pipe", "pipe"] });
    this.#child = child;
    this.starts++;
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const lines = out.split("\n");
      out = lines.pop() ?? "";
      this.logs.push(...lines.filter(Boolean));
    });
    return new Promise((resolve, reject) => {
      let err = "";
      child.stderr?.on("data", (d: Buffer) => { err += d.toString(); if (err.includes("ready\n")) resolve(); });
      child.on("exit", (code, signal) => { if (signal !== "SIGKILL" && signal !== "SIGTERM") reject(new Error(`bot process ended by itself (${code}): ${err}`)); });
    });
  }

  /** SIGKILL: the process dies wherever it is. */
  kill(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((r) => child.on("exit", () => r()));
    child.kill("SIGKILL");
    return exited;
  }

  /** SIGTERM: the bot stops as on a deploy (finishes what it is doing, closes). */
  stop(): Promise<void> {
    const child = this.#child;
    this.#child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((r) => child.on("exit", () => r()));
    child.kill("SIGTERM");
    return exited;
  }

  /** Its lines at level error or above. */
  errors(): string[] {
    return this.logs.filter((l) => /"level":(50|60)/.test(l));
  }
}

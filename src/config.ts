// The environment, read and validated once. Nothing else in the project reads process.env.
export type LogLevel = "trace" | "debug" | "info" | "warn" | "error" | "fatal";

export interface Config {
  /** `file:...` (embedded SQLite, the default) or `postgresql://...`. */
  readonly databaseUrl: string;
  /** Needed only to connect to Discord; absent in tests. */
  readonly discordToken: string | undefined;
  readonly logLevel: LogLevel;
}

export const DEFAULT_DATABASE_URL = "file:./data/nusfjord.db";

const LOG_LEVELS: readonly LogLevel[] = ["trace", "debug", "info", "warn", "error", "fatal"];

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parse a raw environment; exported separately so tests need not touch process.env. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  if (!/^(file:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), got "${databaseUrl}".`);
  }
  const level = env.LOG_LEVEL?.trim() || "info";
  const logLevel = LOG_LEVELS.find((l) => l === level);
  if (!logLevel) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${level}".`);
  return { databaseUrl, discordToken: env.DISCORD_TOKEN?.trim() || undefined, logLevel };
}

let cached: Config | undefined;

/** The process's configuration, read from the environment on first use. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

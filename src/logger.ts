// One pino logger for the process; child loggers carry {gameId, guildId, userId}. The bot token
// is redacted wherever it could appear (config objects, REST headers).
import { pino, type Logger, type DestinationStream } from "pino";
import type { LogLevel } from "./config.ts";

export type { Logger };

const REDACT = ["token", "*.token", "discordToken", "*.discordToken", "config.discordToken", "headers.authorization", "*.headers.authorization", "authorization"];

/**
 * JSON lines by default; pretty when writing to a terminal and pino-pretty (a development
 * dependency) is installed. `destination` lets tests capture the lines.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT, censor: "[redacted]" }, base: { app: "nusfjord" } };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY) {
    try {
      return pino({ ...options, transport: { target: "pino-pretty", options: { colorize: true } } });
    } catch {
      // pino-pretty missing (production install): plain JSON below.
    }
  }
  return pino(options);
}

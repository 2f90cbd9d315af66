// One pino logger for the process; child loggers carry {gameId, guildId, userId}. The bot token
// is redacted wherever it could appear (config objects, REST headers), and so are interaction
// tokens and the keys of the web view's links, wherever a line holds them.
import { pino, type Logger, type DestinationStream } from "pino";
import type { LogLevel } from "./config.ts";

export type { Logger };

const REDACT = ["token", "*.token", "discordToken", "*.discordToken", "config.discordToken", "headers.authorization", "*.headers.authorization", "authorization"];

/**
 * Interaction tokens (valid 15 minutes, enough to answer as the bot) travel in REST URLs:
 * `/interactions/<id>/<token>/callback` and `/webhooks/<application>/<token>/...`. A failed
 * request's error names its URL, so every log line has them cut out.
 */
export function redactInteractionTokens(line: string): string {
  return line
    .replace(/(\/interactions\/\d+\/)[^/\s"'?\\]+/g, "$1[redacted]")
    .replace(/(\/webhooks\/\d+\/)[^/\s"'?\\]+/g, "$1[redacted]");
}

/**
 * The web view's links (src/web/keys.ts) open a game's page or a player's hand to whoever holds
 * them: `/g/<id>-<mac>` and `/h/<id>-<seat>-<expires>-<mac>`. A failed post's error carries its
 * body (a link button's URL), so every log line has the mac cut out; the game's id stays.
 */
export function redactWebLinks(line: string): string {
  return line.replace(/(\/[gh]\/\d+(?:-[0-4]-\d{1,12})?-)[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/g, "$1[redacted]");
}

/**
 * JSON lines by default; pretty when writing to a terminal and pino-pretty (a development
 * dependency) is installed. `destination` lets tests capture the lines. Every `secret` is also
 * cut out of each line wherever it occurs (an error message, a URL), not only at known paths.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream, secrets: readonly string[] = []): Logger {
  const cut = secrets.filter((x) => x.length >= 8);
  const options = {
    level, redact: { paths: REDACT, censor: "[redacted]" }, base: { app: "nusfjord" },
    hooks: { streamWrite: (line: string) => redactWebLinks(redactInteractionTokens(cut.reduce((l, x) => l.split(x).join("[redacted]"), line))) },
  };
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

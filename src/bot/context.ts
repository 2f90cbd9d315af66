// What every command and component handler gets: the Discord client, the store, the logger,
// the configuration and the clock, the images and the metrics, plus the two background workers
// they nudge.
import type { Client } from "discord.js";
import { say, type Key, type Locale, type Vars } from "../i18n/index.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { Hint } from "../ai/index.ts";
import type { Table } from "./ai/pool.ts";
import type { GameState } from "../engine/index.ts";
import { StoreError, type GameStore } from "../store/index.ts";
import type { Images } from "./images/images.ts";
import type { BotMetrics } from "./ops/metrics.ts";
import type { Timelines } from "./turn/timelines.ts";

export interface BotContext {
  readonly client: Client;
  readonly store: GameStore;
  readonly log: Logger;
  readonly config: Config;
  readonly now: () => Date;
  /** The images, drawn on the image threads (and timed for the metrics). */
  readonly images: Images;
  /** This bot's metrics (/metrics): every part records what it did here. */
  readonly metrics: BotMetrics;
  /** What this process last knew of each running game's posts, to notice a game restored under it. */
  readonly timelines: Timelines;
  /** Post whatever the outbox holds (serialised; resolves when done). */
  flush(): Promise<void>;
  /** Let the AI seats of this game move if one of them is to decide (runs in the background). */
  kickAi(gameId: number): void;
  /** The choice an AI of `level` makes for the seat, thought out on the AI workers (AiFailedError: the AI failed). */
  aiChoose(level: string | null, state: GameState, seat: number, table: Table): Promise<string>;
  /** The hard AI's hint for the seat's decision at `table`, thought out on the AI workers. */
  hint(state: GameState, seat: number, table: Table): Promise<Hint>;
  /** Run `task` in the background, after the reply or post that started it (a late hint written into its post); idle() and stop() wait for it. */
  background(task: Promise<void>): void;
}

/** A message for the user that leaves everything unchanged (bad input, wrong game, ...). */
export class UserError extends Error {
  override name = "UserError";

  /** `said`: the message in the catalogue, which the router says in the asker's language (`message` is its English, for the logs). */
  constructor(message: string, readonly said?: { readonly key: Key; readonly vars: Vars }) {
    super(message);
  }

  /** A refusal in the catalogue's words: `UserError.say("errors.notYourTurn", { game, waiting })`. */
  static say(key: Key, vars: Vars = {}): UserError {
    return new UserError(say("en", key, vars), { key, vars });
  }
}

/** A refusal's catalogue message, when it has one (the bot's or the store's refusals). */
export function saidOf(e: unknown): UserError["said"] {
  return e instanceof UserError || e instanceof StoreError ? e.said : undefined;
}

/** A refusal's words in `locale`: its message in the catalogue when it has one (the bot's or the store's), else its message as written. */
export function refusalIn(locale: Locale, e: unknown): string {
  const said = saidOf(e);
  return said ? say(locale, said.key, said.vars) : e instanceof Error ? e.message : String(e);
}

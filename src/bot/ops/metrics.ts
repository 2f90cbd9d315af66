// The bot's metrics, for Prometheus (prom-client): one registry per bot, never prom-client's
// global one, so that every process (and every bot a test makes) counts only its own. The bot's
// parts record into it through the context (BotContext.metrics); ./monitoring.ts serves it on
// /metrics. What each metric means, and alerts worth setting: docs/admin.md, "Running it".
//
// Labels stay few and bounded: an interaction's type and name (a command and its subcommand,
// or a button's verb from ../turn/custom-id.ts), an outcome, an AI level, an image kind. Never a user,
// a server or a game id.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { aiLevelOf } from "../../ai/index.ts";
import { DATABASE_FAILURE_KINDS, databaseFailure, type GameStatus, type OutboxBacklog } from "../../store/index.ts";
import type { RenderKind } from "../images/images.ts";

/** What kind of interaction: a slash command, its autocomplete, a button, a select menu. */
export type InteractionType = "command" | "autocomplete" | "button" | "menu";
/** ok; refused: the user's mistake or a stale button (told why, nothing changed); error: ours or the database's. */
export type InteractionOutcome = "ok" | "refused" | "error";
/**
 * A game's post from the outbox: sent (Discord took it), refused (for good: the game is paused
 * and the host told), retried (failed for now; it stays in the outbox for the next pass), gave_up
 * (failed for a day and five tries: dropped and logged).
 */
export type PostResult = "sent" | "refused" | "retried" | "gave_up";
/** An AI decision: a seat's move, or a hint (`/hint`, a learning game's turn post). */
export type AiPurpose = "move" | "hint";

/** The database's figures, read at each scrape (the store's queries). */
export interface DatabaseFigures {
  readonly games: Readonly<Record<GameStatus, number>>;
  readonly outbox: OutboxBacklog;
}

export interface MetricsOptions {
  /** Reads the figures for the gauges of games and the outbox. */
  readonly figures: () => Promise<DatabaseFigures>;
  /** The bot's clock (the outbox's ages are measured on it). */
  readonly now: () => Date;
  /** How long a scrape waits for those figures before reporting them unknown (NaN); default 1 s. */
  readonly figuresTimeoutMs?: number;
}

/** How the games' statuses are named in the metrics. */
const STATUS_LABEL: Readonly<Record<GameStatus, string>> = { lobby: "lobby", active: "running", finished: "finished", abandoned: "cancelled" };

const SECONDS_ACK = [0.05, 0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 5];
const SECONDS_AI = [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32];
const SECONDS_IMAGE = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export class BotMetrics {
  readonly registry = new Registry();
  readonly #interactions: Counter<"type" | "name" | "outcome">;
  readonly #ack: Histogram<"type">;
  readonly #posts: Counter<"result">;
  readonly #remindersDue: Counter;
  readonly #remindersSent: Counter;
  readonly #aiDecisions: Counter<"level" | "purpose">;
  readonly #aiSeconds: Histogram<"level" | "purpose">;
  readonly #aiFailures: Counter<"level">;
  readonly #imageSeconds: Histogram<"kind">;
  readonly #databaseErrors: Counter<"kind">;
  readonly #options: MetricsOptions;
  /** The figures of the scrape under way, shared by its gauges (one read per scrape). */
  #reading: Promise<DatabaseFigures | null> | null = null;

  constructor(options: MetricsOptions) {
    this.#options = options;
    const registers = [this.registry];
    this.#interactions = new Counter({
      name: "nusfjord_interactions_total", registers, labelNames: ["type", "name", "outcome"],
      help: "Interactions handled, by type (command, autocomplete, button, menu), name (the command and subcommand, or the button's verb) and outcome (ok; refused: the user's mistake or a stale button, nothing changed; error: ours or the database's).",
    });
    this.#ack = new Histogram({
      name: "nusfjord_interaction_ack_seconds", registers, labelNames: ["type"], buckets: SECONDS_ACK,
      help: "Time from receiving an interaction to Discord having its acknowledgement (the answer, or the deferral); Discord drops those not acknowledged within 3 s.",
    });
    this.#posts = new Counter({
      name: "nusfjord_posts_total", registers, labelNames: ["result"],
      help: "Game posts from the outbox: sent, refused (for good: the game is paused and its host told), retried (failed for now, tried again later), gave_up (failed for a day: dropped and logged).",
    });
    this.#remindersDue = new Counter({ name: "nusfjord_reminders_due_total", registers, help: "Reminders that fell due and this process took on (one whose post failed is taken on again later)." });
    this.#remindersSent = new Counter({ name: "nusfjord_reminders_sent_total", registers, help: "Reminders posted." });
    this.#aiDecisions = new Counter({ name: "nusfjord_ai_decisions_total", registers, labelNames: ["level", "purpose"], help: "AI decisions made, by level (easy, medium, hard) and purpose (move: a seat's move; hint: a player's hint, thought out by the hard AI)." });
    this.#aiSeconds = new Histogram({
      name: "nusfjord_ai_decision_seconds", registers, labelNames: ["level", "purpose"], buckets: SECONDS_AI,
      help: "Time from asking the AI to having its decision (waiting for a free AI thread included), by level and purpose.",
    });
    this.#aiFailures = new Counter({ name: "nusfjord_ai_failures_total", registers, labelNames: ["level"], help: "AI moves that failed (the AI could not decide, chose an illegal move, or its thread died); the easy AI moves instead, or the next pass tries again." });
    this.#imageSeconds = new Histogram({
      name: "nusfjord_image_render_seconds", registers, labelNames: ["kind"], buckets: SECONDS_IMAGE,
      help: "Time from asking for an image to having the PNG (waiting for a free image thread included), by kind (board, harbor, turnPicture, scores, table, cheatSheet, ratingChart).",
    });
    this.#databaseErrors = new Counter({
      name: "nusfjord_database_errors_total", registers, labelNames: ["kind"],
      help: "Work the database could not do, nothing written: busy (another program held SQLite's lock too long), full (no space left), readonly (the database accepts no changes), unavailable (unreachable, or cannot write).",
    });
    for (const kind of DATABASE_FAILURE_KINDS) this.#databaseErrors.inc({ kind }, 0);
    for (const result of ["sent", "refused", "retried", "gave_up"]) this.#posts.inc({ result }, 0);

    // Read when scraped: one read of the database's figures serves the three gauges.
    const games: Gauge<"status"> = new Gauge({
      name: "nusfjord_games", registers, labelNames: ["status"],
      help: "Games by status: lobby (waiting for players), running, finished, cancelled. NaN when the database did not answer in time.",
      collect: async () => {
        const figures = await this.#figures();
        for (const [status, label] of Object.entries(STATUS_LABEL) as [GameStatus, string][]) games.set({ status: label }, figures ? figures.games[status] : NaN);
      },
    });
    const depth: Gauge = new Gauge({
      name: "nusfjord_outbox_depth", registers,
      help: "Game posts not posted yet, whatever holds them (a paused game, a turn still in progress, Discord failing). NaN when the database did not answer in time.",
      collect: async () => {
        const figures = await this.#figures();
        depth.set(figures ? figures.outbox.depth : NaN);
      },
    });
    const oldest: Gauge = new Gauge({
      name: "nusfjord_outbox_oldest_age_seconds", registers,
      help: "Age of the oldest game post the bot tried to post that Discord has not taken yet (0: none); posts held on purpose (a paused game, a turn still in progress) are not counted. NaN when the database did not answer in time.",
      collect: async () => {
        const figures = await this.#figures();
        const since = figures?.outbox.oldestTried;
        oldest.set(!figures ? NaN : since ? Math.max(0, (this.#options.now().getTime() - since.getTime()) / 1000) : 0);
      },
    });
    // Node's own: CPU, memory, and the event loop's lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
  }

  /** The database's figures for this scrape, or null when they did not come within the timeout. */
  #figures(): Promise<DatabaseFigures | null> {
    if (this.#reading) return this.#reading;
    const ms = this.#options.figuresTimeoutMs ?? 1000;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), ms); });
    const read = this.#options.figures().catch(() => null);
    this.#reading = Promise.race([read, late]).finally(() => {
      clearTimeout(timer);
      this.#reading = null;
    });
    return this.#reading;
  }

  /** The metrics in Prometheus's text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  interaction(type: InteractionType, name: string, outcome: InteractionOutcome): void {
    this.#interactions.inc({ type, name, outcome });
  }

  acknowledged(type: InteractionType, seconds: number): void {
    this.#ack.observe({ type }, seconds);
  }

  post(result: PostResult): void {
    this.#posts.inc({ result });
  }

  reminderDue(): void {
    this.#remindersDue.inc();
  }

  reminderSent(): void {
    this.#remindersSent.inc();
  }

  /** `level`: the seat's stored level (read as the AI reads it: "simple" and unknown levels play easy). */
  aiDecided(level: string | null, purpose: AiPurpose, seconds: number): void {
    const labels = { level: aiLevelOf(level), purpose };
    this.#aiDecisions.inc(labels);
    this.#aiSeconds.observe(labels, seconds);
  }

  aiFailed(level: string | null): void {
    this.#aiFailures.inc({ level: aiLevelOf(level) });
  }

  imageRendered(kind: RenderKind, seconds: number): void {
    this.#imageSeconds.observe({ kind }, seconds);
  }

  /** Counts `e` when it is a database failure (busy, full, unavailable); anything else is not counted here. */
  databaseError(e: unknown): void {
    const failure = databaseFailure(e);
    if (failure) this.#databaseErrors.inc({ kind: failure.kind });
  }
}

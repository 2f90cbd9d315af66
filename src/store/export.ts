// A game as a file (`/nusfjord export`): everything needed to play it through the engine again
// (seed, set-up, every choice that counts with its version) and what it ended with (the final
// scores), with the players' display names but no Discord ids except the asker's own.
// `npm run replay -- <file>` (src/scripts/replay-export.ts) reads it back.
import { RULES_VERSION, currentScores, finalScores, type DeckOption, type GameState, type PlayerCount, type ScoreSheet } from "../engine/index.ts";
import { aiLevelOf } from "../ai/index.ts";
import type { GameRecord, LoggedChoice } from "./records.ts";

export const EXPORT_FORMAT = "nusfjord-export";
export const EXPORT_FORMAT_VERSION = 1;

export interface ExportedPlayer {
  /** 0-based, as the choices name it (the bot shows seat + 1). */
  readonly seat: number;
  /** The display name the seat was played under. */
  readonly name: string;
  /** The AI level for an AI seat, null for a person. */
  readonly ai: string | null;
  /** Only on the asker's own seat: nobody's Discord id is given away but their own. */
  readonly discordId?: string;
}

export interface GameExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly formatVersion: typeof EXPORT_FORMAT_VERSION;
  /** The engine rules the game was created under (the engine replays only its own). */
  readonly rulesVersion: number;
  readonly game: {
    readonly id: number;
    readonly status: "finished" | "cancelled";
    readonly deck: DeckOption;
    readonly players: PlayerCount;
    readonly seed: string;
    readonly startedAt: string | null;
    /** When it finished (null for a cancelled game). */
    readonly finishedAt: string | null;
  };
  readonly players: readonly ExportedPlayer[];
  /** Every choice that counts (none undone), in the order made; `version` is the game version it produced. */
  readonly choices: readonly LoggedChoice[];
  /** The itemised final scores, by seat; null for a cancelled game. */
  readonly final: readonly ScoreSheet[] | null;
}

/**
 * The export of a finished or cancelled game (`state` null: cancelled in its lobby). The
 * caller decides who may have it; `askerId` is the one Discord id it may carry.
 */
export function buildExport(game: GameRecord, state: GameState | null, choices: readonly LoggedChoice[], askerId: string): GameExport {
  if (game.status !== "finished" && game.status !== "abandoned") throw new Error(`game ${game.id} has not ended`);
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    rulesVersion: state?.rules ?? RULES_VERSION,
    game: {
      id: game.id,
      status: game.status === "finished" ? "finished" : "cancelled",
      deck: game.deck,
      players: game.playerCount,
      seed: game.seed,
      startedAt: game.startedAt?.toISOString() ?? null,
      finishedAt: game.status === "finished" ? (game.finishedAt?.toISOString() ?? null) : null,
    },
    players: game.seats.map((s) => ({
      seat: s.seat,
      name: s.displayName,
      ai: s.aiLevel === null ? null : aiLevelOf(s.aiLevel),
      ...(s.userId !== null && s.userId === askerId ? { discordId: s.userId } : {}),
    })),
    choices: choices.map((c) => ({ version: c.version, seat: c.seat, choiceId: c.choiceId })),
    // A finished game's state is over; the current sheets only stand in should one not be.
    final: game.status === "finished" && state ? (finalScores(state) ?? currentScores(state)) : null,
  };
}

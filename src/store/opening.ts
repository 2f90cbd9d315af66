// A lobby being opened (/nusfjord new): the game, its lobby message, its thread, the buttons
// enabled. Those steps are database writes and Discord calls in turn, and a process can die
// between any two. So the game is created together with a lease, `lobby:<game>`, whose intent
// says how to finish the opening; the lease goes only once the lobby works. Whoever finds such a
// lease free (the same process's successor at once, any other once it lapsed; src/bot/turn/opening.ts)
// finishes the opening, each step done only if it was not.
import type { Db } from "../db/client.ts";
import type { Sql } from "../db/sql.ts";
import { leasesNamed } from "./claims.ts";
import { createGame, type CreateGameInput } from "./games.ts";
import type { GameRecord } from "./records.ts";

/** How to finish a lobby's opening. */
export interface LobbyOpening {
  /** The /nusfjord new interaction whose reply is the lobby message (found by it after a crash). */
  readonly interactionId: string;
  /** Open a thread for the game from the lobby message. */
  readonly thread: boolean;
  /** The level of the AI players the lobby's Start button puts in the free seats. */
  readonly level: string;
}

/** The lease under which one process at a time opens a game's lobby. */
export function openingLease(gameId: number): string {
  return `lobby:${gameId}`;
}

/** Create the game and, in the same transaction, the lease (held by `holder`) that finishes its opening. */
export function openLobby(db: Db, now: Date, newSeed: () => string, holder: string, leaseMs: number, input: CreateGameInput, opening: LobbyOpening): Promise<GameRecord> {
  return db.$transaction(async (tx) => {
    const game = await createGame(tx, now, newSeed, input);
    await tx.lease.create({ data: { name: openingLease(game.id), holder, until: new Date(now.getTime() + leaseMs), intent: JSON.stringify(opening) } });
    return game;
  });
}

function parseOpening(json: string | null): LobbyOpening | null {
  if (json === null) return null;
  let v: unknown;
  try { v = JSON.parse(json); } catch { return null; }
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.interactionId !== "string" || typeof o.thread !== "boolean" || typeof o.level !== "string") return null;
  return { interactionId: o.interactionId, thread: o.thread, level: o.level };
}

/** Every lobby whose opening is not finished (the lease may be held by a process at work on it). */
export async function openingLobbies(sql: Sql): Promise<{ gameId: number; opening: LobbyOpening | null }[]> {
  const leases = await leasesNamed(sql, "lobby:");
  return leases.flatMap((l) => {
    const gameId = Number(l.name.slice("lobby:".length));
    return Number.isInteger(gameId) && gameId > 0 ? [{ gameId, opening: parseOpening(l.intent) }] : [];
  });
}

// What this process last knew of each running game's posts, to notice a game that went back in
// time: a backup restored under the running bot (SQLite's online restore, pg_restore) brings
// back games told less far than this process saw them told, or an epoch older than the one it
// saw. Such a game begins a new posting epoch (src/store/epochs.ts) so that its new posts repeat
// no nonce of the discarded ones (Discord would drop them), and its thread is told where it went
// back to. The memory lives outside what a restore brings back: in this process. (A bot started
// on a restored database cannot know it; `npm run restore` begins the epochs for it.)
import type { GameState } from "../../engine/index.ts";
import type { GameEpoch } from "../../store/index.ts";

interface Known {
  readonly epoch: string;
  /** When the epoch began, in ms (-Infinity for a game's first epoch). */
  readonly startedAt: number;
  /** The highest version this process saw told in that epoch. */
  readonly postedVersion: number;
}

export class Timelines {
  readonly #known = new Map<number, Known>();

  /**
   * Whether the game, as the database has it now, went back in time since this process last
   * looked: told less far in the same epoch, or an older epoch than the one seen. Otherwise what
   * the database says is remembered (a newer epoch, begun by another process or by `npm run
   * restore`, is taken as it is).
   */
  wentBack(gameId: number, now: GameEpoch & { readonly postedVersion: number }): boolean {
    const known = this.#known.get(gameId);
    const startedAt = now.startedAt?.getTime() ?? -Infinity;
    if (known && (now.epoch === known.epoch ? now.postedVersion < known.postedVersion : startedAt <= known.startedAt)) return true;
    this.#known.set(gameId, { epoch: now.epoch, startedAt, postedVersion: now.postedVersion });
    return false;
  }

  /**
   * The game has ended and its last post is out: nothing of it is remembered any longer, so the
   * memory holds running games only, not every game this process ever posted. (A restore that
   * brings such a game back to running is begun anew by `npm run restore`, which starts the
   * epochs of the games it takes back in time.)
   */
  forget(gameId: number): void {
    this.#known.delete(gameId);
  }

  /** How many games are remembered (for the tests). */
  get size(): number {
    return this.#known.size;
  }

  /** This process began `epoch`, or told the game up to `postedVersion` in it. */
  remember(gameId: number, epoch: GameEpoch, postedVersion: number): void {
    this.#known.set(gameId, { epoch: epoch.epoch, startedAt: epoch.startedAt?.getTime() ?? -Infinity, postedVersion });
  }
}

/** "round 3, turn 5", "round 3, the Fishing phase", ...: where a game stands, in players' words. */
function whereInGame(state: GameState): string {
  switch (state.phase) {
    case "work": return `round ${state.round}, turn ${state.turn + 1}`;
    case "fishing": return `round ${state.round}, the Fishing phase`;
    case "returning": return `round ${state.round}, Returning Home`;
    case "over": return "the end of the game";
  }
}

/** The thread's notice that the game went back to `told` (the game as its posts had told it then). */
export function restoredNotice(told: GameState): string {
  return `⏪ This game was restored to ${whereInGame(told)} (from a backup). What the posts above tell of after that no longer counts; play goes on from there.`;
}

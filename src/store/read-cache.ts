// What the game lists (/games, /mygames, the `game` autocomplete) read out of a game's state,
// kept per game and version: whose move it is in a running game, the final scores of a finished
// one. Reading them means parsing the whole state JSON (tens of kilobytes) and, for the scores,
// scoring it, far dearer than the queries around it; a list asked for again finds them here.
// Exact by construction: every change of a game's state moves its version (choices, undo, the
// start, a repair), and an entry is only ever found for the version it was computed from, so a
// game changed by any process (or by `npm run verify-games -- --repair`) is read afresh. (A
// snapshot edited by hand without its version is damage: the lists show the game as damaged
// once a check or a load has set it aside, whatever is remembered.)

/** At most this many games are remembered (each entry is a few numbers); the least recently used go first. */
const MAX_GAMES = 20_000;

export class VersionedCache<T> {
  readonly #entries = new Map<number, { readonly version: number; readonly value: T }>();
  readonly #max: number;

  constructor(max = MAX_GAMES) {
    this.#max = max;
  }

  /** The value computed for this version of the game, if remembered. */
  get(gameId: number, version: number): T | undefined {
    const hit = this.#entries.get(gameId);
    if (hit?.version !== version) return undefined;
    // Most recently used last (a Map keeps insertion order).
    this.#entries.delete(gameId);
    this.#entries.set(gameId, hit);
    return hit.value;
  }

  set(gameId: number, version: number, value: T): void {
    this.#entries.delete(gameId);
    this.#entries.set(gameId, { version, value });
    if (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}

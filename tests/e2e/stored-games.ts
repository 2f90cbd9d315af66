// Games made straight in the store for the e2e tests of /replay and /nusfjord export: played
// with random legal choices (as another process would, without waking the bot), to the end,
// to some round, or cancelled; and a game stored by the rules-v1 bot that finished.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pendingSeats, type DeckOption, type NewGameOptions, type PlayerCount } from "../../src/engine/index.ts";
import { lcg, randomMove } from "../engine/helpers.ts";
import { loadState, type Harness } from "./harness.ts";
import type { StandInUser } from "./standin/index.ts";

export interface StoredGameSpec {
  /** The human players, host first; AI seats (medium) fill the rest of `players`. */
  readonly humans: readonly StandInUser[];
  readonly players: PlayerCount;
  readonly seed: string;
  readonly deck?: DeckOption;
  /** Stop before this round begins (default: play to the end). */
  readonly stopAtRound?: number;
  /** After this many choices, the mover takes back their last action once (a log with undone rows). */
  readonly undoAfter?: number;
  /** Another server's game. */
  readonly guildId?: string;
}

const AI_NAMES = ["Ingrid", "Odd", "Sigrid", "Tor"];

/** A game of `spec` created, started and played in the store; returns its id. */
export async function storedGame(h: Pick<Harness, "store" | "discord">, spec: StoredGameSpec): Promise<number> {
  const [host] = spec.humans;
  if (!host) throw new Error("a stored game needs a human host");
  const seats = [
    ...spec.humans.map((u) => ({ userId: u.id, displayName: u.username })),
    ...AI_NAMES.slice(0, spec.players - spec.humans.length).map((name) => ({ aiLevel: "medium", displayName: name })),
  ];
  const created = await h.store.createGame({
    guildId: spec.guildId ?? h.discord.guildId, channelId: h.discord.channelId, hostUserId: host.id,
    playerCount: spec.players, seed: spec.seed, deck: spec.deck ?? "herring", seats,
  });
  await h.store.startGame(created.id, host.id);
  const rand = lcg(spec.seed.length * 7919 + spec.players);
  let undone = false;
  for (let n = 0; n < 5000; n++) {
    const { game, state } = await loadState(h.store, created.id);
    if (spec.stopAtRound !== undefined && state.round >= spec.stopAtRound) break;
    const move = randomMove(state, rand);
    if (!move) break;
    const seat = game.seats[move.seat];
    const actor = seat?.userId ? { userId: seat.userId } : { ai: true as const };
    await h.store.applyChoice({ gameId: created.id, actor, seat: move.seat, choiceId: move.choiceId });
    if (!undone && spec.undoAfter !== undefined && n >= spec.undoAfter && seat?.userId) {
      // Take it back only while nobody else has moved since (the store refuses otherwise).
      const after = await loadState(h.store, created.id);
      if (pendingSeats(after.state).includes(move.seat)) {
        await h.store.undo({ gameId: created.id, actor, seat: move.seat });
        undone = true;
      }
    }
  }
  return created.id;
}

/** Cancel a game as its host would (`/nusfjord settings cancel:true`), through the store. */
export async function cancelStored(h: Pick<Harness, "store">, gameId: number, host: StandInUser): Promise<void> {
  await h.store.updateSettings(gameId, { userId: host.id }, { cancel: true });
}

interface V1Fixture { options: NewGameOptions & { players: 3 }; choices: { seat: number; choiceId: string }[]; snapshot: string }

/**
 * The game the rules-v1 bot stored (tests/fixtures/upgrade/), as if it had finished there: its
 * seats, its choice log and its snapshot, status finished. Its log no longer replays the same way.
 */
export async function storedV1Game(h: Pick<Harness, "store" | "discord">, humans: readonly [StandInUser, StandInUser, StandInUser]): Promise<number> {
  const fixture = JSON.parse(readFileSync(join(import.meta.dirname, "../fixtures/upgrade/rules-v1-game.json"), "utf8")) as V1Fixture;
  const created = await h.store.createGame({
    guildId: h.discord.guildId, channelId: h.discord.channelId, hostUserId: humans[0].id, playerCount: 3, seed: fixture.options.seed,
    seats: humans.map((u) => ({ userId: u.id, displayName: u.username })),
  });
  const db = h.store.db;
  const at = new Date("2025-06-01T12:00:00Z");
  const version = fixture.choices.length + 1;
  await db.game.update({ where: { id: created.id }, data: { status: "finished", startedAt: at, finishedAt: at, version } });
  await db.choice.createMany({ data: fixture.choices.map((c, i) => ({ gameId: created.id, seat: c.seat, choiceId: c.choiceId, userId: humans[c.seat]?.id ?? null, version: i + 2, createdAt: at })) });
  await db.snapshot.create({ data: { gameId: created.id, version, choices: fixture.choices.length, state: fixture.snapshot, updatedAt: at } });
  return created.id;
}

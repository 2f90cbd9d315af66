// Damaged games in the store (src/store/damage.ts): a failed check sets the game aside (every
// load and change refuses with what to do, the background work passes it by), a passed one lets
// it play on, and the marks say whom to tell, once each way.
import { spawnSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pendingSeats } from "../../src/engine/index.ts";
import { DEFAULT_REMINDER_MINUTES, GameDamagedError } from "../../src/store/index.ts";
import { openTestStore, startedGame, type TestStore } from "./helpers.ts";

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

const AFTER_REMINDER = (DEFAULT_REMINDER_MINUTES + 1) * 60_000;

/** A started 2-player game whose snapshot was edited by hand (found by a check, not by a load). */
async function editedGame(seed: string): Promise<number> {
  const { game, state } = await startedGame(t.store, 2, seed);
  const edited = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, supply: { ...p.supply, gold: p.supply.gold + 50 } } : p)) };
  await t.store.db.snapshot.update({ where: { gameId: game.id }, data: { state: JSON.stringify(edited) } });
  return game.id;
}

describe("damaged games", () => {
  it("a failed check sets the game aside: its loads, choices and undo refuse saying what can be done, and nothing is written", async () => {
    const gameId = await editedGame("set-aside");
    expect(await t.store.checkRunningGames()).toEqual([{ gameId, ok: false, problem: expect.stringMatching(/differs from the replay/), repaired: false, repairable: true }]);
    const before = await t.store.db.game.findUniqueOrThrow({ where: { id: gameId } });
    const refusals = [
      () => t.store.loadGame(gameId),
      () => t.store.applyChoice({ gameId, actor: { userId: "u0" }, choiceId: "pass" }),
      () => t.store.applyTypedChoice({ gameId, actor: { userId: "u0" }, choiceId: "pass", seenVersion: before.version }),
      () => t.store.undo({ gameId, actor: { userId: "u0" } }),
    ];
    for (const refusal of refusals) {
      const e: unknown = await refusal().then(() => null, (err: unknown) => err);
      expect(e).toBeInstanceOf(GameDamagedError);
      expect((e as Error).message).toBe(`Game #${gameId} is damaged: its saved position no longer matches its record of moves, so it is set aside until it is repaired. The host or a server admin can ask whoever runs the bot to repair it (\`npm run verify-games -- --repair\`); it then carries on where it was. Nothing was changed.`);
    }
    expect(await t.store.db.game.findUniqueOrThrow({ where: { id: gameId } })).toEqual(before);
  });

  it("the background work passes a damaged game by: its posts, its due reminders and its AI seats wait, the other games' do not; after the repair they go on", async () => {
    const { game: sound } = await startedGame(t.store, 2, "sound");
    const damaged = await editedGame("passed-by");
    // In each, the seat not asked now is an AI's, to be listed for the AI runner; the one asked is reminded.
    for (const id of [sound.id, damaged]) {
      const asked = pendingSeats(JSON.parse((await t.store.db.snapshot.findUniqueOrThrow({ where: { gameId: id } })).state) as Parameters<typeof pendingSeats>[0]);
      await t.store.db.seat.updateMany({ where: { gameId: id, seat: { notIn: asked } }, data: { userId: null, aiLevel: "easy" } });
    }
    await t.store.checkRunningGames();
    t.advance(AFTER_REMINDER);
    expect(new Set((await t.store.pendingOutbox()).map((e) => e.payload.gameId))).toEqual(new Set([sound.id]));
    expect(await t.store.activeGamesWithAi()).toEqual([sound.id]);
    expect((await t.store.claimDueReminders()).map((r) => r.gameId)).toEqual([sound.id]);
    expect(await t.store.damagedGameIds()).toEqual([damaged]);

    const repaired = await t.store.checkAllGames(true);
    expect(repaired.find((o) => o.gameId === damaged)).toMatchObject({ ok: false, repaired: true });
    expect(await t.store.damagedGameIds()).toEqual([]);
    expect(new Set((await t.store.pendingOutbox()).map((e) => e.payload.gameId))).toEqual(new Set([sound.id, damaged]));
    expect(await t.store.activeGamesWithAi()).toEqual([sound.id, damaged]);
    expect((await t.store.claimDueReminders()).map((r) => r.gameId)).toEqual([damaged]);
  });

  it("its players are told once each way: a claim to tell of the damage, then, once repaired, a claim to tell it carries on, which ends the mark", async () => {
    const gameId = await editedGame("told");
    await t.store.checkRunningGames();
    expect((await t.store.damageToTell()).map((d) => [d.game.id, d.repairable])).toEqual([[gameId, true]]);
    const toldAt = await t.store.claimDamageNotice(gameId);
    expect(toldAt).toBeInstanceOf(Date);
    expect(await t.store.claimDamageNotice(gameId)).toBeNull(); // another process: already claimed
    expect(await t.store.damageToTell()).toEqual([]);
    // Found again by the next check: the same damage, not told again.
    await t.store.checkRunningGames();
    expect(await t.store.damageToTell()).toEqual([]);
    expect(await t.store.repairsToTell()).toEqual([]);

    await t.store.checkAllGames(true);
    expect((await t.store.loadGame(gameId)).game.id).toBe(gameId);
    expect((await t.store.repairsToTell()).map((d) => d.game.id)).toEqual([gameId]);
    expect(await t.store.claimRepairNotice(gameId)).toBe(true);
    expect(await t.store.claimRepairNotice(gameId)).toBe(false);
    expect(await t.store.db.damagedGame.findMany()).toEqual([]);
  });

  it("a notice that could not be posted is handed out again; a game repaired before anyone was told is simply let go, untold", async () => {
    const gameId = await editedGame("untold");
    await t.store.checkRunningGames();
    const toldAt = await t.store.claimDamageNotice(gameId);
    if (!toldAt) throw new Error("not claimed");
    await t.store.releaseDamageNotice(gameId, toldAt);
    expect((await t.store.damageToTell()).map((d) => d.game.id)).toEqual([gameId]);
    await t.store.checkAllGames(true);
    expect(await t.store.damageToTell()).toEqual([]);
    expect(await t.store.repairsToTell()).toEqual([]);
    expect(await t.store.db.damagedGame.findMany()).toEqual([]);
  });

  it("damaged again after a repair its players were told of is a new damage, told again", async () => {
    const gameId = await editedGame("twice");
    await t.store.checkRunningGames();
    await t.store.claimDamageNotice(gameId);
    await t.store.checkAllGames(true); // repaired: the mark waits for the "carries on" notice
    await t.store.db.snapshot.update({ where: { gameId }, data: { state: "{" } });
    await t.store.checkRunningGames();
    expect((await t.store.damageToTell()).map((d) => d.game.id)).toEqual([gameId]);
    expect(await t.store.repairsToTell()).toEqual([]);
  });

  it("a cancelled game is sound: cancelling moves only the game's version, so its snapshot behind it passes the check and the game loads", async () => {
    const { game } = await startedGame(t.store, 2, "cancelled");
    await t.store.updateSettings(game.id, { userId: "u0" }, { cancel: true });
    expect(await t.store.checkAllGames()).toEqual([{ gameId: game.id, ok: true }]);
    expect((await t.store.loadGame(game.id)).game.status).toBe("abandoned");
    expect(await t.store.damagedGameIds()).toEqual([]);
  });

  it("a load that finds the snapshot unreadable, missing or behind its game checks the game once and sets it aside", async () => {
    const unreadable = (await startedGame(t.store, 2, "unreadable")).game.id;
    const missing = (await startedGame(t.store, 2, "missing")).game.id;
    const behind = (await startedGame(t.store, 2, "behind")).game.id;
    await t.store.db.snapshot.update({ where: { gameId: unreadable }, data: { state: "{\"round\": 1, " } });
    await t.store.db.snapshot.delete({ where: { gameId: missing } });
    await t.store.db.game.update({ where: { id: behind }, data: { version: { increment: 1 } } });
    for (const id of [unreadable, missing, behind]) {
      await expect(t.store.loadGame(id)).rejects.toBeInstanceOf(GameDamagedError);
      await expect(t.store.applyChoice({ gameId: id, actor: { userId: "u0" }, choiceId: "pass" })).rejects.toBeInstanceOf(GameDamagedError);
    }
    const marks = await t.store.db.damagedGame.findMany({ orderBy: { gameId: "asc" } });
    expect(marks.map((m) => [m.gameId, m.repairable])).toEqual([[unreadable, true], [missing, true], [behind, true]]);
    expect(marks.map((m) => m.problem)).toEqual([expect.stringMatching(/not readable/), expect.stringMatching(/missing/), expect.stringMatching(/at version \d+, the game at \d+/)]);
  });

  it("a log that no longer replays cannot be repaired from it: set aside, refused with the host's and the admin's ways out", async () => {
    const { game } = await startedGame(t.store, 2, "no-replay");
    const { state } = await t.store.loadGame(game.id);
    const seat = state ? pendingSeats(state)[0] : undefined;
    await t.store.applyChoice({ gameId: game.id, actor: { userId: `u${seat ?? 0}` }, choiceId: "place:gold" });
    await t.store.db.choice.updateMany({ where: { gameId: game.id }, data: { choiceId: "place:nowhere" } });
    const [outcome] = await t.store.checkAllGames(true);
    expect(outcome).toMatchObject({ ok: false, repaired: false, repairable: false, problem: expect.stringMatching(/the log does not replay/) });
    await expect(t.store.loadGame(game.id)).rejects.toThrow(/record of moves no longer plays back.*restore it from a backup.*\/nusfjord settings cancel:true/);
  });

  it("a row holding a value the bot never writes (an unknown deck) is reported by the check instead of stopping it, set aside, and left out of the game lists", async () => {
    const { game } = await startedGame(t.store, 2, "unknown-deck");
    const { game: other } = await startedGame(t.store, 2, "other");
    await t.store.db.game.update({ where: { id: game.id }, data: { deck: "salmon" } });
    const outcomes = await t.store.checkRunningGames();
    expect(outcomes).toEqual([
      { gameId: game.id, ok: false, problem: "Unexpected deck salmon in the database.", repaired: false, repairable: false },
      { gameId: other.id, ok: true },
    ]);
    expect((await t.store.listGames({ guildId: "g1" })).map((g) => g.game.id)).toEqual([other.id]);
    await expect(t.store.loadGame(game.id)).rejects.toBeInstanceOf(GameDamagedError);
  });

  it("`npm run verify-games` says what is wrong and whether --repair can mend it, sets the game aside, exits 1; with --repair it mends it, lets it play on, exits 0", async () => {
    const gameId = await editedGame("script");
    const { game: broken } = await startedGame(t.store, 2, "script-log");
    await t.store.db.choice.createMany({ data: [{ gameId: broken.id, version: 99, seat: 0, choiceId: "place:nowhere", createdAt: new Date() }] });
    const check = verifyGames(t.url);
    expect(check.stdout).toContain(`game #${gameId}: the snapshot differs from the replay of the log (0 choices) (set aside as damaged; \`npm run verify-games -- --repair\` rebuilds it from its log)`);
    expect(check.stdout).toMatch(new RegExp(`game #${broken.id}: the log does not replay: .*\\(set aside as damaged; it cannot be rebuilt from its log: restore a backup, mend the rows by hand and run this again, or let the host cancel it\\)`));
    expect(check.stdout).toContain("2 games checked, 0 fine, 2 with unresolved problems");
    expect(check.status).toBe(1);
    expect(await t.store.damagedGameIds()).toEqual([gameId, broken.id]);

    await t.store.db.choice.deleteMany({ where: { gameId: broken.id } });
    const repair = verifyGames(t.url, "--repair");
    expect(repair.stdout).toContain(`game #${gameId}: the snapshot differs from the replay of the log (0 choices) (repaired from the log: it plays on)`);
    expect(repair.stdout).toContain("2 games checked, 1 fine, 0 with unresolved problems");
    expect(repair.status).toBe(0);
    expect(await t.store.damagedGameIds()).toEqual([]);
    expect((await t.store.loadGame(gameId)).game.id).toBe(gameId);
  }, 90_000);
});

/** `npm run verify-games` on the database at `url`. */
function verifyGames(url: string, ...args: string[]): { status: number | null; stdout: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", "src/scripts/verify-games.ts", ...args], { encoding: "utf8", env: { ...process.env, DATABASE_URL: url } });
  return { status: r.status, stdout: `${r.stdout}${r.stderr}` };
}

// The hard AI's playouts play each other seat as the table shows it: an easy or medium AI seat as
// the medium AI, a person as strongly as the AI itself (issue 36). So every AI decision and every
// hint the bot asks for must carry who sits at each seat. Through the stand-in, a pool that
// records what it is asked: an AI seat's move, a player's /hint and the turn an AI plays for a
// person whose turn deadline passed all carry the table.
import { describe, expect, it } from "vitest";
import { AiPool, type Table } from "../../src/bot/ai/pool.ts";
import type { Hint } from "../../src/ai/index.ts";
import { pendingSeats, type GameState } from "../../src/engine/index.ts";
import { firstUseful, HOUR, loadState, whoDecides } from "./harness.ts";
import { openAndStart } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

/** Decides on the calling thread, as the pool of size 0 does, and keeps the table of every question. */
class RecordingPool extends AiPool {
  readonly asked: { kind: "choose" | "hint"; level: string | null; seat: number; table: Table | undefined }[] = [];
  constructor() { super(0, { hardBudgetMs: 20 }); }
  override choose(level: string | null, state: GameState, seat: number, table?: Table): Promise<string> {
    this.asked.push({ kind: "choose", level, seat, table });
    return super.choose(level, state, seat, table);
  }
  override hint(state: GameState, seat: number, table?: Table): Promise<Hint> {
    this.asked.push({ kind: "hint", level: null, seat, table });
    return super.hint(state, seat, table);
  }
}

describe("the AI is told who sits at each seat", () => {
  const pool = new RecordingPool();
  const h = harnessForSuite({ aiPool: () => pool });

  it("an AI seat's move and a player's hint both carry the table: a person, then the AI seats' levels", async () => {
    const ann = h.discord.addUser("ann-table");
    const { gameId, threadId } = await openAndStart(h, ann, [], { players: 3, ai_seats: 2, ai_level: "medium" });
    const { game } = await loadState(h.store, gameId);
    const annSeat = game.seats.findIndex((s) => s.userId === ann.id);
    const expected = game.seats.map((s) => (s.userId === ann.id ? null : "medium"));
    expect(expected.filter((l) => l === "medium")).toHaveLength(2);

    // Ann moves (through the store), then the AI seats move until it is her turn again.
    for (let n = 0; n < 40 && pool.asked.length < 2; n++) {
      const { state } = await loadState(h.store, gameId);
      if (pendingSeats(state).includes(annSeat)) {
        await h.store.applyChoice({ gameId, actor: { userId: ann.id }, choiceId: firstUseful(state, annSeat) });
      }
      await h.bot.tick();
      await h.bot.idle();
    }
    for (let n = 0; n < 20 && !pendingSeats((await loadState(h.store, gameId)).state).includes(annSeat); n++) {
      await h.bot.tick();
      await h.bot.idle();
    }
    expect(pendingSeats((await loadState(h.store, gameId)).state)).toContain(annSeat);
    const moves = pool.asked.filter((a) => a.kind === "choose");
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(m.table).toEqual(expected);

    const out = await h.discord.command(ann, threadId, "hint");
    await h.bot.idle();
    expect(out.response?.text).toContain("best choices for you");
    const hints = pool.asked.filter((a) => a.kind === "hint" && a.seat === annSeat);
    expect(hints.length).toBeGreaterThan(0);
    for (const a of hints) expect(a.table).toEqual(expected);
  }, 120_000);
});

describe("the AI that plays a turn at its deadline is told who sits at each seat", () => {
  const pool = new RecordingPool();
  const h = harnessForSuite({ aiPool: () => pool });

  it("a person's turn whose deadline passed is played by the game's level, told the table: the people as null, the AI seat at its own level", async () => {
    const ann = h.discord.addUser("ann-deadline");
    const bo = h.discord.addUser("bo-deadline");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 3, ai_seats: 1, ai_level: "easy" });
    const aiSeat = (await loadState(h.store, gameId)).game.seats.findIndex((s) => s.userId === null);
    // The AI seat plays medium, the game's deadlines easy: the table says the seat's own level.
    const set = await h.discord.command(ann, threadId, "nusfjord", { subcommand: "settings", options: { replace_seat: aiSeat + 1, level: "medium", turn_hours: 1 } });
    expect(set.response?.text).toContain("Turn deadline");
    await h.bot.idle();
    const { game } = await loadState(h.store, gameId);
    expect(game.aiLevel).toBe("easy");
    const expected = game.seats.map((s) => (s.userId === null ? "medium" : null));
    expect(expected.filter((l) => l === null)).toHaveLength(2);
    expect(expected[aiSeat]).toBe("medium");

    // The AI seat moves until a person is to move; then that person's hour passes.
    let who = await whoDecides(h.store, gameId);
    for (let n = 0; n < 20 && who?.userId === null; n++) {
      await h.bot.tick();
      await h.bot.idle();
      who = await whoDecides(h.store, gameId);
    }
    if (!who?.userId) throw new Error("no person came to move");
    const late = who.seat;
    expect(pendingSeats((await loadState(h.store, gameId)).state)).toEqual([late]);
    const before = pool.asked.length;
    h.db.advance(HOUR);
    expect(await h.bot.checkDeadlines()).toBe(1);
    await h.bot.idle();
    expect((await loadState(h.store, gameId)).game.seats[late]?.deadlineTurns).toBe(1);
    const played = pool.asked.slice(before).filter((a) => a.kind === "choose" && a.seat === late);
    expect(played.length).toBeGreaterThan(0);
    for (const a of played) expect(a).toMatchObject({ level: "easy", table: expected });
  }, 120_000);
});

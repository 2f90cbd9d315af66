// A learning game never goes quiet: every turn post that asks one human's turn decision (their
// hand empty) carries their written hint, also on a loaded machine with the AI thinking at its
// real budget. The post waits for the hint up to twice the budget; a hint that comes later is
// written into the post by an edit (never a silent fallback to the button alone).
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiPool } from "../../src/bot/ai/pool.ts";
import { HINT_COMING } from "../../src/bot/ai/hints.ts";
import { DEFAULT_HARD_BUDGET_MS } from "../../src/ai/hard.ts";
import { isTurnDecision, legalChoices, pendingSeats, type GameState } from "../../src/engine/index.ts";
import type { Hint } from "../../src/ai/index.ts";
import { customIds, loadState, withoutPingLines, type Harness } from "./harness.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import type { RecordedMessage } from "./standin/index.ts";
import { seatTable } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

/** The bot's public posts in the game's thread, ping lines left out. */
function posts(h: Harness, threadId: string): RecordedMessage[] {
  return withoutPingLines(h.discord.messages(threadId)).filter((m) => m.authorId === h.discord.botUser.id && !m.ephemeral);
}

/** Turn decisions that keep the game simple and quick; follow-ups: the first choice that is not a decline. */
function policy(state: GameState, seat: number): string {
  const ids = legalChoices(state, seat).map((c) => c.id);
  const wanted = isTurnDecision(state, seat) ? ["place:gold", "place:deforest", "place:thin-out", "place:transfer-reserve", "pass"].find((id) => ids.includes(id)) : ids.find((id) => id !== "decline");
  const choice = wanted ?? ids[0];
  if (choice === undefined) throw new Error(`seat ${seat} has no choice`);
  return choice;
}

/** Threads that keep CPUs busy, as other games and other processes would (one, besides the other test files running meanwhile). */
function load(threads: number): Worker[] {
  return Array.from({ length: threads }, () => new Worker("const end = Date.now() + 600000; while (Date.now() < end) { Math.sqrt(Math.random()); }", { eval: true }));
}

/**
 * Play `turns` choices through the store, waiting after each for the bot to be idle (its posts
 * made, late hints written in), and return the turn posts of a human's turn decision as they
 * stand then.
 */
async function playAndRead(h: Harness, gameId: number, threadId: string, turns: number): Promise<{ post: RecordedMessage; round: number }[]> {
  const seen: { post: RecordedMessage; round: number }[] = [];
  for (let step = 0; step < turns; step++) {
    await h.bot.flush();
    await h.bot.idle();
    const { game, state } = await loadState(h.store, gameId);
    const seat = pendingSeats(state)[0];
    if (seat === undefined) throw new Error("the game ended first");
    const newest = posts(h, threadId).at(-1);
    if (newest && isTurnDecision(state, seat) && seen.every((s) => s.post.id !== newest.id)) seen.push({ post: newest, round: state.round });
    await h.store.applyChoice({ gameId, actor: { userId: game.seats[seat]?.userId ?? "" }, seat, choiceId: policy(state, seat) });
  }
  return seen;
}

describe("a learning game's turn posts on a loaded machine, the hint at the real budget", () => {
  const h = harnessForSuite({ aiPool: () => new AiPool(1, { hardBudgetMs: DEFAULT_HARD_BUDGET_MS }), aiHardBudgetMs: DEFAULT_HARD_BUDGET_MS });
  let burners: Worker[] = [];
  beforeAll(() => { burners = load(1); });
  afterAll(async () => { await Promise.all(burners.map((w) => w.terminate())); });

  it("every turn post of a player's turn carries that player's written hint (the AI's best choices, each with what it gives)", async () => {
    const table = await seatTable(h, { users: ["ann", "bo"], options: { players: 2, learning: true } });
    const seen = await playAndRead(h, table.gameId, table.threadId, 7);
    expect(seen.length).toBeGreaterThanOrEqual(6);
    for (const { post } of seen) {
      expect(post.text, `post ${post.id}`).toContain("💡 **Hint**: the AI's 3 best choices for you");
      expect(post.text).not.toContain(HINT_COMING);
      expect(post.text).toMatch(/\n1\. \*\*.+\*\*: /);
    }
  }, 600_000);
});

/** Whether a message carries the hint button. */
function hasHintButton(m: RecordedMessage | undefined): boolean {
  return customIds(m).some((id) => decodeId(id)?.verb === "hint");
}

/** The AI pool of the harness; while `holding`, its hints are held back until `release` is called (a hint that comes after the post). */
class HeldHints extends AiPool {
  holding = false;
  #waiting: (() => void)[] = [];
  override hint(state: GameState, seat: number): Promise<Hint> {
    const thought = super.hint(state, seat);
    if (!this.holding) return thought;
    return new Promise<void>((resolve) => this.#waiting.push(resolve)).then(() => thought);
  }
  release(): number {
    this.holding = false;
    const n = this.#waiting.length;
    for (const go of this.#waiting.splice(0)) go();
    return n;
  }
}

/** The move of whoever is to move now, through the store (as a button press would make it). */
async function move(h: Harness, gameId: number): Promise<void> {
  const { game, state } = await loadState(h.store, gameId);
  const seat = pendingSeats(state)[0] ?? 0;
  await h.store.applyChoice({ gameId, actor: { userId: game.seats[seat]?.userId ?? "" }, seat, choiceId: policy(state, seat) });
}

describe("a learning game's hint that comes after its post", () => {
  let pool: HeldHints | undefined;
  const h = harnessForSuite({ aiPool: () => (pool = new HeldHints(1, { hardBudgetMs: 20 })), aiHardBudgetMs: 20 });
  afterAll(() => { pool?.release(); });

  it("the post goes at once, says the hint is coming, and the hint is written into it when it comes, its button gone", async () => {
    const table = await seatTable(h, { users: ["ann", "bo"], options: { players: 2, learning: true } });
    if (!pool) throw new Error("the harness made no pool");
    pool.holding = true;
    await move(h, table.gameId);
    await h.bot.flush();
    const before = posts(h, table.threadId).at(-1);
    expect(before?.text).toContain(HINT_COMING);
    expect(hasHintButton(before)).toBe(true);
    expect(pool.release()).toBe(1);
    await h.bot.idle();
    const after = h.discord.messages(table.threadId).find((m) => m.id === before?.id);
    expect(after?.text).toContain("💡 **Hint**: the AI's 3 best choices for you");
    expect(after?.text).not.toContain(HINT_COMING);
    expect(after?.attachments.length).toBe(1);
    expect(hasHintButton(after)).toBe(false);
  }, 120_000);

  it("a hint that comes after the player already moved is not written into the old post", async () => {
    const table = await seatTable(h, { users: ["cy", "di"], options: { players: 2, learning: true } });
    if (!pool) throw new Error("the harness made no pool");
    pool.holding = true;
    await move(h, table.gameId);
    await h.bot.flush();
    const before = posts(h, table.threadId).at(-1);
    expect(before?.text).toContain(HINT_COMING);
    await move(h, table.gameId);
    pool.release();
    await h.bot.idle();
    const after = h.discord.messages(table.threadId).find((m) => m.id === before?.id);
    expect(after?.text).toContain(HINT_COMING);
  }, 120_000);
});

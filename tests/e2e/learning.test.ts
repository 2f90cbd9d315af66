// A learning game (`/nusfjord new ... learning:true`) through the local Discord stand-in: the
// post that announces the first time something happens in the game (the first Fishing, Building,
// Ship, Serve Fish, Elder and Share, the first catch paying a Share, the first new First Player,
// each Round space, the final scoring) explains it once, with the /rules topic
// that says more; every turn post that asks one player's turn decision carries that player's
// hint: written in while their hand is empty, a private button while they hold C Buildings (the
// public post never names a card of a hand); a game without learning:true does neither.
import { beforeAll, describe, expect, it } from "vitest";
import { hint } from "../../src/ai/hint.ts";
import { AiPool } from "../../src/bot/ai/pool.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { MILESTONES, explanation, type Milestone } from "../../src/bot/layouts/learning.ts";
import { clip, withNames } from "../../src/bot/layouts/present.ts";
import { cardView, isTurnDecision, legalChoices, newGame, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { customIds, loadState, withoutPingLines, type Harness } from "./harness.ts";
import { IS_COMPONENTS_V2, type RecordedMessage, type StandInUser } from "./standin/index.ts";
import { seatTable, type Table } from "./play.ts";
import { harnessForSuite, tableForSuite } from "./suite.ts";

/** The budget the table's AI (hints) thinks with: small, so the suite stays quick. */
const BUDGET_MS = 60;

/**
 * The harness's AI pool, its worker started before the game is (a worker's first job waits for
 * it to load, longer than the post waits for a hint: that post would carry the hint button). The
 * posts wait for a hint up to the configured budget, ample beside the pool's own, so that a
 * machine under load still gets every hint in time.
 */
function warmPool(): { harness: { aiPool: () => AiPool; aiHardBudgetMs: number }; warmed: () => Promise<unknown> } {
  let warming: Promise<unknown> = Promise.resolve();
  const aiPool = () => {
    const pool = new AiPool(1, { hardBudgetMs: BUDGET_MS });
    warming = pool.hint(newGame({ players: 2, seed: "warm", deck: "herring" }), 0).catch(() => undefined);
    return pool;
  };
  return { harness: { aiPool, aiHardBudgetMs: 10_000 }, warmed: () => warming };
}

/** Turn decisions in this order of preference (the first Building, Elder and Share come early); follow-ups: anything but declining. */
const WANTED = ["place:take-elder", "place:issue-share", "place:build-building", "place:deforest", "place:build-ship", "place:gold", "place:transfer-reserve"];

function policy(state: GameState, seat: number, turn: number): string {
  const ids = legalChoices(state, seat).map((c) => c.id);
  if (ids.includes("done")) return "done";
  const wanted = isTurnDecision(state, seat) ? [...WANTED.slice(turn % WANTED.length), ...WANTED].find((id) => ids.includes(id)) : ids.find((id) => id !== "decline" && id !== "pass");
  const choice = wanted ?? ids[0];
  if (choice === undefined) throw new Error(`seat ${seat} has no choice`);
  return choice;
}

/** The bot's public posts in the thread (not the private answers). */
/** The bot's posts in the thread (the ping lines after them left out). */
function posts(h: Harness, threadId: string): RecordedMessage[] {
  return withoutPingLines(h.discord.messages(threadId)).filter((m) => m.authorId === h.discord.botUser.id && !m.ephemeral);
}

/** Which posts explain the milestone: by its heading in bold. */
function explaining(list: readonly RecordedMessage[], m: Milestone): RecordedMessage[] {
  return list.filter((p) => p.text.includes(`**${m.title}**: `));
}

function verbs(m: RecordedMessage): (string | undefined)[] {
  return customIds(m).map((id) => decodeId(id)?.verb);
}

/** The names of the C Buildings in every hand now (secret to all but their holder). */
function handNames(state: GameState): string[] {
  return state.players.flatMap((p) => p.hand.map((id) => cardView(id).name));
}

interface Seen {
  /** A turn post of one human's turn decision, with the game as it was when it was posted. */
  post: RecordedMessage;
  state: GameState;
  seat: number;
  version: number;
}

/**
 * Play the game through the store by the policy (as the test's referee), flushing the posts
 * after every choice, until `until` holds; returns every turn post seen with its moment. `onPost`
 * sees each new turn post at once and says whether it made a move itself.
 */
async function play(h: Harness, gameId: number, threadId: string, until: (s: GameState) => boolean, onPost?: (seen: Seen) => Promise<boolean>): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (let step = 0; step < 600; step++) {
    await h.bot.flush();
    const { game, state } = await loadState(h.store, gameId);
    const list = posts(h, threadId);
    const newest = list[list.length - 1];
    const seat = pendingSeats(state)[0];
    if (newest && seat !== undefined && isTurnDecision(state, seat) && seen.every((s) => s.post.id !== newest.id) && verbs(newest).includes("choice")) {
      const moment = { post: newest, state, seat, version: game.version };
      seen.push(moment);
      // The callback made a move of its own: look again.
      if (await onPost?.(moment)) continue;
    }
    if (until(state)) return seen;
    if (seat === undefined) throw new Error("the game ended first");
    await h.store.applyChoice({ gameId, actor: { userId: game.seats[seat]?.userId ?? "" }, seat, choiceId: policy(state, seat, step) });
  }
  throw new Error("the game never got there");
}

describe("a learning game: each first time explained once, a hint with each ping", () => {
  const pool = warmPool();
  const h = harnessForSuite(pool.harness);
  let table: Table<"ann" | "bo" | "cy"> | undefined;
  beforeAll(async () => {
    await pool.warmed();
    table = await seatTable(h, { users: ["ann", "bo", "cy"], seated: ["ann", "bo"], options: { players: 2, learning: true } });
  }, 60_000);
  const t = { get gameId() { return started().gameId; }, get threadId() { return started().threadId; } };
  function started(): Table<"ann" | "bo" | "cy"> {
    if (!table) throw new Error("the table is set in beforeAll");
    return table;
  }
  const user = (name: "ann" | "bo" | "cy"): StandInUser => started().user[name];
  const byId = (id: string | null | undefined): StandInUser => (id === user("ann").id ? user("ann") : user("bo"));
  let seen: Seen[] = [];
  /** What pressing the hint buttons answered, checked in their own test. */
  const presses: { owner: string; other: string; outsider: string; ownerEphemeral: boolean; hand: string[]; stale: string } = { owner: "", other: "", outsider: "", ownerEphemeral: false, hand: [], stale: "" };

  it("plays to the end, every post within Discord's limits: 2,000 characters, or 4,000 of text for a post laid out by Discord", async () => {
    let pressed = false;
    seen = await play(h, t.gameId, t.threadId, (s) => s.phase === "over", async ({ post, state, seat, version }) => {
      const hand = state.players[seat]?.hand ?? [];
      if (pressed || hand.length === 0 || !verbs(post).includes("hint")) return false;
      pressed = true;
      const id = customIds(post).find((x) => decodeId(x)?.verb === "hint") ?? "";
      const owner = byId((await loadState(h.store, t.gameId)).game.seats[seat]?.userId);
      const other = owner === user("ann") ? user("bo") : user("ann");
      presses.other = (await h.discord.button(other, post, id)).response?.text ?? "";
      presses.outsider = (await h.discord.button(user("cy"), post, id)).response?.text ?? "";
      const mine = await h.discord.button(owner, post, id);
      await h.bot.idle();
      presses.owner = mine.response?.text ?? "";
      presses.ownerEphemeral = mine.response?.ephemeral === true;
      presses.hand = hand.map((c) => cardView(c).name);
      expect((await loadState(h.store, t.gameId)).game.version).toBe(version);
      // The same button after the game moved on: refused, nothing given.
      await h.store.applyChoice({ gameId: t.gameId, actor: { userId: owner.id }, seat, choiceId: policy(state, seat, 0) });
      presses.stale = (await h.discord.button(owner, post, id)).response?.text ?? "";
      return true;
    });
    await h.bot.idle();
    const { game, state } = await loadState(h.store, t.gameId);
    expect(game.status).toBe("finished");
    expect(state.phase).toBe("over");
    for (const p of posts(h, t.threadId)) expect(p.text.length).toBeLessThanOrEqual((p.flags & IS_COMPONENTS_V2) !== 0 ? 4000 : 2000);
    expect(h.logs.filter((l) => l.includes("written hint"))).toEqual([]);
    expect(pressed).toBe(true);
  }, 240_000);

  it("explains each first time in exactly one post, the one that announces it; Round spaces 3 and 5 never with 2 players", async () => {
    const { game, state } = await loadState(h.store, t.gameId);
    const list = posts(h, t.threadId);
    const happened = MILESTONES.filter((m) => m.firstAt(state) !== null);
    expect(happened.map((m) => m.key).sort()).toEqual(["building", "elder", "first-player", "fishing", "round4", "round6", "scoring", "serve", "share", "share-fish", "ship"]);
    for (const m of MILESTONES) {
      const at = m.firstAt(state);
      const found = explaining(list, m);
      if (at === null) { expect(found).toEqual([]); continue; }
      expect(found, m.key).toHaveLength(1);
      const [post] = found;
      // Whole, as the milestone words it, under the heading.
      expect(post?.text).toContain(explanation(game, m));
      expect(post?.text).toContain("🎓 **First time:**");
      // The post that announces the entry (its log line), and no earlier one.
      const line = withNames(state.log[at]?.text ?? "", game.seats);
      const index = list.findIndex((p) => p === post);
      expect(post?.text, m.key).toContain(line);
      expect(list.slice(0, index).some((p) => p.text.includes(line))).toBe(false);
    }
    expect(explaining(list, MILESTONES.find((m) => m.key === "fishing") ?? MILESTONES[0] as Milestone)[0]?.text).toContain(`Nusfjord #${t.gameId} begins!`);
    const end = list[list.length - 1];
    expect(end?.text).toMatch(/is over!/);
    expect(end?.text).toContain("**Final scoring**: ");
    expect(end?.text).toContain("🎓 A learning game: every turn came with a hint.");
    const round4 = explaining(list, MILESTONES.find((m) => m.key === "round4") ?? (MILESTONES[0] as Milestone))[0];
    expect(round4?.text).toContain("every player draws 4 C Buildings");
    expect(round4?.text).toContain("Each of you drew 4 C Buildings.");
  });

  it("each explanation ends with a /rules topic that finds the topic saying more", async () => {
    for (const m of MILESTONES) {
      const lines = m.explain({ playerCount: 3 });
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(3);
      const word = /More: `\/rules topic:([^`]+)`$/.exec(lines[lines.length - 1] ?? "")?.[1];
      expect(word, m.key).toBe(m.topic.word);
      const found = await h.discord.command(user("cy"), t.threadId, "rules", { options: { topic: word ?? "" } });
      expect(/^\*\*(.+?)\*\*\n/.exec(found.response?.text ?? "")?.[1], m.key).toBe(m.topic.title);
    }
  });

  it("every ping before round 4 carries the hint written in, the AI's pick first", async () => {
    const early = seen.filter((s) => s.state.round < 4);
    expect(early.length).toBeGreaterThan(10);
    for (const s of early) {
      expect(s.post.text).toMatch(/💡 \*\*Hint\*\*: the AI's \d best choices for you, best first/);
      expect(verbs(s.post)).not.toContain("hint");
    }
    // The AI's first choice is named first: the same search, on the same position.
    for (const s of early.slice(0, 3)) {
      const expected = hint(s.state, s.seat, { budgetMs: BUDGET_MS });
      const first = expected.choices[0];
      // The whole move, cut to 70 characters in the post (the private hint has it whole).
      expect(s.post.text).toContain(`1. **${clip([first?.label, ...(first?.then ?? [])].join(" → "), 70)}**`);
    }
  });

  it("while a player holds C Buildings the hint is a private button, whose press answers only them; the public posts never name a card in a hand", async () => {
    const holding = seen.filter((s) => (s.state.players[s.seat]?.hand.length ?? 0) > 0);
    expect(holding.length).toBeGreaterThan(0);
    for (const s of holding) {
      expect(verbs(s.post)).toContain("hint");
      expect(s.post.text).not.toMatch(/^1\. \*\*/m);
      expect(s.post.components.length).toBeLessThanOrEqual(5);
      for (const name of handNames(s.state)) expect(s.post.text, name).not.toContain(name);
    }
    expect(presses.other).toMatch(/That hint is for (ann|bo): only they can see it\./);
    expect(presses.outsider).toMatch(/This is not your game: you are not playing in game #\d+\./);
    expect(presses.ownerEphemeral).toBe(true);
    expect(presses.owner).toMatch(/^💡 The AI's \d best choices for you in game #\d+, best first:/);
    expect(presses.stale).toMatch(/The game moved on while you were deciding/);
    // Nothing public ever named a card of that hand while it was held.
    const { game } = await loadState(h.store, t.gameId);
    expect(game.seats.reduce((n, s) => n + s.hintsUsed, 0)).toBe(1);
  });

  it("after Round space 6 (hands empty) the hint is written in again", () => {
    const late = seen.filter((s) => s.state.round >= 6);
    expect(late.length).toBeGreaterThan(0);
    for (const s of late) expect(s.post.text).toMatch(/💡 \*\*Hint\*\*: the AI's \d best choices/);
  });
});

describe("a game without learning:true", () => {
  const t = tableForSuite({ users: ["ann", "bo"], options: { players: 2 }, harness: warmPool().harness });
  const { h } = t;

  it("explains no first time and carries no hint", async () => {
    await play(h, t.gameId, t.threadId, (s) => s.round >= 2 && s.phase === "work");
    const list = posts(h, t.threadId);
    expect(list.length).toBeGreaterThan(5);
    for (const p of list) {
      expect(p.text).not.toContain("First time");
      expect(p.text).not.toContain("💡");
      expect(verbs(p)).not.toContain("hint");
    }
  }, 60_000);
});

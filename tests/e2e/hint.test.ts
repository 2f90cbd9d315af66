// /hint through the local Discord stand-in: privately, the hard AI's three best choices for the
// decision in front of you, ranked as the hard AI ranks them, each legal, with a reason; a button
// takes the whole move; refused off your turn, with hints off, and counted on your seat for the
// end post.
import { describe, expect, it } from "vitest";
import { hardAi } from "../../src/ai/index.ts";
import { hint } from "../../src/ai/hint.ts";
import { AiPool } from "../../src/bot/ai/pool.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { THEN } from "../../src/bot/layouts/present.ts";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { customIds, loadState } from "./harness.ts";
import { tableForSuite } from "./suite.ts";

/** The budget the table's hint AI thinks with (small, so the suite stays quick). */
const BUDGET_MS = 60;

describe("/hint: the AI's three best choices for your decision, privately", () => {
  const table = tableForSuite({ users: ["ann", "bo", "cy"], seated: ["ann", "bo"], options: { players: 2 }, harness: { aiPool: () => new AiPool(1, { hardBudgetMs: BUDGET_MS }) } });
  const { h, user: { ann, bo, cy } } = table;

  async function whoseTurn(): Promise<{ mover: typeof ann; waiter: typeof ann; seat: number }> {
    const { game, state } = await loadState(h.store, table.gameId);
    const seat = pendingSeats(state)[0] ?? 0;
    const mover = game.seats[seat]?.userId === ann.id ? ann : bo;
    return { mover, waiter: mover === ann ? bo : ann, seat };
  }

  it("answers privately, after acknowledging at once, with three legal choices ranked as the hard AI ranks them", async () => {
    const { mover, seat } = await whoseTurn();
    const { state } = await loadState(h.store, table.gameId);
    const out = await h.discord.command(mover, table.threadId, "hint");
    await h.bot.idle();
    expect(out.callbackType).toBe(5);
    expect(out.ackMs).toBeLessThan(3000);
    const reply = out.response;
    expect(reply?.ephemeral).toBe(true);
    const expected = hint(state, seat, { budgetMs: BUDGET_MS });
    expect(expected.choices).toHaveLength(3);
    expect(expected.choices[0]?.choiceId).toBe(hardAi({ budgetMs: BUDGET_MS }).choose(state, seat));
    const legal = legalChoices(state, seat).map((c) => c.id);
    const ids = customIds(reply).map((id) => decodeId(id)?.arg.split(THEN)[0]);
    expect(ids).toEqual(expected.choices.map((c) => c.choiceId));
    for (const id of ids) expect(legal).toContain(id);
    const content = reply?.text ?? "";
    expect(content).toMatch(/^💡 The AI's 3 best choices for you in game #\d+, best first:/);
    expect(content).toContain("(the AI's pick)");
    for (const c of expected.choices) expect(content).toContain(c.label);
    expect(content).toContain("Hint 1 for you in this game");
    // Every choice says what it gives, in game terms (not ids).
    expect(content.split("\n\n").slice(1, 4).every((block) => block.split("\n")[1]?.length)).toBe(true);
    expect(content).not.toMatch(/place:|build:|space:/);
    const { game } = await loadState(h.store, table.gameId);
    expect(game.seats[seat]?.hintsUsed).toBe(1);
  });

  it("the first button takes the AI's whole pick in one tap", async () => {
    const { mover } = await whoseTurn();
    const before = await loadState(h.store, table.gameId);
    const out = await h.discord.command(mover, table.threadId, "hint");
    await h.bot.idle();
    const first = customIds(out.response)[0] ?? "";
    const steps = decodeId(first)?.arg.split(THEN) ?? [];
    const pressed = await h.discord.button(mover, out.response ?? (() => { throw new Error("no hint"); })(), first);
    await h.bot.idle();
    expect(pressed.callbackType).not.toBe(4);
    const after = await loadState(h.store, table.gameId);
    expect(after.game.version).toBeGreaterThanOrEqual(before.game.version + 1);
    const mine = (await h.store.ownChoicesSince(table.gameId, mover.id, before.game.version)).map((c) => c.choiceId);
    expect(mine.slice(0, steps.length)).toEqual(steps);
  });

  it("refuses, privately and without counting, a player whose turn it is not, and a spectator", async () => {
    const { waiter } = await whoseTurn();
    const before = await loadState(h.store, table.gameId);
    const off = await h.discord.command(waiter, table.threadId, "hint");
    expect(off.response?.ephemeral).toBe(true);
    expect(off.response?.text).toMatch(/It is not your turn in game #\d+: a hint is for a decision in front of you\. Waiting for /);
    const outsider = await h.discord.command(cy, table.threadId, "hint");
    expect(outsider.response?.text).toMatch(/You are not playing in game #\d+/);
    const after = await loadState(h.store, table.gameId);
    expect(after.game.seats.map((s) => s.hintsUsed)).toEqual(before.game.seats.map((s) => s.hintsUsed));
    expect(after.game.version).toBe(before.game.version);
  });

  it("only the host turns hints off; then /hint is refused and the settings say so", async () => {
    const notHost = await h.discord.command(bo, table.threadId, "nusfjord", { subcommand: "settings", options: { hints: false } });
    expect(notHost.response?.text).toMatch(/Only the host or a server manager can change the settings/);
    expect((await loadState(h.store, table.gameId)).game.hintsOn).toBe(true);
    const off = await h.discord.command(ann, table.threadId, "nusfjord", { subcommand: "settings", options: { hints: false } });
    expect(off.response?.text).toContain("Hints (`/hint`) are off.");
    expect(off.response?.text).toContain("Hints (`/hint`): off");
    const { mover } = await whoseTurn();
    const before = await loadState(h.store, table.gameId);
    const refused = await h.discord.command(mover, table.threadId, "hint");
    expect(refused.response?.ephemeral).toBe(true);
    expect(refused.response?.text).toMatch(/The host turned hints off for game #\d+, so there are no hints in it\./);
    const after = await loadState(h.store, table.gameId);
    expect(after.game.seats.map((s) => s.hintsUsed)).toEqual(before.game.seats.map((s) => s.hintsUsed));
    const on = await h.discord.command(ann, table.threadId, "nusfjord", { subcommand: "settings", options: { hints: true } });
    expect(on.response?.text).toContain("Hints (`/hint`) are on.");
  });
});

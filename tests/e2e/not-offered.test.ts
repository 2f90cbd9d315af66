// Actions not offered, and why (as Board Game Arena greys them out): a learning game's turn post
// lists the action spaces the player's turn leaves out, each with the engine's reason; in any
// game, /place lists them after the legal choices, and picking one answers privately with that
// reason and changes nothing.
import { describe, expect, it } from "vitest";
import { closedSpaces, pendingSeats } from "../../src/engine/index.ts";
import { loadState, snapshot, withoutPingLines, type Harness } from "./harness.ts";
import type { RecordedMessage } from "./standin/index.ts";
import { seatTable } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

function newestPost(h: Harness, threadId: string): RecordedMessage | undefined {
  return withoutPingLines(h.discord.messages(threadId)).filter((m) => m.authorId === h.discord.botUser.id && !m.ephemeral).at(-1);
}

describe("actions not offered", () => {
  const h = harnessForSuite({ aiHardBudgetMs: 10_000 });

  it("a learning game's turn post names each action space the turn leaves out, with why (Build a Ship on the first turn: no Ship affordable)", async () => {
    const table = await seatTable(h, { users: ["ann", "bo"], options: { players: 2, learning: true } });
    const { state } = await loadState(h.store, table.gameId);
    const seat = pendingSeats(state)[0] ?? 0;
    const closed = closedSpaces(state, seat);
    expect(closed.map((c) => c.space)).toContain("build-ship");
    const post = newestPost(h, table.threadId);
    expect(post?.text).toContain("🚫 Not offered now: ");
    for (const c of closed.filter((x) => !x.full)) expect(post?.text).toContain(`${c.label} (${c.why})`);
    expect(post?.text).toContain("Build a Ship (you cannot afford or fit any Ship in the supply)");
  }, 120_000);

  it("a game without learning:true leaves the list out of its posts; /place lists the actions not offered after the legal ones, and picking one says why, privately, changing nothing", async () => {
    const table = await seatTable(h, { users: ["cy", "di"], options: { players: 2 } });
    expect(newestPost(h, table.threadId)?.text).not.toContain("Not offered");
    const { game, state } = await loadState(h.store, table.gameId);
    const seat = pendingSeats(state)[0] ?? 0;
    const player = table.user[game.seats[seat]?.userId === table.user.cy.id ? "cy" : "di"];
    const ac = await h.discord.autocomplete(player, table.threadId, "place", { name: "action", value: "" });
    const names = ac.choices?.map((c) => c.name) ?? [];
    const firstClosed = names.findIndex((n) => n.startsWith("Not offered: "));
    expect(firstClosed).toBeGreaterThan(0);
    expect(names.slice(firstClosed).every((n) => n.startsWith("Not offered: "))).toBe(true);
    expect(names).toContain("Not offered: Build a Ship: you cannot afford or fit any Ship in the supply");
    const before = await snapshot(h.store, table.gameId);
    const picked = await h.discord.command(player, table.threadId, "place", { options: { action: "place:build-ship" } });
    expect(picked.response?.ephemeral).toBe(true);
    expect(picked.response?.text).toContain("You cannot take Build a Ship now: you cannot afford or fit any Ship in the supply.");
    expect(await snapshot(h.store, table.gameId)).toEqual(before);
  }, 120_000);
});

// Taking moves back through the stand-in: ◀ Back leaves the turn post's buttons working; in a
// rated game an AI's move ends Undo (nobody sees the AI's reply and then takes their move back),
// while an unrated game takes the AI's moves back with the player's. The reply says which applies.
// (An Undo after the turn was announced, which edits that post and deletes its ping, is in
// ping.test.ts.)
import { describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import type { StandInUser } from "./standin/index.ts";
import { customIds, snapshot, whoDecides, type Harness } from "./harness.ts";
import { ONE_STEP, idWith, latestPing, offered, openAndStart, pressChoice } from "./play.ts";
import { harnessForSuite } from "./suite.ts";


/** The human's turn (the AI seat, if first, has moved already): the post and a one-step choice on it. */
async function humansTurn(h: Harness, gameId: number, threadId: string, user: StandInUser) {
  await h.bot.idle();
  const who = await whoDecides(h.store, gameId);
  expect(who?.userId).toBe(user.id);
  const post = latestPing(h, threadId);
  const simple = ONE_STEP.find((c) => offered(post).includes(c));
  if (!simple) throw new Error(`no one-step action among ${offered(post).join(", ")}`);
  return { post, simple };
}

describe("taking moves back", () => {
  const h = harnessForSuite();

  it("after ◀ Back the turn post's buttons work again (nothing moved on)", async () => {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    const who = await whoDecides(h.store, gameId);
    const user = who?.userId === ann.id ? ann : bo;
    const post = latestPing(h, threadId);
    const before = await snapshot(h.store, gameId);
    // Typed, Take an Elder comes alone: its question follows privately, with ◀ Back.
    const taken = await h.discord.command(user, threadId, "place", { options: { action: "place:take-elder" } });
    expect(taken.response?.text).toContain("Choose an Elder to take.");
    const back = await h.discord.button(user, taken.response ?? post, idWith(taken.response, "back"));
    expect(back.response?.text).toMatch(/^↩️ Undone \(1 choice\):\n• Take an Elder/);
    expect((await snapshot(h.store, gameId)).json).toBe(before.json);
    // The post's own button, made for the game as it was before Take an Elder, is right again.
    const simple = ONE_STEP.find((c) => offered(post).includes(c)) ?? "";
    const done = await pressChoice(h, user, post, simple);
    expect(done.response?.ephemeral).toBe(true);
    expect(done.response?.text).toMatch(/^✅ /);
    expect(done.response?.text).not.toContain("moved on");
    expect(JSON.parse((await snapshot(h.store, gameId)).json)).not.toEqual(JSON.parse(before.json));
  });

  it("in a rated game an AI's move ends Undo: the reply offers none and says why, and /undo refuses and changes nothing", async () => {
    const cy = h.discord.addUser("cy");
    const { gameId, threadId } = await openAndStart(h, cy, [], { players: 2, ai_seats: 1 });
    const { post, simple } = await humansTurn(h, gameId, threadId, cy);
    const done = await pressChoice(h, cy, post, simple);
    expect(done.response?.text).toMatch(/^✅ /);
    expect(done.response?.text).toContain("This is a rated game, so an AI player's move ends Undo: it cannot be taken back now.");
    expect(customIds(done.response).map((id) => decodeId(id)?.verb)).not.toContain("undo");
    await h.bot.idle(); // the AI moves
    const moved = await snapshot(h.store, gameId);
    const refused = await h.discord.command(cy, threadId, "undo");
    expect(refused.response?.ephemeral).toBe(true);
    expect(refused.response?.text).toContain("An AI player has moved since your last choice, and in a rated game Undo ends once anyone else has moved, AI players too.");
    expect(await snapshot(h.store, gameId)).toEqual(moved);
  });

  it("in an unrated game Undo takes the AI's reply back with the player's move, and the reply says so", async () => {
    const di = h.discord.addUser("di");
    const { gameId, threadId } = await openAndStart(h, di, [], { players: 2, ai_seats: 1, rated: false });
    const { post, simple } = await humansTurn(h, gameId, threadId, di);
    const before = await snapshot(h.store, gameId);
    const done = await pressChoice(h, di, post, simple);
    expect(done.response?.text).toContain("Misclicked? **Undo** takes it back until another person chooses; AI moves made since are taken back with it.");
    await h.bot.idle(); // the AI moves
    expect((await snapshot(h.store, gameId)).version).toBeGreaterThan(before.version + 1);
    const undone = await h.discord.button(di, done.response ?? post, idWith(done.response, "undo"));
    expect(undone.response?.text).toMatch(/^↩️ Undone \(1 choice\):/);
    expect(undone.response?.text).toMatch(/AI/);
    expect((await snapshot(h.store, gameId)).json).toBe(before.json);
  });
});

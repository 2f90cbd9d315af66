// Bad input through Discord: someone else's button, a stale button, illegal and garbage
// actions, /undo past the barrier. Each gets a private answer and leaves the game unchanged.
import { describe, expect, it } from "vitest";
import { choiceButtons, snapshot, whoDecides } from "./harness.ts";
import { latestPing, offered, pressChoice } from "./play.ts";
import { tableForSuite } from "./suite.ts";

describe("refusals leave the game unchanged", () => {
  const t = tableForSuite({ users: ["ann", "bo", "cy"], seated: ["ann", "bo"], options: { players: 2 } });
  const { h, current, user: { cy } } = t;

  it("answers a third user pressing a player's button with 'not your game', privately", async () => {
    const before = await snapshot(h.store, t.gameId);
    const ping = latestPing(h, t.threadId);
    const pressed = await pressChoice(h, cy, ping, offered(ping)[0] ?? "none");
    expect(pressed.response?.ephemeral).toBe(true);
    expect(pressed.response?.text).toMatch(/not your game/);
    const placed = await h.discord.command(cy, t.threadId, "place", { options: { action: "place:gold" } });
    expect(placed.response?.ephemeral).toBe(true);
    expect(placed.response?.text).toMatch(/not playing in game/);
    expect(await snapshot(h.store, t.gameId)).toEqual(before);
  });

  it("answers the player who is not to move with whose turn it is", async () => {
    const { other } = await current();
    const before = await snapshot(h.store, t.gameId);
    const ping = latestPing(h, t.threadId);
    const pressed = await pressChoice(h, other, ping, offered(ping)[0] ?? "none");
    expect(pressed.response?.text).toMatch(/not your turn/);
    const placed = await h.discord.command(other, t.threadId, "place", { options: { action: "place:gold" } });
    expect(placed.response?.text).toMatch(/not your turn/i);
    expect(await snapshot(h.store, t.gameId)).toEqual(before);
  });

  it("refuses illegal and garbage actions with the engine's sentence", async () => {
    const { user } = await current();
    const before = await snapshot(h.store, t.gameId);
    const garbage = await h.discord.command(user, t.threadId, "place", { options: { action: "hello" } });
    expect(garbage.response?.ephemeral).toBe(true);
    expect(garbage.response?.text).toMatch(/not an action space or an Elder/);
    const unknown = await h.discord.command(user, t.threadId, "place", { options: { action: "place:casino" } });
    expect(unknown.response?.text).toMatch(/There is no action space called "casino"/);
    const noShares = await h.discord.command(user, t.threadId, "place", { options: { action: "place:buy-shares" } });
    expect(noShares.response?.text).toMatch(/⚠️/);
    const wrongGame = await h.discord.command(user, t.threadId, "board", { options: { game: 9999 } });
    expect(wrongGame.response?.text).toMatch(/There is no game #9999/);
    expect(await snapshot(h.store, t.gameId)).toEqual(before);
  });

  it("a press on the old post mid-action asks to finish it; /undo takes the action back; once the other player chose, /undo is refused", async () => {
    const { user, who, other } = await current();
    expect(who.choices).toContain("place:take-elder");
    // The "your turn" post carries the choices itself.
    const old = latestPing(h, t.threadId);
    // One of its buttons, for another choice than the Take an Elder the player then makes.
    const oldButton = choiceButtons(old).find((b) => !b.choiceId.startsWith("place:take-elder"));
    if (!oldButton) throw new Error("no choices shown");
    const start = await snapshot(h.store, t.gameId);

    // The player acts by command instead: Take an Elder asks which Elder next.
    const placed = await h.discord.command(user, t.threadId, "place", { options: { action: "place:take-elder" } });
    expect(placed.response?.text).toMatch(/^✅ Take an Elder/);
    expect(placed.response?.components.length).toBeGreaterThan(0);
    const midTurn = await snapshot(h.store, t.gameId);

    const stale = await h.discord.button(user, old, oldButton.customId);
    expect(stale.response?.ephemeral).toBe(true);
    expect(stale.response?.text).toMatch(/^You are in the middle of \*\*Take an Elder\*\*: finish it first\./);
    expect(stale.response?.text).toMatch(/Elder/); // the current question comes with it
    expect(stale.response?.components.length).toBeGreaterThan(0);
    expect(await snapshot(h.store, t.gameId)).toEqual(midTurn);

    const undo = await h.discord.command(user, t.threadId, "undo");
    expect(undo.response?.ephemeral).toBe(true);
    expect(undo.response?.text).toContain("Undone (1 choice):\n• Take an Elder");
    const undone = await snapshot(h.store, t.gameId);
    expect(undone.json).toEqual(start.json);
    expect(undone.version).toBe(start.version + 2);

    // Gold ends the turn at once; once the other player has chosen, it can no longer be undone.
    const gold = await h.discord.command(user, t.threadId, "place", { options: { action: "place:gold" } });
    expect(gold.response?.text).toMatch(/^✅/);
    await h.bot.idle();
    const next = await whoDecides(h.store, t.gameId);
    const theirs = next?.choices.find((c) => c.startsWith("place:")) ?? "pass";
    await h.discord.command(other, t.threadId, theirs === "pass" ? "pass" : "place", theirs === "pass" ? {} : { options: { action: theirs } });
    await h.bot.idle();
    const passed = await snapshot(h.store, t.gameId);
    const refused = await h.discord.command(user, t.threadId, "undo");
    expect(refused.response?.text).toMatch(/Another player has made a choice since your last one/);
    expect(await snapshot(h.store, t.gameId)).toEqual(passed);
  });

  it("acknowledged every interaction within Discord's 3 seconds and logged no failure", () => {
    expect(h.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
    expect(h.discord.requests.filter((r) => r.path.includes("/callback")).length).toBeGreaterThan(5);
  });
});

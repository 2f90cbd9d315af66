// The private reply tells the story of a choice, through the local Discord stand-in: when a
// player's last action ends the round, their reply says the round ended, the new round began,
// what they caught and where the fish went, and the C Buildings they drew (round 4).
import { describe, expect, it } from "vitest";
import { isTurnDecision, pendingSeats, summarize, type GameState } from "../../src/engine/index.ts";
import { finishDecision, loadState, pick } from "./harness.ts";
import { latestPing, offered, pressChoice } from "./play.ts";
import { tableForSuite } from "./suite.ts";

/** The pending seat takes the last Work-phase turn of the round: every other Worker is placed. */
function lastTurnOfRound(state: GameState): boolean {
  const seat = pendingSeats(state)[0];
  if (seat === undefined || pendingSeats(state).length !== 1 || !isTurnDecision(state, seat)) return false;
  return state.players.every((p, s) => p.workersLeft === (s === seat ? 1 : 0));
}

describe("the private reply tells what happened", () => {
  const t = tableForSuite({ users: ["ann", "bo"], options: { players: 2, deck: "herring" } });
  const { h } = t;

  /** Play turns from the posts until the last turn of `round` is to be taken. */
  async function playUntilLastTurnOf(round: number): Promise<void> {
    for (let n = 0; n < 200; n++) {
      await h.bot.idle();
      const { state } = await loadState(h.store, t.gameId);
      if (state.round === round && lastTurnOfRound(state)) return;
      const { user } = await t.current();
      const ping = latestPing(h, t.threadId);
      const choices = offered(ping);
      if (choices.length === 0) throw new Error(`no choices on the post: ${ping.text}`);
      const first = await pressChoice(h, user, ping, pick(choices.filter((c) => !c.startsWith("anytime:")), n));
      await finishDecision(h.discord, user, first.response, n);
    }
    throw new Error(`round ${round} was not reached`);
  }

  it("a round's end is told in the private reply of the turn that ended it: the end, the new round, the catch and where it went", async () => {
    await playUntilLastTurnOf(1);
    const { who, user } = await t.current();
    const ping = latestPing(h, t.threadId);
    // Pass: the turn ends at once, and with it the round.
    const passed = await pressChoice(h, user, ping, "pass");
    const reply = passed.response?.text ?? "";
    expect(passed.response?.ephemeral).toBe(true);
    expect(reply).toMatch(/^✅ Pass/);
    expect(reply).toContain("🔔 **Round 1 ended**: the Workers came home.");
    const { game, state } = await loadState(h.store, t.gameId);
    const first = game.seats[state.firstPlayer]?.displayName ?? "?";
    expect(reply).toContain(`**Round 2 begins: ${first} is First Player.**`);
    expect(reply).toContain("🎣 Fishing:");
    // The catch line is the player's own, told to them; the other player's catch as the log says it.
    const caught = /• You caught (\d+) fish: (.+)\./.exec(reply);
    expect(caught).not.toBeNull();
    const other = game.seats.find((s) => s.seat !== who.seat)?.displayName ?? "?";
    expect(reply).toMatch(new RegExp(`• ${other} catches \\d+ fish\\.`));
    // Every fish is accounted for: "1 on each of your 2 Elders", "2 on your own Shares (into your supply)", "1 into your Reserve (now 2)".
    const parts = (caught?.[2] ?? "").split(/, | and (?=\d)/);
    const placed = parts.reduce((n, part) => n + Number(/^1 on each of your (\d+)/.exec(part)?.[1] ?? /^(\d+) /.exec(part)?.[1] ?? Number.NaN), 0);
    expect(placed).toBe(Number(caught?.[1]));
    const me = summarize(state, who.seat).players[who.seat];
    if (reply.includes("into your Reserve")) expect(reply).toContain(`into your Reserve (now ${me?.reserve.fish ?? -1})`);
    expect(reply).not.toContain(`• ${game.seats[who.seat]?.displayName ?? "?"} passes.`); // the ✅ line says it
    expect(reply).not.toMatch(/Player \d/);
    // In order: the end, the new round, then the Fishing.
    expect(reply.indexOf("Round 1 ended")).toBeLessThan(reply.indexOf("Round 2 begins"));
    expect(reply.indexOf("Round 2 begins")).toBeLessThan(reply.indexOf("🎣 Fishing:"));
    // With two players the one who ends a round starts the next: their next question follows.
    if (pendingSeats(state).includes(who.seat)) {
      expect(reply).toMatch(/\n\n\*\*Game #\d+\*\* · round 2 · 3 workers left\nPlace a Worker \(3 left\) or pass\./);
      expect(offered(passed.response)).toContain("pass");
    } else {
      expect(reply).toContain(`Your turn is posted in <#${t.threadId}>.`);
    }
  });

  it("the reply of the turn that ends round 3 names the C Buildings the player drew and points to /hand", async () => {
    await playUntilLastTurnOf(3);
    const { who, user } = await t.current();
    const passed = await pressChoice(h, user, latestPing(h, t.threadId), "pass");
    const reply = passed.response?.text ?? "";
    expect(reply).toContain("🔔 **Round 3 ended**");
    const { state } = await loadState(h.store, t.gameId);
    const hand = summarize(state, who.seat).players[who.seat]?.hand?.map((c) => c.name) ?? [];
    expect(hand.length).toBeGreaterThan(0);
    expect(reply).toContain(`🃏 You drew ${hand.length} C Buildings: `);
    for (const name of hand) expect(reply).toContain(name);
    expect(reply).toContain("(see /hand)");
    // Drawn before the Fishing, as the round space says.
    expect(reply.indexOf("🃏")).toBeLessThan(reply.indexOf("🎣 Fishing:"));
    expect(reply.length).toBeLessThanOrEqual(2000);
  });
});

// The acknowledgement guard counts its grace from when Discord created the interaction: one that
// reached the bot late (a busy event loop made it wait for its turn) is deferred at once, and
// lateness is measured against the usual delay, so a skewed clock counts nothing as late.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessageFlags, type RepliableInteraction } from "discord.js";
import { ArrivalDelays, guardAcknowledgement } from "../../src/bot/ack.ts";

/** An interaction that records the acknowledgements sent for it, as discord.js would flag them. */
function fakeInteraction() {
  const calls: { method: string; options: unknown }[] = [];
  const i = {
    deferred: false,
    replied: false,
    async reply(options: unknown) { calls.push({ method: "reply", options }); i.replied = true; },
    async deferReply(options: unknown) { calls.push({ method: "deferReply", options }); i.deferred = true; },
    async editReply(options: unknown) { calls.push({ method: "editReply", options }); },
    async followUp(options: unknown) { calls.push({ method: "followUp", options }); },
  };
  return { i, calls, interaction: i as unknown as RepliableInteraction };
}

const turn = () => new Promise<void>((r) => setImmediate(r));

afterEach(() => { vi.useRealTimers(); });

describe("the acknowledgement guard", () => {
  it("defers an interaction that arrived on time only once the 1 s grace has passed", async () => {
    vi.useFakeTimers();
    const { calls, interaction } = fakeInteraction();
    const guard = guardAcknowledgement(interaction, "private", { lateMs: 0 });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ method: "deferReply", options: { flags: MessageFlags.Ephemeral } }]);
    guard.disarm();
  });

  it("waits only what is left of the grace for an interaction that arrived late", async () => {
    vi.useFakeTimers();
    const { calls, interaction } = fakeInteraction();
    const guard = guardAcknowledgement(interaction, "public", { lateMs: 600 });
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ method: "deferReply", options: {} }]);
    guard.disarm();
  });

  it("defers at once, in the same turn of the event loop, an interaction that arrived late by the whole grace, and the handler's answer then fills the deferred reply", async () => {
    const { calls, interaction } = fakeInteraction();
    const guard = guardAcknowledgement(interaction, "private", { lateMs: 1500 });
    // The handler awaits something slow (a database, an image): the deferral goes out meanwhile.
    await turn();
    expect(calls).toEqual([{ method: "deferReply", options: { flags: MessageFlags.Ephemeral } }]);
    await interaction.reply({ content: "done", flags: MessageFlags.Ephemeral });
    expect(calls.slice(1)).toEqual([{ method: "editReply", options: { content: "done" } }]);
    guard.disarm();
  });

  it("lets a late interaction's handler that answers in the same turn answer itself: one acknowledgement, no deferral", async () => {
    const { calls, interaction } = fakeInteraction();
    const guard = guardAcknowledgement(interaction, "private", { lateMs: 2500 });
    await interaction.reply({ content: "quick" });
    await turn();
    expect(calls).toEqual([{ method: "reply", options: { content: "quick" } }]);
    guard.disarm();
  });
});

describe("arrival delays", () => {
  it("counts as late only what exceeds the least delay seen lately, so a clock 2 s off counts nothing as late", () => {
    const delays = new ArrivalDelays();
    const t0 = 1_800_000_000_000;
    // This machine's clock runs 2 s ahead of Discord's: every interaction seems 2 s old.
    expect(delays.late(t0 - 2040, t0)).toBe(0);
    expect(delays.late(t0 + 5000 - 2000, t0 + 5000)).toBe(0);
    expect(delays.late(t0 + 9000 - 2030, t0 + 9000)).toBe(30);
    // One that waited 1.5 s for a busy event loop.
    expect(delays.late(t0 + 20_000 - 3500, t0 + 20_000)).toBe(1500);
  });

  it("forgets delays older than ten minutes, so a clock set right again is followed", () => {
    const delays = new ArrivalDelays();
    const t0 = 1_800_000_000_000;
    expect(delays.late(t0 + 1000, t0)).toBe(0); // a clock 1 s behind: a negative delay
    expect(delays.late(t0 + 60_000 - 50, t0 + 60_000)).toBe(1050);
    // Eleven minutes later the reading of the clock behind has gone.
    expect(delays.late(t0 + 11 * 60_000 - 50, t0 + 11 * 60_000)).toBe(0);
  });
});

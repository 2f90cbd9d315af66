// The web view as part of the bot (issue 38), started as tests/e2e start it against the Discord
// stand-in: without WEB_PORT nothing listens; with it, the bot's own log never holds a link's key
// (a failed post's error carries its body, with the "Open the table" button's link: the mac is cut).
import { afterEach, describe, expect, it } from "vitest";
import { createLogger, redactWebLinks } from "../../src/logger.ts";
import { finishDecision, logSink, startHarness, whoDecides, type Harness } from "../e2e/harness.ts";
import { latestPing, openAndStart } from "../e2e/play.ts";
import { walkComponents } from "../e2e/standin/components.ts";
import type { RecordedMessage } from "../e2e/standin/index.ts";

const SECRET = "the web view's secret in this test";
let h: Harness | undefined;

afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Listening TCP servers in this process (the stand-in's, the bot's). */
const listening = (): number => process.getActiveResourcesInfo().filter((r) => r === "TCPServerWrap").length;

/** The link buttons' URLs of a message. */
function links(m: RecordedMessage | null | undefined): string[] {
  return walkComponents(m?.components ?? []).flatMap((c) => (c.type === 2 && c.style === 5 && typeof c.url === "string" ? [c.url] : []));
}

describe("the web view in the bot", () => {
  it("without WEB_PORT the bot serves no web view: its webPort is null and it listens on one port fewer than with WEB_PORT", async () => {
    const before = listening();
    h = await startHarness();
    expect(h.bot.webPort).toBeNull();
    const withoutWeb = listening() - before;
    await h.close();
    h = undefined;
    // A closed server leaves the list on a later turn of the event loop.
    for (let i = 0; i < 100 && listening() > before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(listening()).toBe(before);
    h = await startHarness({ webSecret: SECRET });
    expect(h.bot.webPort).toBeGreaterThan(0);
    expect(listening() - before).toBe(withoutWeb + 1);
  }, 60_000);

  it("WEB_HOST: the bot's web view listens on the address it names, and not on the default one", async () => {
    // 127.0.0.2 is this machine too (all of 127.0.0.0/8 is loopback on Linux), but not 127.0.0.1.
    h = await startHarness({ webSecret: SECRET, webHost: "127.0.0.2" });
    const port = h.bot.webPort ?? 0;
    expect(port).toBeGreaterThan(0);
    const there = await fetch(`http://127.0.0.2:${port}/g/0.nothing`);
    expect(there.status).toBe(404);
    await expect(fetch(`http://127.0.0.1:${port}/g/0.nothing`)).rejects.toThrow();
  }, 60_000);

  it("with WEB_PORT the bot's log never holds a link's key, not even a failed post's body with its link button", async () => {
    h = await startHarness({ webSecret: SECRET });
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2 });
    const tableLink = h.discord.messages(threadId).flatMap((m) => links(m)).find((u) => u.includes("/g/")) ?? "";
    expect(tableLink).toMatch(new RegExp(`/g/${gameId}-[A-Za-z0-9_-]{22}$`));
    const hand = await h.discord.command(ann, threadId, "hand", { options: { game: gameId } });
    const handLink = links(hand.response).find((u) => u.includes("/h/")) ?? "";
    expect(handLink).toMatch(new RegExp(`/h/${gameId}-\\d-\\d+-[A-Za-z0-9_-]{22}$`));
    // Discord refuses the next turn post (with its "Open the table" button): the bot logs the failure.
    h.expectProblems(/400 .*Invalid Form Body.*\(injected\)/);
    h.discord.refuseNext("POST", /^\/channels\/\d+\/messages$/, { status: 400, message: "Invalid Form Body", code: 50035 });
    const mover = (await whoDecides(h.store, gameId))?.userId === ann.id ? ann : bo;
    await finishDecision(h.discord, mover, latestPing(h, threadId), 0);
    await h.bot.idle();
    // The pages themselves log nothing of their keys either.
    const port = h.bot.webPort ?? 0;
    for (const link of [tableLink, handLink, `${tableLink}/board.png`]) {
      const u = new URL(link);
      expect((await fetch(`http://127.0.0.1:${port}${u.pathname}`)).status, link).toBe(200);
    }
    const macs = [tableLink, handLink].map((u) => u.slice(-22));
    expect(h.logs.some((l) => l.includes(`/g/${gameId}-[redacted]`))).toBe(true);
    expect(h.logs.filter((l) => macs.some((mac) => l.includes(mac)))).toEqual([]);
  }, 60_000);

  it("the logger cuts a link's mac out of any line, keeping the game's id; other text stays as it was", () => {
    const { logs, sink } = logSink();
    const log = createLogger("info", sink);
    log.warn({ err: { requestBody: { json: { components: [{ url: "https://table.example.org/g/12-abcdefghijklmnopqrstuv" }] } } }, note: "see /h/12-1-1767225600-ABCDEFGHIJKLMNOPQRSTU_ too" }, "a post failed");
    expect(logs.join("")).toContain("https://table.example.org/g/12-[redacted]");
    expect(logs.join("")).toContain("see /h/12-1-1767225600-[redacted] too");
    expect(logs.join("")).not.toMatch(/abcdefghijklmnopqrstuv|ABCDEFGHIJKLMNOPQRSTU_/);
    expect(redactWebLinks("/g/12-short and /guide/12-abcdefghijklmnopqrstuv")).toBe("/g/12-short and /guide/12-abcdefghijklmnopqrstuv");
  });
});

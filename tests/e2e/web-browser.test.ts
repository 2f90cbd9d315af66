// The web view in a real browser (issue 38): Debian's Chromium driven by playwright-core, a game
// played through the Discord stand-in with WEB_PORT set. The posts carry "Open the table"; the
// page opens at phone and desktop sizes, a turn played in Discord appears on it without a reload,
// the board's and harbors' pictures load beside the text, /hand gives a private link that shows
// that player's hand, forged and expired links are refused,
// and axe finds no serious or critical accessibility violation. No Chromium is a failure, never a
// skip (CI installs it: .ci/run).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walkComponents } from "./standin/components.ts";
import { HOUR, missing } from "./harness.ts";
import { ONE_STEP, type Table } from "./play.ts";
import { tableForSuite } from "./suite.ts";
import type { RecordedMessage } from "./standin/index.ts";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

const t: Table<"ann" | "bo"> = tableForSuite({ users: ["ann", "bo"], options: { players: 2 }, harness: { webSecret: "the web view's secret in this test" } });
let browser: BrowserContext;
let profile: string;

beforeAll(async () => {
  expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium; .ci/run does)`).toBe(true);
  profile = mkdtempSync(join(tmpdir(), "nusfjord-chromium-"));
  // A fresh user-data-dir: playwright takes it as the persistent context's directory.
  browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, headless: true });
}, 60_000);

afterAll(async () => {
  await browser.close().catch(() => undefined);
  rmSync(profile, { recursive: true, force: true });
});

/** The links of a message's link buttons, by label. */
function linkButtons(m: RecordedMessage | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of walkComponents(m?.components ?? [])) if (c.type === 2 && c.style === 5 && typeof c.url === "string" && typeof c.label === "string") out.set(c.label, c.url);
  return out;
}

/** A link the bot gave (under WEB_URL, here http://localhost:0) at the port the web view really listens on. */
function local(url: string): string {
  const u = new URL(url);
  return `http://127.0.0.1:${t.h.bot.webPort ?? missing()}${u.pathname}${u.search}`;
}

async function openPage(width: number, height: number, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width, height });
  const res = await page.goto(url);
  expect(res?.status()).toBe(200);
  return page;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join("; ")})`);
}

describe("the table in a browser", () => {
  it("the start post links to the table; at 390 px it reads without sideways scrolling, and a turn played in Discord appears without a reload", async () => {
    const { h, gameId, threadId } = t;
    const start = h.discord.messages(threadId).find((m) => linkButtons(m).has("Open the table")) ?? missing();
    const link = linkButtons(start).get("Open the table") ?? missing();
    expect(link).toMatch(new RegExp(`^http://localhost:0/g/${gameId}-[A-Za-z0-9_-]{22}$`));
    const phone = await openPage(390, 844, local(link));
    await expect(phone.locator("h1").textContent()).resolves.toBe(`Nusfjord · game #${gameId}`);
    // Page code as strings: the tests are compiled without the DOM's types.
    expect(await phone.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    const before = await phone.locator("#live").getAttribute("data-version");
    await phone.evaluate("window.notReloaded = true");
    // The page's stream is open before the move (the script marks it).
    await phone.waitForSelector("#table[data-following=yes]", { state: "attached" });

    const { who, user } = await t.current();
    const move = ONE_STEP.find((c) => who.choices.includes(c)) ?? missing();
    const played = await h.discord.command(user, threadId, "place", { options: { action: move } });
    expect(played.response?.text).toMatch(/^✅/);
    await h.bot.idle();
    const after = String((await h.store.gameRecord(gameId)).version);
    // The turn post that told the move links to the same page.
    const posts = h.discord.messages(threadId).filter((m) => linkButtons(m).get("Open the table") === link);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(posts[posts.length - 1]?.id).not.toBe(start.id);
    expect(after).not.toBe(before);
    await phone.waitForSelector(`#live[data-version="${after}"]`, { state: "attached", timeout: 20_000 });
    expect(await phone.evaluate<boolean>("window.notReloaded === true")).toBe(true);
    await expect(phone.locator("#updated").textContent()).resolves.toMatch(/^Updated at /);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.close();
  });

  it("on a desktop (1440 x 900) the table is a grid of three columns, every Building's text opens on a tap, the board and harbor pictures load with their alt text, and axe finds no serious violation", async () => {
    const { h, threadId } = t;
    const board = await h.discord.command(t.user.ann, threadId, "board");
    await h.bot.idle();
    const link = linkButtons(board.response).get("Open the table") ?? missing();
    const desktop = await openPage(1440, 900, local(link));
    const columns = await desktop.evaluate<number>("getComputedStyle(document.querySelector('.grid')).gridTemplateColumns.split(' ').length");
    expect(columns).toBe(3);
    const card = desktop.locator("details.card").first();
    await card.locator("summary").click();
    await expect(card.getAttribute("open")).resolves.toBe("");
    // The pictures Discord shows, loaded from the page's own routes (the CSP allows 'self'), each with its alt text.
    const pictures = desktop.locator(".pictures img");
    expect(await pictures.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      const img = pictures.nth(i);
      await img.scrollIntoViewIfNeeded();
      await desktop.waitForFunction("(img) => img.complete && img.naturalWidth > 0", await img.elementHandle(), { timeout: 15_000 });
      expect(await img.getAttribute("alt")).toMatch(/^(Nusfjord board\.|.+'s harbor)/);
    }
    expect(await seriousViolations(desktop)).toEqual([]);
    await desktop.close();
  });

  it("/hand gives a private link that shows your hand; a forged link and the same link a day later are refused with a plain page", async () => {
    const { h, threadId, gameId } = t;
    const hand = await h.discord.command(t.user.bo, threadId, "hand");
    expect(hand.response?.ephemeral).toBe(true);
    const link = linkButtons(hand.response).get("Open your hand") ?? missing();
    expect(link).toMatch(new RegExp(`/h/${gameId}-1-\\d+-[A-Za-z0-9_-]{22}$`));
    const page = await openPage(390, 844, local(link));
    await expect(page.locator("#hand").textContent()).resolves.toBe("Your hand (only you see this page)");
    expect(await seriousViolations(page)).toEqual([]);

    const forged = await page.goto(local(link.replace(/-[A-Za-z0-9_-]{22}$/, "-AAAAAAAAAAAAAAAAAAAAAA")));
    expect(forged?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("This link does not open a game");
    h.db.advance(25 * HOUR);
    const expired = await page.goto(local(link));
    expect(expired?.status()).toBe(410);
    await expect(page.locator("h1").textContent()).resolves.toBe("This link to your hand has expired");
    await page.close();
  });
});

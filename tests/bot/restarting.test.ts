// A process being stopped tells users "the bot is restarting" instead of handling what they send.
// Beside a twin process (a rolling deploy: both receive every interaction), it says so only for
// an interaction whose claim it wins: one the twin claimed is the twin's to answer, and a second
// answer would be refused by Discord (and could read "nothing was changed" over the twin's ✅).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Interaction } from "discord.js";
import { restarting } from "../../src/bot/bot.ts";
import type { BotContext } from "../../src/bot/context.ts";
import { createLogger } from "../../src/logger.ts";
import { GameStore } from "../../src/store/index.ts";
import { logSink } from "../e2e/harness.ts";
import { openTestStore, type TestStore } from "../store/helpers.ts";

/** A button press as the stopping process receives it: records what it is answered. */
function press(id: string, locale = "en-US") {
  const replies: unknown[] = [];
  const i = {
    id,
    locale,
    isAutocomplete: () => false,
    isRepliable: () => true,
    async reply(options: unknown) { replies.push(options); },
  };
  return { replies, interaction: i as unknown as Interaction };
}

let t: TestStore;
beforeEach(async () => { t = await openTestStore(); });
afterEach(async () => { await t.close(); });

describe("a stopping process beside a twin", () => {
  it("tells the user the bot is restarting for an interaction it claims, and answers nothing to one its twin claimed", async () => {
    const log = createLogger("debug", logSink().sink, []);
    const stopping = { store: new GameStore(t.database, { now: t.now, claimInteractions: true }), log } as unknown as BotContext;
    const twin = new GameStore(t.database, { now: t.now, claimInteractions: true });

    const mine = press("1300000000000000010");
    await restarting(stopping, mine.interaction, log);
    expect(mine.replies).toEqual([{ content: "⏳ The bot is restarting, so it did not take this and nothing was changed. Please try again in a minute.", flags: 64 }]);

    const theirs = press("1300000000000000011");
    expect(await twin.claimInteraction("1300000000000000011")).toBe(true);
    await restarting(stopping, theirs.interaction, log);
    expect(theirs.replies).toEqual([]);
  });

  it("tells a German or Japanese Discord client that the bot is restarting in its language", async () => {
    const log = createLogger("debug", logSink().sink, []);
    const stopping = { store: new GameStore(t.database, { now: t.now, claimInteractions: true }), log } as unknown as BotContext;
    const de = press("1300000000000000012", "de");
    await restarting(stopping, de.interaction, log);
    expect(de.replies).toEqual([{ content: "⏳ Der Bot startet gerade neu, daher hat er das nicht angenommen, und es wurde nichts geändert. Bitte versuch es in einer Minute noch einmal.", flags: 64 }]);
    const ja = press("1300000000000000013", "ja");
    await restarting(stopping, ja.interaction, log);
    expect(ja.replies).toEqual([{ content: "⏳ ボットが再起動中のため受け付けず、何も変更していません。1分後にもう一度お試しください。", flags: 64 }]);
  });
});

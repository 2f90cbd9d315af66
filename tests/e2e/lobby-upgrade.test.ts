// A lobby message posted classic by an older version of the bot, still open in a running server,
// keeps working: its next edit (a button pressed on it, or a change made elsewhere) turns it into
// a message laid out by Discord (Components V2). Discord allows adding the flag by an edit that
// resets the old content to empty (Edit Message; the stand-in's validate.ts), so the bot edits
// every lobby with the V2 body and an empty content.
import { ButtonStyle, ComponentType, type SendableChannels } from "discord.js";
import { describe, expect, it } from "vitest";
import { encodeId } from "../../src/bot/turn/custom-id.ts";
import { buttons } from "../../src/bot/layouts/present.ts";
import { buttonLabels, customIds } from "./harness.ts";
import { idWith } from "./play.ts";
import { harnessForSuite } from "./suite.ts";
import { IS_COMPONENTS_V2, type StandInUser } from "./standin/index.ts";

describe("an old classic lobby message", () => {
  const h = harnessForSuite();
  let ann: StandInUser | undefined;
  const host = (): StandInUser => (ann ??= h.discord.addUser("ann"));

  /** ann's 3-player lobby, then the same lobby as an older version posted it: classic content and a row of buttons, saved as the game's lobby message. */
  async function classicLobby(): Promise<{ gameId: number; messageId: string }> {
    const ann = host();
    const created = await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 3, thread: false } });
    await h.bot.idle();
    const gameId = Number(/#(\d+)/.exec(created.response?.text ?? "")?.[1]);
    const channel = await h.bot.ctx.client.channels.fetch(h.discord.channelId) as SendableChannels;
    const old = await channel.send({
      content: `**Nusfjord #${gameId}** · 3 players · herring deck · reminders after 12 h\nHost: <@${ann.id}>\n1. <@${ann.id}>\n2. — free —\n3. — free —\n2 seats free: press **Join**.`,
      components: [buttons([
        { id: encodeId("join", gameId, 0), label: "Join", style: ButtonStyle.Success },
        { id: encodeId("leave", gameId, 0), label: "Leave" },
        { id: encodeId("start", gameId, 0, "easy"), label: "Start with 2 AI", style: ButtonStyle.Primary },
        { id: encodeId("cancel", gameId, 0), label: "Cancel", style: ButtonStyle.Danger },
      ])],
      allowedMentions: { parse: [] },
    });
    await h.store.setLobbyMessage(gameId, old.id);
    expect((h.discord.message(old.id)?.flags ?? 0) & IS_COMPONENTS_V2).toBe(0);
    expect(old.components[0]?.type).toBe(ComponentType.ActionRow);
    return { gameId, messageId: old.id };
  }

  it("becomes V2 when a player presses Join on it, keeping the level its Start button carried", async () => {
    const { messageId } = await classicLobby();
    const bo = h.discord.addUser("bo");
    const old = h.discord.message(messageId);
    if (!old) throw new Error("no lobby message");
    const joined = await h.discord.button(bo, old, idWith(old, "join"));
    expect(joined.response?.ephemeral).toBe(false);
    const now = h.discord.message(messageId);
    expect((now?.flags ?? 0) & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    expect(now?.content).toBe("");
    expect(now?.text).toContain(`2. <@${bo.id}>`);
    expect(now?.text).toContain("1 seat free: press **Join**. The host may also start now, with easy AI players in the free seat.");
    expect(buttonLabels(now)).toEqual(["Join", "Leave", "Start with 1 AI", "Cancel"]);
    expect(now?.pinged).toEqual([]);
  });

  it("becomes V2 when the host cancels the game elsewhere (the lobby refreshed in place)", async () => {
    const { gameId, messageId } = await classicLobby();
    const cancelled = await h.discord.command(host(), h.discord.channelId, "nusfjord", { subcommand: "settings", options: { game: gameId, cancel: true } });
    expect(cancelled.response?.ephemeral).toBe(true);
    await h.bot.idle();
    const now = h.discord.message(messageId);
    expect((now?.flags ?? 0) & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    expect(now?.text).toContain("This game was cancelled.");
    expect(customIds(now)).toEqual([]);
  });
});

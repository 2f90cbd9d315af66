// The host's direct message when Discord refuses a game's post for good (src/bot/ops/refused.ts)
// speaks the game's language: a German game's host reads it in German, a Japanese game's in
// Japanese, Discord's permissions named as Discord names them there; an English game's host reads what they always read.
import { PermissionFlagsBits as P } from "discord.js";
import { describe, expect, it } from "vitest";
import { pendingSeats } from "../../src/engine/index.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { loadState } from "./harness.ts";
import { idWith } from "./play.ts";
import { tableForSuite } from "./suite.ts";

describe("the host's note when Discord refuses a post for good, in the game's language", () => {
  const { h, user: { ann, bo } } = tableForSuite({ users: ["ann", "bo"], options: { players: 2 } });

  for (const [language, words, permission] of [
    ["en", ["⚠️ Discord refused the bot's post for Nusfjord game #", ": the bot lacks a permission there (it needs View Channel, Send Messages, Send Messages in Threads, Attach Files and Read Message History). The game is paused and its turns are kept. Once that is fixed, resume it with `/nusfjord settings pause:false` (in the game's thread or with the `game` option) and everything waiting is posted."], "Send Messages in Threads"],
    ["de", ["⚠️ Discord hat den Beitrag des Bots für Nusfjord-Partie #", "Die Partie ist pausiert", "/nusfjord settings pause:false"], "Nachrichten in Threads senden"],
    ["ja", ["⚠️ ヌスフィヨルドのゲーム #", "ゲームは一時停止し", "/nusfjord settings pause:false"], "スレッドでメッセージを送信"],
  ] as const) {
    it(`${language}: the game is paused and its host is told once, in the game's language, which permissions the bot needs`, async () => {
      const channel = h.discord.addTextChannel(`revoked-${language}`);
      const created = await h.discord.command(ann, channel, "nusfjord", { subcommand: "new", options: { players: 2, language } });
      await h.bot.idle();
      const lobby = h.discord.message(created.response?.id ?? "");
      if (!lobby) throw new Error("no lobby");
      const joined = await h.discord.button(bo, lobby, idWith(lobby, "join"));
      if (!joined.response) throw new Error("no lobby after joining");
      await h.discord.button(ann, joined.response, idWith(joined.response, "start"));
      await h.bot.idle();
      const thread = h.discord.threads(channel)[0];
      if (!thread) throw new Error("no thread");
      const gameId = decodeId(idWith(lobby, "join"))?.gameId ?? -1;
      h.discord.denyBot(channel, P.SendMessagesInThreads);
      h.expectProblems(new RegExp(`POST /api/v10/channels/${thread.id}/messages → 403 .*50013`));
      const { game, state } = await loadState(h.store, gameId);
      expect(game.language).toBe(language);
      const seat = pendingSeats(state)[0] ?? -1;
      await h.discord.command(game.seats[seat]?.userId === ann.id ? ann : bo, thread.id, "pass");
      await h.bot.idle();
      await h.bot.tick();
      expect((await loadState(h.store, gameId)).game.paused).toBe(true);
      const dms = h.discord.dmMessages(ann.id).filter((m) => m.text.includes(`#${gameId} `));
      expect(dms).toHaveLength(1);
      const dm = dms[0]?.text ?? "";
      for (const w of words) expect(dm).toContain(w);
      expect(dm).toContain(permission);
      if (language !== "en") expect(dm).not.toMatch(/\b(refused|paused|the bot|lacks|needs)\b/);
      h.discord.grantBot(channel, P.SendMessagesInThreads);
    });
  }
});

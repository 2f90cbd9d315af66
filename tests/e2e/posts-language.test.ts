// A game's own posts speak the game's language whoever reads them (issue 37), through the local
// Discord stand-in, which checks every body as Discord would: a German and a Japanese game are
// opened by hosts whose Discord is in English, and their start post, its ping line, a reminder
// with its ping line, the turn deadline's line and the direct messages come in German and in
// Japanese, in the plural the count asks for ("1 Stunde", "2 Stunden"). The /rules topics named
// on the start post stay English (command option values are typed as they are). What the engine
// writes (log lines, prompts, the Round spaces, the situation line) is not translated yet and is
// not looked at here.
import { Locale } from "discord.js";
import { describe, expect, it, vi } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { buttonLabels, HOUR, missing, reminderPosts, whoDecides } from "./harness.ts";
import { idWith, pingLineAfter } from "./play.ts";
import type { RecordedMessage, StandInUser } from "./standin/index.ts";
import { harnessForSuite } from "./suite.ts";

/** The /rules topics the five lines of "how a round goes" point at, in every language. */
const TOPICS = ["Fishing phase", "Work phase", "Returning Home phase", "Round spaces", "Scoring"];

describe("a game's own posts in the game's language", () => {
  const h = harnessForSuite();

  interface Opened { gameId: number; threadId: string; host: StandInUser; guest: StandInUser; users: Map<string, StandInUser> }

  /**
   * A 3-player game in `language`, opened and started with an AI in the free seat by a host whose
   * Discord speaks English; a guest joins. Each human asks for direct messages on their turn.
   */
  async function openIn(language: "de" | "ja", names: readonly [string, string]): Promise<Opened> {
    const host = h.discord.addUser(names[0], { locale: Locale.EnglishUS });
    const guest = h.discord.addUser(names[1], { locale: Locale.EnglishUS });
    const created = await h.discord.command(host, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 3, language, reminder_hours: 2 } });
    await h.bot.idle();
    const lobby = created.response ?? missing();
    const gameId = decodeId(idWith(lobby, "join"))?.gameId ?? -1;
    const joined = await h.discord.button(guest, lobby, idWith(lobby, "join"));
    const full = joined.response ?? missing();
    await h.discord.button(host, full, idWith(full, "start"));
    await h.bot.idle();
    const thread = h.discord.threads(h.discord.channelId).find((t) => t.name === `Nusfjord #${gameId}`) ?? missing();
    for (const u of [host, guest]) await h.discord.command(u, thread.id, "nusfjord", { subcommand: "settings", options: { dm: true } });
    await h.bot.idle();
    return { gameId, threadId: thread.id, host, guest, users: new Map([[host.id, host], [guest.id, guest]]) };
  }

  /** The game's start post (the bot's, "🎣 **…" first) in its thread. */
  function startPostOf(o: Opened): RecordedMessage {
    return h.discord.messages(o.threadId).find((m) => m.authorId === h.discord.botUser.id && m.text.startsWith("🎣 **")) ?? missing();
  }

  /** The start post's own words: its heading, "how a round goes" and the five lines (what follows is the story and the first player's turn, not ours). */
  function introOf(post: RecordedMessage): string {
    const lines = post.text.split("\n");
    return lines.slice(0, lines.findIndex((l) => l.startsWith("5. ")) + 1).join("\n");
  }

  /** The five numbered lines of "how a round goes": their bold names and the /rules topics they point at. */
  function roundLines(post: RecordedMessage): { names: string[]; topics: string[] } {
    const lines = post.text.split("\n").filter((l) => /^[1-5]\. /.test(l));
    return { names: lines.map((l) => /\*\*(.+?)\*\*/.exec(l)?.[1] ?? ""), topics: lines.map((l) => /`\/rules topic:([^`]+)`$/.exec(l)?.[1] ?? "") };
  }

  /** The human seat that is to move, once the AI has moved. */
  async function humanToMove(o: Opened): Promise<StandInUser> {
    await h.bot.idle();
    const who = await whoDecides(h.store, o.gameId);
    return (who?.userId ? o.users.get(who.userId) : undefined) ?? missing();
  }

  /** English frame words of the start post, none of which may remain in another language. */
  const ENGLISH_START = ["begins", "How a round goes", "new to the game", " deck", "7 rounds", "**Fishing**", "**Work**", "**Returning Home**", "**Scoring**", "(AI, "];
  /** English frame words of a reminder and its ping line. */
  const ENGLISH_REMINDER = ["a reminder", "it has been your turn", "You are asked", "Your choice", "You have", "Since your last turn", "So far this game", "still your turn", " now)"];

  it("in German: the start post names the table joined by 'und', the deck and 7 Runden, how a round goes in the official terms, each line pointing at its English /rules topic; its ping line pings the two players", async () => {
    const o = await openIn("de", ["anna", "bernd"]);
    const post = startPostOf(o);
    expect(post.text.split("\n")[0]).toBe(`🎣 **Nusfjord #${o.gameId} beginnt!** <@${o.host.id}>, <@${o.guest.id}> und 🤖 Ingrid (KI, mittel) · Deck: Hering · 7 Runden`);
    expect(post.text).toContain("\n**So läuft eine Runde** (neu im Spiel? Fang mit `/rules` an; `/board` zeigt den ganzen Spielplan)\n");
    expect(roundLines(post)).toEqual({ names: ["Fangzeit", "Arbeitszeit", "Heimkehr", "7 Runden", "Schlusswertung"], topics: TOPICS });
    expect(post.text).toContain("Setz einen Arbeiter auf ein Aktionsfeld oder einen Ältesten (`/place`) oder pass (`/pass`).");
    for (const english of ENGLISH_START) expect(introOf(post)).not.toContain(english);
    const line = pingLineAfter(h, o.threadId, post);
    expect(line?.text.split("\n")[0]).toBe(`🎣 Nusfjord #${o.gameId} beginnt: <@${o.host.id}> und <@${o.guest.id}>.`);
    expect([...(line?.pinged ?? [])].sort()).toEqual([o.host.id, o.guest.id].sort());
  }, 120_000);

  it("in German: the turn picture the thread's post draws names the AI seat 'Ingrid (KI)', never 'Ingrid (AI)'", async () => {
    const turnPicture = vi.spyOn(h.bot.ctx.images, "turnPicture");
    try {
      await openIn("de", ["alma", "bert"]);
      await h.bot.idle();
      expect(turnPicture.mock.calls.length).toBeGreaterThan(0);
      for (const call of turnPicture.mock.calls) expect(call[2]?.names).toEqual(["alma", "bert", "Ingrid (KI)"]);
    } finally {
      turnPicture.mockRestore();
    }
  }, 120_000);

  it("in Japanese: the start post names the table joined by '、', the deck and 全7ラウンド, how a round goes in the official terms, each line pointing at its English /rules topic; its ping line pings the two players", async () => {
    const o = await openIn("ja", ["taro", "hanako"]);
    const post = startPostOf(o);
    expect(post.text.split("\n")[0]).toBe(`🎣 **ヌスフィヨルド #${o.gameId} 開始！** <@${o.host.id}>、<@${o.guest.id}>、🤖 Ingrid（AI・ふつう） ・ ニシンデッキ ・ 全7ラウンド`);
    expect(post.text).toContain("\n**ラウンドの流れ**（初めての方は `/rules` からどうぞ。`/board` で盤面全体が見られます）\n");
    expect(roundLines(post)).toEqual({ names: ["漁獲フェイズ", "労働フェイズ", "帰宅フェイズ", "全7ラウンド", "得点計算"], topics: TOPICS });
    expect(post.text).toContain("アクションスペースか長老にワーカーを置く（`/place`）か、パスします（`/pass`）。");
    for (const english of ENGLISH_START) expect(introOf(post)).not.toContain(english);
    const line = pingLineAfter(h, o.threadId, post);
    expect(line?.text.split("\n")[0]).toBe(`🎣 ヌスフィヨルド #${o.gameId} 開始：<@${o.host.id}>、<@${o.guest.id}>`);
    expect([...(line?.pinged ?? [])].sort()).toEqual([o.host.id, o.guest.id].sort());
  }, 120_000);

  it("in German: a reminder after 2 hours says '2 Stunden', frames the question, the goods and what happened so far in German, its buttons and ping line too, and the direct message with it; the turn deadline of 1 hour then says '1 Stunde'", async () => {
    const o = await openIn("de", ["clara", "dieter"]);
    const mover = await humanToMove(o);
    h.db.advance(2.1 * HOUR);
    // The games of the tests before are reminded too (one bot, one clock): this game's thread has its one reminder.
    expect(await h.bot.checkReminders()).toBeGreaterThanOrEqual(1);
    expect(reminderPosts(h, o.threadId)).toHaveLength(1);
    const reminder = reminderPosts(h, o.threadId).at(-1) ?? missing();
    expect(reminder.text.split("\n")[0]).toBe(`⏰ <@${mover.id}>, eine Erinnerung: Du bist in Partie #${o.gameId} schon 2 Stunden am Zug.`);
    expect(reminder.text).toMatch(/\n(Gefragt ist|Deine Wahl): .+\nDu hast 🪵 /);
    expect(reminder.text).toContain("\n**Bisher in dieser Partie**\n• ");
    expect(buttonLabels(reminder)).toEqual(["Meine Optionen zeigen", "Für diesen Zug nicht mehr erinnern"]);
    const line = pingLineAfter(h, o.threadId, reminder);
    expect(line?.text).toMatch(new RegExp(`^🎣 <@${mover.id}>, du bist immer noch am Zug in Nusfjord .+ \\(jetzt 2 Stunden\\) · `));
    for (const english of ENGLISH_REMINDER) expect(`${reminder.text}\n${line?.text ?? ""}`).not.toContain(english);
    expect(h.discord.dmMessages(mover.id).at(-1)?.text).toMatch(new RegExp(`^⏰ Du bist immer noch am Zug in Nusfjord-Partie #${o.gameId}: https://discord\\.com/channels/`));

    // The host sets a turn deadline of 1 hour: the turn that has waited longer is played by the AI, and the thread is told so.
    await h.discord.command(o.host, o.threadId, "nusfjord", { subcommand: "settings", options: { turn_hours: 1 } });
    h.db.advance(1.1 * HOUR);
    expect(await h.bot.checkDeadlines()).toBe(1);
    await h.bot.idle();
    const told = h.discord.messages(o.threadId).flatMap((m) => m.text.split("\n")).filter((l) => l.startsWith("⏱️ "));
    expect(told).toEqual([`⏱️ Die Zugfrist dieser Partie (1 Stunde) ist abgelaufen: ${mover.username} war so lange am Zug, daher hat die KI (mittel) den Zug gespielt.`]);
    // Whoever is asked next gets their direct message in German too.
    const next = await humanToMove(o);
    expect(h.discord.dmMessages(next.id).at(-1)?.text).toMatch(new RegExp(`^🎣 (Du bist am Zug|Eine Entscheidung für dich) in Nusfjord .+\nhttps://discord\\.com/channels/`));
  }, 120_000);

  it("in Japanese: a reminder after 2 hours says '2時間', frames the question, the goods and what happened so far in Japanese, its buttons and ping line too, and the direct message with it", async () => {
    const o = await openIn("ja", ["jiro", "yuki"]);
    const mover = await humanToMove(o);
    h.db.advance(2.1 * HOUR);
    // The games of the tests before are reminded too (one bot, one clock): this game's thread has its one reminder.
    expect(await h.bot.checkReminders()).toBeGreaterThanOrEqual(1);
    expect(reminderPosts(h, o.threadId)).toHaveLength(1);
    const reminder = reminderPosts(h, o.threadId).at(-1) ?? missing();
    expect(reminder.text.split("\n")[0]).toBe(`⏰ <@${mover.id}> リマインダーです：ゲーム #${o.gameId} であなたの手番になってから2時間が経ちました。`);
    expect(reminder.text).toMatch(/\n(やること|選んでください)：.+\nあなたの状況：🪵 /);
    expect(reminder.text).toContain("\n**このゲームのここまで**\n• ");
    expect(buttonLabels(reminder)).toEqual(["自分の選択肢を見る", "この手番のリマインダーを止める"]);
    const line = pingLineAfter(h, o.threadId, reminder);
    expect(line?.text).toMatch(new RegExp(`^🎣 <@${mover.id}> ヌスフィヨルド .+ はまだあなたの手番です（2時間経過）・ `));
    for (const english of ENGLISH_REMINDER) expect(`${reminder.text}\n${line?.text ?? ""}`).not.toContain(english);
    expect(h.discord.dmMessages(mover.id).at(-1)?.text).toMatch(new RegExp(`^⏰ ヌスフィヨルドのゲーム #${o.gameId} はまだあなたの手番です：https://discord\\.com/channels/`));
  }, 120_000);
});

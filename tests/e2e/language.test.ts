// Who reads which language (issue 37): a game's posts speak the game's language, chosen at
// `/nusfjord new language:` (default: the server's preferred language where it is German or
// Japanese, else English) and changeable by its host; a private reply speaks the asker's own
// Discord language. The slash commands are registered with a German and a Japanese text for
// every description and choice (the stand-in checks them as Discord does).
import { Locale } from "discord.js";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "../../commands/index.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { LobbyError } from "../../src/store/index.ts";
import { buttonLabels, customIds } from "./harness.ts";
import { latestPing, offered, ONE_STEP, pressChoice, seatTable } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

describe("a game's language and each player's own", () => {
  const h = harnessForSuite();

  async function open(host: ReturnType<typeof h.discord.addUser>, options: Record<string, string | number>): Promise<number> {
    const created = await h.discord.command(host, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2, ...options } });
    await h.bot.idle();
    const id = customIds(created.response).map((c) => decodeId(c)?.gameId).find((g) => g !== undefined);
    if (id === undefined) throw new Error(`no lobby: ${created.response?.text ?? "(no answer)"}`);
    return id;
  }

  it("registers every command with its German and Japanese descriptions, accepted as Discord accepts them", () => {
    const registered = h.discord.globalCommands().length > 0 ? h.discord.globalCommands() : h.discord.guildCommands(h.discord.guildId);
    expect(registered.length).toBe(COMMANDS.length);
    const nusfjord = registered.find((c): c is { description_localizations: Record<string, string> } => typeof c === "object" && c !== null && "name" in c && c.name === "nusfjord");
    expect(nusfjord?.description_localizations).toEqual({ de: "Nusfjord-Partien eröffnen und verwalten", ja: "ヌスフィヨルドのゲームを開く・管理する" });
  });

  it("a new game speaks the language its host chose, else the server's preferred language where it is one of ours, else English", async () => {
    const host = h.discord.addUser("host1");
    expect((await h.store.gameRecord(await open(host, { language: "ja" }))).language).toBe("ja");
    expect((await h.store.gameRecord(await open(h.discord.addUser("host2"), {}))).language).toBe("en");
    h.discord.setGuildLocale(Locale.German);
    try {
      expect((await h.store.gameRecord(await open(h.discord.addUser("host3"), {}))).language).toBe("de");
      expect((await h.store.gameRecord(await open(h.discord.addUser("host4"), { language: "en" }))).language).toBe("en");
    } finally {
      h.discord.setGuildLocale(Locale.EnglishUS);
    }
    h.discord.setGuildLocale(Locale.French);
    try {
      expect((await h.store.gameRecord(await open(h.discord.addUser("host5"), {}))).language).toBe("en");
    } finally {
      h.discord.setGuildLocale(Locale.EnglishUS);
    }
  }, 120_000);

  it("the lobby speaks the game's language whoever reads it: its table, seats and buttons in Japanese, then in German", async () => {
    const host = h.discord.addUser("taro", { locale: Locale.EnglishUS });
    const created = await h.discord.command(host, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 3, ai_seats: 1, language: "ja" } });
    await h.bot.idle();
    const lobby = h.discord.message(created.response?.id ?? "");
    expect(lobby?.text).toContain("**ヌスフィヨルド #");
    expect(lobby?.text).toContain("3人 ・ ニシンデッキ ・ 12時間後にリマインダー");
    expect(lobby?.text).toContain("空席1：**参加**を押してください。");
    expect(buttonLabels(lobby)).toEqual(["参加", "退出", "AI 1人で開始", "中止"]);
    const gameId = customIds(lobby).map((c) => decodeId(c)?.gameId).find((g) => g !== undefined) ?? -1;
    await h.discord.command(host, h.discord.channelId, "nusfjord", { subcommand: "settings", options: { game: gameId, language: "de" } });
    await h.bot.idle();
    const german = h.discord.message(created.response?.id ?? "");
    expect(german?.text).toContain("3 Spieler · Deck: Hering · Erinnerungen nach 12 Std.");
    expect(german?.text).toContain("1 Platz frei: drück **Beitreten**.");
    expect(buttonLabels(german)).toEqual(["Beitreten", "Verlassen", "Mit 1 KI starten", "Abbrechen"]);
  }, 120_000);

  it("the host changes the game's language in /nusfjord settings, and the reply speaks the host's own Discord language; another player cannot, and nothing changes", async () => {
    const host = h.discord.addUser("gastgeber", { locale: Locale.German });
    const gameId = await open(host, { language: "en" });
    const changed = await h.discord.command(host, h.discord.channelId, "nusfjord", { subcommand: "settings", options: { game: gameId, language: "ja" } });
    expect(changed.response?.ephemeral).toBe(true);
    expect(changed.response?.text).toContain("Die Posts der Partie sind jetzt auf 日本語.");
    expect(changed.response?.text).toContain("Sprache der Posts der Partie: 日本語");
    expect((await h.store.gameRecord(gameId)).language).toBe("ja");
    // The table is told in the game's (new) language, not the host's.
    const threadId = (await h.store.gameRecord(gameId)).threadId ?? h.discord.channelId;
    const note = await h.discord.waitForMessage(threadId, (m) => m.text.startsWith("⚙️"));
    expect(note.text).toBe(`⚙️ <@${host.id}>がゲーム #${gameId} を変更しました：ゲームの投稿は今後日本語になります。`);

    const other = h.discord.addUser("hanako", { locale: Locale.Japanese });
    const before = await h.store.gameRecord(gameId);
    const refused = await h.discord.command(other, h.discord.channelId, "nusfjord", { subcommand: "settings", options: { game: gameId, language: "de" } });
    expect(refused.response?.ephemeral).toBe(true);
    // The store's refusal, in hanako's own language.
    expect(refused.response?.text).toBe(`⚠️ ゲーム #${gameId} の設定を変えられるのは、ホストかサーバーの管理者だけです。`);
    expect((await h.store.gameRecord(gameId)).language).toBe(before.language);
  }, 120_000);

  it("a language that is not ours is refused by the store with the languages named, and the game is unchanged", async () => {
    const host = h.discord.addUser("host6");
    const gameId = await open(host, {});
    const before = await h.store.gameRecord(gameId);
    await expect(h.store.updateSettings(gameId, { userId: host.id }, { language: "fr" })).rejects.toThrow(LobbyError);
    await expect(h.store.updateSettings(gameId, { userId: host.id }, { language: "fr" })).rejects.toThrow(/choose en, de, ja/);
    expect(await h.store.gameRecord(gameId)).toEqual(before);
    expect(before.language).toBe("en");
  }, 120_000);

  it("/place's suggestions say why there is nothing to suggest in the player's language (no game in this channel)", async () => {
    const lone = h.discord.addUser("lone");
    const english = await h.discord.autocomplete(lone, h.discord.channelId, "place", { name: "action", value: "" });
    h.discord.setLocale(lone, Locale.German);
    const german = await h.discord.autocomplete(lone, h.discord.channelId, "place", { name: "action", value: "" });
    const [en] = english.choices ?? [];
    const [de] = german.choices ?? [];
    expect(en?.value).toBe("none");
    expect(en?.name).toMatch(/^You are not in a running game here\./);
    expect(de?.value).toBe("none");
    expect(de?.name).toMatch(/^Du spielst hier in keiner laufenden Partie\./);
  }, 120_000);

  it("a refusal speaks the language of the player who pressed: an old post's button after their move says it is not their turn, in German, then in Japanese, the game unchanged", async () => {
    const table = await seatTable(h, { users: ["jan", "yuki"], options: { players: 2 } });
    const { user, other } = await table.current();
    const post = latestPing(h, table.threadId);
    const [first, second] = offered(post).filter((c) => ONE_STEP.includes(c));
    if (!first || !second) throw new Error(`two one-step placements expected on the post: ${offered(post).join(", ")}`);
    await pressChoice(h, user, post, first);
    await h.bot.idle();
    const before = await h.store.gameRecord(table.gameId);
    h.discord.setLocale(user, Locale.German);
    const german = await pressChoice(h, user, post, second);
    expect([german.response?.text, ...german.followups.map((f) => f.text)].join("\n")).toContain(`Du bist in Partie #${table.gameId} nicht am Zug: Wir warten auf ${other.username}.`);
    h.discord.setLocale(user, Locale.Japanese);
    const japanese = await pressChoice(h, user, post, second);
    expect([japanese.response?.text, ...japanese.followups.map((f) => f.text)].join("\n")).toContain(`ゲーム #${table.gameId} はあなたの手番ではありません：${other.username}の手番を待っています。`);
    expect((await h.store.gameRecord(table.gameId)).version).toBe(before.version);
  }, 120_000);
});

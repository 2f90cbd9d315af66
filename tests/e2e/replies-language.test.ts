// The commands' private replies and refusals in the reader's language (issue 37), through the
// local Discord stand-in: /games, /mygames, /leaderboard, /profile, /replay, /exchange,
// /nusfjord export and privacy, and refusals of /place, the game finder, the export and the
// leaderboard, the store's refusals of the lobby and of a host's settings and the engine's refusal of a choice, each answered to a German and a Japanese Discord client in its language, with no
// English word left outside code and names; English readers keep the English (the other tests).
import { Locale, PermissionFlagsBits } from "discord.js";
import { beforeAll, describe, expect, it } from "vitest";
import { interactiveComponents } from "./standin/index.ts";
import { idWith } from "./play.ts";
import type { StandInUser } from "./standin/index.ts";
import { pendingSeats } from "../../src/engine/index.ts";
import { storedGame } from "./stored-games.ts";
import { tableForSuite } from "./suite.ts";

/** Words only English would have in these replies (names and code are taken out first). */
const ENGLISH = /\b(the|your|you|with|from|until|game|games|leaderboard|round|step|finished|running|choose|page|nothing|player|players|scores?|Buildings?|no)\b/i;
/** The reply without its inline code, mentions and the players' names. */
const words = (text: string, names: readonly string[] = []): string => names.reduce((t, n) => t.replace(new RegExp(`\\b${n}\\b`, "g"), ""), text.replace(/`[^`]*`/g, "").replace(/<[#@!&]?[^>\s]*>/g, ""));

describe("the commands' replies in the reader's language", () => {
  const { h, user: { ann, bo, jan, yuki } } = tableForSuite({ users: ["ann", "bo", "jan", "yuki"] });
  const NAMES = ["ann", "bo", "jan", "yuki", "Ingrid", "Sven", "Astrid"];
  let finished = 0;
  let running = 0;

  beforeAll(async () => {
    h.discord.setLocale(jan, Locale.German);
    h.discord.setLocale(yuki, Locale.Japanese);
    finished = await storedGame(h, { humans: [jan, yuki], players: 3, seed: "replies-finished" });
    running = await storedGame(h, { humans: [jan, ann], players: 2, seed: "replies-running", stopAtRound: 2 });
  }, 120_000);

  async function ask(user: StandInUser, command: string, options: Record<string, string | number | boolean> = {}, subcommand?: string): Promise<string> {
    const out = await h.discord.command(user, h.discord.channelId, command, { options, ...(subcommand ? { subcommand } : {}) });
    await h.bot.idle();
    expect(out.response?.ephemeral).toBe(true);
    return out.response?.text ?? "";
  }

  it("/games lists the running and the finished games in German and in Japanese", async () => {
    const de = await ask(jan, "games");
    expect(de).toContain("Partien auf diesem Server:");
    expect(de).toContain("Zuletzt beendet:");
    expect(de).toContain(`**#${running}**`);
    expect(de).toMatch(/am Zug: |Lobby/);
    expect(de).toContain("(KI, mittel)");
    expect(words(de, NAMES)).not.toMatch(ENGLISH);
    const ja = await ask(yuki, "games");
    expect(ja).toContain("このサーバーのゲーム：");
    expect(ja).toContain("最近終了したゲーム：");
    expect(ja).toContain("（AI・ふつう）");
    expect(words(ja, NAMES)).not.toMatch(ENGLISH);
  }, 120_000);

  it("/mygames says in German how many games wait, or in Japanese that none does", async () => {
    const { state } = await h.store.loadGame(running);
    const waitsForJan = state ? pendingSeats(state).includes(0) : false;
    const de = await ask(jan, "mygames");
    expect(de).toMatch(waitsForJan ? /\*\*Du bist in 1 Partie am Zug\*\*/ : /Keine Partie wartet auf dich/);
    expect(words(de, NAMES)).not.toMatch(ENGLISH);
    const ja = await ask(yuki, "mygames");
    expect(ja).toContain("あなたの手番を待っているゲームはありません。");
  }, 120_000);

  it("/leaderboard answers in German and Japanese, and refuses a page that does not exist in each", async () => {
    const de = await ask(jan, "leaderboard");
    expect(de).toMatch(/Noch niemand steht in der Rangliste|\*\*Rangliste\*\*/);
    expect(de).toContain("Wie Ratings funktionieren: `/rules topic:ratings`.");
    expect(words(de, NAMES)).not.toMatch(ENGLISH);
    expect(await ask(jan, "leaderboard", { page: 0 })).toBe("⚠️ Es gibt keine Seite 0: Die Seiten beginnen bei 1. `/leaderboard` zeigt die erste.");
    const ja = await ask(yuki, "leaderboard");
    expect(ja).toContain("レーティングの仕組み：`/rules topic:ratings`");
    expect(await ask(yuki, "leaderboard", { page: 0 })).toBe("⚠️ 0ページはありません：ページは1から始まります。`/leaderboard` で最初のページが見られます。");
  }, 120_000);

  it("/profile of a player and of an AI level in German and Japanese, the figures with the language's decimal mark", async () => {
    const de = await ask(jan, "profile");
    expect(de).toMatch(/dein Profil auf diesem Server|Du hast auf diesem Server noch keine beendeten Partien/);
    expect(words(de, NAMES)).not.toMatch(ENGLISH);
    if (de.includes("Endstand: im Schnitt")) expect(de).toMatch(/im Schnitt \d+,\d/);
    const ai = await ask(yuki, "profile", { ai: "medium" });
    expect(ai).toMatch(/AI（ふつう）/);
    expect(words(ai, NAMES)).not.toMatch(ENGLISH);
    expect(await ask(jan, "profile", { ai: "medium", player: ann.id })).toContain("Nenne einen Spieler oder eine KI-Stufe, nicht beides");
  }, 120_000);

  it("/replay shows its first step, buttons and menu in German and Japanese, and refuses a running game in each", async () => {
    const out = await h.discord.command(jan, h.discord.channelId, "replay", { options: { game: finished } });
    await h.bot.idle();
    const de = out.response?.text ?? "";
    expect(de.split("\n")[0]).toMatch(new RegExp(`^⏪ \\*\\*Partie #${finished}, Schritt für Schritt\\*\\* · Der Anfang \\(Schritt 0 von \\d+\\) · Runde 1$`));
    expect(de).toContain("jan, yuki und Ingrid (KI, mittel) · Deck Hering.");
    expect(words(de, NAMES)).not.toMatch(ENGLISH);
    const labels = interactiveComponents(out.response?.components ?? []).map((c) => ("label" in c ? c.label : "placeholder" in c ? c.placeholder : "") ?? "");
    expect(labels).toEqual(expect.arrayContaining(["◀ Zurück", "Weiter ▶"]));
    // The step's turn picture is drawn in German too: its alt text says so.
    const alt = out.response?.attachments[0]?.description ?? "";
    expect(alt).toMatch(/Runde \d von 7/);
    expect(words(alt, NAMES)).not.toMatch(/\b(Round|Workers?|Reserve|haul|your turn)\b/i);
    expect(await ask(jan, "replay", { game: running })).toBe(`⚠️ Partie #${running} läuft noch: /replay zeigt beendete Partien.`);
    const ja = await h.discord.command(yuki, h.discord.channelId, "replay", { options: { game: finished } });
    await h.bot.idle();
    expect(ja.response?.text.split("\n")[0]).toMatch(new RegExp(`^⏪ \\*\\*ゲーム #${finished} を1手ずつ\\*\\* ・ 開始時（ステップ0／\\d+） ・ ラウンド1$`));
    expect(await ask(yuki, "replay", { game: running })).toBe(`⚠️ ゲーム #${running} はまだ進行中です：/replay は終了したゲームを表示します。`);
  }, 120_000);

  it("/nusfjord export in German and Japanese, and its refusal of a running game", async () => {
    const de = await ask(jan, "nusfjord", { game: finished }, "export");
    expect(de).toContain(`📦 Partie #${finished} als Datei: ihr Seed und Aufbau, die Namen der Spieler (deine Discord-ID auf deinem eigenen Platz, sonst keine)`);
    expect(de).toContain("und der Endstand.");
    expect(words(de, NAMES)).not.toMatch(ENGLISH);
    expect(await ask(jan, "nusfjord", { game: running }, "export")).toContain(`⚠️ Partie #${running} läuft noch: Ein Export enthält den Seed der Partie`);
    const ja = await ask(yuki, "nusfjord", { game: finished }, "export");
    expect(ja).toContain(`📦 ゲーム #${finished} のファイル：`);
    expect(ja).toContain("同じ最終得点が表示されます。");
  }, 120_000);

  it("/nusfjord privacy in German and Japanese: what is kept, and the button to leave", async () => {
    const out = await h.discord.command(jan, h.discord.channelId, "nusfjord", { subcommand: "privacy" });
    await h.bot.idle();
    const de = out.response?.text ?? "";
    expect(de).toContain("🔒 **Was der Bot über dich speichert**");
    expect(de).toContain("(bisher 2 Partien)");
    expect(words(de, NAMES)).not.toMatch(ENGLISH);
    expect(interactiveComponents(out.response?.components ?? []).map((c) => ("label" in c ? c.label : ""))).toContain("Die Ranglisten verlassen");
    const ja = await ask(yuki, "nusfjord", {}, "privacy");
    expect(ja).toContain("🔒 **ボットがあなたについて保存しているもの**");
    expect(ja).toContain("（これまで1ゲーム）");
  }, 120_000);

  it("the game finder and /place refuse in the reader's language", async () => {
    // yuki plays no running game here.
    expect(await ask(yuki, "exchange")).toBe("⚠️ ここで進行中のゲームに参加していません。ゲームのスレッドでこのコマンドを使うか、`game` オプションでゲームを指定してください。");
    // English stays as it was.
    expect(await ask(bo, "exchange", { game: running })).toBe(`⚠️ You are not playing in game #${running}.`);
    expect(await ask(jan, "place", { action: "fly to the moon", game: running })).toBe("⚠️ „fly to the moon“ ist weder ein Aktionsfeld noch ein Ältester. Wähle eines aus der Liste, die beim Tippen erscheint.");
    expect(words(await ask(jan, "exchange", { game: finished }), NAMES)).not.toMatch(ENGLISH);
  }, 120_000);
  it("/nusfjord away and the player's own settings answer in German and Japanese, and refuse quiet hours without a time zone in each", async () => {
    expect(await ask(jan, "nusfjord", { quiet: "22-08" }, "settings")).toBe("⚠️ Ruhezeiten gelten in deiner Zeitzone: Gib sie einmal an, etwa `/nusfjord settings quiet:22-08 timezone:Europe/Oslo`. Es wurde nichts geändert.");
    const set = await ask(jan, "nusfjord", { quiet: "22-08", timezone: "Europe/Berlin" }, "settings");
    expect(set).toContain("Deine Zeitzone ist Europe/Berlin.");
    expect(set).toContain("Deine Ruhezeiten sind ");
    expect(set).toContain("Deine Zeit (alle deine Partien): nicht abwesend · Ruhezeiten ");
    expect(words(set, NAMES)).not.toMatch(ENGLISH);
    const away = await ask(jan, "nusfjord", { until: "48" }, "away");
    expect(away).toMatch(/^💤 Du bist abwesend bis \S/);
    expect(words(away, NAMES)).not.toMatch(ENGLISH);
    // The table's list shows the German reader when jan is back, in German.
    expect(await ask(jan, "games")).toMatch(/jan \(abwesend bis [^)]+\)|Partien auf diesem Server/);
    expect(await ask(jan, "nusfjord", { until: "off" }, "away")).toContain("👋 Willkommen zurück");
    expect(await ask(yuki, "nusfjord", { until: "off" }, "away")).toContain("不在ではなかったので、何も変わっていません。");
    expect(await ask(yuki, "nusfjord", { timezone: "Mars/Olympus" }, "settings")).toBe("⚠️ 「Mars/Olympus」は知らないタイムゾーンです。`Europe/Oslo`、`America/New_York`、`UTC` のような名前を使ってください（入力するとオプションが候補を出します）。何も変更していません。");
  }, 120_000);
  it("/nusfjord new refuses a channel where the bot cannot post in the reader's language, Discord's permissions named as Discord names them there", async () => {
    const channel = h.discord.addTextChannel("kein-posten");
    h.discord.denyBot(channel, PermissionFlagsBits.SendMessages | PermissionFlagsBits.AttachFiles);
    const de = await h.discord.command(jan, channel, "nusfjord", { subcommand: "new", options: { players: 2 } });
    expect(de.response?.text).toBe(`⚠️ Ich kann in <#${channel}> keine Partie ausrichten: Mir fehlen hier **Nachrichten senden** und **Dateien anhängen**. Ein Server-Admin kann sie erteilen (Servereinstellungen → Rollen oder die Berechtigungen dieses Kanals); es wurde nichts erstellt.`);
    const ja = await h.discord.command(yuki, channel, "nusfjord", { subcommand: "new", options: { players: 2 } });
    expect(ja.response?.text).toContain("ここでの権限 **メッセージを送信**、**ファイルを添付** がありません");
  }, 120_000);
  it("the `game` option's suggestions say each game's state and its AI seats in the reader's language", async () => {
    const de = (await h.discord.autocomplete(jan, h.discord.channelId, "replay", { name: "game", value: "" })).choices ?? [];
    expect(de.map((c) => c.name)).toContain(`#${finished} beendet — jan, yuki, Ingrid (KI, mittel)`);
    const ja = (await h.discord.autocomplete(yuki, h.discord.channelId, "replay", { name: "game", value: "" })).choices ?? [];
    expect(ja.map((c) => c.name)).toContain(`#${finished} 終了済み — jan, yuki, Ingrid（AI・ふつう）`);
  }, 120_000);
  it("the store's refusals, of the lobby and of the host's settings, in German and Japanese", async () => {
    // ann hosts a 2-player game and bo joins it: jan and yuki are not in it.
    const created = await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 2 } });
    await h.bot.idle();
    const lobby = h.discord.message(created.response?.id ?? "");
    if (!lobby) throw new Error("no lobby");
    const joined = await h.discord.button(bo, lobby, idWith(lobby, "join"));
    await h.bot.idle();
    const full = joined.response;
    if (!full) throw new Error("no lobby after joining");
    const game = Number(/#(\d+)/.exec(full.text)?.[1] ?? -1);
    const press = async (user: StandInUser, verb: string): Promise<string> => {
      const out = await h.discord.button(user, full, idWith(full, verb));
      await h.bot.idle();
      expect(out.response?.ephemeral).toBe(true);
      return out.response?.text ?? "";
    };
    expect(await press(jan, "start")).toBe("⚠️ Nur der Gastgeber (oder jemand, der den Server verwaltet) kann die Partie starten.");
    expect(await press(yuki, "start")).toBe("⚠️ ゲームを始められるのはホスト（またはサーバーの管理者）だけです。");
    expect(await press(jan, "leave")).toBe(`⚠️ Du hast keinen Platz in Partie #${game}.`);
    expect(await press(yuki, "leave")).toBe(`⚠️ あなたはゲーム #${game} に席がありません。`);
    // The host's settings of a game that is not theirs, refused by the store.
    expect(await ask(jan, "nusfjord", { game, reminder_hours: 5 }, "settings")).toBe(`⚠️ Nur der Gastgeber oder jemand, der den Server verwaltet, kann die Einstellungen von Partie #${game} ändern.`);
    expect(await ask(yuki, "nusfjord", { game, reminder_hours: 5 }, "settings")).toBe(`⚠️ ゲーム #${game} の設定を変えられるのは、ホストかサーバーの管理者だけです。`);
    // English stays as it was.
    expect(await press(bo, "start")).toBe("⚠️ Only the host (or a server manager) can start the game.");
  }, 120_000);

  it("the engine's refusal of a choice in the reader's language", async () => {
    const { game, state } = await h.store.loadGame(running);
    const seat = state ? pendingSeats(state)[0] : undefined;
    const user = game.seats[seat ?? -1]?.userId === jan.id ? jan : ann;
    for (const [locale, expected] of [[Locale.German, /^⚠️ Es gibt kein Aktionsfeld/], [Locale.Japanese, /^⚠️ .*アクションスペース/], [Locale.EnglishUS, /^⚠️ There is no action space called "casino"/]] as const) {
      h.discord.setLocale(user, locale);
      const out = await h.discord.command(user, h.discord.channelId, "place", { options: { action: "place:casino", game: running } });
      expect(out.response?.ephemeral).toBe(true);
      expect(out.response?.text).toMatch(expected);
    }
    h.discord.setLocale(user, user === jan ? Locale.German : Locale.EnglishUS);
  }, 120_000);
});

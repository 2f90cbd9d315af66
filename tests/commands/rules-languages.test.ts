// /rules in the asker's language (issue 37): `/rules` alone, a topic, the index and "nothing
// matches" in German and Japanese through the local Discord stand-in; search still knows the
// English words and also the asker's own (German whole words, Japanese by the text inside them);
// and every answer, in every language and the 40% longer pseudo-locale, reaches the reader whole
// within Discord's limits.
import { Locale } from "discord.js";
import { describe, expect, it } from "vitest";
import { rulesAnswer, splitMessages } from "../../commands/rules.ts";
import { cheatSheetMessages } from "../../src/bot/layouts/cheat-sheet.ts";
import { brokenLimit } from "../../src/bot/layouts/v2.ts";
import { fitContent } from "../../src/bot/layouts/text.ts";
import { CHEAT_SHEET_TOPIC, rulesTopics, type PlayerCount } from "../../src/engine/index.ts";
import { PSEUDO, type Locale as Language } from "../../src/i18n/index.ts";
import { tableForSuite } from "../e2e/suite.ts";

const ALL: readonly Language[] = ["en", "de", "ja", PSEUDO];

describe("/rules in German and Japanese", () => {
  const { h } = tableForSuite({ users: ["cy"] });

  /** Every message of the answer to `/rules [topic]` for a reader of a Discord language, in order. */
  async function rules(locale: Locale, topic?: string): Promise<string[]> {
    const reader = h.discord.addUser(`reader-${locale}-${Math.random().toString(36).slice(2, 8)}`, { locale });
    const out = await h.discord.command(reader, h.discord.channelId, "rules", topic === undefined ? {} : { options: { topic } });
    await h.bot.idle();
    expect(out.response?.ephemeral).toBe(true);
    for (const m of out.followups) expect(m.ephemeral).toBe(true);
    return [out.response?.text ?? "", ...out.followups.map((m) => m.text)];
  }

  /** The title of the topic `/rules topic:<typed>` shows. */
  async function found(locale: Locale, typed: string): Promise<string> {
    return /^\*\*(.+?)\*\*\n/.exec((await rules(locale, typed))[0] ?? "")?.[1] ?? "(no topic)";
  }

  async function autocomplete(locale: Locale, typed: string): Promise<{ name: string; value: string | number }[]> {
    const reader = h.discord.addUser(`typer-${locale}-${Math.random().toString(36).slice(2, 8)}`, { locale });
    return (await h.discord.autocomplete(reader, h.discord.channelId, "rules", { name: "topic", value: typed })).choices ?? [];
  }

  it("/rules alone in German: Hier anfangen whole in one message, then the index in German in a second, and every name it lists finds its own topic", async () => {
    const [start = "", index = "", ...more] = await rules(Locale.German);
    expect(more).toEqual([]);
    expect(start.startsWith("**Hier anfangen**\n🏆 **Ziel**: die meisten SP nach 7 Runden.")).toBe(true);
    expect(start).toContain("**Dein erster Zug**");
    expect(index.startsWith("**Mehr**: `/rules topic:`")).toBe(true);
    for (const part of [start, index]) expect(part.length).toBeLessThanOrEqual(2000);
    for (const part of ["**So wird gespielt:**", "**Aktionsfelder:**", "**Älteste** (18)", "**Gebäude** (132)", "`/rules topic:Auslegungen`"]) expect(index).toContain(part);
    const listed = ["So wird gespielt", "Aktionsfelder"].flatMap((section) => (new RegExp(`\\*\\*${section}:\\*\\* (.+)`).exec(index)?.[1] ?? "").split(" · "));
    expect(listed).toContain("Fangzeit");
    expect(listed).toContain("Abholzen");
    for (const name of listed) expect((await found(Locale.German, name)).startsWith(name), name).toBe(true);
  }, 120_000);

  it("/rules alone in Japanese: はじめに first, then the index in Japanese, and every name it lists finds its own topic", async () => {
    const [index = "", ...more] = await rules(Locale.Japanese);
    expect(more).toEqual([]);
    expect(index.startsWith("**はじめに**\n🏆 **目標**：7ラウンド後に最も多くの勝利点。")).toBe(true);
    for (const part of ["**遊び方：**", "**アクションスペース：**", "**長老**（18）", "**建物**（132）"]) expect(index).toContain(part);
    const listed = ["遊び方", "アクションスペース"].flatMap((section) => (new RegExp(`\\*\\*${section}：\\*\\* (.+)`).exec(index)?.[1] ?? "").split(" · "));
    expect(listed).toContain("漁獲フェイズ");
    expect(listed).toContain("伐採");
    for (const name of listed) expect((await found(Locale.Japanese, name)).startsWith(name), name).toBe(true);
  }, 120_000);

  it("each `/rules topic:` that Start here names finds the topic it means, in German and in Japanese as in English", async () => {
    const meant = ["guide:scoring", "guide:harbor", "guide:round", "space:deforest", "guide:work"];
    for (const [locale, language] of [[Locale.German, "de"], [Locale.Japanese, "ja"]] as const) {
      const start = (await rules(locale, "guide:start"))[0] ?? "";
      const hints = [...start.matchAll(/`\/rules topic:([^`]+)`/g)].map((m) => m[1] ?? "");
      const ids = hints.map((hint) => rulesAnswer(hint, language).topic?.id);
      expect(ids, language).toEqual(meant);
    }
  }, 120_000);

  it("the words the index suggests (win, boat, A104, cheat sheet) find their topics in German and Japanese too", () => {
    const meant = ["guide:start", "space:build-ship", "building:A104", CHEAT_SHEET_TOPIC];
    for (const language of ["de", "ja"] as const) {
      const more = rulesAnswer(null, language).text.split("\n").find((l) => l.includes("A104")) ?? "";
      // The code spans of the line, but the command itself.
      const words = more.split("`").filter((part, k) => k % 2 === 1 && !part.startsWith("/"));
      expect(words.map((w) => rulesAnswer(w, language).topic?.id), `${language}: ${words.join(", ")}`).toEqual(meant);
    }
  });

  it("finds a topic by the asker's own words (Fangzeit, 漁獲, a German question) and still by the English ones, and shows it in the asker's language", async () => {
    expect(await found(Locale.German, "Fangzeit")).toBe("Fangzeit");
    expect(await found(Locale.German, "fishing")).toBe("Fangzeit");
    expect(await found(Locale.German, "wie gewinne ich")).toBe("Hier anfangen");
    expect(await found(Locale.German, "Boot")).toBe("Schiff bauen (Aktionsfeld)");
    expect(await found(Locale.German, "Auslegung rückgängig")).toBe("Auslegung: rückgängig");
    expect(await found(Locale.Japanese, "漁獲")).toBe("漁獲フェイズ");
    expect(await found(Locale.Japanese, "fishing")).toBe("漁獲フェイズ");
    expect(await found(Locale.Japanese, "株")).toBe("株");
    expect(await found(Locale.Japanese, "裁定 取り消し")).toBe("裁定：取り消し");
    // A German reader of an Elder reads the Elder's German title, the name as printed.
    expect(await found(Locale.German, "sailor")).toMatch(/^Ältester \d+: Sailor$/);
    expect((await rules(Locale.German, "Fangzeit"))[0]).toContain("Der Fang wird in fünf Schritten verteilt");
  }, 120_000);

  it("autocomplete lists the titles in the asker's language, best first", async () => {
    const byId = new Map(rulesTopics().map((t) => [t.id, t]));
    const german = await autocomplete(Locale.German, "Fangz");
    expect(german[0]).toEqual({ name: "Fangzeit", value: "guide:fishing" });
    const japanese = await autocomplete(Locale.Japanese, "漁獲");
    expect(japanese[0]).toEqual({ name: "漁獲フェイズ", value: "guide:fishing" });
    for (const c of [...german, ...japanese]) expect(byId.has(String(c.value))).toBe(true);
    expect((await autocomplete(Locale.German, "mon"))[0]?.name).toBe("+1 Gold (Aktionsfeld)");
  }, 120_000);

  it("nothing matches: says so in the asker's language and offers the nearest topics by their local titles, each of which finds itself", async () => {
    const [german = ""] = await rules(Locale.German, "Fangzet xyzzy");
    expect(german.startsWith("Nichts passt zu „Fangzet xyzzy“. Nächste Themen:\n• `/rules topic:Fangzeit`\n")).toBe(true);
    expect(german).toContain("`/rules` allein beginnt von vorn");
    const [japanese = ""] = await rules(Locale.Japanese, "漁穫フェイズ xyzzy");
    expect(japanese.startsWith("「漁穫フェイズ xyzzy」に一致するものはありません。近いトピック：\n• `/rules topic:漁獲フェイズ`\n")).toBe(true);
    for (const [locale, answer] of [[Locale.German, german], [Locale.Japanese, japanese]] as const) {
      const offered = [...answer.matchAll(/^• `\/rules topic:([^`]+)`$/gm)].map((m) => m[1] ?? "");
      expect(offered.length).toBeGreaterThan(0);
      for (const title of offered) expect(await found(locale, title)).toBe(title);
    }
  }, 120_000);

  it("the cheat sheet's text speaks the asker's language", async () => {
    const reader = h.discord.addUser("leser", { locale: Locale.German });
    const out = await h.discord.command(reader, h.discord.channelId, "rules", { options: { topic: "Spickzettel" } });
    await h.bot.idle();
    expect(out.response?.text).toContain("## Nusfjord-Spickzettel (2 Spieler)");
    expect(out.response?.text).toContain("**Abholzen**: Entferne einen deiner Wälder, +5 Holz.");
    expect(out.response?.text).toContain("**Wertung nach Runde 7**");
  }, 120_000);
});

describe("every /rules answer reaches the reader whole, in every language and the pseudo-locale", () => {
  const keys = [null, ...rulesTopics().map((t) => t.id), "xyzzy"];

  for (const locale of ALL) {
    it(`${locale}: each message within Discord's 2000 characters, together the whole answer line by line`, () => {
      for (const key of keys) {
        const { topic, text: answer } = rulesAnswer(key, locale);
        if (topic?.id === CHEAT_SHEET_TOPIC) continue;
        const parts = splitMessages(answer);
        for (const part of parts) expect(part.length, `${key ?? "index"}`).toBeLessThanOrEqual(2000);
        expect(parts.join("\n").replace(/\n+/g, "\n"), `${key ?? "index"}`).toBe(answer.replace(/\n+/g, "\n"));
      }
    });

    it(`${locale}: the cheat sheet with its topic keeps Discord's limits of a V2 message for 2 to 5 players, in two messages where one is not enough`, () => {
      const { text: answer } = rulesAnswer(CHEAT_SHEET_TOPIC, locale);
      for (const players of [2, 3, 4, 5] as PlayerCount[]) {
        const sent = cheatSheetMessages(players, locale, fitContent(answer));
        for (const message of sent) expect(brokenLimit(message), `${players} players`).toBeNull();
        // English fits one message, as it always has.
        if (locale === "en") expect(sent.length).toBe(1);
      }
    });
  }

  it("in the pseudo-locale /rules alone takes two messages, split between Start here and the index", () => {
    const parts = splitMessages(rulesAnswer(null, PSEUDO).text);
    expect(parts.length).toBe(2);
    expect(parts[1]?.startsWith("[**Möré**")).toBe(true);
  });
});

// The turn post in the game's language (issue 37): a German or Japanese game's thread says whose
// turn it is, their situation, their choices (short buttons from the engine's own messages) and
// what happened, in the game's language; the engine's words come through its messages, with the
// players' names in them.
import { Locale } from "discord.js";
import { describe, expect, it } from "vitest";
import { buttonLabels } from "./harness.ts";
import { latestPing, ONE_STEP, offered, pingLineAfter, pressChoice, seatTable } from "./play.ts";
import { walkComponents } from "./standin/components.ts";
import { harnessForSuite } from "./suite.ts";

describe("the turn post in the game's language", () => {
  const h = harnessForSuite();

  it("a German game's turn post: your turn, your situation, short German buttons, and the move in German with the player's name", async () => {
    const table = await seatTable(h, { users: ["jan", "ute"], options: { players: 2, language: "de" } });
    const { user } = await table.current();
    const post = latestPing(h, table.threadId);
    expect(post.text).toContain(`<@${user.id}>, du bist am Zug`);
    expect(post.text).toMatch(/🪵 \d+\/12 Holz · 🐟 \d+ Fisch · 🪙 \d+ Gold · Fangmenge \d+ · noch 3 Arbeiter/);
    expect(post.text).toContain("**Deine Möglichkeiten**");
    const labels = buttonLabels(post);
    expect(labels).toContain("+1 Gold");
    expect(labels).toContain("Passen");
    expect(labels.some((l) => l.startsWith("Anteil realisieren"))).toBe(true);
    for (const l of labels) expect(l).not.toMatch(/\b(Deforest|Issue|Pass|Build)\b/);
    const ping = pingLineAfter(h, table.threadId, post);
    expect(ping?.text).toContain(`🎣 <@${user.id}>, du bist am Zug in Partie #${table.gameId} · Runde 1 · `);

    const move = offered(post).find((c) => ONE_STEP.includes(c));
    if (!move) throw new Error(`a one-step placement expected: ${offered(post).join(", ")}`);
    await pressChoice(h, user, post, move);
    await h.bot.idle();
    const next = latestPing(h, table.threadId);
    // The heading sums the move up in German (the log's sentences), the story tells it line by line.
    expect(next.text).toContain(`**Partie #${table.gameId}** · Runde 1 · ${user.username} setzt einen Arbeiter auf `);
    expect(next.text).toContain(`\n• ${user.username} setzt einen Arbeiter auf `);
    expect(next.text).not.toMatch(/places a Worker|Player \d|takes \d/);
    expect(next.text).toMatch(/Du kannst bauen: \w[^\n]* \(\d+ (Holz|Fische?|Gold)/);
  }, 120_000);

  it("a German game opens its thread in German and names an AI seat \"(KI)\" in its posts and its pictures' alt text, never \"(AI)\"", async () => {
    const table = await seatTable(h, { users: ["jan"], options: { players: 2, ai_seats: 1, language: "de" } });
    const jan = table.user.jan;
    expect(h.discord.messages(table.threadId)[0]?.text).toBe(`Dieser Thread ist Partie #${table.gameId}. Hier funktioniert jeder Befehl, ohne die Partie zu nennen: \`/place\`, \`/pass\`, \`/undo\`, \`/board\`, \`/harbor\`, \`/hand\`, \`/score\`, \`/log\`, \`/rules\`.`);
    // Jan places a Worker, then the AI seat moves: the next post's picture shows its Worker.
    const post = latestPing(h, table.threadId);
    const move = offered(post).find((c) => ONE_STEP.includes(c));
    if (!move) throw new Error(`a one-step placement expected: ${offered(post).join(", ")}`);
    await pressChoice(h, jan, post, move);
    await h.bot.idle();
    await h.bot.tick();
    await h.bot.idle();
    const posts = h.discord.messages(table.threadId);
    // The pictures' alt text is in the posts' media galleries (Components V2) or their attachments.
    const alts = posts.flatMap((m) => [...walkComponents(m.components).flatMap((c) => ("items" in c && Array.isArray(c.items) ? c.items.map((item: { description?: string }) => item.description ?? "") : [])), ...m.attachments.map((a) => a.description ?? "")]).filter((d) => d.length > 0);
    expect(alts.some((d) => d.includes("Ingrid (KI)"))).toBe(true);
    const said = [...posts.map((m) => m.text), ...alts].join("\n");
    expect(said).toContain("Ingrid (KI");
    expect(said).not.toContain("(AI");
  }, 120_000);

  it("a Japanese game's turn post: your turn, your situation and Japanese buttons, the move in Japanese", async () => {
    const table = await seatTable(h, { users: ["taro", "hana"], options: { players: 2, language: "ja" } });
    const { user } = await table.current();
    const post = latestPing(h, table.threadId);
    expect(post.text).toContain(`<@${user.id}>さん、あなたの手番です`);
    expect(post.text).toMatch(/🪵 木材\d+\/12 · 🐟 魚\d+ · 🪙 金\d+ · 漁獲量\d+ · 残りワーカー3/);
    const labels = buttonLabels(post);
    expect(labels).toContain("+1金");
    expect(labels.some((l) => l.startsWith("パス"))).toBe(true);
    const move = offered(post).find((c) => ONE_STEP.includes(c));
    if (!move) throw new Error(`a one-step placement expected: ${offered(post).join(", ")}`);
    await pressChoice(h, user, post, move);
    await h.bot.idle();
    const next = latestPing(h, table.threadId);
    expect(next.text).toContain(`**ゲーム #${table.gameId}** · ラウンド1 · ${user.username}は`);
    expect(next.text).toContain(`\n• ${user.username}は`);
    expect(next.text).toContain("にワーカーを置きました。");
  }, 120_000);

  it("a German and a Japanese player in one English game: each reads their private replies in their own language, the thread stays English", async () => {
    const table = await seatTable(h, { users: ["jan", "yuki"], options: { players: 2, language: "en" } });
    h.discord.setLocale(table.user.jan, Locale.German);
    h.discord.setLocale(table.user.yuki, Locale.Japanese);
    for (let k = 0; k < 2; k++) {
      const { user } = await table.current();
      const post = latestPing(h, table.threadId);
      expect(post.text).toContain(`<@${user.id}>, your turn`);
      const move = offered(post).find((c) => ONE_STEP.includes(c));
      if (!move) throw new Error(`a one-step placement expected: ${offered(post).join(", ")}`);
      const reply = await pressChoice(h, user, post, move);
      await h.bot.idle();
      const words = [reply.response?.text ?? "", ...reply.followups.map((f) => f.text)].join("\n");
      if (user === table.user.jan) {
        expect(words).toMatch(/^✅ (\+1 Gold|Anteil realisieren|Durchforsten|Rücklagen flüssig machen)/);
        expect(words).toContain("Dein Zug steht in");
        expect(words).toContain("Rückgängig");
      } else {
        expect(words).toMatch(/^✅ (\+1金|株の発行|間伐|貯蓄取り崩し)/);
        expect(words).toContain("あなたの手番は");
      }
      expect(words).not.toMatch(/Your turn is posted|Misclicked/);
      // The thread speaks the game's language, whoever moved.
      expect(latestPing(h, table.threadId).text).toMatch(/your turn/);
    }
    // The game's log, asked for privately, in the asker's language.
    const log = await h.discord.command(table.user.jan, table.threadId, "log");
    expect(log.response?.text).toMatch(new RegExp(`^Protokoll von Partie #${table.gameId}, Zeilen 1-\\d+ von \\d+:`));
    expect(log.response?.text).toContain("setzt einen Arbeiter auf");
    const logJa = await h.discord.command(table.user.yuki, table.threadId, "log");
    expect(logJa.response?.text).toContain(`ゲーム #${table.gameId} のログ`);
    expect(logJa.response?.text).toContain("にワーカーを置きました。");
  }, 120_000);
});

// The image commands answer in the reader's language (issue 37): in an English game, a player
// whose Discord speaks German gets /board's and /score's private picture described in German
// (/score's words too), and a Japanese one /harbor's in Japanese; posted for everyone
// (`public:true`) the picture speaks the game's language, English.
import { Locale } from "discord.js";
import { describe, expect, it } from "vitest";
import { storedGame } from "./stored-games.ts";
import { tableForSuite } from "./suite.ts";

/** Words of /board's and /harbor's English text that a German or Japanese reader never gets (Building and Elder names stay as printed). */
const ENGLISH = /\b(The board|Every player|harbor|game #|round \d|Scores|Buildings?|Ships|Elders|Shares|in hands?|none|Now:|first player|so far|wood|fish|gold|Workers?|sloops?|cutters?|schooners?|own issued|unissued|held|hidden|beside|is not playing|has no seat|AI, medium)\b/;

describe("the image commands' pictures in the reader's language", () => {
  const t = tableForSuite({ users: ["ann", "bo", "cy"], seated: ["ann", "bo"], options: { players: 2 } });

  it("private: German for a German Discord, Japanese for a Japanese one; public: the game's English", async () => {
    const { h } = t;
    const greta = h.discord.addUser("greta", { locale: Locale.German });
    const board = await h.discord.command(greta, t.threadId, "board");
    expect(board.response?.ephemeral).toBe(true);
    expect(board.response?.attachments[0]?.description).toMatch(/^Nusfjord-Spielplan\. Runde \d von 7, /);
    const score = await h.discord.command(greta, t.threadId, "score");
    expect(score.response?.attachments[0]?.description).toMatch(/^Punkte bisher\. Runde \d von 7/);
    expect(score.response?.text).toMatch(/Stand .*Partie #\d+/);
    expect(score.response?.text).toMatch(/\bSP\b/);
    const hana = h.discord.addUser("hana", { locale: Locale.Japanese });
    const harbor = await h.discord.command(hana, t.threadId, "harbor", { options: { seat: 1 } });
    expect(harbor.response?.attachments[0]?.description).toMatch(/の港（青/);
    const shown = await h.discord.command(greta, t.threadId, "board", { options: { public: true } });
    expect(shown.response?.ephemeral).toBe(false);
    expect(shown.response?.attachments[0]?.description).toMatch(/^Nusfjord board\. Round \d of 7, /);
  });

  it("/board's and /harbor's text beside the picture speaks the reader's German or Japanese, without an English word, in a running and in a finished game", async () => {
    const { h } = t;
    const greta = h.discord.addUser("greta-text", { locale: Locale.German });
    const hana = h.discord.addUser("hana-text", { locale: Locale.Japanese });
    const running = await storedGame(h, { humans: [t.user.ann, t.user.bo], players: 3, seed: "image-text-running", stopAtRound: 3 });
    const over = await storedGame(h, { humans: [t.user.ann, t.user.bo], players: 3, seed: "image-text-over" });
    const asks = [["board", {}], ["harbor", {}], ["harbor", { seat: 1 }], ["harbor", { seat: 3 }], ["harbor", { seat: 5 }], ["harbor", { player: greta.id }]] as const;
    const replies = new Map<string, string[]>();
    for (const reader of [greta, hana]) {
      const texts: string[] = [];
      for (const game of [running, over]) {
        for (const [command, options] of asks) {
          const text = (await h.discord.command(reader, h.discord.channelId, command, { options: { game, ...options } })).response?.text ?? "";
          expect(text).not.toBe("");
          expect(text, `${reader.username} /${command} ${JSON.stringify(options)}`).not.toMatch(ENGLISH);
          texts.push(text);
        }
      }
      replies.set(reader.username, texts);
    }
    const [board, table, harbor, ai, noSeat, notPlaying] = replies.get("greta-text") ?? [];
    expect(board).toMatch(new RegExp(`^\\*\\*Der Spielplan\\*\\* · Partie #${running} · Runde 3 von 7, `));
    expect(board).toContain("**Punkte bisher:**");
    expect(board).toMatch(/Ingrid \(KI, mittel\) −?\d+ SP/);
    expect(board).toMatch(/\*\*Schiffe im Vorrat:\*\* \d+ Schaluppen · \d+ Kutter · \d+ Schoner/);
    expect(table).toMatch(/^\*\*Alle Spieler\*\* · Partie #/);
    expect(harbor).toMatch(/^\*\*Hafen von ann\*\* · Partie #/);
    expect(harbor).toMatch(/🪵 \d+\/12 Holz/);
    for (const part of ["**Gebäude:**", "**Schiffe:**", "**Älteste:**", "**Anteile:**", "**C-Gebäude auf der Hand:**"]) expect(harbor).toContain(part);
    expect(ai).toMatch(/^\*\*Hafen von Ingrid\*\*/);
    expect(noSeat).toBe(`⚠️ Partie #${running} hat keinen Platz 5.`);
    expect(notPlaying).toBe(`⚠️ greta-text spielt nicht in Partie #${running} mit; nenne einen Spieler oder einen Platz.`);
    const overBoard = replies.get("greta-text")?.[asks.length] ?? "";
    expect(overBoard).toMatch(/· das Spiel ist vorbei\n\*\*Punkte:\*\*/);
    const [jaBoard, , jaHarbor] = replies.get("hana-text") ?? [];
    expect(jaBoard).toMatch(new RegExp(`^\\*\\*ゲームボード\\*\\* · ゲーム#${running} · ラウンド3/7、`));
    expect(jaBoard).toContain("**現在の得点：**");
    expect(jaHarbor).toMatch(/^\*\*annの港\*\*/);
    for (const part of ["**建物：**", "**船：**", "**長老：**", "**株：**", "**手札のC建物：**"]) expect(jaHarbor).toContain(part);
  });
});

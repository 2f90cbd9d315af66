// The image commands answer in the reader's language (issue 37): in an English game, a player
// whose Discord speaks German gets /board's and /score's private picture described in German
// (/score's words too), and a Japanese one /harbor's in Japanese; posted for everyone
// (`public:true`) the picture speaks the game's language, English.
import { Locale } from "discord.js";
import { describe, expect, it } from "vitest";
import { tableForSuite } from "./suite.ts";

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
});

// A lobby message is found again by its first words after a crash while its thread was opening
// (src/bot/turn/opening.ts): in every language the lobby is written in.
import { describe, expect, it } from "vitest";
import { isLobbyOf } from "../../src/bot/turn/lobby.ts";
import { LANGUAGES, say } from "../../src/i18n/index.ts";

describe("finding a game's lobby message by its words", () => {
  for (const language of LANGUAGES) {
    it(`finds a lobby written in ${language} by its heading, and not another game's`, () => {
      const head = say(language, "lobby.head", { game: 7, count: 3, deck: "x", reminders: "y" });
      const classic = { content: head, components: [] };
      expect(isLobbyOf(classic, 7)).toBe(true);
      expect(isLobbyOf(classic, 17)).toBe(false);
      expect(isLobbyOf({ content: head.replace("#7", "#70"), components: [] }, 7)).toBe(false);
    });
  }
});

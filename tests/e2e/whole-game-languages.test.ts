// Whole games in German and in Japanese through the local Discord stand-in (issue 37): two players
// play a game from `/nusfjord new language:` to the end post, every body accepted by the stand-in's
// checks as Discord would take it, and the thread speaks the game's language throughout: the turn
// posts, the game's log, the questions and the buttons carry none of the English words.
import { describe, expect, it } from "vitest";
import { buttonLabels, loadState, withoutPingLines } from "./harness.ts";
import { openAndStart, playToEnd } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

/** Words of the engine's and the turn post's English that a German or Japanese thread never shows. */
const ENGLISH = /\b(places a Worker|takes|passes|builds|your turn|Player \d|Workers? left|Your choices|round \d)\b/;

/**
 * English of the bot's other posts (the thread's first message, the start post's Round spaces),
 * which every post of a German or Japanese thread is checked against, its `code` (the commands
 * and /rules topics, typed as they are) left out.
 */
const ENGLISH_POSTS = /\b(This thread is|Every command works|without naming|arrive in round|into your hand|no new A or B|face up|thinks|deck · 7 rounds)\b/;

/** Each language's words: a turn post's heading, a placement in the log, the end post's. */
const WORDS = {
  de: { head: (id: number) => `**Partie #${id}**`, placed: /• (ann|bo)\d setzt einen Arbeiter auf .+\./, over: "vorbei" },
  ja: { head: (id: number) => `**ゲーム #${id}**`, placed: /• (ann|bo)\dは.+にワーカーを置きました。/, over: "終了" },
} as const;

describe("whole games in German and Japanese through Discord", () => {
  const h = harnessForSuite();

  for (const [n, language] of (["de", "ja"] as const).entries()) {
    it(`a ${language} game is played to its end post with every post, log line and button in its language`, async () => {
      const words = WORDS[language];
      const ann = h.discord.addUser(`ann${n}`);
      const bo = h.discord.addUser(`bo${n}`);
      const { gameId, threadId } = await openAndStart(h, ann, [bo], { players: 2, deck: "mackerel", language });
      await playToEnd(h, gameId, threadId, new Map([[ann.id, ann], [bo.id, bo]]));
      const { state } = await loadState(h.store, gameId);
      expect(state.phase).toBe("over");

      const posts = withoutPingLines(h.discord.messages(threadId)).filter((m) => m.authorId === h.discord.botUser.id);
      const turnPosts = posts.filter((m) => m.text.startsWith(words.head(gameId)));
      expect(turnPosts.length).toBeGreaterThan(30);
      for (const m of turnPosts) {
        expect(m.text).not.toMatch(ENGLISH);
        for (const label of buttonLabels(m)) expect(label).not.toMatch(ENGLISH);
      }
      // The log's lines in the language, the players by name.
      expect(turnPosts.some((m) => words.placed.test(m.text))).toBe(true);
      for (const m of posts) {
        const prose = m.text.replace(/`[^`]*`/g, "");
        expect(prose).not.toMatch(ENGLISH);
        expect(prose).not.toMatch(ENGLISH_POSTS);
      }
      const end = posts[posts.length - 1];
      expect(end?.text).toContain(`#${gameId}`);
      expect(end?.text).toContain(words.over);
      // Nothing failed on our side.
      expect(h.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
    }, 300_000);
  }
});

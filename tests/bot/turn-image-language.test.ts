// The picture a thread post carries (the turn picture) is drawn and described in the game's
// language (issue 37): its options name the language, its alt text says the game's words in it,
// and the names it draws are the poster's, an AI seat's in the game's words ("Ingrid (KI)").
import { describe, expect, it } from "vitest";
import { turnPictureFor } from "../../src/bot/layouts/turn-image.ts";
import type { Images } from "../../src/bot/images/images.ts";
import type { RenderOptions } from "../../renderers/index.ts";
import { summarize } from "../../src/engine/index.ts";
import type { Language } from "../../src/i18n/index.ts";
import type { GameRecord } from "../../src/store/index.ts";
import { names } from "../../src/bot/turn/poster.ts";
import { midGame } from "../renderers/states.ts";

function record(language: Language): GameRecord {
  const at = new Date("2026-03-01T09:00:00Z");
  return {
    id: 7, guildId: "g", channelId: "200000000000000000", threadId: "300000000000000000", hostUserId: "100000000000000000", status: "active", playerCount: 4, deck: "mixed", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 9, createdAt: at, updatedAt: at, startedAt: at, finishedAt: null, paused: false,
    postedLog: 0, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: 60, hintsOn: true, learning: false, rated: false, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null, language,
    seats: Array.from({ length: 4 }, (_, seat) => ({ seat, userId: `10000000000000000${seat}`, aiLevel: null, displayName: ["Ann", "Bo", "Cy", "Di"][seat] ?? "", notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 })),
  };
}

/** Pictures that draw nothing and record the options each turn picture was asked with. */
function recordingImages(): { images: Images; asked: RenderOptions[] } {
  const asked: RenderOptions[] = [];
  const png = async (): Promise<Buffer> => Buffer.from("png");
  return {
    asked,
    images: {
      board: png, harbor: png, scores: png, table: png, cheatSheet: png, ratingChart: png,
      turnPicture: async (_s, _seat, o) => { if (o) asked.push(o); return png(); },
    },
  };
}

describe("the turn picture of a thread post speaks the game's language", () => {
  for (const [language, words] of [["en", ["Round 4 of 7", "Work phase"]], ["de", ["Runde 4 von 7", "Arbeitszeit", "Rücklagen"]], ["ja", ["ラウンド4/7", "労働フェイズ", "貯蓄"]]] as const) {
    it(`${language}: drawn with the game's language, its alt text in it`, async () => {
      const { images, asked } = recordingImages();
      const state = midGame(4);
      const { png: drawn, description } = turnPictureFor(images, record(language), state, summarize(state), undefined, ["Ann", "Bo", "Cy", "Di"]);
      await drawn;
      expect(asked).toEqual([{ names: ["Ann", "Bo", "Cy", "Di"], language }]);
      for (const w of words) expect(description).toContain(w);
    });
  }
});

describe("the pictures in a game's thread name an AI seat in the game's language", () => {
  // Japanese says "AI" as English does (src/i18n/ja/turn.ts), so only German tells an English name apart.
  for (const [language, ai] of [["en", "Ingrid (AI)"], ["de", "Ingrid (KI)"], ["ja", "Ingrid (AI)"]] as const) {
    it(`${language}: the poster hands the renderer "${ai}" for the AI seat, the people's names as they are`, async () => {
      const game = record(language);
      const withAi: GameRecord = { ...game, seats: game.seats.map((s) => (s.seat === 2 ? { ...s, userId: null, aiLevel: "medium", displayName: "Ingrid" } : s)) };
      expect(names(withAi)).toEqual(["Ann", "Bo", ai, "Di"]);
      // Handed to the turn picture as the poster hands them (turnPictureFor in src/bot/turn/poster.ts).
      const { images, asked } = recordingImages();
      const state = midGame(4);
      await turnPictureFor(images, withAi, state, summarize(state), undefined, names(withAi)).png;
      expect(asked).toEqual([{ names: ["Ann", "Bo", ai, "Di"], language }]);
    });
  }
});

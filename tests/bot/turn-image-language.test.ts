// The picture a thread post carries (the turn picture) is drawn and described in the game's
// language (issue 37): its options name the language, its alt text says the game's words in it.
import { describe, expect, it } from "vitest";
import { turnPictureFor } from "../../src/bot/layouts/turn-image.ts";
import type { Images } from "../../src/bot/images/images.ts";
import type { RenderOptions } from "../../renderers/index.ts";
import { summarize } from "../../src/engine/index.ts";
import type { Language } from "../../src/i18n/index.ts";
import type { GameRecord } from "../../src/store/index.ts";
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

describe("the turn picture of a thread post speaks the game's language", () => {
  for (const [language, words] of [["en", ["Round 4 of 7", "Work phase"]], ["de", ["Runde 4 von 7", "Arbeitszeit", "Rücklagen"]], ["ja", ["ラウンド4/7", "労働フェイズ", "貯蓄"]]] as const) {
    it(`${language}: drawn with the game's language, its alt text in it`, async () => {
      const asked: RenderOptions[] = [];
      const png = async (): Promise<Buffer> => Buffer.from("png");
      const images: Images = {
        board: png, harbor: png, scores: png, table: png, cheatSheet: png, ratingChart: png,
        turnPicture: async (_s, _seat, o) => { if (o) asked.push(o); return png(); },
      };
      const state = midGame(4);
      const { png: drawn, description } = turnPictureFor(images, record(language), state, summarize(state), undefined, ["Ann", "Bo", "Cy", "Di"]);
      await drawn;
      expect(asked).toEqual([{ names: ["Ann", "Bo", "Cy", "Di"], language }]);
      for (const w of words) expect(description).toContain(w);
    });
  }
});

// The web view's link button on the posts (src/bot/layouts): on the end post, the biggest of
// them, it keeps every limit Discord sets (as the stand-in checks them), and it is the last
// component, a link to the page it was given.
import { describe, expect, it } from "vitest";
import { endPost } from "../../src/bot/layouts/events.ts";
import { brokenLimit, type TopLevel } from "../../src/bot/layouts/v2.ts";
import type { Images } from "../../src/bot/images/images.ts";
import type { GameRecord } from "../../src/store/index.ts";
import { validateMessage } from "../e2e/standin/validate.ts";
import { endGame } from "../renderers/states.ts";

const LONG = "Wolfeschlegelsteinhausenbergerdorff the Fisher";
const png = async (): Promise<Buffer> => Buffer.from("png");
const images: Images = { board: png, harbor: png, turnPicture: png, scores: png, table: png, cheatSheet: png, ratingChart: png };

function finished(players: 5): GameRecord {
  const at = new Date("2026-03-01T09:00:00Z");
  return {
    id: 12345, guildId: "g", channelId: "200000000000000000", threadId: "300000000000000000", hostUserId: "100000000000000000", status: "finished", playerCount: players, deck: "herring", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 99, createdAt: at, updatedAt: at, startedAt: at, finishedAt: at, paused: false,
    postedLog: 0, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: 60, hintsOn: true, learning: false, rated: false, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null, language: "en",
    seats: Array.from({ length: players }, (_, seat) => ({ seat, userId: `10000000000000000${seat}`, aiLevel: null, displayName: `${LONG} ${seat + 1}`, notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 })),
  };
}

describe("the Open the table button", () => {
  it("the end post of a 5-player game with long names and a long last turn carries the link as its last component and keeps every limit", async () => {
    const game = finished(5);
    const story = Array.from({ length: 60 }, (_, n) => `• ${LONG} ${n % 5 + 1} takes 3 fish from the general supply (line ${n}).`);
    const url = "https://table.example.org/g/12345-AAAAAAAAAAAAAAAAAAAAAA";
    const post = await endPost(images, game, endGame(5), story, game.seats.map((s) => s.displayName), [], [], "en", url);
    const components = (post.components ?? []) as TopLevel[];
    expect(components[components.length - 1]).toEqual({ type: 1, components: [{ type: 2, style: 5, url, label: "Open the table" }] });
    expect(brokenLimit(components)).toBeNull();
    const body = { flags: 1 << 15, components: JSON.parse(JSON.stringify(components)) as unknown, allowed_mentions: { parse: [] } };
    expect(validateMessage(body, 1, true, { attachmentNames: [`nusfjord-${game.id}-players.png`] }).summary).toBe("");
    const without = await endPost(images, game, endGame(5), story, game.seats.map((s) => s.displayName), [], [], "en");
    expect((without.components ?? []).length).toBe(components.length - 1);
  });

  it("says Open the table in the post's language: German and Japanese games get their words", async () => {
    const url = "https://table.example.org/g/12345-AAAAAAAAAAAAAAAAAAAAAA";
    const labels: string[] = [];
    for (const language of ["de", "ja"] as const) {
      const game = { ...finished(5), language };
      const post = await endPost(images, game, endGame(5), [], game.seats.map((s) => s.displayName), [], [], language, url);
      const last = (post.components ?? []).at(-1) as { components: { label: string; url: string }[] };
      expect(last.components[0]?.url).toBe(url);
      labels.push(last.components[0]?.label ?? "");
    }
    expect(labels).toEqual(["Den Spieltisch öffnen", "ブラウザで盤面を見る"]);
  });
});

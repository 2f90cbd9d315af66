// The replies and posts laid out by Discord besides the turn post (issue 35): the end post, a
// reminder and the host's takeover offer with their ping lines, the lobby message, /hand and
// /mygames. Each keeps Discord's limits and ours with 5 players of long names, pings nobody
// itself, and reads in the order a player needs it.
import { describe, expect, it } from "vitest";
import { endPing, endPost, lobbyResult, resultSheets } from "../../src/bot/layouts/events.ts";
import { reminderPost } from "../../src/bot/time/reminders.ts";
import { takeoverLabel, takeoverOffer } from "../../src/bot/time/deadline-posts.ts";
import { fillLevel, lobbyScreen } from "../../src/bot/turn/lobby.ts";
import { gameLine } from "../../src/bot/layouts/present.ts";
import { LIMITS, V2, brokenLimit, tally, type TopLevel } from "../../src/bot/layouts/v2.ts";
import type { Images } from "../../src/bot/images/images.ts";
import { handComponents } from "../../commands/hand.ts";
import { mygamesComponents } from "../../commands/mygames.ts";
import { cardView, pendingSeats, type PlayerCount } from "../../src/engine/index.ts";
import type { GameRecord, RatingChangeRecord } from "../../src/store/index.ts";
import { endGame, midGame } from "../renderers/states.ts";

const LONG = "Wolfeschlegelsteinhausenbergerdorff the Fisher"; // 46 characters

/** A game's record with human seats of long names (the worst case for every limit); `ai` seats from the end are AI players. */
function record(players: PlayerCount, o: { status?: GameRecord["status"]; seated?: number; ai?: number; takeoverMinutes?: number | null } = {}): GameRecord {
  const at = new Date("2026-03-01T09:00:00Z");
  const seated = o.seated ?? players;
  return {
    id: 12345, guildId: "g", channelId: "200000000000000000", threadId: "300000000000000000", hostUserId: "100000000000000000", status: o.status ?? "active", playerCount: players, deck: "herring", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 99, createdAt: at, updatedAt: at, startedAt: at, finishedAt: null, paused: false,
    postedLog: 0, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: o.takeoverMinutes ?? null, hintsOn: true, learning: false, rated: true, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null, language: "en",
    seats: Array.from({ length: seated }, (_, seat) => {
      const ai = seat >= seated - (o.ai ?? 0);
      return { seat, userId: ai ? null : `10000000000000000${seat}`, aiLevel: ai ? "hard" : null, displayName: `${LONG} ${seat + 1}`, notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: seat, formerUserId: null, deadlineTurns: 0 };
    }),
  };
}

const png = async (): Promise<Buffer> => Buffer.from("png");
const images: Images = { board: png, harbor: png, turnPicture: png, scores: png, table: png, cheatSheet: png, ratingChart: png };

/** Every text display of a V2 message, in order. */
const texts = (components: readonly TopLevel[]): string => tally(components).texts.join("\n");

describe("the end post", () => {
  const players = 5;
  const state = endGame(players);
  const game = { ...record(players, { status: "finished" }), seats: record(players, { status: "finished", ai: 1 }).seats };
  const names = game.seats.map((s) => s.displayName);
  const changes: RatingChangeRecord[] = game.seats.filter((s) => s.userId).map((s) => ({ seat: s.seat, player: s.userId ?? "", ai: null, rank: s.seat + 1, before: 1.25, after: 2.5 - s.seat }));
  const story = Array.from({ length: 60 }, (_, n) => `• ${LONG} ${n % 5 + 1} takes 3 fish from the general supply and feeds the Elders (line ${n}).`);

  it("keeps every limit with 5 players of long names, a long last turn and every rating change, and pings nobody itself", async () => {
    const post = await endPost(images, game, state, story, names, [], changes);
    const components = (post.components ?? []) as TopLevel[];
    expect(post.flags).toBe(V2);
    expect(post.content).toBeUndefined();
    expect(brokenLimit(components)).toBeNull();
    expect(post.allowedMentions).toEqual({ parse: [] });
    // The one picture it shows is the one it uploads.
    expect(JSON.stringify(components)).toContain(`attachment://nusfjord-${game.id}-players.png`);
    expect(post.files).toHaveLength(1);
  });

  it("reads result first, then the scores ranked with what they are made of, ratings, the last turn, the picture", async () => {
    const post = await endPost(images, game, state, ["• The last line of the game."], names, [], changes);
    const all = texts((post.components ?? []) as TopLevel[]);
    expect(all).toMatch(new RegExp(`^🏁 \\*\\*Game #${game.id} is over!\\*\\* (Winner|Shared victory): 🏆 `));
    const sheets = [...resultSheets(state)].sort((a, b) => b.total - a.total);
    for (const s of sheets) expect(all).toContain(`${LONG} ${s.seat + 1}${game.seats[s.seat]?.aiLevel ? " (AI, hard)" : ""}: ${s.total} VP**\nShips ${s.ships} · Buildings ${s.buildingsTotal} · Shares ${s.shares} · Gold ${s.gold}`);
    expect(all).toMatch(/\*\*1st /);
    expect(all.indexOf("📈 Ratings:")).toBeGreaterThan(all.indexOf("1st "));
    expect(all.indexOf("**The last turn**\n• The last line of the game.")).toBeGreaterThan(all.indexOf("📈 Ratings:"));
  });

  it("its ping line pings every human once and says which game ended and how", () => {
    const up = endPing(game, state);
    expect(up.users).toEqual(game.seats.filter((s) => s.userId).map((s) => s.userId));
    expect(up.ping).toMatch(new RegExp(`^🎣 Nusfjord #${game.id} is over: <@\\d+>, <@\\d+>, <@\\d+>, and <@\\d+>\\. 🏆 `));
    expect(up.ping.length).toBeLessThanOrEqual(2000);
  });
});

describe("a reminder and the host's takeover offer", () => {
  const players = 5;
  const state = midGame(players);
  const seat = pendingSeats(state)[0] ?? 0;
  const game = record(players, { takeoverMinutes: 60 });

  it("keeps every limit with 5 players of long names and the takeover offered; the post pings nobody, the ping line the player and the host", () => {
    const post = reminderPost(game, state, { seat, waitedMs: 30 * 3_600_000, sentCount: 3, takeover: true });
    expect(brokenLimit(post.components)).toBeNull();
    const all = texts(post.components);
    expect(all).toContain(`⏰ <@${game.seats[seat]?.userId}>, a reminder: it has been your turn in game #${game.id} for 30 hours (reminder 3).`);
    expect(all).toContain("You have 🪵 ");
    expect(all).toContain(`<@${game.hostUserId}> (host): the table has waited for`);
    expect(tally(post.components).labels).toEqual(["Show my choices", "Mute reminders for this turn", "Let an AI play this seat"]);
    expect(post.users).toEqual([game.seats[seat]?.userId, game.hostUserId]);
    expect(post.ping).toMatch(new RegExp(`^🎣 <@${game.seats[seat]?.userId}>, it is still your turn in Nusfjord game #${game.id} · round \\d \\(30 hours now\\) · 🪵 \\d+/12 wood · 🐟 \\d+ fish · 🪙 \\d+ gold · haul \\d+`));
    expect(post.ping).toContain(`\n<@${game.hostUserId}> (host): you may let an AI play ${LONG} ${seat + 1}'s seat`);
  });

  it("without the takeover pings the player alone, and the host who waits is told \"your\"", () => {
    expect(reminderPost(game, state, { seat, waitedMs: 66 * 60_000, sentCount: 1, takeover: false }).users).toEqual([game.seats[seat]?.userId]);
    const hostWaits = { ...game, hostUserId: game.seats[seat]?.userId ?? "" };
    const own = reminderPost(hostWaits, state, { seat, waitedMs: 3 * 3_600_000, sentCount: 1, takeover: true });
    expect(own.users).toEqual([hostWaits.hostUserId]);
    expect(own.ping).toContain("you may let an AI play your seat");
  });

  it("names the seat on the takeover button only when it fits 40 characters, never cut", () => {
    expect(takeoverLabel("Ann")).toBe("Let an AI play Ann");
    expect(takeoverLabel(LONG)).toBe("Let an AI play this seat");
    expect(takeoverLabel("🎣".repeat(50))).toBe("Let an AI play this seat");
  });

  it("the offer after deadline turns keeps the limits and its ping line pings the host with the game", () => {
    const offer = takeoverOffer(game, { seat, note: { turns: 3, hours: 2, level: "medium" }, line: "", offer: true });
    if (!offer) throw new Error("no offer");
    expect(brokenLimit(offer.components)).toBeNull();
    expect(offer.ping).toMatch(new RegExp(`^🎣 <@${game.hostUserId}> \\(host\\), in Nusfjord game #${game.id}: the AI has played .+'s last 3 turns at the deadline\\.`));
  });
});

describe("the lobby message", () => {
  it("keeps every limit for 5 seats of long names, open, full, opening, over and cancelled, and never pings", () => {
    const open = record(5, { status: "lobby", seated: 3, ai: 1 });
    const screens = [
      lobbyScreen(open), lobbyScreen(open, undefined, true), lobbyScreen(record(5, { status: "lobby" })),
      lobbyScreen({ ...record(5, { status: "finished" }) }, lobbyResult(record(5, { status: "finished" }), endGame(5))),
      lobbyScreen(record(5, { status: "abandoned" })), lobbyScreen(record(5)),
    ];
    for (const s of screens) {
      expect(brokenLimit(s.components)).toBeNull();
      expect(s).toMatchObject({ flags: V2, content: "", allowedMentions: { parse: [] } });
    }
    expect(texts(screens[0]?.components ?? [])).toContain("2 seats free: press **Join**. The host may also start now, with hard AI players in the free seats.");
    expect(texts(lobbyScreen(record(5, { status: "lobby", seated: 4 })).components)).toContain("1 seat free: press **Join**. The host may also start now, with medium AI players in the free seat.");
    expect(tally(screens[0]?.components ?? []).labels).toEqual(["Join", "Leave", "Start with 2 AI", "Cancel"]);
    expect(tally(screens[3]?.components ?? []).labels).toEqual([]);
  });

  it("finds the level its Start button carries inside the V2 layout", () => {
    const open = record(3, { status: "lobby", seated: 1 });
    const screen = lobbyScreen(open, undefined, false, "hard");
    // discord.js shows a message's components with camelCase custom ids, nested as sent.
    const camel = (c: unknown): unknown => {
      if (Array.isArray(c)) return c.map(camel);
      if (typeof c !== "object" || c === null) return c;
      return Object.fromEntries(Object.entries(c).map(([k, v]) => [k === "custom_id" ? "customId" : k, camel(v)]));
    };
    expect(fillLevel(open, { components: camel(screen.components) } as Parameters<typeof fillLevel>[1])).toBe("hard");
    expect(fillLevel(open, null)).toBe("medium");
  });
});

describe("/hand and /mygames", () => {
  it("/hand shows each card's name, cost in goods, points and what it does, within the limits", () => {
    const cards = ["C147", "C148", "C151", "C147", "C148", "C151"].map(cardView);
    const components = handComponents(12345, cards);
    expect(brokenLimit(components)).toBeNull();
    const all = texts(components);
    expect(all).toMatch(/^\*\*Your hand in game #12345\*\*: 6 C Buildings, seen only by you\.\n\*\*Fortress\*\* \(C147, /);
    expect(all).toContain("Cost 🪵 10 wood, 🐟 10 fish, 🪙 3 gold · 7 VP");
    expect(texts(handComponents(12345, [cardView("C147")]))).toMatch(/^\*\*Your hand in game #12345\*\*: 1 C Building, /);
    expect(texts(handComponents(7, []))).toBe("You hold no C Buildings in game #7.");
  });

  it("/mygames lists up to 30 games of 5 long names within 4,000 characters, counts the rest, and calls the reader \"you\"", () => {
    const game = (id: number): GameRecord => ({ ...record(5), id });
    const list = Array.from({ length: 100 }, (_, n) => ({ game: game(1000 - n), pendingSeats: [0], damaged: false }));
    const components = mygamesComponents("100000000000000000", list);
    expect(brokenLimit(components)).toBeNull();
    const all = texts(components);
    expect(all.length).toBeLessThanOrEqual(LIMITS.text);
    expect(all).toMatch(/^\*\*Your move in 100 games\*\*\n\*\*#1000\*\* <#300000000000000000> · /);
    expect(all).toContain("· to move: you");
    expect(all).toMatch(/\n…and \d+ older games\.$/);
    expect(texts(mygamesComponents("u", list.slice(0, 1)))).toMatch(/^\*\*Your move in 1 game\*\*\n/);
    expect(texts(mygamesComponents("u", []))).toBe("No game is waiting for you. 🎣");
    expect(gameLine(game(5), [0, 1])).toContain("to move: Wolfeschlegelsteinhausenbergerdorff the Fisher 1, Wolfeschlegelsteinhausenbergerdorff the Fisher 2");
  });
});

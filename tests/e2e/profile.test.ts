// /profile through the local Discord stand-in: a player's record on this server (yours without
// options, another player's with `player`, an AI level's with `ai`): the rating with its place on
// the leaderboard and a chart of its course, games, wins, average and best final score, the
// average of each scoring line and the Buildings built most with how those games went; games of
// other servers do not count. Private unless public:true. A player without games gets a clear
// answer; naming a player and an AI level at once, or a bot, is refused privately and changes
// nothing. It reads only the seat results: with the finished games' saved states gone it says
// the same.
import { ordinal } from "openskill";
import { beforeAll, describe, expect, it } from "vitest";
import { PROFILE_BUILDINGS, vpText } from "../../commands/profile.ts";
import { ratingText } from "../../src/bot/layouts/present.ts";
import { cardView, finalScores, type ScoreSheet } from "../../src/engine/index.ts";
import { dumpTables } from "../store/helpers.ts";
import { loadState, missing } from "./harness.ts";
import { PNG } from "./play.ts";
import type { RecordedMessage, StandInUser } from "./standin/index.ts";
import { storedGame } from "./stored-games.ts";
import { harnessForSuite } from "./suite.ts";

/** The width and height of a PNG. */
const sizeOf = (png: Buffer): [number, number] => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe("/profile: a player's record on this server", () => {
  const h = harnessForSuite();
  const users: Record<"ann" | "bo" | "cy", StandInUser> = { ann: { id: "", username: "", globalName: "" }, bo: { id: "", username: "", globalName: "" }, cy: { id: "", username: "", globalName: "" } };
  /** Each finished game here: its seats' players (a user id or "ai:medium") and final sheets. */
  const played: { players: string[]; sheets: ScoreSheet[] }[] = [];

  const profile = async (who: StandInUser, options: Record<string, string | boolean> = {}): Promise<RecordedMessage> => {
    const out = await h.discord.command(who, h.discord.channelId, "profile", { options });
    const r = out.response ?? missing();
    expect(r.pinged).toEqual([]);
    return r;
  };

  /** `act` is answered privately with a refusal matching `message`, and no table changed. */
  async function refused(act: () => Promise<RecordedMessage>, message: RegExp): Promise<void> {
    const before = await dumpTables(h.store);
    const answer = await act();
    expect(answer.ephemeral).toBe(true);
    expect(answer.text).toMatch(/^⚠️ /);
    expect(answer.text).toMatch(message);
    expect(await dumpTables(h.store)).toEqual(before);
  }

  beforeAll(async () => {
    users.ann = h.discord.addUser("ann");
    users.bo = h.discord.addUser("bo");
    users.cy = h.discord.addUser("cy");
  });

  it("a player without games, an AI level without games and you without games each get a plain private answer", async () => {
    const { ann, bo } = users;
    const own = await profile(ann);
    expect(own.ephemeral).toBe(true);
    expect(own.text).toBe("You have no finished games on this server yet: your profile fills in as your games end. Start one with `/nusfjord new`.");
    expect(own.attachments).toEqual([]);
    expect((await profile(ann, { player: bo.id })).text).toBe("bo has no finished games on this server yet.");
    expect((await profile(ann, { ai: "hard" })).text).toBe("The hard AI has no finished games on this server yet: it fills AI seats (`/nusfjord new ai_seats:1 ai_level:hard`).");
  });

  it("yours: rating and place, games, wins, average and best score, each scoring line's average, your most built Buildings, and the chart of your rating", async () => {
    const { ann, bo } = users;
    // Three games of ann's here (one with an AI), one of bo's without her, and one in another server.
    const specs = [
      { humans: [ann, bo], players: 3 as const, seed: "profile-one" },
      { humans: [ann, bo], players: 2 as const, seed: "profile-two" },
      { humans: [ann], players: 2 as const, seed: "profile-three" },
      { humans: [bo], players: 2 as const, seed: "profile-four" },
    ];
    for (const spec of specs) {
      const id = await storedGame(h, spec);
      const { game, state } = await loadState(h.store, id);
      expect(game.status).toBe("finished");
      played.push({ players: game.seats.map((s) => s.userId ?? `ai:${s.aiLevel ?? ""}`), sheets: finalScores(state) ?? [] });
    }
    await storedGame(h, { humans: [ann, bo], players: 2, seed: "profile-elsewhere", guildId: "another-server" });
    await h.bot.flush();

    const mine = played.flatMap((g) => g.sheets.filter((s) => g.players[s.seat] === ann.id));
    expect(mine.length).toBe(3);
    const avg = (f: (s: ScoreSheet) => number) => mine.reduce((n, s) => n + f(s), 0) / mine.length;
    const wins = mine.filter((s) => s.winner).length;
    const rating = await h.store.db.rating.findUnique({ where: { guildId_player: { guildId: h.discord.guildId, player: ann.id } } }) ?? missing();
    const board = await h.store.leaderboard(h.discord.guildId, { limit: 10, offset: 0, asker: ann.id });

    const out = await profile(ann);
    expect(out.ephemeral).toBe(true);
    const lines = out.text.split("\n");
    expect(lines[0]).toBe("**ann** · your profile on this server");
    expect(lines[1]).toBe(`📈 Rating **${ratingText(ordinal(rating))}** (3 rated games) · number ${board.you?.place ?? "?"} on \`/leaderboard\``);
    expect(lines[2]).toBe(`🎲 3 games · 🏆 ${wins} win${wins === 1 ? "" : "s"} (${Math.round((100 * wins) / 3)}%)`);
    expect(lines[3]).toBe(`🎯 Final score: ${vpText(avg((s) => s.total))} on average, best ${Math.max(...mine.map((s) => s.total))}`);
    const rules = avg((s) => s.adjustments.reduce((n, a) => n + a.vp, 0));
    expect(lines[4]).toBe(`Per game on average: Ships ${vpText(avg((s) => s.ships))} · Buildings ${vpText(avg((s) => s.buildingsTotal))} · Shares ${vpText(avg((s) => s.shares))} · Gold ${vpText(avg((s) => s.gold))} · free spaces ${vpText(-avg((s) => s.freeSpaces))} · unissued Shares ${vpText(-avg((s) => s.unissuedShares))}${Math.round(rules * 10) !== 0 ? ` · Buildings' scoring rules ${vpText(rules)}` : ""}`);
    // The Buildings she had built most (ties: the better average first, then the card number).
    const byCard = new Map<string, ScoreSheet[]>();
    for (const s of mine) for (const b of s.buildings) byCard.set(b.id, [...(byCard.get(b.id) ?? []), s]);
    const mean = (xs: ScoreSheet[]) => xs.reduce((n, s) => n + s.total, 0) / xs.length;
    const top = [...byCard].sort(([a, x], [b, y]) => y.length - x.length || mean(y) - mean(x) || a.localeCompare(b)).slice(0, PROFILE_BUILDINGS);
    expect(top.length).toBeGreaterThan(0);
    expect(lines[5]).toBe("🏠 The Buildings you build most, and how those games went:");
    expect(lines.slice(6, 6 + top.length)).toEqual(top.map(([id, xs]) => {
      const w = xs.filter((s) => s.winner).length;
      return `• ${cardView(id).name}: ${xs.length} game${xs.length === 1 ? "" : "s"}, ${w} win${w === 1 ? "" : "s"}, ${vpText(mean(xs))} on average`;
    }));
    expect(lines.at(-1)).toBe("The chart: the rating after each rated game. How ratings work: `/rules topic:ratings`.");
    expect(out.text).not.toContain(ann.id);

    // The chart: a phone image of her rating from 0.0 after each of her 3 rated games here.
    const chart = out.attachments[0] ?? missing();
    expect(out.attachments.length).toBe(1);
    expect(chart.data.subarray(0, 8)).toEqual(PNG);
    expect(sizeOf(chart.data)[0]).toBe(720);
    const changes = await h.store.db.ratingChange.findMany({ where: { player: ann.id, game: { guildId: h.discord.guildId } }, orderBy: { id: "asc" } });
    const figures = [0, ...changes.map((c) => ordinal({ mu: c.muAfter, sigma: c.sigmaAfter }))];
    expect(chart.description).toMatch(new RegExp(`^ann's rating after each of 3 rated games on this server: 0\\.0 at the start, ${ratingText(figures[3] ?? NaN).replace(".", "\\.")} now; highest `));
  }, 120_000);

  it("another player's, and an AI level's, with public:true for everyone (pinging nobody)", async () => {
    const { ann, bo } = users;
    const mineForBo = await profile(bo, { player: ann.id });
    const own = await profile(ann);
    expect(mineForBo.ephemeral).toBe(true);
    expect(mineForBo.text.split("\n")[0]).toBe("**ann** on this server");
    // The same figures, said of her: "they build".
    expect(mineForBo.text.split("\n").slice(1)).toEqual(own.text.replace("The Buildings you build most", "The Buildings they build most").split("\n").slice(1));

    // The medium AI sat in two of the games here (profile-one, profile-three) and one of bo's.
    const ai = await profile(bo, { ai: "medium", public: true });
    expect(ai.ephemeral).toBe(false);
    expect(ai.text.split("\n")[0]).toBe("🤖 **AI medium** on this server");
    const aiGames = played.filter((g) => g.players.includes("ai:medium"));
    const aiWins = aiGames.filter((g) => g.sheets.some((s) => s.winner && g.players[s.seat] === "ai:medium")).length;
    expect(ai.text.split("\n")[2]).toBe(`🎲 ${aiGames.length} games · 🏆 ${aiWins} win${aiWins === 1 ? "" : "s"} (${Math.round((100 * aiWins) / aiGames.length)}%)`);
    expect(ai.text).toContain("🏠 The Buildings it builds most, and how those games went:");
    expect(ai.attachments[0]?.description).toMatch(/^AI medium's rating after each of \d rated games on this server/);
  }, 60_000);

  it("refuses a player and an AI level at once, and a bot, privately, changing nothing; someone who never played here has no games", async () => {
    const { ann, bo, cy } = users;
    await refused(() => profile(ann, { player: bo.id, ai: "easy" }), /^⚠️ Name a player or an AI level, not both: `\/profile player:@someone` or `\/profile ai:hard`\.$/);
    await refused(() => profile(ann, { player: h.discord.botUser.id }), /^⚠️ Nusfjord is a bot and plays no games\. The AI players have profiles: `\/profile ai:hard`\.$/);
    expect((await profile(ann, { player: cy.id, public: true })).text).toBe("cy has no finished games on this server yet.");
    // `/rules` finds where profiles are explained by the words players use.
    for (const word of ["profile", "stats", "privacy"]) {
      const rules = (await h.discord.command(cy, h.discord.channelId, "rules", { options: { topic: word } })).response?.text ?? "";
      expect(rules).toMatch(/^\*\*Ratings: your rating and the leaderboard\*\*\n/);
      expect(rules).toContain("`/profile` shows your rating's course in a chart");
      expect(rules).toContain("`/nusfjord privacy` says what the bot keeps about you and lets you leave the leaderboards");
    }
  });

  it("reads no game's saved state: with the finished games' snapshots gone it says the same", async () => {
    const { ann } = users;
    const before = await profile(ann);
    await h.store.db.snapshot.deleteMany({ where: { game: { status: "finished" } } });
    const after = await profile(ann);
    expect(after.text).toBe(before.text);
    expect(after.attachments[0]?.data).toEqual(before.attachments[0]?.data);
  });
});

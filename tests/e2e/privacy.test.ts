// /nusfjord privacy through the local Discord stand-in: what the bot keeps about a player, said
// privately, with a button to leave the leaderboards and one to come back. A player who left is
// on no /leaderboard (places move up; they see their own rating), their /profile is refused to
// others but not to them, a game's end post leaves their rating change out, and where others
// look at a game that has ended they are "Player N": /games, /nusfjord export, /replay, /score,
// the game lists of autocomplete. Pressing an old button again changes nothing. Coming back
// undoes all of it.
import { beforeAll, describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import type { GameExport } from "../../src/store/index.ts";
import { dumpTables } from "../store/helpers.ts";
import { customIds, loadState, missing } from "./harness.ts";
import type { RecordedMessage, StandInUser } from "./standin/index.ts";
import { storedGame } from "./stored-games.ts";
import { harnessForSuite } from "./suite.ts";
import { lcg, randomMove } from "../store/helpers.ts";

describe("/nusfjord privacy: what is kept, and leaving the leaderboards", () => {
  const h = harnessForSuite();
  const nobody: StandInUser = { id: "", username: "", globalName: "" };
  const users = { ann: nobody, bo: nobody, cy: nobody };
  /** ann and bo's three finished games (ann in seat 1), and one still running. */
  const finished: number[] = [];
  let running = 0;
  let screen: RecordedMessage | null = null;
  /** A second screen opened before leaving: its "Leave" button is pressed after she left. */
  let oldLeave: RecordedMessage | null = null;

  const privacy = async (who: StandInUser): Promise<RecordedMessage> => (await h.discord.command(who, h.discord.channelId, "nusfjord", { subcommand: "privacy" })).response ?? missing();
  const leaderboard = async (who: StandInUser): Promise<string> => (await h.discord.command(who, h.discord.channelId, "leaderboard")).response?.text ?? "";
  const games = async (who: StandInUser): Promise<string> => (await h.discord.command(who, h.discord.channelId, "games")).response?.text ?? "";
  const exported = async (who: StandInUser, game: number): Promise<GameExport> => {
    const a = (await h.discord.command(who, h.discord.channelId, "nusfjord", { subcommand: "export", options: { game } })).response?.attachments[0] ?? missing();
    return JSON.parse(a.data.toString("utf8")) as GameExport;
  };
  const buttonOf = (m: RecordedMessage | null): { id: string; label: string } => {
    const id = customIds(m).find((c) => decodeId(c)?.verb === "privacy") ?? missing();
    for (const row of m?.components ?? []) for (const c of row.components) if ("custom_id" in c && c.custom_id === id && "label" in c) return { id, label: c.label ?? "" };
    return missing();
  };

  beforeAll(async () => {
    users.ann = h.discord.addUser("ann");
    users.bo = h.discord.addUser("bo");
    users.cy = h.discord.addUser("cy");
    for (const seed of ["privacy-one", "privacy-two", "privacy-three"]) finished.push(await storedGame(h, { humans: [users.ann, users.bo], players: 2, seed }));
    running = await storedGame(h, { humans: [users.ann, users.bo], players: 2, seed: "privacy-four", stopAtRound: 7 });
    await h.bot.flush();
  }, 120_000);

  it("says privately and plainly what is kept about you, with a button to leave the leaderboards", async () => {
    const { ann } = users;
    screen = await privacy(ann);
    expect(screen.ephemeral).toBe(true);
    expect(screen.pinged).toEqual([]);
    const text = screen.text;
    expect(text.split("\n")[0]).toBe("🔒 **What the bot keeps about you**");
    expect(text).toContain("• **Your seat in each game you join** (4 games so far): your Discord id, the name you played under,");
    expect(text).toContain("how many turns in a row an AI played for you when your turn's time ran out, and whether your seat was handed to an AI.");
    expect(text).toContain("• **Your own settings**, for every server: when you are away until (`/nusfjord away`), your quiet hours and your time zone.");
    expect(text).toContain("• **Every choice you make**, with when you made it and whether you took it back");
    expect(text).toContain("• **How each finished game ended for you**: your place, your score line by line and the Buildings you had built (what `/profile` shows).");
    expect(text).toContain("• **Your rating** in each server where you finished a rated game (1 server), with what each rated game did to it.");
    expect(text).toContain("**Leaderboards:** you are on them (after 3 rated games in a server). Leave them, and you are on no `/leaderboard`");
    expect(text).not.toContain(ann.id);
    expect(text.length).toBeLessThan(2000);
    expect(buttonOf(screen).label).toBe("Leave the leaderboards");
    // The same screen opened a second time (on her phone, say): its button is pressed later.
    oldLeave = await privacy(ann);
    // Both are on the board before.
    expect(await leaderboard(users.cy)).toMatch(/^\*\*Leaderboard\*\* · 2 players with at least 3 rated games\n/);
  });

  it("leaving: off /leaderboard (your own still says your rating), /profile refused to others, \"Player 1\" in ended games for everyone else", async () => {
    const { ann, bo, cy } = users;
    const left = await h.discord.button(ann, screen ?? missing(), buttonOf(screen).id);
    expect(left.response?.id).toBe(screen?.id);
    screen = left.response;
    expect(screen?.text.split("\n")[0]).toBe("✅ You left the leaderboards, in every server.");
    expect(screen?.text).toContain("**Leaderboards:** you left them, in every server.");
    expect(buttonOf(screen).label).toBe("Come back to the leaderboards");
    expect(await h.store.db.leaderboardOptOut.count({ where: { userId: ann.id } })).toBe(1);

    const board = await leaderboard(cy);
    expect(board).toMatch(/^\*\*Leaderboard\*\* · 1 player with at least 3 rated games\n1\. bo — -?\d+\.\d \(3 games, \d wins?\)\n/);
    expect(board).not.toContain("ann");
    expect(await leaderboard(ann)).toMatch(/\nYou left the leaderboards, so you are not listed: your rating is -?\d+\.\d \(3 rated games, \d wins?\)\. `\/nusfjord privacy` brings you back\.\n/);

    const before = await dumpTables(h.store);
    const refusal = (await h.discord.command(bo, h.discord.channelId, "profile", { options: { player: ann.id } })).response ?? missing();
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.text).toBe("⚠️ ann keeps their profile private: they left the leaderboards. Nothing of theirs is shown.");
    expect(await dumpTables(h.store)).toEqual(before);
    const own = (await h.discord.command(ann, h.discord.channelId, "profile")).response?.text ?? "";
    expect(own).toMatch(/\n📈 Rating \*\*-?\d+\.\d\*\* \(3 rated games\) · you left the leaderboards \(`\/nusfjord privacy`\)\n/);

    // Games that have ended, as others see them: her seat is "Player 1"; she still sees her name.
    const [one] = finished;
    if (one === undefined) throw new Error("no game");
    // (/games lists the running game first, with her name: it is still being played.)
    const lately = (await games(bo)).split("Finished lately:")[1] ?? missing();
    expect(lately.trim().split("\n").length).toBe(3);
    expect(lately).not.toContain("ann");
    expect(lately).toMatch(/Player 1 \d+ VP/);
    expect((await games(ann)).split("Finished lately:")[1]).toMatch(/ann \d+ VP/);
    expect((await exported(bo, one)).players.map((p) => p.name)).toEqual(["Player 1", "bo"]);
    expect((await exported(ann, one)).players.map((p) => p.name)).toEqual(["ann", "bo"]);
    const replay = (await h.discord.command(cy, h.discord.channelId, "replay", { options: { game: one } })).response?.text ?? "";
    expect(replay).toContain("Player 1 and bo · herring deck.");
    expect(replay).not.toContain("ann");
    const score = (await h.discord.command(cy, h.discord.channelId, "score", { options: { game: one } })).response?.text ?? "";
    expect(score).toMatch(/\*\*Player 1: \d+ VP\*\*/);
    expect(score).not.toContain("ann");
    const labels = ((await h.discord.autocomplete(cy, h.discord.channelId, "nusfjord", { name: "game", value: "" }, { subcommand: "export" })).choices ?? []).map((c) => c.name);
    expect(labels.length).toBe(3);
    for (const l of labels) expect(l).toMatch(/ — Player 1, bo$/);
    // A running game keeps her name: the table must know whom it waits for.
    const runningLabels = ((await h.discord.autocomplete(cy, h.discord.channelId, "score", { name: "game", value: "" })).choices ?? []).map((c) => c.name);
    expect(runningLabels.find((l) => l.startsWith(`#${running} `))).toMatch(/ — ann, bo$/);
  }, 60_000);

  it("a game ending after she left: its end post leaves her rating change out", async () => {
    const rand = lcg(99);
    for (;;) {
      const { game, state } = await loadState(h.store, running);
      const move = randomMove(state, rand);
      if (!move) break;
      await h.store.applyChoice({ gameId: running, actor: { userId: game.seats[move.seat]?.userId ?? "" }, seat: move.seat, choiceId: move.choiceId });
    }
    await h.bot.flush();
    await h.bot.idle();
    const end = h.discord.messages(h.discord.channelId).filter((m) => m.text.includes(`Game #${running} is over!`)).at(-1) ?? missing();
    expect(end.text).toMatch(/\n📈 Ratings: bo -?\d+\.\d → -?\d+\.\d \([+-]\d+\.\d\) \(`\/leaderboard`\)\n/);
    expect(await h.store.db.ratingChange.count({ where: { gameId: running, player: users.ann.id } })).toBe(1); // she is still rated, unseen
  }, 60_000);

  it("pressing the old Leave button again changes nothing and says so; Come back undoes everything", async () => {
    const { ann, bo, cy } = users;
    const before = await dumpTables(h.store);
    const again = await h.discord.button(ann, oldLeave ?? missing(), buttonOf(oldLeave).id);
    expect(again.response?.text.split("\n")[0]).toBe("You had already left the leaderboards: nothing changed.");
    expect(await dumpTables(h.store)).toEqual(before);

    const back = await h.discord.button(ann, screen ?? missing(), buttonOf(screen).id);
    expect(back.response?.text.split("\n")[0]).toBe("✅ You are back on the leaderboards.");
    expect(buttonOf(back.response).label).toBe("Leave the leaderboards");
    expect(await h.store.db.leaderboardOptOut.count()).toBe(0);
    expect(await leaderboard(cy)).toMatch(/^\*\*Leaderboard\*\* · 2 players with at least 3 rated games\n/);
    expect(await leaderboard(cy)).toContain("ann — ");
    expect((await h.discord.command(bo, h.discord.channelId, "profile", { options: { player: ann.id } })).response?.text.split("\n")[0]).toBe("**ann** on this server");
    expect((await games(bo)).split("Finished lately:")[1]).toMatch(/ann \d+ VP/);
    const [one] = finished;
    expect((await exported(bo, one ?? 0)).players.map((p) => p.name)).toEqual(["ann", "bo"]);
  }, 60_000);
});

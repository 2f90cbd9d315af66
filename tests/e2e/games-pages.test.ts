// /games in a server with many games: one page at a time (never everything loaded), each page
// saying where it is and how to see the next, every running game on exactly one page.
import { describe, expect, it } from "vitest";
import { GAMES_PAGE } from "../../commands/games.ts";
import { harnessForSuite } from "./suite.ts";

describe("/games pages", () => {
  const h = harnessForSuite();

  it("lists 23 running games over three pages, each game once, newest first, with the way to the next page", async () => {
    const ann = h.discord.addUser("ann");
    const bo = h.discord.addUser("bo");
    const ids: number[] = [];
    for (let n = 0; n < 23; n++) {
      const g = await h.store.createGame({
        guildId: h.discord.guildId, channelId: h.discord.channelId, hostUserId: ann.id, playerCount: 2,
        seats: [{ userId: ann.id, displayName: "ann" }, { userId: bo.id, displayName: "bo" }],
      });
      if (n % 4 !== 3) await h.store.startGame(g.id, ann.id); // some stay in their lobby
      ids.push(g.id);
    }
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const r = await h.discord.command(ann, h.discord.channelId, "games", page === 1 ? {} : { options: { page } });
      expect(r.response?.ephemeral).toBe(true);
      pages.push(r.response?.text ?? "");
    }
    expect(pages[0]).toContain(`Games in this server (1-${GAMES_PAGE} of 23, page 1 of 3):`);
    expect(pages[0]).toContain("`/games page:2`");
    expect(pages[1]).toContain(`(${GAMES_PAGE + 1}-${2 * GAMES_PAGE} of 23, page 2 of 3)`);
    expect(pages[2]).toContain(`(${2 * GAMES_PAGE + 1}-23 of 23, page 3 of 3)`);
    expect(pages[2]).not.toContain("more:");
    const listed = pages.flatMap((p) => [...p.matchAll(/\*\*#(\d+)\*\*/g)].map((m) => Number(m[1])));
    expect(listed).toEqual([...ids].reverse());
    // A page past the end shows the last one.
    const beyond = await h.discord.command(ann, h.discord.channelId, "games", { options: { page: 99 } });
    expect(beyond.response?.text).toBe(pages[2]);
  });
});

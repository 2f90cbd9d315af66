// Learning the game from the bot, through the local Discord stand-in: /rules has a topic for
// every action space, each phase, Elders, Shares, the round spaces and scoring, found by typing
// a word (Start here and the newcomer's words: rules-search.test.ts); /score says what its standing is of (so far in a round, or after one); /log pages
// through the whole story and says honestly which lines it shows.
import { beforeAll, describe, expect, it } from "vitest";
import { applyChoice, legalChoices, newGame, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { SPACES } from "../../src/engine/rules-data.ts";
import { loadState } from "./harness.ts";
import { tableForSuite } from "./suite.ts";

/**
 * A 2-player policy that leaves the first player with more Elders and Shares to feed than a
 * small catch can: the second player takes everything but the Shares, so the first player's
 * Issued Shares stay on the Action board.
 */
function policy(state: GameState, seat: number): string {
  const ids = legalChoices(state, seat).map((c) => c.id);
  const wanted = seat === 0
    ? ["place:take-elder", "place:issue-share", "place:gold", "place:deforest"].find((id) => ids.includes(id))
    : ids.find((id) => id !== "place:buy-shares" && id !== "pass" && id !== "decline");
  const choice = wanted ?? ids[0];
  if (choice === undefined) throw new Error(`seat ${seat} has no choice`);
  return choice;
}

/** A seed under which that policy reaches a Fishing phase that waits for a player (a catch ran short). */
function seedThatWaitsInFishing(): string {
  for (let k = 1; k <= 60; k++) {
    const seed = `between-rounds-${k}`;
    let s = newGame({ players: 2, seed, deck: "herring" });
    for (let step = 0; step < 300 && s.phase !== "over"; step++) {
      if (s.phase === "fishing") return seed;
      const seat = pendingSeats(s)[0] ?? 0;
      s = applyChoice(s, seat, policy(s, seat));
    }
  }
  throw new Error("no seed reaches a Fishing phase that waits for a choice");
}

describe("learning the game from the bot", () => {
  const { h, user: { ann, bo, cy } } = tableForSuite({ users: ["ann", "bo", "cy"] });
  let gameId: number;
  beforeAll(async () => {
    const game = await h.store.createGame({
      guildId: h.discord.guildId, channelId: h.discord.channelId, hostUserId: ann.id, playerCount: 2, seed: seedThatWaitsInFishing(),
      seats: [{ userId: ann.id, displayName: "ann" }, { userId: bo.id, displayName: "bo" }],
    });
    gameId = game.id;
    await h.store.startGame(gameId, ann.id);
  });

  async function rules(topic?: string): Promise<string> {
    const out = await h.discord.command(cy, h.discord.channelId, "rules", topic === undefined ? {} : { options: { topic } });
    expect(out.response?.ephemeral).toBe(true);
    return out.response?.text ?? "";
  }

  /** Play the game's choices by the policy (through the store, as the test's referee) until `until` holds. */
  async function playUntil(until: (s: GameState) => boolean): Promise<GameState> {
    for (let step = 0; step < 400; step++) {
      const { game, state } = await loadState(h.store, gameId);
      if (until(state)) return state;
      const seat = pendingSeats(state)[0];
      if (seat === undefined) throw new Error("the game ended first");
      await h.store.applyChoice({ gameId, actor: { userId: game.seats[seat]?.userId ?? "" }, seat, choiceId: policy(state, seat) });
    }
    throw new Error("the game never got there");
  }

  it("/rules alone leads with Start here, then lists every section in one message: how to play, the action spaces, Elders and Buildings, and the rulings behind one word", async () => {
    const index = await rules();
    expect(index.length).toBeLessThanOrEqual(2000);
    expect(index.startsWith("**Start here**\n")).toBe(true);
    for (const title of ["How a round goes", "Fishing phase", "Work phase", "Returning Home phase", "Round spaces 3-6", "Scoring", "Shares", "Elders"]) expect(index).toContain(title);
    for (const space of Object.values(SPACES)) expect(index).toContain(space.label);
    for (const ruling of ["when an Elder may be used", "8 fish in the Reserve"]) expect(index).not.toContain(ruling);
    expect(index).toContain("`/rules topic:rulings`");
    expect(index).toMatch(/\*\*Elders\*\* \(18\), \*\*Buildings\*\* \(132\)/);
  });

  it("typing an action space's name finds its topic, which says what it does and how many Workers it holds", async () => {
    for (const space of Object.values(SPACES)) {
      const text = await rules(space.label.toLowerCase());
      expect(text.startsWith(`**${space.label} (action space)**\n`)).toBe(true);
      expect(text).toMatch(/holds? \d Worker|two Build spaces/);
    }
    expect(await rules("serve")).toContain("Serve the smallest empty plate of the Banquet Table");
    expect(await rules("buy all")).toContain("1 gold less in rounds 4-5 and 2 gold less in rounds 6-7");
  });

  it("typing a word finds each phase, the round spaces, Elders, Shares and scoring", async () => {
    const fishing = await rules("fishing");
    expect(fishing).toMatch(/^\*\*Fishing phase\*\*\n/);
    // The rulebook's five distribution steps, in order.
    const steps = ["1. **Elders**", "2. **Your Shares held by others**", "3. **Your own Shares**", "4. **Reserve**", "5. **General supply**"].map((s) => fishing.indexOf(s));
    expect(steps.every((at) => at > 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(await rules("work")).toMatch(/^\*\*Work phase\*\*\n.*three turns per player/);
    const home = await rules("returning");
    expect(home).toMatch(/^\*\*Returning Home phase\*\*\n/);
    expect(home).toContain("player to the right of the current First Player");
    const spaces = await rules("round spaces");
    expect(spaces).toMatch(/^\*\*Round spaces 3-6: new Buildings\*\*\n/);
    for (const r of ["**Round 3**", "**Round 4**", "**Round 5**", "**Round 6**"]) expect(spaces).toContain(r);
    const elders = await rules("elders");
    expect(elders).toMatch(/^\*\*Elders: taking and using them\*\*\n/);
    expect(elders).toContain("Take 1 Fish from highest Banquet plate");
    const shares = await rules("shares");
    expect(shares).toMatch(/^\*\*Shares\*\*\n/);
    for (const part of ["**Issue a Share**", "**Buy All Shares**", "**Fish**", "**Scoring**"]) expect(shares).toContain(part);
    const scoring = await rules("scoring");
    expect(scoring).toMatch(/^\*\*Scoring\*\*\n/);
    for (const part of ["Ships' VP", "issued Share", "per gold", "free Building space", "Unissued Share", "shared victory"]) expect(scoring).toContain(part);
  });

  it("autocomplete lists the topic found by its name or a newcomer's word first, then titles with a word starting with the typed word, then topics that only mention it", async () => {
    for (const typed of ["fish", "serve", "elder", "share", "round", "harbor"]) {
      const ac = await h.discord.autocomplete(cy, h.discord.channelId, "rules", { name: "topic", value: typed });
      const names = (ac.choices ?? []).map((c) => c.name.toLowerCase());
      expect(names.length).toBeGreaterThan(1);
      // A word of the title starting with what was typed, not letters inside a word.
      const inTitle = names.map((n) => n.split(/[^a-z0-9]+/).some((w) => w.startsWith(typed)));
      expect(inTitle[0]).toBe(true);
      expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    }
    const fish = await h.discord.autocomplete(cy, h.discord.channelId, "rules", { name: "topic", value: "fish" });
    expect(fish.choices?.[0]).toEqual({ name: "Fishing phase", value: "guide:fishing" });
    const serve = await h.discord.autocomplete(cy, h.discord.channelId, "rules", { name: "topic", value: "serve" });
    expect(serve.choices?.[0]).toEqual({ name: "Serve Fish (action space)", value: "space:serve-fish" });
    const round = await h.discord.autocomplete(cy, h.discord.channelId, "rules", { name: "topic", value: "round" });
    expect(round.choices?.[0]).toEqual({ name: "How a round goes", value: "guide:round" });
    const none = await h.discord.autocomplete(cy, h.discord.channelId, "rules", { name: "topic", value: "" });
    expect(none.choices?.[0]).toEqual({ name: "Start here", value: "guide:start" });
    expect(none.choices).toHaveLength(25);
  });

  it("/score says \"so far in round N\" during a round and \"after round N\" only between rounds", async () => {
    const during = await h.discord.command(cy, h.discord.channelId, "score", { options: { game: gameId } });
    expect(during.response?.text).toMatch(new RegExp(`^Standing so far in round 1 · game #${gameId}\\n`));
    // A catch ran short: the next round's Fishing phase waits for its player, nothing of that round played yet.
    const fishing = await playUntil((s) => s.phase === "fishing");
    const between = await h.discord.command(cy, h.discord.channelId, "score", { options: { game: gameId } });
    expect(between.response?.text).toMatch(new RegExp(`^Standing after round ${fishing.round - 1} \\(round ${fishing.round}'s Fishing phase is under way\\) · game #${gameId}\\n`));
    const work = await playUntil((s) => s.phase === "work");
    const again = await h.discord.command(cy, h.discord.channelId, "score", { options: { game: gameId } });
    expect(again.response?.text).toMatch(new RegExp(`^Standing so far in round ${work.round} · game #${gameId}\\n`));
    expect(again.response?.text).not.toContain("after round");
  });

  it("/log pages back through the whole story, each page saying exactly which lines it shows and how to see the earlier ones", async () => {
    await h.bot.idle();
    const { state } = await loadState(h.store, gameId);
    const total = state.log.length;
    expect(total).toBeGreaterThan(60);
    const seen: number[] = [];
    let options: Record<string, number> = { game: gameId };
    for (let page = 0; page < 50; page++) {
      const out = await h.discord.command(cy, h.discord.channelId, "log", { options });
      const text = out.response?.text ?? "";
      expect(text.length).toBeLessThanOrEqual(2000);
      const head = /^Game #\d+ log, lines (\d+)-(\d+) of (\d+):\n/.exec(text);
      expect(head).not.toBeNull();
      const [from, to, of] = [Number(head?.[1]), Number(head?.[2]), Number(head?.[3])];
      expect(of).toBe(total);
      // The heading announces exactly the lines shown, numbered, in order.
      const numbers = [...text.matchAll(/^(\d+)\. R\d · /gm)].map((m) => Number(m[1]));
      expect(numbers).toEqual(Array.from({ length: to - from + 1 }, (_, k) => from + k));
      expect(numbers.length).toBeLessThanOrEqual(15);
      seen.unshift(...numbers);
      if (from === 1) {
        expect(text).toContain("(That is the start of the game.)");
        break;
      }
      const next = /Earlier: `\/log n:(\d+) upto:(\d+)`/.exec(text);
      expect(Number(next?.[2])).toBe(from - 1);
      options = { game: gameId, n: Number(next?.[1]), upto: Number(next?.[2]) };
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, k) => k + 1));
  });

  it("/log n:100 shows only what fits in one message and says so, never announcing more than it shows", async () => {
    const out = await h.discord.command(cy, h.discord.channelId, "log", { options: { game: gameId, n: 100 } });
    const text = out.response?.text ?? "";
    expect(text.length).toBeLessThanOrEqual(2000);
    const head = /^Game #\d+ log, lines (\d+)-(\d+) of (\d+):\n/.exec(text);
    const shown = [...text.matchAll(/^(\d+)\. R\d · /gm)].length;
    expect(shown).toBe(Number(head?.[2]) - Number(head?.[1]) + 1);
    expect(shown).toBeLessThan(100);
    expect(text).toMatch(new RegExp(`Earlier: \`/log n:100 upto:${Number(head?.[1]) - 1}\``));
  });
});

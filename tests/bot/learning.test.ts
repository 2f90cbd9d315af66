// A learning game's first times (src/bot/layouts/learning.ts), read off the engine's log: each milestone
// is found at its first entry (the Round spaces 3 and 5 only with 3-5 players), every stretch of
// the log explains what first happened in it, so consecutive posts explain each milestone once;
// the first Elder is an Elder by its exact name, never a Building; the texts quote the engine's
// numbers for the table's size, with plurals right, and fit the room they are given.
import { describe, expect, it } from "vitest";
import { FIRST_TIME_HEADING, MILESTONES, explanation, firstTimeText, firstTimes, type Milestone, type MilestoneKey } from "../../src/bot/layouts/learning.ts";
import { applyChoice, gameFacts, isTurnDecision, legalChoices, newGame, pendingSeats, type GameState, type PlayerCount } from "../../src/engine/index.ts";

const WANTED = ["place:take-elder", "place:issue-share", "place:build-building", "place:deforest", "place:build-ship", "place:gold"];

/** A whole game by a simple policy that builds, takes Elders and issues Shares early. */
function played(players: PlayerCount, seed: string): GameState {
  let s = newGame({ players, seed, deck: "herring" });
  for (let step = 0; step < 2000 && s.phase !== "over"; step++) {
    const seat = pendingSeats(s)[0] ?? 0;
    const ids = legalChoices(s, seat).map((c) => c.id);
    const pick = ids.includes("done") ? "done"
      : isTurnDecision(s, seat) ? [...WANTED.slice(step % WANTED.length), ...WANTED].find((id) => ids.includes(id))
      : ids.find((id) => id !== "decline" && id !== "pass");
    s = applyChoice(s, seat, pick ?? ids[0] ?? "pass");
  }
  expect(s.phase).toBe("over");
  return s;
}

function milestone(key: MilestoneKey): Milestone {
  const m = MILESTONES.find((x) => x.key === key);
  if (!m) throw new Error(`no milestone ${key}`);
  return m;
}

/** The state with this log instead of its own. */
function withLog(texts: readonly string[]): GameState {
  const s = newGame({ players: 2, seed: "log", deck: "herring" });
  return { ...s, log: texts.map((text) => ({ round: 1, seat: 0, text, phase: "work" as const })) };
}

describe("the first times of a learning game", () => {
  const games = { 2: played(2, "learn-2"), 3: played(3, "learn-3") };

  it("finds each milestone at its first entry; Round spaces 3 and 5 only with 3-5 players", () => {
    for (const [players, s] of Object.entries(games)) {
      const at = (key: MilestoneKey) => milestone(key).firstAt(s);
      const text = (key: MilestoneKey) => s.log[at(key) ?? -1]?.text ?? "";
      expect(text("fishing"), players).toMatch(/^Player [1-5] catches \d+ fish\.$/);
      expect(at("fishing")).toBe(s.log.findIndex((e) => / catches \d+ fish\.$/.test(e.text)));
      expect(text("building")).toMatch(/^Player [1-5] builds (?!a (sloop|cutter|schooner) )/);
      expect(text("elder")).toMatch(/^Player [1-5] takes the /);
      expect(text("share")).toMatch(/^Player [1-5] issues a Share/);
      expect(text("round4")).toMatch(/^Round space 4: /);
      expect(text("round6")).toMatch(/^Round space 6: /);
      expect(text("scoring")).toBe("The game ends after round 7.");
      expect(at("scoring")).toBe(s.log.length - 1);
      if (players === "2") {
        expect(at("round3")).toBeNull();
        expect(at("round5")).toBeNull();
      } else {
        expect(text("round3")).toMatch(/^Round space 3: 3 new A Buildings/);
        expect(text("round5")).toMatch(/^Round space 5: 2 new B Buildings/);
      }
    }
  });

  it("consecutive posts, whatever their stretches of the log, explain each milestone exactly once, in the order it happened", () => {
    const s = games[3];
    for (const step of [1, 3, 17]) {
      const told: MilestoneKey[] = [];
      for (let from = 0; from < s.log.length; from += step) told.push(...firstTimes(s, from, Math.min(s.log.length, from + step)).map((m) => m.key));
      expect(told).toEqual([...MILESTONES].sort((a, b) => (a.firstAt(s) ?? 0) - (b.firstAt(s) ?? 0)).map((m) => m.key));
    }
    // A stretch before a first time says nothing of it.
    expect(firstTimes(s, 0, milestone("round4").firstAt(s) ?? 0).map((m) => m.key)).not.toContain("round4");
  });

  it("the first Elder is an Elder taken, by its exact name, never a Building or goods", () => {
    const elder = milestone("elder");
    expect(elder.firstAt(withLog(["Player 1 takes 1 gold.", "Player 2 takes the Sailor."]))).toBe(1);
    expect(elder.firstAt(withLog(["Player 1 takes the Pond Builder with the Carpenter."]))).toBe(0);
    expect(elder.firstAt(withLog(["Player 1 takes the Harbor Master (copied)."]))).toBe(0);
    expect(elder.firstAt(withLog(["Player 1 takes the Sailor's Home gold.", "Player 1 builds Sailor's Home on space A2 for 2 wood.", "Player 1 takes the Sailors.", "Player 1 takes the goods."]))).toBeNull();
    const building = milestone("building");
    expect(building.firstAt(withLog(["Player 1 builds a sloop for 2 wood, 2 fish.", "Player 1 builds Yard on space A2 for 2 fish."]))).toBe(1);
  });

  it("says the numbers of the table's size, plurals right, with no ids or seat numbers, each in two or three lines ending with its topic", () => {
    for (const players of [2, 3, 4, 5] as const) {
      const f = gameFacts(players);
      const text = (key: MilestoneKey) => explanation({ playerCount: players }, milestone(key));
      expect(text("round4")).toContain(`Each of you drew ${f.roundSpaces.handC} C Buildings.`);
      if (f.roundSpaces.newA > 0) expect(text("round3")).toContain(`${f.roundSpaces.newA} new A Buildings join`);
      if (f.roundSpaces.newB > 0) expect(text("round5")).toContain(`${f.roundSpaces.newB} new B Buildings join`);
      expect(text("fishing")).toContain(`at most ${f.reserveFishLimit})`);
      expect(text("elder")).toContain(`(at most ${f.elderSeats})`);
      expect(text("share")).toContain(`gives you ${f.issueShareGold} gold`);
      expect(text("scoring")).toContain(f.ships.map((sh) => `${sh.name} ${sh.vp}`).join(", "));
      for (const m of MILESTONES) {
        const lines = m.explain({ playerCount: players });
        expect(lines.length).toBeGreaterThanOrEqual(2);
        expect(lines.length).toBeLessThanOrEqual(3);
        expect(lines[lines.length - 1]).toMatch(new RegExp(`More: \`/rules topic:${m.topic.word}\`$`));
        const said = lines.join(" ");
        expect(said).not.toMatch(/Player [1-5]|\b[ABC]\d{3}\b/);
        expect(said).not.toMatch(/\b1 (?:new [AB] |C )?(?:Buildings|Shares|Elders|Workers|Forests|fishes)\b/);
        expect(said).not.toMatch(/\b(?:[02-9]|\d\d+) (?:new [AB] |C )?(?:Building|Share|Elder|Worker|Forest)\b/);
        expect(explanation({ playerCount: players }, m).length).toBeLessThan(420);
      }
    }
  });

  it("fits the room it is given: whole explanations first, the later ones by title and topic, nothing when not even that fits", () => {
    const game = { playerCount: 2 as const };
    const both = [milestone("elder"), milestone("building")];
    const whole = firstTimeText(game, both, 2000);
    expect(whole).toBe([FIRST_TIME_HEADING, explanation(game, both[0] as Milestone), explanation(game, both[1] as Milestone)].join("\n"));
    const tight = firstTimeText(game, both, whole.length - 1);
    expect(tight.length).toBeLessThanOrEqual(whole.length - 1);
    expect(tight).toContain(explanation(game, both[0] as Milestone));
    expect(tight).toContain("**Buildings**: More: `/rules topic:build`");
    const shortest = firstTimeText(game, both, 120);
    expect(shortest.length).toBeLessThanOrEqual(120);
    expect(shortest).toContain("**Elders**: More: `/rules topic:elders`");
    expect(firstTimeText(game, both, 20)).toBe("");
    expect(firstTimeText(game, [], 2000)).toBe("");
  });
});

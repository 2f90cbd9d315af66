// The story a private reply tells after a choice: what the engine did on the player's behalf
// (the only Ship or Building possible, with its price) and where a catch's fish went.
import { describe, expect, it } from "vitest";
import { STALE } from "../../src/bot/router.ts";
import { catchLine, storyLines } from "../../src/bot/layouts/story.ts";
import { afterChoiceScreen } from "../../src/bot/turn/turns.ts";
import { applyChoice, isTurnDecision, legalChoices, newGame, pendingSeats, summarize, type GameState, type PlayerSummary } from "../../src/engine/index.ts";
import type { GameRecord } from "../../src/store/index.ts";

function record(players: number): GameRecord {
  const names = ["Ann", "Bo", "Cy", "Di", "Ed"];
  const at = new Date("2026-03-01T09:00:00Z");
  return {
    id: 7, guildId: "g", channelId: "c", threadId: "t", hostUserId: "u0", status: "active", playerCount: 2, deck: "herring", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 1, createdAt: at, updatedAt: at, startedAt: at, finishedAt: null, paused: false,
    postedLog: 0, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: null, hintsOn: true, learning: false, rated: true, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null, language: "en",
    seats: names.slice(0, players).map((displayName, seat) => ({ seat, userId: `u${seat}`, aiLevel: null, displayName, notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 })),
  };
}

/**
 * Play seeded games, at each turn trying `first` and looking at what the engine did: the first
 * case `found` accepts. Deterministic (fixed seeds and picks).
 */
function findCase(first: string, found: (before: GameState, after: GameState, seat: number) => boolean): { before: GameState; after: GameState; seat: number } {
  for (let g = 0; g < 40; g++) {
    let s = newGame({ players: 2, seed: `story-${g}` });
    for (let n = 0; n < 300 && pendingSeats(s).length > 0; n++) {
      const seat = pendingSeats(s)[0] ?? 0;
      const choices = legalChoices(s, seat);
      if (isTurnDecision(s, seat) && choices.some((c) => c.id === first)) {
        const after = applyChoice(s, seat, first);
        if (found(s, after, seat)) return { before: s, after, seat };
      }
      const useful = choices.filter((c) => c.id !== "pass" && c.id !== "decline" && !c.id.startsWith("anytime:"));
      const pool = useful.length > 0 ? useful : choices;
      s = applyChoice(s, seat, pool[(n * 7 + g) % pool.length]?.id ?? "pass");
    }
  }
  throw new Error(`no game had the case for ${first}`);
}

describe("the story after a choice", () => {
  it("Build a Ship with only one Ship possible: the reply names the Ship the engine built and its price", () => {
    const { before, after, seat } = findCase("place:build-ship", (_b, a, s) => !pendingSeats(a).includes(s) || isTurnDecision(a, s));
    const game = record(2);
    const lines = storyLines(game, before, after, seat, "place:build-ship");
    const name = game.seats[seat]?.displayName ?? "?";
    expect(lines.find((l) => l.startsWith(`• ${name} builds a `))).toMatch(new RegExp(`^• ${name} builds a (sloop|cutter|schooner) for .+\\.$`));
    // The placement itself is the confirmation's line, not repeated.
    expect(lines.some((l) => l.includes("places a Worker"))).toBe(false);
  });

  it("Build a Building with only one Building affordable: the reply says it is the only one, with its price, before asking where it goes", () => {
    const { before, after, seat } = findCase("place:build-building", (_b, a, s) =>
      pendingSeats(a).includes(s) && legalChoices(a, s).every((c) => c.id.startsWith("space:")) && (summarize(a, s).players[s]?.affordable.length ?? 0) === 1);
    const game = record(2);
    const only = summarize(after, seat).players[seat]?.affordable[0];
    const screen = afterChoiceScreen(game, before, { seat, version: 2, state: after }, "Build a Building", "place:build-building");
    expect(screen.content).toContain(`🏗️ ${only?.card.name ?? "?"} is the only Building you can afford (${only?.priceText ?? "?"}), so it is the one you build.`);
    // The question, in the second person, follows.
    expect(screen.content).toContain(`\nChoose where ${only?.card.name ?? "?"} goes in your harbor.`);
    expect(screen.content).not.toMatch(/Player \d|Ann: |Bo: /);
    expect(screen.components.length).toBeGreaterThan(0);
  });

  it("a catch goes 1 to each Elder, then the Shares held by others and the own Shares, the rest into the Reserve", () => {
    const base = summarize(newGame({ players: 2, seed: "catch" })).players[0];
    if (!base) throw new Error("no player");
    const me: PlayerSummary = {
      ...base,
      elders: [{ id: "builder", name: "Builder", fish: 1, worker: false }, { id: "sailor", name: "Sailor", fish: 0, worker: false }],
      shares: { ...base.shares, ownOnBoard: 1, ownHeldBy: [{ seat: 1, count: 1 }], issuedOwnHeld: 1 },
      reserve: { ...base.reserve, fish: 4 },
    };
    expect(catchLine(record(2), 7, me)).toBe("• You caught 7 fish: 1 on each of your 2 Elders, 1 on your Share on the Action board (back to the general supply), 1 to Bo (your Share they hold), 1 on your own Share (into your supply) and 2 into your Reserve (now 4).");
    expect(catchLine(record(2), 1, me)).toBe("• You caught 1 fish: not enough for all your Elders and Shares, so you choose where they go.");
    const full = { ...me, elders: [], shares: { ...me.shares, ownOnBoard: 0, ownHeldBy: [], issuedOwnHeld: 0 }, reserve: { ...me.reserve, fish: 8 } };
    expect(catchLine(record(2), 5, full)).toBe("• You caught 5 fish: 5 for your Reserve, which takes no more than 8 (now 8); any beyond went back to the general supply.");
  });

  it("says where a catch went in the reader's language: German and Japanese, the parts joined their way", () => {
    const base = summarize(newGame({ players: 2, seed: "catch" })).players[0];
    if (!base) throw new Error("no player");
    const me: PlayerSummary = {
      ...base,
      elders: [{ id: "builder", name: "Builder", fish: 1, worker: false }, { id: "sailor", name: "Sailor", fish: 0, worker: false }],
      shares: { ...base.shares, ownOnBoard: 0, ownHeldBy: [{ seat: 1, count: 1 }], issuedOwnHeld: 0 },
      reserve: { ...base.reserve, fish: 4 },
    };
    expect(catchLine(record(2), 5, me, "de")).toBe("• Du hast 5 Fische gefangen: 1 auf jeden deiner 2 Ältesten, 1 an Bo (dein Anteil, den er oder sie hält) und 2 in deine Rücklagen (jetzt 4).");
    expect(catchLine(record(2), 5, me, "ja")).toBe("• 魚を5匹漁獲しました：2人の長老それぞれに1匹、Boに1匹（その人が持つあなたの株）、貯蓄に2匹（現在4）。");
  });

  it("a stale press is told without the game's internal version numbers", () => {
    expect(STALE).toMatch(/moved on while you were deciding/);
    expect(STALE).not.toMatch(/\d/);
  });
});

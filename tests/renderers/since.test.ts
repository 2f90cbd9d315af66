// "Since your last turn" (renderers/since.ts): where the lines start for a player, and how the
// log entries since then are told in short lines (the bot's move line of a turn post and a
// reminder's heading read them).
import { describe, expect, it } from "vitest";
import { summarize } from "../../src/engine/index.ts";
import type { GameState, GameSummary, LogEntry, PlayerCount } from "../../src/engine/index.ts";
import { actorLine, sinceLastTurn, sinceStart } from "../../renderers/index.ts";
import { midGame, playUntil } from "./states.ts";

/** The latest Work-phase move: its seat, and the index of its first entry (where the post before it ended). */
function lastMove(s: { log: readonly LogEntry[] }): { actor: number; since: number } {
  let i = s.log.length - 1;
  while (i >= 0 && !(s.log[i]?.phase === "work" && s.log[i]?.seat !== null)) i--;
  const actor = s.log[i]?.seat ?? 0;
  while (i > 0 && s.log[i - 1]?.seat === actor && s.log[i - 1]?.phase === "work") i--;
  return { actor, since: Math.max(0, i) };
}

/** The seat a post pings: the one to decide (the bot pings the next human), else the one who acted. */
function viewerOf(s: GameSummary, actor: number): number {
  return s.activeSeat ?? s.pendingSeats[0] ?? actor;
}

/** Right after a round change: the first Work turn of round `round`. */
const roundChange = (players: PlayerCount, round = 4): GameState => playUntil(players, 7, (x) => x.round >= round && x.phase === "work");

describe("since your last turn", () => {
  it("starts after the viewer's own last Work-phase entry, or at the last post when that is earlier", () => {
    const s = summarize(midGame(4));
    const viewer = viewerOf(s, lastMove(s).actor);
    let own = s.log.length;
    while (own > 0 && !(s.log[own - 1]?.seat === viewer && s.log[own - 1]?.phase === "work")) own--;
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(s.log.length);
    expect(sinceStart(s, viewer)).toBe(own);
    // A later `since` (posted after the viewer's turn): still from the viewer's turn on.
    expect(sinceStart(s, viewer, { since: s.log.length - 1 })).toBe(own);
    // An earlier one (a backlog of posts): everything from the last post on.
    expect(sinceStart(s, viewer, { since: own - 5 })).toBe(own - 5);
    // The one who just moved reads their own move too (the game is over, or they move again).
    const { actor, since } = lastMove(s);
    expect(sinceStart(s, actor, { since })).toBe(since);
    expect(sinceLastTurn(s, actor, { since }).some((l) => l.seat === actor)).toBe(true);
    // Every entry from the start is told, each in exactly one line.
    const lines = sinceLastTurn(s, viewer, { since: own - 5 });
    expect(lines.reduce((n, l) => n + l.entries, 0)).toBe(s.log.length - (own - 5));
  });

  it("one line per other player who acted, in the order they acted", () => {
    for (const players of [3, 4, 5] as const) {
      const state = midGame(players);
      const s = summarize(state);
      const { actor, since } = lastMove(state);
      const viewer = viewerOf(s, actor);
      const lines = sinceLastTurn(s, viewer, { since });
      const others = [...Array(players).keys()].map((i) => (viewer + 1 + i) % players).filter((x) => x !== viewer);
      expect(lines.map((l) => l.seat)).toEqual(others);
      for (const l of lines) expect(l.text.startsWith(`Player ${(l.seat ?? 0) + 1}: `)).toBe(true);
    }
  });

  it("a turn's entries make one short line: no \"Player N\" inside, no double space names, the action named once", () => {
    const s = summarize(midGame(5));
    const lines = sinceLastTurn(s, 0, { since: 0 });
    const texts = lines.map((l) => l.text);
    expect(texts.some((t) => /^Player \d: deforests [A-C][1-4]-[A-C][1-4] and takes/.test(t))).toBe(true);
    expect(texts.some((t) => /^Player \d: builds .+ on [A-C][1-4] for /.test(t))).toBe(true);
    expect(texts.some((t) => /^Player \d: Imitation of [^—]+ — /.test(t))).toBe(true);
    for (const t of texts) {
      expect(t).not.toMatch(/double space [A-C]|space [A-C][1-4]|Forest\(s\)|\.$/);
      const said = t.replace(/^Player \d: /, "");
      expect(said).not.toMatch(/^places a Worker on .+; /);
      expect(said).not.toMatch(/(^|; )Player \d/);
    }
  });

  it("the Fishing phase is one line, each player's catch in it once", () => {
    const state = roundChange(5);
    const s = summarize(state);
    const { actor, since } = lastMove(state);
    const lines = sinceLastTurn(s, (actor + 1) % 5, { since });
    const fishing = lines.filter((l) => l.text.startsWith("Fishing: "));
    expect(fishing).toHaveLength(1);
    const catches = s.log.filter((e) => e.phase === "fishing" && e.round === s.round && / catches \d+ fish\.$/.test(e.text));
    expect(catches).toHaveLength(5);
    const line = fishing[0]?.text ?? "";
    for (const e of catches) {
      const [, who, n] = /^(Player \d) catches (\d+) fish/.exec(e.text) ?? [];
      expect(line.split(`${who} caught ${n}`)).toHaveLength(2);
    }
    // The round change is one short line too.
    expect(lines.filter((l) => l.text.startsWith("Round 4: "))).toHaveLength(1);
    expect(lines.some((l) => /catches|begins/.test(l.text))).toBe(false);
  });

  it("the actor's move stays their own line through a round change with many payouts after it, and actorLine finds it", () => {
    const state = roundChange(5);
    const s: GameSummary = structuredClone(summarize(state));
    const { actor, since } = lastMove(s);
    const viewer = (actor + 1) % 5;
    // Many payouts at Returning Home (before the new round begins) and in the Fishing phase, after the actor's move.
    const at = s.log.findIndex((e) => e.text.startsWith("Round 4 begins"));
    const payouts: LogEntry[] = [];
    for (let p = 0; p < 5; p++) payouts.push({ round: 3, seat: p, phase: "returning", text: `Player ${p + 1} takes 1 gold, 2 fish (Storehouse of a very long name indeed).` });
    const fishing: LogEntry[] = [];
    for (let p = 0; p < 5; p++) fishing.push({ round: 4, seat: p, phase: "fishing", text: `Player ${p + 1}'s Builder had 3 fish: 1 goes to their supply, 2 to the general supply.` });
    s.log.splice(at, 0, ...payouts);
    const catchAt = s.log.findIndex((e) => e.phase === "fishing" && e.round === 4);
    s.log.splice(catchAt + 5, 0, ...fishing);
    const lines = sinceLastTurn(s, viewer, { since });
    const move = lines[actorLine(lines, actor)];
    expect(move?.text.startsWith(`Player ${actor + 1}: `)).toBe(true);
    // The payouts are the phases' own lines (the table's), not the actor's.
    expect(lines.filter((l) => l.seat === actor)).toEqual([move]);
    expect(lines[lines.length - 1]?.text.startsWith("Fishing: ")).toBe(true);
    expect(actorLine(lines, undefined)).toBe(-1);
  });

  it("an older game's log without phases: its entries are lines as they are, from the viewer's last own entry", () => {
    const s: GameSummary = structuredClone(summarize(midGame(4)));
    for (const e of s.log) delete e.phase;
    const viewer = viewerOf(s, lastMove(summarize(midGame(4))).actor);
    let own = s.log.length;
    while (own > 0 && s.log[own - 1]?.seat !== viewer) own--;
    expect(sinceStart(s, viewer)).toBe(own);
    const lines = sinceLastTurn(s, viewer);
    expect(lines.map((l) => `${l.text}.`)).toEqual(s.log.slice(own).map((e) => e.text));
    expect(lines.map((l) => l.seat)).toEqual(s.log.slice(own).map((e) => e.seat));
    // A catch or a round change is not a turn of the viewer's.
    const t: GameSummary = structuredClone(s);
    t.log.push({ round: 5, seat: viewer, text: `Player ${viewer + 1} catches 4 fish.` });
    expect(sinceStart(t, viewer)).toBe(own);
    expect(sinceStart(t, viewer, { since: 2 })).toBe(2);
  });
});

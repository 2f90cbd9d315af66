// Where a long story is cut into parts (src/bot/turn/catch-up.ts): every line told once, in order, in
// parts that each fit one Discord message, the post itself keeping the latest lines that fit it.
import { describe, expect, it } from "vitest";
import { FINAL_STORY_MAX, partPost, planParts } from "../../src/bot/turn/catch-up.ts";
import { CONTENT_MAX } from "../../src/bot/layouts/text.ts";

/** `n` story lines of varied lengths, as the poster writes them. */
function story(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `• Player ${(i % 4) + 1} line ${i}: ${"takes 2 fish and 1 wood ".repeat(1 + (i * 7) % 9)}`.trimEnd());
}

/** The parts and the post's own lines a plan gives, as line lists. */
function split(lines: readonly string[], from: number, cuts: readonly number[]): { parts: string[][]; own: string[] } {
  const parts: string[][] = [];
  let start = from;
  for (const end of cuts) {
    parts.push(lines.slice(start - from, end - from));
    start = end;
  }
  return { parts, own: lines.slice(start - from) };
}

const size = (lines: readonly string[]) => lines.reduce((n, l) => n + l.length + 1, 0);

describe("a story longer than its post", () => {
  it("is not cut when it fits the post's room", () => {
    expect(planParts(story(5), 40, 1400)).toEqual([]);
    expect(planParts([], 40, 0)).toEqual([]);
  });

  it("tells every line exactly once and in order: the earlier ones in parts that each fit a message, the latest in the post", () => {
    for (const [n, room] of [[40, 1400], [120, 700], [300, 200], [25, 1100]] as const) {
      const lines = story(n);
      const from = 17;
      const cuts = planParts(lines, from, room);
      expect(cuts.length).toBeGreaterThan(0);
      const { parts, own } = split(lines, from, cuts);
      expect([...parts.flat(), ...own]).toEqual(lines);
      for (const [k, p] of parts.entries()) {
        expect(p.length).toBeGreaterThan(0);
        const post = partPost(123456, "abcdefghijklmnopqrstuvwxy", 7, k + 1, parts.length + 1, p);
        expect(post.content.length).toBeLessThanOrEqual(CONTENT_MAX);
        expect(post.content.split("\n").slice(1)).toEqual(p);
      }
      // The post keeps the latest lines that fit its room (never more than FINAL_STORY_MAX), and no more.
      const ownRoom = Math.min(room, FINAL_STORY_MAX);
      expect(size(own)).toBeLessThanOrEqual(ownRoom);
      const before = parts.at(-1)?.at(-1);
      if (before !== undefined) expect(size([before, ...own])).toBeGreaterThan(ownRoom);
    }
  });

  it("tells everything in parts when the post has no room for a story", () => {
    const lines = story(12);
    const cuts = planParts(lines, 0, 0);
    const { parts, own } = split(lines, 0, cuts);
    expect(own).toEqual([]);
    expect(parts.flat()).toEqual(lines);
  });

  it("heads each part with its game, round and number, and gives it a nonce of its own that every process derives alike", () => {
    const a = partPost(7, "nonce-of-the-post", 3, 1, 3, ["• a"]);
    const b = partPost(7, "nonce-of-the-post", 3, 2, 3, ["• b"]);
    expect(a.content).toBe("**Game #7** · round 3 · what happened meanwhile, part 1 of 3\n• a");
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.nonce).toBe(partPost(7, "nonce-of-the-post", 3, 1, 3, ["• a"]).nonce);
    expect(a.nonce.length).toBeLessThanOrEqual(25);
    expect(partPost(7, "another-post", 3, 1, 3, ["• a"]).nonce).not.toBe(a.nonce);
  });
});

// A post tells every log line since the one before it. After the bot was down (or Discord was),
// that can be more than one message holds: the lines are then told in several posts, in order,
// each within Discord's 2000 characters, and never cut short. The turn's own post (with the
// image and the ping) comes last and tells the latest lines; the earlier ones come before it in
// posts of their own ("what happened meanwhile, part 1 of 3").
//
// Exactly once across restarts: where the lines are cut is decided once and recorded in the
// post's intent on its lease (./post-intent.ts) before the first part is sent, with how many parts
// are sent so far; each part carries a nonce of its own derived from the intent's. Whoever
// finishes the post after a crash sends the rest of the same parts, and a part that was sent
// but not yet recorded is answered by Discord with the first message (its nonce).
import { nonceOf } from "../../store/index.ts";
import { CONTENT_MAX } from "../layouts/text.ts";

/**
 * The most a final post's story may take when lines are cut into parts, and the most it takes at
 * all: what it takes must still fit when that post is made again later from a newer state (after
 * a crash), whose ping may be longer.
 */
export const FINAL_STORY_MAX = 1100;

/** A part's heading. */
function partHead(gameId: number, round: number | null, part: number, of: number): string {
  return `**Game #${gameId}**${round === null ? "" : ` · round ${round}`} · what happened meanwhile, part ${part} of ${of}`;
}

/** Room for a part's lines: the message less the longest heading it can have. */
const PART_ROOM = CONTENT_MAX - partHead(0, 7, 99, 99).length - 12;

/** The characters `lines` take in a post, one a line (as fitLines counts them). */
function size(lines: readonly string[]): number {
  return lines.reduce((n, l) => n + l.length + 1, 0);
}

/**
 * Where to cut the story `lines` (lines[k] tells log entry `from + k`) for a post whose own story
 * may take `room` characters: the log indices at which each earlier part ends, the last of them
 * being where the post's own lines begin. Empty when everything fits in the post.
 */
export function planParts(lines: readonly string[], from: number, room: number): number[] {
  const own = Math.min(room, FINAL_STORY_MAX);
  if (size(lines) <= own) return [];
  // The post's own lines: the latest that fit.
  let tail = lines.length;
  while (tail > 0 && size(lines.slice(tail - 1)) <= own) tail--;
  // The earlier ones, in parts that each fill a message.
  const cuts: number[] = [];
  let start = 0;
  while (start < tail) {
    let end = start + 1; // a part holds at least one line
    while (end < tail && size(lines.slice(start, end + 1)) <= PART_ROOM) end++;
    cuts.push(from + end);
    start = end;
  }
  return cuts;
}

/** One earlier part: its text and its nonce (the same in whichever process sends it). */
export function partPost(gameId: number, intentNonce: string, round: number | null, part: number, of: number, lines: readonly string[]): { content: string; nonce: string } {
  return { content: [partHead(gameId, round, part, of), ...lines].join("\n"), nonce: nonceOf("part", intentNonce, part) };
}

// Alt text: every image's description (Discord's attachment `description`) goes through
// altText, which keeps it within Discord's limit and, when it must cut, cuts between whole
// words and says so with an ellipsis. Pure: no canvas.

/** Discord's limit for an attachment's description. */
export const MAX_DESCRIPTION = 1024;

/** Characters inside a word: a cut never falls between two of them ("Eun-ji", "Forester’s" are one word). */
const WORD = /[\p{L}\p{N}'’-]/u;

/**
 * s with its white space made single spaces, at most `max` characters: whole when it fits,
 * else cut at the last word boundary that leaves room for "…" (the punctuation before the cut
 * dropped, so it never reads "gold,…"). Only a single word longer than the limit is cut inside.
 */
export function altText(s: string, max = MAX_DESCRIPTION): string {
  const t = s.replace(/\s+/g, " ").trim();
  let out = t;
  if (t.length > max) {
    // The longest prefix, leaving room for "…", whose next character is no part of a word.
    let end = max - 1;
    while (end > 0 && WORD.test(t[end] ?? "")) end--;
    const kept = t.slice(0, end).replace(/[\s,;:·.(-]+$/u, "");
    out = `${kept || t.slice(0, max - 1)}…`;
  }
  tracer?.(t, out);
  return out;
}

let tracer: ((whole: string, out: string) => void) | null = null;

/**
 * Watch every description made from now on (null stops): its whole text and what altText made
 * of it. The tests check with it that every describe function goes through altText and where it cut.
 */
export function traceAltText(hook: ((whole: string, out: string) => void) | null): void { tracer = hook; }

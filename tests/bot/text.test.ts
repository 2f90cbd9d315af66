// The one text module: names escaped for messages, text cut between whole characters,
// mention lists without repeats, and interaction tokens cut out of log lines.
import { describe, expect, it } from "vitest";
import { cutText, cutWithEllipsis, escapeName, uniqueIds } from "../../src/bot/layouts/text.ts";
import { clip } from "../../src/bot/layouts/present.ts";
import { redactInteractionTokens } from "../../src/logger.ts";

/** True when the text holds half a surrogate pair. */
const broken = (s: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe("escapeName", () => {
  it("turns user, role and channel mentions into literal text", () => {
    expect(escapeName("<@123>")).toBe("\\<@123>");
    expect(escapeName("<@&456>")).toBe("\\<@&456>");
    expect(escapeName("x<#789>")).toBe("x\\<#789>");
    expect(escapeName("<@123>")).not.toMatch(/(^|[^\\])<@\d+>/);
  });

  it("breaks @everyone and @here", () => {
    expect(escapeName("@everyone")).toBe("@\u200beveryone");
    expect(escapeName("hi @HERE")).toBe("hi @\u200bHERE");
  });

  it("escapes code fences, so a name cannot swallow the lines after it", () => {
    expect(escapeName("```")).toBe("\\`\\`\\`");
    expect(escapeName("a`b")).toBe("a\\`b");
  });

  it("breaks masked and bare links", () => {
    const name = escapeName("[x](https://evil.example)");
    expect(name).toBe("\\[x\\](https:\u200b//evil.example)");
    expect(name).not.toContain("https://");
  });

  it("escapes bold, italics, strikethrough, spoilers and line-start markdown, and keeps one line", () => {
    expect(escapeName("**b** _i_ ~~s~~ ||sp||")).toBe("\\*\\*b\\*\\* \\_i\\_ \\~\\~s\\~\\~ \\|\\|sp\\|\\|");
    expect(escapeName("# Big")).toBe("\\# Big");
    expect(escapeName("-# small")).toBe("\\-# small");
    expect(escapeName("> quote")).toBe("\\> quote");
    expect(escapeName("1. list")).toBe("1\\. list");
    expect(escapeName("a\nb")).toBe("a b");
  });

  it("leaves ordinary names, emoji and the AI names as they are", () => {
    for (const n of ["ann", "Bo Eriksen", "Ingrid (AI)", "Åse 🎣", "Ann-Marie"]) expect(escapeName(n)).toBe(n);
  });
});

describe("cutting text", () => {
  const fish = "🎣".repeat(60); // 120 UTF-16 units, 60 characters

  it("never splits a surrogate pair, an emoji sequence or a flag", () => {
    for (let max = 0; max <= 121; max++) {
      const cut = cutText(`a${fish}`, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(broken(cut)).toBe(false);
    }
    expect(cutText("ab👍🏽", 5)).toBe("ab");
    expect(cutText("ab👨‍👩‍👧x", 10)).toBe("ab👨‍👩‍👧");
    expect(cutText("🇳🇴🇳🇴", 6)).toBe("🇳🇴");
  });

  it("cuts at the limit when the text is longer, and not at all when it fits", () => {
    expect(cutText("abcdef", 4)).toBe("abcd");
    expect(cutText("abc", 4)).toBe("abc");
    expect(cutWithEllipsis("abcdef", 4)).toBe("abc…");
  });

  it("labels clipped with an ellipsis stay whole and within the limit", () => {
    const label = clip(`Let an AI play ${fish}`, 80);
    expect(label.length).toBeLessThanOrEqual(80);
    expect(broken(label)).toBe(false);
    expect(label.endsWith("…")).toBe(true);
  });
});

describe("mention lists", () => {
  it("name each user once, in order, without empty ids", () => {
    expect(uniqueIds(["1", "2", "1", null, undefined, "", "3", "2"])).toEqual(["1", "2", "3"]);
  });
});

describe("interaction tokens in logs", () => {
  it("are cut out of interaction callback and webhook URLs", () => {
    const line = JSON.stringify({ err: { url: "https://discord.com/api/v10/interactions/1234/aW50ZXJhY3Rpb246MTIzNDp0b2tlbg/callback?with_response=true", other: "http://x/api/v10/webhooks/99/secret-token_1/messages/@original" } });
    const out = redactInteractionTokens(line);
    expect(out).not.toContain("aW50ZXJhY3Rpb246MTIzNDp0b2tlbg");
    expect(out).not.toContain("secret-token_1");
    expect(out).toContain("/interactions/1234/[redacted]/callback");
    expect(out).toContain("/webhooks/99/[redacted]/messages/@original");
  });
});

import { describe, expect, it } from "vitest";
import { decodeId, encodeId, MAX_CUSTOM_ID } from "../../src/bot/turn/custom-id.ts";

describe("custom ids (nf:<verb>:<gameId>:<version>:<arg>)", () => {
  it("round-trips every verb with the game, the version and a choice id", () => {
    for (const verb of ["choice", "menu", "page", "mine", "join", "leave", "start", "cancel", "mute", "takeover", "level", "undo", "back", "hint", "replay", "privacy"] as const) {
      const raw = encodeId(verb, 42, 17, "building:A104");
      expect(raw.length).toBeLessThanOrEqual(MAX_CUSTOM_ID);
      expect(decodeId(raw)).toEqual({ verb, gameId: 42, version: 17, arg: "building:A104" });
    }
  });

  it("carries /replay's step in its buttons and the game's final version, well within the limit", () => {
    const raw = encodeId("replay", 123456789, 987654321, "next:1234");
    expect(raw.length).toBeLessThanOrEqual(MAX_CUSTOM_ID);
    expect(decodeId(raw)).toEqual({ verb: "replay", gameId: 123456789, version: 987654321, arg: "next:1234" });
  });

  it("keeps colons inside the argument (choice ids contain them)", () => {
    expect(decodeId(encodeId("choice", 1, 2, "anytime:A101:x"))?.arg).toBe("anytime:A101:x");
  });

  it("answers null, never throws, for ids that are not ours or are malformed", () => {
    for (const raw of ["", "hello", "nf:", "nf:c:abc:1:x", "nf:q:1:1:x", "nf:c:1", "xx:c:1:1:", "nf:c:-1:1:x", "nf:c:99999999999:1:x"]) {
      expect(decodeId(raw)).toBeNull();
    }
  });

  it("refuses to build an id longer than Discord's 100 characters", () => {
    expect(() => encodeId("choice", 1, 1, "x".repeat(100))).toThrow(/too long/);
  });
});

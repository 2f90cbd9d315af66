import { ComponentType } from "discord.js";
import { describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/custom-id.ts";
import { choiceRows, fitLines, MENU_PAGE, withNames } from "../../src/bot/present.ts";
import type { SeatRecord } from "../../src/store/index.ts";

const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `space:${i}-0`, label: `Space ${i}` }));

describe("presenting the engine's choices", () => {
  it("shows up to five choices as buttons labelled with the engine's words", () => {
    const rows = choiceRows(7, 3, [{ id: "building:A104", label: "Yard (A104; 2 fish; 0 VP)" }, { id: "decline", label: "Build nothing" }]);
    expect(rows).toHaveLength(1);
    const [a, b] = rows[0]?.components ?? [];
    expect(a?.type).toBe(ComponentType.Button);
    expect(a && "label" in a ? a.label : "").toBe("Yard (A104; 2 fish; 0 VP)");
    expect(a && "custom_id" in a ? decodeId(a.custom_id) : null).toEqual({ verb: "choice", gameId: 7, version: 3, arg: "building:A104" });
    expect(b && "label" in b ? b.label : "").toBe("Build nothing");
  });

  it("shows six to twenty-five choices as one select menu whose values are the choice ids", () => {
    const rows = choiceRows(1, 1, choices(12));
    expect(rows).toHaveLength(1);
    const menu = rows[0]?.components[0];
    expect(menu?.type).toBe(ComponentType.StringSelect);
    expect(menu && "options" in menu ? menu.options.map((o) => o.value) : []).toEqual(choices(12).map((c) => c.id));
  });

  it("pages more than twenty-five choices, with previous/next buttons", () => {
    const all = choices(60);
    const second = choiceRows(1, 1, all, 1);
    const menu = second[0]?.components[0];
    expect(menu && "options" in menu ? menu.options.map((o) => o.value) : []).toEqual(all.slice(MENU_PAGE, 2 * MENU_PAGE).map((c) => c.id));
    const nav = second[1]?.components ?? [];
    expect(nav.map((b) => ("custom_id" in b ? decodeId(b.custom_id)?.arg : null))).toEqual(["0", "2"]);
    const last = choiceRows(1, 1, all, 99);
    const lastMenu = last[0]?.components[0];
    expect(lastMenu && "options" in lastMenu ? lastMenu.options.length : 0).toBe(10);
  });

  it("puts players' names in place of the engine's seat names", () => {
    const seats: SeatRecord[] = [
      { seat: 0, userId: "1", aiLevel: null, displayName: "Ann", notifyDm: false, notifyMention: true, remindersMuted: false },
      { seat: 1, userId: null, aiLevel: "simple", displayName: "Odd (AI)", notifyDm: false, notifyMention: true, remindersMuted: false },
    ];
    expect(withNames("Player 2 pays Player 1 2 gold; Player 3 is absent.", seats)).toBe("Odd (AI) pays Ann 2 gold; Player 3 is absent.");
  });

  it("keeps the newest lines of a long turn within Discord's message limit", () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i} ${"x".repeat(40)}`);
    const text = fitLines(lines, 500);
    expect(text.length).toBeLessThanOrEqual(502);
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith(lines[99] ?? "?")).toBe(true);
  });
});

import { ComponentType } from "discord.js";
import { describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/custom-id.ts";
import { BUTTON_LABEL_MAX, choiceNotes, choiceRows, clip, fitLines, MENU_PAGE, OPTION_TEXT_MAX, withNames, yourPrompt } from "../../src/bot/present.ts";
import { buildingChoice } from "../../src/engine/actions.ts";
import type { Choice } from "../../src/engine/index.ts";
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

  it("a choice's note goes right under its label in the menu; build choices have no note", () => {
    const price = { wood: 2, fish: 0, gold: 0, ships: [] };
    const build = ["B228", "B321", "C147", "C151", "C148"].map((id) => buildingChoice(id, price));
    const noted: Choice = { id: "trigger:X", label: "A choice with a remark", note: "read this before choosing" };
    const rows = choiceRows(1, 1, [...build, noted, { id: "decline", label: "Build nothing" }]);
    const menu = rows[0]?.components[0];
    const options = menu && "options" in menu ? menu.options : [];
    for (const id of ["B228", "B321", "C147", "C151", "C148"]) {
      const o = options.find((x) => x.value === `building:${id}`);
      expect(o?.description).toBeUndefined();
    }
    expect(options.find((x) => x.value === "building:C151")?.label).toMatch(/^Harbor Installation \(C151; 2 wood; /);
    expect(options.find((x) => x.value === "trigger:X")?.description).toBe("read this before choosing");
    for (const o of options) {
      expect(o.label.length).toBeLessThanOrEqual(OPTION_TEXT_MAX);
      expect((o.description ?? "").length).toBeLessThanOrEqual(OPTION_TEXT_MAX);
    }
  });

  it("buttons have no room for a note, so the message above them carries one line per noted choice", () => {
    const price = { wood: 0, fish: 0, gold: 2, ships: [] };
    const few: Choice[] = [{ id: "trigger:X", label: "A choice with a remark", note: "read this before choosing" }, buildingChoice("C151", price), { id: "decline", label: "Build nothing" }];
    const lines = choiceNotes(few);
    expect(lines).toEqual(["A choice with a remark — read this before choosing"]);
    const buttons = choiceRows(1, 1, few)[0]?.components ?? [];
    expect(buttons.map((b) => ("label" in b ? b.label : ""))).toEqual(few.map((c) => c.label));
    // Six or more choices make a menu, whose options show the notes themselves.
    expect(choiceNotes([...few, ...choices(3)])).toEqual([]);
  });

  it("cuts a label that is too long at a word boundary, never mid-word", () => {
    const long = `⚠ ${"Very Long Building Name ".repeat(5)}(A101; 2 wood; -1 VP)`;
    const button = choiceRows(1, 1, [{ id: "building:A101", label: long }])[0]?.components[0];
    const shown = button && "label" in button ? button.label ?? "" : "";
    expect(shown.length).toBeLessThanOrEqual(BUTTON_LABEL_MAX);
    expect(shown.endsWith(" …")).toBe(false);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(long[shown.length - 1]).toBe(" ");
    expect(clip("short", 10)).toBe("short");
  });

  it("puts players' names in place of the engine's seat names", () => {
    const seats: SeatRecord[] = [
      { seat: 0, userId: "1", aiLevel: null, displayName: "Ann", notifyDm: false, notifyMention: true, remindersMuted: false },
      { seat: 1, userId: null, aiLevel: "simple", displayName: "Odd (AI)", notifyDm: false, notifyMention: true, remindersMuted: false },
    ];
    expect(withNames("Player 2 pays Player 1 2 gold; Player 3 is absent.", seats)).toBe("Odd (AI) pays Ann 2 gold; Player 3 is absent.");
  });

  it("says a prompt to the player it asks, in the second person, with other players by name", () => {
    const seats: SeatRecord[] = [
      { seat: 0, userId: "1", aiLevel: null, displayName: "Ann", notifyDm: false, notifyMention: true, remindersMuted: false },
      { seat: 1, userId: "2", aiLevel: null, displayName: "Bo", notifyDm: false, notifyMention: true, remindersMuted: false },
    ];
    expect(yourPrompt("Player 1: choose where Yard goes in your harbor.", seats)).toBe("Choose where Yard goes in your harbor.");
    expect(yourPrompt("Player 2: your catch runs short. Choose whose Share of your company gets 1 fish (1 left).", seats)).toBe("Your catch runs short. Choose whose Share of your company gets 1 fish (1 left).");
    expect(yourPrompt("Player 1: Poor House: take the fish from Player 2's plates?", seats)).toBe("Poor House: take the fish from Bo's plates?");
  });

  it("keeps the newest lines of a long turn within Discord's message limit", () => {
    const lines = Array.from({ length: 100 }, (_, i) => `line ${i} ${"x".repeat(40)}`);
    const text = fitLines(lines, 500);
    expect(text.length).toBeLessThanOrEqual(502);
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith(lines[99] ?? "?")).toBe(true);
  });
});

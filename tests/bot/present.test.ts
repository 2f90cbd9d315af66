import { ComponentType } from "discord.js";
import { describe, expect, it } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { BUTTON_LABEL_MAX, choiceNotes, choiceRows, clip, fitLines, MENU_PAGE, OPTION_TEXT_MAX, seatName, withNames, yourPrompt } from "../../src/bot/layouts/present.ts";
import { buildingChoice } from "../../src/engine/actions.ts";
import type { Choice } from "../../src/engine/index.ts";
import type { SeatRecord } from "../../src/store/index.ts";

const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `space:${i}-0`, label: `Space ${i}` }));

describe("presenting the engine's choices", () => {
  it("shows choices as buttons labelled with the engine's words, one tap each", () => {
    const rows = choiceRows(7, 3, [{ id: "building:A104", label: "Yard (A104; 2 fish; 0 VP)" }, { id: "decline", label: "Build nothing" }]);
    expect(rows.flatMap((r) => r.components).map((c) => c.type)).toEqual([ComponentType.Button, ComponentType.Button]);
    const [a, b] = rows.flatMap((r) => r.components);
    expect(a && "label" in a ? a.label : "").toBe("Yard (A104; 2 fish; 0 VP)");
    expect(a && "custom_id" in a ? decodeId(a.custom_id) : null).toEqual({ verb: "choice", gameId: 7, version: 3, arg: "building:A104" });
    expect(b && "label" in b ? b.label : "").toBe("Build nothing");
  });

  it("up to 25 choices are buttons in at most five rows of five; each kind starts a row of its own while that fits, Pass last", () => {
    const turn: Choice[] = [
      ...["gold", "deforest", "thin-out", "reforest", "build-ship", "take-elder"].map((s) => ({ id: `place:${s}`, label: s })),
      { id: "elder:builder", label: "Builder" }, { id: "elder:steward", label: "Steward" }, { id: "pass", label: "Pass" },
    ];
    const rows = choiceRows(1, 1, turn);
    const ids = rows.map((r) => r.components.map((c) => ("custom_id" in c ? decodeId(c.custom_id)?.arg : "")));
    expect(ids).toEqual([
      ["place:gold", "place:deforest", "place:thin-out", "place:reforest", "place:build-ship"],
      ["place:take-elder"],
      ["elder:builder", "elder:steward"],
      ["pass"],
    ]);
    const many = choiceRows(1, 1, choices(25));
    expect(many).toHaveLength(5);
    expect(many.every((r) => r.components.length === 5 && r.components.every((c) => c.type === ComponentType.Button))).toBe(true);
    // Room kept for the caller's own row (Back, Undo): 20 choices at most as buttons then.
    expect(choiceRows(1, 1, choices(20), 0, 4)).toHaveLength(4);
    expect(choiceRows(1, 1, choices(21), 0, 4)[0]?.components[0]?.type).toBe(ComponentType.StringSelect);
  });

  it("too many kinds for a row each: packed five to a row in the same order", () => {
    const mixed: Choice[] = ["a", "b", "c", "d", "e", "f"].map((k) => ({ id: `${k}:1`, label: k }));
    const rows = choiceRows(1, 1, mixed);
    expect(rows.map((r) => r.components.length)).toEqual([5, 1]);
  });

  it("more than twenty-five choices make one select menu whose values are the choice ids", () => {
    const rows = choiceRows(1, 1, choices(26));
    const menu = rows[0]?.components[0];
    expect(menu?.type).toBe(ComponentType.StringSelect);
    expect(menu && "options" in menu ? menu.options.map((o) => o.value) : []).toEqual(choices(25).map((c) => c.id));
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

  it("in a menu, what a choice does goes right under its label: its note, then its description, within 100 characters", () => {
    const noted: Choice = { id: "trigger:X", label: "A choice with a remark", note: "read this before choosing" };
    const described: Choice = { id: "building:A104", label: "Yard (A104; 2 fish)", description: `0 VP · ${"Now: something long. ".repeat(8)}` };
    const both: Choice = { id: "building:A101", label: "Boathouse", note: "its effect would do nothing now", description: "1 VP · Now: +1 sloop" };
    const rows = choiceRows(1, 1, [...choices(24), noted, described, both]);
    const menu = rows[0]?.components[0];
    const options = menu && "options" in menu ? menu.options : [];
    const next = choiceRows(1, 1, [...choices(24), noted, described, both], 1)[0]?.components[0];
    const all = [...options, ...(next && "options" in next ? next.options : [])];
    expect(all.find((x) => x.value === "trigger:X")?.description).toBe("read this before choosing");
    expect(all.find((x) => x.value === "building:A101")?.description).toBe("its effect would do nothing now · 1 VP · Now: +1 sloop");
    expect(all.find((x) => x.value === "building:A104")?.description?.length).toBeLessThanOrEqual(OPTION_TEXT_MAX);
    expect(all.find((x) => x.value === "space:0-0")?.description).toBeUndefined();
    for (const o of all) {
      expect(o.label.length).toBeLessThanOrEqual(OPTION_TEXT_MAX);
      expect((o.description ?? "").length).toBeLessThanOrEqual(OPTION_TEXT_MAX);
    }
  });

  it("buttons have no room for more, so the message above them carries one line per choice with a note or description", () => {
    const price = { wood: 0, fish: 0, gold: 2, ships: [] };
    const few: Choice[] = [{ id: "trigger:X", label: "A choice with a remark", note: "read this before choosing" }, { ...buildingChoice("C151", price), description: "2 VP · Now: something" }, { id: "decline", label: "Build nothing" }];
    expect(choiceNotes(few)).toEqual(["A choice with a remark — read this before choosing", `${buildingChoice("C151", price).label} — 2 VP · Now: something`]);
    // The public turn post keeps only the notes (its labels already say what each space gives).
    expect(choiceNotes(few, 5, false)).toEqual(["A choice with a remark — read this before choosing"]);
    const buttons = choiceRows(1, 1, few).flatMap((r) => r.components);
    expect(buttons.map((b) => ("label" in b ? b.label : ""))).toEqual(few.map((c) => c.label));
    // Past 25 choices a menu shows each one's help itself: no lines.
    expect(choiceNotes([...few, ...choices(23)])).toEqual([]);
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
      { seat: 0, userId: "1", aiLevel: null, displayName: "Ann", notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 },
      { seat: 1, userId: null, aiLevel: "simple", displayName: "Odd", notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 },
    ];
    expect(withNames("Player 2 pays Player 1 2 gold; Player 3 is absent.", seats)).toBe("Odd (AI) pays Ann 2 gold; Player 3 is absent.");
  });

  it("says a prompt to the player it asks, in the second person, with other players by name", () => {
    const seats: SeatRecord[] = [
      { seat: 0, userId: "1", aiLevel: null, displayName: "Ann", notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 },
      { seat: 1, userId: "2", aiLevel: null, displayName: "Bo", notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 },
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

describe("names in the engine's sentences", () => {
  it("a possessive reads as English for an AI seat: \"Ingrid's\", never \"Ingrid (AI)'s\"", () => {
    const seats = [{ displayName: "Ann" }, { displayName: "Ingrid" }].map((x, seat) => ({ seat, userId: seat === 0 ? "1" : null, aiLevel: seat === 0 ? null : "easy", notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0, ...x }));
    expect(withNames("Player 2's Builder had 3 fish; Player 1's too. Player 2 takes 1 gold.", seats)).toBe("Ingrid's Builder had 3 fish; Ann's too. Ingrid (AI) takes 1 gold.");
  });

  it("an AI seat's name with its level is said in the reader's language (English as always); a person's is their name", () => {
    const ingrid = { displayName: "Ingrid", aiLevel: "medium" };
    expect(seatName(ingrid)).toBe("Ingrid (AI, medium)");
    expect(seatName(ingrid, "de")).toBe("Ingrid (KI, mittel)");
    expect(seatName({ displayName: "Bo", aiLevel: "simple" }, "de")).toBe("Bo (KI, leicht)");
    expect(seatName({ displayName: "Ann", aiLevel: null }, "ja")).toBe("Ann");
    expect(seatName(ingrid, "ja")).not.toMatch(/medium/);
  });
});

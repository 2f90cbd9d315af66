// The turn post laid out by Discord (src/bot/layouts/): labels that say what they do, menus that
// answer a placement's question in one pick, and Discord's limits and ours on every post of
// whole seeded games, checked without a stand-in.
import { describe, expect, it } from "vitest";
import { nextUp, turnPostComponents } from "../../src/bot/layouts/turn-post.ts";
import { choiceBlock, shownChoices, splitLabel } from "../../src/bot/layouts/choices.ts";
import { THEN } from "../../src/bot/layouts/present.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { goodsLine } from "../../src/bot/layouts/situation.ts";
import { LIMITS, brokenLimit, buttonOf, container, tally, text, type TopLevel } from "../../src/bot/layouts/v2.ts";
import { cheatSheetComponents } from "../../src/bot/layouts/cheat-sheet.ts";
import { ComponentType } from "discord.js";
import { applyChoice, isTurnDecision, legalChoices, pendingSeats, presentChoices, summarize, type Choice, type PlayerCount } from "../../src/engine/index.ts";
import { active, testGame } from "../engine/helpers.ts";
import type { GameRecord } from "../../src/store/index.ts";
import { seededPlay } from "../renderers/states.ts";

/** A running game's record with human seats of long names (the worst case for every limit). */
function record(players: PlayerCount): GameRecord {
  const at = new Date("2026-03-01T09:00:00Z");
  return {
    id: 7, guildId: "g", channelId: "c", threadId: "t", hostUserId: "100000000000000000", status: "active", playerCount: players, deck: "herring", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 1, createdAt: at, updatedAt: at, startedAt: at, finishedAt: null, paused: false,
    postedLog: 0, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: null, hintsOn: true, learning: false, rated: true, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null, language: "en",
    seats: Array.from({ length: players }, (_, seat) => ({ seat, userId: `10000000000000000${seat}`, aiLevel: null, displayName: `A Rather Long Display Name ${seat + 1}xx`, notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: 0, formerUserId: null, deadlineTurns: 0 })),
  };
}

const choice = (id: string, label: string): Choice => ({ id, label });

describe("button labels that say what they do", () => {
  it("an engine label splits into a short label and its detail: the bracket's gain or the colon's explanation goes to the text", () => {
    expect(splitLabel("Serve Fish (plate 3 for 3 fish, +1 gold)")).toEqual({ short: "Serve Fish", detail: "plate 3 for 3 fish, +1 gold" });
    expect(splitLabel("Deforest (+5 wood)")).toEqual({ short: "Deforest", detail: "+5 wood" });
    expect(splitLabel("Builder (#7): remove a Forest, +1 wood, then you may build a Building")).toEqual({ short: "Builder (#7)", detail: "remove a Forest, +1 wood, then you may build a Building" });
    expect(splitLabel("+1 Gold")).toEqual({ short: "+1 Gold", detail: "" });
  });

  it("a label that cannot be split keeps whole words within 40 characters, never an ellipsis, and its whole text becomes the detail", () => {
    const long = "Use the Pond Builder now and distribute four fish plus one per Building";
    const { short, detail } = splitLabel(long);
    expect(short.length).toBeLessThanOrEqual(LIMITS.label);
    expect(long.startsWith(short)).toBe(true);
    expect(short.endsWith("…")).toBe(false);
    expect(detail).toBe(long);
  });

  it("two choices that would read the same on one message get their whole label, or a number when that is too long", () => {
    const shown = shownChoices([choice("a", "Build a schooner (8 wood, 8 fish)"), choice("b", "Build a schooner (4 gold)"), choice("c", "Pass (forfeit this Worker)")]);
    expect(shown.map((s) => s.short)).toEqual(["Build a schooner (8 wood, 8 fish)", "Build a schooner (4 gold)", "Pass"]);
    const twins = shownChoices([choice("a", "Take the Elder of the first stack on the left (Builder)"), choice("b", "Take the Elder of the first stack on the left (Forester)")]);
    expect(new Set(twins.map((s) => s.short)).size).toBe(2);
    for (const s of twins) expect(s.short.length).toBeLessThanOrEqual(LIMITS.label);
  });
});

describe("the limits of a message laid out by Discord", () => {
  it("counts nested components, text and labels, and names the limit a message breaks", () => {
    const rows: TopLevel[] = [container([text("a".repeat(10)), { type: 1, components: [buttonOf({ id: "x", label: "Go" }), buttonOf({ id: "y", label: "Go" })] }])];
    expect(tally(rows)).toMatchObject({ components: 5, textChars: 10, children: 2, labels: ["Go", "Go"] });
    expect(brokenLimit(rows)).toBe('the label "Go" appears twice');
    expect(brokenLimit([container([text("b".repeat(4001))])])).toMatch(/4001 characters of text/);
    expect(brokenLimit([container(Array.from({ length: 11 }, () => text("c")))])).toMatch(/11 components side by side/);
  });

  it("the cheat sheet as text keeps every limit at 2 to 5 players", () => {
    for (const players of [2, 3, 4, 5] as const) expect(brokenLimit(cheatSheetComponents(players)), `${players} players`).toBeNull();
  });
});

describe("every turn post of whole seeded games", () => {
  it("keeps Discord's limits and ours: at most 40 components, 4,000 characters of text, 10 side by side, labels of at most 40 characters, none twice, none a bare Decline", { timeout: 120_000 }, () => {
    let posts = 0;
    let buttons = 0;
    let most = 0;
    for (const players of [2, 3, 4, 5] as PlayerCount[]) {
      const game = record(players);
      for (const { state } of seededPlay(players, 11, `layouts-${players}`)) {
        const seat = pendingSeats(state)[0];
        if (seat === undefined || !isTurnDecision(state, seat)) continue;
        const up = nextUp(game, state, 5);
        const components = turnPostComponents({ head: "**Game #7** · round 1", story: "", teach: "", up, picture: { name: "p.png", description: "x" } });
        expect(brokenLimit(components), `${players} players, round ${state.round}`).toBeNull();
        const t = tally(components);
        for (const l of t.labels) expect(l).not.toMatch(/(^|· )Decline$/);
        expect(up.text).toContain(goodsLine(summarize(state), seat));
        posts++;
        buttons += t.labels.length;
        most = Math.max(most, t.labels.length);
      }
    }
    expect(posts).toBeGreaterThan(100);
    // Issue 35: at most 10 buttons a turn post on average, 20 at most.
    expect(buttons / posts).toBeLessThanOrEqual(10);
    expect(most).toBeLessThanOrEqual(20);
  });
});

describe("a placement's question answered from the post", () => {
  const s = testGame({ players: 3, seed: "shortcuts" });
  const seat = active(s);
  const choices = presentChoices(s, seat);
  const parts = (rows: ReturnType<typeof choiceBlock>["rows"]) => rows.flatMap((r) => r.components);

  it("a placement whose action then asks one small question becomes a menu whose options answer both, each legal in turn; its button goes, the rest stay buttons", () => {
    const block = choiceBlock(1, 1, s, seat, choices, { spread: true, rows: 5 });
    expect(block.rows.length).toBeLessThanOrEqual(5);
    const menus = parts(block.rows).flatMap((c) => (c.type === ComponentType.StringSelect ? [c] : []));
    expect(menus.length).toBeGreaterThan(0);
    const pressed = parts(block.rows).flatMap((c) => (c.type === ComponentType.Button && "custom_id" in c ? [decodeId(c.custom_id)?.arg ?? ""] : []));
    for (const m of menus) {
      expect(m.options.length).toBeGreaterThanOrEqual(2);
      for (const o of m.options) {
        const [first = "", second = ""] = o.value.split(THEN);
        expect(choices.map((c) => c.id)).toContain(first);
        expect(legalChoices(applyChoice(s, seat, first), seat).map((c) => c.id)).toContain(second);
        expect(pressed).not.toContain(first);
      }
    }
    // Placements that end the turn at once stay buttons, Pass among them.
    expect(pressed).toContain("pass");
    expect(pressed.length + new Set(menus.map((m) => m.options[0]?.value.split(THEN)[0])).size).toBe(choices.length);
  });

  it("spreads nothing when not asked to, nor when a menu would not fit the rows", () => {
    const plain = choiceBlock(1, 1, s, seat, choices, { rows: 5 });
    expect(parts(plain.rows).every((c) => c.type === ComponentType.Button)).toBe(true);
    expect(plain.buttons).toBe(choices.length);
    // One row: a menu takes a row of its own, and the buttons need one too.
    const tight = choiceBlock(1, 1, s, seat, choices, { spread: true, rows: 1 });
    expect(parts(tight.rows).every((c) => c.type === ComponentType.Button)).toBe(true);
  });
});

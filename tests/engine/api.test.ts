// The engine's public contract: purity, JSON state, bad input, undo barrier, card hooks.
import { afterEach, describe, expect, it } from "vitest";
import { card } from "../../src/engine/cards.ts";
import { BUILDINGS } from "../../src/cards/buildings/data.ts";
import type { CardEffect } from "../../src/engine/card-hooks.ts";
import { RuleError, actionInProgress, choiceDescription, anytimeOffers, applyChoice, isTurnDecision, legalChoices, newGame, pendingSeats, roundSpacesFor, summarize } from "../../src/engine/index.ts";
import type { GameState } from "../../src/engine/index.ts";
import { active, choose, edit, ids, lcg, playRandom, testGame } from "./helpers.ts";

function expectRuleError(f: () => unknown, message: RegExp): void {
  let caught: unknown;
  try { f(); } catch (e) { caught = e; }
  expect(caught).toBeInstanceOf(RuleError);
  expect((caught as Error).message).toMatch(message);
}

describe("public API", () => {
  it("GameState is plain JSON: JSON.stringify/parse round-trips it exactly, mid-game and at the end", () => {
    const { state } = playRandom(testGame({ players: 4, seed: "json" }), lcg(7));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    const mid = testGame({ players: 3, seed: "json2" });
    const copy = JSON.parse(JSON.stringify(mid)) as GameState;
    const seat = active(mid);
    expect(JSON.stringify(applyChoice(copy, seat, "place:gold"))).toBe(JSON.stringify(applyChoice(mid, seat, "place:gold")));
  });

  it("applyChoice is pure: it never mutates the state it is given", () => {
    const s = testGame({ players: 3, seed: "pure" });
    const before = JSON.stringify(s);
    applyChoice(s, active(s), "place:thin-out");
    expect(JSON.stringify(s)).toBe(before);
  });

  it("bad input throws a RuleError in plain words and leaves the state untouched", () => {
    const s = testGame({ players: 3, seed: "bad" });
    const before = JSON.stringify(s);
    const seat = active(s);
    const other = (seat + 1) % 3;
    expectRuleError(() => applyChoice(s, seat, "fly-to-the-moon"), /not one of your choices/);
    expectRuleError(() => applyChoice(s, other, "place:gold"), /not your turn/);
    expectRuleError(() => applyChoice(s, 7, "place:gold"), /no seat 7/);
    expectRuleError(() => applyChoice(s, seat, "place:lighthouse"), /no action space called "lighthouse"/);
    expectRuleError(() => applyChoice(s, seat, "elder:wizard"), /no Elder called "wizard"/);
    expectRuleError(() => applyChoice(s, seat, "elder:sailor"), /not in your Elder Council/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("a stale choice (legal a moment ago, not now) is refused", () => {
    const s = testGame({ players: 3, seed: "stale" });
    const t = applyChoice(s, active(s), "place:gold");
    expectRuleError(() => applyChoice(t, active(t), "place:gold"), /already full/);
    const fresh = testGame({ players: 3, seed: "stale2" });
    const mid = choose(fresh, active(fresh), "place:deforest");
    expectRuleError(() => applyChoice(mid, active(mid), "place:gold"), /Finish your current action first/);
  });

  it("legalChoices is empty for seats that are not deciding, and for everyone once the game is over", () => {
    const s = testGame({ players: 3, seed: "legal" });
    const idle = [0, 1, 2].filter((x) => x !== active(s));
    for (const seat of idle) expect(legalChoices(s, seat).map(({ id, label }) => ({ id, label }))).toEqual([]);
    const { state } = playRandom(s, lcg(3));
    expect([0, 1, 2].every((seat) => legalChoices(state, seat).length === 0)).toBe(true);
  });

  it("every decision offers labelled choices and every optional step offers an explicit decline", () => {
    let s = edit(testGame({ players: 3, seed: "labels" }), (d) => { d.players[d.firstPlayer]!.elders = [{ id: "silviculturist", fish: 0, worker: false }]; });
    s = choose(s, active(s), "elder:silviculturist");
    const choices = legalChoices(s, active(s));
    expect(choices.map((c) => c.id)).toEqual(["deforest", "reforest", "decline"]);
    expect(choices.every((c) => c.label.length > 3)).toBe(true);
    expect(legalChoices(testGame({ players: 3 }), active(testGame({ players: 3 }))).find((c) => c.id === "place:deforest")?.label).toBe("Deforest (+5 wood)");
  });

  it("undo barrier: the turn passing does not stop undo; a choice that reveals something hidden does", () => {
    let s = testGame({ players: 3, seed: "undo" });
    const seat = active(s);
    expect(s.undoBarrier).toBe(0);
    s = choose(s, seat, "place:deforest");
    expect(s.choices).toBe(1);
    expect(s.undoBarrier).toBe(0); // still the same player's action: undo may go back
    s = choose(s, seat, "forest:0");
    expect(pendingSeats(s)).not.toEqual([seat]);
    expect(s.undoBarrier).toBe(0); // the turn passed, nothing hidden was shown: still undoable
    // Play on until a choice draws Buildings from a pile (round 3's new A Buildings): the barrier moves to it.
    const rand = lcg(5);
    while (s.round < 3 && s.phase !== "over") {
      const next = pendingSeats(s)[0]!;
      const options = legalChoices(s, next).filter((c) => c.id !== "pass");
      const piles = s.pileA.length + s.pileB.length;
      const before = s.choices;
      s = choose(s, next, options[Math.floor(rand() * options.length)]!.id);
      if (s.pileA.length + s.pileB.length !== piles) expect(s.undoBarrier).toBe(s.choices);
      else expect(s.undoBarrier).toBeLessThanOrEqual(before);
    }
    expect(s.round).toBe(3);
    expect(s.undoBarrier).toBeGreaterThan(0);
  });

  it("every action-space choice says in one line what it gives, and a Building choice carries the card's summary", () => {
    const s = testGame({ players: 4, seed: "help" });
    const turn = legalChoices(s, active(s)).filter((c) => c.id.startsWith("place:"));
    expect(turn.length).toBeGreaterThan(5);
    for (const c of turn) {
      expect(choiceDescription(c.id), c.id).toBeTruthy();
      expect((choiceDescription(c.id) ?? "").length).toBeLessThanOrEqual(100);
    }
    const rich = edit(s, (d) => { d.players[d.firstPlayer]!.supply = { wood: 12, fish: 20, gold: 20 }; });
    const built = choose(rich, active(rich), "place:build-building");
    const buildings = legalChoices(built, active(built)).filter((c) => c.id.startsWith("building:"));
    expect(buildings.length).toBeGreaterThan(0);
    for (const c of buildings) expect(choiceDescription(c.id)).toBe(card(c.id.slice("building:".length)).summary);
  });

  it("names the action a seat is in the middle of, and nothing on a turn decision", () => {
    const s = testGame({ players: 3, seed: "in-progress" });
    const seat = active(s);
    expect(actionInProgress(s, seat)).toBeNull();
    const mid = choose(s, seat, "place:take-elder");
    expect(actionInProgress(mid, seat)).toBe("Take an Elder");
    expect(actionInProgress(mid, (seat + 1) % 3)).toBeNull();
  });

  it("says what the Round spaces bring at each player count: with 2 players no new A or B Buildings", () => {
    expect(roundSpacesFor(2)).toBe("In round 4 you each draw 4 C Buildings into your hand (laid face up in round 6). With 2 players no new A or B Buildings arrive.");
    expect(roundSpacesFor(3)).toBe("3 new A Buildings arrive in round 3; in round 4 you each draw 3 C Buildings into your hand (laid face up in round 6); 2 new B Buildings arrive in round 5.");
    expect(roundSpacesFor(5)).toContain("5 new A Buildings arrive in round 3");
    expect(roundSpacesFor(5)).toContain("3 new B Buildings arrive in round 5");
  });

  it("the summary carries the core fields the renderers and the bot read", () => {
    const v = summarize(testGame({ players: 4, seed: "view" }));
    expect(v).toMatchObject({ round: 1, phase: "work", playerCount: 4 });
    expect(v.activeSeat).toBe(v.firstPlayer);
    const p = v.players[0]!;
    expect(Object.keys(p)).toEqual(expect.arrayContaining(["seat", "supply", "reserve", "haulSize", "workersLeft", "buildings", "elders", "ships", "forests", "handSize"]));
    expect(p.harbor[0]![0]).toEqual({ kind: "reserve" });
    expect(p.harbor[0]![2]).toEqual({ kind: "forest", double: 0, count: 2 });
    expect(p.forests).toBe(4);
    expect(v.displays.A).toHaveLength(9);
    expect(v.imitation).toHaveLength(1);
    expect(v.log[0]!.text).toMatch(/4-player game/);
    expect(v.prompts.map(({ seat, prompt }) => ({ seat, prompt }))).toEqual([{ seat: v.firstPlayer, prompt: expect.stringMatching(/place a Worker/) }]);
  });
});

describe("Building effect hooks (the extension points later cards plug into)", () => {
  // A test stand-in effect on the Boathouse's card, put back after each test.
  const boathouse = card("A101");
  const original = boathouse.effect;
  afterEach(() => { boathouse.effect = original; });

  function withBoathouse(effect: CardEffect): GameState {
    boathouse.effect = effect;
    const s = testGame({ players: 2, seed: "hooks" });
    return edit(s, (d) => { d.players[d.firstPlayer]!.buildings = [{ id: "A101", row: 1, col: 0 }]; });
  }

  it("'whenever' hooks fire after the owner's action and queue their steps", () => {
    const s = withBoathouse({ on: { afterDeforest: (ctx) => [{ k: "gain", src: { kind: "card", card: ctx.card }, goods: { gold: 1 } }] } });
    const seat = active(s);
    const t = choose(s, seat, "place:deforest", "forest:0");
    expect(t.players[seat]!.supply.gold).toBe(1);
  });

  it("haul-size modifiers change the Fishing phase catch", () => {
    const s = withBoathouse({ modifyHaul: (_s, _seat, haul) => haul + 2 });
    expect(summarize(s).players[s.firstPlayer]!.haulSize).toBe(5);
  });

  it("ongoing cost modifiers change what a Ship costs", () => {
    const s = withBoathouse({ modifyCost: (_s, _seat, what, price) => (what.kind === "ship" ? { ...price, wood: Math.max(0, price.wood - 2) } : price) });
    const seat = active(s);
    // Only the sloop is affordable, so the engine takes that single option by itself.
    const t = choose(edit(s, (d) => { d.players[seat]!.supply = { wood: 0, fish: 2, gold: 0 }; }), seat, "place:build-ship");
    expect(t.players[seat]!.ships).toEqual(["sloop"]);
  });

  it("'once' effects fire the first time their condition holds, and only once", () => {
    const s = withBoathouse({ once: { condition: (st, seat) => st.players[seat]!.supply.gold >= 1, effect: (ctx) => [{ k: "gain", src: { kind: "card", card: ctx.card }, goods: { fish: 5 } }] } });
    const seat = active(s);
    let t = choose(s, seat, "place:gold");
    expect(t.players[seat]!.supply.fish).toBe(2 + 5);
    t = choose(t, active(t), "pass");
    t = choose(t, seat, "place:issue-share");
    expect(t.players[seat]!.supply.fish).toBe(2 + 5);
  });

  it("'anytime' exchanges are offered on the owner's turn and do not use up the turn", () => {
    const s = withBoathouse({ anytime: [{ id: "fish-to-gold", label: { k: "exchange.goods", v: { give: "2 fish", get: "1 gold" } }, can: (st, seat) => st.players[seat]!.supply.fish >= 2, apply: (ctx) => { const p = ctx.s.players[ctx.seat]!; p.supply.fish -= 2; p.supply.gold += 1; ctx.s.ledger.fish -= 2; ctx.s.ledger.gold += 1; } }] });
    const seat = active(s);
    expect(ids(s, seat)).toContain("anytime:A101:fish-to-gold");
    const t = choose(s, seat, "anytime:A101:fish-to-gold");
    expect(t.players[seat]!.supply).toMatchObject({ fish: 0, gold: 1 });
    expect(pendingSeats(t)).toEqual([seat]);
    expect(t.players[seat]!.workersLeft).toBe(3);
  });

  it("'anytime' exchanges can be used outside the owner's turn, but not in the middle of an action nor once the game is over", () => {
    // Appendix: "You may carry out the effect at any time during the game, even outside your
    // own turn, until scoring begins. If you are in the middle of an action, you must first
    // complete that other action before you may use this effect."
    const s = withBoathouse({ anytime: [{ id: "fish-to-gold", label: { k: "exchange.goods", v: { give: "2 fish", get: "1 gold" } }, can: (st, seat) => st.players[seat]!.supply.fish >= 2, apply: (ctx) => { const p = ctx.s.players[ctx.seat]!; p.supply.fish -= 2; p.supply.gold += 1; ctx.s.ledger.fish -= 2; ctx.s.ledger.gold += 1; } }] });
    const owner = s.firstPlayer;
    // The owner places a Worker; now the other player is to move.
    const t = choose(s, owner, "place:gold");
    const other = active(t);
    expect(other).not.toBe(owner);
    expect(legalChoices(t, owner).map(({ id, label }) => ({ id, label }))).toEqual([]);
    expect(anytimeOffers(t, owner).map((c) => c.id)).toEqual(["anytime:A101:fish-to-gold"]);
    const u = applyChoice(t, owner, "anytime:A101:fish-to-gold");
    expect(u.players[owner]!.supply).toMatchObject({ fish: 0, gold: 2 });
    expect(pendingSeats(u)).toEqual([other]);
    expect(u.queues).toEqual(t.queues);
    expect(u.undoBarrier).toBe(t.undoBarrier);
    expect(u.log.at(-1)?.text).toMatch(/uses .*exchange 2 fish for 1 gold/);
    // Not twice: the fish are gone.
    expect(() => applyChoice(u, owner, "anytime:A101:fish-to-gold")).toThrow(RuleError);
    // In the middle of an action (choosing which Forest to deforest) the exchange must wait.
    const mid = choose(s, owner, "place:deforest");
    expect(pendingSeats(mid)).toEqual([owner]);
    expect(anytimeOffers(mid, owner)).toEqual([]);
    expect(() => applyChoice(mid, owner, "anytime:A101:fish-to-gold")).toThrow(RuleError);
    // Not once scoring has begun.
    expect(anytimeOffers(edit(t, (d) => { d.phase = "over"; }), owner)).toEqual([]);
  });

  it("isTurnDecision tells a turn (place a Worker or pass) from a follow-up decision of the same action", () => {
    const s = testGame({ players: 2, seed: "turn-or-follow-up" });
    const seat = active(s);
    expect(isTurnDecision(s, seat)).toBe(true);
    expect(isTurnDecision(s, 1 - seat)).toBe(false);
    const mid = choose(s, seat, "place:deforest");
    expect(pendingSeats(mid)).toEqual([seat]);
    expect(isTurnDecision(mid, seat)).toBe(false);
  });

  it("newGame validates its options", () => {
    expect(() => newGame({ players: 3, seed: "x", deck: "salmon" as "herring" })).toThrow(/deck must be/);
  });
});

describe("summary details for the renderers", () => {
  it("while a Building chosen from a hand is being placed, only its owner's view names it (hands are hidden)", () => {
    const start = testGame({ players: 2, seed: "hidden-hand" });
    const seat = active(start);
    const id = "C151";
    const s = edit(start, (d) => {
      d.players[seat]!.hand = [id];
      d.queues = [{ seat, steps: [{ k: "choose-building-space", src: { kind: "space", space: "build-building" }, card: id }] }];
    });
    const name = card(id).name;
    expect(summarize(s, seat).prompts[0]?.prompt).toContain(name);
    expect(summarize(s).prompts[0]?.prompt).toBe(`Player ${seat + 1}: choose where a Building from their hand goes in their harbor.`);
    expect(summarize(s, 1 - seat).prompts[0]?.prompt).not.toContain(name);
  });

  it("each built Building carries its card (VP and category), and the Buy All Shares price includes the round's discount", () => {
    const s = edit(testGame({ players: 3, seed: "cards" }), (d) => {
      d.players[0]!.buildings = [{ id: "A115", row: 0, col: 1 }];
      d.round = 4;
      d.newShares = [1, 2, 2];
    });
    const v = summarize(s);
    expect(v.players[0]!.buildings[0]!.card).toMatchObject({ id: "A115", vp: 2, category: "Immediately" });
    expect(v.buySharesPrice).toBe(2);
  });
});

describe("every one of the 132 Buildings has its effect", () => {
  it("every Building card carries its effect", () => {
    expect(BUILDINGS).toHaveLength(132);
    for (const b of BUILDINGS) expect(card(b.id).effect, b.id).toBeDefined();
  });

  it("no build choice carries a mark or a note", () => {
    const start = testGame({ players: 2, seed: "missing-menu" });
    const seat = active(start);
    const s = edit(start, (d) => { d.players[seat]!.hand = ["C151", "C147"]; d.players[seat]!.supply = { wood: 12, fish: 30, gold: 20 }; });
    const menu = legalChoices(choose(s, seat, "place:build-building"), seat);
    expect(menu.length).toBeGreaterThan(3);
    for (const c of menu) {
      expect(c.label, c.id).toMatch(/^[A-Z]/);
      expect(c.note, c.id).toBeUndefined();
    }
  });
});

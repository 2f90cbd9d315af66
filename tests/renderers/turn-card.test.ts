// The phone turn card: its size, its smallest text, the names it writes, what it tells and
// offers (for the player the post pings: their figures, what happened since their last turn),
// its alt text, and the harbor's space labels (the same names as the buttons and the log).
import { afterEach, describe, expect, it } from "vitest";
import { summarize } from "../../src/engine/index.ts";
import type { GameState, GameSummary, LogEntry, PlayerCount } from "../../src/engine/index.ts";
import { buildableCards } from "../../src/engine/actions.ts";
import { cellName, doubleLabel } from "../../src/engine/state.ts";
import { DOUBLE_SPACES } from "../../src/engine/rules-data.ts";
import {
  CARD_MIN_TEXT, CARD_SIZE, IMAGE, describeTurnCard, renderBoard, renderHarbor, renderScores, renderTurn, renderTurnCard, renderTurnPicture, sinceLastTurn, sinceStart,
} from "../../renderers/index.ts";
import { fitSince } from "../../renderers/since.ts";
import { type DrawnText, doubleName, named, spaceName, traceText } from "../../renderers/draw.ts";
import { finalScores } from "../../src/engine/index.ts";
import { pngSize } from "./png.ts";
import { endGame, fullHarbor, lastActor, midGame, playUntil, setup } from "./states.ts";

const NAMES = ["Ann", "Bartholomew Longname", "Chidi", "Dagny", "Eun-ji"];

/** Render with every drawn text recorded (the renderers draw synchronously inside the call). */
async function traced(render: () => Promise<Buffer>): Promise<{ png: Buffer; texts: DrawnText[] }> {
  const texts: DrawnText[] = [];
  traceText((t) => texts.push(t));
  try {
    const png = await render();
    return { png, texts };
  } finally {
    traceText(null);
  }
}

afterEach(() => traceText(null));

/** The latest Work-phase move: its seat, and the index of its first entry (where the post before it ended). */
function lastMove(s: { log: readonly LogEntry[] }): { actor: number; since: number } {
  let i = s.log.length - 1;
  while (i >= 0 && !(s.log[i]?.phase === "work" && s.log[i]?.seat !== null)) i--;
  const actor = s.log[i]?.seat ?? 0;
  while (i > 0 && s.log[i - 1]?.seat === actor && s.log[i - 1]?.phase === "work") i--;
  return { actor, since: Math.max(0, i) };
}

/** The seat a post pings: the one to decide (the bot pings the next human), else the one who acted. */
function viewerOf(s: GameSummary, actor: number): number {
  return s.activeSeat ?? s.pendingSeats[0] ?? actor;
}

/** Right after a round change: the first Work turn of round `round`. */
const roundChange = (players: PlayerCount, round = 4): GameState => playUntil(players, 7, (x) => x.round >= round && x.phase === "work");

/** Every text drawn, as one string (a no-break space read as a space). */
const all = (texts: readonly DrawnText[]): string => texts.map((t) => t.s).join(" ").replace(/\u00a0/g, " ");

const states: [string, () => GameState][] = [
  ["first turn, 2 players", () => playUntil(2, 5, (s) => s.log.some((e) => e.seat !== null && e.phase === "work"))],
  ["mid-game, 2 players", () => midGame(2)],
  ["mid-game, 3 players", () => midGame(3)],
  ["mid-game, 4 players", () => midGame(4)],
  ["mid-game, 5 players", () => midGame(5)],
  ["right after a round change, 5 players", () => roundChange(5)],
  ["right after a round change, 3 players", () => roundChange(3, 6)],
  ["a harbor full of Buildings and Forests", fullHarbor],
  ["end of game, 3 players", () => endGame(3)],
];

describe("the turn card is made for a phone", () => {
  it("its minimum text size is 2.5% of its width and every named size is at least that", () => {
    expect(CARD_MIN_TEXT).toBeGreaterThanOrEqual(IMAGE.card.width * 0.025);
    for (const px of Object.values(CARD_SIZE)) expect(px).toBeGreaterThanOrEqual(CARD_MIN_TEXT);
  });

  for (const [name, make] of states) {
    it(`${name}: 960 px wide, no text below the minimum, none drawn narrower, names and no "Player N"`, async () => {
      const state = make();
      const s = summarize(state);
      const { actor, since } = lastMove(state);
      for (const viewer of new Set([viewerOf(s, actor), actor, (actor + 1) % s.playerCount])) {
        const { png, texts } = await traced(() => renderTurnCard(s, viewer, { names: NAMES, since, actor }));
        const size = pngSize(png);
        expect(size.width).toBe(IMAGE.card.width);
        expect(size.height).toBeGreaterThan(300);
        expect(texts.length).toBeGreaterThan(10);
        const small = texts.filter((t) => t.px < CARD_MIN_TEXT);
        expect(small, `texts below ${CARD_MIN_TEXT} px`).toEqual([]);
        expect(texts.filter((t) => t.squeezed)).toEqual([]);
        const words = texts.map((t) => t.s).join("\n");
        expect(words).toContain(`${NAMES[viewer]}'s supply and harbor`);
        // Before the viewer's own first turn there is no "last turn" to speak of.
        const hadTurn = s.log.some((e) => e.phase === "work" && e.seat === viewer);
        expect(words).toContain(hadTurn ? "Since your last turn" : "So far this game");
        expect(words).not.toMatch(/\bPlayer [1-5]\b/);
        expect(words).not.toContain("…");
      }
    });
  }
});

describe("the card is about the player it pings", () => {
  it("the viewer's own supply, haul and workers, not the acting player's", async () => {
    const state = midGame(5);
    const s = summarize(state);
    const { actor, since } = lastMove(state);
    const viewer = viewerOf(s, actor);
    expect(viewer).not.toBe(actor);
    const v = s.players[viewer];
    const a = s.players[actor];
    if (!v || !a) throw new Error("fixture: seats");
    expect(`${v.supply.wood}/${v.supply.fish}/${v.haulSize}`).not.toBe(`${a.supply.wood}/${a.supply.fish}/${a.haulSize}`);
    const { texts } = await traced(() => renderTurnCard(s, viewer, { names: NAMES, since, actor }));
    const drawn = texts.map((t) => t.s);
    expect(drawn).toContain(`Your turn, ${NAMES[viewer]}`);
    expect(drawn).toContain("Round 4 of 7 · Work phase");
    expect(drawn).toContain(`${NAMES[viewer]}'s supply and harbor`);
    expect(drawn).not.toContain(`${NAMES[actor]}'s supply and harbor`);
    expect(drawn).toContain(`${v.supply.wood}/12`);
    expect(drawn).toContain(String(v.supply.fish));
    expect(drawn).toContain(`Haul ${v.haulSize} fish`);
    expect(drawn).toContain(`${v.workersLeft} of 3`);
    if (v.supply.wood !== a.supply.wood) expect(drawn).not.toContain(`${a.supply.wood}/12`);
  });

  it("a viewer who is not to decide reads whom the game waits for", async () => {
    const state = roundChange(5);
    const s = summarize(state);
    const { actor, since } = lastMove(state);
    const next = viewerOf(s, actor);
    const viewer = (next + 1) % s.playerCount;
    const { texts } = await traced(() => renderTurnCard(s, viewer, { names: NAMES, since, actor }));
    expect(texts.map((t) => t.s)).toContain(`${NAMES[viewer]} — waiting for ${NAMES[next]}`);
  });

  it("a viewer asked something outside their turn (a short catch) reads the question, with names", async () => {
    const s: GameSummary = structuredClone(summarize(roundChange(4)));
    s.phase = "fishing";
    s.activeSeat = null;
    s.pendingSeats = [1, 3];
    s.prompts = [
      { seat: 1, prompt: "Player 2: your catch runs short. Choose an Elder to get 1 fish (2 fish left)." },
      { seat: 3, prompt: "Player 4: your catch runs short. Choose whose Share of your company gets 1 fish (1 left)." },
    ];
    const { texts } = await traced(() => renderTurnCard(s, 1, { names: NAMES }));
    const words = all(texts);
    expect(words).toContain(`Your choice, ${NAMES[1]}`);
    expect(words).toContain("Your catch runs short. Choose an Elder to get 1 fish (2 fish left).");
    expect(texts.filter((t) => t.px < CARD_MIN_TEXT || t.squeezed)).toEqual([]);
    const other = await traced(() => renderTurnCard(s, 0, { names: NAMES }));
    expect(all(other.texts)).toContain(`${NAMES[0]} — waiting for ${NAMES[1]} and ${NAMES[3]}`);
    expect(describeTurnCard(s, 1, { names: NAMES })).toContain(`Your choice, ${NAMES[1]}. Round 4 of 7, Fishing phase. Your catch runs short.`);
  });

  it("the Buildings the viewer can afford, with their price after discounts", async () => {
    const state = midGame(5);
    const s = summarize(state);
    const { actor } = lastMove(state);
    const viewer = viewerOf(s, actor);
    const afford = s.players[viewer]?.affordable ?? [];
    expect(afford.length).toBeGreaterThan(0);
    const { texts } = await traced(() => renderTurnCard(s, viewer, { names: NAMES, actor }));
    const drawn = texts.map((t) => t.s);
    expect(drawn.join("\n")).toContain(`${NAMES[viewer]} can build now`);
    for (const a of afford.slice(0, 6)) {
      expect(drawn).toContain(a.card.name);
      expect(drawn.some((t) => t.startsWith(a.priceText))).toBe(true);
    }
  });

  it("when the viewer can afford nothing, the display cards closest to their supply", async () => {
    const state = setup(3);
    const s: GameSummary = structuredClone(summarize(state));
    for (const p of s.players) p.affordable = [];
    const { texts } = await traced(() => renderTurnCard(s, 0, { names: NAMES }));
    const words = texts.map((t) => t.s).join("\n");
    expect(words).toMatch(/cannot afford a Building yet\. Closest on\s+display:/);
    expect(words).toMatch(/\+\d+ more on \/board/);
  });
});

describe("since your last turn", () => {
  it("starts after the viewer's own last Work-phase entry, or at the last post when that is earlier", () => {
    const s = summarize(midGame(4));
    const viewer = viewerOf(s, lastMove(s).actor);
    let own = s.log.length;
    while (own > 0 && !(s.log[own - 1]?.seat === viewer && s.log[own - 1]?.phase === "work")) own--;
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(s.log.length);
    expect(sinceStart(s, viewer)).toBe(own);
    // A later `since` (posted after the viewer's turn): still from the viewer's turn on.
    expect(sinceStart(s, viewer, { since: s.log.length - 1 })).toBe(own);
    // An earlier one (a backlog of posts): everything from the last post on.
    expect(sinceStart(s, viewer, { since: own - 5 })).toBe(own - 5);
    // The one who just moved reads their own move too (the game is over, or they move again).
    const { actor, since } = lastMove(s);
    expect(sinceStart(s, actor, { since })).toBe(since);
    expect(sinceLastTurn(s, actor, { since }).some((l) => l.seat === actor)).toBe(true);
    // Every entry from the start is told, each in exactly one line.
    const lines = sinceLastTurn(s, viewer, { since: own - 5 });
    expect(lines.reduce((n, l) => n + l.entries, 0)).toBe(s.log.length - (own - 5));
  });

  it("one line per other player who acted, in the order they acted", async () => {
    for (const players of [3, 4, 5] as const) {
      const state = midGame(players);
      const s = summarize(state);
      const { actor, since } = lastMove(state);
      const viewer = viewerOf(s, actor);
      const lines = sinceLastTurn(s, viewer, { since, actor });
      const others = [...Array(players).keys()].map((i) => (viewer + 1 + i) % players).filter((x) => x !== viewer);
      expect(lines.map((l) => l.seat)).toEqual(others);
      for (const l of lines) expect(l.text.startsWith(`Player ${(l.seat ?? 0) + 1}: `)).toBe(true);
      const { texts } = await traced(() => renderTurnCard(s, viewer, { names: NAMES, since, actor }));
      for (const l of lines) expect(all(texts)).toContain(named(l.text, { names: NAMES }));
    }
  });

  it("a turn's entries make one short line: no \"Player N\" inside, no double space names, the action named once", () => {
    const s = summarize(midGame(5));
    const lines = sinceLastTurn(s, 0, { since: 0 });
    const texts = lines.map((l) => l.text);
    expect(texts.some((t) => /^Player \d: deforests [A-C][1-4]-[A-C][1-4] and takes/.test(t))).toBe(true);
    expect(texts.some((t) => /^Player \d: builds .+ on [A-C][1-4] for /.test(t))).toBe(true);
    expect(texts.some((t) => /^Player \d: Imitation of [^—]+ — /.test(t))).toBe(true);
    for (const t of texts) {
      expect(t).not.toMatch(/double space [A-C]|space [A-C][1-4]|Forest\(s\)|\.$/);
      const said = t.replace(/^Player \d: /, "");
      expect(said).not.toMatch(/^places a Worker on .+; /);
      expect(said).not.toMatch(/(^|; )Player \d/);
    }
  });

  it("the Fishing phase is one line, each player's catch in it once", () => {
    const state = roundChange(5);
    const s = summarize(state);
    const { actor, since } = lastMove(state);
    const lines = sinceLastTurn(s, (actor + 1) % 5, { since, actor });
    const fishing = lines.filter((l) => l.text.startsWith("Fishing: "));
    expect(fishing).toHaveLength(1);
    const catches = s.log.filter((e) => e.phase === "fishing" && e.round === s.round && / catches \d+ fish\.$/.test(e.text));
    expect(catches).toHaveLength(5);
    const line = fishing[0]?.text ?? "";
    for (const e of catches) {
      const [, who, n] = /^(Player \d) catches (\d+) fish/.exec(e.text) ?? [];
      expect(line.split(`${who} caught ${n}`)).toHaveLength(2);
    }
    // The round change is one short line too.
    expect(lines.filter((l) => l.text.startsWith("Round 4: "))).toHaveLength(1);
    expect(lines.some((l) => /catches|begins/.test(l.text))).toBe(false);
  });

  it("the actor's move survives a round change with many payouts: the oldest other lines go first, and the card says how many", async () => {
    const state = roundChange(5);
    const s: GameSummary = structuredClone(summarize(state));
    const { actor, since } = lastMove(s);
    const viewer = (actor + 1) % 5;
    // Many payouts at Returning Home (before the new round begins) and in the Fishing phase, after the actor's move.
    const at = s.log.findIndex((e) => e.text.startsWith("Round 4 begins"));
    const payouts: LogEntry[] = [];
    for (let p = 0; p < 5; p++) payouts.push({ round: 3, seat: p, phase: "returning", text: `Player ${p + 1} takes 1 gold, 2 fish (Storehouse of a very long name indeed).` });
    const fishing: LogEntry[] = [];
    for (let p = 0; p < 5; p++) fishing.push({ round: 4, seat: p, phase: "fishing", text: `Player ${p + 1}'s Builder had 3 fish: 1 goes to their supply, 2 to the general supply.` });
    s.log.splice(at, 0, ...payouts);
    const catchAt = s.log.findIndex((e) => e.phase === "fishing" && e.round === 4);
    s.log.splice(catchAt + 5, 0, ...fishing);
    const lines = sinceLastTurn(s, viewer, { since, actor });
    const actorText = lines.find((l) => l.seat === actor)?.text ?? "";
    expect(actorText).not.toBe("");
    expect(lines[lines.length - 1]?.text.startsWith("Fishing: ")).toBe(true);
    const { texts } = await traced(() => renderTurnCard(s, viewer, { names: NAMES, since, actor }));
    const words = all(texts);
    expect(words).toContain(named(actorText, { names: NAMES }));
    expect(words).toContain(named(lines[lines.length - 1]?.text ?? "", { names: NAMES }));
    expect(words).not.toContain(named(lines[0]?.text ?? "", { names: NAMES }));
    const note = texts.find((t) => /^\+\d+ earlier lines? in \/log$/.test(t.s));
    expect(note).toBeDefined();
    expect(texts.filter((t) => t.px < CARD_MIN_TEXT || t.squeezed)).toEqual([]);
    // The same rule on its own: the protected line stays, the oldest others go first.
    const fit = fitSince(lines, actor, () => 1, 3, 1);
    expect(fit.shown.map((l) => l.text)).toEqual([actorText, ...lines.slice(-1).map((l) => l.text)]);
    expect(fit.dropped).toBe(lines.filter((l) => l.text !== actorText && l !== lines[lines.length - 1]).reduce((n, l) => n + l.entries, 0));
  });

  it("an older game's log without phases: its entries are lines as they are, from the viewer's last own entry", () => {
    const s: GameSummary = structuredClone(summarize(midGame(4)));
    for (const e of s.log) delete e.phase;
    const viewer = viewerOf(s, lastMove(summarize(midGame(4))).actor);
    let own = s.log.length;
    while (own > 0 && s.log[own - 1]?.seat !== viewer) own--;
    expect(sinceStart(s, viewer)).toBe(own);
    const lines = sinceLastTurn(s, viewer);
    expect(lines.map((l) => `${l.text}.`)).toEqual(s.log.slice(own).map((e) => e.text));
    expect(lines.map((l) => l.seat)).toEqual(s.log.slice(own).map((e) => e.seat));
    // A catch or a round change is not a turn of the viewer's.
    const t: GameSummary = structuredClone(s);
    t.log.push({ round: 5, seat: viewer, text: `Player ${viewer + 1} catches 4 fish.` });
    expect(sinceStart(t, viewer)).toBe(own);
    expect(sinceStart(t, viewer, { since: 2 })).toBe(2);
  });

  it("many lines since the last post: the card keeps the newest and says how many log lines are left for /log", async () => {
    const state = midGame(5);
    const s = summarize(state);
    const { actor } = lastMove(state);
    const viewer = viewerOf(s, actor);
    const { texts } = await traced(() => renderTurnCard(s, viewer, { names: NAMES, since: 0, actor }));
    const note = texts.find((t) => /^\+\d+ earlier lines? in \/log$/.test(t.s));
    expect(note).toBeDefined();
    const lines = sinceLastTurn(s, viewer, { since: 0, actor });
    expect(all(texts)).toContain(named(lines[lines.length - 1]?.text ?? "", { names: NAMES }));
    const left = Number(note?.s.match(/\d+/)?.[0]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(s.log.length);
  });
});

describe("the card's alt text", () => {
  it("the viewer's figures in the agreed form, then whose turn, then the lines since their last turn, with names", () => {
    for (const players of [2, 3, 4, 5] as const) {
      for (const state of [midGame(players), roundChange(players)]) {
        const s = summarize(state);
        const { actor, since } = lastMove(state);
        for (const viewer of [viewerOf(s, actor), (actor + 1) % players]) {
          const p = s.players[viewer];
          if (!p) throw new Error("fixture: seat");
          const alt = describeTurnCard(s, viewer, { names: NAMES, since, actor });
          expect(alt.length).toBeLessThanOrEqual(1024);
          const figures = `${NAMES[viewer]}: ${p.supply.wood} of 12 wood, ${p.supply.fish} fish, ${p.supply.gold} gold`;
          expect(alt.startsWith(figures)).toBe(true);
          expect(alt).toContain(`, haul ${p.haulSize}, ${p.workersLeft} Worker${p.workersLeft === 1 ? "" : "s"} left`);
          expect(alt).not.toMatch(/\bPlayer [1-5]\b/);
          const turn = alt.indexOf(viewer === s.activeSeat ? `Your turn, ${NAMES[viewer]}.` : `${NAMES[viewer]} — waiting for`);
          const sinceAt = alt.indexOf("Since your last turn: ");
          expect(turn).toBeGreaterThan(figures.length);
          expect(sinceAt).toBeGreaterThan(turn);
          const actorLine = sinceLastTurn(s, viewer, { since, actor }).filter((l) => l.seat === actor).pop();
          if (actorLine) expect(alt).toContain(named(actorLine.text, { names: NAMES }));
        }
      }
    }
  });

  it("at the end of the game: the figures, that the game is over, and the last moves", () => {
    const state = endGame(3);
    const s = summarize(state);
    const { actor, since } = lastMove(state);
    const p = s.players[actor];
    if (!p) throw new Error("fixture: seat");
    const alt = describeTurnCard(s, actor, { names: NAMES, since, actor });
    expect(alt.startsWith(`${NAMES[actor]}: ${p.supply.wood} of 12 wood, ${p.supply.fish} fish, ${p.supply.gold} gold, Reserve `)).toBe(true);
    expect(alt).toContain(`${p.score} VP. The game is over. Since your last turn: `);
    expect(alt).toContain("The game ends after round 7.");
    expect(alt).not.toContain("can build");
  });

  it("stays within 1024 characters, cut between whole words, however much happened", () => {
    const state = midGame(5);
    const s = summarize(state);
    const long = ["Ann", "Bartholomew Longname of the Long Name", "Chidi", "Dagny", "Eun-ji"];
    for (let viewer = 0; viewer < 5; viewer++) {
      const alt = describeTurnCard(s, viewer, { names: long, since: 0, actor: lastMove(state).actor });
      expect(alt.length).toBeLessThanOrEqual(1024);
      expect(alt).toMatch(/\(\d+ more log lines in \/log\)/);
      const words = new Set(`${sinceLastTurn(s, viewer, { since: 0 }).map((l) => named(l.text, { names: long })).join(" ")} ${describeTurnCard(s, viewer, { names: long }).replace(/…$/, "")}`.split(/\s+/));
      const last = alt.replace(/…$/, "").split(/\s+/).pop() ?? "";
      expect(alt.endsWith("…") ? words.has(last) || /[.,;)]$/.test(last) : true).toBe(true);
    }
  });
});

describe("the read model's affordable Buildings", () => {
  it("are the engine's buildable cards with their prices, and another player's hand stays hidden", () => {
    const state = endGame(4, 9);
    const mid = playUntil(4, 9, (x) => x.round >= 5 && x.players.some((p) => p.hand.length > 0));
    for (const st of [midGame(4), mid]) {
      const s = summarize(st);
      for (const p of s.players) {
        const hand = st.players[p.seat]?.hand ?? [];
        const expected = buildableCards(st, p.seat).filter((b) => !hand.includes(b.id));
        expect(p.affordable.map((a) => [a.card.id, a.price])).toEqual(expected.map((b) => [b.id, b.price]));
      }
      const own = summarize(st, 0).players[0];
      expect(own?.affordable.map((a) => a.card.id)).toEqual(buildableCards(st, 0).map((b) => b.id));
    }
    expect(summarize(state).players.every((p) => p.affordable.length === 0)).toBe(true);
  });
});

describe("harbor spaces have one name everywhere", () => {
  it("the images name spaces and double spaces exactly as the engine does", () => {
    for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) expect(spaceName(r, c)).toBe(cellName(r, c));
    DOUBLE_SPACES.forEach((cells, d) => expect(doubleName(cells)).toBe(doubleLabel(d)));
  });

  it("the harbor, turn, card and turn picture images label rows A-C and columns 1-4, and Forests by their double space", async () => {
    const state = fullHarbor();
    const s = summarize(state);
    const p = s.players[0];
    if (!p) throw new Error("fixture: no seat 0");
    const doubles = p.forestsByDouble.filter((d) => d.count > 0).map((d) => doubleName(d.cells));
    const renders = [
      () => renderHarbor(s, 0), () => renderHarbor(s, 0, { layout: "detail" }), () => renderHarbor(s, 0, { layout: "wide" }),
      () => renderTurn(s, 0), () => renderTurnCard(s, 0, { actor: 1 }), () => renderTurnPicture(s, 0),
    ];
    for (const render of renders) {
      const { texts } = await traced(render);
      const all = texts.map((t) => t.s);
      for (const label of ["A", "B", "C", "1", "2", "3", "4"]) expect(all).toContain(label);
      for (const d of doubles) expect(all.join(" ")).toContain(d);
    }
  });
});

describe("names and whole words in every image", () => {
  it("the detail and wide board, harbor, turn and score images write names, never \"Player N\", and no text is cut", async () => {
    const state = midGame(5);
    const s = summarize(state);
    const o = { names: NAMES, layout: "detail" } as const;
    const end = endGame(5);
    const wide = { ...o, layout: "wide" } as const;
    const renders = [
      () => renderBoard(s, o), () => renderHarbor(s, 1, o), () => renderTurn(s, lastActor(state), o),
      () => renderScores(finalScores(end) ?? [], summarize(end), o),
      () => renderBoard(s, wide), () => renderHarbor(s, 1, wide), () => renderScores(finalScores(end) ?? [], summarize(end), wide),
    ];
    for (const render of renders) {
      const { texts } = await traced(render);
      const all = texts.map((t) => t.s).join("\n");
      expect(all).not.toMatch(/\bPlayer [1-5]\b/);
      expect(all).not.toContain("…");
    }
    for (const layout of ["detail", "wide"] as const) {
      const board = (await traced(() => renderBoard(s, { ...o, layout }))).texts.map((t) => t.s);
      // The action hints that used to be cut ("1 gold per Sh..."): whole, on one line or two.
      expect(board.join(" ")).toContain("1 gold per Share");
      expect(board.join(" ")).toContain("1 wood per Forest");
    }
  });
});

describe("bytes", () => {
  it("a mid-game turn card is under 100 KB", async () => {
    const state = midGame(5);
    const s = summarize(state);
    const png = await renderTurnCard(s, viewerOf(s, lastActor(state)), { names: NAMES, actor: lastActor(state) });
    expect(png.length).toBeLessThan(100_000);
  });
});

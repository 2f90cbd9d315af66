// The compact images (board, harbor, table, scores, turn picture) and their alt text in German,
// Japanese and the pseudo-locale en-XA (English made about 40% longer): every text as readable
// as in English (at least COMPACT_MIN_TEXT, never drawn narrower), no word of the image's own cut
// (only a player's name may be shortened with "…"), and no English word of the images left in a
// German or Japanese one.
import { afterEach, describe, expect, it } from "vitest";
import { currentScores as currentScoresOf, finalScores, summarize } from "../../src/engine/index.ts";
import type { GameState, GameSummary, PlayerCount } from "../../src/engine/index.ts";
import { COMPACT_MIN_TEXT, PHONE_MIN_TEXT, describeRatingChart, renderBoard, renderHarbor, renderRatingChart, renderScores, renderTable, renderTurnPicture } from "../../renderers/index.ts";
import { describeBoard, describeHarbor, describeScores, describeTable, MAX_DESCRIPTION } from "../../renderers/describe.ts";
import { describeTurnPicture, renderTurn } from "../../renderers/index.ts";
import { type DrawnText, traceText } from "../../renderers/draw.ts";
import { PSEUDO, type Locale } from "../../src/i18n/index.ts";
import { traced } from "./trace.ts";
import { endGame, midGame, setup } from "./states.ts";

afterEach(() => traceText(null));

const NAMES = ["Ann", "Bartholomew Longname", "Chidi", "Dagny", "Eun-ji"];
const LOCALES: readonly Locale[] = ["de", "ja", PSEUDO];

/**
 * The images' own English words (and the alt text's), which a German or Japanese image must not
 * show. Building and Elder names stay English, so only words none of them contain are listed.
 */
const ENGLISH = [
  /\bRound \d/, /\bphase\b/i, /\bReserve\b/, /\bWorkers?\b/, /\bHaul\b/, /\bVP\b/, /\bso far\b/, /\bto play\b/, /\bto choose\b/,
  /\bElders on offer\b/, /\bFinal scores\b/, /\bEvery player\b/, /\bNobody\b/, /\bYour turn\b/, /\bYour choice\b/, /\bwaiting for\b/,
  /\bImitation\b/, /\bNew Shares?\b/, /\bfree\b/, /\bface down\b/, /\bnone left\b/, /\bPlayer \d\b/, /\bharbor\b/, /\bGame over\b/,
  /\bBuy All Shares\b/, /\bDeforest\b/, /\bno Ships\b/, /\bsloops?\b/, /\bTotal\b/, /\bBanquet\b/, /\bNow:/,
];

/** The compact images of a state, in `language`: the board, every harbor, the table, the scores (at the end), every seat's turn picture. */
function images(state: GameState, s: GameSummary, language: Locale): [string, () => Promise<Buffer>][] {
  const o = { names: NAMES.slice(0, s.players.length), language };
  const sheets = state.phase === "over" ? (finalScores(state) ?? []) : [];
  return [
    ["board", () => renderBoard(s, o)],
    ...s.players.map((p): [string, () => Promise<Buffer>] => [`harbor ${p.seat + 1}`, () => renderHarbor(s, p.seat, o)]),
    ["table", () => renderTable(s, o)],
    ...(sheets.length ? [["scores", () => renderScores(sheets, s, o)] as [string, () => Promise<Buffer>]] : []),
    ...s.players.map((p): [string, () => Promise<Buffer>] => [`turn picture ${p.seat + 1}`, () => renderTurnPicture(s, p.seat, o)]),
  ];
}

/** Whether a text with "…" was cut only inside a name: a player's ("Bartholomew Lon… ist am Zug") or a Building's, as in English. */
function cutInAName(t: DrawnText, names: readonly string[]): boolean {
  return [...t.s.matchAll(/…/g)].every((m) => {
    // The word cut is the start of a word of a name ("Lon" of "Longname", "Ca" of "Castle").
    const cut = (t.s.slice(0, m.index).split(" ").pop() ?? "").replace(/^[[(]+/, "");
    return cut.length > 0 && names.some((n) => n.split(" ").some((w) => w.startsWith(cut)));
  });
}

describe("the compact images in German, Japanese and the pseudo-locale are as readable as in English", () => {
  for (const language of LOCALES) {
    for (const n of [2, 4, 5] as PlayerCount[]) {
      for (const [when, make] of [["mid-game", () => midGame(n)], ["end of game", () => endGame(n)], ["setup", () => setup(n)]] as const) {
        it(`${language}, ${n} players, ${when}: every text at least ${COMPACT_MIN_TEXT} px, none drawn narrower, only names shortened`, async () => {
          const state = make();
          const s = summarize(state);
          for (const [what, render] of images(state, s, language)) {
            const { texts } = await traced(render);
            const named = [...NAMES, ...s.players.flatMap((p) => p.buildings.map((b) => b.name))];
            expect(texts.length, what).toBeGreaterThan(0);
            for (const t of texts) {
              expect(t.px, `${what}: "${t.s}"`).toBeGreaterThanOrEqual(COMPACT_MIN_TEXT);
              expect(t.squeezed, `${what}: "${t.s}" drawn narrower`).toBe(false);
              if (t.s.includes("…")) expect(cutInAName(t, named), `${what}: "${t.s}" cut`).toBe(true);
            }
            if (language !== PSEUDO) {
              for (const t of texts) for (const word of ENGLISH) expect(t.s, `${what} (${language}) draws English`).not.toMatch(word);
            }
          }
        });
      }
    }
  }

  it("a German image says the game's words in German and a Japanese one in Japanese (with the Japanese font's characters)", async () => {
    const s = summarize(midGame(4));
    const words = async (language: Locale): Promise<string> => (await traced(() => renderBoard(s, { names: NAMES, language }))).texts.map((t) => t.s).join(" ");
    const de = await words("de");
    expect(de).toContain("Runde 4 von 7");
    expect(de).toContain("Älteste im Angebot");
    expect(de).toContain("Abholzen");
    const ja = await words("ja");
    expect(ja).toContain("ラウンド4/7");
    expect(ja).toContain("獲得できる長老");
    expect(ja).toContain("伐採");
  });

  it("English stays the default: no language draws exactly what English draws", async () => {
    const s = summarize(midGame(4));
    const en = (await traced(() => renderTurnPicture(s, 0, { names: NAMES }))).texts.map((t) => t.s);
    const same = (await traced(() => renderTurnPicture(s, 0, { names: NAMES, language: "en" }))).texts.map((t) => t.s);
    expect(same).toEqual(en);
    expect(en.join(" ")).toContain("Round 4 of 7");
  });
});

describe("the detail and wide boards in German, Japanese and the pseudo-locale are as readable as in English", () => {
  for (const language of LOCALES) {
    for (const n of [2, 4, 5] as PlayerCount[]) {
      for (const [when, make] of [["mid-game", () => midGame(n)], ["end of game", () => endGame(n)], ["setup", () => setup(n)]] as const) {
        it(`${language}, ${n} players, ${when}: the detail board's texts at least ${PHONE_MIN_TEXT} px and none drawn narrower; in both only names shortened, no English word of the picture's own`, async () => {
          const s = summarize(make());
          const named = [...NAMES, ...[...s.displays.A, ...s.displays.B, ...s.displays.C].flatMap((c) => (c ? [c.name] : [])), ...s.elderStacks.flatMap((st) => (st.top ? [st.top.name] : []))];
          for (const layout of ["detail", "wide"] as const) {
            const { texts } = await traced(() => renderBoard(s, { names: NAMES.slice(0, n), layout, language }));
            expect(texts.length).toBeGreaterThan(20);
            for (const t of texts) {
              // The wide board squeezes a long name into its box in English too; the detail board never squeezes.
              if (layout === "detail") {
                expect(t.px, `"${t.s}"`).toBeGreaterThanOrEqual(PHONE_MIN_TEXT);
                expect(t.squeezed, `"${t.s}" drawn narrower`).toBe(false);
              }
              if (t.s.includes("…")) expect(cutInAName(t, named), `${layout}: "${t.s}" cut`).toBe(true);
            }
            if (language !== PSEUDO) {
              for (const t of texts) for (const word of [...ENGLISH, /\bin (pile|hands|stack)\b/, /\bFULL\b/, /\bcopies\b/, /\bShip supply\b/, /\bwood\b/, /\bgold\b/, /\bTo play\b/]) expect(t.s, `${layout}: ${language} draws English`).not.toMatch(word);
            }
          }
        });
      }
    }
  }

  it("a German detail board says its panels in German, a Japanese one in Japanese", async () => {
    const s = summarize(midGame(4));
    const words = async (language: Locale): Promise<string> => (await traced(() => renderBoard(s, { names: NAMES.slice(0, 4), layout: "detail", language }))).texts.map((t) => t.s).join(" ");
    const de = await words("de");
    for (const part of ["Nusfjord-Spielplan", "Runde 4 von 7", "Aktionsfelder", "Festtafel", "Schiffsvorrat", "Gebäudearten", "1 Holz je Wald"]) expect(de).toContain(part);
    const ja = await words("ja");
    for (const part of ["ラウンド4/7", "アクションスペース", "晩餐会ボード", "船のサプライ", "建物の種類"]) expect(ja).toContain(part);
  });
});

/** The detail and wide pictures' own English words, beyond the compact ones' (ENGLISH). */
const ENGLISH_MORE = [
  /\bWorkers left\b/, /\bFishing track\b/, /\bElder Council\b/, /\bHeld from others\b/, /\bcatboat\b/, /\bHaul size\b/, /\bSupply\b/,
  /\bempty seats?\b/, /\beach\)/, /\bWinner\b/, /\bLeading\b/, /\bShared victory\b/, /\bBeside the harbor\b/, /\bin hand\b/,
  /\bown issued\b/, /\bunissued\b/, /\bFirst Player\b/, /\b(Blue|Green|Pink|Yellow)\b/, /\bfish\b/, /\bwood\b/, /\bgold\b/, /\bmore\b/,
  /\bnone\b/, /\bhidden\b/, /\bShares\b/, /\bShips\b/, /\bBuildings?\b/, /\bForests?\b/, /\bof 3\b/, /\bEvery player\b/, /\bScore so far\b/,
  /\bcutters?\b/, /\bschooners?\b/, /(^|\s)here\b/,
];

describe("the detail and wide harbors, every-player table and scores in German, Japanese and the pseudo-locale are as readable as in English", () => {
  /** The pictures of a state in a layout, in `language`: every harbor, the table (its detail picture; wide draws the compact one), the scores. */
  function pictures(state: GameState, s: GameSummary, layout: "detail" | "wide", language: Locale): [string, () => Promise<Buffer>][] {
    const o = { names: NAMES.slice(0, s.players.length), layout, language };
    const sheets = finalScores(state) ?? currentScoresOf(state);
    return [
      ...s.players.map((p): [string, () => Promise<Buffer>] => [`${layout} harbor ${p.seat + 1}`, () => renderHarbor(s, p.seat, o)]),
      ...(layout === "detail" ? [[`${layout} table`, () => renderTable(s, o)] as [string, () => Promise<Buffer>]] : []),
      [`${layout} scores`, () => renderScores(sheets, s, o)],
    ];
  }

  for (const language of LOCALES) {
    for (const n of [2, 4, 5] as PlayerCount[]) {
      for (const [when, make] of [["mid-game", () => midGame(n)], ["end of game", () => endGame(n)], ["setup", () => setup(n)]] as const) {
        it(`${language}, ${n} players, ${when}: the detail pictures' texts at least ${PHONE_MIN_TEXT} px and none drawn narrower; in both layouts only names shortened, no English word of the pictures' own`, async () => {
          const state = make();
          const s = summarize(state);
          const named = [...NAMES, ...s.players.flatMap((p) => [...p.buildings.map((b) => b.name), ...p.elders.map((e) => e.name)])];
          for (const layout of ["detail", "wide"] as const) {
            for (const [what, render] of pictures(state, s, layout, language)) {
              const { texts } = await traced(render);
              expect(texts.length, what).toBeGreaterThan(8);
              for (const t of texts) {
                // The wide pictures squeeze a long name into its box in English too; the detail pictures never squeeze.
                if (layout === "detail") {
                  expect(t.px, `${what}: "${t.s}"`).toBeGreaterThanOrEqual(PHONE_MIN_TEXT);
                  expect(t.squeezed, `${what}: "${t.s}" drawn narrower`).toBe(false);
                }
                if (t.s.includes("…")) expect(cutInAName(t, named), `${what}: "${t.s}" cut`).toBe(true);
              }
              if (language !== PSEUDO) {
                // Building and Elder names stay English (and a long one may take two lines): their words are taken out first.
                const nameWords = new Set(named.flatMap((nm) => nm.split(" ")));
                const own = (x: string): string => named.reduce((r, nm) => r.split(nm).join(" "), x).split(/[\s、（）(),]+/).filter((w) => !nameWords.has(w)).join(" ");
                for (const t of texts) for (const word of [...ENGLISH, ...ENGLISH_MORE]) expect(own(t.s), `${what}: ${language} draws English`).not.toMatch(word);
              }
            }
          }
        });
      }
    }
  }

  it("a German detail harbor and scores say their panels in German, Japanese ones in Japanese; their alt text too", async () => {
    const state = endGame(4);
    const s = summarize(state);
    const sheets = finalScores(state) ?? [];
    const words = async (language: Locale): Promise<string> => {
      const o = { names: NAMES.slice(0, 4), layout: "detail" as const, language };
      const drawn = [await traced(() => renderHarbor(s, 0, o)), await traced(() => renderScores(sheets, s, o)), await traced(() => renderTable(s, o))];
      return drawn.flatMap((d) => d.texts.map((t) => t.s)).join(" ");
    };
    const de = await words("de");
    for (const part of ["Hafen von Ann", "Vorrat", "Fangleiste", "Ältestenrat", "Anteile", "Nusfjord · Endstand", "Nusfjord · Alle Spieler", "Eigene Anteile (je +1)"]) expect(de).toContain(part);
    const ja = await words("ja");
    for (const part of ["Annの港", "漁獲トラック", "長老会議", "Nusfjord · 最終得点", "Nusfjord · 全プレイヤー"]) expect(ja).toContain(part);
    for (const language of ["de", "ja"] as const) {
      const o = { names: NAMES.slice(0, 4), layout: "detail" as const, language };
      for (const d of [describeHarbor(s, 0, o), describeTable(s, o), describeScores(s, { ...o, sheets })]) {
        expect(d.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
        for (const word of ENGLISH) expect(d, `${language}: "${d}"`).not.toMatch(word);
      }
    }
  });
});

describe("a ship's word on the detail harbor's Fishing track", () => {
  it("is written on the ship only when it fits there (\"Schaluppe\" does not fit a sloop's two spaces); the line under the track names every ship", async () => {
    const s = summarize(midGame(4));
    const seat = s.players.find((p) => p.ships.includes("sloop"))?.seat;
    if (seat === undefined) throw new Error("no seat with a sloop in this state");
    const sloops = s.players[seat]?.ships.filter((t) => t === "sloop").length ?? 0;
    const drawn = async (language: Locale): Promise<string[]> => (await traced(() => renderHarbor(s, seat, { names: NAMES.slice(0, 4), layout: "detail", language }))).texts.map((t) => t.s);
    const en = await drawn("en");
    expect(en.filter((t) => t === "sloop")).toHaveLength(sloops);
    const de = await drawn("de");
    expect(de.filter((t) => t === "Schaluppe")).toHaveLength(0);
    expect(de.some((t) => t.startsWith("Schiffe: ") && t.includes("Schaluppe"))).toBe(true);
  });
});

describe("the wide turn image in German and Japanese", () => {
  it("the wide turn image says this turn's moves and its panels in German and Japanese, only names shortened", async () => {
    for (const n of [2, 5] as PlayerCount[]) {
      const s = summarize(midGame(n));
      const named = [...NAMES, ...s.players.flatMap((p) => [...p.buildings.map((b) => b.name), ...p.elders.map((e) => e.name)]),
        ...[...s.displays.A, ...s.displays.B, ...s.displays.C].flatMap((c) => (c ? [c.name] : [])), ...s.elderStacks.flatMap((st) => (st.top ? [st.top.name] : []))];
      const nameWords = new Set(named.flatMap((nm) => nm.split(" ")));
      const own = (x: string): string => named.reduce((r, nm) => r.split(nm).join(" "), x).split(/[\s、（）(),「」“”„]+/).filter((w) => !nameWords.has(w)).join(" ");
      for (const [language, heading] of [["de", "Dieser Zug"], ["ja", "この手番"]] as const) {
        const { texts } = await traced(() => renderTurn(s, 0, { names: NAMES.slice(0, n), language }));
        expect(texts.map((t) => t.s)).toContain(heading);
        for (const t of texts) {
          if (t.s.includes("…")) expect(cutInAName(t, named), `"${t.s}" cut`).toBe(true);
          for (const word of [...ENGLISH, ...ENGLISH_MORE, /\bThis turn\b/, /\bNothing yet\b/]) expect(own(t.s), `${language} draws English`).not.toMatch(word);
        }
      }
    }
  });
});

describe("the compact images' alt text in German and Japanese", () => {
  for (const language of ["de", "ja"] as const) {
    for (const n of [2, 5] as PlayerCount[]) {
      it(`${language}, ${n} players: every description is within Discord's limit and has none of the images' English words`, () => {
        for (const state of [midGame(n), endGame(n)]) {
          const s = summarize(state);
          const o = { names: NAMES.slice(0, n), language };
          const sheets = state.phase === "over" ? (finalScores(state) ?? []) : undefined;
          const all = [
            describeBoard(s, o), describeTable(s, o), describeScores(s, { ...o, ...(sheets ? { sheets } : {}) }),
            ...s.players.map((p) => describeHarbor(s, p.seat, o)),
            ...s.players.map((p) => describeTurnPicture(s, p.seat, o)),
          ];
          for (const d of all) {
            expect(d.length).toBeGreaterThan(40);
            expect(d.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
            for (const word of ENGLISH) expect(d, `${language}: "${d}"`).not.toMatch(word);
          }
        }
      });
    }
  }
});

describe("/profile's rating chart in the reader's language", () => {
  const figures = [0, 3.1, 1.9, 4.4, 5.5];
  for (const [language, title, alt] of [["de", "Rating von Ann", "gewerteten Partien"], ["ja", "Annのレーティング", "レーティング対象"], [PSEUDO, "Ann", "Ann"]] as const) {
    it(`${language}: its words in the language, at least ${PHONE_MIN_TEXT} px, none drawn narrower; its alt text too`, async () => {
      const { texts } = await traced(() => renderRatingChart({ name: "Ann", figures, language }));
      for (const t of texts) {
        expect(t.px, t.s).toBeGreaterThanOrEqual(PHONE_MIN_TEXT);
        expect(t.squeezed, t.s).toBe(false);
      }
      expect(texts.map((t) => t.s).join(" ")).toContain(title);
      const said = describeRatingChart({ name: "Ann", figures, language });
      expect(said).toContain(alt);
      if (language !== PSEUDO) expect(said).not.toMatch(/rated game|at the start|highest/);
    });
  }
});

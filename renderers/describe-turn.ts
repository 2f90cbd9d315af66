// The turn card and the turn picture in words: their alt text (Discord's attachment
// description, at most 1024 characters), for players who cannot see the image. The same facts
// as the image, with names.
import type { GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { MAX_DESCRIPTION, altText } from "./alt-text.ts";
import { actionBoardWords } from "./describe.ts";
import { type RenderOptions, andList, doubleName, localeOf, named, playerName, spaceName, seatSummary, wordsOf } from "./draw.ts";
import { fitSince, sinceLastTurn, sinceTitle } from "./since.ts";
import { cardHeading, type TurnCardOptions } from "./turn-card.ts";

/** "Ann: 5 of 12 wood, 3 fish, 2 gold, Reserve 2 fish, haul 5, 2 Workers left, 8 VP so far." */
function figures(p: PlayerSummary, name: string, over: boolean, o: RenderOptions = {}): string {
  const t = wordsOf(o);
  const r = p.reserve;
  const reserve = andList((["wood", "fish", "gold"] as const).filter((g) => r[g] > 0).map((g) => t(`engine.word.${g}`, { count: r[g] })), o);
  const score = t("image.alt.vp", { vp: p.score });
  return t("image.alt.figures", {
    name, wood: p.supply.wood, fish: p.supply.fish, gold: p.supply.gold, reserve: reserve || t("image.alt.empty"), haul: p.haulSize,
    workers: t("image.alt.workersLeft", { count: p.workersLeft }), vp: over ? score : t("image.alt.soFar", { vp: score }),
  });
}

/** "Harbor: Sawmill on A2, 2 Forests on A3-A4, 6 free spaces." */
function harborWords(p: PlayerSummary, o: RenderOptions = {}): string {
  const t = wordsOf(o);
  const built = p.buildings.map((b) => (b.row === null || b.col === null ? t("image.alt.beside", { name: b.name }) : t("image.alt.on", { name: b.name, at: spaceName(b.row, b.col) })));
  const forests = p.forestsByDouble.filter((d) => d.count > 0).map((d) => t("image.alt.forestsOn", { forests: t("image.harbor.forests", { count: d.count }), at: doubleName(d.cells) }));
  const harbor = [...built, ...forests, t("image.alt.freeSpaces", { count: p.freeSpaces })];
  return t("image.alt.harborList", { list: harbor.join(t("engine.word.sep")) });
}

/** Elders, Ships, the harbor's Buildings, Forests and free spaces, and what the player can build. */
function details(s: GameSummary, p: PlayerSummary, name: string): string {
  const out: string[] = [];
  if (p.elders.length) out.push(`Elders: ${p.elders.map((e) => `${e.name} with ${e.fish} fish${e.gold ? ` and ${e.gold} gold` : ""}`).join(", ")}.`);
  if (p.ships.length) out.push(`Ships: ${p.ships.join(", ")}.`);
  out.push(harborWords(p));
  if (s.phase !== "over") {
    const can = p.affordable.map((a) => `${a.card.name} for ${a.priceText}`);
    const verb = s.activeSeat === p.seat ? "can build" : "can afford";
    out.push(can.length ? `${name} ${verb} ${can.slice(0, 6).join(", ")}${can.length > 6 ? ` and ${can.length - 6} more` : ""}.` : `${name} cannot afford a Building yet.`);
  }
  return out.join(" ");
}

/**
 * The turn card for `viewer` in words, at most 1024 characters: the viewer's figures first
 * ("Ann: 5 of 12 wood, 3 fish, 2 gold, Reserve …, haul 5, 2 Workers left, …"), then whose turn
 * it is, then the lines since the viewer's last turn (sinceLastTurn; the announced move always
 * kept, the oldest others left out first), then the viewer's Elders, Ships, harbor and what they
 * can build. Names from `o.names`.
 */
export function describeTurnCard(s: GameSummary, viewer: number, o: TurnCardOptions = {}): string {
  // In German or Japanese: what the turn picture's alt text says (the viewer's figures, whose turn, the Action board, their Ships and harbor), in the language.
  if (localeOf(o) !== "en") return describeTurnPicture(s, viewer, o);
  const p = seatSummary(s, viewer);
  const name = playerName(viewer, o);
  const head = cardHeading(s, viewer, o);
  const turn = s.phase === "over" ? `${head.sub}.` : `${head.title}. ${head.sub.replace(" · ", ", ")}.${head.ask ? ` ${head.ask}` : ""}`;
  const start = `${figures(p, name, s.phase === "over")} ${turn}`;
  const tail = details(s, p, name);
  const lines = sinceLastTurn(s, viewer, o).map((l) => ({ ...l, said: `${named(l.text, o).replace(/ · /g, "; ")}.` }));
  const title = `${sinceTitle(s, viewer)}: `;
  // The lines get what the start and at least the first part of the tail leave.
  const budget = MAX_DESCRIPTION - start.length - 1 - title.length - Math.min(tail.length + 1, 200);
  const { shown, dropped } = fitSince(lines, o.actor, (l) => l.said.length + 1, budget, 40);
  const since = shown.length
    ? ` ${title}${dropped ? `(${dropped} more log line${dropped === 1 ? "" : "s"} in /log) ` : ""}${shown.map((l) => l.said).join(" ")}`
    : " Nothing new since your last turn.";
  return altText(`${start}${since} ${tail}`);
}

/**
 * The turn picture (renderTurnPicture) for `viewer` in words, at most 1024 characters: the
 * viewer's figures first ("Ann: 5 of 12 wood, 3 fish, 2 gold, Reserve …, haul 5, 2 Workers
 * left, …"), then whose turn it is, then what lies on the Action board (the Workers on each
 * space, the plates' fish, the newly issued Shares), then the viewer's Ships and harbor. Names
 * from `o.names`.
 */
export function describeTurnPicture(s: GameSummary, viewer: number, o: RenderOptions = {}): string {
  const p = seatSummary(s, viewer);
  const t = wordsOf(o);
  const name = playerName(viewer, o);
  const head = cardHeading(s, viewer, o);
  const ja = localeOf(o) === "ja";
  const dot = ja ? "。" : ".";
  const comma = ja ? "、" : ", ";
  const turn = s.phase === "over" ? `${head.sub}${dot}` : `${head.title}${dot}${ja ? "" : " "}${head.sub.replace(" · ", comma)}${dot}${head.ask ? `${ja ? "" : " "}${head.ask}` : ""}`;
  const ships = p.ships.length ? t("image.alt.shipsOf", { name, list: p.ships.map((sh) => (localeOf(o) === "en" ? sh : t(`engine.ship.${sh}`))).join(t("engine.word.sep")) }) : t("image.alt.noShipsOf", { name });
  const gap = ja ? "" : " ";
  return altText([figures(p, name, s.phase === "over", o), turn, actionBoardWords(s, o), ships, harborWords(p, o)].join(gap));
}

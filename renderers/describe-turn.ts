// The turn picture in words: its alt text (Discord's attachment description, at most 1024
// characters), for players who cannot see the image. The same facts as the image, with names.
import type { GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { altText } from "./alt-text.ts";
import { actionBoardWords } from "./describe.ts";
import { type RenderOptions, andList, doubleName, localeOf, named, playerName, promptIn, spaceName, seatSummary, wordsOf } from "./draw.ts";
import { roundLine, waitingSeats } from "./phone.ts";

/**
 * What the alt text says of the turn, for the viewer: "Your turn, Ann" (their Work-phase turn),
 * "Your choice, Ann" (another decision, with its question), "Ann — waiting for Bob", or the
 * game's end; `sub` the round and phase.
 */
function turnHeading(s: GameSummary, viewer: number, o: RenderOptions): { title: string; sub: string; ask: string | null } {
  const name = playerName(viewer, o);
  const t = wordsOf(o);
  const sub = roundLine(s, o);
  if (s.phase === "over") return { title: name, sub: t("image.alt.over"), ask: null };
  if (s.activeSeat === viewer) return { title: t("image.turn.yourTurn", { name }), sub, ask: null };
  if (s.pendingSeats.includes(viewer)) {
    const asked = s.prompts.find((p) => p.seat === viewer);
    const ask = asked ? (localeOf(o) === "en" || !asked.say ? named(asked.prompt.replace(/^Player \d: /, ""), o) : promptIn(asked, o).replace(`${name}: `, "")) : null;
    return { title: t("image.turn.yourChoice", { name }), sub, ask: ask ? ask.charAt(0).toUpperCase() + ask.slice(1) : null };
  }
  const waiting = waitingSeats(s).map((x) => playerName(x, o));
  return { title: waiting.length ? t("image.turn.waiting", { name, others: andList(waiting, o) }) : name, sub, ask: null };
}

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
  const head = turnHeading(s, viewer, o);
  const ja = localeOf(o) === "ja";
  const dot = ja ? "。" : ".";
  const comma = ja ? "、" : ", ";
  const turn = s.phase === "over" ? `${head.sub}${dot}` : `${head.title}${dot}${ja ? "" : " "}${head.sub.replace(" · ", comma)}${dot}${head.ask ? `${ja ? "" : " "}${head.ask}` : ""}`;
  const ships = p.ships.length ? t("image.alt.shipsOf", { name, list: p.ships.map((sh) => (localeOf(o) === "en" ? sh : t(`engine.ship.${sh}`))).join(t("engine.word.sep")) }) : t("image.alt.noShipsOf", { name });
  const gap = ja ? "" : " ";
  return altText([figures(p, name, s.phase === "over", o), turn, actionBoardWords(s, o), ships, harborWords(p, o)].join(gap));
}

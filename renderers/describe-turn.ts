// The turn card and the turn picture in words: their alt text (Discord's attachment
// description, at most 1024 characters), for players who cannot see the image. The same facts
// as the image, with names.
import type { GameSummary, PlayerSummary } from "../src/engine/index.ts";
import { MAX_DESCRIPTION, altText } from "./alt-text.ts";
import { actionBoardWords } from "./describe.ts";
import { type RenderOptions, doubleName, named, playerName, spaceName, seatSummary } from "./draw.ts";
import { fitSince, sinceLastTurn, sinceTitle } from "./since.ts";
import { cardHeading, type TurnCardOptions } from "./turn-card.ts";

function goodsList(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** "Ann: 5 of 12 wood, 3 fish, 2 gold, Reserve 2 fish, haul 5, 2 Workers left, 8 VP so far." */
function figures(p: PlayerSummary, name: string, over: boolean): string {
  const r = p.reserve;
  const reserve = goodsList((["wood", "fish", "gold"] as const).filter((g) => r[g] > 0).map((g) => `${r[g]} ${g}`));
  const workers = `${p.workersLeft} Worker${p.workersLeft === 1 ? "" : "s"} left`;
  return `${name}: ${p.supply.wood} of 12 wood, ${p.supply.fish} fish, ${p.supply.gold} gold, Reserve ${reserve || "empty"}, haul ${p.haulSize}, ${workers}, ${p.score} VP${over ? "" : " so far"}.`;
}

/** "Harbor: Sawmill on A2, 2 Forests on A3-A4, 6 free spaces." */
function harborWords(p: PlayerSummary): string {
  const built = p.buildings.map((b) => (b.row === null || b.col === null ? `${b.name} beside the harbor` : `${b.name} on ${spaceName(b.row, b.col)}`));
  const forests = p.forestsByDouble.filter((d) => d.count > 0).map((d) => `${d.count} Forest${d.count === 1 ? "" : "s"} on ${doubleName(d.cells)}`);
  const harbor = [...built, ...forests, `${p.freeSpaces} free space${p.freeSpaces === 1 ? "" : "s"}`];
  return `Harbor: ${harbor.join(", ")}.`;
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
  const name = playerName(viewer, o);
  const head = cardHeading(s, viewer, o);
  const turn = s.phase === "over" ? `${head.sub}.` : `${head.title}. ${head.sub.replace(" · ", ", ")}.${head.ask ? ` ${head.ask}` : ""}`;
  const ships = p.ships.length ? `${name}'s Ships: ${p.ships.join(", ")}.` : `${name} has no Ships.`;
  return altText(`${figures(p, name, s.phase === "over")} ${turn} ${actionBoardWords(s, o)} ${ships} ${harborWords(p)}`);
}

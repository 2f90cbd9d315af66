// End of the game: "Total the Victory Point values of your Buildings and Ships. Add 1 VP per
// issued Share in your possession (regardless of color) and 1 VP per gold in your personal
// supply. Subtract 1 VP per free Building space ... and 1 VP per Unissued Share."
import { card } from "./cards.ts";
import { SHIPS } from "./rules-data.ts";
import { freeSpaceCount, player } from "./state.ts";
import { buildingVp } from "./triggers.ts";
import type { GameState, Msg, PlayerState, ScoreSheet } from "./types.ts";
import { english, msg } from "./words.ts";

type Counted = Pick<ScoreSheet, "ships" | "buildingsTotal" | "shares" | "gold" | "freeSpaces" | "unissuedShares">;

/** The counted lines before any Building's scoring rule: what every scored item is worth. */
function counted(p: PlayerState, buildingsTotal: number): Counted {
  return {
    ships: p.ships.reduce((sum, ship) => sum + SHIPS[ship].vp, 0),
    buildingsTotal,
    shares: p.shares.length,
    gold: p.supply.gold,
    freeSpaces: freeSpaceCount(p),
    unissuedShares: p.unissued,
  };
}

/** Their sum: Buildings and Ships, +1 per issued Share and per gold, -1 per free Building space and per Unissued Share. */
function countedTotal(c: Counted): number {
  return c.ships + c.buildingsTotal + c.shares + c.gold - c.freeSpaces - c.unissuedShares;
}

const GOLD_SCORES_NOTHING = msg("score.goldScoresNothing");
const SHARES_SCORE_NOTHING = msg("score.sharesScoreNothing");
const NEGATIVE_DOUBLED = msg("score.negativeDoubled");

export function scoreSheet(s: GameState, seat: number): ScoreSheet {
  const p = player(s, seat);
  const defs = p.buildings.map((b) => card(b.id));
  const buildings = defs.map((def) => ({ id: def.id, name: def.name, vp: buildingVp(s, seat, def.id) }));
  const lines = counted(p, buildings.reduce((sum, b) => sum + b.vp, 0));
  const { shares, gold, freeSpaces, unissuedShares } = lines;
  const adjustments: ScoreSheet["adjustments"] = [];
  const rule = (key: "goldScores" | "sharesScore" | "doubleNegatives" | "coveredFreeSpaces") => defs.find((def) => def.effect?.scoring?.[key] !== undefined);
  // Nursery first: "The covered negative VP will be ignored during scoring" (and not doubled by the Bank).
  const nursery = rule("coveredFreeSpaces");
  const covered = Math.min(freeSpaces, nursery ? card(nursery.id).effect?.scoring?.coveredFreeSpaces?.(s, seat) ?? 0 : 0);
  const line = (id: string, say: Msg, vp: number) => adjustments.push({ card: id, name: card(id).name, text: english(say), say, vp });
  if (nursery && covered) line(nursery.id, msg("score.covered", { count: covered }), covered);
  const hermitage = rule("goldScores");
  if (hermitage && gold) line(hermitage.id, GOLD_SCORES_NOTHING, -gold);
  const longhouse = rule("sharesScore");
  if (longhouse && shares) line(longhouse.id, SHARES_SCORE_NOTHING, -shares);
  const bank = rule("doubleNegatives");
  if (bank) {
    // "all of your negative VP are doubled ... free Building spaces and Unissued Shares ... as well as negative VP from Buildings"
    const negative = -(freeSpaces - covered) - unissuedShares + buildings.reduce((sum, b) => sum + Math.min(0, b.vp), 0);
    if (negative < 0) line(bank.id, NEGATIVE_DOUBLED, negative);
  }
  const total = countedTotal(lines) + adjustments.reduce((sum, a) => sum + a.vp, 0);
  return { seat, ships: lines.ships, buildings, buildingsTotal: lines.buildingsTotal, shares, gold, freeSpaces, unissuedShares, adjustments, total, winner: false };
}

/**
 * The total of the seat's scoreSheet without making the sheet (the AI weighs a score for every
 * position it tries). A Building that changes the scoring rules (`scoring` on its card) is
 * rare: then the whole sheet is made.
 */
export function scoreTotal(s: GameState, seat: number): number {
  const p = player(s, seat);
  let buildingsTotal = 0;
  for (const b of p.buildings) {
    if (card(b.id).effect?.scoring) return scoreSheet(s, seat).total;
    buildingsTotal += buildingVp(s, seat, b.id);
  }
  return countedTotal(counted(p, buildingsTotal));
}

/** Score sheets for every player; "The player with the most Victory Points wins. In case of a tie, enjoy your shared victory." */
export function scoreAll(s: GameState): ScoreSheet[] {
  const sheets = s.players.map((_, seat) => scoreSheet(s, seat));
  const best = Math.max(...sheets.map((x) => x.total));
  for (const x of sheets) x.winner = x.total === best;
  return sheets;
}

// Hints (`/hint`): the hard AI's three best choices for the decision in front of a seat, ranked
// as the hard AI ranks them (its search, ./hard.ts), each with what it is worth compared with the
// AI's pick and what the whole move gives the seat in game terms ("the Castle: +11 VP, 8 gold").
//
// It reads only what the seat may see: the search runs in worlds sampled from the seat's view,
// and the reasons are read in the search's first sampled world, so a hint is the same whatever
// the other hands hold or the piles' order is.
import { applyChoice, currentScores, haulSize, legalChoices, RuleError, summarize, type GameState, type ScoreSheet } from "../engine/index.ts";
import { hardRanking, hardValues, movesByEvaluation, pairedBehind, searchWorld, type HardOptions } from "./hard.ts";
import { fishingsLeft } from "./reads.ts";

/** Choices a hint names at most. */
export const HINT_CHOICES = 3;

export interface HintChoice {
  /** The choice to take now (legal in the position asked about). */
  readonly choiceId: string;
  /** Its label, as the seat's choices name it. */
  readonly label: string;
  /** The whole move the AI searched from it, as choice ids (the first is `choiceId`). */
  readonly path: readonly string[];
  /** The later steps of the whole move the AI searched from it (which Building, which space...), by their labels. */
  readonly then: readonly string[];
  /**
   * VP the AI expects this choice to be behind its pick (0 for the pick itself): over the worlds
   * both were played in, or, for a choice the budget left unplayed, by the evaluation right after.
   */
  readonly behind: number;
  /** What the whole move gives the seat, in game terms. */
  readonly reason: string;
}

export interface Hint {
  /** The best choices, the AI's pick first; one when only one choice is legal. */
  readonly choices: readonly HintChoice[];
  /** Positions the search looked at (for the benchmark and the "how hard it thought" line). */
  readonly playouts: number;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function signed(n: number, what: string): string {
  return `${n > 0 ? "+" : n < 0 ? "−" : ""}${Math.abs(n)} ${what}`;
}

/** "at each of the 3 Fishing phases left", "at the last Fishing phase". */
function atFishings(n: number): string {
  return n === 1 ? "at the last Fishing phase" : `at each of the ${n} Fishing phases left`;
}

/** The label the seat's choice has in `s` (the engine's own words), or null when it is not legal there. */
function labelIn(s: GameState, seat: number, id: string): string | null {
  return legalChoices(s, seat).find((c) => c.id === id)?.label ?? null;
}

/** What a whole move changed for the seat, in game terms: VP by their source, goods, haul, Elders, Forests, Shares. */
export function moveReason(before: GameState, after: GameState, seat: number): string {
  const b = before.players[seat];
  const a = after.players[seat];
  const sb: ScoreSheet | undefined = currentScores(before)[seat];
  const sa: ScoreSheet | undefined = currentScores(after)[seat];
  if (!a || !b || !sa || !sb) return "";
  const parts: string[] = [];
  // New Buildings with their VP (a conditional one at what it scores now).
  const had = new Set(sb.buildings.map((x) => x.id));
  for (const x of sa.buildings) if (!had.has(x.id)) parts.push(`the ${x.name}: ${signed(x.vp, "VP")}`);
  // New Ships, with the haul they add for the Fishing phases left.
  const newShips = a.ships.length - b.ships.length;
  const haul = haulSize(after, seat) - haulSize(before, seat);
  const fishings = fishingsLeft(after);
  if (newShips > 0) {
    const kinds = a.ships.slice(b.ships.length).map((t) => `a ${t}`).join(" and ");
    const haulText = haul > 0 && fishings > 0 ? `, haul ${signed(haul, "fish")} ${atFishings(fishings)}` : "";
    parts.push(`${kinds}: ${signed(sa.ships - sb.ships, "VP")}${haulText}`);
  } else if (haul !== 0 && fishings > 0) {
    parts.push(`haul ${signed(haul, "fish")} ${atFishings(fishings)}`);
  }
  // Elders seated.
  const elders = summarize(after, seat).players[seat]?.elders ?? [];
  const oldElders = new Set(b.elders.map((e) => e.id));
  for (const e of elders) if (!oldElders.has(e.id)) parts.push(`the ${e.name} joins your Council`);
  // Shares.
  const shares = sa.shares - sb.shares;
  if (shares > 0) parts.push(`${plural(shares, "Share")}: ${signed(shares, "VP")} and a fish of their owners' later catches`);
  if (b.unissued > a.unissued) parts.push(`${plural(b.unissued - a.unissued, "Share")} issued: ${signed(b.unissued - a.unissued, "VP")}, but others may buy ${b.unissued - a.unissued === 1 ? "it" : "them"}`);
  // Free Building spaces covered or freed (each free space is −1 VP at the end).
  const spaces = sb.freeSpaces - sa.freeSpaces;
  if (spaces > 0) parts.push(`${plural(spaces, "free space")} covered (${signed(spaces, "VP")} at the end)`);
  // Goods, supply and Reserve together.
  const goods = (["wood", "fish", "gold"] as const)
    .map((g) => ({ g, d: a.supply[g] + a.reserve[g] - b.supply[g] - b.reserve[g] }))
    .filter((x) => x.d !== 0)
    .map((x) => signed(x.d, x.g));
  if (goods.length) parts.push(goods.join(", "));
  // Goods moved from the Reserve into the supply (Transfer Reserve): the same goods, now usable.
  const moved = (["wood", "fish", "gold"] as const)
    .map((g) => ({ g, d: b.reserve[g] - a.reserve[g] }))
    .filter((x) => x.d > 0 && a.supply[x.g] > b.supply[x.g])
    .map((x) => `${x.d} ${x.g}`);
  if (moved.length) parts.push(`${moved.join(", ")} from your Reserve into your supply, ready to spend`);
  const forests = a.forests.reduce((x, y) => x + y, 0) - b.forests.reduce((x, y) => x + y, 0);
  if (forests !== 0) parts.push(signed(forests, forests === 1 || forests === -1 ? "Forest" : "Forests"));
  if (parts.length === 0) {
    if (a.workersLeft < b.workersLeft) return "you keep your goods as they are and this Worker stays unused";
    return "nothing changes for you now";
  }
  return parts.join("; ");
}

/**
 * The hint for the seat's decision: the hard AI's search at `options.budgetMs`, its ranking, the
 * best HINT_CHOICES first choices with the whole move each stands for.
 */
export function hint(state: GameState, seat: number, options: HardOptions = {}): Hint {
  const legal = legalChoices(state, seat);
  if (legal.length === 0) throw new Error(`Seat ${seat} has nothing to decide.`);
  const world = searchWorld(state, seat, 0);
  if (legal.length === 1 && legal[0]) {
    const only = legal[0];
    return { choices: [{ choiceId: only.id, path: [only.id], label: only.label, then: [], behind: 0, reason: reasonOf(world, seat, [only.id]) }], playouts: 0 };
  }
  const values = hardValues(state, seat, options);
  const ranked = hardRanking(values).filter((v) => legal.some((c) => c.id === v.id)).slice(0, HINT_CHOICES);
  const top = ranked[0];
  const choices = ranked.map((v): HintChoice => ({
    choiceId: v.id,
    path: v.path,
    label: legal.find((c) => c.id === v.id)?.label ?? v.id,
    then: laterLabels(world, seat, v.path),
    behind: top && v !== top ? Math.max(0, pairedBehind(top, v)) : 0,
    reason: reasonOf(world, seat, v.path),
  }));
  // A small budget plays out only the evaluation's best few: the other choices follow in the
  // evaluation's order, as the search would have taken them up.
  if (choices.length < HINT_CHOICES && top) {
    for (const m of movesByEvaluation(state, seat)) {
      if (choices.length >= HINT_CHOICES) break;
      if (choices.some((c) => c.choiceId === m.id) || !legal.some((c) => c.id === m.id)) continue;
      choices.push({ choiceId: m.id, path: m.path, label: legal.find((c) => c.id === m.id)?.label ?? m.id, then: laterLabels(world, seat, m.path), behind: Math.max(0, top.eval - m.eval), reason: reasonOf(world, seat, m.path) });
    }
  }
  return { choices, playouts: values.reduce((n, v) => n + v.playouts, 0) };
}

/** The labels of a move's later steps, read in the sampled world (the seat's own choices there). */
function laterLabels(world: GameState, seat: number, path: readonly string[]): string[] {
  const out: string[] = [];
  const steps = path.slice();
  while (steps.length > 1 && steps[steps.length - 1] === "decline") steps.pop();
  let s = world;
  try {
    steps.forEach((id, i) => {
      if (i > 0) out.push(shortLabel(labelIn(s, seat, id) ?? id));
      s = applyChoice(s, seat, id);
    });
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
  }
  return out;
}

/** A step's label without its parenthesis of details ("Stilt House (B228; 1 wood; 3 VP)" -> "Stilt House"). */
function shortLabel(label: string): string {
  const cut = label.replace(/\s*\(.*$/, "").replace(/:.*$/, "");
  return cut || label;
}

/** The reason for a whole move, read in the sampled world; empty when the world refuses it. */
function reasonOf(world: GameState, seat: number, path: readonly string[]): string {
  let s = world;
  try {
    for (const id of path) s = applyChoice(s, seat, id);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return "";
  }
  return moveReason(world, s, seat);
}

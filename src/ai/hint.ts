// Hints (`/hint`): the hard AI's three best choices for the decision in front of a seat, ranked
// as the hard AI ranks them (its search, ./hard.ts), each with what it is worth compared with the
// AI's pick and what the whole move gives the seat in game terms ("the Castle: +11 VP, 8 gold").
//
// It reads only what the seat may see: the search runs in worlds sampled from the seat's view,
// and the reasons are read in the search's first sampled world, so a hint is the same whatever
// the other hands hold or the piles' order is.
import { applyChoice, buildableBuildings, cardView, choiceOutcome, closedSpaces, currentScores, gameFacts, haulSize, legalChoices, RuleError, summarize, type GameState, type Msg, type ScoreSheet } from "../engine/index.ts";
import { hardRanking, hardValues, movesByEvaluation, pairedBehind, searchWorld, type HardOptions } from "./hard.ts";
import { fishingsLeft } from "./reads.ts";
import { listIn, say, type Key, type Locale, type Vars } from "../i18n/index.ts";

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
  /** The later steps as the engine's messages, for a reader in another language (null for a step without one). */
  readonly thenSay?: readonly (Msg | null)[];
  /**
   * VP the AI expects this choice to be behind its pick (0 for the pick itself): over the worlds
   * both were played in, or, for a choice the budget left unplayed, by the evaluation right after.
   */
  readonly behind: number;
  /** What the whole move gives the seat, in game terms. */
  readonly reason: string;
  /** The reason in German and Japanese (computed with it, in the same sampled world). */
  readonly reasons?: Readonly<Record<ReasonLanguage, string>>;
}

/** The languages a hint's reason is also given in beside English. */
type ReasonLanguage = "de" | "ja";

export interface Hint {
  /** The best choices, the AI's pick first; one when only one choice is legal. */
  readonly choices: readonly HintChoice[];
  /** Positions the search looked at (for the benchmark and the "how hard it thought" line). */
  readonly playouts: number;
}

function signed(n: number, what: string): string {
  return `${n > 0 ? "+" : n < 0 ? "−" : ""}${Math.abs(n)} ${what}`;
}

/** A reason's words in a language. */
function why(locale: Locale, key: string, vars: Vars = {}): string {
  return say(locale, `hint.why.${key}` as Key, vars);
}

/**
 * The action spaces whose taking is worth saying it denies the others: what another player builds
 * or buys there (goods spaces are taken by someone every round, and saying so would be noise).
 */
const CONTESTED: ReadonlySet<string> = new Set(["build-building", "build-ship", "buy-shares", "take-elder"]);

/**
 * The contested action space a move's Worker filled for the rest of the round (CONTESTED), when
 * another player still to place could have taken it, or null.
 */
function spaceFilled(before: GameState, after: GameState, seat: number, locale: Locale): string | null {
  if (after.placements.length <= before.placements.length) return null;
  const spot = after.placements[after.placements.length - 1];
  if (!spot || spot.seat !== seat || spot.spot.kind !== "space" || !CONTESTED.has(spot.spot.space)) return null;
  const space = spot.spot.space;
  const used = after.placements.filter((p) => p.spot.kind === "space" && p.spot.space === space).length;
  const closed = closedSpaces(after, seat).find((c) => c.space === space);
  // Full now, and someone else still has a Worker to place this round.
  const n = after.players.length;
  const turnsLeft = after.phase === "work" && after.turn < gameFacts(after.options.players).workers * n;
  const othersLeft = after.players.some((p, i) => i !== seat && p.workersLeft > 0 && !closedSpaces(before, i).some((c) => c.space === space));
  if (!(used > 0 && closed?.full && turnsLeft && othersLeft)) return null;
  return locale === "en" ? closed.label : say(locale, `engine.space.${space}` as Key);
}

/** The Buildings a move built that another player could have built from the display now. */
function takenFromOthers(before: GameState, built: readonly string[], seat: number): string[] {
  const shown = new Set([...before.displayA, ...before.displayB, ...before.displayC].filter((x): x is string => x !== null));
  return built.filter((id) => shown.has(id) && before.players.some((_, other) => other !== seat && buildableBuildings(before, other).includes(id)));
}

/**
 * What a whole move does for the seat, in at most two lines of game terms: what it gives now
 * (VP by their source, goods, Elders, Shares, Forests, spaces covered), then, from "Later:",
 * what it gains or costs later (the haul at the Fishing phases left, an issued Share's fish, an
 * Elder's fish, free spaces opened), what it takes from the others (a space filled for the round,
 * a Building they could have built) and what it prepares (a Building now within reach). `after`
 * is the move's own end (choiceOutcome): a move that ends the round counts no Returning Home and
 * no next catch.
 */
export function moveReason(before: GameState, after: GameState, seat: number, locale: Locale = "en"): string {
  const b = before.players[seat];
  const a = after.players[seat];
  const sb: ScoreSheet | undefined = currentScores(before)[seat];
  const sa: ScoreSheet | undefined = currentScores(after)[seat];
  if (!a || !b || !sa || !sb) return "";
  const now: string[] = [];
  const later: string[] = [];
  const fishings = fishingsLeft(after);
  const catches = fishings === 1 ? why(locale, "lastCatch") : why(locale, "catchesLeft", { count: fishings });
  const unit = (u: "vp" | "wood" | "fish" | "gold") => why(locale, `unit.${u}`);
  const vp = (n: number) => signed(n, unit("vp"));
  // New Buildings with their VP (a conditional one at what it scores now).
  const had = new Set(sb.buildings.map((x) => x.id));
  const built = sa.buildings.filter((x) => !had.has(x.id));
  for (const x of built) now.push(why(locale, "built", { name: x.name, vp: vp(x.vp) }));
  // New Ships, with the haul they add for the Fishing phases left.
  const newShips = a.ships.length - b.ships.length;
  const haul = haulSize(after, seat) - haulSize(before, seat);
  if (newShips > 0) {
    const ships = a.ships.slice(b.ships.length).map((t) => why(locale, "ship", { ship: locale === "en" ? t : say(locale, `engine.ship.${t}` as Key) }));
    now.push(why(locale, "ships", { ships: locale === "en" ? ships.join(" and ") : listIn(locale, ships), vp: vp(sa.ships - sb.ships) }));
  }
  if (haul !== 0 && fishings > 0) {
    const when = fishings === 1 ? why(locale, "lastFishing") : why(locale, "eachFishing", { count: fishings });
    later.push(fishings > 1 ? why(locale, "haulAll", { fish: signed(haul, unit("fish")), when, all: signed(haul * fishings, unit("fish")) }) : why(locale, "haul", { fish: signed(haul, unit("fish")), when }));
  }
  // Elders seated: each eats a fish of every catch.
  const elders = summarize(after, seat).players[seat]?.elders ?? [];
  const oldElders = new Set(b.elders.map((e) => e.id));
  const seated = elders.filter((e) => !oldElders.has(e.id));
  for (const e of seated) now.push(why(locale, "joins", { name: e.name }));
  if (seated.length > 0 && fishings > 0) later.push(why(locale, "eats", { count: seated.length, catches }));
  // Shares bought: their VP, and their owners' fish.
  const shares = sa.shares - sb.shares;
  if (shares > 0) {
    now.push(why(locale, "bought", { count: shares, vp: vp(shares) }));
    if (fishings > 0) later.push(why(locale, "brings", { count: shares, whose: fishings === 1 ? why(locale, "ownerLast") : why(locale, "ownerLeft", { count: fishings }) }));
  }
  // Shares issued: the VP not lost, and their fish while others hold them or they lie on the board.
  const issued = b.unissued - a.unissued;
  if (issued > 0) {
    now.push(why(locale, "issued", { count: issued, vp: vp(issued) }));
    later.push(why(locale, "issuedCost", { count: issued, catches }));
  }
  // Free Building spaces covered or opened (each free space is −1 VP at the end).
  const spaces = sb.freeSpaces - sa.freeSpaces;
  if (spaces > 0) now.push(why(locale, "covered", { count: spaces, vp: vp(spaces) }));
  if (spaces < 0) later.push(why(locale, "opened", { count: -spaces, vp: vp(spaces) }));
  // Goods, supply and Reserve together.
  const goods = (["wood", "fish", "gold"] as const)
    .map((g) => ({ g, d: a.supply[g] + a.reserve[g] - b.supply[g] - b.reserve[g] }))
    .filter((x) => x.d !== 0)
    .map((x) => signed(x.d, unit(x.g)));
  const listSep = why(locale, "listSep");
  if (goods.length) now.push(goods.join(listSep));
  // Goods moved from the Reserve into the supply (Transfer Reserve): the same goods, now usable.
  const moved = (["wood", "fish", "gold"] as const)
    .map((g) => ({ g, d: b.reserve[g] - a.reserve[g] }))
    .filter((x) => x.d > 0 && a.supply[x.g] > b.supply[x.g])
    .map((x) => `${x.d} ${unit(x.g)}`);
  if (moved.length) now.push(why(locale, "moved", { goods: moved.join(listSep) }));
  const forests = a.forests.reduce((x, y) => x + y, 0) - b.forests.reduce((x, y) => x + y, 0);
  if (forests !== 0) now.push(signed(forests, why(locale, "unit.forest", { count: Math.abs(forests) })));
  // What it takes from the others.
  const taken = takenFromOthers(before, built.map((x) => x.id), seat);
  if (taken.length > 0) later.push(why(locale, "couldHave", { count: taken.length }));
  const filled = spaceFilled(before, after, seat, locale);
  if (filled) later.push(why(locale, "full", { space: filled }));
  // What it prepares: a Building within reach that was not before (the best by its printed VP).
  if (after.phase !== "over") {
    const before_ = new Set(buildableBuildings(before, seat));
    const reach = buildableBuildings(after, seat).filter((id) => !before_.has(id) && !had.has(id));
    const best = reach.map((id) => cardView(id)).sort((x, y) => (y.vp ?? 0) - (x.vp ?? 0))[0];
    if (best) later.push(why(locale, "reach", { name: best.name }));
  }
  if (now.length === 0 && later.length === 0) {
    if (a.workersLeft < b.workersLeft) return why(locale, "unused");
    return why(locale, "nothing");
  }
  const sep = why(locale, "sep");
  const head = now.length ? now.join(sep) : why(locale, "nothingNow");
  return later.length ? why(locale, "later", { now: head, later: later.join(sep) }) : head;
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
    return { choices: [{ choiceId: only.id, path: [only.id], label: only.label, then: [], behind: 0, reason: reasonOf(world, seat, [only.id]), reasons: reasonsOf(world, seat, [only.id]) }], playouts: 0 };
  }
  const values = hardValues(state, seat, options);
  const ranked = hardRanking(values).filter((v) => legal.some((c) => c.id === v.id)).slice(0, HINT_CHOICES);
  const top = ranked[0];
  const choices = ranked.map((v): HintChoice => ({
    choiceId: v.id,
    path: v.path,
    label: legal.find((c) => c.id === v.id)?.label ?? v.id,
    ...laterLabels(world, seat, v.path),
    behind: top && v !== top ? Math.max(0, pairedBehind(top, v)) : 0,
    reason: reasonOf(world, seat, v.path),
    reasons: reasonsOf(world, seat, v.path),
  }));
  // A small budget plays out only the evaluation's best few: the other choices follow in the
  // evaluation's order, as the search would have taken them up.
  if (choices.length < HINT_CHOICES && top) {
    for (const m of movesByEvaluation(state, seat, options.models)) {
      if (choices.length >= HINT_CHOICES) break;
      if (choices.some((c) => c.choiceId === m.id) || !legal.some((c) => c.id === m.id)) continue;
      choices.push({ choiceId: m.id, path: m.path, label: legal.find((c) => c.id === m.id)?.label ?? m.id, ...laterLabels(world, seat, m.path), behind: Math.max(0, top.eval - m.eval), reason: reasonOf(world, seat, m.path), reasons: reasonsOf(world, seat, m.path) });
    }
  }
  return { choices, playouts: values.reduce((n, v) => n + v.playouts, 0) };
}

/** A move's reason in German and Japanese. */
function reasonsOf(world: GameState, seat: number, path: readonly string[]): Record<ReasonLanguage, string> {
  return { de: reasonOf(world, seat, path, "de"), ja: reasonOf(world, seat, path, "ja") };
}

/** The labels of a move's later steps, read in the sampled world (the seat's own choices there). */
function laterLabels(world: GameState, seat: number, path: readonly string[]): { then: string[]; thenSay: (Msg | null)[] } {
  const out: string[] = [];
  const says: (Msg | null)[] = [];
  const steps = path.slice();
  while (steps.length > 1 && steps[steps.length - 1] === "decline") steps.pop();
  let s = world;
  try {
    steps.forEach((id, i) => {
      if (i > 0) {
        const c = legalChoices(s, seat).find((x) => x.id === id);
        out.push(shortLabel(c?.label ?? id));
        says.push(c?.say ?? null);
      }
      s = applyChoice(s, seat, id);
    });
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
  }
  return { then: out, thenSay: says };
}

/** A step's label without its parenthesis of details ("Stilt House (B228; 1 wood; 3 VP)" -> "Stilt House"). */
function shortLabel(label: string): string {
  const cut = label.replace(/\s*\(.*$/, "").replace(/:.*$/, "");
  return cut || label;
}

/** The reason for a whole move (moveReason), read in `world` (the search's sampled world); empty when the world refuses it. */
export function reasonOf(world: GameState, seat: number, path: readonly string[], locale: Locale = "en"): string {
  let s = world;
  try {
    for (const id of path) {
      // A step that ends the Work phase ends the accounting too (no Returning Home, no next catch).
      const next = applyChoice(s, seat, id);
      if (s.phase === "work" && (next.phase !== "work" || next.round !== s.round)) {
        s = choiceOutcome(s, seat, id);
        break;
      }
      s = next;
    }
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return "";
  }
  return moveReason(world, s, seat, locale);
}

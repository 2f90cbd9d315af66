// The game's flow: running queued steps, and the phases of a round
// (Fishing, Work, Returning Home) up to the end after round 7.
import { ROUND3_A, ROUND4_C, ROUND5_B, ROUNDS, WORKERS } from "./rules-data.ts";
import { collectShareFish, handler, isDecision, isOptional, pushFront, stepChoiceIds } from "./handlers.ts";
import { scoreCanStillRise } from "./final-window.ts";
import { activeSeat } from "./turns.ts";
import { catchFish, log, player, seatCount } from "./state.ts";
import { record } from "./listeners.ts";
import { haulSize, settle } from "./triggers.ts";
import type { GameState, Msg, Step, StepQueue, Word } from "./types.ts";
import { msg } from "./words.ts";
import { card } from "./cards.ts";

/** Resolve a decision step that has been taken off the front of its queue. */
export function resolve(s: GameState, seat: number, step: Step, choiceId: string): void {
  const h = handler(step);
  if (choiceId === "decline" && isOptional(step)) {
    h.declined?.(s, seat, step);
    return;
  }
  h.choose?.(s, seat, step, choiceId);
}

/**
 * Run every queue until each waits for a real decision. Steps that need no decision resolve
 * by themselves, and so does a decision with no real alternative: a required decision with
 * exactly one possible answer, or an optional one with nothing possible but "decline". At each
 * action boundary (nothing of an action left in front) the seat's waiting effects are settled.
 */
function runQueues(s: GameState): void {
  // A seat with waiting effects but no queue (e.g. set off at a phase's end) gets one.
  // Plain loops: this runs at every turn of `advance`.
  for (let seat = 0; seat < s.players.length; seat++) {
    if (s.players[seat]?.pending.length && !s.queues.some((q) => q.seat === seat)) s.queues.push({ seat, steps: [] });
  }
  for (const q of s.queues) runQueue(s, q);
  if (s.queues.some((q) => q.steps.length === 0)) s.queues = s.queues.filter((q) => q.steps.length > 0);
}

/**
 * After an Anytime exchange by a seat that is asked nothing: what the exchange set off (a Once
 * threshold reached, ...) is carried out, and may leave that seat a decision of its own while
 * another player has the turn. Other seats' decisions are untouched.
 */
export function settleOffTurn(s: GameState, seat: number): void {
  const q: StepQueue = { seat, steps: [] };
  s.queues.push(q);
  runQueue(s, q);
  s.queues = s.queues.filter((x) => x.steps.length > 0);
}

function runQueue(s: GameState, q: StepQueue): void {
  for (;;) {
    const step = q.steps[0];
    if (!step || step.k === "turn") {
      // "If you are in the middle of an action, you must first complete that other action":
      // waiting effects (and Once conditions) are settled only here, between actions.
      const steps = settle(s, q.seat);
      if (steps !== null) {
        pushFront(s, q.seat, steps);
        continue;
      }
    }
    if (!step) break;
    if (isDecision(step)) {
      if (step.k === "turn") break;
      // Only the ids count here: whether there is exactly one.
      const choices = stepChoiceIds(s, q.seat, step);
      const only = choices.length === 1 ? choices[0] : undefined;
      if (only === undefined) break;
      q.steps.shift();
      resolve(s, q.seat, step, only);
    } else {
      q.steps.shift();
      handler(step).auto?.(s, q.seat, step);
    }
  }
}

/**
 * Advance the game to the next decision anyone must make (or to the end). `untilWorkEnds`:
 * stop instead where the Work phase ends, before Returning Home (what a move did by itself,
 * without the round's end and the next catch: index.ts choiceOutcome).
 */
export function advance(s: GameState, untilWorkEnds = false): void {
  for (;;) {
    runQueues(s);
    if (s.queues.length || s.phase === "over") return;
    if (s.phase === "fishing") {
      // The phase's end may set off effects that ask something; the Work phase waits for them.
      if (!s.fishingEnded) endFishing(s);
      else startWork(s);
    } else if (s.phase === "work") {
      const last = WORKERS * seatCount(s);
      if (s.turn < last) {
        // "After each turn ...": what the turn's end sets off is settled before the next turn.
        if (!s.turnEnded) {
          s.turnEnded = true;
          const seat = activeSeat(s);
          if (seat !== null) record(s, seat, "afterTurn");
          continue;
        }
        s.turnEnded = false;
        s.turn += 1;
        if (s.turn < last) {
          startTurn(s);
          continue;
        }
      }
      if (untilWorkEnds) return;
      // After the final Work turn, "right before scoring", with the Workers still on the board.
      if (s.round >= ROUNDS && s.finalStage === "none") {
        s.finalStage = "fortress";
        afterLastTurn(s);
        continue;
      }
      returnHome(s);
    } else {
      endRound(s);
    }
  }
}

function startTurn(s: GameState): void {
  const seat = activeSeat(s);
  if (seat === null) return;
  player(s, seat).tally.forestsRemovedThisTurn = 0;
  pushFront(s, seat, [{ k: "turn" }]);
}

/** Phase I: every player catches their haul and distributes it in the five steps. */
export function startFishing(s: GameState): void {
  s.phase = "fishing";
  for (const p of s.players) {
    p.tally.eldersUsedThisRound = 0;
    p.tally.buildingsBuiltThisRound = 0;
  }
  const n = seatCount(s);
  for (let i = 0; i < n; i++) {
    const seat = (s.firstPlayer + i) % n;
    const haul = haulSize(s, seat);
    catchFish(s, seat, haul);
    log(s, seat, msg("log.catchesHaul", { seat: { seat }, count: haul }));
    pushFront(s, seat, [{ k: "feed-elders" }, { k: "feed-foreign-shares" }, { k: "feed-own-shares" }, { k: "fill-reserve" }]);
  }
}

function endFishing(s: GameState): void {
  collectShareFish(s);
  s.fishingEnded = true;
  for (let seat = 0; seat < seatCount(s); seat++) record(s, seat, "afterFishing");
}

function startWork(s: GameState): void {
  s.phase = "work";
  s.fishingEnded = false;
  s.turn = 0;
  startTurn(s);
}

/** After round 7's last Work turn: the Buildings that act then (the Fortress), in turn order from the First Player. */
function afterLastTurn(s: GameState): void {
  const n = seatCount(s);
  for (let i = 0; i < n; i++) {
    const seat = (s.firstPlayer + i) % n;
    for (const b of player(s, seat).buildings) {
      const hook = card(b.id).effect?.afterLastTurn;
      if (hook) pushFront(s, seat, hook({ s, seat, card: b.id }));
    }
  }
}

/** When the window before scoring has closed: the Buildings' returns before scoring (ruling A7), once, in turn order from the First Player. */
function beforeScoring(s: GameState): void {
  const n = seatCount(s);
  for (let i = 0; i < n; i++) {
    const seat = (s.firstPlayer + i) % n;
    for (const b of player(s, seat).buildings) card(b.id).effect?.beforeScoring?.({ s, seat, card: b.id });
  }
}

/**
 * Right before scoring: every player who could still raise their score there is asked, all at
 * once; everyone else simply goes to scoring.
 */
function openFinalWindow(s: GameState): void {
  for (let seat = 0; seat < seatCount(s); seat++) {
    if (scoreCanStillRise(s, seat)) pushFront(s, seat, [{ k: "final-window" }]);
  }
}

/** Phase III: Workers come home; effects set off here are settled before the round ends. */
function returnHome(s: GameState): void {
  s.phase = "returning";
  s.placements = [];
  for (const p of s.players) {
    p.workersLeft = WORKERS;
    for (const e of p.elders) e.worker = false;
  }
  for (let seat = 0; seat < seatCount(s); seat++) record(s, seat, "afterReturningHome");
}

/** The end of Returning Home: the game ends after round 7, else the First Player ship moves and round-space instructions happen. */
function endRound(s: GameState): void {
  if (s.round >= ROUNDS) {
    // "until scoring begins": a last window for Anytime exchanges and the Nursery, then scoring.
    if (s.finalStage !== "scoring") {
      s.finalStage = "scoring";
      openFinalWindow(s);
      return;
    }
    beforeScoring(s);
    s.phase = "over";
    log(s, null, msg("game.ends", { round: ROUNDS }));
    return;
  }
  // "The First Player will always be the player to the right of the current First Player."
  const n = seatCount(s);
  s.firstPlayer = (s.firstPlayer - 1 + n) % n;
  s.round += 1;
  log(s, s.firstPlayer, msg("game.round", { round: s.round, seat: { seat: s.firstPlayer } }));
  roundSpaceInstructions(s);
  startFishing(s);
}

const NO_ROOM = msg("game.noRoom");
const NONE = msg("game.none");

function drawInto(display: (string | null)[], pile: string[], count: number): string[] {
  const added: string[] = [];
  for (let i = 0; i < display.length && added.length < count; i++) {
    if (display[i] !== null) continue;
    const next = pile.shift();
    if (!next) break;
    display[i] = next;
    added.push(next);
  }
  return added;
}

/** "Whenever you move the First Player ship onto a Round space with instructions, you must carry them out immediately". */
function roundSpaceInstructions(s: GameState): void {
  // Copies of a state share the piles and displays (index.ts cloneState): they are changed only here, on new arrays.
  s.pileA = s.pileA.slice();
  s.pileB = s.pileB.slice();
  s.pileC = s.pileC.slice();
  s.displayA = s.displayA.slice();
  s.displayB = s.displayB.slice();
  s.displayC = s.displayC.slice();
  const players = s.options.players;
  // The Buildings by name, or what is said when there are none.
  const names = (ids: readonly string[], none: Msg): Word => (ids.length ? { list: ids.map((id) => card(id).name), join: "comma" } : none);
  if (s.round === 3 && ROUND3_A[players]) {
    const added = drawInto(s.displayA, s.pileA, ROUND3_A[players]);
    log(s, null, msg("game.newA", { count: added.length, cards: names(added, NO_ROOM) }));
  } else if (s.round === 4) {
    for (let i = 0; i < seatCount(s); i++) {
      const seat = (s.firstPlayer + i) % seatCount(s);
      const p = player(s, seat);
      p.hand = [...p.hand, ...s.pileC.splice(0, ROUND4_C[players])]; // a new hand: copies of a state share hands
    }
    log(s, null, msg("game.drawC", { count: ROUND4_C[players] }));
  } else if (s.round === 5 && ROUND5_B[players]) {
    const added = drawInto(s.displayB, s.pileB, ROUND5_B[players]);
    log(s, null, msg("game.newB", { count: added.length, cards: names(added, NO_ROOM) }));
  } else if (s.round === 6) {
    for (const p of s.players) {
      s.displayC.push(...p.hand);
      p.hand = []; // a new hand, never a change in place: copies of a state share hands
    }
    log(s, null, msg("game.faceUpC", { cards: names(s.displayC, NONE) }));
  }
}


// Stored games across upgrades of the bot. A snapshot written by an older version is brought
// to the current state shape here (missing fields get the values the older rules implied);
// the game then continues from it under the current rules. Its log from before the upgrade
// is never replayed: undo rebuilds from a stored snapshot at the undo barrier, and the replay
// check tells a game started under older rules apart from a corrupt one.
import { RULES_VERSION, SHIPS_IN_GAME } from "./rules-data.ts";
import type { GameState, ShipType, Step } from "./types.ts";

export { RULES_VERSION };

/** A stored state, as parsed from JSON, in the current shape; throws when it is no engine state. */
export function upgradeState(raw: unknown): GameState {
  if (typeof raw !== "object" || raw === null || !("choices" in raw) || !("players" in raw) || !("options" in raw)) {
    throw new Error("not an engine state");
  }
  const s = raw as GameState & { rules?: number; fishingEnded?: boolean; turnEnded?: boolean };
  // Rules v1 snapshots (before Building effects) carry no version.
  if (typeof s.rules !== "number") s.rules = 1;
  // Fields added by the trigger pipeline (rules v3): nothing waits in an older snapshot, and a
  // Fishing phase in an older snapshot never stands between its end and the Work phase.
  if (typeof s.fishingEnded !== "boolean") s.fishingEnded = false;
  // Rules v4 (turn and round tallies, the end of a turn as a stage): an older snapshot counts
  // from zero (what was done before the upgrade in the running turn or round is not known).
  if (typeof s.turnEnded !== "boolean") s.turnEnded = false;
  // The end-game windows (rules v4): a game stored before them had not reached them.
  if (s.finalStage !== "none" && s.finalStage !== "fortress" && s.finalStage !== "scoring") s.finalStage = s.phase === "over" ? "scoring" : "none";
  // The game box (rules v4): every Ship not on the supply board or a track is still in it.
  if (typeof s.box !== "object" || s.box === null) {
    const left = (t: ShipType) => SHIPS_IN_GAME - s.shipSupply[t] - s.players.reduce((n, p) => n + p.ships.filter((x) => x === t).length, 0);
    s.box = { sloop: left("sloop"), cutter: left("cutter"), schooner: left("schooner") };
  }
  // Forest placements waiting in a snapshot from before the `reforest` flag: a Reforest was the
  // placement of 2 Forests.
  const flag = (steps: Step[]): void => {
    for (const step of steps) {
      if (step.k === "place-forests" && typeof (step as { reforest?: unknown }).reforest !== "boolean") step.reforest = step.forests === 2;
      if (step.k === "order-triggers") for (const o of step.options) flag(o.steps);
    }
  };
  for (const queue of s.queues) flag(queue.steps);
  for (const p of s.players) {
    const q = p as typeof p & { pending?: unknown; tally?: unknown; reserveShips?: unknown };
    if (!Array.isArray(q.reserveShips)) p.reserveShips = [];
    if (!Array.isArray(q.pending)) p.pending = [];
    if (typeof q.tally !== "object" || q.tally === null) p.tally = { forestsRemovedThisTurn: 0, eldersUsedThisRound: 0, buildingsBuiltThisRound: 0 };
  }
  return s;
}

/** Whether a game's whole choice log replays under these rules (it was created under them). */
export function replaysUnderCurrentRules(s: Pick<GameState, "rules">): boolean {
  return s.rules === RULES_VERSION;
}

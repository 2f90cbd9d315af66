// Invariants every reachable state must satisfy (used by the property tests).
import { SPACES, WOOD_LIMIT } from "../../src/engine/rules-data.ts";
import type { GameState, Good } from "../../src/engine/index.ts";

const GOODS: Good[] = ["wood", "fish", "gold"];
/** Steps of a catch being distributed (Fishing phase, Pond Builder): fish may be in hand meanwhile. */
const DISTRIBUTION_STEPS = new Set(["feed-elders", "choose-elder-fish", "feed-foreign-shares", "choose-share-fish", "feed-own-shares", "fill-reserve", "collect-share-fish"]);

/** Goods in play, counted location by location, independently of the engine's ledger. */
function goodsInPlay(s: GameState): Record<Good, number> {
  const total: Record<Good, number> = { wood: 0, fish: 0, gold: 0 };
  for (const p of s.players) {
    for (const g of GOODS) total[g] += p.supply[g] + p.reserve[g];
    total.fish += p.fishInHand + p.shareFish;
    for (const e of p.elders) total.fish += e.fish;
  }
  for (const f of s.plates) total.fish += f;
  total.fish += s.newSharesFish;
  return total;
}

export function checkInvariants(s: GameState): string[] {
  const errors: string[] = [];
  const n = s.players.length;
  s.players.forEach((p, seat) => {
    for (const g of GOODS) {
      if (p.supply[g] < 0) errors.push(`seat ${seat} has negative ${g} in supply`);
      if (p.reserve[g] < 0) errors.push(`seat ${seat} has negative ${g} in Reserve`);
    }
    // "As long as there are 8 or more fish in your Reserve, you cannot get any more fish in there": only the Cooling House doubles past 8.
    if (p.reserve.fish > 8 && !p.buildings.some((b) => b.id === "A313")) errors.push(`seat ${seat} has ${p.reserve.fish} fish in the Reserve without a Cooling House`);
    if (p.supply.wood > WOOD_LIMIT) errors.push(`seat ${seat} has ${p.supply.wood} wood (limit 12)`);
    if (p.elders.length > 5) errors.push(`seat ${seat} has ${p.elders.length} Elders`);
    // 3 fish only while the Cold Storage's payout question for that Elder waits.
    const asked = (id: string) => s.queues.some((q) => q.seat === seat && q.steps.some((x) => x.k === "card" && x.tag === "payout" && x.data.elder === id));
    for (const e of p.elders) if (e.fish < 0 || e.fish > 3 || (e.fish === 3 && !asked(e.id))) errors.push(`seat ${seat}'s ${e.id} holds ${e.fish} fish`);
    if (p.forests.some((f) => f < 0)) errors.push(`seat ${seat} has a negative Forest count`);
    const placed = s.placements.filter((x) => x.seat === seat).length;
    if (placed > 3) errors.push(`seat ${seat} has ${placed} Workers out`);
    if (p.workersLeft < 0 || placed + p.workersLeft > 3) errors.push(`seat ${seat} workers: ${placed} out, ${p.workersLeft} left`);
    const distributing = s.queues.some((q) => q.seat === seat && q.steps.some((st) => DISTRIBUTION_STEPS.has(st.k)));
    if (s.phase === "work" && p.fishInHand !== 0 && !distributing) errors.push(`seat ${seat} holds fish in hand outside a distribution`);
    const issued = s.players.reduce((sum, q) => sum + q.shares.filter((o) => o === seat).length, 0) + s.newShares.filter((o) => o === seat).length;
    if (issued + p.unissued !== 5) errors.push(`seat ${seat}'s company has ${issued + p.unissued} Shares`);
    const cells = new Set<string>();
    for (const b of p.buildings) {
      if (b.row === null) continue;
      const key = `${b.row},${b.col}`;
      if (cells.has(key) || (b.row === 0 && b.col === 0)) errors.push(`seat ${seat} has an illegal building position ${key}`);
      cells.add(key);
    }
    const covered = p.ships.reduce((sum, t) => sum + (t === "sloop" ? 2 : t === "cutter" ? 3 : 4), 0);
    if (covered > 14) errors.push(`seat ${seat}'s ships cover ${covered} spaces`);
  });
  for (const [id, info] of Object.entries(SPACES)) {
    const occ = s.placements.filter((x) => x.spot.kind === "space" && x.spot.space === id).length;
    if (occ > info.capacity[s.options.players]) errors.push(`${id} holds ${occ} Workers`);
  }
  const imitations = s.placements.filter((x) => x.spot.kind === "imitate");
  if (new Set(imitations.map((x) => (x.spot.kind === "imitate" ? x.spot.index : -1))).size !== imitations.length) errors.push("an Imitation space holds two Workers");
  if (n < 4 && imitations.length) errors.push("Imitation used with fewer than 4 players");
  for (const t of ["sloop", "cutter", "schooner"] as const) {
    const onTracks = s.players.reduce((sum, p) => sum + [...p.ships, ...p.reserveShips].filter((x) => x === t).length, 0);
    if (onTracks + s.shipSupply[t] + s.box[t] !== 6) errors.push(`${t}s do not add up: ${onTracks} built + ${s.shipSupply[t]} in supply + ${s.box[t]} in the box`);
  }
  const inPlay = goodsInPlay(s);
  for (const g of GOODS) if (inPlay[g] !== s.ledger[g]) errors.push(`${g} in play (${inPlay[g]}) differs from what rules took from the general supply (${s.ledger[g]})`);
  if (s.plates.some((f) => f < 0 || f > 1)) errors.push("a plate holds a wrong number of fish");
  return errors;
}

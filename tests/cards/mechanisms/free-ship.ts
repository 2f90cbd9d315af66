// The shared spec of the Buildings that, when built, give one free Ship of a kind once, which
// counts as a "Build a Ship" action (A101 Boathouse: a sloop, A102 Boatbuilder: a cutter). Each
// card's own spec file gives its row: its sentences and its numbers.
import { describe, expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../../src/engine/index.ts";
import type { GameState, Goods } from "../../../src/engine/index.ts";
import { player } from "../../../src/engine/state.ts";
import { buildWithSpace, cardGame, leaveShips, play, setShips, withBuilding } from "../helpers.ts";

type Ship = "sloop" | "cutter" | "schooner";

export interface FreeShipRow {
  id: string;
  name: string;
  ship: Ship;
  /** What the Building costs (given to the builder). */
  cost: Goods;
  /** The sentences of the appendix each case checks, as quoted in its name. */
  says: { take: string; noneLeft: string; noSpace: string; buildShip: string };
  /** The Ship already on the track when the free one is taken. */
  before: Ship;
  /** The ships that leave too little space, and the explanation of the case. */
  full: { ships: Ship[]; why: string };
  /** The "Build a Ship" Buildings the owner has (id, space), and what follows the free Ship. */
  triggers: { buildings: [string, [number, number]][]; supply?: Goods; wood?: number; reserveWood?: number; ships?: Ship[] };
}

export function freeShipSpec(row: FreeShipRow): void {
  const built = (s: GameState) => buildWithSpace(s, 0, row.id, [0, 1], row.cost);
  const use = `use:${row.id}`;
  describe(`${row.id} ${row.name}`, () => {
    it(`'${row.says.take}'`, () => {
      let s = built(setShips(cardGame(), 0, [row.before]));
      expect(legalChoices(s, 0).map((c) => c.id)).toEqual([use, "decline"]);
      const supply = s.shipSupply[row.ship];
      s = play(s, 0, use);
      expect(player(s, 0).ships).toEqual([row.before, row.ship]);
      expect(s.shipSupply[row.ship]).toBe(supply - 1);
      expect(player(s, 0).supply).toEqual({ wood: 0, fish: 0, gold: 0 });
      expect(player(s, 0).workersLeft).toBe(2);
      expect(pendingSeats(s)).toEqual([1]);
    });

    it("it may be declined (ruling A14): no Ship is taken", () => {
      const s = play(built(cardGame()), 0, "decline");
      expect(player(s, 0).ships).toEqual([]);
      expect(pendingSeats(s)).toEqual([1]);
    });

    it(`'${row.says.noneLeft}': with no ${row.ship} left it has no effect and nothing is asked${row.ship === "sloop" ? "" : ", even with sloops left"}`, () => {
      const s = built(leaveShips(cardGame(), row.ship, 0));
      if (row.ship !== "sloop") expect(s.shipSupply.sloop).toBeGreaterThan(0);
      expect(pendingSeats(s)).toEqual([1]);
      expect(player(s, 0).ships).toEqual([]);
      expect(s.log.some((e) => e.text === `Player 1's ${row.name} has no effect: there are no ${row.ship}s left.`)).toBe(true);
    });

    it(`'${row.says.noSpace}': ${row.full.why}`, () => {
      const s = built(setShips(cardGame(), 0, row.full.ships));
      expect(pendingSeats(s)).toEqual([1]);
      expect(player(s, 0).ships).toEqual(row.full.ships);
      expect(s.log.at(-1)?.text).toBe(`Player 1's ${row.name} has no effect: there is not enough space on the Fishing track.`);
    });

    it(`'${row.says.buildShip}': ${row.triggers.buildings.map(([id]) => id).join(", ")} act once each`, () => {
      let s = cardGame();
      for (const [id, space] of row.triggers.buildings) s = withBuilding(s, 0, id, space);
      s = play(built(s), 0, use);
      const t = row.triggers;
      if (t.supply) expect(player(s, 0).supply).toEqual(t.supply);
      if (t.wood !== undefined) expect(player(s, 0).supply.wood).toBe(t.wood);
      if (t.reserveWood !== undefined) expect(player(s, 0).reserve.wood).toBe(t.reserveWood);
      if (t.ships) expect(player(s, 0).ships).toEqual(t.ships);
      expect(pendingSeats(s)).toEqual([1]);
    });
  });
}

// The shared spec of the Buildings that, each time before their owner takes a "Build a Ship"
// action, give goods that may pay for that Ship (A105 Pier House: 3 wood, B128 Seafaring
// Society: 1 gold). Each card's own spec file gives its row: its sentences and its numbers.
import { describe, expect, it } from "vitest";
import { legalChoices } from "../../../src/engine/index.ts";
import type { GameState, Goods } from "../../../src/engine/index.ts";
import { player } from "../../../src/engine/state.ts";
import { cardGame, giveElders, play, seatToMove, setGoods, withBuilding } from "../helpers.ts";

type Ship = "sloop" | "cutter" | "schooner";

/** A case: the owner's personal supply before, the Ships built, the supply after, and what the case shows. */
interface ShipCase {
  supply: Goods;
  ships: Ship[];
  after: Goods;
  why?: string;
}

export interface GoodsBeforeShipRow {
  id: string;
  name: string;
  /** The good the card gives. */
  good: keyof Goods;
  /** The sentences of the appendix each case checks, as quoted in its name. */
  says: { initiate: string; eachTime: string; mustBuild: string; anyAction: string };
  /** Only the card's goods make a Ship affordable: the action is offered and the Ship built at once. */
  initiate: ShipCase;
  /** A "Build a Ship" action with the goods already in hand. */
  eachTime: ShipCase;
  /** A supply from which all three Ships may be chosen, once the goods have come. */
  choice: Goods;
  /** A supply from which no Ship can be built, even with the goods. */
  noShip: Goods;
  /** The "Build a Ship" action of an Engineer (1 wood less). */
  engineer: ShipCase;
}

const named = (says: string, why?: string) => `"${says}"${why ? `: ${why}` : ""}`;

export function goodsBeforeShipSpec(row: GoodsBeforeShipRow, own?: (owner: (supply: Goods) => GameState) => void): void {
  const owner = (supply: Goods) => setGoods(seatToMove(withBuilding(cardGame(), 0, row.id, [0, 1]), 0), 0, { supply });

  describe(`${row.id} ${row.name}`, () => {
    const init = row.initiate;
    it(named(row.says.initiate, init.why), () => {
      const s = owner(init.supply);
      expect(legalChoices(s, 0).map((c) => c.id)).toContain("place:build-ship");
      const t = play(s, 0, "place:build-ship");
      expect(player(t, 0).ships).toEqual(init.ships);
      expect(player(t, 0).supply).toEqual(init.after);
    });

    const each = row.eachTime;
    it(named(row.says.eachTime, each.why), () => {
      const s = play(owner(each.supply), 0, "place:build-ship");
      expect(player(s, 0).ships).toEqual(each.ships);
      expect(player(s, 0).supply).toEqual(each.after);
    });

    it(named(row.says.mustBuild, "the Ship choice cannot be declined and nothing arrives before it"), () => {
      const s = play(owner(row.choice), 0, "place:build-ship");
      expect(legalChoices(s, 0).map((c) => c.id)).toEqual(["ship:sloop", "ship:cutter", "ship:schooner"]);
      expect(player(s, 0).supply[row.good]).toBe(row.choice[row.good]);
    });

    it(named(row.says.mustBuild, "without a Ship to build, nothing is offered"), () => {
      const s = owner(row.noShip);
      expect(legalChoices(s, 0).map((c) => c.id)).not.toContain("place:build-ship");
    });

    const eng = row.engineer;
    it(named(row.says.anyAction, eng.why), () => {
      const s = giveElders(owner(eng.supply), 0, ["engineer"]);
      expect(legalChoices(s, 0).map((c) => c.id)).toContain("elder:engineer");
      const t = play(s, 0, "elder:engineer", "build-ship");
      expect(player(t, 0).ships).toEqual(eng.ships);
      expect(player(t, 0).supply).toEqual(eng.after);
    });

    own?.(owner);
  });
}

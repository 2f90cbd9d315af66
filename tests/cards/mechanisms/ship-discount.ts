// The shared spec of the Buildings that make the Ships their owner builds cheaper (A111 Slipway,
// A117 Shipping Office, A218 Stock Management; the mechanism is src/cards/mechanisms/discount.ts):
// the Build a Ship menu's prices, alone and with the other discounts, and Ships built at the
// discounted price. Each card's own spec file gives its rows: its sentences and its numbers.
import { describe, expect, it } from "vitest";
import { legalChoices } from "../../../src/engine/index.ts";
import type { GameState, Goods, ShipType } from "../../../src/engine/index.ts";
import { cardGame, play, seatToMove, setGoods, withBuilding } from "../helpers.ts";

type Deck = "mackerel" | "codfish" | "herring";

/** The Build a Ship menu when the owner also has `with`: choice id → label. */
interface OffersCase {
  says: string;
  why?: string;
  with?: string[];
  offers: Record<string, string>;
}

/** One Build a Ship from `supply` (by default 12 wood, 10 fish, 5 gold), choosing `choose` (none when only one Ship is affordable). */
interface ShipBuild {
  with?: string[];
  supply?: Goods;
  choose?: string;
  ships: ShipType[];
  after: Goods;
}

interface BuildCase {
  says: string;
  why: string;
  builds: ShipBuild[];
}

export interface ShipDiscountRow {
  id: string;
  name: string;
  deck?: Deck;
  offers: OffersCase[];
  builds: BuildCase[];
  /** The sentence that limits the discount to Ships: the Pier House keeps its printed cost. */
  printedCost?: string;
}

const SUPPLY: Goods = { wood: 12, fish: 10, gold: 5 };
const named = (says: string, why?: string) => `'${says}'${why ? `: ${why}` : ""}`;

export function shipDiscountSpec(row: ShipDiscountRow, own?: (owner: (cards: string[], supply?: Goods) => GameState) => void): void {
  /** Seat 0 owns `cards` and is asked to place a Worker with `supply`. */
  const owner = (cards: string[], supply: Goods = SUPPLY): GameState => {
    let s = cardGame(row.deck ? { deck: row.deck } : {});
    for (const id of cards) s = withBuilding(s, 0, id);
    return setGoods(seatToMove(s, 0), 0, { supply });
  };

  describe(`${row.id} ${row.name}`, () => {
    for (const c of row.offers) {
      it(named(c.says, c.why), () => {
        const t = play(owner([row.id, ...(c.with ?? [])]), 0, "place:build-ship");
        expect(Object.fromEntries(legalChoices(t, 0).map((x) => [x.id, x.label]))).toEqual(c.offers);
      });
    }

    for (const c of row.builds) {
      it(named(c.says, c.why), () => {
        for (const b of c.builds) {
          const s = owner([row.id, ...(b.with ?? [])], b.supply);
          expect(legalChoices(s, 0).map((x) => x.id)).toContain("place:build-ship");
          const t = play(s, 0, "place:build-ship", ...(b.choose ? [b.choose] : []));
          expect(t.players[0]?.ships).toEqual(b.ships);
          expect(t.players[0]?.supply).toEqual(b.after);
        }
      });
    }

    const printed = row.printedCost;
    if (printed) {
      it(named(printed, "Buildings keep their printed cost (Pier House: 2 wood, 1 fish)"), () => {
        const t = play(owner([row.id]), 0, "place:build-building");
        // The label is "Name (id; price; VP)".
        expect(legalChoices(t, 0).find((c) => c.id === "building:A105")?.label).toContain("Pier House (A105; 2 wood, 1 fish; 0 VP)");
      });
    }

    own?.(owner);
  });
}

// The shared spec of the Buildings that, when built, give goods counted from the owner's Elder
// Council (and Ships), with a cap and no effect when there is nothing to count (B121 Parish
// House, B231 Residence, B323 Rathskeller, B324 Harbor Area, C146 Retirement Home). Each card's
// own spec file gives its row: its cases, each with its sentence and its numbers.
import { describe, expect, it } from "vitest";
import type { GameState, Goods, ShipType } from "../../../src/engine/index.ts";
import { player } from "../../../src/engine/state.ts";
import { buildWithSpace, cardGame, edit, setShips, waiting } from "../helpers.ts";

/** The seat has Elders holding these fish, taken off the Elder stacks (the ledger counts their fish). */
function withElders(s: GameState, seat: number, fish: readonly number[]): GameState {
  return edit(s, (d) => {
    for (const f of fish) {
      const id = d.elderStacks.find((x) => x.cards.length > 0)?.cards.pop();
      if (!id) throw new Error("no Elder left on the stacks");
      player(d, seat).elders.push({ id, fish: f, worker: false });
      d.ledger.fish += f;
    }
  });
}

/** One building of the card: the fish on each Elder, the Ships, and what the builder holds (the card's cost). */
export interface Setup {
  elders: readonly number[];
  ships?: ShipType[];
  supply?: Goods;
}

/** A build and what follows: the personal supply (the goods named), the last log line, whether the next seat is asked, whether the Elders keep their fish. */
interface Build extends Setup {
  gives?: Partial<Goods>;
  log?: string;
  nextSeat?: true;
  eldersKeepFish?: true;
}

/** A case: what it shows, the sentence it checks, and its builds. */
interface GainCase {
  why: string;
  says: string;
  builds: Build[];
}

export interface ElderGainRow {
  id: string;
  name: string;
  /** What the builder holds when a Setup names no supply. */
  cost: Goods;
  cases: GainCase[];
}

/** `n` Elders with no fish. */
export const elders = (n: number): number[] => Array<number>(n).fill(0);

export function elderGainSpec(row: ElderGainRow, own?: (build: (b: Setup) => GameState) => void): void {
  const build = (b: Setup) => {
    const start = withElders(cardGame(), 0, b.elders);
    return buildWithSpace(b.ships ? setShips(start, 0, b.ships) : start, 0, row.id, [1, 0], b.supply ?? row.cost);
  };

  describe(`${row.id} ${row.name}`, () => {
    for (const c of row.cases) {
      it(`${c.why}: "${c.says}"`, () => {
        for (const b of c.builds) {
          const s = build(b);
          const supply = player(s, 0).supply;
          const gives = b.gives;
          if (gives) expect(Object.fromEntries(Object.keys(gives).map((g) => [g, supply[g as keyof Goods]]))).toEqual(gives);
          if (b.log !== undefined) expect(s.log.at(-1)?.text).toBe(b.log);
          if (b.nextSeat) expect(waiting(s)).toEqual([1]);
          if (b.eldersKeepFish) expect(player(s, 0).elders.map((e) => e.fish)).toEqual(b.elders);
        }
      });
    }

    own?.(build);
  });
}

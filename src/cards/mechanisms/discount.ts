// The one mechanism behind every cost modifier (group G8): a discount takes goods off a price,
// each good floored at 0 ("No cost can drop below 0"), so discounts from several cards commute.
import type { Price } from "../../engine/card-hooks.ts";
import { GOODS } from "../../engine/state.ts";
import type { Goods } from "../../engine/types.ts";

/** The price with `off` taken away, "if possible": no good below 0; Ships in the price are kept. */
export function discount(price: Price, off: Partial<Goods>): Price {
  const out: Price = { wood: price.wood, fish: price.fish, gold: price.gold, ships: [...price.ships] };
  for (const good of GOODS) out[good] = Math.max(0, price[good] - (off[good] ?? 0));
  return out;
}

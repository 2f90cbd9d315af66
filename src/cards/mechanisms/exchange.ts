// The one mechanism behind every "Anytime" exchange card (group G7): an exchange is a row of
// data (what is given, from where; what is taken from the general supply, to where) turned
// into an AnytimeExchange. Goods move only through gain/pay/gainReserve/payReserve/removeShip.
import type { AnytimeExchange } from "../../engine/card-hooks.ts";
import { GOODS, gain, gainReserve, pay, payReserve, player, removeShip, reserveFishRoom } from "../../engine/state.ts";
import { WOOD_LIMIT } from "../../engine/rules-data.ts";
import type { GameState, Goods, Msg, ShipType, Word } from "../../engine/types.ts";
import { msg } from "../../engine/words.ts";

/** One exchange as printed on a card. */
export interface ExchangeSpec {
  /** Unique within the card; the choice id is `anytime:<card>:<id>`. */
  id: string;
  /** Goods paid, taken from `from`. */
  give: Partial<Goods>;
  /** A Ship sold from the Fishing track back to the Ships and Elders supply board (Ship Broker). */
  giveShip?: ShipType;
  /** Goods taken from the general supply and placed in `to`. */
  get: Partial<Goods>;
  from: "supply" | "reserve";
  to: "supply" | "reserve";
}

function holds(have: Goods, need: Partial<Goods>): boolean {
  return GOODS.every((good) => have[good] >= (need[good] ?? 0));
}

/**
 * Whether the goods received would change anything: wood in the personal supply stops at 12
 * ("Observe the 12 wood limit"), fish in the Reserve at 8 (ruling A20). Wood paid in the same
 * exchange makes room first.
 */
function gainsSomething(s: GameState, seat: number, x: ExchangeSpec): boolean {
  const p = player(s, seat);
  return GOODS.some((good) => {
    const n = x.get[good] ?? 0;
    if (n <= 0) return false;
    if (x.to === "supply" && good === "wood") {
      const woodAfterPaying = p.supply.wood - (x.from === "supply" ? (x.give.wood ?? 0) : 0);
      return woodAfterPaying < WOOD_LIMIT;
    }
    if (x.to === "reserve" && good === "fish") {
      return reserveFishRoom(p) + (x.from === "reserve" ? (x.give.fish ?? 0) : 0) > 0;
    }
    return true;
  });
}

/** Whether the seat can pay the exchange now. */
function canPay(s: GameState, seat: number, x: ExchangeSpec): boolean {
  const p = player(s, seat);
  if (x.giveShip && !p.ships.includes(x.giveShip)) return false;
  return holds(x.from === "supply" ? p.supply : p.reserve, x.give);
}

/** Goods as printed in an exchange: "2 wood and 2 fish". */
function printed(g: Partial<Goods>): Word {
  return { list: GOODS.filter((good) => (g[good] ?? 0) > 0).map((good) => ({ goods: { [good]: g[good] } })), join: "and" };
}

/**
 * What the exchange does, in the card's words, made from its row ("exchange 3 fish in the Reserve
 * for 1 gold into the Reserve", "sell a sloop for 2 gold"): the choice says "<card>: <words>",
 * the log "Player N uses <card>: <words>."
 */
function exchangeWords(x: ExchangeSpec): Msg {
  if (x.giveShip) return msg("exchange.sell", { ship: { ship: x.giveShip }, get: printed(x.get) });
  if (x.from !== x.to) throw new Error(`An exchange from the ${x.from} to the ${x.to} has no words (${x.id})`);
  return msg(x.from === "reserve" ? "exchange.reserve" : "exchange.goods", { give: printed(x.give), get: printed(x.get) });
}

/** An Anytime exchange, offered only when it can be paid and gains something. */
export function exchange(x: ExchangeSpec): AnytimeExchange {
  return {
    id: x.id,
    label: exchangeWords(x),
    can: (s, seat) => canPay(s, seat, x) && gainsSomething(s, seat, x),
    apply({ s, seat }) {
      if (x.from === "supply") pay(s, seat, x.give);
      else payReserve(s, seat, x.give);
      if (x.giveShip) removeShip(s, seat, x.giveShip);
      if (x.to === "supply") gain(s, seat, x.get);
      else gainReserve(s, seat, x.get);
    },
  };
}

// The one mechanism behind every "Anytime" exchange card (group G7): an exchange is a row of
// data (what is given, from where; what is taken from the general supply, to where) turned
// into an AnytimeExchange. Goods move only through gain/pay/gainReserve/payReserve/removeShip.
import type { AnytimeExchange } from "../../engine/card-hooks.ts";
import { GOODS, gain, gainReserve, pay, payReserve, player, removeShip, reserveFishRoom } from "../../engine/state.ts";
import { WOOD_LIMIT } from "../../engine/rules-data.ts";
import type { GameState, Goods, ShipType } from "../../engine/types.ts";

/** One exchange as printed on a card. */
export interface ExchangeSpec {
  /** Unique within the card; the choice id is `anytime:<card>:<id>`. */
  id: string;
  /** Logged as "Player N uses <card>: <label>." */
  label: string;
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

/** An Anytime exchange, offered only when it can be paid and gains something. */
export function exchange(x: ExchangeSpec): AnytimeExchange {
  return {
    id: x.id,
    label: x.label,
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

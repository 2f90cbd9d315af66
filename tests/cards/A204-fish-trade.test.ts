import { reserveExchangeSpec } from "./mechanisms/reserve-exchange.ts";

reserveExchangeSpec({
  id: "A204", name: "Fish Trade", deck: "mackerel", trade: "anytime:A204:fish-gold",
  says: {
    exchange: "exchange 3 fish in your Reserve for 1 gold ... Place the gold in your Reserve (and not in your personal supply)",
    reserveOnly: "3 fish in your Reserve",
    anyTime: "At any time ... until scoring",
    fishing: "you cannot make this exchange in the middle of the Fishing Phase (but only after you complete all five steps of it)",
    midAction: "except in the middle of another action",
  },
  twice: {
    reserve: { wood: 0, fish: 7, gold: 0 }, supply: { wood: 1, fish: 1, gold: 1 }, after: { wood: 0, fish: 1, gold: 2 },
    log: "Player 1 uses Fish Trade: exchange 3 fish in the Reserve for 1 gold into the Reserve.",
  },
  offTurn: { reserve: { wood: 0, fish: 3, gold: 0 }, after: { wood: 0, fish: 0, gold: 1 } },
});

import { reserveExchangeSpec } from "./mechanisms/reserve-exchange.ts";

reserveExchangeSpec({
  id: "A312", name: "Wood Exchange", deck: "codfish", trade: "anytime:A312:fish-wood",
  says: {
    exchange: "exchange 3 fish in your Reserve for 2 wood ... Place the wood in your Reserve (and not in your personal supply)",
    reserveOnly: "3 fish in your Reserve",
    anyTime: "At any time ... until scoring",
    fishing: "you cannot make this exchange in the middle of the Fishing Phase (but only after you complete all five steps)",
    midAction: "except in the middle of another action",
  },
  twice: {
    reserve: { wood: 1, fish: 8, gold: 0 }, supply: { wood: 2, fish: 2, gold: 2 }, after: { wood: 5, fish: 2, gold: 0 },
    log: "Player 1 uses Wood Exchange: exchange 3 fish in the Reserve for 2 wood into the Reserve.",
  },
  offTurn: { reserve: { wood: 0, fish: 4, gold: 0 }, after: { wood: 2, fish: 1, gold: 0 } },
  limit: { says: "Place the wood in your Reserve", reserve: { wood: 0, fish: 3, gold: 0 }, supply: { wood: 12, fish: 0, gold: 0 }, after: { wood: 2, fish: 0, gold: 0 }, supplyWood: 12 },
});

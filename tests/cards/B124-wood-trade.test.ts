import { supplyExchangeSpec } from "./mechanisms/supply-exchange.ts";

const WOOD_GOLD = "anytime:B124:wood-gold";
const GOLD_WOOD = "anytime:B124:gold-wood";

supplyExchangeSpec({
  id: "B124", name: "Wood Trade",
  says: { anyTime: "At any time ... until scoring", midAction: "except in the middle of another action", untilScoring: "until scoring" },
  trades: [{
    choice: WOOD_GOLD, says: "you may exchange 4 wood in your personal supply for 1 gold from the general supply",
    supply: { wood: 9, fish: 0, gold: 0 }, times: 2, after: { wood: 1, fish: 0, gold: 2 },
    log: "Player 1 uses Wood Trade: exchange 4 wood for 1 gold.", offered: [GOLD_WOOD],
  }, {
    choice: GOLD_WOOD, says: "Alternatively, you may exchange 1 gold for 3 wood.",
    supply: { wood: 0, fish: 0, gold: 2 }, times: 1, after: { wood: 3, fish: 0, gold: 1 },
    log: "Player 1 uses Wood Trade: exchange 1 gold for 3 wood.", offered: [GOLD_WOOD],
  }],
  limit: {
    says: "(Observe the 12 wood limit in your personal supply.)", why: "at 11 wood 1 gold gives 1 wood; at 12 wood it is not offered",
    choice: GOLD_WOOD, supply: { wood: 11, fish: 0, gold: 2 }, after: { wood: 12, fish: 0, gold: 1 }, ledger: { wood: 1 }, offered: [WOOD_GOLD],
  },
  lacking: { says: "exchange 4 wood' / 'exchange 1 gold", why: "neither is offered, and both are refused, without the goods", supplies: [{ wood: 3, fish: 5, gold: 0 }] },
  offTurn: { supply: { wood: 4, fish: 0, gold: 0 }, offered: [WOOD_GOLD], choice: WOOD_GOLD, after: { wood: 0, fish: 0, gold: 1 } },
  midAction: { choosing: "Ship", supply: { wood: 12, fish: 10, gold: 5 } },
});

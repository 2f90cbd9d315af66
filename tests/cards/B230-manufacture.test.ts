import { supplyExchangeSpec } from "./mechanisms/supply-exchange.ts";

const WOOD_FISH = "anytime:B230:wood-fish";
const FISH_WOOD = "anytime:B230:fish-wood";

supplyExchangeSpec({
  id: "B230", name: "Manufacture", deck: "mackerel",
  says: { anyTime: "At any time ... until scoring", midAction: "except in the middle of another action", untilScoring: "until scoring" },
  trades: [{
    choice: WOOD_FISH, says: "you may exchange 1 wood in your personal supply for 1 fish from the general supply",
    supply: { wood: 2, fish: 0, gold: 0 }, times: 2, after: { wood: 0, fish: 2, gold: 0 },
    log: "Player 1 uses Manufacture: exchange 1 wood for 1 fish.", offered: [],
  }, {
    choice: FISH_WOOD, says: "Alternatively, you may exchange 3 fish for 2 wood.",
    supply: { wood: 0, fish: 7, gold: 0 }, times: 2, after: { wood: 4, fish: 1, gold: 0 },
    log: "Player 1 uses Manufacture: exchange 3 fish for 2 wood.", offered: [WOOD_FISH],
  }],
  limit: {
    says: "(Observe the 12 wood limit in your personal supply.)", why: "at 11 wood 3 fish give 1 wood; at 12 wood it is not offered",
    choice: FISH_WOOD, supply: { wood: 11, fish: 6, gold: 0 }, after: { wood: 12, fish: 3, gold: 0 }, ledger: { wood: 1 }, offered: [WOOD_FISH],
  },
  lacking: { says: "exchange 1 wood' / 'exchange 3 fish", why: "nothing offered, and both refused, without the goods", supplies: [{ wood: 0, fish: 2, gold: 5 }] },
  offTurn: { supply: { wood: 1, fish: 0, gold: 0 }, offered: [WOOD_FISH], choice: WOOD_FISH, after: { wood: 0, fish: 1, gold: 0 } },
  midAction: { choosing: "Ship", supply: { wood: 12, fish: 10, gold: 5 } },
  sailor: {
    says: "you cannot make this exchange in the middle of the “Sailor” Elder action to serve fish to additional plates by immediately exchanging the wood you get from the action",
    choice: WOOD_FISH,
  },
});

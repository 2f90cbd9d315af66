import { supplyExchangeSpec } from "./mechanisms/supply-exchange.ts";

const TRADE = "anytime:B325:woodfish-gold";

supplyExchangeSpec({
  id: "B325", name: "Stockfishery", deck: "codfish",
  says: { anyTime: "At any time ... until scoring", midAction: "except in the middle of another action", untilScoring: "until scoring" },
  trades: [{
    choice: TRADE, says: "you may exchange 1 wood and 3 fish in your personal supply for 1 gold from the general supply",
    supply: { wood: 2, fish: 7, gold: 0 }, times: 2, after: { wood: 0, fish: 1, gold: 2 },
    log: "Player 1 uses Stockfishery: exchange 1 wood and 3 fish for 1 gold.", offered: [],
  }],
  lacking: { says: "exchange 1 wood and 3 fish", why: "not offered and refused with a RuleError without both", supplies: [{ wood: 0, fish: 9, gold: 0 }, { wood: 9, fish: 2, gold: 0 }] },
  offTurn: { supply: { wood: 1, fish: 3, gold: 0 }, offered: [TRADE], choice: TRADE, after: { wood: 0, fish: 0, gold: 1 } },
  midAction: { choosing: "Ship", supply: { wood: 12, fish: 10, gold: 5 } },
});

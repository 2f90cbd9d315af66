import { expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice } from "../../src/engine/index.ts";
import { supplyExchangeSpec } from "./mechanisms/supply-exchange.ts";

const TRADE = "anytime:B123:fish-wood";

supplyExchangeSpec({
  id: "B123", name: "Resource Trade",
  says: { anyTime: "At any time ... until scoring", midAction: "except in the middle of another action", untilScoring: "until scoring" },
  trades: [{
    choice: TRADE, says: "you may exchange 5 fish in your personal supply for 3 wood from the general supply",
    supply: { wood: 0, fish: 11, gold: 0 }, times: 2, after: { wood: 6, fish: 1, gold: 0 },
    log: "Player 1 uses Resource Trade: exchange 5 fish for 3 wood.", offered: [],
  }],
  limit: {
    says: "(Observe the 12 wood limit in your personal supply.)", why: "at 10 wood only 2 of the 3 wood are kept",
    choice: TRADE, supply: { wood: 10, fish: 5, gold: 0 }, after: { wood: 12, fish: 0, gold: 0 }, ledger: { wood: 2, fish: -5 }, offered: [],
  },
  lacking: { says: "exchange 5 fish", why: "not offered and refused with a RuleError with 4 fish", supplies: [{ wood: 0, fish: 4, gold: 0 }] },
  offTurn: { supply: { wood: 1, fish: 5, gold: 0 }, offered: [TRADE], choice: TRADE, after: { wood: 4, fish: 0, gold: 0 } },
  midAction: { choosing: "Building", supply: { wood: 12, fish: 30, gold: 20 } },
}, (owner) => {
  it("'(Observe the 12 wood limit ...)': at 12 wood the exchange would gain nothing, so it is not offered", () => {
    const s = owner({ wood: 12, fish: 10, gold: 0 });
    expect(anytimeOffers(s, 0)).toEqual([]);
    expect(() => applyChoice(s, 0, TRADE)).toThrow(RuleError);
  });
});

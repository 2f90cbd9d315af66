import { expect, it } from "vitest";
import { RuleError, anytimeOffers, applyChoice } from "../../src/engine/index.ts";
import { supplyExchangeSpec } from "./mechanisms/supply-exchange.ts";

const WOOD_FISH = "anytime:A310:wood-fish";
const WOOD_GOLD = "anytime:A310:wood-gold";

supplyExchangeSpec({
  id: "A310", name: "Cooperage", deck: "codfish",
  says: { anyTime: "At any time ... until scoring", midAction: "except in the middle of another action", untilScoring: "until scoring" },
  trades: [{
    choice: WOOD_FISH, says: "you may exchange 1 wood in your personal supply for 1 fish from the general supply",
    supply: { wood: 2, fish: 0, gold: 0 }, times: 2, after: { wood: 0, fish: 2, gold: 0 },
    log: "Player 1 uses Cooperage: exchange 1 wood for 1 fish.", offered: [],
  }, {
    choice: WOOD_GOLD, says: "Alternatively, you may exchange 4 wood for 1 gold.",
    supply: { wood: 9, fish: 0, gold: 0 }, times: 2, after: { wood: 1, fish: 0, gold: 2 },
    log: "Player 1 uses Cooperage: exchange 4 wood for 1 gold.", offered: [WOOD_FISH],
  }],
  lacking: { says: "exchange 1 wood' / 'exchange 4 wood", why: "nothing offered, and both refused, without wood", supplies: [{ wood: 0, fish: 9, gold: 5 }] },
  offTurn: { supply: { wood: 1, fish: 0, gold: 0 }, offered: [WOOD_FISH], choice: WOOD_FISH, after: { wood: 0, fish: 1, gold: 0 } },
  midAction: { choosing: "Ship", supply: { wood: 12, fish: 10, gold: 5 } },
  sailor: {
    says: "you cannot make this exchange in the middle of the “Sailor” Elder action to serve fish to additional plates by immediately exchanging the wood you get from the action",
    choice: WOOD_FISH,
  },
}, (owner) => {
  it("'exchange 4 wood for 1 gold': with 3 wood only the 1 wood for 1 fish exchange is offered", () => {
    const s = owner({ wood: 3, fish: 0, gold: 0 });
    expect(anytimeOffers(s, 0).map((c) => c.id)).toEqual([WOOD_FISH]);
    expect(() => applyChoice(s, 0, WOOD_GOLD)).toThrow(RuleError);
  });
});

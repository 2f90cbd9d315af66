import { expect, it } from "vitest";
import { legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { play } from "./helpers.ts";
import { supplyExchangeSpec } from "./mechanisms/supply-exchange.ts";

const TRADE = "anytime:B122:woodfish-gold";

supplyExchangeSpec({
  id: "B122", name: "Trading House",
  says: { anyTime: "At any time ... until scoring", midAction: "except in the middle of another action", untilScoring: "until scoring" },
  trades: [{
    choice: TRADE, says: "any number of times", why: "twice in a row, then no more once 2 wood and 2 fish cannot be paid",
    supply: { wood: 4, fish: 5, gold: 1 }, times: 2, after: { wood: 0, fish: 1, gold: 3 },
    log: "Player 1 uses Trading House: exchange 2 wood and 2 fish for 1 gold.", offered: [],
  }],
  lacking: { says: "exchange 2 wood and 2 fish", why: "not offered and refused with a RuleError without both", supplies: [{ wood: 1, fish: 9, gold: 0 }, { wood: 9, fish: 1, gold: 0 }] },
  offTurn: { supply: { wood: 2, fish: 2, gold: 0 }, offered: [TRADE], choice: TRADE, after: { wood: 0, fish: 0, gold: 1 } },
  midAction: { choosing: "Ship", supply: { wood: 12, fish: 10, gold: 5 } },
}, (owner) => {
  it("'you may exchange 2 wood and 2 fish in your personal supply for 1 gold from the general supply' on your turn, and the turn goes on", () => {
    const s = owner({ wood: 5, fish: 4, gold: 0 });
    expect(legalChoices(s, 0).map((c) => c.id)).toContain(TRADE);
    const t = play(s, 0, TRADE);
    expect(t.players[0]?.supply).toEqual({ wood: 3, fish: 2, gold: 1 });
    expect(t.log.at(-1)?.text).toBe("Player 1 uses Trading House: exchange 2 wood and 2 fish for 1 gold.");
    expect(pendingSeats(t)).toEqual([0]);
    expect(legalChoices(t, 0).map((c) => c.id)).toContain("pass");
  });
});

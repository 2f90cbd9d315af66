import { roundGoldCostSpec } from "./mechanisms/round-gold-cost.ts";

roundGoldCostSpec({
  id: "A118", name: "Theater",
  says: {
    round1: "The amount of gold that you must pay for the Theater is equal to the current Round: 1 gold in Round 1",
    depicted: "2 gold in Round 2, etc. (Additionally, you must pay the depicted 4 wood and 6 fish.)",
    currentRound: "equal to the current Round",
    lessGold: "you must pay ... equal to the current Round",
    short: "(Additionally, you must pay the depicted 4 wood and 6 fish.)",
    noEffect: "The Theater has no effect.",
  },
  why: { depicted: "costs the round in gold plus 4 wood and 6 fish", short: "is not offered with 5 fish", noEffect: "has no effect beyond its 9 VP" },
  round1: { label: "Theater (A118; 4 wood, 6 fish, 1 gold; 9 VP)", supply: { wood: 5, fish: 7, gold: 3 }, after: { wood: 1, fish: 1, gold: 2 } },
  later: { round: 4, label: "Theater (A118; 4 wood, 6 fish, 4 gold; 9 VP)", supply: { wood: 4, fish: 6, gold: 4 }, log: "Player 1 builds Theater on space B1 for 4 wood, 6 fish, 4 gold." },
  final: { supply: { wood: 4, fish: 6, gold: 9 }, after: { wood: 0, fish: 0, gold: 2 } },
  lacking: { round: 4, gold: 3, short: { wood: 12, fish: 5, gold: 20 } },
  noEffect: { supply: { wood: 4, fish: 6, gold: 2 }, reserve: { wood: 0, fish: 1, gold: 0 } },
});

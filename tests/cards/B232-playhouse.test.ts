import { roundGoldCostSpec } from "./mechanisms/round-gold-cost.ts";

roundGoldCostSpec({
  id: "B232", name: "Playhouse", deck: "mackerel",
  says: {
    round1: "The amount of gold that you must pay for the Playhouse is equal to the current Round: 1 gold in Round 1",
    depicted: "2 gold in Round 2, etc. (Additionally, you must pay the depicted 15 fish.)",
    currentRound: "equal to the current Round",
    lessGold: "you must pay ... equal to the current Round",
    short: "(Additionally, you must pay the depicted 15 fish.)",
    noEffect: "The Playhouse has no effect.",
  },
  why: { depicted: "costs the round in gold plus 15 fish", short: "is not offered with 14 fish", noEffect: "has no effect beyond its 11 VP" },
  round1: { label: "Playhouse (B232; 15 fish, 1 gold; 11 VP)", supply: { wood: 2, fish: 16, gold: 1 }, after: { wood: 2, fish: 1, gold: 0 } },
  later: { round: 5, label: "Playhouse (B232; 15 fish, 5 gold; 11 VP)", supply: { wood: 0, fish: 15, gold: 5 }, log: "Player 1 builds Playhouse on space B1 for 15 fish, 5 gold." },
  final: { supply: { wood: 0, fish: 15, gold: 7 }, after: { wood: 0, fish: 0, gold: 0 } },
  lacking: { round: 5, gold: 4, short: { wood: 12, fish: 14, gold: 20 } },
  noEffect: { supply: { wood: 0, fish: 15, gold: 2 }, reserve: { wood: 0, fish: 1, gold: 0 } },
});

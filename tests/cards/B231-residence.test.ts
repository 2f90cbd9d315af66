import { elderGainSpec, elders } from "./mechanisms/elder-gain.ts";

elderGainSpec({
  id: "B231", name: "Residence", cost: { wood: 0, fish: 0, gold: 3 },
  cases: [{
    why: "gives 1 wood and 1 fish per Elder", says: "take an amount of wood and fish from the general supply equal to the number of Elders in your Elder Council",
    builds: [{ elders: elders(3), gives: { wood: 3, fish: 3, gold: 0 }, log: "Player 1 takes 3 wood, 3 fish (Residence).", nextSeat: true }],
  }, {
    why: "5 Elders give 5 wood and 5 fish", says: "You can get at most 5 wood and 5 fish from this.",
    builds: [{ elders: elders(5), gives: { wood: 5, fish: 5, gold: 0 } }],
  }, {
    why: "wood above 12 stays in the general supply", says: "Observe the 12 wood limit in your personal supply.",
    builds: [{
      elders: elders(4), supply: { wood: 10, fish: 1, gold: 3 }, gives: { wood: 12, fish: 5, gold: 0 },
      log: "Player 1 takes 2 wood, 4 fish (Residence; the 12-wood limit leaves 2 wood in the general supply).",
    }],
  }, {
    why: "gives nothing without Elders", says: "The Residence has no effect if you do not have any Elders.",
    builds: [{ elders: [], gives: { wood: 0, fish: 0, gold: 0 }, log: "Player 1's Residence has no effect: there are no Elders in the Elder Council." }],
  }],
});

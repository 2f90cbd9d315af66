import { elderGainSpec, elders } from "./mechanisms/elder-gain.ts";

elderGainSpec({
  id: "C146", name: "Retirement Home", cost: { wood: 0, fish: 2, gold: 7 },
  cases: [{
    why: "gives 1 gold per Elder", says: "take an amount of gold from the general supply equal to the number of Elders in your Elder Council",
    builds: [{ elders: elders(2), gives: { wood: 0, fish: 0, gold: 2 }, log: "Player 1 takes 2 gold (Retirement Home).", nextSeat: true }],
  }, {
    why: "5 Elders give 5 gold, no cap below that", says: "You can get at most 5 gold from this.",
    builds: [{ elders: elders(4), gives: { gold: 4 } }, { elders: elders(5), gives: { gold: 5 } }],
  }, {
    why: "gives nothing without Elders", says: "The Retirement Home has no effect if you have no Elders.",
    builds: [{ elders: [], gives: { wood: 0, fish: 0, gold: 0 }, log: "Player 1's Retirement Home has no effect: there are no Elders in the Elder Council." }],
  }],
});

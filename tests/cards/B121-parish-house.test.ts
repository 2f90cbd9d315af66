import { elderGainSpec, elders } from "./mechanisms/elder-gain.ts";

elderGainSpec({
  id: "B121", name: "Parish House", cost: { wood: 2, fish: 3, gold: 0 },
  cases: [{
    why: "gives 1 gold per Elder", says: "take an amount of gold from the general supply equal to the number of Elders in your Elder Council",
    builds: [{ elders: elders(2), gives: { wood: 0, fish: 0, gold: 2 }, log: "Player 1 takes 2 gold (Parish House).", nextSeat: true }],
  }, {
    why: "3 Elders give 3 gold", says: "you can get at most 3 gold from this",
    builds: [{ elders: elders(3), gives: { gold: 3 } }],
  }, {
    why: "4 and 5 Elders still give 3 gold", says: "However, you can get at most 3 gold from this, even if you have 4 or 5 Elders.",
    builds: [{ elders: elders(4), gives: { gold: 3 } }, { elders: elders(5), gives: { gold: 3 } }],
  }, {
    why: "gives nothing without Elders", says: "The Parish House has no effect if you do not have any Elders.",
    builds: [{ elders: [], gives: { wood: 0, fish: 0, gold: 0 }, log: "Player 1's Parish House has no effect: there are no Elders in the Elder Council." }],
  }],
});

import { elderGainSpec } from "./mechanisms/elder-gain.ts";

const NO_EFFECT = "Player 1's Rathskeller has no effect: there are no fish on the Elders.";
const NONE = { wood: 0, fish: 0, gold: 0 };

elderGainSpec({
  id: "B323", name: "Rathskeller", cost: { wood: 4, fish: 4, gold: 2 },
  cases: [{
    why: "gives 1 gold per fish on your Elders", says: "take an amount of gold from the general supply equal to the number of fish on the Elders in your Elder Council",
    builds: [{ elders: [2, 1, 0], gives: { wood: 0, fish: 0, gold: 3 }, log: "Player 1 takes 3 gold (Rathskeller).", nextSeat: true }],
  }, {
    why: "the fish stay on the Elders", says: "Leave the fish on the Elders—you need not and may not remove them.",
    builds: [{ elders: [2, 1, 0], eldersKeepFish: true }],
  }, {
    why: "5 Elders with 2 fish each give 10 gold", says: "You can get at most 10 gold from this",
    builds: [{ elders: [2, 2, 2, 2, 2], gives: { gold: 10 } }],
  }, {
    why: "gives nothing when your Elders hold no fish", says: "The Rathskeller has no effect if there are no fish on your Elders.",
    builds: [{ elders: [], gives: NONE, log: NO_EFFECT }, { elders: [0, 0], gives: NONE, log: NO_EFFECT }],
  }],
});

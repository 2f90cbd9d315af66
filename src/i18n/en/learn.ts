// A learning game's first-time explanations (src/bot/layouts/learning.ts): each milestone's
// title and two lines, the last ending with `more` (the `/rules` topic, named by its English word).
export const learn = {
  heading: "🎓 **First time:**",
  more: "More: `/rules topic:{{word}}`",
  fishing: {
    title: "Fishing",
    a: "Each round starts with it. You catch as many fish as your haul ({{haul}} at the start; Ships raise it): 1 goes on each of your Elders and on each issued Share of your company, whoever holds it; the rest into your Reserve (at most {{limit}}).",
    b: "Transfer Reserve brings them into your supply to spend. {{more}}",
  },
  building: {
    title: "Buildings",
    a: "A Building scores its VP at the end, and many have an effect too (`/rules topic:` with its name says what it does).",
    b: "It covers a Building space of your harbor: each space still free at the end costs you 1 VP, so build from early on. {{more}}",
  },
  ship: {
    title: "Ships",
    a: "A Ship covers spaces of your Fishing track, and your haul is the lowest number still showing: it catches more at every Fishing phase left, so the earlier, the better.",
    b: "At the end it scores its VP ({{vps}}). {{more}}",
  },
  serve: {
    title: "Serve Fish",
    a: "You pay as many fish from your supply as the number of the smallest empty plate of the Banquet Table: 1 goes on the plate, the rest back to the supply, and you take 1 gold. You may serve the next plate too.",
    b: "The plates feed the Elders: using an Elder takes 1 fish from the highest plate, so with every plate empty nobody can use one. {{more}}",
  },
  "first-player": {
    title: "A new First Player",
    a: "Each round the First Player moves to the player on the right of the old one. That player took the last turn of the round just ended and takes the first turn of this one:",
    b: "two turns in a row, at every round's change. {{more}}",
  },
  elder: {
    title: "Elders",
    a: "An Elder sits in your Elder Council (at most {{seats}}): an action space of your own that nobody can block. On your turn you may place a Worker on him instead.",
    b: "Using him takes 1 fish from the Banquet Table (Serve Fish puts fish there), and each Fishing phase he eats 1 fish of your catch first. {{more}}",
  },
  share: {
    title: "Shares",
    a: "Issuing a Share gives you {{gold}} gold, and an issued Share costs you no VP at the end (each Unissued one costs 1). But while it lies on the Action board or another player holds it, it takes 1 fish of each of your catches.",
    b: "Buy All Shares takes every Share on the board, 1 gold each: 1 VP each, and their owners' fish. {{more}}",
  },
  "share-fish": {
    title: "Fish for Shares",
    a: "This catch paid the issued Shares: each company's catch puts 1 fish on each of its issued Shares. A Share on the Action board sends its fish back to the supply; one held by a player gives that player the fish.",
    b: "So every Share of yours that lies on the board or in another player's hands costs you a fish of each catch. {{more}}",
  },
  round3: {
    title: "Round space 3: new A Buildings",
    a_one: "{{count}} new A Building join the A display now (no more than it has free spaces): more to choose from when you build.",
    a_other: "{{count}} new A Buildings join the A display now (no more than it has free spaces): more to choose from when you build.",
    b: "Next round brings C Buildings into your hand. {{more}}",
  },
  round4: {
    title: "Round space 4: C Buildings in your hand",
    a_one: "Each of you drew {{count}} C Building. Only you see yours: `/hand` shows them, and from now on Build a Building can build them from your hand.",
    a_other: "Each of you drew {{count}} C Buildings. Only you see yours: `/hand` shows them, and from now on Build a Building can build them from your hand.",
    b: "In round 6 every C Building still in a hand is laid face up for everyone. {{more}}",
  },
  round5: {
    title: "Round space 5: new B Buildings",
    a_one: "{{count}} new B Building join the B display (no more than it has free spaces): more to choose from when you build.",
    a_other: "{{count}} new B Buildings join the B display (no more than it has free spaces): more to choose from when you build.",
    b: "Round 6 lays the C Buildings left in your hands face up. {{more}}",
  },
  round6: {
    title: "Round space 6: C Buildings face up",
    a: "Every C Building still in a hand now lies face up beside the displays: anyone may build any of them, not only the player who drew it.",
    b: "Your hand is empty from now on. {{more}}",
  },
  scoring: {
    title: "Final scoring",
    a: "Ships score their VP ({{vps}}), Buildings theirs; each issued Share you hold +1, each gold +1; each free Building space −1 and each Unissued Share −1. Wood and fish score nothing.",
    b: "The most VP wins; a tie is a shared victory. {{more}}",
  },
} as const;

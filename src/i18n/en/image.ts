// The words drawn into the images (renderers/*) and said in their alt text, in English: the
// source. The action spaces' names, the goods and the Ships are the engine's words (engine.*);
// Building and Elder names stay as printed. A `{{name}}` or `{{names}}` stands where the image
// puts players' names, which it may shorten to fit.
export const image = {
  seat: "Player {{n}}",
  vp: "{{vp}} VP",
  round: "Round {{round}} of 7 · {{phase}}",
  gameOver: "Game over",
  phase: { fishing: "Fishing phase", work: "Work phase", returning: "Returning Home", over: "Game over" },
  nobody: "Nobody to act",
  toPlay: "{{names}} to play",
  toChoose: "{{names}} to choose",
  imitation: "Imitation",
  board: {
    noNewShares: "No new Shares",
    newShares: "New Shares · all for {{price}} gold",
    eldersOnOffer: "Elders on offer",
    faceDown: "face down",
    noneLeft: "none left",
  },
  turn: {
    over: "{{name}} · the game is over",
    yourTurn: "Your turn, {{name}}",
    yourChoice: "Your choice, {{name}}",
    waiting: "{{name}} — waiting for {{others}}",
    newShares_one: "{{count}} new Share · all for {{price}} gold",
    newShares_other: "{{count}} new Shares · all for {{price}} gold",
  },
  harbor: {
    title: "{{name}}'s harbor",
    vpSoFar: "{{vp}} VP so far",
    reserve: "Reserve",
    free: "free",
    noShips: "no Ships",
    haul: "Haul {{n}}",
    workers: "Workers",
    forests_one: "{{count}} Forest",
    forests_other: "{{count}} Forests",
    sloop_one: "sloop", sloop_other: "{{count}} sloops",
    cutter_one: "cutter", cutter_other: "{{count}} cutters",
    schooner_one: "schooner", schooner_other: "{{count}} schooners",
  },
  scores: {
    head: {
      ships: "Ships", buildings: "Buildings", shares: "Shares", gold: "Gold", freeSpaces: "Free spaces",
      unissued: "Unissued Shares", cardRules: "Card rules", total: "Total",
    },
    final: "Final scores",
    soFar: "Score so far · {{round}}",
    none: "No scores.",
    wins: "{{names}} wins with {{vp}} VP",
    leads: "{{names}} leads with {{vp}} VP",
    shared: "Shared victory at {{vp}} VP: {{names}}",
    leadingTogether: "Leading together at {{vp}} VP: {{names}}",
  },
  table: {
    title: "Every player · {{round}}",
    score: "Score", wood: "Wood", fish: "Fish", gold: "Gold", haul: "Haul", workers: "Workers", reserve: "Reserve",
    ships: "Ships", buildings: "Buildings", elders: "Elders", forests: "Forests", freeSpaces: "Free spaces",
    first: "first",
  },
} as const;

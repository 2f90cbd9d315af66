// The cheat sheet's words in English (renderers/cheat-sheet-text.ts builds the sheet from them,
// the picture, its alt text and the text /rules shows all read that). Every number is a
// placeholder filled from the engine's gameFacts; the action spaces' and Ships' names are read
// from the engine too.
import { gameFacts } from "../../engine/index.ts";

const facts = gameFacts(2);
/** Each action space's name by its id, as the board prints it ("Thin Out"). */
const spaceNames = Object.fromEntries(facts.spaces.map((sp) => [sp.id, sp.label])) as Readonly<Record<(typeof facts.spaces)[number]["id"], string>>;
/** Each Ship's name by its type ("sloop"). */
const shipNames = Object.fromEntries(facts.ships.map((sh) => [sh.type, sh.name])) as Readonly<Record<(typeof facts.ships)[number]["type"], string>>;

export const sheet = {
  title: "Nusfjord cheat sheet",
  players: "{{n}} players",
  goal: "The most VP after {{rounds}} rounds wins.",
  headings: {
    phases: "Each round: 3 phases",
    spaces: "Action spaces: place a Worker, get this",
    imitation: "Imitation tile",
    schedule: "Round spaces with {{players}} players",
    scoring: "Scoring after round {{rounds}}",
    limits: "Good to know",
  },
  workersKey: "= one Worker a round; a full space is closed until the next round",
  imitationIntroOne: "With {{players}} players the Imitation tile adds a space below the board. An Elder's action cannot be copied.",
  imitationIntroMany: "With {{players}} players the Imitation tile adds {{n}} spaces below the board. An Elder's action cannot be copied.",
  phases: {
    fishing: { name: "Fishing", text: "Your Ships catch your haul ({{least}} fish with the catboat, up to {{most}} with more Ships): 1 fish feeds each of your Elders and issued Shares, the rest goes into your Reserve." },
    work: { name: "Work", text: "{{workers}} turns each, from the First Player: place a Worker on a free action space and do its action at once, or on one of your Elders (he takes 1 fish from the highest Banquet plate, then acts); or pass." },
    returning: { name: "Returning Home", text: "Workers come back, the First Player passes to the right, and the next Round space brings its Buildings." },
  },
  spaceNames,
  spaces: {
    gold: { text: "Take {{n}} gold.", short: "{{n}} gold" },
    "transfer-reserve": { text: "Move everything in your Reserve into your supply.", short: "Reserve to supply" },
    "serve-fish": { text: "Serve the smallest empty Banquet plate: pay its number in fish, +1 gold. Then more plates if you like.", short: "pay fish per plate, +1 gold each" },
    "build-building": { text: "Pay a Building's cost and build it on a free space of your harbor." },
    "issue-share": { text: "+{{gold}} gold: put one of your Unissued Shares on the board for sale ({{times}} times a game at most).", short: "+{{gold}} gold" },
    "buy-shares": { text: "Take all Shares on the board, 1 gold each ({{discount}}).", short: "1 gold per Share" },
    deforest: { text: "Remove one of your Forests, +{{wood}} wood.", short: "+{{wood}} wood" },
    "thin-out": { text: "+1 wood per Forest you have; they stay.", short: "1 wood per Forest" },
    reforest: { text: "Put {{n}} Forests on a free double space.", short: "{{n}} Forests" },
    "build-ship": { text: "Buy a Ship: your haul grows." },
    "take-elder": { text: "Seat the top Elder of a stack in your council ({{seats}} at most); you may use him at once." },
  },
  /** Buy All Shares' discount: "1 gold less in all in rounds 4-5, 2 less in rounds 6-7". */
  discount: {
    first: "{{gold}} gold less in all in {{rounds}}",
    more: "{{gold}} less in {{rounds}}",
    round: "round {{n}}",
    rounds: "rounds {{from}}-{{to}}",
  },
  /** The last two items of a list of alternatives: "a, b or c". */
  or: "{{a}} or {{b}}",
  imitation: {
    name: "Imitation",
    nameN: "Imitation {{n}}",
    any: "Copy any action space that is full this round.",
    anyShort: "copies any full space",
    copy: "Copy a full {{spaces}}.",
    copyShort: "copies a full {{spaces}}",
  },
  shipNames,
  schedule: {
    none: "Nothing new with {{players}} players.",
    nothingShort: "nothing new",
    newA: "{{n}} new A Buildings arrive.",
    newAShort: "{{n}} new A Buildings",
    handC: "You each draw {{n}} C Buildings into your hand; you may build them from now on.",
    handCShort: "you each draw {{n}} C Buildings",
    newB: "{{n}} new B Buildings arrive.",
    newBShort: "{{n}} new B Buildings",
    faceUp: "The C Buildings still in hands go face up: anyone may build them.",
    faceUpShort: "C Buildings in hands go face up",
  },
  scoring: {
    ships: "Ships: {{list}} VP",
    shipsShort: "Ships' VP",
    buildings: "Buildings: the VP on each card",
    buildingsShort: "Buildings' VP",
    shares: "1 per issued Share you hold, any colour",
    sharesShort: "1 per issued Share held",
    gold: "1 per gold",
    freeSpaces: "1 per free Building space in your harbor",
    freeSpacesShort: "1 per free Building space",
    unissued: "1 per Unissued Share",
    note: "Wood and fish score nothing. A tie shares the victory.",
  },
  limits: {
    wood: "At most {{n}} wood in your supply: more goes back.",
    woodShort: "{{n}} wood in supply",
    fish: "Your Reserve holds {{n}} fish: no more go in.",
    fishShort: "{{n}} fish in Reserve",
    nothing: "You may not take a space whose action would change nothing for you.",
    rules: "Every rule in detail: /rules",
  },
  /** The picture's own words (renderers/cheat-sheet.ts). */
  picture: {
    automatic: "automatic",
    or: "or",
    round: "Round {{n}}",
    thisRound: "{{text}} (this round)",
  },
  /** The text /rules shows (src/bot/layouts/cheat-sheet.ts). */
  text: {
    heading: "## {{title}} ({{players}})",
    automatic: " (the bot does it)",
    orGold: " (or {{n}} gold)",
    ships: "Ships: {{list}}",
    round: "• Round {{n}}: {{text}}",
  },
  /** The picture's alt text (renderers/describe.ts). */
  alt: {
    head: "{{title}} for {{players}}. {{goal}}",
    phases: "Each round: {{list}}.",
    automatic: "automatic",
    work: "{{workers}} turns each: place a Worker or pass",
    spaces: "Action spaces: {{list}}.",
    imitationOne: "Imitation tile: 1 more space, copies a full one.",
    imitationMany: "Imitation tile: {{n}} more spaces, copy full ones.",
    rounds: "Round spaces: {{list}}.",
    round: "round {{n}}, {{text}}",
    scoring: "{{heading}}: plus {{plus}}; minus {{minus}}. {{note}}",
    limits: "At most {{list}}.",
    ships: "Ships: {{list}}.",
    ship: "{{name}} {{cost}}, {{vp}}",
    shipOrGold: "{{name}} {{cost}} or {{gold}} gold, {{vp}}",
    and: "{{a}} and {{b}}",
  },
} as const;

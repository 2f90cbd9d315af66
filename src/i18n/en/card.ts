// How a card's printed facts read: its kind, and amounts as the cards print them ("10 wood",
// "1-7 gold", "0 or 7 VP", "your choice of 10 wood or 12 fish").
export const card = {
  category: {
    anytime: "Anytime", immediately: "Immediately", once: "Once", special: "Special ability", points: "Victory points", whenever: "Whenever",
  },
  amount: {
    wood_one: "{{n}} wood", wood_other: "{{n}} wood",
    fish_one: "{{n}} fish", fish_other: "{{n}} fish",
    gold_one: "{{n}} gold", gold_other: "{{n}} gold",
    sloop_one: "{{n}} sloop", sloop_other: "{{n}} sloops",
    cutter_one: "{{n}} cutter", cutter_other: "{{n}} cutters",
    schooner_one: "{{n}} schooner", schooner_other: "{{n}} schooners",
    vp_one: "{{n}} VP", vp_other: "{{n}} VP",
  },
  vpOrMore: "{{n}} or more VP",
  topic: "{{name}} ({{id}}, {{kind}}; cost {{cost}}; {{points}})",
  elder: "The {{name}}: {{summary}}.",
  choiceOf: "your choice of {{a}} or {{b}}",
  free: "N/A",
} as const;

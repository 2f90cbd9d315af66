// /hand: your C Buildings, seen only by you.
export const hand = {
  none: "You hold no C Buildings in game #{{game}}.",
  title_one: "**Your hand in game #{{game}}**: {{count}} C Building, seen only by you.",
  title_other: "**Your hand in game #{{game}}**: {{count}} C Buildings, seen only by you.",
  cost: "Cost {{cost}} · {{points}}",
  // The private link button to your hand in the web view.
  openHand: "Open your hand",
} as const;

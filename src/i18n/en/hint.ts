// Hints (src/bot/ai/hints.ts): `/hint`'s private answer and the hint on a learning game's turn post.
export const hint = {
  pick: "the AI's pick",
  same: "about as good",
  behind: "about {{vp}} VP behind",
  oneChoice: "💡 You have one choice in game #{{game}}:",
  best_one: "💡 The AI's {{count}} best choices for you in game #{{game}}, best first:",
  best_other: "💡 The AI's {{count}} best choices for you in game #{{game}}, best first:",
  foot: "Hint {{n}} for you in this game; the end post shows how many hints each player used. The choice is yours.",
  over: "Game #{{game}} is over: there is nothing left to decide.",
  notYourTurn: "It is not your turn in game #{{game}}: a hint is for a decision in front of you.",
  waitingFor: "Waiting for {{names}}.",
  off: "The host turned hints off for game #{{game}}, so there are no hints in it.",
  postOne: "💡 **Hint**: you have one choice here.",
  postBest_one: "💡 **Hint**: the AI's {{count}} best choices for you, best first (the choice is yours):",
  postBest_other: "💡 **Hint**: the AI's {{count}} best choices for you, best first (the choice is yours):",
  button: "💡 Hint (only you see it)",
  coming: "💡 **Hint**: the AI is still thinking about your best choices; they appear here in a moment (or press the button below to see them privately).",
} as const;

// /nusfjord settings: what a game's settings are, and what a change did.
export const settings = {
  language: "Language of the game's posts: {{language}} (private replies: each player's own Discord language)",
  languageChanged: "The game's posts are now in {{language}}.",
} as const;

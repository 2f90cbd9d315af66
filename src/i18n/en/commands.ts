// The slash commands' descriptions, their options' descriptions and their choices' names, as
// Discord lists them (at most 100 characters each). Command and option names stay English in
// every language, so players and the docs share them.
export const commands = {
  common: {
    game: "Which game (not needed inside the game's thread)",
    public: "Post it for everyone (default: only you see it)",
    layout: "Compact (default), Detail (everything, tall: open it) or Wide (desktop)",
    // Each language by its own name, whoever reads it (as Discord's own language list does).
    languageChoice: { en: "English", de: "Deutsch", ja: "日本語" },
    layoutChoice: { compact: "Compact", detail: "Detail (everything)", wide: "Wide (desktop)" },
    level: { easy: "Easy", medium: "Medium", hard: "Hard (strongest, slowest)" },
  },
  nusfjord: {
    description: "Host and manage games of Nusfjord",
    new: {
      description: "Open a new game: players join with the button",
      players: "How many players (2-5)",
      deck: "Building deck (default herring)",
      deckChoice: { herring: "herring", mackerel: "mackerel", codfish: "codfish", mixed: "mixed" },
      ai_seats: "Seats played by AI players (default 0)",
      ai_level: "How well the AI players play, also those filling free seats at Start (default medium)",
      reminder_hours: "Remind a player after this many hours (default 12)",
      thread: "Play in a new thread (default yes)",
      learning: "A learning game: explains each new thing once and hints every turn (default no)",
      rated: "Whether the result changes the players' ratings and /leaderboard (default yes)",
      language: "The language of the game's posts (default: the server's language, else English)",
    },
    export: {
      description: "A finished game as a file: seed, players, every choice and the final scores",
      game: "Which finished game (or cancelled one you played in)",
    },
    away: {
      description: "Time off: no reminders or messages, your clocks stopped, until you are back (all your games)",
      until: "A date (2026-11-29, 29 Nov), hours (48) or days (3 days), at most 30 days; off: back now",
    },
    privacy: { description: "What the bot keeps about you, and leaving the leaderboards (only you see it)" },
    settings: {
      description: "Show or change a game's settings, or your own quiet hours",
      mute: "Mute your own reminders in this game",
      dm: "Also get a direct message when it is your turn in this game",
      reminder_hours: "Host: remind after this many hours",
      reminders: "Host: reminders on or off",
      takeover_hours: "Host: offer an AI takeover after this many hours of waiting (0 = never)",
      turn_hours: "Host: an AI plays a turn that waited this many hours (1-720; 0 = off, the default)",
      pause: "Host: pause (true) or resume (false) the game",
      hints: "Host: allow /hint in this game (true) or not (false)",
      rated: "Host, before the game starts: rated (true) or not (false)",
      replace_seat: "Host: let an AI play this seat (1-5) from now on, or change its AI's level",
      level: "Host, with replace_seat: the AI level for that seat (default medium)",
      cancel: "Host: cancel the game",
      quiet: "Your quiet hours in all your games, e.g. 22-08 (no pings; reminders and DMs wait); off",
      timezone: "Your time zone, e.g. Europe/Oslo (for quiet hours and away dates)",
      language: "Host: the language of the game's posts",
    },
  },
  place: {
    description: "Place a Worker on an action space or an Elder",
    action: "Where to place your Worker (only your legal choices are listed)",
  },
  pass: { description: "Pass instead of placing a Worker" },
  undo: {
    description: "Take back your last action (until another player chooses)",
    steps: "How many of your last choices (default: your whole last action)",
  },
  exchange: { description: "Use an exchange of one of your Anytime Buildings" },
  board: { description: "Show the central board of a game" },
  harbor: {
    description: "Every player's position at a glance, or one player's harbor",
    player: "Whose harbor (without it: every player in one image)",
    seat: "Or a seat number (1-5), e.g. for an AI player",
  },
  hand: { description: "Your C Buildings in hand (only you see them)" },
  hint: { description: "The AI's three best choices for your decision, with why (only you see it)" },
  score: { description: "The itemised score of every player as it stands" },
  log: {
    description: "What happened in a game, page by page",
    n: "How many lines at most (default {{lines}}; fewer when they do not fit in one message)",
    upto: "Show the lines up to this line number (for earlier pages; default: the newest)",
  },
  replay: {
    description: "Watch a finished game again, step by step (only you see it)",
    game: "Which finished game (not needed inside the game's thread)",
  },
  rules: {
    description: "How to play: start here, phases, actions, Elders, Buildings, our rulings",
    topic: "A word: win, fishing, boat, an Elder, a Building, rulings...",
  },
  games: {
    description: "The Nusfjord games in this server, whose turn it is, and who won lately",
    page: "Which page of running games (10 a page)",
  },
  mygames: { description: "Every game where it is your move" },
  leaderboard: {
    description: "This server's players by rating, with their rated games and wins",
    page: "Which page ({{perPage}} players a page)",
  },
  profile: {
    description: "A player's record here: rating, games, wins, scores and favourite Buildings",
    player: "Whose (default: yours)",
    ai: "Or an AI level's",
  },
} as const;

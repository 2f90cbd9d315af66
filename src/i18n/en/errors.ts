// What the bot says privately when it cannot do what was asked for a reason that is nobody's move.
export const errors = {
  stale: "The game moved on while you were deciding: that button or menu is from an earlier moment, so nothing was changed. Here is where it stands now:",
  internal: "Something went wrong on our side; nothing was changed. Please try again, and tell the server admins if it keeps happening.",
  notYourTurn: "It is not your turn in game #{{game}}: waiting for {{waiting, list}}.",
  notYourTurnNow: "It is not your turn in game #{{game}}.",
  restarting: "⏳ The bot is restarting, so it did not take this and nothing was changed. Please try again in a minute.",
  /** The placeholder left where a late answer's visibility differs from its deferral (the answer follows). */
  done: "✅ Done.",
  unknownCommand: "Unknown command /{{command}}: the bot may have been updated; try again in a minute.",
  database: {
    busy: "The database is busy (another program is using it right now), so nothing was changed. Please try again in a minute.",
    full: "The bot's disk is full, so this could not be saved and nothing was changed. The bot's admins have been told; please try again later.",
    readonly: "The bot's database is read-only right now, so this could not be saved and nothing was changed. The bot's admins have been told; please try again later.",
    unavailable: "The bot could not reach its database, so nothing was changed. Please try again later, and tell the server admins if it keeps happening.",
  },
  /** A game's status as a refusal names it ("Game #3 is finished."): nested with `$t(errors.status.{{status}})`. */
  status: { lobby: "lobby", active: "active", finished: "finished", abandoned: "abandoned" },
  /** Which game a command is about (the `game` option, the thread, your only game). */
  game: {
    notANumber: "\"{{typed}}\" is not a game number; pick one from the list.",
    notHere: "Game #{{game}} is not a game of this server.",
    noneHere: "You are not in a running game here. Use this command in a game's thread, or name the game with the `game` option.",
    several: "You are in {{number}} games here ({{games}}): use the command in the game's thread, or choose one with the `game` option.",
    notStarted: "Game #{{game}} has not started yet.",
    notPlaying: "You are not playing in game #{{game}}.",
    notYours: "This is not your game: you are not playing in game #{{game}}.",
    is: "Game #{{game}} is $t(errors.status.{{status}}).",
    whichExport: "Which game? Name it with the `game` option (the list shows the games you can export), or use the command in the game's thread.",
    whichReplay: "Which game? Name it with the `game` option (the list shows this server's finished games), or use /replay in the game's thread.",
  },
  /** Buttons and menus that are not (or no longer) what they were. */
  button: {
    notThisMessage: "That button does not belong to this message (or is not active yet); nothing was changed.",
    unknown: "This button is not one of the bot's (or is from a much older version); use the slash commands instead.",
    lobbyOnly: "That button does not belong to this message; use the game's lobby message.",
    reminderGone: "Game #{{game}} is $t(errors.status.{{status}}); that reminder no longer applies.",
    reminderStale: "That reminder is from an earlier moment of game #{{game}}: the game has moved on since, so nothing was changed.",
    reminderOthers: "That reminder is for another player; only they can mute it.",
    offerGone: "Game #{{game}} is $t(errors.status.{{status}}); that offer no longer applies.",
    offerPlayed: "That offer no longer applies: {{name}} has played since, so nothing was changed.",
    offerAi: "That offer no longer applies: an AI already plays that seat, so nothing was changed.",
    takeoverHost: "Only the host or a server manager can hand a seat to an AI in game #{{game}}.",
    undoOthers: "That button is another player's: only they can take back their choices in game #{{game}}.",
    undoOver: "Game #{{game}} is $t(errors.status.{{status}}): nothing can be undone any more.",
    hintOthers: "That hint is for {{name}}: only they can see it. On your own turn, use `/hint`.",
    hintAnother: "That hint is for another player: only they can see it. On your own turn, use `/hint`.",
    hintOver: "Game #{{game}} is $t(errors.status.{{status}}): there is nothing left to decide.",
    privacy: "That button is not one of /nusfjord privacy's: use `/nusfjord privacy` again.",
    replay: "That button is not one of /replay's: use /replay again.",
    replayRound: "That is not a round of this game: pick one from the menu.",
  },
  /** /nusfjord new. */
  new: {
    inServer: "Games are hosted in a server's channel.",
    players: "A game has 2 to 5 players.",
    deck: "There is no \"{{deck}}\" deck: choose herring, mackerel, codfish or mixed.",
    aiSeats: "A {{players}}-player game can have 0 to {{most}} AI seats (you take one seat yourself).",
    permissions: "I cannot host a game in <#{{channel}}>: I am missing {{missing}} here. A server admin can grant them (Server Settings → Roles, or this channel's permissions); nothing was created.",
  },
  /** /nusfjord settings. */
  settings: {
    levelAlone: "`level` says which AI plays a seat: use it together with `replace_seat` (the seat to hand to an AI, or whose AI to change). Nothing was changed.",
  },
  /** /nusfjord export. */
  export: {
    notStarted: "Game #{{game}} has not started: there is nothing to export yet.",
    running: "Game #{{game}} is still running: an export holds the game's seed, which would give away the cards still hidden. Export it once it has ended.",
    cancelled: "Game #{{game}} was cancelled, and only its players can export a cancelled game.",
  },
  /** /replay. */
  replay: {
    notStarted: "Game #{{game}} has not started yet: /replay shows finished games.",
    running: "Game #{{game}} is still running: /replay shows finished games.",
    cancelled: "Game #{{game}} was cancelled before it ended, so it has no ending to replay: /replay shows finished games.",
    noPosition: "Game #{{game}} has no saved position, so it cannot be replayed.",
    oldRules: "Game #{{game}} was played under an older version of the rules (version {{rules}}; the bot now plays version {{current}}), so its choices would not replay the same way: /replay cannot show it. `/score game:{{game}}` still shows how it ended.",
    broken: "Game #{{game}}'s saved choices do not lead to the end it had, so /replay cannot show it (the server's admins can check it with `npm run verify-games`).",
    repaired: "Game #{{game}} was changed after this replay was made (its saved game was repaired): use `/replay game:{{game}}` again.",
  },
  /** /leaderboard. */
  leaderboard: {
    belowOne: "There is no page {{page}}: pages start at 1. `/leaderboard` shows the first.",
    empty: "There is no page {{page}}: nobody is on this server's leaderboard yet. `/leaderboard` says how to get on it.",
    pastOne: "There is no page {{page}}: the leaderboard has 1 page. `/leaderboard` shows it.",
    past: "There is no page {{page}}: the leaderboard has {{pages}} pages. `/leaderboard page:{{pages}}` is the last.",
  },
  /** /profile. */
  profile: {
    both: "Name a player or an AI level, not both: `/profile player:@someone` or `/profile ai:hard`.",
    noLevel: "There is no AI level \"{{level}}\": choose {{levels}}.",
    bot: "{{name}} is a bot and plays no games. The AI players have profiles: `/profile ai:{{level}}`.",
    private: "{{name}} keeps their profile private: they left the leaderboards. Nothing of theirs is shown.",
  },
  /** Your own time: quiet hours, time zone, time away. */
  time: {
    zone: "\"{{typed}}\" is not a time zone I know. Use its name, such as `Europe/Oslo`, `America/New_York` or `UTC` (the option suggests them as you type). Nothing was changed.",
    quietNeedsZone: "Quiet hours are read in your time zone: add it once, such as `/nusfjord settings quiet:22-08 timezone:Europe/Oslo`. Nothing was changed.",
    quietUnreadable: "\"{{typed}}\" is not a span of hours I can read: write when your quiet hours start and end, such as `quiet:22-08` or `quiet:22:30-07:00` (or `quiet:off`). Nothing was changed.",
    quietSame: "Your quiet hours need an end that differs from their start, such as `quiet:22-08`. Nothing was changed.",
    today: "That is today, which has already begun: say the day you are back, or a number of hours. Nothing was changed.",
    range: "Say when you will be back: a day up to {{day}} (`until:{{iso}}`), or hours or days up to {{days}} days (`until:48`, `until:3 days`).",
    past: "That is in the past. {{range}} Nothing was changed.",
    tooFar: "That is more than {{days}} days away: you can be away for at most {{days}} days at a time. {{range}} For longer, the host can let an AI play your seat. Nothing was changed.",
    tooFarHours: "That is more than {{days}} days away (a number alone counts hours): you can be away for at most {{days}} days at a time. {{range}} For longer, the host can let an AI play your seat. Nothing was changed.",
    unreadable: "I cannot read \"{{typed}}\" as a date or a number of hours: write `until:2026-11-29`, `until:29 Nov`, `until:48` (hours) or `until:3 days` (or `until:off` when you are back). Nothing was changed.",
    date: "{{day}} {{month}} {{year}}",
    noSuchDate: "There is no {{date}}. Nothing was changed.",
    weekday: "{{date}} is a {{actual}}, not a {{said}}: which did you mean? Nothing was changed.",
  },
  /** Discord's permissions, as Discord's settings name them in each language. */
  permission: {
    view: "View Channel",
    send: "Send Messages",
    sendInThreads: "Send Messages in Threads",
    attach: "Attach Files",
    history: "Read Message History",
    threads: "Create Public Threads",
  },
  /** /place. */
  place: {
    unknown: "\"{{action}}\" is not an action space or an Elder. Pick one from the list that appears as you type.",
  },
} as const;

// What the bot says privately when it cannot do what was asked for a reason that is nobody's move.
export const errors = {
  stale: "The game moved on while you were deciding: that button or menu is from an earlier moment, so nothing was changed. Here is where it stands now:",
  internal: "Something went wrong on our side; nothing was changed. Please try again, and tell the server admins if it keeps happening.",
  notYourTurn: "It is not your turn in game #{{game}}: waiting for {{waiting, list}}.",
  notYourTurnNow: "It is not your turn in game #{{game}}.",
  unknownCommand: "Unknown command /{{command}}: the bot may have been updated; try again in a minute.",
  database: {
    busy: "The database is busy (another program is using it right now), so nothing was changed. Please try again in a minute.",
    full: "The bot's disk is full, so this could not be saved and nothing was changed. The bot's admins have been told; please try again later.",
    readonly: "The bot's database is read-only right now, so this could not be saved and nothing was changed. The bot's admins have been told; please try again later.",
    unavailable: "The bot could not reach its database, so nothing was changed. Please try again later, and tell the server admins if it keeps happening.",
  },
} as const;

// Every word the bot says, in English: the source, and the shape the other languages must have.
import { card } from "./card.ts";
import { commands } from "./commands.ts";
import { errors } from "./errors.ts";
import { hand } from "./hand.ts";
import { lobby } from "./lobby.ts";
import { rules } from "./rules.ts";
import { settings } from "./settings.ts";

export const en = { card, commands, errors, hand, lobby, rules, settings } as const;

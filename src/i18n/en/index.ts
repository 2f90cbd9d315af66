// Every word the bot says, in English: the source, and the shape the other languages must have.
import { commands } from "./commands.ts";
import { errors } from "./errors.ts";
import { settings } from "./settings.ts";

export const en = { commands, errors, settings } as const;

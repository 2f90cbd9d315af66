// Every word the bot says, in German (terms: docs/glossary.md).
import { card } from "./card.ts";
import { commands } from "./commands.ts";
import { errors } from "./errors.ts";
import { hand } from "./hand.ts";
import { lobby } from "./lobby.ts";
import { rules } from "./rules.ts";
import { settings } from "./settings.ts";
import type { Strings } from "../strings.ts";
import type { en } from "../en/index.ts";

export const de: Strings<typeof en> = { card, commands, errors, hand, lobby, rules, settings };

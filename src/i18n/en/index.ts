// Every word the bot says, in English: the source, and the shape the other languages must have.
import { card } from "./card.ts";
import { commands } from "./commands.ts";
import { errors } from "./errors.ts";
import { hand } from "./hand.ts";
import { lobby } from "./lobby.ts";
import { posts } from "./posts.ts";
import { settings } from "./settings.ts";

export const en = { card, commands, errors, hand, lobby, posts, settings } as const;

// Every word the bot says, in English: the source, and the shape the other languages must have.
import { card } from "./card.ts";
import { commands } from "./commands.ts";
import { errors } from "./errors.ts";
import { ENGINE_WORDS as engine } from "../../engine/index.ts";
import { hand } from "./hand.ts";
import { image } from "./image.ts";
import { hint } from "./hint.ts";
import { learn } from "./learn.ts";
import { lobby } from "./lobby.ts";
import { posts } from "./posts.ts";
import { replies } from "./replies.ts";
import { rules } from "./rules.ts";
import { screen } from "./screen.ts";
import { settings } from "./settings.ts";
import { turn } from "./turn.ts";
import { web } from "./web.ts";

export const en = { card, commands, engine, errors, hand, hint, image, learn, lobby, posts, replies, rules, screen, settings, turn, web } as const;

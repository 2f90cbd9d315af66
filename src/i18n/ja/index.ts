// Every word the bot says, in Japanese (terms: docs/glossary.md).
import { card } from "./card.ts";
import { commands } from "./commands.ts";
import { engine } from "./engine.ts";
import { errors } from "./errors.ts";
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
import type { Strings } from "../strings.ts";
import type { en } from "../en/index.ts";

export const ja: Strings<typeof en> = { card, commands, engine, errors, hand, hint, image, learn, lobby, posts, replies, rules, screen, settings, turn, web };

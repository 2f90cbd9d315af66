// The shape of a slash command module (commands/<name>.ts): its definition as data, which also
// feeds the registration, and its handlers.
import {
  ApplicationCommandOptionType, InteractionContextType, MessageFlags,
  type APIApplicationCommandBooleanOption, type APIApplicationCommandIntegerOption, type AutocompleteInteraction, type ChatInputCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import type { AckKind } from "./ack.ts";
import type { BotContext } from "./context.ts";
import { GAME_OPTION } from "./find-game.ts";
import { described } from "../i18n/discord.ts";

export interface Command {
  readonly data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void>;
  autocomplete?(ctx: BotContext, i: AutocompleteInteraction): Promise<void>;
  /** How the handler answers, for the router's deferral when it is slow (default: privately). */
  acknowledge?(i: ChatInputCommandInteraction): AckKind;
}

/** The optional `game` option every game command has (not needed inside a game's thread). */
export const gameOption = {
  type: ApplicationCommandOptionType.Integer,
  name: GAME_OPTION,
  ...described("commands.common.game"),
  required: false,
  autocomplete: true,
} as const satisfies APIApplicationCommandIntegerOption;

/** `public:true` posts an image for everyone; by default only the asker sees it. */
export const publicOption = {
  type: ApplicationCommandOptionType.Boolean,
  name: "public",
  ...described("commands.common.public"),
  required: false,
} as const satisfies APIApplicationCommandBooleanOption;

/** Defer the answer (rendering may take longer than Discord's 3 seconds allow): private unless `public:true`. */
export async function deferImageReply(i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply(i.options.getBoolean(publicOption.name) ? {} : { flags: EPHEMERAL });
}

/** Commands that only make sense in a server. */
export const IN_SERVERS = [InteractionContextType.Guild];
/** Commands that also work in a DM with the bot. */
export const ANYWHERE = [InteractionContextType.Guild, InteractionContextType.BotDM];

export const EPHEMERAL = MessageFlags.Ephemeral;

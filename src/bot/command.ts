// The shape of a slash command module (commands/<name>.ts): its definition as data, which also
// feeds the registration, and its handlers.
import {
  ApplicationCommandOptionType, InteractionContextType, MessageFlags,
  type APIApplicationCommandIntegerOption, type AutocompleteInteraction, type ChatInputCommandInteraction,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import type { BotContext } from "./context.ts";
import { GAME_OPTION } from "./find-game.ts";

export interface Command {
  readonly data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  execute(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void>;
  autocomplete?(ctx: BotContext, i: AutocompleteInteraction): Promise<void>;
}

/** The optional `game` option every game command has (not needed inside a game's thread). */
export const gameOption = {
  type: ApplicationCommandOptionType.Integer,
  name: GAME_OPTION,
  description: "Which game (not needed inside the game's thread)",
  required: false,
  autocomplete: true,
} as const satisfies APIApplicationCommandIntegerOption;

/** Commands that only make sense in a server. */
export const IN_SERVERS = [InteractionContextType.Guild];
/** Commands that also work in a DM with the bot. */
export const ANYWHERE = [InteractionContextType.Guild, InteractionContextType.BotDM];

export const EPHEMERAL = MessageFlags.Ephemeral;

// Which game a command is about: the `game` option when given, else the game whose thread
// the command was used in, else the user's only running game in this server.
import type { AutocompleteInteraction, ChatInputCommandInteraction } from "discord.js";
import { pendingSeats, type GameState } from "../engine/index.ts";
import type { GameRecord, GameStatus, LoadedGame, SeatRecord } from "../store/index.ts";
import { UserError, type BotContext } from "./context.ts";
import { clip, seatName } from "./layouts/present.ts";
import { hideLeavers, hideLeaversIn } from "./hide-names.ts";
import { languageOf, translator } from "../i18n/index.ts";

export const GAME_OPTION = "game";

export interface FoundGame extends LoadedGame {
  readonly game: GameRecord;
}

export interface RunningGame {
  readonly game: GameRecord;
  readonly state: GameState;
}

type AnyCommand = ChatInputCommandInteraction | AutocompleteInteraction;

/**
 * The game a command is about, as the user may see it: in a game that has ended, a player who
 * left the leaderboards is "Player N" to everyone else (./hide-names.ts).
 */
export async function findGame(ctx: BotContext, i: AnyCommand): Promise<FoundGame> {
  const found = await whichGame(ctx, i);
  return { ...found, game: await hideLeaversIn(ctx, found.game, i.user.id) };
}

async function whichGame(ctx: BotContext, i: AnyCommand): Promise<FoundGame> {
  const explicit = i.options.get(GAME_OPTION)?.value;
  if (explicit !== undefined && explicit !== null) {
    const id = typeof explicit === "number" ? explicit : Number(String(explicit).replace(/^#/, ""));
    if (!Number.isInteger(id) || id <= 0) throw UserError.say("errors.game.notANumber", { typed: String(explicit) });
    const found = await ctx.store.loadGame(id);
    const seated = found.game.seats.some((s) => s.userId === i.user.id);
    if (i.guildId ? found.game.guildId !== i.guildId && !seated : !seated) throw UserError.say("errors.game.notHere", { game: id });
    return found;
  }
  const byThread = await ctx.store.gameIdForThread(i.channelId ?? "");
  if (byThread !== null) return ctx.store.loadGame(byThread);
  const mine = await ctx.store.listGames({ userId: i.user.id, statuses: ["active", "lobby"], ...(i.guildId ? { guildId: i.guildId } : {}) });
  const only = mine[0];
  if (mine.length === 1 && only) return ctx.store.loadGame(only.game.id);
  if (mine.length === 0) throw UserError.say("errors.game.noneHere");
  throw UserError.say("errors.game.several", { number: mine.length, games: mine.map((g) => `#${g.game.id}`).join(", ") });
}

/** The game must be running (started, not over). */
export function running(found: FoundGame): RunningGame {
  const { game, state } = found;
  if (game.status === "lobby" || !state) throw UserError.say("errors.game.notStarted", { game: game.id });
  return { game, state };
}

/** The seat this user plays in the game (the one that must decide now, if they hold several). */
export function mySeat(game: GameRecord, state: GameState | null, userId: string): SeatRecord {
  const mine = game.seats.filter((s) => s.userId === userId);
  const pending = state ? pendingSeats(state) : [];
  const seat = mine.find((s) => pending.includes(s.seat)) ?? mine[0];
  if (!seat) throw UserError.say("errors.game.notPlaying", { game: game.id });
  return seat;
}

/**
 * Autocomplete for the `game` option: this server's games (or the user's, in DMs), newest
 * first; `keep` narrows them further (e.g. only the cancelled games the user played in).
 */
export async function autocompleteGame(ctx: BotContext, i: AutocompleteInteraction, statuses: readonly GameStatus[] = ["active", "lobby"], keep: (game: GameRecord) => boolean = () => true): Promise<void> {
  const typed = String(i.options.getFocused()).replace(/^#/, "").trim().toLowerCase();
  const listed = await ctx.store.listGames(i.guildId ? { guildId: i.guildId, statuses } : { userId: i.user.id, statuses });
  const shown = await hideLeavers(ctx, listed.map((g) => g.game), i.user.id);
  const games = listed.map((g, n) => ({ ...g, game: shown[n] ?? g.game }));
  const locale = languageOf(i.locale);
  const t = translator(locale);
  // An AI seat with its level in the reader's language ("Ingrid (KI, schwer)").
  const named = (s: SeatRecord): string => seatName(s, locale);
  const options = games
    .filter(({ game }) => keep(game))
    .map(({ game, pendingSeats: pending, damaged }) => {
      const names = game.seats.map(named).join(", ");
      const turn = pending.flatMap((p) => { const s = game.seats[p]; return s ? [named(s)] : []; }).join(", ");
      const state = game.status === "lobby" ? t("replies.line.lobbyShort") : damaged ? t("replies.line.damagedShort") : turn ? t("replies.line.toMove", { who: turn })
        : game.status === "abandoned" ? t("replies.line.cancelled") : t(`errors.status.${game.status}`);
      const label = `#${game.id} ${state} — ${names}`;
      return { name: clip(label, 100), value: game.id };
    })
    .filter((o) => !typed || o.name.toLowerCase().includes(typed))
    .slice(0, 25);
  await i.respond(options);
}

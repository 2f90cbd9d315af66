// The one interactionCreate handler: routes commands, autocomplete, buttons and menus, and
// answers every failure ephemerally. Refusals (bad input, not your turn, stale button) are the
// user's; anything else is logged with context and told as our fault. Neither changes a game:
// the store writes nothing when it refuses. Each interaction is counted in the metrics by its
// type, name and outcome, with the time its acknowledgement took.
// Before anything else, the interaction is claimed (store claimInteraction): two processes on
// the same shards (a rolling deploy) both receive every interaction, and only the one whose
// claim lands reads, writes or answers anything; the other logs one debug line.
import { MessageFlags, type Interaction, type RepliableInteraction } from "discord.js";
import { RuleError } from "../engine/index.ts";
import { DuplicateChoiceError, GameDamagedError, IllegalChoiceError, StaleVersionError, StoreError, databaseFailure } from "../store/index.ts";
import { ArrivalDelays, guardAcknowledgement } from "./ack.ts";
import type { Command } from "./command.ts";
import { tellDamagedGames } from "./ops/damaged.ts";
import { acknowledgementOf, deferredUpdates, handleComponent } from "./turn/components.ts";
import { UserError, refusalIn, saidOf, type BotContext } from "./context.ts";
import { decodeId } from "./turn/custom-id.ts";
import type { InteractionOutcome, InteractionType } from "./ops/metrics.ts";
import { mySeat } from "./find-game.ts";
import { withNames } from "./layouts/present.ts";
import { sayIn } from "./layouts/said.ts";
import { fitContent } from "./layouts/text.ts";
import { decisionScreen } from "./turn/turns.ts";
import { languageOf, translator } from "../i18n/index.ts";

export function createRouter(ctx: BotContext, commands: readonly Command[]): (i: Interaction) => Promise<void> {
  const byName = new Map(commands.map((c) => [c.data.name, c]));
  const arrivals = new ArrivalDelays();
  return async (i) => {
    const received = performance.now();
    const lateMs = arrivals.late(i.createdTimestamp, Date.now());
    const log = ctx.log.child({ interactionId: i.id, userId: i.user.id, guildId: i.guildId, channelId: i.channelId });
    if (!(await claimed(ctx, i, log))) {
      log.debug("another bot process took this interaction on (it answers it)");
      return;
    }
    const { type, name } = kindOf(i, byName);
    // Acknowledged within Discord's 3 s whatever the database does (./ack.ts), counted from its arrival.
    const ackOptions = {
      // Counted from Discord's creation of the interaction (on a busy event loop it waited for its
      // turn) and, in this process, from its arrival (the claim took time).
      lateMs,
      since: received,
      onDefer: (e?: unknown) => log.info({ err: e }, "slow handler: deferred for it"),
      onAcknowledged: (seconds: number) => ctx.metrics.acknowledged(type, seconds),
    };
    const guard = i.isChatInputCommand() ? guardAcknowledgement(i, byName.get(i.commandName)?.acknowledge?.(i) ?? "private", ackOptions)
      : i.isButton() || i.isStringSelectMenu() ? guardAcknowledgement(i, acknowledgementOf(i), ackOptions)
        : null;
    let outcome: InteractionOutcome = "ok";
    try {
      if (i.isChatInputCommand()) {
        const command = byName.get(i.commandName);
        if (!command) throw new UserError(translator(languageOf(i.locale))("errors.unknownCommand", { command: i.commandName }));
        log.debug({ command: i.commandName }, "command");
        await command.execute(ctx, i);
      } else if (i.isAutocomplete()) {
        const command = byName.get(i.commandName);
        if (command?.autocomplete) await command.autocomplete(ctx, i);
        else await i.respond([]);
      } else if (i.isButton() || i.isStringSelectMenu()) {
        log.debug({ customId: i.customId }, "component");
        await handleComponent(ctx, i);
      }
    } catch (e) {
      ctx.metrics.databaseError(e);
      if (i.isAutocomplete()) {
        outcome = "error";
        log.warn({ err: e }, "autocomplete failed");
        if (!i.responded) await i.respond([]).catch(() => undefined);
        return;
      }
      const userFault = e instanceof UserError || e instanceof StoreError || e instanceof RuleError;
      outcome = userFault ? "refused" : "error";
      if (!i.isRepliable()) return;
      // Busy, full or unreachable database: rolled back, so "nothing was changed" is true.
      const dbFailure = userFault ? null : databaseFailure(e);
      if (userFault) log.info({ refusal: e.message }, "refused");
      // A full disk or a read-only database waits for the operator: an error line saying which.
      else if (dbFailure?.needsAdmin) log.error({ err: e, database: dbFailure.kind }, `${dbFailure.forAdmins}; the player was told nothing changed`);
      else if (dbFailure) log.warn({ err: e, database: dbFailure.kind }, "database unavailable; nothing changed");
      else log.error({ err: e }, "interaction failed");
      // Said in the asker's own Discord language: a refusal of the bot's or the store's by its key, the engine's from its message.
      const tr = translator(languageOf(i.locale));
      const said = saidOf(e);
      let refusal = refusalIn(languageOf(i.locale), e);
      // The engine's refusal of a choice, from its message, the seats by name.
      const rule = e instanceof IllegalChoiceError ? e.rule : e instanceof RuleError ? e.say : undefined;
      if (!said && rule && languageOf(i.locale) !== "en") {
        const seats = e instanceof IllegalChoiceError ? await ctx.store.loadGame(e.gameId).then((g) => g.game.seats, () => []) : [];
        refusal = sayIn(languageOf(i.locale), rule, seats);
      }
      const text = e instanceof DuplicateChoiceError ? `✅ ${refusal}` : e instanceof StaleVersionError ? `⚠️ ${tr("errors.stale")}` : userFault ? `⚠️ ${refusal}` : dbFailure ? `⚠️ ${tr(`errors.database.${dbFailure.kind}`)}` : `⚠️ ${tr("errors.internal")}`;
      await answerError(ctx, i, text, e).catch((err: unknown) => log.error({ err }, "could not even answer the error"));
      // Maybe found damaged just now: its players are told (once) in its thread.
      if (e instanceof GameDamagedError) await tellDamagedGames(ctx);
    } finally {
      guard?.disarm();
      ctx.metrics.interaction(type, name, outcome);
    }
  };
}

/** How long the claim may take before the interaction is answered without it (Discord allows 3 s in all). */
const CLAIM_WAIT_MS = 1000;

/**
 * Whether this process answers the interaction: its claim landed first. A database that does
 * not answer within CLAIM_WAIT_MS, or fails, does not stop the answer (the handler says what the
 * database could not do; a twin process, should there be one, may then answer too).
 */
export async function claimed(ctx: BotContext, i: Interaction, log: BotContext["log"]): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => { timer = setTimeout(() => resolve("late"), CLAIM_WAIT_MS); });
  try {
    const won = await Promise.race([ctx.store.claimInteraction(i.id), late]);
    if (won === "late") log.warn("the database did not record the interaction's claim in time; answering it anyway");
    return won !== false;
  } catch (e) {
    log.warn({ err: e }, "could not record the interaction's claim; answering it anyway");
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The interaction's type and name for the metrics: a known command with its subcommand
 * ("nusfjord new"), a component's verb ("choice"); "unknown" for anything else, so a stale
 * registration or a forged custom id never adds a label value.
 */
function kindOf(i: Interaction, commands: ReadonlyMap<string, Command>): { type: InteractionType; name: string } {
  if (i.isChatInputCommand() || i.isAutocomplete()) {
    const type = i.isAutocomplete() ? "autocomplete" : "command";
    const command = commands.get(i.commandName);
    if (!command) return { type, name: "unknown" };
    const sub = i.options.getSubcommand(false);
    const known = sub !== null && command.data.options?.some((o) => o.name === sub);
    return { type, name: known ? `${i.commandName} ${sub}` : i.commandName };
  }
  if (i.isButton() || i.isStringSelectMenu()) return { type: i.isButton() ? "button" : "menu", name: decodeId(i.customId)?.verb ?? "unknown" };
  return { type: "command", name: "unknown" };
}

/** A stale press, in players' words (the store's message cites internal version numbers), in English. */
export const STALE = translator("en")("errors.stale");

/** The error, plus for a stale press the user's current decision so they can choose again. */
async function answerError(ctx: BotContext, i: RepliableInteraction, text: string, e: unknown): Promise<void> {
  let components: ReturnType<typeof decisionScreen>["components"] = [];
  let extra = "";
  if ((e instanceof StaleVersionError || e instanceof DuplicateChoiceError) && e.state) {
    const { game } = await ctx.store.loadGame(e.gameId);
    try {
      const seat = mySeat(game, e.state, i.user.id);
      const screen = decisionScreen(game, e.currentVersion, e.state, seat.seat, 0, 0, languageOf(i.locale));
      components = screen.components;
      extra = `\n${screen.content}`;
    } catch {
      // not seated: the message alone
    }
  }
  // The engine names seats "Player N"; say the players' names.
  const gameId = e instanceof StoreError && "gameId" in e && typeof e.gameId === "number" ? e.gameId : null;
  const seats = gameId !== null ? await ctx.store.loadGame(gameId).then((g) => g.game.seats, () => []) : [];
  const body = { content: fitContent(withNames(`${text}${extra}`, seats)), components };
  // The update of the pressed message was deferred (by the handler, or by the router's guard):
  // a refusal comes as a new private message, never over that message (a race loser would
  // overwrite the winner's ✅; a lobby would lose its buttons).
  const updating = (i.isButton() || i.isStringSelectMenu()) && !i.replied && (deferredUpdates.has(i) || (i.deferred && i.ephemeral === null));
  if (i.deferred && !i.replied && i.ephemeral === false) {
    // A public reply was deferred (e.g. the lobby of /nusfjord new, when slow): the refusal is
    // the user's alone, so the public placeholder goes and the answer comes privately.
    // (The placeholder is ended first: a follow-up to a still-loading reply would replace it.)
    await i.editReply({ content: "…", components: [] });
    await i.followUp({ ...body, flags: MessageFlags.Ephemeral });
    await i.deleteReply().catch(() => undefined);
  } else if (i.deferred && !i.replied && !updating) {
    // We deferred a private reply: put the answer there.
    await i.editReply(body);
  } else if (i.replied || updating) {
    // After a deferred update of a private message, a new private message: that screen may
    // already show the ✅ of the press that won a race.
    await i.followUp({ ...body, flags: MessageFlags.Ephemeral });
  } else {
    await i.reply({ ...body, flags: MessageFlags.Ephemeral });
  }
}

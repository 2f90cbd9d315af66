// Playing games through Discord as users would: lobby buttons, /place with autocomplete,
// /pass, the choices on the "your turn" post (or its "Show my choices"), and the private
// buttons and menus that follow.
import { expect } from "vitest";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { THEN } from "../../src/bot/layouts/present.ts";
import { choiceButtons, customIds, finishDecision, menusOf, missing, pick, startHarness, whoDecides, type Harness, type HarnessOptions } from "./harness.ts";
import type { InteractionOutcome, RecordedMessage, StandInUser } from "./standin/index.ts";

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function idWith(m: RecordedMessage | null | undefined, verb: string): string {
  const id = customIds(m).find((x) => decodeId(x)?.verb === verb);
  if (!id) throw new Error(`no ${verb} button on message: ${m?.text ?? "(none)"}`);
  return id;
}

/** `/nusfjord new` by the host, the others press Join, the host presses Start. Returns the game and its thread. */
export async function openAndStart(h: Harness, host: StandInUser, others: readonly StandInUser[], options: GameOptions): Promise<{ gameId: number; threadId: string }> {
  const created = await h.discord.command(host, h.discord.channelId, "nusfjord", { subcommand: "new", options });
  expect(created.callbackType).toBe(4);
  await h.bot.idle(); // the thread is opened after the lobby is shown
  let lobby = created.response;
  const gameId = decodeId(idWith(lobby, "join"))?.gameId ?? -1;
  for (const u of others) {
    const joined = await h.discord.button(u, lobby ?? missing(), idWith(lobby, "join"));
    expect(joined.callbackType).toBe(7);
    lobby = joined.response;
    expect(lobby?.text).toContain(`<@${u.id}>`);
  }
  const started = await h.discord.button(host, lobby ?? missing(), idWith(lobby, "start"));
  const thread = h.discord.threads(h.discord.channelId).find((t) => t.name === `Nusfjord #${gameId}`);
  if (!thread) throw new Error("no thread was opened for the game");
  // "The game is on: see <thread>", in the game's language.
  expect(started.response?.text).toContain(`<#${thread.id}>`);
  await h.bot.idle();
  return { gameId, threadId: thread.id };
}

/**
 * The one-line message that follows a V2 post to ping whoever it asks (a V2 post's own mention
 * would notify without text): the first message after `post` in its channel that pings anyone.
 */
export function pingLineAfter(h: Harness, channelId: string, post: RecordedMessage): RecordedMessage | undefined {
  const list = h.discord.messages(channelId);
  return list.slice(list.findIndex((m) => m.id === post.id) + 1).find((m) => m.notification.users.length > 0);
}

/** The verbs of the controls a "your turn" post carries: its choices, or "Show my choices". */
const PING_VERBS = new Set(["choice", "menu", "mine"]);

/**
 * The newest "your turn" post in the thread: a public message with the player's choices (or a
 * "Show my choices" button when several must decide). Reminders (they carry a mute button) are not.
 */
export function latestPing(h: Harness, threadId: string): RecordedMessage {
  const list = h.discord.messages(threadId).filter((m) => {
    const verbs = customIds(m).map((id) => decodeId(id)?.verb);
    return verbs.some((v) => v !== undefined && PING_VERBS.has(v)) && !verbs.includes("mute");
  });
  const last = list[list.length - 1];
  if (!last) throw new Error("no your-turn post with choices in the thread");
  return last;
}

/**
 * The choice ids a message offers on its own buttons or in its menu; a one-tap shortcut
 * ("place:deforest>forest:0") counts as the placement it starts with, once.
 */
export function offered(m: RecordedMessage | null | undefined): string[] {
  return [...new Set([...choiceButtons(m).map((b) => b.choiceId), ...menusOf(m).flatMap((menu) => menu.values)].map((id) => id.split(THEN)[0] ?? ""))];
}

/** Choose `choiceId` on a message's own controls: press its button (or its first shortcut), or pick it in its menu. */
export async function pressChoice(h: Harness, user: StandInUser, m: RecordedMessage, choiceId: string): Promise<InteractionOutcome> {
  const button = choiceButtons(m).find((b) => b.choiceId === choiceId) ?? choiceButtons(m).find((b) => b.choiceId.startsWith(`${choiceId}${THEN}`));
  if (button) return h.discord.button(user, m, button.customId);
  for (const menu of menusOf(m)) {
    const value = menu.values.find((v) => v === choiceId) ?? menu.values.find((v) => v.startsWith(`${choiceId}${THEN}`));
    if (value) return h.discord.select(user, m, menu.customId, [value]);
  }
  throw new Error(`"${choiceId}" is not offered on the message: ${m.text}`);
}

/**
 * Play until the game is over, every human decision through Discord. Slash commands with
 * autocomplete for most placements, the "your turn" post's own controls (or its "Show my
 * choices" button) for the rest and for every decision that is not a placement. Returns the number of interactions.
 */
export async function playToEnd(h: Harness, gameId: number, threadId: string, users: ReadonlyMap<string, StandInUser>): Promise<number> {
  let n = 0;
  for (; n < 3000; n++) {
    await h.bot.idle();
    const who = await whoDecides(h.store, gameId);
    if (!who) break;
    const user = who.userId ? users.get(who.userId) : undefined;
    if (!user) throw new Error(`seat ${who.seat} is pending but is not one of the test's users (AI stuck?)`);
    const isTurn = who.choices.some((c) => c === "pass" || c.startsWith("place:"));
    if (isTurn && n % 4 !== 0) {
      const ac = await h.discord.autocomplete(user, threadId, "place", { name: "action", value: "" });
      // The legal choices first, then the action spaces not offered (each says why when picked).
      const values = (ac.choices ?? []).filter((c) => !c.name.startsWith("Not offered: ")).map((c) => String(c.value));
      const placements = who.choices.filter((c) => c.startsWith("place:") || c.startsWith("elder:"));
      expect([...values].sort()).toEqual(placements.length ? [...placements].sort() : ["none"]);
      const outcome = placements.length === 0
        ? await h.discord.command(user, threadId, "pass")
        : await h.discord.command(user, threadId, "place", { options: { action: pick(values, n) } });
      expect(outcome.response?.ephemeral).toBe(true);
      expect(outcome.response?.text).toMatch(/^✅/);
      await finishDecision(h.discord, user, outcome.response, n);
    } else {
      const ping = latestPing(h, threadId);
      expect(ping.text).toContain(`<@${user.id}>`);
      if (customIds(ping).some((id) => decodeId(id)?.verb === "mine")) {
        const mine = await h.discord.button(user, ping, idWith(ping, "mine"));
        expect(mine.response?.ephemeral).toBe(true);
        await finishDecision(h.discord, user, mine.response, n);
      } else {
        // The choices are on the post itself; what follows comes privately.
        const made = await finishDecision(h.discord, user, ping, n);
        expect(made[0]?.response?.ephemeral).toBe(true);
      }
    }
  }
  await h.bot.idle();
  return n;
}

export type GameOptions = Record<string, string | number | boolean>;

/** Who is at a table: the users to add (by name), who of them is seated (host first), and the game's options. */
export interface TableSpec<N extends string> {
  /** Every user to add to the stand-in, in order. */
  users: readonly N[];
  /** The seated users, host first (default: every user). */
  seated?: readonly N[];
  /** The options of `/nusfjord new`; without them no game is opened. */
  options?: GameOptions;
  harness?: HarnessOptions;
}

/** Who decides now, their user, and another seated user. */
interface Mover { who: NonNullable<Awaited<ReturnType<typeof whoDecides>>>; user: StandInUser; other: StandInUser }

/** A harness with users added and, when the spec has options, a game opened by them and started. */
export interface Table<N extends string = string> {
  h: Harness;
  /** The game's id and thread (a table opened without options has neither: reading them throws). */
  readonly gameId: number;
  readonly threadId: string;
  /** Every user by name. */
  user: Record<N, StandInUser>;
  /** The seated users by id. */
  users: Map<string, StandInUser>;
  /** Who decides now, their user, and the other seated user. */
  current: () => Promise<Mover>;
}

/** Who decides now among `users` (the seated users by id), and another of them. */
async function moverOf(h: Pick<Harness, "store">, gameId: number, users: ReadonlyMap<string, StandInUser>): Promise<Mover> {
  const who = await whoDecides(h.store, gameId);
  const user = who?.userId ? users.get(who.userId) : undefined;
  const other = [...users.values()].find((u) => u !== user);
  if (!who || !user || !other) throw new Error("no human to move");
  return { who, user, other };
}

/**
 * Adds the spec's users to the harness and, with options, opens and starts their game. The users
 * are written into `into` when given (objects made before the harness existed), so that the
 * same objects stand for them everywhere.
 */
export async function seatTable<N extends string>(h: Harness, spec: TableSpec<N>, into?: Record<N, StandInUser>): Promise<Table<N>> {
  const user = {} as Record<N, StandInUser>;
  for (const name of spec.users) user[name] = Object.assign(into?.[name] ?? {}, h.discord.addUser(name));
  const seated = (spec.seated ?? spec.users).map((name) => user[name]);
  const users = new Map(seated.map((u) => [u.id, u]));
  const [host, ...others] = seated;
  const game = spec.options && host ? await openAndStart(h, host, others, spec.options) : null;
  const opened = () => game ?? (() => { throw new Error("this table has no game: its spec has no options"); })();
  return {
    h, user, users,
    get gameId() { return opened().gameId; },
    get threadId() { return opened().threadId; },
    current: () => moverOf(h, opened().gameId, users),
  };
}

/** A new harness and a table on it (see seatTable). */
export async function startTable<N extends string>(spec: TableSpec<N>, into?: Record<N, StandInUser>): Promise<Table<N>> {
  return seatTable(await startHarness(spec.harness), spec, into);
}

/** Placements whose action asks nothing more, to take in one interaction. */
export const ONE_STEP: readonly string[] = ["place:gold", "place:issue-share", "place:thin-out", "place:transfer-reserve"];

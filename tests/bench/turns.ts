// The turn from the player's side (a benchmark, not a test): one whole seeded 3-player game of
// three human users, played through the Discord stand-in as people would, and what it cost them.
//
// Each simulated person acts only from what the bot shows them. When it is their move they look
// at the newest post in the game's thread that mentions them (`<@their id>`), or at their own
// private reply when it already shows their next decision. They decide WHAT they want with a
// deterministic policy (an AI level, seeing the engine state through the store as the e2e
// harness does), then find the control that does it, preferring the message they look at:
//   a button carrying that choice (custom-id verb "choice")            1 tap
//   a select menu with that option (verb "menu")                       2 taps (open, pick)
//   the menu's page buttons (verb "page"), when it is on another page  1 tap each
//   "Show my choices" (verb "mine"), then go on in the private reply   1 tap
//   none of these: type `/place`                                       3 taps (open, pick option, send)
// Follow-up decisions come privately and are found the same way. Every other control (undo,
// back, mute, whatever a newer bot adds) is never pressed: it is not a choice. Only the
// custom ids (src/bot/turn/custom-id.ts), the mention and the alt-text format below are read,
// never the wording of a message.
//
// A turn runs from the ping to the moment the game no longer waits for that player's current
// action: a Work-phase turn with all its follow-ups, one player's decisions in a Fishing
// phase, Returning Home, the Fortress's build or the window before scoring are each a turn.
// Per turn: interactions (button presses, menu picks and commands sent to the bot) and taps.
//
// Also counted: pings (thread posts whose notification reaches a seated player, one per player)
// whose notification text (what the phone shows) gives that player's own wood, fish and gold as
// "<n>/12 wood", "<n> fish", "<n> gold"; turn posts (thread posts with choices) and their buttons;
// every button label shown (posts and private replies) over 40 characters, cut ("…"), repeated on
// one message, or a bare "Decline" (issue 35: all must be 0); image attachments with alt text;
// requests the stand-in refused (must be 0); wall time.
//
// `npm run bench` runs it (tests/bench/run.ts), or alone: `npx tsx tests/bench/turns.ts`
// (BENCH_TURNS_AI=easy for the easy AI's policy instead of medium).
import { aiPlayer, type AiLevel } from "../../src/ai/index.ts";
import { decodeId } from "../../src/bot/turn/custom-id.ts";
import { applyChoice, isTurnDecision, pendingSeats, type GameState } from "../../src/engine/index.ts";
import { THEN } from "../../src/bot/layouts/present.ts";
import type { GameRecord } from "../../src/store/index.ts";
import { loadState, startHarness, type Harness } from "../e2e/harness.ts";
import { openAndStart } from "../e2e/play.ts";
import { walkComponents } from "../e2e/standin/index.ts";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { InteractionOutcome, RecordedMessage, StandInUser } from "../e2e/standin/index.ts";

/** What `benchTurns` measured (also printed). */
export interface TurnFigures {
  /** The game's seed (the test store's seeds are fixed: the same game every run). */
  seed: string;
  /** The AI level whose choices the people make. */
  policy: AiLevel;
  turns: number;
  /** Turns by what they were: "work" (place a Worker or pass), "fishing", "returning", "fortress", "before scoring", "other". */
  turnsByKind: Record<string, number>;
  interactionsPerTurn: { mean: number; max: number };
  tapsPerTurn: { mean: number; max: number };
  /** The control each turn's first interaction used: a select menu (or its page buttons), a button, a command. */
  begunFrom: { menu: number; button: number; command: number };
  /** Turns begun from the player's own private reply (it already showed the next decision) rather than a ping. */
  begunFromReply: number;
  /** How often `/place` had to be typed because no control offered the choice. */
  placeTyped: number;
  /** Presses the bot answered without taking the choice (a stale or refused control). */
  refusedPresses: number;
  /** One per (thread post, seated player it mentions). */
  pings: number;
  /** Of those, the pings whose notification text (what a phone shows) gives that player's own wood, fish and gold. */
  pingsShowingOwnSupply: number;
  /** Thread posts offering choices (turn posts), and of their mentions those whose picture's alt text gives that player's own supply. */
  turnPosts: number;
  postsShowingOwnSupply: number;
  /** Buttons on a turn post. */
  buttonsPerPost: { mean: number; max: number };
  /** Button labels on every message the people saw (posts and private replies): in all, over 40 characters, cut ("…"), repeated on a message, a bare "Decline". */
  labels: { all: number; long: number; cut: number; repeated: number; bareDecline: number; examples: string[] };
  images: number;
  imagesWithAltText: number;
  /** Requests the stand-in refused (4xx/5xx other than 429) or listed as problems. Must be 0. */
  refusedRequests: number;
  /** Requests answered 429 (discord.js waits and sends again; not a refusal). */
  rateLimited: number;
  /** From /nusfjord new to the game's end, and the whole benchmark with the harness. */
  gameWallMs: number;
  wallMs: number;
}

interface Controls {
  buttons: { customId: string; choiceId: string }[];
  menus: { customId: string; values: string[]; page: number }[];
  pages: { customId: string; page: number }[];
  mine: string | null;
  /** The game versions the controls carry (a choice control of an older version is stale). */
  versions: number[];
}

/** A way to the choice on a message: what to press, and what it costs. */
type Way =
  | { kind: "button"; customId: string }
  | { kind: "menu"; customId: string; value: string }
  | { kind: "page"; customId: string; page: number }
  | { kind: "mine"; customId: string };

/** Every component with a custom id, in rows or nested deeper (components v2), with its raw JSON. */
function componentsOf(list: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (!Array.isArray(list)) return out;
  for (const c of list) {
    if (c === null || typeof c !== "object") continue;
    const o = c as Record<string, unknown>;
    if (typeof o.custom_id === "string") out.push(o);
    componentsOf(o.components, out);
    if (o.accessory && typeof o.accessory === "object") componentsOf([o.accessory], out);
  }
  return out;
}

/** The game's controls a person could use on a message (disabled ones are not). */
function controlsOf(m: RecordedMessage | null | undefined, gameId: number): Controls {
  const c: Controls = { buttons: [], menus: [], pages: [], mine: null, versions: [] };
  for (const comp of componentsOf(m?.components)) {
    if (comp.disabled === true) continue;
    const customId = String(comp.custom_id);
    const id = decodeId(customId);
    if (!id || id.gameId !== gameId) continue;
    if (comp.type === 2 && id.verb === "choice") { c.buttons.push({ customId, choiceId: id.arg }); c.versions.push(id.version); }
    else if (comp.type === 2 && id.verb === "page") { c.pages.push({ customId, page: Number(id.arg) }); c.versions.push(id.version); }
    else if (comp.type === 2 && id.verb === "mine") c.mine = customId;
    else if (comp.type === 3 && id.verb === "menu") {
      const options = Array.isArray(comp.options) ? comp.options : [];
      c.menus.push({ customId, values: options.map((o) => String((o as { value?: unknown }).value)), page: Number(id.arg) || 0 });
      c.versions.push(id.version);
    }
  }
  return c;
}

function showsDecision(c: Controls): boolean {
  return c.buttons.length > 0 || c.menus.length > 0 || c.pages.length > 0 || c.mine !== null;
}

/** The cheapest way to `want` on a message: its button, its menu, another page of its menu, or "Show my choices". */
function wayTo(c: Controls, want: string, pagesSeen: ReadonlySet<number>, then?: (first: string) => string): Way | null {
  const button = c.buttons.find((b) => b.choiceId === want);
  if (button) return { kind: "button", customId: button.customId };
  // A one-tap shortcut: the placement wanted and, after it, the answer the person would give.
  if (then && c.buttons.some((b) => b.choiceId.startsWith(`${want}${THEN}`))) {
    const both = `${want}${THEN}${then(want)}`;
    const shortcut = c.buttons.find((b) => b.choiceId === both);
    if (shortcut) return { kind: "button", customId: shortcut.customId };
  }
  const menu = c.menus.find((m) => m.values.includes(want));
  if (menu) return { kind: "menu", customId: menu.customId, value: want };
  // A placement's menu that answers its question too: the answer the person would give.
  if (then && c.menus.some((m) => m.values.some((v) => v.startsWith(`${want}${THEN}`)))) {
    const both = `${want}${THEN}${then(want)}`;
    const spread = c.menus.find((m) => m.values.includes(both));
    if (spread) return { kind: "menu", customId: spread.customId, value: both };
  }
  // Leaf on through the menu's pages not seen yet: the following ones first, then any earlier one.
  const shown = Math.max(-1, ...c.menus.map((m) => m.page));
  const unseen = c.pages.filter((p) => !pagesSeen.has(p.page) && !c.menus.some((m) => m.page === p.page)).sort((a, b) => a.page - b.page);
  const next = unseen.find((p) => p.page > shown) ?? unseen[0];
  if (next) return { kind: "page", ...next };
  if (c.mine) return { kind: "mine", customId: c.mine };
  return null;
}

const TAPS: Record<Way["kind"] | "command", number> = { button: 1, mine: 1, page: 1, menu: 2, command: 3 };

/** Which turn the game asks a seat for now: a new key is a new turn. */
function turnKey(s: GameState): string {
  return s.phase === "work" ? `work:${s.round}:${s.turn}:${s.finalStage}` : `${s.phase}:${s.round}:${s.finalStage}`;
}

function turnKind(s: GameState, seat: number): string {
  if (s.finalStage === "scoring") return "before scoring";
  if (s.phase === "work") return s.finalStage === "fortress" ? "fortress" : isTurnDecision(s, seat) ? "work" : "other";
  return s.phase;
}

/** "<n> of 12 wood", "<n> fish", "<n> gold" with n not part of a longer number. */
function hasCount(text: string, n: number, what: string): boolean {
  return new RegExp(`(?<![0-9])${n} ${what}`).test(text);
}

/** Whether one of the post's images has alt text giving this seat's name and own supply as it is now. */
function showsOwnSupply(m: RecordedMessage, game: GameRecord, state: GameState, seat: number): boolean {
  const name = game.seats[seat]?.displayName ?? "";
  const supply = state.players[seat]?.supply;
  if (!supply || !name) return false;
  return m.attachments.some((a) => a.contentType.startsWith("image/") && a.description !== null && a.description.includes(name)
    && hasCount(a.description, supply.wood, "of 12 wood") && hasCount(a.description, supply.fish, "fish") && hasCount(a.description, supply.gold, "gold"));
}

/** The button labels a message shows. */
function labelsOf(m: RecordedMessage): string[] {
  return componentsOf(m.components).filter((c) => c.type === 2 && typeof c.label === "string").map((c) => String(c.label));
}

/** Whether the message's notification text gives the seat's own wood ("5/12 wood"), fish and gold as they are now. */
function notificationShowsOwnSupply(m: RecordedMessage, state: GameState, seat: number): boolean {
  const supply = state.players[seat]?.supply;
  const text = m.notification.text;
  if (!supply) return false;
  return new RegExp(`(?<![0-9])${supply.wood}/12 wood`).test(text) && hasCount(text, supply.fish, "fish") && hasCount(text, supply.gold, "gold");
}

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

export async function benchTurns(opts: { policy?: AiLevel; print?: (line: string) => void; trace?: (line: string) => void } = {}): Promise<TurnFigures> {
  const policyLevel: AiLevel = opts.policy ?? (process.env.BENCH_TURNS_AI === "easy" ? "easy" : "medium");
  const print = opts.print ?? ((line: string) => console.log(line));
  const policy = aiPlayer(policyLevel);
  const trace = opts.trace ?? (process.env.BENCH_TURNS_TRACE ? print : undefined);
  const t0 = performance.now();
  const h: Harness = await startHarness();
  let figures: TurnFigures;
  try {
    const people = ["ann", "bo", "cy"].map((n) => h.discord.addUser(n));
    const [host, ...others] = people;
    if (!host) throw new Error("no host");
    const byId = new Map(people.map((u) => [u.id, u]));
    const tGame = performance.now();
    const { gameId, threadId } = await openAndStart(h, host, others, { players: 3 });

    // Pings: every thread post is judged once, against the engine as it is when it appeared
    // (the bot is idle after every interaction, so the state read then is the posted one).
    let scanned = 0;
    let pings = 0;
    let pingsShowingOwnSupply = 0;
    let turnPosts = 0;
    let postsShowingOwnSupply = 0;
    const buttonsPerPost: number[] = [];
    const labels = { all: 0, long: 0, cut: 0, repeated: 0, bareDecline: 0, examples: [] as string[] };
    /** Every label a message shows, judged against the rules of issue 35 (at most 40 characters, never cut, never twice on one message, never a bare "Decline"). */
    const judgeLabels = (m: RecordedMessage): void => {
      const list = labelsOf(m);
      labels.all += list.length;
      const seen = new Set<string>();
      for (const l of list) {
        const bad: string[] = [];
        if (l.length > 40) { labels.long++; bad.push("long"); }
        if (l.endsWith("…")) { labels.cut++; bad.push("cut"); }
        if (seen.has(l)) { labels.repeated++; bad.push("repeated"); }
        if (/(^|· )Decline$/.test(l)) { labels.bareDecline++; bad.push("bare Decline"); }
        seen.add(l);
        if (bad.length > 0 && labels.examples.length < 8) labels.examples.push(`${bad.join(", ")}: "${l}"`);
      }
    };
    const scanPosts = async (): Promise<void> => {
      const posts = h.discord.messages(threadId);
      if (posts.length <= scanned) return;
      const { game, state } = await loadState(h.store, gameId);
      for (const m of posts.slice(scanned)) {
        if (m.authorId !== h.discord.botUser.id) continue;
        for (const seat of game.seats) {
          if (!seat.userId || !m.notification.users.includes(seat.userId)) continue;
          pings++;
          if (notificationShowsOwnSupply(m, state, seat.seat)) pingsShowingOwnSupply++;
        }
        if (!m.ephemeral && showsDecision(controlsOf(m, gameId))) {
          turnPosts++;
          buttonsPerPost.push(labelsOf(m).length);
          for (const seat of game.seats) if (seat.userId && m.text.includes(`<@${seat.userId}>`) && showsOwnSupply(m, game, state, seat.seat)) postsShowingOwnSupply++;
        }
        judgeLabels(m);
      }
      scanned = posts.length;
    };
    /**
     * The newest post in the thread that mentions the user and offers controls (a ping line
     * after a post has none: the person looks at the post right above it), else the newest
     * that mentions them.
     */
    const newestPing = (user: StandInUser): RecordedMessage | null => {
      const posts = h.discord.messages(threadId).filter((m) => m.authorId === h.discord.botUser.id && !m.deleted && m.text.includes(`<@${user.id}>`));
      return posts.findLast((m) => showsDecision(controlsOf(m, gameId))) ?? posts[posts.length - 1] ?? null;
    };

    // Each person's latest private answer from the bot, and who interacted last.
    const replyOf = new Map<string, string>();
    let lastActor: string | null = null;
    const turns: { kind: string; interactions: number; taps: number; from: "menu" | "button" | "command"; fromReply: boolean }[] = [];
    let placeTyped = 0;
    let refusedPresses = 0;

    await h.bot.idle();
    await scanPosts();
    for (let guard = 0; ; guard++) {
      if (guard > 2000) throw new Error("the game did not end within 2000 turns");
      const { game, state } = await loadState(h.store, gameId);
      if (state.phase === "over") break;
      const seat = pendingSeats(state)[0];
      if (seat === undefined) throw new Error("nobody is asked, but the game is not over");
      const userId = game.seats[seat]?.userId;
      const user = userId ? byId.get(userId) : undefined;
      if (!user) throw new Error(`seat ${seat} is asked but is not one of the three people`);

      // One turn of this seat: until the game no longer waits for it, or asks it something new.
      const key = turnKey(state);
      const turn = { kind: turnKind(state, seat), interactions: 0, taps: 0, from: "button" as "menu" | "button" | "command", fromReply: false };
      const pagesSeen = new Set<number>();
      let looking: { message: RecordedMessage | null; isReply: boolean } | null = null;
      let wantAt = -1;
      let want = "";
      let stalled = 0;
      for (let step = 0; ; step++) {
        if (step > 200) throw new Error(`turn of seat ${seat} (${key}) did not end after 200 interactions`);
        const now = await loadState(h.store, gameId);
        if (!pendingSeats(now.state).includes(seat) || turnKey(now.state) !== key || now.state.phase === "over") break;
        if (now.game.version !== wantAt) { want = policy.choose(now.state, seat); wantAt = now.game.version; pagesSeen.clear(); }

        // Where the person looks: their own private reply when it shows their next decision
        // (they were the last to act, and it is not stale), else the newest post mentioning them.
        if (!looking) {
          const reply = replyOf.get(user.id);
          const replyMessage = reply ? h.discord.message(reply) ?? null : null;
          const rc = controlsOf(replyMessage, gameId);
          const fresh = rc.versions.every((v) => v === now.game.version);
          looking = lastActor === user.id && showsDecision(rc) && fresh ? { message: replyMessage, isReply: true } : { message: newestPing(user), isReply: false };
          if (step === 0) turn.fromReply = looking.isReply;
        }
        const seen = (c: Controls): Controls => { for (const m of c.menus) pagesSeen.add(m.page); return c; };
        let at = looking.message;
        const then = (first: string): string => policy.choose(applyChoice(now.state, seat, first), seat);
        let way = at ? wayTo(seen(controlsOf(at, gameId)), want, pagesSeen, then) : null;
        if (!way && looking.isReply) {
          // The private reply does not offer it: the post in the thread may.
          at = newestPing(user);
          way = at ? wayTo(controlsOf(at, gameId), want, new Set(), then) : null;
        }

        let outcome: InteractionOutcome;
        let kind: Way["kind"] | "command";
        if (way && at) {
          kind = way.kind;
          outcome = way.kind === "menu" ? await h.discord.select(user, at, way.customId, [way.value]) : await h.discord.button(user, at, way.customId);
          if (way.kind === "page") pagesSeen.add(way.page);
        } else if (/^(place:|elder:)/.test(want) || want === "pass") {
          kind = "command";
          placeTyped++;
          outcome = await h.discord.command(user, threadId, "place", { options: { action: want } });
        } else {
          throw new Error(`no control offers "${want}" to seat ${seat} (${key}) and /place cannot make it; looked at: ${at?.text.slice(0, 200) ?? "(no message)"}`);
        }
        trace?.(`  seat ${seat} ${key} wants ${want}: ${kind}${at && way ? ` on ${at.ephemeral ? "private reply" : "post"}` : ""} -> version ${(await loadState(h.store, gameId)).game.version}`);
        if (turn.interactions === 0) turn.from = kind === "menu" || kind === "page" ? "menu" : kind === "command" ? "command" : "button";
        turn.interactions++;
        turn.taps += TAPS[kind];
        lastActor = user.id;
        const answer = outcome.followups[outcome.followups.length - 1] ?? outcome.response;
        if (answer) replyOf.set(user.id, answer.id);
        if (answer?.ephemeral) judgeLabels(answer);
        await h.bot.idle();
        await scanPosts();

        const after = await loadState(h.store, gameId);
        const progressed = after.game.version !== now.game.version;
        if (!progressed && (kind === "button" || kind === "menu" || kind === "command")) {
          // A choice the bot did not take (a stale control, a refusal): the person reads the answer and goes on from it.
          refusedPresses++;
          if (++stalled > 3) throw new Error(`seat ${seat} pressed for "${want}" ${stalled} times without the game moving (${key})`);
        }
        // The bot's answer is what the person looks at next (it shows the next decision, if any).
        const next = answer ? h.discord.message(answer.id) ?? null : null;
        looking = next && showsDecision(controlsOf(next, gameId)) ? { message: next, isReply: true } : null;
      }
      if (turn.interactions > 0) turns.push(turn);
      trace?.(`turn ${turns.length}: seat ${seat} ${turn.kind} ${turn.interactions} interactions, ${turn.taps} taps, from ${turn.from}${turn.fromReply ? " (reply)" : ""}`);
    }
    await h.bot.idle();
    await scanPosts();
    const gameWallMs = performance.now() - tGame;

    const { game } = await loadState(h.store, gameId);
    if (game.status !== "finished") throw new Error(`the game ended as ${game.status}`);
    const images = h.discord.uploads().filter((a) => a.contentType.startsWith("image/"));
    const refused = h.discord.requests.filter((r) => r.status >= 400 && r.status !== 429).length;
    const byKind: Record<string, number> = {};
    for (const t of turns) byKind[t.kind] = (byKind[t.kind] ?? 0) + 1;
    figures = {
      seed: game.seed, policy: policyLevel, turns: turns.length, turnsByKind: byKind,
      interactionsPerTurn: { mean: mean(turns.map((t) => t.interactions)), max: Math.max(0, ...turns.map((t) => t.interactions)) },
      tapsPerTurn: { mean: mean(turns.map((t) => t.taps)), max: Math.max(0, ...turns.map((t) => t.taps)) },
      begunFrom: { menu: turns.filter((t) => t.from === "menu").length, button: turns.filter((t) => t.from === "button").length, command: turns.filter((t) => t.from === "command").length },
      begunFromReply: turns.filter((t) => t.fromReply).length,
      placeTyped, refusedPresses, pings, pingsShowingOwnSupply, turnPosts, postsShowingOwnSupply,
      buttonsPerPost: { mean: mean(buttonsPerPost), max: Math.max(0, ...buttonsPerPost) },
      labels: { all: labels.all, long: labels.long, cut: labels.cut, repeated: labels.repeated, bareDecline: labels.bareDecline, examples: labels.examples },
      images: images.length, imagesWithAltText: images.filter((a) => (a.description ?? "") !== "").length,
      refusedRequests: Math.max(refused, h.discord.problems.length), rateLimited: h.discord.rateLimited.length,
      gameWallMs, wallMs: performance.now() - t0,
    };
    report(figures, print);
    const dump = process.env.BENCH_TURNS_DUMP;
    if (dump) dumpThread(h, threadId, dump, [host, ...others]);
  } finally {
    await h.close();
  }
  if (figures.refusedRequests > 0) throw new Error(`the stand-in refused ${figures.refusedRequests} request(s) of the bot: Discord would have refused them`);
  return figures;
}

/**
 * BENCH_TURNS_DUMP=<dir>: the game's thread as players read it (each message's text, its
 * controls' labels, its pictures' alt texts and files), and what each player's phone was pushed,
 * to look at the posts as a player would.
 */
function dumpThread(h: Harness, threadId: string, dir: string, users: readonly StandInUser[]): void {
  mkdirSync(dir, { recursive: true });
  const out: string[] = [];
  for (const [n, m] of h.discord.messages(threadId).entries()) {
    const labels = walkComponents(m.components).flatMap((c) => (typeof c.label === "string" ? [`[${c.label}]`] : []));
    out.push(`──── #${n}${m.deleted ? " (deleted)" : ""}${m.edits > 0 ? ` (edited ${m.edits}x)` : ""}${m.notification.users.length > 0 ? ` → pushes ${m.notification.users.length}: ${m.notification.text}` : ""}`, m.text, labels.join(" "));
    for (const a of m.attachments) {
      writeFileSync(join(dir, `${n}-${a.filename}`), a.data);
      out.push(`🖼 ${n}-${a.filename}: ${a.description ?? "(no alt text)"}`);
    }
  }
  writeFileSync(join(dir, "thread.txt"), out.join("\n"));
  writeFileSync(join(dir, "pushes.txt"), users.map((u) => `${u.username}:\n${h.discord.notifications(u.id).map((x) => `  ${x.text}`).join("\n")}`).join("\n"));
}

function report(f: TurnFigures, print: (line: string) => void): void {
  const kinds = Object.entries(f.turnsByKind).map(([k, n]) => `${n} ${k}`).join(", ");
  print(`turns (3 people, seeded game ${f.seed}, choices of the ${f.policy} AI, played from what the bot shows): ${f.turns} turns (${kinds})`);
  print(`turns: interactions per turn mean ${f.interactionsPerTurn.mean.toFixed(2)}, max ${f.interactionsPerTurn.max}; taps per turn mean ${f.tapsPerTurn.mean.toFixed(2)}, max ${f.tapsPerTurn.max}`);
  print(`turns: begun from a select menu ${f.begunFrom.menu}, from a button ${f.begunFrom.button}, from a command ${f.begunFrom.command} (${f.begunFromReply} begun from the player's own private reply); /place typed ${f.placeTyped} times for want of a control; ${f.refusedPresses} presses not taken`);
  print(`turns: pings whose notification text shows the pinged player's own supply: ${f.pingsShowingOwnSupply} of ${f.pings}; turn posts ${f.turnPosts} (a picture's alt text with the asked player's supply: ${f.postsShowingOwnSupply}); images with alt text: ${f.imagesWithAltText} of ${f.images}`);
  print(`turns: buttons per turn post mean ${f.buttonsPerPost.mean.toFixed(1)}, max ${f.buttonsPerPost.max}; labels ${f.labels.all}: over 40 characters ${f.labels.long}, cut ${f.labels.cut}, repeated on a message ${f.labels.repeated}, bare "Decline" ${f.labels.bareDecline}${f.labels.examples.length > 0 ? ` (${f.labels.examples.join("; ")})` : ""}`);
  print(`turns: requests the stand-in refused: ${f.refusedRequests} (answered 429: ${f.rateLimited}); wall time ${(f.gameWallMs / 1000).toFixed(1)} s for the game, ${(f.wallMs / 1000).toFixed(1)} s in all`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchTurns();

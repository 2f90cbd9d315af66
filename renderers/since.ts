// "Since your last turn": what the other players did since a player's own last turn, in short
// lines for the bot's messages (a turn post's move line, src/bot/turn/poster.ts; a reminder's
// heading, sinceTitle). Pure text from the read model's log, in the engine's words and names
// ("Player 2"); the bot puts the players' escaped names in.
import type { GameSummary, LogEntry } from "../src/engine/index.ts";
import { type RenderOptions, wordsOf } from "./draw.ts";

export interface SinceOptions {
  /**
   * Index into `summary.log` of the first entry not posted yet (the bot's `postedLog`): the
   * lines always cover everything from there.
   */
  since?: number;
  /**
   * A log entry said in the reader's language from its message (names put in), or null for an
   * entry without one (written before messages existed). Given, a Work-phase turn whose entries
   * all have messages is told in those words, its sentences one after the other, instead of
   * condensed from the English text.
   */
  say?: (e: LogEntry) => string | null;
}

/** One line: whose it is (null for the table: a round change, the Fishing phase), and what it says. */
export interface SinceLine {
  seat: number | null;
  text: string;
  /** How many log entries the line sums up (what /log has for it). */
  entries: number;
}

const ROUND_BEGINS = /^Round (\d+) begins: (.*)\.$/;
const ROUND_SPACE = /^Round space \d+: (.*)\.$/;
const GAME_BEGINS = /^A \d-player game .* begins\.$/;
const FIRST_PLAYER = /^Player (\d) is First Player\.$/;
const CATCH = /^Player (\d) catches (\d+) fish\.$/;
const PLACES = /^Player \d places a Worker on (?:the Imitation tile, copying (.+)|(.+))\.$/;
const PASSES = /^Player \d passes\.$/;
const USES_ELDER = /^Player \d uses the (.+?), taking the fish from plate \d+\.$/;
const ELDER_PAYOUT = /^Player \d's (.+?) had 3 fish: (.*)\.$/;

/** A round change or the start of the game: told as one short "Round N" line, whatever its phase. */
function isRoundEntry(e: LogEntry): boolean {
  return ROUND_BEGINS.test(e.text) || ROUND_SPACE.test(e.text) || GAME_BEGINS.test(e.text) || FIRST_PLAYER.test(e.text);
}

/**
 * An entry the viewer wrote on their own Work-phase turn (placing a Worker, using an Elder,
 * passing, and what that did). Entries of older games carry no phase: then any entry of the
 * viewer's except a catch and a round change counts.
 */
function ownTurnEntry(e: LogEntry, viewer: number): boolean {
  if (e.seat !== viewer) return false;
  if (e.phase !== undefined) return e.phase === "work";
  return !CATCH.test(e.text) && !isRoundEntry(e);
}

/**
 * The first log entry "since your last turn", the rule: the entry right after the viewer's
 * latest own Work-phase entry (the end of their latest turn; the start of the log if they have
 * none yet), or `since` (the first entry not posted yet) when that is earlier, so the lines
 * always tell at least everything new since the last post. When the viewer is the one who just
 * moved (they move again, or the game is over), their own move is thus included.
 */
export function sinceStart(s: GameSummary, viewer: number, o: SinceOptions = {}): number {
  let own = 0;
  for (let i = s.log.length - 1; i >= 0; i--) {
    const e = s.log[i];
    if (e && ownTurnEntry(e, viewer)) { own = i + 1; break; }
  }
  if (o.since === undefined) return own;
  return Math.min(own, Math.max(0, Math.min(Math.floor(o.since), s.log.length)));
}

/** The heading of those lines: "Since your last turn", or "So far this game" before the viewer's first turn (in `o.language`, English unless told). */
export function sinceTitle(s: GameSummary, viewer: number, o: RenderOptions = {}): string {
  return wordsOf(o)(s.log.some((e) => ownTurnEntry(e, viewer)) ? "image.card.since" : "image.card.soFar");
}

const PLURAL = /\b(\d+) (Forest|Share)\(s\)/g;

/** An entry of a player's as a clause of their line: without "Player N" ("Player N's") in front, the final full stop, "space" before a space's name. */
function clause(text: string): string {
  const payout = ELDER_PAYOUT.exec(text);
  if (payout) return `+1 fish from the ${payout[1]}${payout[2]?.includes("stays on him") ? ", 1 stays on him" : ""}`;
  return text
    .replace(/^Player \d(?:'s)? /, "")
    .replace(/\.$/, "")
    .replace(/\b(?:double )?space ([A-C][1-4](?:-[A-C][1-4])?)\b/g, "$1")
    .replace(PLURAL, (_, n: string, w: string) => `${n} ${w}${n === "1" ? "" : "s"}`);
}

/** One Work-phase turn being gathered: who, which action space (if a Worker was placed) and what it did. */
interface Turn { seat: number; label: string | null; clauses: string[]; elder: string | null; entries: number; said: (string | null)[] }

/** A turn in the reader's words (SinceOptions.say): every entry's sentence, or null when one has no message. */
function turnSaid(t: Turn): string | null {
  if (!t.said.length || t.said.some((x) => x === null)) return null;
  return t.said.join(" ");
}

/** "Deforest" and "deforests ...": the action's name adds nothing to a clause that starts with the same verb. */
function sameVerb(label: string, first: string): boolean {
  const a = label.toLowerCase().split(" ")[0] ?? "";
  const b = first.toLowerCase().split(" ")[0] ?? "";
  return a.length >= 3 && b.startsWith(a);
}

/** "uses the Engineer, taking the fish from plate 3" and its payout: "uses the Engineer (fish from plate 3, +1 fish)". */
function elderUse(clauses: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i] ?? "";
    const use = /^uses the (.+?), taking the fish from plate (\d+)$/.exec(c);
    if (!use) { out.push(c); continue; }
    const paid = clauses[i + 1]?.startsWith(`+1 fish from the ${use[1]}`) ? clauses[i + 1]?.replace(`+1 fish from the ${use[1]}`, "+1 fish") : undefined;
    if (paid !== undefined) i++;
    out.push(`uses the ${use[1]} (fish from plate ${use[2]}${paid ? `, ${paid}` : ""})`);
  }
  return out;
}

function turnText(t: Turn): string {
  // "... with the Builder" once the line says the Builder is used; "takes nothing" says nothing.
  const elder = t.elder;
  let clauses = elder ? t.clauses.map((c) => c.replace(` with the ${elder}`, "")) : t.clauses;
  clauses = elderUse(clauses.filter((c) => c !== "takes nothing"));
  // On the Imitation tile, "(copied)" says again what the label says.
  if (t.label?.startsWith("Imitation of ")) clauses = clauses.map((c) => c.replace(/ \(copied\)$/, ""));
  const who = `Player ${t.seat + 1}`;
  if (!t.label) return `${who}: ${clauses.join("; ") || "acts"}`;
  if (!clauses.length) return `${who}: places a Worker on ${t.label}`;
  const first = clauses[0] ?? "";
  const head = sameVerb(t.label, first) ? "" : `${t.label} — `;
  return `${who}: ${head}${clauses.join("; ")}`;
}

/** A new turn of the same seat begins here (placing a Worker, passing, using an Elder not just taken). */
function startsTurn(e: LogEntry, t: Turn): boolean {
  if (PLACES.test(e.text) || PASSES.test(e.text)) return true;
  const use = USES_ELDER.exec(e.text);
  return !!use && t.clauses[t.clauses.length - 1] !== `takes the ${use[1]}`;
}

/** The Fishing phase (or Returning Home) in one line: each player's part once, in the order they caught. */
function phaseLine(title: string, entries: readonly LogEntry[]): SinceLine {
  const order: (number | null)[] = [];
  const parts = new Map<number | null, { caught: string | null; clauses: string[] }>();
  for (const e of entries) {
    let part = parts.get(e.seat);
    if (!part) { part = { caught: null, clauses: [] }; parts.set(e.seat, part); order.push(e.seat); }
    const c = CATCH.exec(e.text);
    if (c && part.caught === null) part.caught = c[2] ?? "0";
    else part.clauses.push(e.seat === null ? e.text.replace(/\.$/, "") : clause(e.text));
  }
  let firstCatch = true;
  const said = order.map((seat) => {
    const part = parts.get(seat);
    if (!part) return "";
    if (seat === null) return part.clauses.join("; ");
    const who = `Player ${seat + 1}`;
    if (part.caught === null) return `${who} ${part.clauses.join(", ")}`;
    const caught = `${who} caught ${part.caught}${firstCatch ? " fish" : ""}`;
    firstCatch = false;
    return part.clauses.length ? `${caught} (${part.clauses.join(", ")})` : caught;
  });
  return { seat: null, text: `${title}: ${said.filter((x) => x).join(" · ")}`, entries: entries.length };
}

/** Round space instructions, short: "new A Buildings: Yard", "everyone draws 2 C Buildings". */
function roundSpace(text: string): string {
  const body = ROUND_SPACE.exec(text)?.[1] ?? text.replace(/\.$/, "");
  return body
    .replace(/^\d+ new ([ABC]) Buildings: /, "new $1 Buildings: ")
    .replace(/^every player draws (\d+) C Buildings into their hand$/, "everyone draws $1 C Buildings")
    .replace(/^every C Building left in hand is placed face up; anyone may build them now: /, "C Buildings from the hands, open to all: ");
}

/** A run of round-change entries as one line: "Round 4: Player 1 is First Player · everyone draws 2 C Buildings". */
function roundLine(entries: readonly LogEntry[]): SinceLine {
  const parts: string[] = [];
  let round = entries[0]?.round ?? 1;
  for (const e of entries) {
    const begins = ROUND_BEGINS.exec(e.text);
    if (begins) { round = Number(begins[1]); parts.push(begins[2] ?? ""); continue; }
    if (ROUND_SPACE.test(e.text)) { parts.push(roundSpace(e.text)); continue; }
    parts.push(e.text.replace(/\.$/, ""));
  }
  return { seat: null, text: `Round ${round}: ${parts.join(" · ")}`, entries: entries.length };
}

type Kind = "round" | "fishing" | "returning" | "work" | "plain";

function kindOf(e: LogEntry): Kind {
  if (isRoundEntry(e)) return "round";
  // Older games (no phase) and the end of the game: each entry a line of its own.
  if (e.phase === undefined || e.phase === "over") return "plain";
  if (e.phase === "fishing") return "fishing";
  if (e.phase === "returning") return "returning";
  return "work";
}

/**
 * The log entries since the viewer's last turn (sinceStart) as short lines, in the order they
 * happened: each Work-phase turn one line ("Player 2: deforests A3-A4 and takes 5 wood"), the
 * Fishing phase one line with each player's catch once ("Fishing: Player 1 caught 5 fish ·
 * Player 2 caught 3 (+1 fish from the Builder)"), Returning Home's payouts one line, and a round
 * change one line ("Round 4: Player 1 is First Player · everyone draws 2 C Buildings").
 * Entries of older games without a phase are lines as they are.
 */
export function sinceLastTurn(s: GameSummary, viewer: number, o: SinceOptions = {}): SinceLine[] {
  const entries = s.log.slice(sinceStart(s, viewer, o));
  const out: SinceLine[] = [];
  const turns: Turn[] = []; // the turn being gathered, at most one
  const endTurn = (): void => {
    const t = turns.pop();
    if (t) out.push({ seat: t.seat, text: (o.say ? turnSaid(t) : null) ?? turnText(t), entries: t.entries });
  };
  for (let i = 0; i < entries.length;) {
    const e = entries[i];
    if (!e) break;
    const kind = kindOf(e);
    if (kind === "work") {
      let t = turns[0];
      if (e.seat === null) {
        // "The Forester is revealed on the Elder supply": part of the turn that revealed it.
        const said = e.text.replace(/\.$/, "");
        if (t) { t.clauses.push(said.replace(/^The /, "the ")); t.entries += 1; t.said.push(o.say ? o.say(e) : null); } else out.push({ seat: null, text: (o.say ? o.say(e) : null) ?? said, entries: 1 });
        i++;
        continue;
      }
      if (!t || t.seat !== e.seat || startsTurn(e, t)) {
        endTurn();
        t = { seat: e.seat, label: null, clauses: [], elder: null, entries: 0, said: [] };
        turns.push(t);
      }
      t.entries += 1;
      if (o.say) t.said.push(o.say(e));
      const placed = PLACES.exec(e.text);
      if (placed && t.label === null && !t.clauses.length) t.label = placed[1] ? `Imitation of ${placed[1]}` : (placed[2] ?? null);
      else t.clauses.push(clause(e.text));
      const use = USES_ELDER.exec(e.text);
      if (use) t.elder = use[1] ?? null;
      i++;
      continue;
    }
    endTurn();
    let j = i + 1;
    for (let next = entries[j]; next && kindOf(next) === kind; next = entries[++j]);
    const run = entries.slice(i, j);
    // In the reader's words (SinceOptions.say): the run's sentences one after the other, when every entry has a message.
    const said = o.say && kind !== "plain" ? run.map((x) => o.say?.(x) ?? null) : [];
    if (said.length && said.every((x) => x !== null)) out.push({ seat: null, text: said.join(" "), entries: run.length });
    else if (kind === "round") out.push(roundLine(run));
    else if (kind === "fishing") out.push(phaseLine("Fishing", run));
    else if (kind === "returning") out.push(phaseLine("Returning Home", run));
    else for (const x of run) out.push({ seat: x.seat, text: x.text.replace(/\.$/, ""), entries: 1 });
    i = j;
  }
  endTurn();
  return out;
}

/** The index of the actor's move among the lines: their latest line of their own, or -1. */
export function actorLine(lines: readonly SinceLine[], actor: number | undefined): number {
  if (actor === undefined) return -1;
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]?.seat === actor) return i;
  return -1;
}

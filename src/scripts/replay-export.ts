// What `npm run replay -- <file>` does, as a function the tests call: read a game export
// (`/nusfjord export`, src/store/export.ts), play its choices through the engine from its seed
// and set-up, and compare the final scores with the file's. Anything else (a file too big to be
// an export, not JSON, not an export, another rules version, a choice the engine refuses, other
// scores) is a clear message and exit code 1. The file may be forged: it is read only up to a
// size no real export comes near, and what it holds is printed with its control characters shown
// as escapes, never sent to the terminal as they are.
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { RULES_VERSION, RuleError, applyChoice, currentScores, finalScores, newGame, type DeckOption, type GameState, type PlayerCount, type ScoreSheet } from "../engine/index.ts";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportedPlayer, type GameExport } from "../store/export.ts";

/** What the script prints and how it exits. */
export interface ReplayRun {
  readonly exitCode: 0 | 1;
  readonly lines: readonly string[];
}

/**
 * The most a file may weigh to be read as an export. The longest 5-player games export at about
 * 35 kB (pretty-printed JSON, 32-character names; measured on 5-player games of up to 329 choices,
 * Anytime exchanges taken at every chance), so no export comes near it, while a forged file of
 * hundreds of MB is refused before it is read (one of 519 MB ran for 7 minutes at 5.5 GB).
 */
export const EXPORT_SIZE_LIMIT = 4_000_000;

/**
 * Characters a terminal acts on rather than shows: the C0 and C1 controls and DEL (escape
 * sequences that move the cursor, clear the screen or set the title start with ESC or CSI; a
 * newline or carriage return fakes a line of output), the line and paragraph separators, and the
 * bidirectional controls (U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069) that make text
 * show in another order than it is.
 */
const UNPRINTABLE = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `text` with every character of UNPRINTABLE shown as an escape: "\x1b", "\n", "\u202e". */
function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    const code = c.codePointAt(0) ?? 0;
    return NAMED[c] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`);
  });
}

/**
 * What is printed, with every line through printable(): the one place where what came from the
 * file (names, AI levels, the seed, choice ids, and the engine's and the JSON parser's messages
 * that quote them) and the path typed meet the terminal. The script's own words hold no such
 * characters, so they print unchanged.
 */
function shown(exitCode: 0 | 1, lines: readonly string[]): ReplayRun {
  return { exitCode, lines: lines.map(printable) };
}

/** The file is not an export this script can read; the message says why. */
class NotAnExport extends Error {}

const DECKS: readonly DeckOption[] = ["herring", "mackerel", "codfish", "mixed"];
const COUNTS: readonly PlayerCount[] = [2, 3, 4, 5];

type Json = Readonly<Record<string, unknown>>;

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isIndex(v: unknown, below: number): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v < below;
}

/** The export in `text`, checked field by field; throws NotAnExport saying what is wrong. */
function readExport(text: string): GameExport {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new NotAnExport(`it is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (!isObject(raw) || raw.format !== EXPORT_FORMAT) throw new NotAnExport(`it is not a Nusfjord game export (no "format": "${EXPORT_FORMAT}")`);
  if (raw.formatVersion !== EXPORT_FORMAT_VERSION) throw new NotAnExport(`it is an export of format version ${JSON.stringify(raw.formatVersion)}; this version of the bot reads version ${EXPORT_FORMAT_VERSION}`);
  if (typeof raw.rulesVersion !== "number" || !Number.isInteger(raw.rulesVersion)) throw new NotAnExport(`its "rulesVersion" is not a whole number`);
  const game = raw.game;
  if (!isObject(game)) throw new NotAnExport(`it has no "game"`);
  const players = COUNTS.find((c) => c === game.players);
  const deck = DECKS.find((d) => d === game.deck);
  if (typeof game.id !== "number" || typeof game.seed !== "string" || !players || !deck || (game.status !== "finished" && game.status !== "cancelled")) {
    throw new NotAnExport(`its "game" needs an id, a seed, a deck (${DECKS.join(", ")}), 2 to 5 players and a status (finished or cancelled)`);
  }
  if (!Array.isArray(raw.choices)) throw new NotAnExport(`it has no list of "choices"`);
  // A game cancelled in its lobby may have had free seats; a game that was played had them all.
  const seated = raw.final === null && raw.choices.length === 0 ? raw.players : null;
  if (!Array.isArray(raw.players) || (raw.players.length !== players && !(seated && raw.players.length <= players))) throw new NotAnExport(`its "players" should list the ${players} seats`);
  const seats = raw.players.map((p: unknown, i): ExportedPlayer => {
    if (!isObject(p) || p.seat !== i || typeof p.name !== "string" || (p.ai !== null && typeof p.ai !== "string")) throw new NotAnExport(`player ${i + 1} in "players" needs its seat (${i}), a name and an AI level or null`);
    return { seat: i, name: p.name, ai: p.ai };
  });
  let last = -Infinity;
  const choices = raw.choices.map((c: unknown, i) => {
    if (!isObject(c) || typeof c.version !== "number" || !Number.isInteger(c.version) || c.version <= last || !isIndex(c.seat, players) || typeof c.choiceId !== "string") {
      throw new NotAnExport(`choice ${i + 1} needs a version (higher than the one before), a seat (0 to ${players - 1}) and a choiceId`);
    }
    last = c.version;
    return { version: c.version, seat: c.seat, choiceId: c.choiceId };
  });
  let final: ScoreSheet[] | null = null;
  if (raw.final !== null) {
    if (!Array.isArray(raw.final) || raw.final.length !== players || !raw.final.every((s: unknown, i) => isObject(s) && s.seat === i && typeof s.total === "number")) {
      throw new NotAnExport(`its "final" should be null or the ${players} seats' score sheets, each with its seat and total`);
    }
    final = raw.final as ScoreSheet[];
  }
  if ((game.status === "finished") !== (final !== null)) throw new NotAnExport(`a ${game.status} game's "final" should be ${game.status === "finished" ? "its final scores" : "null"}`);
  return {
    format: EXPORT_FORMAT, formatVersion: EXPORT_FORMAT_VERSION, rulesVersion: raw.rulesVersion,
    game: {
      id: game.id, status: game.status, deck, players, seed: game.seed,
      startedAt: typeof game.startedAt === "string" ? game.startedAt : null,
      finishedAt: typeof game.finishedAt === "string" ? game.finishedAt : null,
    },
    players: seats, choices, final,
  };
}

/** "Ann", or "Ingrid (AI, medium)". */
function nameOf(file: GameExport, seat: number): string {
  const p = file.players[seat];
  if (!p) return `seat ${seat + 1}`;
  return p.ai === null ? p.name : `${p.name} (AI, ${p.ai})`;
}

function scoreLines(file: GameExport, sheets: readonly ScoreSheet[]): string[] {
  return [...sheets].sort((a, b) => b.total - a.total || a.seat - b.seat)
    .map((s) => `  ${nameOf(file, s.seat)}: ${s.total} VP${s.winner ? " (winner)" : ""}`);
}

/** How each seat's replayed score differs from the file's, one line each (empty when they agree). */
function differences(file: GameExport, recorded: readonly ScoreSheet[], replayed: readonly ScoreSheet[]): string[] {
  const out: string[] = [];
  for (const mine of replayed) {
    const theirs = recorded.find((s) => s.seat === mine.seat);
    if (!theirs) continue;
    if (theirs.total !== mine.total || theirs.winner !== mine.winner) {
      out.push(`  ${nameOf(file, mine.seat)}: ${theirs.total} VP${theirs.winner ? " (winner)" : ""} in the file, ${mine.total} VP${mine.winner ? " (winner)" : ""} in the replay`);
    } else if (!isDeepStrictEqual(theirs, mine)) {
      out.push(`  ${nameOf(file, mine.seat)}: ${mine.total} VP in both, but made up differently (compare the file's "final" with the engine's score sheet)`);
    }
  }
  return out;
}

/** Play the export's choices from its seed; the replay's last state, or the refused choice's message. */
function playThrough(file: GameExport): { state: GameState } | { refused: string } {
  let state = newGame({ players: file.game.players, seed: file.game.seed, deck: file.game.deck });
  for (const [i, c] of file.choices.entries()) {
    try {
      state = applyChoice(state, c.seat, c.choiceId);
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      return { refused: `choice ${i + 1} of ${file.choices.length} (version ${c.version}: ${nameOf(file, c.seat)} chooses "${c.choiceId}" in round ${state.round}) is refused by the engine: ${e.message}` };
    }
  }
  return { state };
}

/** "4 MB (4,000,000 bytes)". */
function weight(bytes: number): string {
  const mb = bytes / 1_000_000;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB (${bytes.toLocaleString("en-US")} bytes)`;
}

const TOO_BIG = `more than the ${weight(EXPORT_SIZE_LIMIT)} a game export may be (the longest games' exports are about 35 kB)`;

/**
 * The file's text; or, when it is over `limit` bytes, its size (from fstat, before anything is
 * read), or null for a file that showed no such size but gave more than `limit` bytes (a pipe or
 * a device such as /dev/zero shows size 0; a file may grow while it is read). It never reads more
 * than `limit` + 1 bytes.
 */
function readUpTo(path: string, limit: number): { readonly text: string } | { readonly tooBig: number | null } {
  const fd = openSync(path, "r");
  try {
    const { size } = fstatSync(fd);
    if (size > limit) return { tooBig: size };
    const buffer = Buffer.alloc(limit + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const got = readSync(fd, buffer, filled, buffer.length - filled, null);
      if (got === 0) break;
      filled += got;
    }
    if (filled > limit) return { tooBig: null };
    return { text: buffer.toString("utf8", 0, filled) };
  } finally {
    closeSync(fd);
  }
}

/**
 * `npm run replay -- <file>`: the file at `path`, refused unread when it weighs more than
 * EXPORT_SIZE_LIMIT, else replayed as replayExportText does.
 */
export function replayExportFile(path: string): ReplayRun {
  let read: ReturnType<typeof readUpTo>;
  try {
    read = readUpTo(path, EXPORT_SIZE_LIMIT);
  } catch (e) {
    return shown(1, [`Cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`]);
  }
  if ("tooBig" in read) {
    const why = read.tooBig === null ? `it holds ${TOO_BIG}, so it was read no further` : `it is ${weight(read.tooBig)}, ${TOO_BIG}, so it was not read`;
    return shown(1, [`${path} is not a game export this bot can replay: ${why}.`]);
  }
  return replayExportText(read.text, path);
}

/**
 * `npm run replay -- <file>` on the file's text (`name` is how the messages call the file). A
 * leading byte-order mark (U+FEFF, which some editors put first when they save UTF-8) is no part
 * of the JSON, and is skipped.
 */
export function replayExportText(text: string, name: string): ReplayRun {
  const run = replayText(text.startsWith("\uFEFF") ? text.slice(1) : text, name);
  return shown(run.exitCode, run.lines);
}

function replayText(text: string, name: string): ReplayRun {
  let file: GameExport;
  try {
    file = readExport(text);
  } catch (e) {
    if (e instanceof NotAnExport) return { exitCode: 1, lines: [`${name} is not a game export this bot can replay: ${e.message}.`] };
    throw e;
  }
  const { game } = file;
  const choices = `${file.choices.length} choice${file.choices.length === 1 ? "" : "s"}`;
  const head = `Game #${game.id}: ${game.players} players (${file.players.map((p) => nameOf(file, p.seat)).join(", ")}), ${game.deck} deck, seed "${game.seed}", rules v${file.rulesVersion}, ${choices}.`;
  if (file.rulesVersion !== RULES_VERSION) {
    return { exitCode: 1, lines: [head, `It was played under rules v${file.rulesVersion}, and this engine plays rules v${RULES_VERSION}: its choices would not replay the same way, so it cannot be replayed here.`] };
  }
  if (file.final === null && file.choices.length === 0) {
    return { exitCode: 0, lines: [head, "It was cancelled before anyone made a choice: there is nothing to replay."] };
  }
  const played = playThrough(file);
  if ("refused" in played) return { exitCode: 1, lines: [head, `The replay stops: ${played.refused}${/[.!?]$/.test(played.refused) ? "" : "."}`] };
  const { state } = played;
  if (file.final === null) {
    return {
      exitCode: 0,
      lines: [head, `It was cancelled, so it has no final scores. Its ${choices} replay through the engine to round ${state.round}; the scores when it stopped:`, ...scoreLines(file, currentScores(state))],
    };
  }
  const replayed = finalScores(state);
  if (!replayed) {
    return { exitCode: 1, lines: [head, `The file has final scores, but its ${choices} end in round ${state.round}, before the game does.`] };
  }
  const differ = differences(file, file.final, replayed);
  if (differ.length > 0) {
    return { exitCode: 1, lines: [head, "The replay's final scores differ from the file's:", ...differ] };
  }
  return { exitCode: 0, lines: [head, "Replayed through the engine to the end. Final scores, the same as in the file:", ...scoreLines(file, replayed)] };
}

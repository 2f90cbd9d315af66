// Buttons and select menus carry everything needed to act on them in their custom id, so they
// keep working after a restart (no in-memory collectors): `nf:<verb>:<gameId>:<version>:<arg>`.
// A version older than the game's makes the press stale.

export type Verb =
  | "choice"   // arg: the engine's choice id
  | "menu"     // a select menu of choices; the values are choice ids; arg: page shown
  | "page"     // show another page of a long list of choices; arg: page number
  | "mine"     // "show my choices": arg unused
  | "join" | "leave" | "start" | "cancel" // lobby buttons; version unused; start's arg: the level of the AI filling free seats
  | "mute"     // mute reminders for this turn; arg: seat
  | "takeover" // host: let an AI play a seat that is overdue (asks which level); arg: seat, or "<seat>:deadline" (offered after turns played at the deadline)
  | "level"    // host: the AI level for that takeover; arg: "<seat>:<level>", or "<seat>:<level>:deadline"
  | "undo"     // take back the action of the choice that made this version (the version field); arg: seat
  | "back"     // take back the last choice of the action in progress; arg: seat
  | "hint"     // a learning game's turn post: the hint for that seat's decision, privately; arg: seat
  | "replay"   // /replay of a finished game (version: its final one); arg: "prev:<step>" / "next:<step>" (buttons), "jump" (the menu; its values "round:<n>" or "final")
  | "privacy"; // /nusfjord privacy (no game: game and version 0); arg: "leave" or "return" (the leaderboards)

const VERBS: readonly Verb[] = ["choice", "menu", "page", "mine", "join", "leave", "start", "cancel", "mute", "takeover", "level", "undo", "back", "hint", "replay", "privacy"];
const SHORT: Record<Verb, string> = { choice: "c", menu: "m", page: "p", mine: "y", join: "j", leave: "l", start: "s", cancel: "x", mute: "u", takeover: "t", level: "v", undo: "z", back: "b", hint: "h", replay: "r", privacy: "d" };

export interface CustomId {
  readonly verb: Verb;
  readonly gameId: number;
  readonly version: number;
  readonly arg: string;
}

/** Discord allows 100 characters. */
export const MAX_CUSTOM_ID = 100;

export function encodeId(verb: Verb, gameId: number, version: number, arg = ""): string {
  const id = `nf:${SHORT[verb]}:${gameId}:${version}:${arg}`;
  if (id.length > MAX_CUSTOM_ID) throw new Error(`custom id too long: ${id}`);
  return id;
}

/** null for anything that is not one of ours or is malformed (never throws on user input). */
export function decodeId(raw: string): CustomId | null {
  const m = /^nf:([a-z]):(\d{1,9}):(\d{1,9}):(.*)$/s.exec(raw);
  if (!m) return null;
  const verb = VERBS.find((v) => SHORT[v] === m[1]);
  if (!verb) return null;
  return { verb, gameId: Number(m[2]), version: Number(m[3]), arg: m[4] ?? "" };
}

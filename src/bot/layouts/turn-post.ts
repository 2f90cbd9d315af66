// The turn post, laid out by Discord (Components V2): what happened, then whose turn it is and
// their situation, the picture, and their choices with what each does. Pure: the game, its
// state and what the poster worked out go in, the message's components come out.
//
// Who is pinged, and how: a mention inside a V2 text display pings, but the push notification
// it makes shows no text (discord/discord-api-docs#7854), and the silent flag does not silence
// it (discordjs/discord.js#10937). So the V2 post mentions whoever is asked without pinging
// (its allowed mentions are empty), and a one-line classic message right after it pings them:
// "🎣 @Ann, your turn in game #1 · round 3 · 🪵 5/12 wood · 🐟 7 fish · 🪙 0 gold · 2 Workers
// left". That line is what a phone's notification shows, and what a screen reader reads first.
import { ButtonStyle } from "discord.js";
import { applyChoice, buildableBuildings, cardView, closedSpaces, isTurnDecision, pendingSeats, presentChoices, RuleError, summarize, type Choice, type GameState, type GameSummary } from "../../engine/index.ts";
import type { GameRecord } from "../../store/index.ts";
import { encodeId } from "../turn/custom-id.ts";
import { HINT_BUTTON_LABEL, HINT_COMING, hintButtonId, type PingHint } from "../ai/hints.ts";
import type { Hush } from "../time/presence.ts";
import { blockChildren, choiceBlock } from "./choices.ts";
import { seatName, yourPrompt } from "./present.ts";
import { situationLine, whereLine } from "./situation.ts";
import { escapeName, uniqueIds } from "./text.ts";
import { LIMITS, buttonRows, container, picture, separator, text, type InContainer, type TopLevel } from "./v2.ts";

/** At most this many affordable Buildings are named for the player whose turn it is. */
const AFFORDABLE_SHOWN = 3;

/** "You can build: Yard (2 wood) · Slipway (1 gold) · and 2 more." when Build a Building is open to the seat. */
function buildHint(view: GameSummary, seat: number, choices: readonly Choice[]): string {
  if (!choices.some((c) => c.id === "place:build-building")) return "";
  // The public view: a card in the seat's hand is not named here.
  const affordable = view.players[seat]?.affordable ?? [];
  if (affordable.length === 0) return "";
  const named = affordable.slice(0, AFFORDABLE_SHOWN).map((a) => `${a.card.name} (${a.priceText})`);
  const more = affordable.length - named.length;
  return `You can build: ${named.join(" · ")}${more > 0 ? ` · and ${more} more` : ""}.`;
}

/**
 * Where an Anytime exchange on the seat's turn would let it build a Building it cannot build now:
 * "🔁 Exchange first: after Manufacture: 6 fish → 4 wood, you could also build the Docking Harbor.
 * An exchange comes before you place your Worker, not in the middle of the action." Empty when no
 * exchange makes such a difference (the public view: cards in hands are not named).
 */
export function exchangeFirstHint(state: GameState, seat: number, choices: readonly Choice[]): string {
  if (!choices.some((c) => c.id === "place:build-building")) return "";
  const hand = new Set(state.players[seat]?.hand ?? []);
  const now = new Set(buildableBuildings(state, seat));
  for (const c of choices.filter((x) => x.id.startsWith("anytime:"))) {
    let after: GameState;
    try {
      after = applyChoice(state, seat, c.id);
    } catch (e) {
      if (e instanceof RuleError) continue;
      throw e;
    }
    const more = buildableBuildings(after, seat).filter((id) => !now.has(id) && !hand.has(id)).map((id) => cardView(id).name);
    if (more.length === 0) continue;
    const named = more.length > 2 ? `${more.slice(0, 2).join(", ")} and ${more.length - 2} more` : more.join(" and ");
    return `🔁 Exchange first: after ${c.label}, you could also build the ${named}. An exchange comes before you place your Worker, not in the middle of the action.`;
  }
  return "";
}

/** Who is asked now, and what the post offers them. */
export interface NextUp {
  /** Each seat asked, one paragraph each: a mention (or a name in bold, not pinged), what is asked, their situation. */
  readonly text: string;
  /** The users the post's ping line pings. */
  readonly users: string[];
  /** The choices (explanations, buttons and menus), or the "Show my choices" button: container children. */
  readonly choices: InContainer[];
  /** The ping line's text ("" when nobody is pinged). */
  readonly ping: string;
}

/**
 * The action spaces the seat's turn leaves out, each with why, in one line: "🚫 Not offered now:
 * Serve Fish (plate 2 needs 2 fish and you have 1); full this round: Deforest." Null when every
 * space is open.
 */
function notOfferedLine(state: GameState, seat: number): string | null {
  const closed = closedSpaces(state, seat);
  if (closed.length === 0) return null;
  const full = closed.filter((c) => c.full).map((c) => c.label);
  const parts = [...closed.filter((c) => !c.full).map((c) => `${c.label} (${c.why})`), ...(full.length ? [`full this round: ${full.join(", ")}`] : [])];
  return `🚫 Not offered now: ${parts.join("; ")}.`;
}

/**
 * The seats that must decide now. When one player alone must place a Worker or pass, the post
 * carries their choices, which only they may use (anyone else is refused privately, like any
 * button); when several must decide (short catches in the Fishing phase), a "Show my choices"
 * button. `quietUserId`: the player whose own choice led here (their private reply has the
 * decision already), named, not pinged. `hint`: a learning game's hint for the player (written
 * in, or a button). `hushed`: players away or in their quiet hours, named with a note.
 */
export function nextUp(game: GameRecord, state: GameState, version: number, quietUserId: string | null = null, hint: PingHint | null = null, hushed: ReadonlyMap<string, Hush> = new Map()): NextUp {
  const paragraphs: string[] = [];
  const users: string[] = [];
  const pings: string[] = [];
  const view = summarize(state);
  const where = whereLine(game.id, view);
  const pending = pendingSeats(state);
  const humans = pending.filter((seat) => game.seats[seat]?.userId);
  let choices: InContainer[] = [];
  for (const seat of pending) {
    const rec = game.seats[seat];
    if (!rec) continue;
    if (!rec.userId) { paragraphs.push(`🤖 ${escapeName(seatName(rec))} is thinking…`); continue; }
    const hush = hushed.get(rec.userId);
    const quiet = rec.userId === quietUserId || hush !== undefined;
    const mention = `<@${rec.userId}>`;
    const who = quiet ? `**${escapeName(rec.displayName)}**` : mention;
    const lines: string[] = [];
    if (hush) lines.push(hush.note);
    const situation = situationLine(view, seat);
    if (isTurnDecision(state, seat)) {
      const seatChoices = presentChoices(state, seat);
      // "@Ann, your turn", then their situation (goods, haul, Workers left) on a line of its own.
      lines.push(`${who}, your turn`, situation);
      const build = buildHint(view, seat, seatChoices);
      if (build) lines.push(build);
      const exchange = exchangeFirstHint(state, seat, seatChoices);
      if (exchange) lines.push(exchange);
      // A learning game says which action spaces are not offered, and why (as Board Game Arena greys them out).
      const closed = game.learning ? notOfferedLine(state, seat) : null;
      if (closed) lines.push(closed);
      if (!quiet) { users.push(rec.userId); pings.push(`🎣 ${mention}, your turn in ${where} · ${situation}`); }
      if (humans.length === 1) {
        const mine = hint?.seat === seat ? hint : null;
        // The choices' container: the explanation, their rows, and a row for the hint button.
        const rows = LIMITS.children - 1 - (mine && !mine.lines ? 1 : 0);
        const block = choiceBlock(game.id, version, state, seat, seatChoices, { spread: true, rows, seats: game.seats });
        choices = blockChildren(block, "**Your choices**");
        if (mine?.lines) lines.push(...mine.lines);
        else if (mine) {
          // Written in, a hint could name the C Buildings of the player's secret hand.
          const why = (state.players[seat]?.hand.length ?? 0) > 0 ? ", as they may name the C Buildings in your hand" : "";
          lines.push(mine.coming ? HINT_COMING : `💡 **Hint**: press the button below for the AI's best choices (only you see them${why}).`);
          choices = [...choices, ...buttonRows([{ id: hintButtonId(game, version, seat), label: HINT_BUTTON_LABEL }])];
        }
      } else {
        lines.push("Use `/place` or the button below.");
      }
    } else {
      const prompt = view.prompts.find((p) => p.seat === seat)?.prompt;
      const asked = prompt ? yourPrompt(prompt, game.seats) : "A decision is waiting.";
      lines.push(`${who}: ${asked} Use the button below.`, situation);
      if (!quiet) { users.push(rec.userId); pings.push(`🎣 ${mention}, ${where} asks you: ${prompt ? yourPrompt(prompt, game.seats) : "a decision is waiting."} · ${situation}`); }
    }
    paragraphs.push(lines.join("\n"));
  }
  if (choices.length === 0 && humans.length > 0) choices = buttonRows([{ id: encodeId("mine", game.id, version), label: "Show my choices", style: ButtonStyle.Primary }]);
  return { text: paragraphs.join("\n\n"), users: uniqueIds(users), choices, ping: pings.join("\n") };
}

/** What a turn post says and shows. */
export interface TurnPostParts {
  /** "**Game #1** · round 3 · Bo deforests A3-A4 and takes 5 wood". */
  readonly head: string;
  /** What else happened since the last post, fitted already. */
  readonly story: string;
  /** A learning game's explanations of what happened here for the first time. */
  readonly teach: string;
  readonly up: NextUp;
  /** The picture uploaded with the post (its file name) and its alt text. */
  readonly picture: { readonly name: string; readonly description: string } | null;
}

/** The turn post's components: the news, the player asked with their situation and the picture, then their choices. */
export function turnPostComponents(p: TurnPostParts): TopLevel[] {
  const news: InContainer[] = [
    text([p.head, p.story].filter(Boolean).join("\n")),
    ...(p.teach ? [text(p.teach)] : []),
    separator(),
    ...(p.up.text ? [text(p.up.text)] : []),
    ...(p.picture ? [picture(p.picture.name, p.picture.description)] : []),
  ];
  return [container(news), ...(p.up.choices.length > 0 ? [container(p.up.choices)] : [])];
}

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
import { applyChoice, buildableBuildings, cardView, closedSpaces, isTurnDecision, pendingSeats, presentChoices, RuleError, summarize, type Choice, type ClosedSpace, type GameState, type GameSummary } from "../../engine/index.ts";
import { goodsWords, speak } from "../../i18n/speak.ts";
import type { GameRecord } from "../../store/index.ts";
import { encodeId } from "../turn/custom-id.ts";
import { hintButtonLabel, hintComing, hintButtonId, type PingHint } from "../ai/hints.ts";
import type { Hush } from "../time/presence.ts";
import { blockChildren, choiceBlock } from "./choices.ts";
import { seatName } from "./present.ts";
import { askedOf, labelOf } from "./said.ts";
import { listIn, say, translator, type Key, type Locale } from "../../i18n/index.ts";
import { situationLine, whereLine } from "./situation.ts";
import { escapeName, uniqueIds } from "./text.ts";
import { LIMITS, buttonRows, container, picture, separator, tableLinkRow, text, type InContainer, type TopLevel } from "./v2.ts";

/** At most this many affordable Buildings are named for the player whose turn it is. */
const AFFORDABLE_SHOWN = 3;

/** "You can build: Yard (2 wood) · Slipway (1 gold) · and 2 more." when Build a Building is open to the seat. */
function buildHint(view: GameSummary, seat: number, choices: readonly Choice[], locale: Locale): string {
  if (!choices.some((c) => c.id === "place:build-building")) return "";
  // The public view: a card in the seat's hand is not named here.
  const affordable = view.players[seat]?.affordable ?? [];
  if (affordable.length === 0) return "";
  const t = translator(locale);
  const free = (a: (typeof affordable)[number]): boolean => a.price.wood + a.price.fish + a.price.gold === 0 && a.price.ships.length === 0;
  const price = (a: (typeof affordable)[number]): string => (locale === "en" ? a.priceText : free(a) ? say(locale, "engine.word.free") : goodsWords(locale, a.price, a.price.ships));
  const named = affordable.slice(0, AFFORDABLE_SHOWN).map((a) => `${a.card.name} (${price(a)})`).join(" · ");
  const more = affordable.length - AFFORDABLE_SHOWN;
  return more > 0 ? t("turn.canBuildMore", { named, count: more }) : t("turn.canBuild", { named });
}

/**
 * Where an Anytime exchange on the seat's turn would let it build a Building it cannot build now:
 * "🔁 Exchange first: after Manufacture: 6 fish → 4 wood, you could also build the Docking Harbor.
 * An exchange comes before you place your Worker, not in the middle of the action." Empty when no
 * exchange makes such a difference (the public view: cards in hands are not named).
 */
export function exchangeFirstHint(state: GameState, seat: number, choices: readonly Choice[], locale: Locale = "en"): string {
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
    const t = translator(locale);
    const named = more.length > 2 ? t("turn.andMore", { named: more.slice(0, 2).join(", "), count: more.length - 2 }) : listIn(locale, more);
    return t("turn.exchangeFirst", { exchange: labelOf(locale, c, []), named });
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
function notOfferedLine(state: GameState, seat: number, locale: Locale): string | null {
  const closed = closedSpaces(state, seat);
  if (closed.length === 0) return null;
  const t = translator(locale);
  const space = (c: ClosedSpace): string => (locale === "en" ? c.label : say(locale, `engine.space.${c.space}` as Key));
  const why = (c: ClosedSpace): string => (locale === "en" ? c.why : speak(locale, c.whySay));
  const full = closed.filter((c) => c.full).map(space);
  const parts = [...closed.filter((c) => !c.full).map((c) => `${space(c)} (${why(c)})`), ...(full.length ? [t("turn.fullThisRound", { spaces: full.join(", ") })] : [])];
  return t("turn.notOffered", { parts: parts.join("; ") });
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
  const locale = game.language;
  const t = translator(locale);
  const view = summarize(state);
  const where = whereLine(game.id, view, locale);
  const pending = pendingSeats(state);
  const humans = pending.filter((seat) => game.seats[seat]?.userId);
  let choices: InContainer[] = [];
  for (const seat of pending) {
    const rec = game.seats[seat];
    if (!rec) continue;
    if (!rec.userId) { paragraphs.push(t("turn.thinking", { name: escapeName(seatName(rec, locale)) })); continue; }
    const hush = hushed.get(rec.userId);
    const quiet = rec.userId === quietUserId || hush !== undefined;
    const mention = `<@${rec.userId}>`;
    const who = quiet ? `**${escapeName(rec.displayName)}**` : mention;
    const lines: string[] = [];
    if (hush) lines.push(hush.note);
    const situation = situationLine(view, seat, locale);
    if (isTurnDecision(state, seat)) {
      const seatChoices = presentChoices(state, seat);
      // "@Ann, your turn", then their situation (goods, haul, Workers left) on a line of its own.
      lines.push(t("turn.yourTurn", { who }), situation);
      const build = buildHint(view, seat, seatChoices, locale);
      if (build) lines.push(build);
      const exchange = exchangeFirstHint(state, seat, seatChoices, locale);
      if (exchange) lines.push(exchange);
      // A learning game says which action spaces are not offered, and why (as Board Game Arena greys them out).
      const closed = game.learning ? notOfferedLine(state, seat, locale) : null;
      if (closed) lines.push(closed);
      if (!quiet) { users.push(rec.userId); pings.push(t("turn.pingTurn", { mention, where, situation })); }
      if (humans.length === 1) {
        const mine = hint?.seat === seat ? hint : null;
        // The choices' container: the explanation, their rows, and a row for the hint button.
        const rows = LIMITS.children - 1 - (mine && !mine.lines ? 1 : 0);
        const block = choiceBlock(game.id, version, state, seat, seatChoices, { spread: true, rows, seats: game.seats, locale });
        choices = blockChildren(block, t("turn.yourChoices"));
        if (mine?.lines) lines.push(...mine.lines);
        else if (mine) {
          // Written in, a hint could name the C Buildings of the player's secret hand.
          const hand = (state.players[seat]?.hand.length ?? 0) > 0;
          lines.push(mine.coming ? hintComing(locale) : t(hand ? "turn.hintPressHand" : "turn.hintPress"));
          choices = [...choices, ...buttonRows([{ id: hintButtonId(game, version, seat), label: hintButtonLabel(locale) }])];
        }
      } else {
        lines.push(t("turn.usePlace"));
      }
    } else {
      const prompt = view.prompts.find((p) => p.seat === seat);
      const asked = prompt ? askedOf(locale, prompt, game.seats) : t("turn.waiting");
      lines.push(t("turn.asked", { who, asked }), situation);
      if (!quiet) { users.push(rec.userId); pings.push(t("turn.pingAsks", { mention, where, asked: prompt ? asked : t("turn.pingWaiting"), situation })); }
    }
    paragraphs.push(lines.join("\n"));
  }
  if (choices.length === 0 && humans.length > 0) choices = buttonRows([{ id: encodeId("mine", game.id, version), label: t("turn.showMine"), style: ButtonStyle.Primary }]);
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
  /** The game's page in the web view, when it is on (a link button under the post). */
  /** The game's page in the web view and the post's language: a link button under the post. */
  readonly table?: { readonly url: string; readonly locale: Locale } | null;
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
  return [container(news), ...(p.up.choices.length > 0 ? [container(p.up.choices)] : []), ...(p.table ? [tableLinkRow(p.table.url, p.table.locale)] : [])];
}

// /hint: privately, for the decision in front of you, the hard AI's three best choices, ranked as
// it ranks them, each with how far behind the AI's pick it is and what it gives you in game terms;
// a button under each takes that whole move in one tap. It thinks on the AI workers (never on the
// thread that answers Discord) and sees only what your seat may see. The host can turn hints off
// for a game (`/nusfjord settings hints:false`); every hint given is counted on your seat and the
// end post shows each player's count.
import { ButtonStyle, ComponentType } from "discord.js";
import { legalChoices, pendingSeats, type GameState } from "../src/engine/index.ts";
import type { Hint, HintChoice } from "../src/ai/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";
import { encodeId, MAX_CUSTOM_ID } from "../src/bot/custom-id.ts";
import { autocompleteGame, findGame, mySeat, running } from "../src/bot/find-game.ts";
import { BUTTON_LABEL_MAX, THEN, clip, seatName, type Row } from "../src/bot/present.ts";
import { escapeName } from "../src/bot/text.ts";
import type { GameRecord } from "../src/store/index.ts";

/** "about 1.5 VP behind", rounded to half VP; "about as good" below a quarter VP. */
function behindText(vp: number): string {
  const half = Math.round(vp * 2) / 2;
  if (half < 0.5) return "about as good";
  return `about ${half} VP behind`;
}

/** One ranked choice: the move in words, how it compares, and why. */
function choiceLine(c: HintChoice, n: number): string {
  const move = [c.label, ...c.then].join(" → ");
  const compare = n === 0 ? "the AI's pick" : behindText(c.behind);
  return `**${n + 1}. ${move}** (${compare})\n${c.reason ? `${c.reason.charAt(0).toUpperCase()}${c.reason.slice(1)}.` : ""}`;
}

/** The choice ids a button takes: the whole move, as far as it fits in a button's id. */
function pressed(gameId: number, version: number, c: HintChoice, path: readonly string[]): string {
  let steps = path.length ? [...path] : [c.choiceId];
  while (steps.length > 1 && encodeId("choice", gameId, version, steps.join(THEN)).length > MAX_CUSTOM_ID) steps = steps.slice(0, -1);
  return encodeId("choice", gameId, version, steps.join(THEN));
}

/** The hint as a private message: the ranked choices, and a button for each. */
function hintScreen(game: GameRecord, version: number, hint: Hint, used: number): { content: string; components: Row[] } {
  const lines = hint.choices.map(choiceLine);
  const head = hint.choices.length === 1 ? `💡 You have one choice in game #${game.id}:` : `💡 The AI's ${hint.choices.length} best choices for you in game #${game.id}, best first:`;
  const foot = `Hint ${used} for you in this game; the end post shows how many hints each player used. The choice is yours.`;
  const components: Row[] = hint.choices.length === 0 ? [] : [{
    type: ComponentType.ActionRow,
    components: hint.choices.map((c, n) => ({ type: ComponentType.Button as const, style: n === 0 ? ButtonStyle.Primary : ButtonStyle.Secondary, custom_id: pressed(game.id, version, c, c.path), label: clip(`${n + 1}. ${c.label}`, BUTTON_LABEL_MAX) })),
  }];
  return { content: [head, ...lines, foot].join("\n\n"), components };
}

/** Why there is no hint to give now, or null when the seat has a decision in front of it. */
function nothingToDecide(game: GameRecord, state: GameState, seat: number): string | null {
  if (state.phase === "over") return `Game #${game.id} is over: there is nothing left to decide.`;
  if (pendingSeats(state).includes(seat) && legalChoices(state, seat).length > 0) return null;
  const waiting = pendingSeats(state).flatMap((p) => { const s = game.seats[p]; return s ? [escapeName(seatName(s))] : []; });
  return `It is not your turn in game #${game.id}: a hint is for a decision in front of you.${waiting.length ? ` Waiting for ${waiting.join(", ")}.` : ""}`;
}

export const hint: Command = {
  data: { name: "hint", description: "The AI's three best choices for your decision, with why (only you see it)", contexts: IN_SERVERS, options: [gameOption] },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const seat = mySeat(game, state, i.user.id);
    if (!game.hintsOn) throw new UserError(`The host turned hints off for game #${game.id}, so there are no hints in it.`);
    const why = nothingToDecide(game, state, seat.seat);
    if (why) throw new UserError(why);
    // The AI thinks for about a second: acknowledge first (Discord allows 3 seconds).
    await i.deferReply({ flags: EPHEMERAL });
    const given = await ctx.hint(state, seat.seat);
    const used = await ctx.store.countHint(game.id, seat.seat, i.user.id);
    await i.editReply({ ...hintScreen(game, game.version, given, used), allowedMentions: { parse: [] } });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

// /log [n] [upto]: the game's log, in pages that say exactly which lines they show.
import { ApplicationCommandOptionType } from "discord.js";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, running } from "../src/bot/find-game.ts";
import { logLine } from "../src/bot/layouts/said.ts";
import { languageOf, translator, type Locale } from "../src/i18n/index.ts";
import { cutText } from "../src/bot/layouts/text.ts";
import type { GameRecord } from "../src/store/index.ts";
import type { GameState } from "../src/engine/index.ts";
import { described } from "../src/i18n/discord.ts";

const DEFAULT_LINES = 15;
/** Room for the lines in one message, leaving space for the heading and the "earlier" hint. */
const ROOM = 1800;

/**
 * One page of the log: up to `n` lines ending at line `upto` (1-based, default the newest),
 * fewer when they would not fit in one message, never cut in the middle of a line. The heading
 * names the lines shown and the total, and the next (older) page is offered by its command.
 */
function logPage(game: GameRecord, state: GameState, n: number, upto: number | undefined, locale: Locale): string {
  const t = translator(locale);
  const total = state.log.length;
  if (total === 0) return t("screen.logNothing", { game: game.id });
  const last = Math.min(Math.max(1, upto ?? total), total);
  const lines: string[] = [];
  let used = 0;
  for (let k = last; k >= 1 && lines.length < n; k--) {
    const e = state.log[k - 1];
    if (!e) break;
    const line = `${k}. ${t("screen.logRound", { round: e.round })} · ${logLine(locale, e, game.seats)}`;
    // The first line always shows (a single line is far below the limit); later ones only if they fit.
    if (lines.length > 0 && used + line.length + 1 > ROOM) break;
    lines.unshift(cutText(line, ROOM));
    used += line.length + 1;
  }
  const first = last - lines.length + 1;
  const head = t("screen.logHead", { game: game.id, count: lines.length, first, last, total });
  const more = `\n${first > 1 ? t("screen.logEarlier", { command: `\`/log n:${n} upto:${first - 1}\`` }) : t("screen.logStart")}`;
  const newer = last < total ? t("screen.logNewer", { command: `\`/log n:${n}\`` }) : "";
  return `${head}\n${lines.join("\n")}${more}${newer}`;
}

export const log: Command = {
  data: {
    name: "log",
    ...described("commands.log.description"),
    contexts: IN_SERVERS,
    options: [
      { type: ApplicationCommandOptionType.Integer, name: "n", ...described("commands.log.n", { lines: DEFAULT_LINES }), required: false, min_value: 1, max_value: 100 },
      { type: ApplicationCommandOptionType.Integer, name: "upto", ...described("commands.log.upto"), required: false, min_value: 1 },
      gameOption,
    ],
  },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const n = i.options.getInteger("n") ?? DEFAULT_LINES;
    const upto = i.options.getInteger("upto") ?? undefined;
    await i.reply({ flags: EPHEMERAL, content: logPage(game, state, n, upto, languageOf(i.locale)), allowedMentions: { parse: [] } });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i, ["active", "finished"]),
};

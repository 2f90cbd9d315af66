// /score: the itemised standing as it is now (or the final scores).
import { currentScores, finalScores } from "../src/engine/index.ts";
import { EPHEMERAL, IN_SERVERS, gameOption, type Command } from "../src/bot/command.ts";
import { autocompleteGame, findGame, running } from "../src/bot/find-game.ts";
import { nameOf } from "../src/bot/present.ts";

export const score: Command = {
  data: { name: "score", description: "The itemised score of every player as it stands", contexts: IN_SERVERS, options: [gameOption] },
  async execute(ctx, i) {
    const { game, state } = running(await findGame(ctx, i));
    const final = finalScores(state);
    const sheets = [...(final ?? currentScores(state))].sort((a, b) => b.total - a.total);
    const lines = sheets.map((s) => {
      const name = nameOf(game, s.seat);
      const parts = [`Ships ${s.ships}`, `Buildings ${s.buildingsTotal}`, `Shares ${s.shares}`, `Gold ${s.gold}`, `free spaces −${s.freeSpaces}`, `unissued Shares −${s.unissuedShares}`];
      return `${s.winner ? (final ? "🏆" : "▶") : "▫️"} **${name}: ${s.total} VP** (${parts.join(", ")})`;
    });
    await i.reply({ flags: EPHEMERAL, content: `${final ? "Final scores" : `Standing after round ${state.round}`} · game #${game.id}\n${lines.join("\n")}`, allowedMentions: { parse: [] } });
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i, ["active", "finished"]),
};

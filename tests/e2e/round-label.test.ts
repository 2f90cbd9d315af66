// A turn post names the round its move was made in: the post of a round's last move comes after
// the next round began (its catch is told in the same post), and still says the move's round.
import { describe, expect, it } from "vitest";
import { isTurnDecision, legalChoices, pendingSeats } from "../../src/engine/index.ts";
import { loadState, withoutPingLines } from "./harness.ts";
import { seatTable } from "./play.ts";
import { harnessForSuite } from "./suite.ts";

describe("the round a turn post names", () => {
  const h = harnessForSuite();

  it("the post of round 1's last move says round 1, and the next move's post round 2", async () => {
    const table = await seatTable(h, { users: ["ann", "bo"], options: { players: 2 } });
    const heads: { round: number; head: string }[] = [];
    for (let step = 0; step < 40 && heads.length < 8; step++) {
      const { game, state } = await loadState(h.store, table.gameId);
      const seat = pendingSeats(state)[0] ?? 0;
      const ids = legalChoices(state, seat).map((c) => c.id);
      const id = isTurnDecision(state, seat) ? (["place:gold", "place:thin-out", "place:transfer-reserve", "pass"].find((x) => ids.includes(x)) ?? "pass") : (ids.find((x) => x !== "decline") ?? ids[0] ?? "");
      const round = state.round;
      const wasTurn = isTurnDecision(state, seat);
      await h.store.applyChoice({ gameId: table.gameId, actor: { userId: game.seats[seat]?.userId ?? "" }, seat, choiceId: id });
      await h.bot.flush();
      const post = withoutPingLines(h.discord.messages(table.threadId)).filter((m) => m.authorId === h.discord.botUser.id && !m.ephemeral).at(-1);
      if (wasTurn && post) heads.push({ round, head: post.text.split("\n")[0] ?? "" });
    }
    const last = heads.findIndex((x, i) => x.round === 1 && heads[i + 1]?.round === 2);
    expect(last).toBeGreaterThanOrEqual(0);
    expect(heads[last]?.head).toMatch(new RegExp(`^\\*\\*Game #${table.gameId}\\*\\* · round 1 · `));
    expect(heads[last + 1]?.head).toMatch(new RegExp(`^\\*\\*Game #${table.gameId}\\*\\* · round 2 · `));
    for (const x of heads) expect(x.head).toContain(` · round ${x.round} · `);
  }, 120_000);
});

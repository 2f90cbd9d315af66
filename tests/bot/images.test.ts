// The bot's images come from worker threads (src/bot/images/images.ts): the same bytes as drawing on
// the main thread, several at once each to its own caller, and a closed pool refuses clearly.
import { afterAll, describe, expect, it } from "vitest";
import { finalScores, summarize } from "../../src/engine/index.ts";
import { RenderPool } from "../../src/bot/images/images.ts";
import { renderBoard, renderHarbor, renderRatingChart, renderScores, renderTable, renderTurnPicture } from "../../renderers/index.ts";
import { endGame, lastActor, midGame } from "../renderers/states.ts";

const pool = new RenderPool(2);
afterAll(async () => { await pool.close(); });

describe("images drawn on worker threads", () => {
  it("are byte for byte the images the renderers draw on the main thread (board, harbor, turn picture, final scores, table, rating chart; phone and wide)", async () => {
    const mid = midGame(4);
    const s = summarize(mid);
    const names = { names: ["Ann", "Bo", "Cy", "Di"] };
    const seat = lastActor(mid);
    const end = endGame(3);
    const sheets = finalScores(end) ?? [];
    expect(sheets.length).toBe(3);
    expect(await pool.run({ kind: "board", args: [s, names] })).toEqual(await renderBoard(s, names));
    expect(await pool.run({ kind: "harbor", args: [s, seat, names] })).toEqual(await renderHarbor(s, seat, names));
    expect(await pool.run({ kind: "turnPicture", args: [s, seat, names] })).toEqual(await renderTurnPicture(s, seat, names));
    expect(await pool.run({ kind: "scores", args: [sheets, summarize(end), {}] })).toEqual(await renderScores(sheets, summarize(end), {}));
    expect(await pool.run({ kind: "table", args: [s, names] })).toEqual(await renderTable(s, names));
    const course = { name: "Ann", figures: [0, 2.5, 1.25, 4] };
    expect(await pool.run({ kind: "ratingChart", args: [course] })).toEqual(await renderRatingChart(course));
    const wide = { ...names, layout: "wide" } as const;
    expect(await pool.run({ kind: "board", args: [s, wide] })).toEqual(await renderBoard(s, wide));
    expect(await pool.run({ kind: "harbor", args: [s, seat, wide] })).toEqual(await renderHarbor(s, seat, wide));
    expect(await pool.run({ kind: "scores", args: [sheets, summarize(end), { layout: "wide" }] })).toEqual(await renderScores(sheets, summarize(end), { layout: "wide" }));
  }, 60_000);

  it("draw a picture in the language its options ask for (the options cross to the thread as plain data)", async () => {
    const s = summarize(midGame(4));
    const names = ["Ann", "Bo", "Cy", "Di"];
    for (const language of ["de", "ja"] as const) {
      const o = { names, language };
      const drawn = await pool.run({ kind: "turnPicture", args: [s, 0, o] });
      expect(drawn).toEqual(await renderTurnPicture(s, 0, o));
      expect(drawn).not.toEqual(await renderTurnPicture(s, 0, { names }));
    }
  }, 60_000);

  it("answers many requests at once, each with its own image", async () => {
    const states = [midGame(2, 1), midGame(3, 2), midGame(4, 3), midGame(5, 4)];
    const images = await Promise.all([...states, ...states].map((st) => pool.run({ kind: "board", args: [summarize(st), {}] })));
    for (let n = 0; n < states.length; n++) expect(images[n]).toEqual(images[n + states.length]);
    expect(new Set(images.map((b) => b.toString("base64"))).size).toBe(states.length);
  }, 60_000);

  it("a worker that has drawn its share of images is replaced by a fresh one, and every image is still the same, with none lost", async () => {
    const recycling = new RenderPool(1, 2);
    try {
      const s = summarize(midGame(3, 2));
      const expected = await renderBoard(s, {});
      // One at a time and several at once: every job is answered whatever worker it lands on.
      for (let n = 0; n < 3; n++) expect(await recycling.run({ kind: "board", args: [s, {}] })).toEqual(expected);
      const together = await Promise.all(Array.from({ length: 3 }, () => recycling.run({ kind: "board", args: [s, {}] })));
      for (const png of together) expect(png).toEqual(expected);
      // 6 images, 2 a worker: three workers, each retired after its second.
      expect(recycling.retired).toBe(3);
    } finally {
      await recycling.close();
    }
  }, 180_000);

  it("a closed pool refuses new work with a clear error", async () => {
    const closed = new RenderPool(1);
    await closed.close();
    await expect(closed.run({ kind: "board", args: [summarize(midGame(2, 1)), {}] })).rejects.toThrow(/image pool is closed/);
  });
});

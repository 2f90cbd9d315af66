// The web view in the game's language (issues 37 and 38): a German and a Japanese game's page says
// so in <html lang> and carries none of the page's English labels; what a player is asked reads
// about them in the third person on the public page and to them on their own hand page; a page
// that shows no table speaks the game's language when the link names one, else the browser's.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pendingSeats, summarize, type Msg } from "../../src/engine/index.ts";
import { createLogger } from "../../src/logger.ts";
import type { Language } from "../../src/i18n/index.ts";
import { gameKey, handKey, HAND_LINK_SECONDS, linkSecret } from "../../src/web/keys.ts";
import { askedAbout } from "../../src/web/page.ts";
import { WebServer } from "../../src/web/server.ts";
import { logSink } from "../e2e/harness.ts";
import { lcg, openTestStore, playRandomly, type TestStore } from "../store/helpers.ts";

const SECRET = linkSecret("a web secret for the tests only", undefined);
let t: TestStore;
let web: WebServer;

beforeEach(async () => {
  t = await openTestStore();
  web = await WebServer.create({ store: t.store, log: createLogger("error", logSink().sink), secret: SECRET, port: 0, now: t.now });
});
afterEach(async () => {
  await web.close();
  await t.close();
});

/** A 3-player game in `language` between Ann, Bo and Cy, `moves` random choices in. */
async function gameIn(language: Language, moves: number): Promise<number> {
  const created = await t.store.createGame({
    guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 3, seed: `web-${language}`, language,
    seats: ["Ann", "Bo", "Cy"].map((displayName, i) => ({ userId: `u${i}`, displayName })),
  });
  await t.store.startGame(created.id, "u0");
  await play(created.id, moves);
  return created.id;
}

/** `moves` random choices in game `id`. */
async function play(id: number, moves: number): Promise<void> {
  await playRandomly(t.store, id, moves, lcg(37 + moves));
}

/** The page's text as a reader sees it, without the markup, Building and Elder names (printed English) and the log (Building names in it). */
function readerText(body: string): string {
  return body
    .replace(/<ol class="log"[\s\S]*?<\/ol>/, "")
    .replace(/<b>[^<]*<\/b>/g, "")
    .replace(/<td class="building">[^<]*<\/td>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** The page's English labels, which a German or Japanese page never shows. */
const ENGLISH = /\b(Whose turn|Scores so far|Scores|Action board|Workers|Banquet table|Newly issued Shares|Ship supply|Elders on offer|Building display|Harbors?|Log|latest first|Workers? left|Free spaces|of 12 wood|Goods|Reserve|Ships|Forests|unissued|on the board|No Buildings yet|No Elders|to play|places a Worker|passes|Round \d|VP|Player \d?|Points|first player|free|sloops?|cutters?|schooners?|This page follows|in the stack|A Buildings|C Buildings)\b/;

const WORDS = {
  de: { heading: "Wer am Zug ist", turn: /setzt einen Arbeiter \(noch \d\) oder passt\./, round: "Runde 1 von 7" },
  ja: { heading: "手番", turn: /がワーカーを置くか（残り\d）、パスします。/, round: "ラウンド1/7" },
} as const;

describe("a game's page in the game's language", () => {
  for (const language of ["de", "ja"] as const) {
    it(`a ${language} game's public page says lang="${language}" and carries no English label; what a player is asked is told about them`, async () => {
      const id = await gameIn(language, 0);
      const start = await web.inject(`/g/${gameKey(SECRET, id)}`);
      expect(readerText(start.body)).toMatch(WORDS[language].turn);
      await play(id, 8);
      const res = await web.inject(`/g/${gameKey(SECRET, id)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${language}">`);
      const text = readerText(res.body);
      expect(text).not.toMatch(ENGLISH);
      expect(text).toContain(WORDS[language].heading);
      expect(text).toContain(WORDS[language].round);
      // Whoever is asked, by name, never "you".
      const now = /<div class="now"[\s\S]*?<\/div>/.exec(res.body)?.[0] ?? "";
      expect(now).toMatch(/<li>(Ann|Bo|Cy)/);
      expect(now).not.toMatch(language === "de" ? /\b(du|dein\w*|Wähle)\b/ : /あなた|ください/);
      // The live line's words come with the page for the script.
      expect(res.body).toMatch(/data-updated="[^"]*\{time\}[^"]*"/);
      expect(res.body).not.toContain('data-updated="Updated');
      // The log in the language too (a placement, by name).
      const log = /<ol class="log"[\s\S]*?<\/ol>/.exec(res.body)?.[0] ?? "";
      expect(log).toMatch(language === "de" ? /(Ann|Bo|Cy) setzt einen Arbeiter auf/ : /(Ann|Bo|Cy)は.+にワーカーを置きました/);
    });
  }

  it("the English public page tells whose turn it is in the third person, and the asked player's hand page speaks to them", async () => {
    const id = await gameIn("en", 0);
    const { state } = await t.store.loadGame(id);
    const seat = state ? pendingSeats(state)[0] ?? 0 : 0;
    const name = ["Ann", "Bo", "Cy"][seat] ?? "?";
    const left = state ? summarize(state).players[seat]?.workersLeft : 0;
    const publicPage = await web.inject(`/g/${gameKey(SECRET, id)}`);
    expect(publicPage.body).toContain(`<li>${name} places a Worker (${left} left) or passes.</li>`);
    expect(/<div class="now"[\s\S]*?<\/div>/.exec(publicPage.body)?.[0]).not.toMatch(/\b(your|you)\b/i);
    const expires = Math.floor(t.now().getTime() / 1000) + HAND_LINK_SECONDS;
    const own = await web.inject(`/h/${handKey(SECRET, id, seat, expires)}`);
    expect(own.body).toContain(`<li>Place a Worker (${left} left) or pass.</li>`);
    const other = await web.inject(`/h/${handKey(SECRET, id, (seat + 1) % 3, expires)}`);
    expect(other.body).toContain(`<li>${name} places a Worker (${left} left) or passes.</li>`);
  });

  it("a prompt that speaks to the player ('your catch runs short') reads about them in each language", () => {
    const elderFish: Msg = { k: "prompt.elderFish", v: { seat: { seat: 2 }, count: 2 } };
    expect(askedAbout("en", { seat: 2, say: elderFish }, "Cy")).toBe("Cy's catch runs short: they choose which Elder gets 1 fish (2 fish left).");
    expect(askedAbout("de", { seat: 2, say: elderFish }, "Cy")).toBe("Der Fang von Cy reicht nicht; gewählt wird, welcher Älteste 1 Fisch bekommt (noch 2 Fische).");
    expect(askedAbout("ja", { seat: 2, say: elderFish }, "Cy")).toBe("Cyの漁獲が足りず、魚1を受け取る長老を選んでいます（残り魚2）。");
    const price: Msg = { k: "prompt.price", v: { seat: { seat: 0 }, card: "Fishing Hut" } };
    expect(askedAbout("en", { seat: 0, say: price }, "Ann")).toBe("Ann chooses how to pay for Fishing Hut.");
    const useElder: Msg = { k: "prompt.useElder", v: { seat: { seat: 1 }, elder: { elder: "contractor" } } };
    expect(askedAbout("en", { seat: 1, say: useElder }, "Bo")).toBe("Bo decides whether to use the Contractor right away.");
    // A card's own question, unknown to the page: who decides, never "you".
    const card: Msg = { k: "prompt.card", v: { seat: { seat: 1 }, card: "Ballroom", question: { k: "prompt.decide" } } };
    expect(askedAbout("de", { seat: 1, say: card }, "Bo")).toBe("Bo entscheidet über Ballroom.");
    expect(askedAbout("ja", { seat: 1 }, "Bo")).toBe("Boが選んでいます。");
  });
});

describe("pages that show no table, in the reader's language", () => {
  it("a forged link is refused in the browser's language; an expired hand link and a game not started yet in the game's", async () => {
    const forged = await web.inject("/g/1-AAAAAAAAAAAAAAAAAAAAAA", { "accept-language": "de-DE,de;q=0.9,en;q=0.8" });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('<html lang="de">');
    expect(forged.body).toContain("Dieser Link öffnet keine Partie");
    expect((await web.inject("/nothing", { "accept-language": "fr-FR, ja;q=0.8" })).body).toContain("ここには何もありません");
    expect((await web.inject("/nothing")).body).toContain('<html lang="en">');

    const id = await gameIn("ja", 0);
    const expires = Math.floor(t.now().getTime() / 1000) + 60;
    t.advance(120_000);
    const expired = await web.inject(`/h/${handKey(SECRET, id, 0, expires)}`, { "accept-language": "en-US" });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('<html lang="ja">');
    expect(expired.body).toContain("この手札へのリンクは期限切れです");

    const lobby = await t.store.createGame({ guildId: "g1", channelId: "c1", hostUserId: "u0", playerCount: 2, seed: "web-lobby-de", language: "de", seats: [{ userId: "u0", displayName: "Ann" }] });
    const waiting = await web.inject(`/g/${gameKey(SECRET, lobby.id)}`);
    expect(waiting.body).toContain(`Partie #${lobby.id} hat noch nicht begonnen`);
  });

  it("a German game's paused page and its page once set aside as damaged say so in German", async () => {
    const id = await gameIn("de", 0);
    await t.store.updateSettings(id, { userId: "u0" }, { paused: true });
    expect((await web.inject(`/g/${gameKey(SECRET, id)}`)).body).toContain("Der Gastgeber hat diese Partie angehalten: Niemand kann spielen, bis er sie fortsetzt.");
    const { state } = await t.store.loadGame(id);
    const edited = state && { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, supply: { ...p.supply, gold: p.supply.gold + 50 } } : p)) };
    await t.store.db.snapshot.update({ where: { gameId: id }, data: { state: JSON.stringify(edited) } });
    await t.store.checkRunningGames();
    const damaged = await web.inject(`/g/${gameKey(SECRET, id)}`, { "accept-language": "en" });
    expect(damaged.statusCode).toBe(503);
    expect(damaged.body).toContain('<html lang="de">');
    expect(damaged.body).toContain(`Partie #${id} ist zurückgestellt`);
  });
});

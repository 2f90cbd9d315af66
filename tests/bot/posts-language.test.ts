// The game's own posts in the game's language (issue 37): the end post, the lobby's result line,
// a reminder with its durations in the language's plural, the host's takeover offer and its
// button, in German and in Japanese; and in the pseudo-locale (every string about 40% longer)
// the start post, the end post, a reminder and the offer still keep Discord's limits and ours,
// as Discord (the stand-in's checks) takes them. What the engine writes (log lines, prompts,
// the situation line) is not translated here and is not looked at.
import { describe, expect, it } from "vitest";
import { endPing, endPost, hintsLine, lobbyResult, ratingsLine, resultSheets, startPing, startPost } from "../../src/bot/layouts/events.ts";
import { nextUp } from "../../src/bot/layouts/turn-post.ts";
import { reminderPost } from "../../src/bot/time/reminders.ts";
import { takeoverLabel, takeoverOffer } from "../../src/bot/time/deadline-posts.ts";
import { dmText } from "../../src/bot/turn/dm.ts";
import { lobbyScreen } from "../../src/bot/turn/lobby.ts";
import { CONTENT_MAX } from "../../src/bot/layouts/text.ts";
import { brokenLimit, tally, type TopLevel } from "../../src/bot/layouts/v2.ts";
import type { Images } from "../../src/bot/images/images.ts";
import { pendingSeats, type PlayerCount } from "../../src/engine/index.ts";
import { PSEUDO, type Language } from "../../src/i18n/index.ts";
import type { GameRecord, RatingChangeRecord } from "../../src/store/index.ts";
import { validateMessage } from "../e2e/standin/validate.ts";
import { endGame, midGame, setup } from "../renderers/states.ts";

const LONG = "Wolfeschlegelsteinhausenbergerdorff the Fisher"; // 46 characters

/** A game's record in `language` whose human seats have long names (the worst case for every limit); the last `ai` seats are AI players. */
function record(players: PlayerCount, language: Language, o: { status?: GameRecord["status"]; ai?: number; names?: readonly string[] } = {}): GameRecord {
  const at = new Date("2026-03-01T09:00:00Z");
  return {
    id: 12345, guildId: "g", channelId: "200000000000000000", threadId: "300000000000000000", hostUserId: "100000000000000000", status: o.status ?? "active", playerCount: players, deck: "herring", seed: "s",
    remindersOn: true, reminderMinutes: 720, version: 99, createdAt: at, updatedAt: at, startedAt: at, finishedAt: null, paused: false,
    postedLog: 0, postedVersion: 0, lobbyMessageId: null, takeoverMinutes: 60, hintsOn: true, learning: false, rated: true, aiLevel: "medium", turnHours: null, postMessageId: null, pingMessageId: null, language,
    seats: Array.from({ length: players }, (_, seat) => {
      const ai = seat >= players - (o.ai ?? 0);
      return { seat, userId: ai ? null : `10000000000000000${seat}`, aiLevel: ai ? "hard" : null, displayName: o.names?.[seat] ?? `${LONG} ${seat + 1}`, notifyDm: false, notifyMention: true, remindersMuted: false, hintsUsed: seat, formerUserId: null, deadlineTurns: 0 };
    }),
  };
}

const png = async (): Promise<Buffer> => Buffer.from("png");
const images: Images = { board: png, harbor: png, turnPicture: png, scores: png, table: png, cheatSheet: png, ratingChart: png };

/** Every text display of a V2 message, in order. */
const texts = (components: readonly TopLevel[]): string => tally(components).texts.join("\n");

/** What Discord (as the stand-in checks it) says of a message with `components` and `files` uploaded under these names: "" when it takes it. */
function refusal(components: readonly TopLevel[], files: readonly string[]): string {
  const body = { flags: 1 << 15, components: JSON.parse(JSON.stringify(components)) as unknown, allowed_mentions: { parse: [] } };
  return validateMessage(body, files.length, true, { attachmentNames: files }).summary;
}

const NAMES = ["Ann", "Bo", "Ingrid"];
const changes = (game: GameRecord): RatingChangeRecord[] => game.seats.filter((s) => s.userId).map((s) => ({ seat: s.seat, player: s.userId ?? "", ai: null, rank: s.seat + 1, before: 1.25, after: 2.5 - s.seat }));

describe("the end post in the game's language", () => {
  const state = endGame(3);
  const winners = resultSheets(state).filter((s) => s.winner).length;

  it("in German: the result, the thanks with the table joined by 'und', the ranking by '1.' in SP, what each score is made of, hints, ratings, the last turn; its ping line and the lobby's line too", async () => {
    const game = record(3, "de", { status: "finished", ai: 1, names: NAMES });
    const post = await endPost(images, game, state, ["• The last line of the game."], NAMES, [], changes(game));
    const all = texts((post.components ?? []) as TopLevel[]);
    expect(all).toMatch(new RegExp(`^🏁 \\*\\*Partie #12345 ist vorbei!\\*\\* ${winners > 1 ? "Geteilter Sieg: 🏆 .+ \\(je \\d+ SP\\)" : "Sieg: 🏆 .+ \\(\\d+ SP\\)"}\\.\n`));
    expect(all).toContain("Danke fürs Spielen, <@100000000000000000>, <@100000000000000001> und 🤖 Ingrid (KI, schwer).");
    expect(all).toMatch(/\*\*1\. .+: \d+ SP\*\*\nSchiffe \d+ · Gebäude \d+ · Anteile \d+ · Gold \d+/);
    expect(all).toContain("💡 Genutzte Tipps: Ann 0 · Bo 1 · Ingrid (KI, schwer) 2.");
    expect(all).toContain("📈 Wertungen: Ann 1.3 → 2.5 (+1.2) · Bo 1.3 → 1.5 (+0.2) (`/leaderboard`)");
    expect(all).toContain("**Der letzte Zug**\n• The last line of the game.");
    expect(all).toContain("-# Die Punkte aller Spieler im Einzelnen: `/score`. Die ganze Partie noch einmal: `/replay`.");
    for (const english of ["is over", "Winner", "Shared victory", "Thanks for playing", " VP", "Ships ", "Buildings ", "Hints used", "Ratings", "The last turn", "Every player's points", "(AI, ", "1st"]) expect(all).not.toContain(english);
    const ping = endPing(game, state).ping;
    expect(ping).toMatch(/^🎣 Nusfjord #12345 ist vorbei: <@100000000000000000> und <@100000000000000001>\. (🏆 )?.+ \d+ SP · /);
    expect(lobbyResult(game, state)).toMatch(/^🏁 Die Partie ist vorbei: .+ \d+ SP\. Endwertung: <#300000000000000000>\.$/);
  });

  it("in Japanese: the result, thanks, the ranking by '1位' in 勝利点 with what each score is made of, hints and ratings; its ping line and the lobby's line too", async () => {
    const game = record(3, "ja", { status: "finished", ai: 1, names: NAMES });
    const post = await endPost(images, game, state, ["• The last line of the game."], NAMES, [], changes(game));
    const all = texts((post.components ?? []) as TopLevel[]);
    expect(all).toMatch(new RegExp(`^🏁 \\*\\*ゲーム #12345 終了！\\*\\* ${winners > 1 ? "同点優勝：🏆 .+（各\\d+勝利点）" : "勝者：🏆 .+（\\d+勝利点）"}。\n`));
    expect(all).toContain("<@100000000000000000>、<@100000000000000001>、🤖 Ingrid（AI・むずかしい）、プレイありがとうございました。");
    expect(all).toMatch(/\*\*1位 .+：\d+勝利点\*\*\n船 \d+ · 建物 \d+ · 株 \d+ · 金 \d+/);
    expect(all).toContain("💡 ヒントの使用回数：Ann 0 · Bo 1 · Ingrid（AI・むずかしい） 2");
    expect(all).toContain("📈 レーティング：Ann 1.3 → 2.5 (+1.2) · Bo 1.3 → 1.5 (+0.2)（`/leaderboard`）");
    expect(all).toContain("**最後の手番**\n• The last line of the game.");
    for (const english of ["is over", "Winner", "Thanks", " VP", "Ships ", "Hints", "Ratings", "The last turn", "(AI, ", "1st"]) expect(all).not.toContain(english);
    expect(endPing(game, state).ping).toMatch(/^🎣 ヌスフィヨルド #12345 終了：<@100000000000000000>、<@100000000000000001>。(🏆 )?.+ \d+勝利点 · /);
    expect(lobbyResult(game, state)).toMatch(/^🏁 ゲーム終了：.+ \d+勝利点。最終得点：<#300000000000000000>$/);
  });

  it("says in the game's language that a game was not rated, and how hints went", () => {
    const de = { ...record(2, "de", { names: NAMES }), rated: false, hintsOn: false, seats: record(2, "de", { names: NAMES }).seats.map((s) => ({ ...s, hintsUsed: 0 })) };
    expect(ratingsLine(de, [])).toBe("⚖️ Diese Partie wurde nicht gewertet.");
    expect(hintsLine(de)).toBe("💡 Tipps waren in dieser Partie aus.");
    expect(hintsLine({ ...de, learning: true, hintsOn: true })).toBe("🎓 Eine Lernpartie: Zu jedem Zug gab es einen Tipp.");
    const ja = { ...de, language: "ja" as const };
    expect(ratingsLine(ja, [])).toBe("⚖️ このゲームはレーティング対象外でした。");
    expect(hintsLine(ja)).toBe("💡 このゲームではヒントはオフでした。");
  });
});

describe("a reminder and the takeover offer in the game's language", () => {
  const state = midGame(3);
  const seat = pendingSeats(state)[0] ?? 0;
  const other = (seat + 1) % 3;
  /** The game in `language`, its host the player at the next seat (or, with `hostWaits`, the one who is waited for). */
  const hosted = (language: Language, hostWaits = false): GameRecord => {
    const game = record(3, language, { names: NAMES });
    return { ...game, hostUserId: game.seats[hostWaits ? seat : other]?.userId ?? "" };
  };
  const host = `<@10000000000000000${other}>`;
  const waiting = (language: Language, ms: number, o: { sentCount?: number; takeover?: boolean; hostWaits?: boolean } = {}) => {
    const own = hosted(language, o.hostWaits);
    const post = reminderPost(own, state, { seat, waitedMs: ms, sentCount: o.sentCount ?? 1, takeover: o.takeover ?? false });
    return { ...post, text: texts(post.components), labels: tally(post.components).labels };
  };
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const player = `<@10000000000000000${seat}>`;

  it("in German says how long the turn has waited in the right plural: 1 Minute, 2 Minuten, 30 Stunden, 3 Tage", () => {
    expect(waiting("de", MINUTE).text).toContain(`⏰ ${player}, eine Erinnerung: Du bist in Partie #12345 schon 1 Minute am Zug.\n`);
    expect(waiting("de", 2 * MINUTE).text).toContain("schon 2 Minuten am Zug.");
    expect(waiting("de", 30 * HOUR).text).toContain("schon 30 Stunden am Zug.");
    expect(waiting("de", 3 * 24 * HOUR, { sentCount: 4 }).text).toContain("schon 3 Tage am Zug (4. Erinnerung).");
    expect(waiting("de", 30 * HOUR).ping).toMatch(new RegExp(`^🎣 ${player}, du bist immer noch am Zug in Nusfjord .+ \\(jetzt 30 Stunden\\) · `));
  });

  it("in Japanese says it with the counter words, which have no plural: 1分, 30時間, 3日", () => {
    expect(waiting("ja", MINUTE).text).toContain(`⏰ ${player} リマインダーです：ゲーム #12345 であなたの手番になってから1分が経ちました。\n`);
    expect(waiting("ja", 30 * HOUR).text).toContain("あなたの手番になってから30時間が経ちました。");
    expect(waiting("ja", 3 * 24 * HOUR, { sentCount: 2 }).text).toContain("3日が経ちました（2回目のリマインダー）。");
    expect(waiting("ja", 30 * HOUR).ping).toMatch(new RegExp(`^🎣 ${player} ヌスフィヨルド .+ はまだあなたの手番です（30時間経過）・ `));
  });

  it("frames what the player is asked, their goods, what happened since and its buttons in the language, the host offered the takeover in words for a host who waits or not", () => {
    const de = waiting("de", 30 * HOUR, { takeover: true });
    expect(de.text).toMatch(/\n(Gefragt ist|Deine Wahl): /);
    expect(de.text).toContain("\nDu hast 🪵 ");
    expect(de.text).toContain("**Seit deinem letzten Zug**\n• ");
    expect(de.text).toContain(`${host} (Gastgeber): Der Tisch wartet schon länger auf ${NAMES[seat]}, als diese Partie vorsieht; du kannst diesen Platz einer KI überlassen.`);
    expect(de.labels).toEqual(["Meine Optionen zeigen", "Für diesen Zug nicht mehr erinnern", `KI für ${NAMES[seat]} spielen lassen`]);
    expect(de.ping).toContain(`\n${host} (Gastgeber): Du kannst den Platz von ${NAMES[seat]} einer KI überlassen (der Knopf ist an der Erinnerung oben).`);
    for (const english of ["a reminder", "You are asked", "Your choice", "You have", "Since your last turn", "(host)", "let an AI", "still your turn"]) expect(`${de.text}\n${de.ping}`).not.toContain(english);
    expect(waiting("de", 30 * HOUR, { takeover: true, hostWaits: true }).ping).toContain("Du kannst deinen Platz einer KI überlassen");

    const ja = waiting("ja", 30 * HOUR, { takeover: true });
    expect(ja.text).toMatch(/\n(やること|選んでください)：/);
    expect(ja.text).toContain("\nあなたの状況：🪵 ");
    expect(ja.text).toContain("**あなたの前回の手番以降**\n• ");
    expect(ja.labels).toEqual(["自分の選択肢を見る", "この手番のリマインダーを止める", `${NAMES[seat]}さんの席をAIに任せる`]);
    expect(ja.ping).toContain(`（ホスト）：${NAMES[seat]}さんの席をAIに任せることができます（ボタンは上のリマインダーにあります）。`);
    for (const english of ["a reminder", "You are asked", "Your choice", "You have", "Since your last turn", "(host)", "let an AI"]) expect(`${ja.text}\n${ja.ping}`).not.toContain(english);
  });

  it("the offer after deadline turns counts the turns in the language, and its button names the seat only when the name fits", () => {
    const told = { seat, note: { turns: 3, hours: 1, level: "medium" }, line: "", offer: true };
    const de = takeoverOffer(hosted("de"), told);
    expect(texts(de?.components ?? [])).toContain(`(Gastgeber): Die KI hat die letzten 3 Züge von ${NAMES[seat]} gespielt, weil die Zugfrist jedes Mal abgelaufen war.`);
    expect(de?.ping).toMatch(new RegExp(`^🎣 ${host} \\(Gastgeber\\), in Nusfjord-Partie #12345: Die KI hat die letzten 3 Züge von `));
    expect(takeoverOffer(hosted("de", true), told)?.ping).toContain("Die KI hat deine letzten 3 Züge nach Ablauf der Zugfrist gespielt. Du kannst deinen Platz ganz einer KI überlassen");
    const ja = takeoverOffer(hosted("ja"), told);
    expect(texts(ja?.components ?? [])).toContain(`（ホスト）：期限切れのため、${NAMES[seat]}さんの直近3回の手番をAIが打ちました。`);
    expect(takeoverLabel("Ann", "de")).toBe("KI für Ann spielen lassen");
    expect(takeoverLabel(LONG, "de")).toBe("Platz der KI überlassen");
    expect(takeoverLabel(LONG, "ja")).toBe("この席をAIに任せる");
  });

  it("a direct message speaks the game's language", () => {
    const link = "https://discord.com/channels/g/300000000000000000/1";
    expect(dmText({ language: "de" }, { kind: "reminder", game: 7, link })).toBe(`⏰ Du bist immer noch am Zug in Nusfjord-Partie #7: ${link}`);
    expect(dmText({ language: "ja" }, { kind: "turn", where: "game #7 · round 2", situation: "🪵 3/12 wood", link })).toBe(`🎣 あなたの手番です：ヌスフィヨルド game #7 · round 2 ・ 🪵 3/12 wood\n${link}`);
    expect(dmText({ language: "de" }, { kind: "held", where: "game #7 · round 2", situation: "🪵 3/12 wood", link })).toContain("(der Zug kam während deiner Ruhezeiten)");
  });
});

describe("the pseudo-locale: every string about 40% longer", () => {
  const players = 5;

  it("the start post and its ping line keep every limit with 5 seats of long names, as Discord takes them", async () => {
    const state = setup(players);
    const game = record(players, "en", { ai: 1 });
    const up = nextUp(game, state, game.version);
    const post = await startPost(images, game, state, ["• A story line."], up, game.seats.map((s) => s.displayName), [], PSEUDO);
    const components = (post.components ?? []) as TopLevel[];
    expect(brokenLimit(components)).toBeNull();
    expect(refusal(components, [`nusfjord-${game.id}-${game.version}.png`])).toBe("");
    const all = texts(components);
    // The pseudo-locale is what was used: accented, in brackets.
    expect(all).toContain("[🎣 **Ñüsfjörd #12345 bégíñs!**");
    expect(all).toContain("`/rules topic:Fishing phase`");
    const ping = startPing(game, up, PSEUDO).ping;
    expect(ping.length).toBeLessThanOrEqual(CONTENT_MAX);
    expect(ping).toMatch(/^\[🎣 Ñüsfjörd #12345 bégíñs: <@\d+>, <@\d+>, <@\d+>, and <@\d+>\. ~+\]/);
  });

  it("the end post, its ping line and the lobby with the result keep every limit, with every rating change and a long last turn", async () => {
    const state = endGame(players);
    const game = record(players, "en", { status: "finished", ai: 1 });
    const story = Array.from({ length: 60 }, (_, n) => `• ${LONG} ${n % 5 + 1} takes 3 fish from the general supply (line ${n}).`);
    const post = await endPost(images, game, state, story, game.seats.map((s) => s.displayName), [], changes(game), PSEUDO);
    const components = (post.components ?? []) as TopLevel[];
    expect(brokenLimit(components)).toBeNull();
    expect(refusal(components, [`nusfjord-${game.id}-players.png`])).toBe("");
    expect(texts(components)).toContain("[🏁 **Gámé #12345 ís övér!**");
    expect(endPing(game, state, PSEUDO).ping.length).toBeLessThanOrEqual(CONTENT_MAX);
    const lobby = lobbyScreen(game, lobbyResult(game, state, PSEUDO));
    expect(brokenLimit(lobby.components)).toBeNull();
    expect(refusal(lobby.components, [])).toBe("");
  });

  it("a reminder with the takeover offered, and the offer after deadline turns, keep every limit: their labels within 40 characters, none twice", () => {
    const state = midGame(players);
    const seat = pendingSeats(state)[0] ?? 0;
    const game = record(players, "en");
    const post = reminderPost(game, state, { seat, waitedMs: 30 * 3_600_000, sentCount: 3, takeover: true }, PSEUDO);
    expect(brokenLimit(post.components)).toBeNull();
    expect(refusal(post.components, [])).toBe("");
    expect(post.ping.length).toBeLessThanOrEqual(CONTENT_MAX);
    // The long labels give way to their short forms rather than be cut.
    expect(tally(post.components).labels).toEqual(["[Shöw mý çhöíçés ~~~~~~]", "[Müté thís türñ ~~~~~]", "[Lét áñ ÁÍ pláý thís séát ~~~~~~~~]"]);
    const offer = takeoverOffer(game, { seat, note: { turns: 6, hours: 2, level: "medium" }, line: "", offer: true }, PSEUDO);
    if (!offer) throw new Error("no offer");
    expect(brokenLimit(offer.components)).toBeNull();
    expect(refusal(offer.components, [])).toBe("");
    expect(offer.ping.length).toBeLessThanOrEqual(CONTENT_MAX);
  });
});

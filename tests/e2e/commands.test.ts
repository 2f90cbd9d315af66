// The commands around the moves, through the local Discord stand-in: looking at the game
// (/board, /harbor and its table of every player, /hand, /score, /log, /rules; phone and wide
// images, each with its description), finding games (/games, /mygames, the game
// option), the lobby's Leave and Cancel, and the host's settings (pause, AI takeover).
import { describe, expect, it } from "vitest";
import { handLine } from "../../commands/hand.ts";
import { legalChoices, pendingSeats, summarize } from "../../src/engine/index.ts";
import { COMPACT, IMAGE, PHONE_WIDTH } from "../../renderers/index.ts";
import { cardView } from "../../src/engine/view.ts";
import { buttonLabels, customIds, finishDecision, loadState, snapshot, whoDecides } from "./harness.ts";
import { idWith, PNG } from "./play.ts";
import { IS_COMPONENTS_V2, type RecordedMessage, type StandInUser, walkComponents } from "./standin/index.ts";
import { tableForSuite } from "./suite.ts";

/**
 * An image command's answer is laid out by Discord (Components V2): one container, its text
 * (what a reader reads) and a media gallery showing the one uploaded picture with its alt text.
 */
function expectImageReply(m: RecordedMessage | null | undefined): void {
  expect((m?.flags ?? 0) & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
  expect(m?.content).toBe("");
  expect(m?.pinged).toEqual([]);
  const gallery = walkComponents(m?.components).filter((c) => c.type === 12);
  expect(gallery).toHaveLength(1);
  const items = (gallery[0]?.items ?? []) as { media: { url: string }; description?: string }[];
  expect(items.map((x) => x.media.url)).toEqual([`attachment://${m?.attachments[0]?.filename ?? "?"}`]);
  expect(items[0]?.description).toBe(m?.attachments[0]?.description);
}

/** A PNG's width, from its IHDR chunk. */
function pngWidth(png: Buffer | undefined): number {
  return png ? png.readUInt32BE(16) : 0;
}

describe("commands around the game", () => {
  const t = tableForSuite({ users: ["ann", "bo", "cy"], seated: ["ann", "bo"], options: { players: 2 } });
  const { h, user: { ann, bo, cy } } = t;

  /** ann opens a 3-player lobby in the channel itself (no thread). */
  async function openLobby() {
    const created = await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "new", options: { players: 3, thread: false } });
    await h.bot.idle();
    const lobby = created.response;
    if (!lobby) throw new Error("no lobby");
    return { created, lobby, lobbyGame: Number(/#(\d+)/.exec(lobby.text)?.[1]) };
  }

  const mover = async (): Promise<StandInUser> => (await t.current()).user;

  it("/board and /harbor show images privately in the game's thread without naming the game, publicly when asked", async () => {
    const board = await h.discord.command(cy, t.threadId, "board");
    expect(board.response?.ephemeral).toBe(true);
    expect(board.response?.attachments[0]?.data.subarray(0, 8)).toEqual(PNG);
    expectImageReply(board.response);
    // The text says what the compact picture leaves out: the scores, the Building display, the ships.
    expect(board.response?.text).toMatch(new RegExp(`^\\*\\*The board\\*\\* · game #${t.gameId} · round \\d of 7, `));
    for (const part of ["Scores so far:", "A Buildings:", "B Buildings:", "Ships left:", "ann", "bo"]) expect(board.response?.text).toContain(part);
    const harbor = await h.discord.command(ann, t.threadId, "harbor", { options: { player: bo.id } });
    expect(harbor.response?.ephemeral).toBe(true);
    expect(harbor.response?.attachments).toHaveLength(1);
    expect(harbor.response?.attachments[0]?.data.subarray(0, 8)).toEqual(PNG);
    expect(harbor.response?.text).toMatch(new RegExp(`^\\*\\*bo's harbor\\*\\* · game #${t.gameId} · round \\d of 7, `));
    for (const part of ["/12 wood", "Buildings:", "Ships:", "Elders:", "Shares:", "C Buildings in hand:"]) expect(harbor.response?.text).toContain(part);
    expect(harbor.response?.attachments[0]?.description).toMatch(/^bo's harbor \(Orange/);
    expectImageReply(harbor.response);
    const before = h.discord.messages(t.threadId).length;
    const pub = await h.discord.command(ann, t.threadId, "harbor", { options: { seat: 1, public: true } });
    expect(pub.response?.ephemeral).toBe(false);
    expect(h.discord.messages(t.threadId).length).toBe(before + 1);
    const missing = await h.discord.command(ann, t.threadId, "harbor", { options: { player: cy.id } });
    expect(missing.response?.ephemeral).toBe(true);
    expect(missing.response?.text).toMatch(/cy|not playing|no seat/i);
  });

  it("the images are compact (readable where Discord shows them) unless asked for detail or wide, and each carries a description naming the players and their figures", async () => {
    const { game, state } = await loadState(h.store, t.gameId);
    const board = await h.discord.command(cy, t.threadId, "board");
    const phone = board.response?.attachments[0];
    expect(pngWidth(phone?.data)).toBe(COMPACT.width);
    const detail = await h.discord.command(cy, t.threadId, "board", { options: { layout: "detail" } });
    expect(pngWidth(detail.response?.attachments[0]?.data)).toBe(PHONE_WIDTH);
    expect(phone?.description).toMatch(new RegExp(`^Nusfjord board\\. Round ${state.round} of 7, `));
    for (const name of ["ann", "bo"]) expect(phone?.description).toContain(name);
    expect(phone?.description).not.toMatch(/Player \d/);
    const wide = await h.discord.command(cy, t.threadId, "board", { options: { layout: "wide" } });
    expect(pngWidth(wide.response?.attachments[0]?.data)).toBe(IMAGE.board.width);
    // Each description says what its picture shows: the compact board has no Building display, the wide one has.
    expect(phone?.description).not.toContain("A Buildings:");
    expect(wide.response?.attachments[0]?.description).toContain("A Buildings:");
    expect(detail.response?.attachments[0]?.description).toBe(wide.response?.attachments[0]?.description);
    const wideHarbor = await h.discord.command(ann, t.threadId, "harbor", { options: { seat: 2, layout: "wide" } });
    expect(pngWidth(wideHarbor.response?.attachments[0]?.data)).toBe(IMAGE.harbor.width);

    // Without a player, /harbor answers with one image of every player's position.
    const table = await h.discord.command(cy, t.threadId, "harbor");
    expect(table.response?.ephemeral).toBe(true);
    expect(table.response?.text).toMatch(new RegExp(`^\\*\\*Every player\\*\\* · game #${t.gameId} · round ${state.round} of 7, `));
    expectImageReply(table.response);
    expect(table.response?.attachments).toHaveLength(1);
    const image = table.response?.attachments[0];
    expect(image?.filename).toMatch(/^table-\d+-\d+\.png$/);
    expect(pngWidth(image?.data)).toBe(COMPACT.width);
    // /harbor without a player honours layout: the tall table of every player on request.
    const tallTable = await h.discord.command(cy, t.threadId, "harbor", { options: { layout: "detail" } });
    expect(pngWidth(tallTable.response?.attachments[0]?.data)).toBe(PHONE_WIDTH);
    const s = summarize(state);
    for (const p of s.players) {
      const name = game.seats[p.seat]?.displayName ?? "";
      expect(image?.description).toContain(`${name}: ${p.supply.wood} of 12 wood, ${p.supply.fish} fish, ${p.supply.gold} gold, haul ${p.haulSize}`);
    }
    expect(image?.description?.length).toBeLessThanOrEqual(1024);
  });

  it("/hand answers only its owner, /exchange says what it can offer, /score itemises every player and /log tells the story in players' names", async () => {
    const hand = await h.discord.command(bo, t.threadId, "hand");
    expect(hand.response?.ephemeral).toBe(true);
    expect(hand.response?.text).toMatch(new RegExp(`(Your hand|You hold no C Buildings) in game #${t.gameId}`));
    const outsider = await h.discord.command(cy, t.threadId, "hand");
    expect(outsider.response?.ephemeral).toBe(true);
    expect(outsider.response?.text).toContain("not playing");
    const exchange = await h.discord.command(bo, t.threadId, "exchange");
    expect(exchange.response?.ephemeral).toBe(true);
    expect(exchange.response?.text).toBe("You have no Buildings yet, so no Anytime exchanges.");
    const score = await h.discord.command(cy, t.threadId, "score");
    expect(score.response?.ephemeral).toBe(true);
    expect(score.response?.text).toContain(`game #${t.gameId}`);
    expect(score.response?.text).toContain("ann");
    expect(score.response?.text).toContain("bo");
    // With the score image, compact unless asked for detail or wide, described in words.
    expect(score.response?.attachments).toHaveLength(1);
    expectImageReply(score.response);
    expect(pngWidth(score.response?.attachments[0]?.data)).toBe(COMPACT.width);
    expect(score.response?.attachments[0]?.description).toMatch(/^Score so far\. Round \d of 7, .*\bann\b.*\bbo\b/);
    const wideScore = await h.discord.command(cy, t.threadId, "score", { options: { layout: "wide" } });
    expect(pngWidth(wideScore.response?.attachments[0]?.data)).toBe(IMAGE.scores.width);
    const log = await h.discord.command(cy, t.threadId, "log", { options: { n: 3 } });
    expect(log.response?.text).toMatch(new RegExp(`^Game #${t.gameId} log, lines \\d+-\\d+ of \\d+:\n(\\d+\\. R\\d · .+\n){3}Earlier: `));
    expect(log.response?.text).not.toMatch(/Player \d/);
  });

  it("/rules points at the rulings, /rules topic:rulings lists them, and autocomplete finds an Elder or a Building", async () => {
    const all = await h.discord.command(cy, t.threadId, "rules");
    expect(all.response?.ephemeral).toBe(true);
    expect(all.response?.text).toContain("`/rules topic:rulings`");
    // Every ruling is listed by its title in their own section (the texts are one lookup away).
    const list = await h.discord.command(cy, t.threadId, "rules", { options: { topic: "rulings" } });
    for (const title of ["when an Elder may be used", "Town Hall", "8 fish in the Reserve", "games running when the bot is updated"]) expect(list.response?.text).toContain(title);
    const ac = await h.discord.autocomplete(cy, t.threadId, "rules", { name: "topic", value: "harbor" });
    const first = ac.choices?.[0];
    expect(first).toBeDefined();
    // Titles with the word come first (then topics that only mention it in their text).
    expect(ac.choices?.slice(0, 4).map((c) => c.name)).toEqual(["Harbor board, Forests and wood", "Elder 6: Harbor Master", "C151 Harbor Installation", "C248 Harbor Gate"]);
    const topic = await h.discord.command(cy, t.threadId, "rules", { options: { topic: String(first?.value) } });
    expect(topic.response?.text).toMatch(/^\*\*.+\*\*\n./);
    const nonsense = await h.discord.command(cy, t.threadId, "rules", { options: { topic: "xyzzy plugh" } });
    expect(nonsense.response?.ephemeral).toBe(true);
    expect(nonsense.response?.text).toMatch(/^Nothing matches "xyzzy plugh"\. Closest topics:\n• `\/rules topic:Start here`\n/);
  });

  it("/rules shows a Building's number, name, cost and text; /hand's line has its cost and VP", async () => {
    for (const topic of ["building:C147", "building:B228", "building:C148", "building:C151"]) {
      const shown = await h.discord.command(cy, t.threadId, "rules", { options: { topic } });
      expect(shown.response?.text).toMatch(/^\*\*[ABC]\d{3} /);
    }
    const fortress = await h.discord.command(cy, t.threadId, "rules", { options: { topic: "building:C147" } });
    expect(fortress.response?.text).toContain("Fortress (C147");
    expect(handLine(cardView("C147"))).toBe(`**Fortress** (C147, ${cardView("C147").category})\nCost 🪵 10 wood, 🐟 10 fish, 🪙 3 gold · 7 VP\n${cardView("C147").summary}`);
  });

  it("/games lists this server's games with whose turn it is; /mygames works in a DM too", async () => {
    const games = await h.discord.command(cy, h.discord.channelId, "games");
    const who = await mover();
    expect(games.response?.text).toContain(`#${t.gameId}`);
    expect(games.response?.text).toContain(`to move: ${who.username}`);
    const mine = await h.discord.command(who, h.discord.dmChannelId(who.id), "mygames");
    expect(mine.response?.text).toContain(`#${t.gameId}`);
    const other = who === ann ? bo : ann;
    const notMine = await h.discord.command(other, h.discord.dmChannelId(other.id), "mygames");
    expect(notMine.response?.text).toBe("No game is waiting for you. 🎣");
  });

  it("a player who asks for direct messages gets one with a link to the thread when it is their turn", async () => {
    const who = await mover();
    const other = who === ann ? bo : ann;
    const set = await h.discord.command(other, t.threadId, "nusfjord", { subcommand: "settings", options: { dm: true } });
    expect(set.response?.text).toContain("Your turns in this game now also come as a direct message.");
    expect(set.response?.text).toContain("direct messages on your turn: on");
    const { state } = await loadState(h.store, t.gameId);
    const place = legalChoices(state, pendingSeats(state)[0] ?? -1).find((c) => c.id.startsWith("place:"))?.id ?? "pass";
    const placed = await h.discord.command(who, t.threadId, "place", { options: { action: place } });
    await finishDecision(h.discord, who, placed.response, 0);
    await h.bot.idle();
    expect((await whoDecides(h.store, t.gameId))?.userId).toBe(other.id);
    const dm = h.discord.dmMessages(other.id).at(-1);
    // The first words a phone shows carry the turn: the game, the round and the player's own goods.
    expect(dm?.text).toMatch(new RegExp(`^🎣 Your turn in Nusfjord game #${t.gameId} · round \\d · 🪵 \\d+/12 wood · 🐟 \\d+ fish · 🪙 \\d+ gold · haul \\d+ · [1-3] Workers? left\nhttps://discord\\.com/channels/${h.discord.guildId}/${t.threadId}/\\d+$`));
    expect(dm?.notification.text).toBe(dm?.text);
    expect(h.discord.dmMessages(who.id)).toEqual([]);
    await h.discord.command(other, t.threadId, "nusfjord", { subcommand: "settings", options: { dm: false } });
  });

  it("outside a thread, a command asks which game when the player has several, and autocompletes the game option", async () => {
    const { lobbyGame: lobbyId } = await openLobby();
    const ask = await h.discord.command(ann, h.discord.channelId, "score");
    expect(ask.response?.ephemeral).toBe(true);
    expect(ask.response?.text).toContain(`You are in 2 games here (#${lobbyId}, #${t.gameId})`);
    const ac = await h.discord.autocomplete(ann, h.discord.channelId, "score", { name: "game", value: "" });
    // /score needs a started game: the lobby is not offered.
    expect(ac.choices?.map((c) => c.value)).toEqual([t.gameId]);
    expect(ac.choices?.[0]?.name).toMatch(new RegExp(`^#${t.gameId} to move: (ann|bo) — ann, bo$`));
    const named = await h.discord.command(ann, h.discord.channelId, "score", { options: { game: t.gameId } });
    expect(named.response?.text).toContain(`game #${t.gameId}`);
  });

  it("the lobby lets a player leave, refuses Cancel from a player and lets the host cancel", async () => {
    const { created, lobby } = await openLobby();
    await h.discord.button(cy, lobby, idWith(lobby, "join"));
    expect(created.response?.text).toContain(`<@${cy.id}>`);
    const left = await h.discord.button(cy, created.response ?? lobby, idWith(created.response, "leave"));
    expect(left.response?.text).not.toContain(`<@${cy.id}>`);
    const hostLeaves = await h.discord.button(ann, created.response ?? lobby, idWith(created.response, "leave"));
    expect(hostLeaves.response?.ephemeral).toBe(true);
    expect(hostLeaves.response?.text).toContain("cancel it instead");
    const notHost = await h.discord.button(cy, created.response ?? lobby, idWith(created.response, "cancel"));
    expect(notHost.response?.ephemeral).toBe(true);
    expect(notHost.response?.text).toContain("Only the host");
    await h.discord.button(ann, created.response ?? lobby, idWith(created.response, "cancel"));
    expect(created.response?.text).toContain("This game was cancelled.");
    expect(customIds(created.response)).toEqual([]);
  });

  it("the host (or a server manager, never a player) starts a lobby that is not full, AI players taking the free seats", async () => {
    const mod = h.discord.addUser("mod", { admin: true });
    const { created, lobby, lobbyGame } = await openLobby();
    await h.discord.button(cy, lobby, idWith(lobby, "join"));
    expect(buttonLabels(created.response)).toContain("Start with 1 AI");
    const byPlayer = await h.discord.button(cy, created.response ?? lobby, idWith(created.response, "start"));
    expect(byPlayer.response?.ephemeral).toBe(true);
    expect(byPlayer.response?.text).toContain("Only the host (or a server manager) can start the game.");
    expect((await h.store.loadGame(lobbyGame)).game.status).toBe("lobby");
    await h.discord.button(mod, created.response ?? lobby, idWith(created.response, "start"));
    await h.bot.idle();
    const { game } = await loadState(h.store, lobbyGame);
    expect(game.seats.map((s) => s.displayName)).toEqual(["ann", "cy", "Ingrid"]);
    expect(created.response?.text).toContain("The game is on");
    await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "settings", options: { game: lobbyGame, cancel: true } });
  });

  it("settings made by command show on the lobby message: a seat handed to an AI, then the game cancelled", async () => {
    const { created, lobby, lobbyGame } = await openLobby();
    await h.discord.button(cy, lobby, idWith(lobby, "join"));
    await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "settings", options: { game: lobbyGame, replace_seat: 2 } });
    await h.bot.idle();
    expect(created.response?.text).toContain("2. 🤖 cy (AI, medium)");
    await h.discord.command(ann, h.discord.channelId, "nusfjord", { subcommand: "settings", options: { game: lobbyGame, cancel: true } });
    await h.bot.idle();
    expect(created.response?.text).toContain("This game was cancelled.");
    expect(customIds(created.response)).toEqual([]);
  });

  it("a game opened inside a player's own thread lives there, and cancelling it leaves their thread open", async () => {
    const own = h.discord.userThread(cy, "cy's table");
    const created = await h.discord.command(cy, own, "nusfjord", { subcommand: "new", options: { players: 2 } });
    await h.bot.idle();
    const lobby = created.response;
    if (!lobby) throw new Error("no lobby");
    expect(lobby.channelId).toBe(own);
    const id = Number(/#(\d+)/.exec(lobby.text)?.[1]);
    expect(h.discord.threads(h.discord.channelId).filter((t) => t.name === `Nusfjord #${id}`)).toEqual([]);
    // Commands there need no game option, although cy also plays elsewhere.
    const shown = await h.discord.command(cy, own, "nusfjord", { subcommand: "settings" });
    expect(shown.response?.text).toContain(`**Game #${id} settings**`);
    await h.discord.command(cy, own, "nusfjord", { subcommand: "settings", options: { cancel: true } });
    await h.bot.idle();
    expect((await h.store.loadGame(id)).game.status).toBe("abandoned");
    expect(h.discord.channel(own)?.archived).toBe(false);
  });

  it("only the host changes settings; a paused game refuses moves until the host resumes it", async () => {
    const refused = await h.discord.command(bo, t.threadId, "nusfjord", { subcommand: "settings", options: { pause: true } });
    expect(refused.response?.text).toContain("Only the host or a server manager");
    // One bad option refuses the whole command before anything changes.
    const mixed = await h.discord.command(ann, t.threadId, "nusfjord", { subcommand: "settings", options: { pause: true, replace_seat: 3 } });
    expect(mixed.response?.text).toBe(`⚠️ Game #${t.gameId} has no seat 3.`);
    expect((await loadState(h.store, t.gameId)).game.paused).toBe(false);
    const before = await snapshot(h.store, t.gameId);
    const paused = await h.discord.command(ann, t.threadId, "nusfjord", { subcommand: "settings", options: { pause: true } });
    expect(paused.response?.text).toContain("The game is paused.");
    await h.bot.idle();
    expect(h.discord.messages(t.threadId).at(-1)?.text).toContain(`changed game #${t.gameId}: The game is paused.`);
    const who = await mover();
    const { state } = await loadState(h.store, t.gameId);
    const seat = pendingSeats(state)[0] ?? -1;
    const place = legalChoices(state, seat).find((c) => c.id.startsWith("place:"))?.id ?? "pass";
    const blocked = await h.discord.command(who, t.threadId, "place", { options: { action: place } });
    expect(blocked.response?.ephemeral).toBe(true);
    expect(blocked.response?.text).toContain("is paused by its host");
    expect(await snapshot(h.store, t.gameId)).toEqual(before);
    await h.discord.command(ann, t.threadId, "nusfjord", { subcommand: "settings", options: { pause: false } });
    const moved = await h.discord.command(who, t.threadId, "place", { options: { action: place } });
    expect(moved.response?.text).toMatch(/^✅/);
  });

  it("the host hands a seat to an AI, which then plays it by itself", async () => {
    await h.bot.idle();
    const set = await h.discord.command(ann, t.threadId, "nusfjord", { subcommand: "settings", options: { replace_seat: 2 } });
    expect(set.response?.text).toContain("Seat 2 (bo) is now played by the medium AI.");
    await h.bot.idle();
    const { game, state } = await loadState(h.store, t.gameId);
    expect(game.seats[1]).toMatchObject({ userId: null, aiLevel: "medium", displayName: "bo" });
    // Whenever the game waits now, it waits for ann: the AI seat never holds it up.
    expect(pendingSeats(state).every((p) => p === 0)).toBe(true);
    const boNow = await h.discord.command(bo, t.threadId, "pass");
    expect(boNow.response?.ephemeral).toBe(true);
    expect(boNow.response?.text).toContain("not playing");
  });

  it("acknowledged every interaction within Discord's 3 seconds, logged no failure and never the token", () => {
    expect(h.discord.problems).toEqual([]);
    expect(h.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
    expect(h.logs.length).toBeGreaterThan(10);
    expect(h.logs.join("")).not.toContain(h.discord.token);
  });
});

// The Discord stand-in against a plain discord.js client (no bot code from the project): login,
// command registration, slash commands, buttons, menus, deferred replies with files, ephemeral
// replies, threads, DMs, autocomplete, and a second client after the first one is destroyed.
import { once } from "node:events";
import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, Client, DiscordAPIError, Events, GatewayIntentBits,
  MessageFlags, PermissionFlagsBits, Routes, StringSelectMenuBuilder, type Interaction, type TextChannel,
} from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DiscordStandIn, type RecordedMessage, type StandInUser } from "./standin/index.ts";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from("IHDR"),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(20000),
]);

const COMMANDS = [
  {
    name: "game", description: "Games",
    options: [
      {
        type: 1, name: "new", description: "Open a game", options: [
          { type: 4, name: "players", description: "How many", required: true, min_value: 1, max_value: 5 },
          { type: 3, name: "deck", description: "Which deck", autocomplete: true },
          { type: 5, name: "private", description: "Hidden?" },
          { type: 6, name: "opponent", description: "Who" },
        ],
      },
      { type: 1, name: "show", description: "Show a game", options: [{ type: 4, name: "id", description: "Game id", required: true }] },
    ],
  },
  { name: "ping", description: "Ping" },
];

function row(...ids: string[]) {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(ids.map((id) => new ButtonBuilder().setCustomId(id).setLabel(id).setStyle(ButtonStyle.Primary)));
}

describe("the Discord stand-in with a plain discord.js client", () => {
  let discord: DiscordStandIn;
  let client: Client;
  let ann: StandInUser;
  let bo: StandInUser;
  let next: ((i: Interaction) => Promise<void>) | null = null;
  const unexpected: string[] = [];

  /** Handle the next interaction the client receives; resolves with what the handler returns. */
  function onNext<T>(fn: (i: Interaction) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      next = async (i) => { try { resolve(await fn(i)); } catch (e) { reject(e instanceof Error ? e : new Error(String(e))); } };
    });
  }

  async function login(): Promise<Client> {
    const c = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiBase } });
    c.on(Events.InteractionCreate, (i) => {
      const h = next;
      next = null;
      if (h) void h(i);
      else unexpected.push(i.id);
    });
    const ready = once(c, Events.ClientReady);
    await c.login(discord.token);
    await ready;
    return c;
  }

  beforeAll(async () => {
    discord = await DiscordStandIn.start({ heartbeatIntervalMs: 1000 });
    ann = discord.addUser("ann", { admin: true });
    bo = discord.addUser("bo");
    client = await login();
  });
  afterAll(async () => {
    await client?.destroy();
    await discord?.close();
  });

  it("lets discord.js log in: READY, then the guild with its channel, roles and members, and heartbeats are acknowledged", async () => {
    await discord.waitForIdentify();
    expect(client.user?.id).toBe(discord.botUser.id);
    const guild = client.guilds.cache.get(discord.guildId);
    expect(guild?.available).toBe(true);
    expect(guild?.channels.cache.get(discord.channelId)?.isTextBased()).toBe(true);
    expect(guild?.members.cache.get(ann.id)?.permissions.has("Administrator")).toBe(true);
    expect(guild?.members.cache.get(bo.id)?.permissions.has("ManageGuild")).toBe(false);
    for (let t = 0; t < 50 && client.ws.ping === -1; t++) await new Promise((r) => setTimeout(r, 100));
    expect(client.ws.ping).toBeGreaterThanOrEqual(0);
    expect(discord.requests.some((r) => r.path === "/api/v10/gateway/bot")).toBe(true);
  });

  it("records a global command registration and answers with ids", async () => {
    const registered = await client.application?.commands.set(COMMANDS);
    expect(registered?.size).toBe(2);
    expect(registered?.find((c) => c.name === "game")?.id).toMatch(/^\d+$/);
    expect(discord.globalCommands()).toEqual(expect.arrayContaining([expect.objectContaining({ name: "ping" })]));
    const again = await client.application?.commands.fetch();
    expect(again?.map((c) => c.name).sort()).toEqual(["game", "ping"]);
  });

  it("sends a slash command with typed options and records the reply with buttons", async () => {
    const seen = onNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error("expected a slash command");
      const got = { sub: i.options.getSubcommand(), players: i.options.getInteger("players"), priv: i.options.getBoolean("private"), opponent: i.options.getUser("opponent")?.username, admin: i.memberPermissions?.has("Administrator"), channel: i.channelId };
      await i.reply({ content: "Lobby for 3", components: [row("join", "start")] });
      return got;
    });
    const outcome = await discord.command(ann, discord.channelId, "game", { subcommand: "new", options: { players: 3, private: true, opponent: bo.id } });
    expect(await seen).toEqual({ sub: "new", players: 3, priv: true, opponent: "bo", admin: true, channel: discord.channelId });
    expect(outcome.callbackType).toBe(4);
    expect(outcome.ackMs).toBeLessThan(3000);
    expect(outcome.response?.content).toBe("Lobby for 3");
    expect(outcome.response?.components[0]?.components.map((c) => ("custom_id" in c ? c.custom_id : ""))).toEqual(["join", "start"]);
    expect(discord.messages(discord.channelId).map((m) => m.id)).toContain(outcome.response?.id);
  });

  it("answers a button press with an update of the message the button is on", async () => {
    const lobby = discord.messages(discord.channelId).find((m) => m.content === "Lobby for 3");
    if (!lobby) throw new Error("no lobby");
    const seen = onNext(async (i) => {
      if (!i.isButton()) throw new Error("expected a button");
      await i.update({ content: `Lobby for 3: ${i.user.username} joined`, components: [row("start")] });
      return { customId: i.customId, message: i.message.id, user: i.user.id };
    });
    const outcome = await discord.button(bo, lobby, "join");
    expect(await seen).toEqual({ customId: "join", message: lobby.id, user: bo.id });
    expect(outcome.callbackType).toBe(7);
    expect(outcome.response?.id).toBe(lobby.id);
    expect(outcome.response?.content).toBe("Lobby for 3: bo joined");
    expect(discord.message(lobby.id)?.edits).toBe(1);
    await expect(discord.button(bo, lobby, "join")).rejects.toThrow(/no component with custom_id "join"/);
  });

  it("settles a deferred update at the edit that follows it (select menu)", async () => {
    const seen = onNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error("expected a slash command");
      const menu = new StringSelectMenuBuilder().setCustomId("pick").addOptions({ label: "Cod", value: "cod" }, { label: "Herring", value: "herring" });
      await i.reply({ content: "Pick a fish", components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)] });
    });
    const asked = await discord.command(bo, discord.channelId, "ping");
    await seen;
    const menuMessage = asked.response;
    if (!menuMessage) throw new Error("no menu");
    const picked = onNext(async (i) => {
      if (!i.isStringSelectMenu()) throw new Error("expected a select menu");
      await i.deferUpdate();
      await new Promise((r) => setTimeout(r, 100));
      await i.editReply({ content: `You picked ${i.values.join(",")}`, components: [] });
    });
    const outcome = await discord.select(bo, menuMessage, "pick", ["herring"]);
    await picked;
    expect(outcome.callbackType).toBe(6);
    expect(outcome.response?.id).toBe(menuMessage.id);
    expect(outcome.response?.content).toBe("You picked herring");
    await expect(discord.select(bo, menuMessage, "pick", ["trout"])).rejects.toThrow(/no component/);
  });

  it("delivers a PNG attached to the edit of a deferred reply byte for byte", async () => {
    const edited = onNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error("expected a slash command");
      await i.deferReply();
      await new Promise((r) => setTimeout(r, 100));
      const m = await i.editReply({ content: "The board", files: [new AttachmentBuilder(PNG, { name: "board.png" })] });
      return m.attachments.first();
    });
    const outcome = await discord.command(bo, discord.channelId, "game", { subcommand: "show", options: { id: 7 } });
    expect(outcome.callbackType).toBe(5);
    const att = outcome.response?.attachments[0];
    expect(att?.filename).toBe("board.png");
    expect(att?.contentType).toBe("image/png");
    expect(att?.data.equals(PNG)).toBe(true);
    expect((outcome.response?.flags ?? 0) & 128).toBe(0);
    expect(outcome.response?.edits).toBe(0);
    const seenByBot = await edited;
    expect([seenByBot?.width, seenByBot?.height, seenByBot?.size]).toEqual([3, 2, PNG.length]);
    const download = Buffer.from(await (await fetch(seenByBot?.url ?? "")).arrayBuffer());
    expect(download.equals(PNG)).toBe(true);
  });

  it("keeps an ephemeral reply and its ephemeral follow-up out of messages()", async () => {
    const done = onNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error("expected a slash command");
      await i.reply({ content: "Only you can see this", flags: MessageFlags.Ephemeral });
      await i.followUp({ content: "Also private", flags: MessageFlags.Ephemeral });
    });
    const outcome = await discord.command(bo, discord.channelId, "ping");
    await done;
    expect(outcome.response?.ephemeral).toBe(true);
    expect(outcome.followups.map((m) => [m.content, m.ephemeral])).toEqual([["Also private", true]]);
    const ids = discord.messages(discord.channelId).map((m) => m.id);
    expect(ids).not.toContain(outcome.response?.id);
    expect(ids).not.toContain(outcome.followups[0]?.id);
    expect(discord.message(outcome.response?.id ?? "")?.content).toBe("Only you can see this");
  });

  it("answers a payload Discord would refuse with 400 Invalid Form Body and lists it in problems", async () => {
    const answered = onNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error("expected a slash command");
      const err = await i.reply({ content: "x".repeat(2001) }).then(() => null, (e: unknown) => e);
      await i.reply({ content: "shorter" });
      return err;
    });
    const outcome = await discord.command(bo, discord.channelId, "ping");
    const err = await answered;
    expect(err).toBeInstanceOf(DiscordAPIError);
    expect(err instanceof DiscordAPIError ? [err.status, err.code] : null).toEqual([400, 50035]);
    expect(outcome.response?.content).toBe("shorter");
    expect(discord.problems.some((p) => p.includes("BASE_TYPE_MAX_LENGTH"))).toBe(true);
  });

  it("creates a thread from a message, posts in it, adds a member and archives it", async () => {
    const channel = (await client.channels.fetch(discord.channelId)) as TextChannel;
    const starter = await channel.send("Game #1 lobby");
    const thread = await starter.startThread({ name: "Game #1" });
    await thread.send("Round 1 begins");
    const loud = await thread.send({ content: `<@${ann.id}> your move, <@${bo.id}> waits`, allowedMentions: { users: [ann.id] } });
    const quiet = await thread.send({ content: `<@${ann.id}> (no ping)`, allowedMentions: { parse: [] } });
    await thread.members.add(ann.id);
    await thread.setArchived(true);
    const recorded = discord.threads(discord.channelId).find((t) => t.name === "Game #1");
    expect(recorded).toMatchObject({ id: thread.id, type: 11, parentId: discord.channelId, archived: true });
    expect(recorded?.members.sort()).toEqual([discord.botUser.id, ann.id].sort());
    expect(discord.messages(thread.id).map((m) => m.content)).toEqual(["Round 1 begins", loud.content, quiet.content]);
    expect([discord.message(loud.id)?.pinged, discord.message(quiet.id)?.pinged]).toEqual([[ann.id], []]);
    expect(client.channels.cache.get(thread.id)?.isThread()).toBe(true);
    const waited = await discord.waitForMessage(thread.id, (m) => m.content.startsWith("Round"));
    expect(waited.authorId).toBe(discord.botUser.id);
  });

  it("sends a DM to a user, and refuses one to a user whose DMs are closed", async () => {
    const user = await client.users.fetch(ann.id);
    await user.send("Your turn in game #1");
    expect(discord.dmMessages(ann.id).map((m) => m.content)).toEqual(["Your turn in game #1"]);
    expect(discord.channels().find((c) => c.type === 1)?.recipientId).toBe(ann.id);
    const closed = discord.addUser("cy", { dmsClosed: true });
    const err = await (await client.users.fetch(closed.id)).send("hello").then(() => null, (e: unknown) => e);
    expect(err instanceof DiscordAPIError ? err.code : null).toBe(50007);
  });

  it("returns autocomplete choices with the focused option as typed", async () => {
    const seen = onNext(async (i) => {
      if (!i.isAutocomplete()) throw new Error("expected autocomplete");
      const focused = i.options.getFocused(true);
      await i.respond(["herring", "mixed"].filter((d) => d.startsWith(focused.value)).map((d) => ({ name: d, value: d })));
      return focused;
    });
    const outcome = await discord.autocomplete(ann, discord.channelId, "game", { name: "deck", value: "he" }, { subcommand: "new" });
    expect((await seen).value).toBe("he");
    expect(outcome.callbackType).toBe(8);
    expect(outcome.choices).toEqual([{ name: "herring", value: "herring" }]);
  });

  it("rejects what no Discord user could do: unknown options and commands", async () => {
    await expect(discord.command(ann, discord.channelId, "game", { subcommand: "new", options: { players: 2, colour: "red" } })).rejects.toThrow(/no option "colour"/);
    await expect(discord.command(ann, discord.channelId, "game", { subcommand: "new" })).rejects.toThrow(/required option "players"/);
    await expect(discord.command(ann, discord.channelId, "nope")).rejects.toThrow(/no command \/nope/);
  });

  it("answers an unknown route with 404 and records it", async () => {
    const err = await client.rest.get("/stand-in/unknown").then(() => null, (e: unknown) => e);
    expect(err instanceof DiscordAPIError ? err.status : null).toBe(404);
    expect(discord.unknownRoutes.map((r) => r.path)).toContain("/api/v10/stand-in/unknown");
  });

  it("resumes a dropped gateway connection and replays the interaction sent meanwhile", async () => {
    discord.dropGatewayConnections();
    const seen = onNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error("expected a slash command");
      await i.reply("still here");
    });
    const outcome = await discord.command(bo, discord.channelId, "ping");
    await seen;
    expect(outcome.response?.content).toBe("still here");
    expect(discord.resumeCount).toBe(1);
    const members = await client.guilds.cache.get(discord.guildId)?.members.fetch({ user: [ann.id, bo.id] });
    expect(members?.map((m) => m.user.username).sort()).toEqual(["ann", "bo"]);
  });

  it("lets a second client log in after the first is destroyed, and sends it the next interaction", async () => {
    const before = discord.identifyCount;
    await client.destroy();
    client = await login();
    await discord.waitForIdentify();
    expect(discord.identifyCount).toBe(before + 1);
    const seen = onNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error("expected a slash command");
      await i.reply("pong from the second client");
      return i.client === client;
    });
    const outcome = await discord.command(ann, discord.channelId, "ping");
    expect(await seen).toBe(true);
    expect(outcome.response?.content).toBe("pong from the second client");
    expect(unexpected).toEqual([]);
  });

  it("speaks zlib-stream on the gateway when a client asks for it", async () => {
    const ws = new WebSocket(`${discord.gatewayUrl}/?v=10&encoding=json&compress=zlib-stream`);
    const inflate = zlib.createInflate();
    const hello = new Promise<unknown>((resolve) => inflate.on("data", (d: Buffer) => resolve(JSON.parse(d.toString("utf8")))));
    ws.on("message", (data: Buffer) => inflate.write(data));
    expect(await hello).toMatchObject({ op: 10, d: { heartbeat_interval: 1000 } });
    ws.close();
  });

  it("rejects with a clear error when an interaction is never answered, or deferred and never completed", async () => {
    const quiet = await DiscordStandIn.start({ interactionTimeoutMs: 300 });
    const user = quiet.addUser("dee");
    const silent = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: quiet.apiBase } });
    silent.on(Events.InteractionCreate, (i) => { if (i.isChatInputCommand() && i.commandName === "defer") void i.deferReply(); });
    try {
      await silent.login(quiet.token);
      await silent.application?.commands.set([{ name: "ping", description: "Ping" }, { name: "defer", description: "Defer" }]);
      await expect(quiet.command(user, quiet.channelId, "ping")).rejects.toThrow(/\/ping \(\d+\) was never acknowledged within 300 ms/);
      await expect(quiet.command(user, quiet.channelId, "defer")).rejects.toThrow(/acknowledged with type 5 but never completed/);
    } finally {
      await silent.destroy();
      await quiet.close();
    }
  });

  it("refuses what Discord refuses: half an emoji, a repeated id in allowed_mentions, posting without permission, editing in an archived thread", async () => {
    const refusal = (e: unknown) => (e instanceof DiscordAPIError ? [e.status, e.code] : e);
    const post = (channel: string, body: Record<string, unknown>) => client.rest.post(Routes.channelMessages(channel), { body }).then(() => null, refusal);
    expect(await post(discord.channelId, { content: "🎣".slice(0, 1) })).toEqual([400, 50035]);
    expect(await post(discord.channelId, { content: `<@${ann.id}>`, allowed_mentions: { users: [ann.id, ann.id] } })).toEqual([400, 50035]);
    expect(await post(discord.channelId, { content: "x", allowed_mentions: { parse: ["users"], users: [ann.id] } })).toEqual([400, 50035]);
    const closed = discord.addTextChannel("closed");
    discord.denyBot(closed, PermissionFlagsBits.SendMessages);
    expect(await post(closed, { content: "x" })).toEqual([403, 50013]);
    const hidden = discord.addTextChannel("hidden");
    discord.denyBot(hidden, PermissionFlagsBits.ViewChannel);
    expect(await post(hidden, { content: "x" })).toEqual([403, 50001]);
    const channel = (await client.channels.fetch(discord.channelId)) as TextChannel;
    const thread = await channel.threads.create({ name: "archived later" });
    const m = await thread.send({ content: "before" });
    await thread.setArchived(true);
    expect(await m.edit({ content: "after" }).then(() => null, refusal)).toEqual([400, 50083]);
    await thread.setArchived(false);
    expect((await m.edit({ content: "after" })).content).toBe("after");
  });

  it("refuses more than 10 files or a file over 10 MiB, as Discord does for a bot without boosts", async () => {
    const refusal = (e: unknown) => (e instanceof DiscordAPIError ? [e.status, e.code] : e);
    const channel = (await client.channels.fetch(discord.channelId)) as TextChannel;
    const many = Array.from({ length: 11 }, (_, k) => new AttachmentBuilder(PNG, { name: `f${k}.png` }));
    expect(await channel.send({ files: many }).then(() => null, refusal)).toEqual([400, 50035]);
    const big = new AttachmentBuilder(Buffer.alloc(10 * 1024 * 1024 + 1), { name: "big.bin" });
    expect(await channel.send({ files: [big] }).then(() => null, refusal)).toEqual([413, 40005]);
  });

  /** A refusal as Discord words it: status, code and the nested `errors` (anything else is rethrown). */
  function refusalOf(e: unknown): { status: number; code: number | string; errors: unknown } {
    if (!(e instanceof DiscordAPIError)) throw e;
    return { status: e.status, code: e.code, errors: (e.rawError as { errors?: unknown }).errors };
  }
  /** The `_errors` Discord lists at a dotted path of `errors` (none: []). */
  function errorsAt(errors: unknown, path: string): { code?: string }[] {
    let node = errors;
    for (const key of path.split(".")) node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
    const list = node !== null && typeof node === "object" ? (node as { _errors?: unknown })._errors : undefined;
    return Array.isArray(list) ? (list as { code?: string }[]) : [];
  }

  it("refuses components past Discord's limits: button labels over 80, option descriptions over 100, more than 5 rows, 5 buttons a row or 25 options, a select menu beside anything", async () => {
    const post = (components: unknown[]) => client.rest.post(Routes.channelMessages(discord.channelId), { body: { content: "limits", components } }).then(() => null, refusalOf);
    const button = (id: string, label = id) => ({ type: 2, style: 1, custom_id: id, label });
    const buttonRow = (prefix: string, n: number) => ({ type: 1, components: Array.from({ length: n }, (_, k) => button(`${prefix}${k}`)) });
    const select = (id: string, n: number, description?: string) => ({
      type: 3, custom_id: id, options: Array.from({ length: n }, (_, k) => ({ label: `o${k}`, value: `v${k}`, ...(description !== undefined ? { description } : {}) })),
    });
    // At the limits: accepted.
    expect(await post([{ type: 1, components: [button("b80", "x".repeat(80))] }])).toBeNull();
    expect(await post([{ type: 1, components: [select("s25", 25, "d".repeat(100))] }])).toBeNull();
    expect(await post([1, 2, 3, 4, 5].map((r) => buttonRow(`r${r}-`, 5)))).toBeNull();
    expect(await post([{ type: 1, components: [select("alone", 3)] }, buttonRow("under-", 5)])).toBeNull();
    // One past them: refused, naming the field.
    const refused = [
      [await post([{ type: 1, components: [button("b81", "x".repeat(81))] }]), "components.0.components.0.label"],
      [await post([{ type: 1, components: [select("s-desc", 2, "d".repeat(101))] }]), "components.0.components.0.options.0.description"],
      [await post([{ type: 1, components: [select("s26", 26)] }]), "components.0.components.0.options"],
      [await post([1, 2, 3, 4, 5, 6].map((r) => buttonRow(`six${r}-`, 1))), "components"],
      [await post([buttonRow("wide-", 6)]), "components.0.components"],
      [await post([{ type: 1, components: [select("beside", 2), button("next-to-menu")] }]), "components.0.components"],
    ] as const;
    for (const [answer, field] of refused) {
      expect(answer && [answer.status, answer.code], field).toEqual([400, 50035]);
      // The error sits at the field's path, as in Discord's nested `errors`.
      expect(errorsAt(answer?.errors, field).length, field).toBeGreaterThan(0);
    }
  });

  it("refuses an attachment's alt text (description) over 1024 characters, in a multipart post and in an interaction callback, and records it within the limit", async () => {
    const upload = (description: string) => client.rest.post(Routes.channelMessages(discord.channelId), {
      body: { content: "alt text", attachments: [{ id: 0, filename: "alt.png", description }] },
      files: [{ name: "alt.png", data: PNG, contentType: "image/png" }],
    }).then(() => null, refusalOf);
    const long = await upload("a".repeat(1025));
    expect(long && [long.status, long.code]).toEqual([400, 50035]);
    expect(errorsAt(long?.errors, "attachments.0.description").map((e) => e.code)).toEqual(["BASE_TYPE_MAX_LENGTH"]);
    expect(await upload("a".repeat(1024))).toBeNull();
    const posted = discord.messages(discord.channelId).filter((m) => m.content === "alt text");
    expect(posted.map((m) => m.attachments.map((a) => a.description?.length))).toEqual([[1024]]);
    // Only what Discord took counts as uploaded.
    expect(discord.uploads().filter((a) => a.filename === "alt.png").map((a) => a.description?.length)).toEqual([1024]);

    const answered = onNext(async (i) => {
      if (!i.isChatInputCommand()) throw new Error("expected a slash command");
      const file = (description: string) => new AttachmentBuilder(PNG, { name: "card.png", description });
      const err = await i.reply({ content: "card", files: [file("b".repeat(1025))] }).then(() => null, refusalOf);
      await i.reply({ content: "card", files: [file("Ann's harbor: 3 of 12 wood, 2 fish, 1 gold")] });
      return err;
    });
    const outcome = await discord.command(bo, discord.channelId, "ping");
    const err = await answered;
    expect(err && [err.status, err.code]).toEqual([400, 50035]);
    expect(errorsAt(err?.errors, "data.attachments.0.description").length + errorsAt(err?.errors, "attachments.0.description").length).toBe(1);
    expect(outcome.callbackType).toBe(4);
    expect(outcome.response?.attachments.map((a) => [a.filename, a.description])).toEqual([["card.png", "Ann's harbor: 3 of 12 wood, 2 fish, 1 gold"]]);
  });

  it("answers 429 past the global limit of requests a second, and discord.js waits and sends again", async () => {
    const strict = await DiscordStandIn.start({ globalRequestsPerSecond: 3 });
    const c = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: strict.apiBase } });
    try {
      await c.login(strict.token);
      const before = strict.requests.length;
      const users = await Promise.all(Array.from({ length: 6 }, () => c.rest.get(Routes.user("@me"))));
      expect(users).toHaveLength(6);
      expect(strict.rateLimited.length).toBeGreaterThan(0);
      expect(strict.requests.slice(before).filter((r) => r.status === 200)).toHaveLength(6);
      expect(strict.problems).toEqual([]);
    } finally {
      await c.destroy();
      await strict.close();
    }
  });

  it("refuses an initial response after 3 seconds with 10062 Unknown interaction (on the stand-in's movable clock)", async () => {
    const late = await DiscordStandIn.start({ interactionTimeoutMs: 500 });
    const user = late.addUser("eve");
    const slow = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: late.apiBase } });
    const refused = new Promise<unknown>((resolve) => {
      slow.on(Events.InteractionCreate, (i) => {
        if (!i.isChatInputCommand()) return;
        late.advanceClock(3001); // as if the bot had thought for three seconds
        i.reply({ content: "too late" }).then(() => resolve(null), (e: unknown) => resolve(e instanceof DiscordAPIError ? [e.status, e.code] : e));
      });
    });
    try {
      await slow.login(late.token);
      await slow.application?.commands.set([{ name: "ping", description: "Ping" }]);
      await expect(late.command(user, late.channelId, "ping")).rejects.toThrow(/never acknowledged/);
      expect(await refused).toEqual([404, 10062]);
      expect(late.problems.some((p) => p.includes("10062"))).toBe(true);
    } finally {
      await slow.destroy();
      await late.close();
    }
  });

  it("recorded no unexpected problem", () => {
    const expected = (p: string) => p.includes("BASE_TYPE_MAX_LENGTH") || p.includes("stand-in/unknown") || p.includes("50007")
      || /"code":40005|STRING_TYPE_INVALID_UNICODE|SET_TYPE_ALREADY_CONTAINS_VALUE|MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE|"code":50013|"code":50001|"code":50083|BASE_TYPE_BAD_LENGTH|COMPONENT_LAYOUT_WIDTH_EXCEEDED/.test(p);
    expect(discord.problems.filter((p) => !expected(p))).toEqual([]);
    const all: RecordedMessage[] = discord.messages(discord.channelId);
    expect(all.every((m) => m.authorId === discord.botUser.id)).toBe(true);
  });
});

// The Discord stand-in and Components V2 (message flag IS_COMPONENTS_V2, 1 << 15), against a plain
// discord.js client: the layouts Discord refuses are refused here with its answer (400, code
// 50035, the error at the field's path), on every route a message takes; and what a reader reads
// (`text`) and whose phone shows what (`notification`, notifications()) is recorded.
// The rules and their sources are in standin/validate.ts and standin/messages.ts.
import { once } from "node:events";
import {
  ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, Client, ContainerBuilder, DiscordAPIError, Events,
  FileBuilder, GatewayIntentBits, MediaGalleryBuilder, MessageFlags, Routes, SectionBuilder, SeparatorBuilder, SeparatorSpacingSize,
  StringSelectMenuBuilder, TextDisplayBuilder, ThumbnailBuilder, type Interaction, type TextChannel,
} from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customIds, menuOf } from "./harness.ts";
import {
  allCustomIds, DiscordStandIn, findComponent, interactiveComponents, IS_COMPONENTS_V2, messageText, textDisplays, walkComponents,
  type MessageNotification, type RecordedMessage, type RecordedNotification, type StandInUser,
} from "./standin/index.ts";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0]);

type Json = Record<string, unknown>;
const text = (content: string): Json => ({ type: 10, content });
const button = (id: string, label = id): Json => ({ type: 2, style: 1, custom_id: id, label });
const row = (...components: Json[]): Json => ({ type: 1, components });
const section = (texts: Json[], accessory?: Json): Json => ({ type: 9, components: texts, ...(accessory ? { accessory } : {}) });
const container = (...components: Json[]): Json => ({ type: 17, components });
const thumbnail = (url: string, description?: string): Json => ({ type: 11, media: { url }, ...(description !== undefined ? { description } : {}) });
const gallery = (...urls: string[]): Json => ({ type: 12, items: urls.map((url) => ({ media: { url } })) });
const v2 = (...components: Json[]): Json => ({ flags: IS_COMPONENTS_V2, components });

interface Refusal { status: number; code: number | string; errors: unknown }
/** A refusal as Discord words it (anything but a Discord error is rethrown). */
function refusalOf(e: unknown): Refusal {
  if (!(e instanceof DiscordAPIError)) throw e;
  return { status: e.status, code: e.code, errors: (e.rawError as { errors?: unknown }).errors };
}
/** The `_errors` codes Discord lists at a dotted path of `errors` (none: []). */
function codesAt(errors: unknown, path: string): string[] {
  let node = errors;
  for (const key of path.split(".").filter(Boolean)) node = node !== null && typeof node === "object" ? (node as Json)[key] : undefined;
  const list = node !== null && typeof node === "object" ? (node as { _errors?: unknown })._errors : undefined;
  return Array.isArray(list) ? list.map((e) => String((e as { code?: unknown }).code)) : [];
}
/** Refused with Invalid Form Body, with `code` at `path`. */
function expectRefused(answer: Refusal | null, path: string, code: string): void {
  expect(answer && [answer.status, answer.code], `${path} ${code}`).toEqual([400, 50035]);
  expect(codesAt(answer?.errors, path), `${path} (errors: ${JSON.stringify(answer?.errors)})`).toContain(code);
}

describe("the Discord stand-in and Components V2", () => {
  let discord: DiscordStandIn;
  let client: Client;
  let channel: TextChannel;
  let ann: StandInUser;
  let bo: StandInUser;
  let next: ((i: Interaction) => Promise<void>) | null = null;

  /** Handle the next interaction the client receives; resolves with what the handler returns. */
  function onNext<T>(fn: (i: Interaction) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      next = async (i) => { try { resolve(await fn(i)); } catch (e) { reject(e instanceof Error ? e : new Error(String(e))); } };
    });
  }

  /** A channel post of raw JSON (and files), as the bot's REST calls make it; null when taken. */
  const post = (body: Json, files: { name: string; data: Buffer }[] = [], channelId = discord.channelId): Promise<Refusal | null> =>
    client.rest.post(Routes.channelMessages(channelId), { body, files }).then(() => null, refusalOf);
  const edit = (messageId: string, body: Json, files: { name: string; data: Buffer }[] = []): Promise<Refusal | null> =>
    client.rest.patch(Routes.channelMessage(discord.channelId, messageId), { body, files }).then(() => null, refusalOf);
  const last = (): RecordedMessage => {
    const m = discord.messages(discord.channelId).at(-1);
    if (!m) throw new Error("nothing posted");
    return m;
  };

  beforeAll(async () => {
    discord = await DiscordStandIn.start({ heartbeatIntervalMs: 1000 });
    ann = discord.addUser("ann");
    bo = discord.addUser("bo");
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: discord.apiBase } });
    client.on(Events.InteractionCreate, (i) => { const h = next; next = null; if (h) void h(i); });
    const ready = once(client, Events.ClientReady);
    await client.login(discord.token);
    await ready;
    await client.application?.commands.set([{ name: "ping", description: "Ping" }]);
    channel = (await client.channels.fetch(discord.channelId)) as TextChannel;
  });
  afterAll(async () => {
    await client?.destroy();
    await discord?.close();
  });

  describe("what Discord refuses", () => {
    it("a V2 message with content, embeds, a poll or stickers is refused like Discord's MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2; their empty values pass", async () => {
      const code = "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2";
      expectRefused(await post({ ...v2(text("hi")), content: "hi" }), "content", code);
      expectRefused(await post({ ...v2(text("hi")), embeds: [{ title: "old" }] }), "embeds", code);
      expectRefused(await post({ ...v2(text("hi")), poll: { question: { text: "?" }, answers: [{ poll_media: { text: "a" } }] } }), "poll", code);
      expectRefused(await post({ ...v2(text("hi")), sticker_ids: ["1"] }), "sticker_ids", code);
      expect(await post({ ...v2(text("reset values")), content: "", embeds: [], poll: null, sticker_ids: [] })).toBeNull();
    });

    it("a V2 message's top level takes only action rows, sections, text displays, media galleries, files, separators and containers; a button, a thumbnail, a select menu or an unknown type is refused (UNION_TYPE_CHOICES)", async () => {
      for (const stray of [button("alone"), thumbnail("https://example.com/a.png"), { type: 3, custom_id: "s", options: [{ label: "a", value: "a" }] }, { type: 99 }, { content: "no type" }]) {
        expectRefused(await post(v2(text("x"), stray)), "components.1", "UNION_TYPE_CHOICES");
      }
      expect(await post(v2(row(button("r")), section([text("s")], button("acc")), text("t"), gallery("https://example.com/g.png"), { type: 14 }, container(text("c"))))).toBeNull();
    });

    it("a container holds action rows, text displays, sections, media galleries, separators and files, and nothing else (no container in a container, no bare button or thumbnail)", async () => {
      for (const stray of [container(text("inner")), button("b"), thumbnail("https://example.com/a.png")]) {
        expectRefused(await post(v2(container(text("x"), stray))), "components.0.components.1", "UNION_TYPE_CHOICES");
      }
      expectRefused(await post(v2({ type: 17 })), "components.0.components", "BASE_TYPE_REQUIRED");
      expectRefused(await post(v2({ type: 17, components: [text("x")], accent_color: 0x1000000 })), "components.0.accent_color", "NUMBER_TYPE_MAX");
      expect(await post(v2(container(row(button("in")), text("t"), section([text("s")], thumbnail("https://example.com/t.png")), gallery("https://example.com/g.png"), { type: 14, divider: false, spacing: 2 })))).toBeNull();
    });

    it("a section holds 1 to 3 text displays and exactly one accessory, a button or a thumbnail", async () => {
      const acc = button("acc");
      expectRefused(await post(v2(section([], acc))), "components.0.components", "BASE_TYPE_BAD_LENGTH");
      expectRefused(await post(v2(section([text("1"), text("2"), text("3"), text("4")], acc))), "components.0.components", "BASE_TYPE_BAD_LENGTH");
      expectRefused(await post(v2(section([button("not-text")], acc))), "components.0.components.0", "UNION_TYPE_CHOICES");
      expectRefused(await post(v2(section([text("no accessory")]))), "components.0.accessory", "BASE_TYPE_REQUIRED");
      expectRefused(await post(v2(section([text("text accessory")], text("no")))), "components.0.accessory", "UNION_TYPE_CHOICES");
      // The accessory button keeps a button's rules.
      expectRefused(await post(v2(section([text("x")], button("long", "l".repeat(81))))), "components.0.accessory.label", "BASE_TYPE_MAX_LENGTH");
      expect(await post(v2(section([text("1"), text("2"), text("3")], thumbnail("https://example.com/t.png", "a".repeat(1024)))))).toBeNull();
    });

    it("a thumbnail and every media gallery item need media.url, a gallery has 1 to 10 items, and alt text (description) is at most 1024 characters", async () => {
      const sec = (acc: Json) => v2(section([text("x")], acc));
      expectRefused(await post(sec({ type: 11 })), "components.0.accessory.media", "BASE_TYPE_REQUIRED");
      expectRefused(await post(sec({ type: 11, media: {} })), "components.0.accessory.media.url", "BASE_TYPE_REQUIRED");
      expectRefused(await post(sec(thumbnail("https://example.com/t.png", "a".repeat(1025)))), "components.0.accessory.description", "BASE_TYPE_MAX_LENGTH");
      expectRefused(await post(v2({ type: 12, items: [] })), "components.0.items", "BASE_TYPE_BAD_LENGTH");
      expectRefused(await post(v2(gallery(...Array.from({ length: 11 }, (_, k) => `https://example.com/${k}.png`)))), "components.0.items", "BASE_TYPE_BAD_LENGTH");
      expectRefused(await post(v2({ type: 12, items: [{ media: {} }] })), "components.0.items.0.media.url", "BASE_TYPE_REQUIRED");
      expectRefused(await post(v2({ type: 12, items: [{ media: { url: "https://example.com/a.png" }, description: "d".repeat(1025) }] })), "components.0.items.0.description", "BASE_TYPE_MAX_LENGTH");
      expect(await post(v2(gallery(...Array.from({ length: 10 }, (_, k) => `https://example.com/${k}.png`))))).toBeNull();
    });

    it("a text display's content has at least 1 character (and is required)", async () => {
      expectRefused(await post(v2(text(""))), "components.0.content", "BASE_TYPE_MIN_LENGTH");
      expectRefused(await post(v2({ type: 10 })), "components.0.content", "BASE_TYPE_REQUIRED");
      expectRefused(await post(v2(container(section([text("")], button("b"))))), "components.0.components.0.components.0.content", "BASE_TYPE_MIN_LENGTH");
    });

    it("a V2 message with more than 40 components, nested ones counted (action-row children, section children and accessories), is refused; 40 pass", async () => {
      // Built as the bot will: one container and 39 text displays is 40 components.
      const forty = new ContainerBuilder().addTextDisplayComponents(Array.from({ length: 39 }, (_, k) => new TextDisplayBuilder().setContent(`line ${k}`)));
      await channel.send({ components: [forty], flags: MessageFlags.IsComponentsV2 });
      expect(walkComponents(last().components)).toHaveLength(40);
      expectRefused(await post(v2(container(...Array.from({ length: 40 }, (_, k) => text(`line ${k}`))))), "components", "MESSAGE_COMPONENTS_TOO_MANY");
      // 8 sections of 3 text displays and an accessory: 8 x 5 = 40, taken; one separator more is 41.
      const sections = Array.from({ length: 8 }, (_, k) => section([text("a"), text("b"), text("c")], button(`acc${k}`)));
      expect(await post(v2(...sections))).toBeNull();
      expectRefused(await post(v2(...sections, { type: 14 })), "components", "MESSAGE_COMPONENTS_TOO_MANY");
      // An action row with 5 buttons is 6 components: 6 x 6 = 36, plus 4 text displays = 40; a fifth is 41.
      const rows = Array.from({ length: 6 }, (_, r) => row(...Array.from({ length: 5 }, (_, k) => button(`r${r}b${k}`))));
      expect(await post(v2(...rows, text("1"), text("2"), text("3"), text("4")))).toBeNull();
      expectRefused(await post(v2(...rows, text("1"), text("2"), text("3"), text("4"), text("5"))), "components", "MESSAGE_COMPONENTS_TOO_MANY");
    });

    it("a V2 message with more than 4000 characters across all its text displays is refused; 4000 pass", async () => {
      expect(await post(v2(text("a".repeat(2000)), container(text("b".repeat(2000)))))).toBeNull();
      expectRefused(await post(v2(text("a".repeat(2000)), container(text("b".repeat(2001))))), "components", "MESSAGE_COMPONENTS_TEXT_TOO_LONG");
      expectRefused(await post(v2(text("a".repeat(4001)))), "components.0.content", "BASE_TYPE_MAX_LENGTH");
    });

    it("action rows inside a V2 message keep the classic rules: 1-5 buttons or one select menu, labels up to 80, custom ids up to 100 and unique across the whole message", async () => {
      const select = (id: string): Json => ({ type: 3, custom_id: id, options: [{ label: "a", value: "a" }] });
      expectRefused(await post(v2(container(row()))), "components.0.components.0.components", "BASE_TYPE_BAD_LENGTH");
      expectRefused(await post(v2(container(row(...Array.from({ length: 6 }, (_, k) => button(`six${k}`)))))), "components.0.components.0.components", "BASE_TYPE_BAD_LENGTH");
      expectRefused(await post(v2(row(select("menu"), button("beside")))), "components.0.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED");
      expectRefused(await post(v2(row(button("b81", "x".repeat(81))))), "components.0.components.0.label", "BASE_TYPE_MAX_LENGTH");
      expectRefused(await post(v2(row(button("i".repeat(101))))), "components.0.components.0.custom_id", "BASE_TYPE_MAX_LENGTH");
      expectRefused(await post(v2(row(text("in a row")))), "components.0.components.0", "UNION_TYPE_CHOICES");
      // The same custom id in a row and as a section's accessory, in different containers.
      expectRefused(await post(v2(container(row(button("same"))), container(section([text("x")], button("same"))))), "components.1.components.0.accessory.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED");
    });

    it("a separator's divider is a boolean and its spacing 1 (small) or 2 (large)", async () => {
      expectRefused(await post(v2(text("x"), { type: 14, divider: "yes" })), "components.1.divider", "BASE_TYPE_BOOLEAN");
      expectRefused(await post(v2(text("x"), { type: 14, spacing: 3 })), "components.1.spacing", "BASE_TYPE_CHOICES");
      const built = new SeparatorBuilder().setDivider(false).setSpacing(SeparatorSpacingSize.Large);
      await channel.send({ components: [new TextDisplayBuilder().setContent("above"), built], flags: MessageFlags.IsComponentsV2 });
      expect(last().components[1]).toEqual({ type: 14, divider: false, spacing: 2 });
    });

    it("attachment://<name> in a thumbnail, a gallery item or a file component must name a file uploaded with the message, else UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND; a file component takes only attachment:// urls", async () => {
      const code = "UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND";
      const board = { name: "board.png", data: PNG };
      expectRefused(await post(v2(gallery("attachment://board.png"))), "components.0.items.0.media.url", code);
      expectRefused(await post(v2(gallery("attachment://other.png")), [board]), "components.0.items.0.media.url", code);
      expectRefused(await post(v2(section([text("x")], thumbnail("attachment://nope.png"))), [board]), "components.0.accessory.media.url", code);
      expectRefused(await post(v2({ type: 13, file: { url: "attachment://rules.pdf" } }), [board]), "components.0.file.url", code);
      expectRefused(await post(v2({ type: 13, file: { url: "https://example.com/rules.pdf" } })), "components.0.file.url", "UNFURLED_MEDIA_ITEM_ATTACHMENT_REQUIRED");
      // Built as the bot will, with the files beside the components: taken.
      const layout = new ContainerBuilder()
        .addSectionComponents(new SectionBuilder().addTextDisplayComponents(new TextDisplayBuilder().setContent("Harbor")).setThumbnailAccessory(new ThumbnailBuilder().setURL("attachment://harbor.png").setDescription("Ann's harbor")))
        .addMediaGalleryComponents(new MediaGalleryBuilder().addItems((item) => item.setURL("attachment://board.png").setDescription("The board")))
        .addFileComponents(new FileBuilder().setURL("attachment://log.txt"));
      await channel.send({
        components: [layout], flags: MessageFlags.IsComponentsV2,
        files: [new AttachmentBuilder(PNG, { name: "board.png" }), new AttachmentBuilder(PNG, { name: "harbor.png" }), new AttachmentBuilder(Buffer.from("log"), { name: "log.txt" })],
      });
      expect(last().attachments.map((a) => a.filename)).toEqual(["board.png", "harbor.png", "log.txt"]);
    });

    it("an edit may name the attachments the message keeps, not those it drops", async () => {
      const sent = await channel.send({
        components: [new MediaGalleryBuilder().addItems((item) => item.setURL("attachment://board.png"))], flags: MessageFlags.IsComponentsV2,
        files: [new AttachmentBuilder(PNG, { name: "board.png" })],
      });
      const kept = discord.message(sent.id)?.attachments[0]?.id ?? "";
      // Components again, the attachment kept (no `attachments`, or listed by id): taken.
      expect(await edit(sent.id, { components: [gallery("attachment://board.png"), text("kept")] })).toBeNull();
      expect(await edit(sent.id, { components: [gallery("attachment://board.png")], attachments: [{ id: kept }] })).toBeNull();
      // The attachment dropped while the gallery still shows it (sent again, or left as it is): refused.
      expectRefused(await edit(sent.id, { components: [gallery("attachment://board.png")], attachments: [] }), "components.0.items.0.media.url", "UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND");
      expectRefused(await edit(sent.id, { attachments: [] }), "components.0.items.0.media.url", "UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND");
      // A new upload in the edit may be named.
      expect(await edit(sent.id, { components: [gallery("attachment://next.png")], attachments: [{ id: 0 }] }, [{ name: "next.png", data: PNG }])).toBeNull();
      expect(discord.message(sent.id)?.attachments.map((a) => a.filename)).toEqual(["next.png"]);
    });

    it("a message sent with IS_COMPONENTS_V2 keeps it: an edit whose flags lack it is refused with MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG, an edit without flags keeps it, and content in an edit is refused", async () => {
      const sent = await channel.send({ components: [new TextDisplayBuilder().setContent("v2 post")], flags: MessageFlags.IsComponentsV2 });
      expectRefused(await edit(sent.id, { flags: 0, components: [row(button("classic"))], content: "classic again" }), "flags", "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG");
      expectRefused(await edit(sent.id, { content: "words" }), "content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2");
      const edited = await sent.edit({ components: [new TextDisplayBuilder().setContent("still v2")] });
      expect(edited.flags.has(MessageFlags.IsComponentsV2)).toBe(true);
      expect(discord.message(sent.id)).toMatchObject({ text: "still v2", flags: IS_COMPONENTS_V2 });
    });

    it("an edit may add IS_COMPONENTS_V2 to a classic message (as Discord's Edit Message documents) only when it empties the content and embeds", async () => {
      const sent = await channel.send({ content: "classic", embeds: [{ title: "old" }] });
      const layout = [new ContainerBuilder().addTextDisplayComponents((t) => t.setContent("upgraded"))];
      expectRefused(await edit(sent.id, { flags: IS_COMPONENTS_V2, components: [container(text("x"))], embeds: [] }), "content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2");
      expectRefused(await edit(sent.id, { flags: IS_COMPONENTS_V2, components: [container(text("x"))], content: null }), "embeds", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2");
      await sent.edit({ content: null, embeds: [], components: layout, flags: MessageFlags.IsComponentsV2 });
      expect(discord.message(sent.id)).toMatchObject({ content: "", embeds: [], flags: IS_COMPONENTS_V2, text: "upgraded" });
    });

    it("without the flag, V2 components stay refused as before (a classic message holds action rows only)", async () => {
      expectRefused(await post({ content: "no flag", components: [container(text("x"))] }), "components.0.type", "COMPONENT_LAYOUT_WIDTH_EXCEEDED");
      expectRefused(await post({ components: [text("x")] }), "components.0.type", "COMPONENT_LAYOUT_WIDTH_EXCEEDED");
      expectRefused(await post(v2()), "", "EMPTY_MESSAGE");
    });

    it("interaction responses, follow-ups and their webhook edits go through the same V2 checks", async () => {
      const seen = onNext(async (i) => {
        if (!i.isChatInputCommand()) throw new Error("expected a slash command");
        const tooMany = new ContainerBuilder().addTextDisplayComponents(Array.from({ length: 40 }, (_, k) => new TextDisplayBuilder().setContent(`${k}`)));
        const replied = await i.reply({ components: [tooMany], flags: MessageFlags.IsComponentsV2 }).then(() => null, refusalOf);
        await i.reply({ components: [new TextDisplayBuilder().setContent("the reply")], flags: MessageFlags.IsComponentsV2 });
        const followed = await i.followUp({ components: [new MediaGalleryBuilder().addItems((g) => g.setURL("attachment://missing.png"))], flags: MessageFlags.IsComponentsV2 }).then(() => null, refusalOf);
        const follow = await i.followUp({ components: [new TextDisplayBuilder().setContent("a follow-up")], flags: MessageFlags.IsComponentsV2 });
        const contentEdit = await i.editReply({ content: "words on a V2 reply" }).then(() => null, refusalOf);
        const removed = await client.rest.patch(Routes.webhookMessage(i.applicationId, i.token, follow.id), { body: { flags: 0, content: "classic" } }).then(() => null, refusalOf);
        return { replied, followed, contentEdit, removed };
      });
      const outcome = await discord.command(ann, discord.channelId, "ping");
      const got = await seen;
      expectRefused(got.replied, "components", "MESSAGE_COMPONENTS_TOO_MANY");
      expectRefused(got.followed, "components.0.items.0.media.url", "UNFURLED_MEDIA_ITEM_REFERENCED_ATTACHMENT_NOT_FOUND");
      expectRefused(got.contentEdit, "content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2");
      expectRefused(got.removed, "flags", "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG");
      expect(outcome.response?.text).toBe("the reply");
      expect(outcome.followups.map((f) => f.text)).toEqual(["a follow-up"]);
    });
  });

  describe("what a person sees and what their phone shows", () => {
    it("a message's text is its content, or a V2 message's text displays in reading order, one per line", async () => {
      await channel.send("classic words");
      expect(last().text).toBe("classic words");
      const layout = new ContainerBuilder()
        .addTextDisplayComponents((t) => t.setContent("## Game #7"))
        .addSectionComponents((s) => s.addTextDisplayComponents((t) => t.setContent("Round 2"), (t) => t.setContent("Ann to move")).setButtonAccessory((b) => b.setCustomId("mine").setLabel("Show my choices").setStyle(ButtonStyle.Primary)))
        .addSeparatorComponents((s) => s)
        .addActionRowComponents((r) => r.addComponents(new ButtonBuilder().setCustomId("pass").setLabel("Pass").setStyle(ButtonStyle.Secondary)));
      await channel.send({ components: [new TextDisplayBuilder().setContent("Harbor news"), layout], flags: MessageFlags.IsComponentsV2 });
      const m = last();
      expect(m.text).toBe("Harbor news\n## Game #7\nRound 2\nAnn to move");
      expect(m.content).toBe("");
      expect(messageText(m)).toBe(m.text);
      expect(textDisplays(m.components)).toEqual(["Harbor news", "## Game #7", "Round 2", "Ann to move"]);
      // Tests find a message by its words, whatever its kind.
      expect((await discord.waitForMessage(discord.channelId, (x) => x.text.includes("Ann to move"))).id).toBe(m.id);
    });

    it("a mention inside a V2 text display pings and notifies, but the push shows no message text (discord/discord-api-docs#7854)", async () => {
      const before = discord.notifications(ann.id).length;
      await channel.send({ components: [new ContainerBuilder().addTextDisplayComponents((t) => t.setContent(`<@${ann.id}> your turn`))], flags: MessageFlags.IsComponentsV2 });
      const m = last();
      expect(m.mentions).toEqual([ann.id]);
      expect(m.pinged).toEqual([ann.id]);
      expect(m.notification).toEqual<MessageNotification>({ users: [ann.id], text: "" });
      expect(discord.notifications(ann.id).slice(before)).toEqual<RecordedNotification[]>([{ userId: ann.id, messageId: m.id, channelId: discord.channelId, text: "", at: expect.any(Number) as number }]);
    });

    it("allowed_mentions decides whom a V2 message notifies, as it does for content", async () => {
      await channel.send({ components: [new TextDisplayBuilder().setContent(`<@${ann.id}> and <@${bo.id}>`)], flags: MessageFlags.IsComponentsV2, allowedMentions: { users: [bo.id] } });
      expect(last().notification.users).toEqual([bo.id]);
      await channel.send({ components: [new TextDisplayBuilder().setContent(`<@${ann.id}> named only`)], flags: MessageFlags.IsComponentsV2, allowedMentions: { parse: [] } });
      expect([last().pinged, last().notification.users]).toEqual([[], []]);
    });

    it("a classic message's push shows its content; the silent flag (SUPPRESS_NOTIFICATIONS) stops it though the ping still counts", async () => {
      await channel.send(`<@${ann.id}> classic ping`);
      expect(last().notification).toEqual({ users: [ann.id], text: `<@${ann.id}> classic ping` });
      expect(discord.notifications(ann.id).at(-1)?.text).toBe(`<@${ann.id}> classic ping`);
      const count = discord.notifications(ann.id).length;
      await channel.send({ content: `<@${ann.id}> quietly`, flags: MessageFlags.SuppressNotifications });
      expect([last().pinged, last().notification.users]).toEqual([[ann.id], []]);
      expect(discord.notifications(ann.id)).toHaveLength(count);
    });

    it("the silent flag does not silence a V2 message: its mentions still notify (discordjs/discord.js#10937)", async () => {
      await channel.send({ components: [new TextDisplayBuilder().setContent(`<@${bo.id}> silent?`)], flags: MessageFlags.IsComponentsV2 | MessageFlags.SuppressNotifications });
      expect(last().notification).toEqual({ users: [bo.id], text: "" });
      expect(discord.notifications(bo.id).at(-1)?.messageId).toBe(last().id);
    });

    it("a direct message notifies its recipient with the content as the text (no text for a V2 one); a silent classic DM does not", async () => {
      const user = await client.users.fetch(bo.id);
      await user.send("Your turn in game #3");
      const dm = discord.dmMessages(bo.id).at(-1);
      expect(dm?.notification).toEqual({ users: [bo.id], text: "Your turn in game #3" });
      expect(discord.notifications(bo.id).at(-1)).toMatchObject({ messageId: dm?.id, channelId: discord.dmChannelId(bo.id), text: "Your turn in game #3" });
      await user.send({ components: [new TextDisplayBuilder().setContent("A V2 DM")], flags: MessageFlags.IsComponentsV2 });
      expect(discord.dmMessages(bo.id).at(-1)?.notification).toEqual({ users: [bo.id], text: "" });
      await user.send({ content: "hush", flags: MessageFlags.SuppressNotifications });
      expect(discord.dmMessages(bo.id).at(-1)?.notification.users).toEqual([]);
      expect(discord.notifications(ann.id).some((n) => n.channelId === discord.dmChannelId(bo.id))).toBe(false);
    });

    it("an ephemeral reply notifies nobody; a deferred reply notifies when it is filled in (here with a V2 layout the edit adds), and a later edit that adds a mention notifies nobody", async () => {
      const before = discord.notifications(ann.id).length;
      const eph = onNext(async (i) => {
        if (!i.isChatInputCommand()) throw new Error("expected a slash command");
        await i.reply({ components: [new TextDisplayBuilder().setContent(`<@${ann.id}> only you`)], flags: MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral });
      });
      const ephemeral = await discord.command(ann, discord.channelId, "ping");
      await eph;
      expect(ephemeral.response?.notification.users).toEqual([]);
      const deferred = onNext(async (i) => {
        if (!i.isChatInputCommand()) throw new Error("expected a slash command");
        await i.deferReply();
        await i.editReply({ components: [new ContainerBuilder().addTextDisplayComponents((t) => t.setContent(`<@${ann.id}> the table is ready`))], flags: MessageFlags.IsComponentsV2 });
        await i.editReply({ components: [new TextDisplayBuilder().setContent(`<@${ann.id}> and <@${bo.id}>`)] });
      });
      const outcome = await discord.command(ann, discord.channelId, "ping");
      await deferred;
      expect(outcome.response).toMatchObject({ flags: IS_COMPONENTS_V2, text: `<@${ann.id}> and <@${bo.id}>`, pinged: [ann.id], notification: { users: [ann.id], text: "" } });
      expect(discord.notifications(ann.id).slice(before).map((n) => n.messageId)).toEqual([outcome.response?.id]);
      expect(discord.notifications(bo.id).some((n) => n.messageId === outcome.response?.id)).toBe(false);
    });
  });

  describe("buttons and menus nested in V2 layouts", () => {
    it("can be pressed and chosen in containers and section accessories, and the harness's customIds and menuOf find them", async () => {
      const layout = new ContainerBuilder()
        .addSectionComponents((s) => s.addTextDisplayComponents((t) => t.setContent("Your turn")).setButtonAccessory((b) => b.setCustomId("v2:mine").setLabel("Show my choices").setStyle(ButtonStyle.Primary)))
        .addActionRowComponents(new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(new StringSelectMenuBuilder().setCustomId("v2:menu").addOptions({ label: "Fish", value: "fish" }, { label: "Wood", value: "wood" })))
        .addActionRowComponents(new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId("v2:pass").setLabel("Pass").setStyle(ButtonStyle.Secondary)));
      await channel.send({ components: [new TextDisplayBuilder().setContent("Game #9"), layout], flags: MessageFlags.IsComponentsV2 });
      const m = last();
      expect(customIds(m)).toEqual(["v2:mine", "v2:menu", "v2:pass"]);
      expect(allCustomIds(m.components)).toEqual(customIds(m));
      expect(menuOf(m)).toEqual({ customId: "v2:menu", values: ["fish", "wood"] });
      expect(interactiveComponents(m.components).map((c) => c.type)).toEqual([2, 3, 2]);
      expect(findComponent(m.components, "v2:mine")).toMatchObject({ type: 2, label: "Show my choices" });

      const pressed = onNext(async (i) => {
        if (!i.isButton()) throw new Error("expected a button");
        await i.update({ components: [new TextDisplayBuilder().setContent(`pressed ${i.customId}`)] });
        return i.customId;
      });
      const press = await discord.button(ann, m, "v2:mine");
      expect(await pressed).toBe("v2:mine");
      expect(press.response?.text).toBe("pressed v2:mine");

      await channel.send({ components: [layout], flags: MessageFlags.IsComponentsV2 });
      const chosen = onNext(async (i) => {
        if (!i.isStringSelectMenu()) throw new Error("expected a select menu");
        // An update that sends content onto the V2 message is refused; then a V2 one is taken.
        const refused = await i.update({ content: `chose ${i.values.join(",")}` }).then(() => null, refusalOf);
        await i.update({ components: [new TextDisplayBuilder().setContent(`chose ${i.values.join(",")}`)] });
        return refused;
      });
      const choice = await discord.select(bo, last(), "v2:menu", ["wood"]);
      expectRefused(await chosen, "content", "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2");
      expect(choice.response?.text).toBe("chose wood");
      // The classic shape is still read as before.
      await channel.send({ content: "classic", components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId("c:1").setLabel("One").setStyle(ButtonStyle.Primary))] });
      expect([customIds(last()), menuOf(last())]).toEqual([["c:1"], null]);
    });
  });

  it("lists every refusal it provoked in problems, and nothing else", () => {
    const provoked = /"code":50035/;
    expect(discord.problems.filter((p) => !provoked.test(p))).toEqual([]);
  });
});

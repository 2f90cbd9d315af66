// /harbor [player] [seat] [layout]: one player's harbor, or without a player every player's
// position in one image (the table); laid out by Discord (Components V2): a heading, what the
// picture leaves out as text (Ships, Elders, Shares, the hand; for the table each player's
// Buildings and Elders by name), and the picture in the layout asked for.
import { ApplicationCommandOptionType } from "discord.js";
import { summarize, type GameSummary, type PlayerSummary } from "../src/engine/index.ts";
import { IN_SERVERS, publicOption, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";
import { autocompleteGame } from "../src/bot/find-game.ts";
import { nameOf } from "../src/bot/layouts/present.ts";
import { situationLine } from "../src/bot/layouts/situation.ts";
import { escapeName } from "../src/bot/layouts/text.ts";
import { type GameRecord, shownName } from "../src/store/index.ts";
import { describeHarbor, describeTable } from "../renderers/describe.ts";
import { possessive } from "../renderers/draw.ts";
import { IMAGE_OPTIONS, imageLanguage, imageOptions, imageReply, imageRequest, layoutOf, nowLine, roundWords, vpText } from "./board.ts";
import { described } from "../src/i18n/discord.ts";

function plural(n: number, one: string, many = `${one}s`): string { return `${n} ${n === 1 ? one : many}`; }

/** "2 sloops, cutter", "none". */
function shipsText(p: PlayerSummary): string {
  if (!p.ships.length) return "none";
  const counts = new Map<string, number>();
  for (const t of p.ships) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([t, n]) => (n === 1 ? t : `${n} ${t}s`)).join(", ");
}

function eldersText(p: PlayerSummary): string {
  return p.elders.length ? p.elders.map((e) => `${e.name} (${e.fish} fish${e.gold ? `, ${e.gold} gold` : ""})`).join(", ") : "none";
}

/** "1 own issued, 2 unissued; 1 of ann held": a player's Shares in a line. */
function sharesText(game: GameRecord, p: PlayerSummary): string {
  const sh = p.shares;
  const held = [...new Set(sh.foreignHeld)].map((x) => `${sh.foreignHeld.filter((y) => y === x).length} of ${nameOf(game, x)}`);
  return `${sh.issuedOwnHeld} own issued, ${sh.unissued} unissued${held.length ? `; held: ${held.join(", ")}` : ""}`;
}

function handText(p: PlayerSummary): string {
  if (!p.handSize) return "none";
  return p.hand ? p.hand.map((c) => c.name).join(", ") : `${p.handSize}, hidden`;
}

/** What /harbor says beside one player's harbor: their situation and score, then what the compact picture leaves out. */
function harborFacts(game: GameRecord, s: GameSummary, p: PlayerSummary): string[] {
  const built = p.buildings.map((b) => (b.row === null || b.col === null ? `${b.name} (beside the harbor)` : `${b.name} (${String.fromCharCode(65 + b.row)}${b.col + 1})`));
  return [
    `${situationLine(s, p.seat)} · ${vpText(p.score)}${s.phase === "over" ? "" : " so far"}${p.seat === s.firstPlayer ? " · first player" : ""}`,
    `**Buildings:** ${built.length ? built.join(", ") : "none yet"} · ${plural(p.forests, "Forest")} · ${plural(p.freeSpaces, "free space")}`,
    `**Ships:** ${shipsText(p)}`,
    `**Elders:** ${eldersText(p)}`,
    `**Shares:** ${sharesText(game, p)}`,
    `**C Buildings in hand:** ${handText(p)}`,
  ];
}

/** What /harbor says beside the table: whose turn, then per player what the picture only counts (Buildings, Ships, Elders by name), Shares and hand. */
function tableFacts(game: GameRecord, s: GameSummary): string[] {
  return [
    nowLine(game, s),
    ...s.players.map((p) => [
      `**${nameOf(game, p.seat)}** · ${vpText(p.score)}${p.seat === s.firstPlayer ? " · first player" : ""}`,
      `Buildings: ${p.buildings.length ? p.buildings.map((b) => b.name).join(", ") : "none"} · Ships: ${shipsText(p)} · Elders: ${eldersText(p)} · Shares: ${sharesText(game, p)} · C Buildings in hand: ${p.handSize}`,
    ].join("\n")),
  ];
}

export const harbor: Command = {
  data: {
    name: "harbor",
    ...described("commands.harbor.description"),
    contexts: IN_SERVERS,
    options: [
      { type: ApplicationCommandOptionType.User, name: "player", ...described("commands.harbor.player"), required: false },
      { type: ApplicationCommandOptionType.Integer, name: "seat", ...described("commands.harbor.seat"), required: false, min_value: 1, max_value: 5 },
      ...IMAGE_OPTIONS,
    ],
  },
  async execute(ctx, i) {
    const { game, state } = await imageRequest(ctx, i);
    const user = i.options.getUser("player");
    const seatNo = i.options.getInteger("seat");
    const names = game.seats.map(shownName);
    const layout = layoutOf(i);
    const options = imageOptions(names, layout, imageLanguage(i, game));
    if (!user && seatNo === null) {
      // Every player at once: what anyone may see (no hand is shown).
      const summary = summarize(state);
      const image = await ctx.images.table(summary, options);
      await i.editReply(imageReply(
        `**Every player** · game #${game.id} · ${roundWords(state)}`,
        tableFacts(game, summary),
        image, `table-${game.id}-${game.version}.png`, describeTable(summary, options),
      ));
      return;
    }
    const seat = seatNo !== null ? game.seats[seatNo - 1] : game.seats.find((s) => s.userId === user?.id);
    if (!seat) throw new UserError(seatNo !== null ? `Game #${game.id} has no seat ${seatNo}.` : `${user ? escapeName(user.username) : "You"} ${user ? "is" : "are"} not playing in game #${game.id}; name a player or a seat.`);
    // Hands are hidden: only your own harbor image shows your C Buildings, and only to you.
    const viewer = !i.options.getBoolean(publicOption.name) && seat.userId === i.user.id ? seat.seat : undefined;
    const summary = summarize(state, viewer);
    const p = summary.players.find((x) => x.seat === seat.seat);
    if (!p) throw new UserError(`Game #${game.id} has no seat ${seat.seat + 1}.`);
    const image = await ctx.images.harbor(summary, seat.seat, options);
    await i.editReply(imageReply(
      `**${escapeName(possessive(shownName(seat)))} harbor** · game #${game.id} · ${roundWords(state)}`,
      harborFacts(game, summary, p),
      image, `harbor-${game.id}-${seat.seat + 1}.png`, describeHarbor(summary, seat.seat, options),
    ));
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

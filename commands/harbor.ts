// /harbor [player] [seat] [layout]: one player's harbor, or without a player every player's
// position in one image (the table); laid out by Discord (Components V2): a heading, what the
// picture leaves out as text (Ships, Elders, Shares, the hand; for the table each player's
// Buildings and Elders by name), and the picture in the layout asked for.
import { ApplicationCommandOptionType } from "discord.js";
import { summarize, type GameSummary, type PlayerSummary, type ShipType } from "../src/engine/index.ts";
import { IN_SERVERS, publicOption, type Command } from "../src/bot/command.ts";
import { UserError } from "../src/bot/context.ts";
import { autocompleteGame } from "../src/bot/find-game.ts";
import { situationLine } from "../src/bot/layouts/situation.ts";
import { escapeName } from "../src/bot/layouts/text.ts";
import { type GameRecord, nameIn } from "../src/store/index.ts";
import { describeHarbor, describeTable } from "../renderers/describe.ts";
import { ownerName, spaceName } from "../renderers/draw.ts";
import { IMAGE_OPTIONS, imageLanguage, imageOptions, imageReply, imageRequest, layoutOf, nowLine, roundWords, seatNameIn, signed, vpText } from "./board.ts";
import { translator, type Locale, type Translate } from "../src/i18n/index.ts";
import { described } from "../src/i18n/discord.ts";

/** "2 sloops, cutter", "none". */
function shipsText(p: PlayerSummary, t: Translate): string {
  if (!p.ships.length) return t("image.reply.none");
  const counts = new Map<ShipType, number>();
  for (const ship of p.ships) counts.set(ship, (counts.get(ship) ?? 0) + 1);
  return [...counts].map(([ship, n]) => t(`image.harbor.${ship}`, { count: n })).join(t("engine.word.sep"));
}

/** "Builder (2 fish, 1 gold)", "none". */
function eldersText(p: PlayerSummary, t: Translate): string {
  const sep = t("engine.word.sep");
  if (!p.elders.length) return t("image.reply.none");
  return p.elders.map((e) => t("image.reply.elder", { name: e.name, goods: [t("engine.word.fish", { count: e.fish }), ...(e.gold ? [t("engine.word.gold", { count: e.gold })] : [])].join(sep) })).join(sep);
}

/** "1 own issued, 2 unissued; held: 1 of ann": a player's Shares in a line. */
function sharesText(game: GameRecord, p: PlayerSummary, language: Locale): string {
  const t = translator(language);
  const sh = p.shares;
  const held = [...new Set(sh.foreignHeld)].map((x) => t("image.alt.sharesOf", { n: sh.foreignHeld.filter((y) => y === x).length, name: seatNameIn(game, x, language) }));
  const own = t("image.reply.sharesOwn", { own: sh.issuedOwnHeld, unissued: sh.unissued });
  return held.length ? t("image.reply.sharesHeld", { shares: own, list: held.join(t("engine.word.sep")) }) : own;
}

function handText(p: PlayerSummary, t: Translate): string {
  if (!p.handSize) return t("image.reply.none");
  return p.hand ? p.hand.map((c) => c.name).join(t("engine.word.sep")) : t("image.reply.hidden", { count: p.handSize });
}

/** What /harbor says beside one player's harbor, in `language`: their situation and score, then what the compact picture leaves out. */
function harborFacts(game: GameRecord, s: GameSummary, p: PlayerSummary, language: Locale): string[] {
  const t = translator(language);
  const built = p.buildings.map((b) => (b.row === null || b.col === null ? t("image.reply.beside", { name: b.name }) : t("image.reply.at", { name: b.name, at: spaceName(b.row, b.col) })));
  const vp = s.phase === "over" ? vpText(p.score, language) : t("image.harbor.vpSoFar", { vp: signed(p.score) });
  return [
    t("image.reply.situation", { situation: situationLine(s, p.seat, language), vp }) + (p.seat === s.firstPlayer ? ` · ${t("image.reply.firstPlayer")}` : ""),
    t("image.reply.buildings", { list: built.length ? built.join(t("engine.word.sep")) : t("image.reply.noneYet"), forests: t("image.harbor.forests", { count: p.forests }), free: t("image.alt.freeSpaces", { count: p.freeSpaces }) }),
    t("image.reply.ships", { list: shipsText(p, t) }),
    t("image.reply.elders", { list: eldersText(p, t) }),
    t("image.reply.shares", { shares: sharesText(game, p, language) }),
    t("image.reply.hand", { list: handText(p, t) }),
  ];
}

/** What /harbor says beside the table, in `language`: whose turn, then per player what the picture only counts (Buildings, Ships, Elders by name), Shares and hand. */
function tableFacts(game: GameRecord, s: GameSummary, language: Locale): string[] {
  const t = translator(language);
  return [
    nowLine(game, s, language),
    ...s.players.map((p) => [
      t("image.reply.tablePlayer", { name: seatNameIn(game, p.seat, language), vp: vpText(p.score, language) }) + (p.seat === s.firstPlayer ? ` · ${t("image.reply.firstPlayer")}` : ""),
      t("image.reply.tableRow", {
        buildings: p.buildings.length ? p.buildings.map((b) => b.name).join(t("engine.word.sep")) : t("image.reply.none"),
        ships: shipsText(p, t), elders: eldersText(p, t), shares: sharesText(game, p, language), hand: p.handSize,
      }),
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
    const names = game.seats.map((s) => nameIn("en", s));
    const layout = layoutOf(i);
    const language = imageLanguage(i, game);
    const t = translator(language);
    const options = imageOptions(names, layout, language);
    if (!user && seatNo === null) {
      // Every player at once: what anyone may see (no hand is shown).
      const summary = summarize(state);
      const image = await ctx.images.table(summary, options);
      await i.editReply(imageReply(
        t("image.reply.table", { game: game.id, round: roundWords(state, language) }),
        tableFacts(game, summary, language),
        image, `table-${game.id}-${game.version}.png`, describeTable(summary, options),
      ));
      return;
    }
    const seat = seatNo !== null ? game.seats[seatNo - 1] : game.seats.find((s) => s.userId === user?.id);
    if (!seat) throw new UserError(seatNo !== null ? t("image.reply.noSeat", { game: game.id, seat: seatNo }) : user ? t("image.reply.notPlaying", { name: escapeName(user.username), game: game.id }) : t("image.reply.notPlayingYou", { game: game.id }));
    // Hands are hidden: only your own harbor image shows your C Buildings, and only to you.
    const viewer = !i.options.getBoolean(publicOption.name) && seat.userId === i.user.id ? seat.seat : undefined;
    const summary = summarize(state, viewer);
    const p = summary.players.find((x) => x.seat === seat.seat);
    if (!p) throw new UserError(t("image.reply.noSeat", { game: game.id, seat: seat.seat + 1 }));
    const image = await ctx.images.harbor(summary, seat.seat, options);
    await i.editReply(imageReply(
      t("image.reply.harbor", { name: escapeName(ownerName(nameIn("en", seat))), game: game.id, round: roundWords(state, language) }),
      harborFacts(game, summary, p, language),
      image, `harbor-${game.id}-${seat.seat + 1}.png`, describeHarbor(summary, seat.seat, options),
    ));
  },
  autocomplete: (ctx, i) => autocompleteGame(ctx, i),
};

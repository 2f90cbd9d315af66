// /rules for a newcomer, through the local Discord stand-in: `/rules` alone leads with Start
// here (the goal, the goods, a round, what each action space is good for, your first turn) and
// then the index, with the rulings behind one word; search finds the words players type
// (whole words, never letters inside a word; "win", "boat", "turn order", "old men"), reads
// questions for the words that matter ("why can't I serve fish"), and when nothing matches it
// offers the nearest topics instead of a bare "no topic".
import { describe, expect, it } from "vitest";
import { rulesTopics } from "../../src/engine/index.ts";
import { SPACES } from "../../src/engine/rules-data.ts";
import { roundInFiveLines } from "../../src/bot/layouts/events.ts";
import { tableForSuite } from "./suite.ts";
import { IS_COMPONENTS_V2 } from "./standin/index.ts";

/**
 * The words a newcomer types and the topic each must find first (the command's answer and the
 * first autocomplete choice alike).
 */
const NEWCOMER_WORDS: readonly (readonly [typed: string, title: string])[] = [
  ["win", "Start here"],
  ["how do I win", "Start here"],
  ["goal", "Start here"],
  ["first turn", "Start here"],
  ["how to play", "Start here"],
  ["start", "Start here"],
  ["new", "Start here"],
  ["strategy", "Start here"],
  ["points", "Scoring"],
  ["vp", "Scoring"],
  ["victory points", "Scoring"],
  ["winner", "Scoring"],
  ["end", "Scoring"],
  ["game end", "Scoring"],
  ["money", "+1 Gold (action space)"],
  ["coins", "+1 Gold (action space)"],
  ["trees", "Harbor board, Forests and wood"],
  ["forest", "Harbor board, Forests and wood"],
  ["wood", "Deforest (action space)"],
  ["boat", "Build a Ship (action space)"],
  ["boats", "Build a Ship (action space)"],
  ["stock", "Shares"],
  ["feed", "Serve Fish (action space)"],
  ["banquet", "Serve Fish (action space)"],
  ["plates", "Serve Fish (action space)"],
  ["build", "Build a Building (action space)"],
  ["buy", "Buy All Shares (action space)"],
  ["turn order", "Returning Home phase"],
  ["first player", "Returning Home phase"],
  ["next round", "Returning Home phase"],
  ["workers", "Work phase"],
  ["pass", "Work phase"],
  ["haul", "Fishing phase"],
  ["catch", "Fishing phase"],
  ["elder", "Elders: taking and using them"],
  ["share", "Shares"],
  ["new buildings", "Round spaces 3-6: new Buildings"],
  ["copy", "Imitation tile (4-5 players)"],
  ["rulings", "Our rulings (list)"],
  ["undo", "Ruling: undo"],
  ["which space", "Ruling: where a Building goes"],
  ["placed automatically", "Ruling: where a Building goes"],
  ["move building", "Ruling: where a Building goes"],
  ["cheat sheet", "Cheat sheet"],
  ["summary", "Cheat sheet"],
];

/**
 * Questions as players ask them, and the words they use for things, with the topic each must
 * find first: the small words of a question are skipped, contractions with or without their
 * apostrophe ("can't", "cant", "can’t").
 */
const QUESTIONS: readonly (readonly [typed: string, title: string])[] = [
  ["why can't I serve fish", "Serve Fish (action space)"],
  ["why cant i serve fish", "Serve Fish (action space)"],
  ["Why can’t I serve fish?", "Serve Fish (action space)"],
  ["why can't I take an elder", "Take an Elder (action space)"],
  ["old men", "Elders: taking and using them"],
  ["old man", "Elders: taking and using them"],
  ["elderly", "Elders: taking and using them"],
  ["do I have to feed my elders", "Elders: taking and using them"],
  ["can I use an elder twice", "Elders: taking and using them"],
  ["occupied", "Work phase"],
  ["space taken", "Work phase"],
  ["the space is already taken", "Work phase"],
  ["blocked", "Work phase"],
  ["how do I get more workers", "Work phase"],
  ["stock", "Shares"],
  ["stocks", "Shares"],
  ["shareholder", "Shares"],
  ["turn order", "Returning Home phase"],
  ["what's the turn order", "Returning Home phase"],
  ["who goes first", "Returning Home phase"],
  ["button missing", "Why an action is not offered"],
  ["no button", "Why an action is not offered"],
  ["greyed out", "Why an action is not offered"],
  ["not offered", "Why an action is not offered"],
  ["I cannot choose it", "Why an action is not offered"],
  ["where is the serve fish button", "Why an action is not offered"],
  ["lose fish", "Fishing phase"],
  ["why did I lose fish", "Fishing phase"],
  ["lost fish", "Fishing phase"],
  ["where did my fish go", "Fishing phase"],
  ["what happens when I run out of wood", "Deforest (action space)"],
];

const rulings = () => rulesTopics().filter((t) => t.id.startsWith("ruling:"));
const rulingName = (title: string) => title.replace(/^Ruling: /, "");

describe("/rules for a newcomer", () => {
  const { h, user: { cy } } = tableForSuite({ users: ["cy"] });

  async function rules(topic?: string): Promise<string> {
    const out = await h.discord.command(cy, h.discord.channelId, "rules", topic === undefined ? {} : { options: { topic } });
    expect(out.response?.ephemeral).toBe(true);
    return out.response?.text ?? "";
  }

  /** The title of the topic `/rules topic:<typed>` shows. */
  async function found(typed: string): Promise<string> {
    return /^\*\*(.+?)\*\*\n/.exec(await rules(typed))?.[1] ?? "(no topic)";
  }

  async function autocomplete(typed: string): Promise<{ name: string; value: string | number }[]> {
    return (await h.discord.autocomplete(cy, h.discord.channelId, "rules", { name: "topic", value: typed })).choices ?? [];
  }

  it("/rules alone leads with Start here, then the index: how to play, the action spaces, Elders, Buildings and where the rulings are, no ruling's title", async () => {
    const index = await rules();
    expect(index.length).toBeLessThanOrEqual(2000);
    expect(index.startsWith("**Start here**\n🏆 **Goal**")).toBe(true);
    for (const part of ["**How to play:**", "**Action spaces:**", "**Elders** (18)", "**Buildings** (132)", "`/rules topic:rulings`"]) expect(index).toContain(part);
    for (const title of ["How a round goes", "Fishing phase", "Work phase", "Returning Home phase", "Round spaces 3-6", "Scoring", "Shares", "Elders", "Harbor board"]) expect(index).toContain(title);
    for (const space of Object.values(SPACES)) expect(index).toContain(space.label);
    expect(index).not.toContain("Ruling");
    // Ruling names that are not also another topic's name ("Transfer Reserve" is an action space).
    const otherNames = new Set(Object.values(SPACES).map((s) => s.label));
    for (const r of rulings()) if (!otherNames.has(rulingName(r.title))) expect(index, r.id).not.toContain(rulingName(r.title));
  });

  it("every name the index lists finds its own topic", async () => {
    const index = await rules();
    const listed = ["How to play", "Action spaces"].flatMap((section) => (new RegExp(`\\*\\*${section}:\\*\\* (.+)`).exec(index)?.[1] ?? "").split(" · "));
    expect(listed.length).toBe(11 + Object.keys(SPACES).length);
    for (const name of listed) expect((await found(name)).startsWith(name), name).toBe(true);
  });

  it("Start here fits one phone screen, says what every action space is good for, and each `/rules topic:` it names finds the topic it means", async () => {
    const start = await rules("start here");
    expect(start.startsWith("**Start here**\n")).toBe(true);
    expect(start.length).toBeLessThanOrEqual(1800);
    for (const point of ["**Goal**", "**Goods**", "**A round**", "**Action spaces**", "**Your first turn**"]) expect(start).toContain(point);
    for (const space of Object.values(SPACES)) expect(start).toContain(space.label);
    const hints = [...start.matchAll(/`\/rules topic:([^`]+)`/g)].map((m) => m[1] ?? "");
    const titles: string[] = [];
    for (const hint of hints) titles.push(await found(hint));
    expect(titles).toEqual(["Scoring", "Harbor board, Forests and wood", "How a round goes", "Deforest (action space)", "Work phase"]);
  });

  it("each newcomer word finds its topic first, by the command and by autocomplete", async () => {
    expect(NEWCOMER_WORDS.length).toBeGreaterThanOrEqual(25);
    const byTitle = new Map(rulesTopics().map((t) => [t.title, t.id]));
    for (const [typed, title] of NEWCOMER_WORDS) {
      expect(await found(typed), typed).toBe(title);
      expect((await autocomplete(typed))[0], typed).toEqual({ name: title, value: byTitle.get(title) });
    }
  });

  it("a question finds the topic of the words that matter: question words and contractions (can't, cant, don't, have) are skipped", async () => {
    const byTitle = new Map(rulesTopics().map((t) => [t.title, t.id]));
    for (const [typed, title] of QUESTIONS) {
      expect(await found(typed), typed).toBe(title);
      expect((await autocomplete(typed))[0], typed).toEqual({ name: title, value: byTitle.get(title) });
    }
    // A word that means something alone is no question word.
    for (const [typed, title] of [["pass", "Work phase"], ["win", "Start here"], ["build", "Build a Building (action space)"]] as const) expect(await found(typed), typed).toBe(title);
  });

  it("a question of question words and one unknown word says that nothing matches and offers the closest topics", async () => {
    const unknown = await rules("why can't I xyzzy");
    expect(unknown.startsWith('Nothing matches "why can\'t I xyzzy". Closest topics:\n• `/rules topic:Start here`\n')).toBe(true);
    const typo = await rules("why don't I have fihsing");
    expect(typo.startsWith('Nothing matches "why don\'t I have fihsing". Closest topics:\n• `/rules topic:Fishing phase`\n')).toBe(true);
    expect((await autocomplete("why don't I have fihsing"))[0]?.name).toBe("Fishing phase");
  });

  it("the topics answer what was asked: why an action has no button, what Serve Fish pays with, a new Elder used twice, where the catch goes", async () => {
    const notOffered = await rules("button missing");
    // Every space that can be closed to you says what it needs (+1 Gold only fills up).
    for (const space of Object.values(SPACES)) if (space.label !== "+1 Gold") expect(notOffered, space.label).toContain(`◦ ${space.label}: `);
    for (const why of ["**It is full**", "**An Elder**", "no fish", "**It is not your turn to place**", "Pass is always offered"]) expect(notOffered).toContain(why);
    expect(notOffered.length).toBeLessThanOrEqual(2000);
    expect(await rules("serve fish")).toContain("fish still in your Reserve do not count");
    const elders = await rules("elders");
    expect(elders).toContain("you can use a new Elder twice that round: at once, and with a Worker on a later turn");
    expect(elders).toContain("**Feeding**: every Fishing phase, 1 fish of your catch goes on each of your Elders");
    expect(await rules("sponsor")).toContain("issue a Share, +2 gold +3 fish");
    // The catch goes on the issued Shares of your company, whoever holds them: not on the Shares you hold.
    const catchGoes = "each of your Elders and each issued Share of your company, whoever holds it";
    expect(await rules("start here")).toContain(catchGoes);
    expect(roundInFiveLines(2)[0]).toContain("each of your Elders and on each issued Share of your company, whoever holds it");
    expect(await rules("lose fish")).toContain("**Fish you lose**");
  });

  it("words match whole words, never letters inside a word: \"win\" does not find the Swing-Net Fishery", async () => {
    const win = await autocomplete("win");
    expect(win.map((c) => c.name)).toEqual(["Start here", "Scoring"]);
    expect(await rules("win")).not.toContain("Swing-Net");
    // "banquet" is what Serve Fish fills, not the Elders topic that mentions it.
    expect((await autocomplete("banquet"))[0]?.name).toBe("Serve Fish (action space)");
    // A word still being typed finds titles and newcomer words starting with it.
    expect((await autocomplete("mon"))[0]?.name).toBe("+1 Gold (action space)");
    expect((await autocomplete("turn ord"))[0]?.name).toBe("Returning Home phase");
  });

  it("/rules topic:rulings lists every ruling in one message, and each name it lists finds its ruling", async () => {
    const list = await rules("rulings");
    expect(list.startsWith("**Our rulings (list)**\n")).toBe(true);
    expect(list.length).toBeLessThanOrEqual(2000);
    expect(rulings().length).toBeGreaterThan(30);
    for (const r of rulings()) {
      expect(list, r.id).toContain(rulingName(r.title));
      // The list says how: `/rules topic:ruling` and its name.
      expect(await found(`ruling ${rulingName(r.title)}`), r.id).toBe(r.title);
    }
    expect(list).toContain("`/rules topic:ruling undo`");
    expect((await autocomplete("ruling"))[0]?.name).toBe("Our rulings (list)");
  });

  it("a misspelt word gets the nearest topics, privately, each one a command that finds it", async () => {
    const typo = await rules("fihsing");
    expect(typo.startsWith('Nothing matches "fihsing". Closest topics:\n• `/rules topic:Fishing phase`\n')).toBe(true);
    expect((await autocomplete("fihsing"))[0]?.name).toBe("Fishing phase");
    const nonsense = await rules("xyzzy plugh");
    expect(nonsense.startsWith('Nothing matches "xyzzy plugh". Closest topics:\n• `/rules topic:Start here`\n')).toBe(true);
    for (const answer of [typo, nonsense]) {
      const offered = [...answer.matchAll(/^• `\/rules topic:([^`]+)`$/gm)].map((m) => m[1] ?? "");
      expect(offered.length).toBeGreaterThan(0);
      for (const title of offered) expect(await found(title)).toBe(title);
    }
  });
});

describe("/rules topic:cheat sheet", () => {
  const t = tableForSuite({ users: ["ann", "bo"], options: { players: 2 } });
  const { h, user: { ann } } = t;

  it("answers the cheat sheet as text laid out by Discord, for the player count of the game whose thread it is asked in, and for 2 players elsewhere", async () => {
    const inThread = await h.discord.command(ann, t.threadId, "rules", { options: { topic: "cheat sheet" } });
    await h.bot.idle();
    expect(inThread.response?.ephemeral).toBe(true);
    expect((inThread.response?.flags ?? 0) & IS_COMPONENTS_V2).toBe(IS_COMPONENTS_V2);
    expect(inThread.response?.attachments).toEqual([]);
    expect(inThread.response?.text).toContain("## Nusfjord cheat sheet (2 players)");
    expect(inThread.response?.text).toContain("**Deforest**: ");
    expect(inThread.response?.text).toContain("**Scoring after round 7**");
    const elsewhere = await h.discord.command(ann, h.discord.channelId, "rules", { options: { topic: "cheat sheet" } });
    await h.bot.idle();
    expect(elsewhere.response?.text).toContain("## Nusfjord cheat sheet (2 players)");
  });
});

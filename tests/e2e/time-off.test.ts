// Time off and quiet hours through the local Discord stand-in, with the bot's clock moved and
// restarts in between: `/nusfjord away` stops a player's reminders, direct messages and clocks
// (the table sees "is away until"), `/nusfjord settings quiet: timezone:` keeps their nights
// quiet (turn posts without a ping, reminders and DMs after the quiet hours); bad input is
// refused privately and changes nothing.
import { describe, expect, it } from "vitest";
import { dumpTables } from "../store/helpers.ts";
import { HOUR, reminderPosts, whoDecides, wholeTurnInStore } from "./harness.ts";
import { pingLineAfter } from "./play.ts";
import { tableForSuite } from "./suite.ts";
import type { InteractionOutcome, StandInUser } from "./standin/index.ts";

describe("time off and quiet hours", () => {
  const t = tableForSuite({ users: ["ann", "bo"], options: { players: 2, reminder_hours: 1 } });
  const { h } = t;

  const nusfjord = (u: StandInUser, subcommand: string, options: Record<string, string | number | boolean> = {}): Promise<InteractionOutcome> =>
    h.discord.command(u, t.threadId, "nusfjord", { subcommand, options });
  /** The player to move and the other one. */
  const players = async (): Promise<{ mover: StandInUser; waiting: StandInUser }> => {
    const { user, other } = await t.current();
    return { mover: user, waiting: other };
  };
  /** One whole turn of whoever is to move, saved as another process would, then posted by this bot. */
  const turn = async (): Promise<void> => {
    await wholeTurnInStore(h, t.gameId);
    await h.bot.flush();
    await h.bot.idle();
  };
  const advanceTo = (iso: string): void => h.db.advance(new Date(iso).getTime() - h.db.now().getTime());

  it("refuses a date in the past, 31 days, something it cannot read, an unknown time zone and quiet hours without one: privately, changing nothing", async () => {
    const { ann } = t.user;
    const before = await dumpTables(h.store);
    const refusals: [string, Record<string, string | number>, RegExp][] = [
      ["away", { until: "2026-02-20" }, /That is in the past/],
      ["away", { until: "31 days" }, /more than 30 days away: you can be away for at most 30 days/],
      ["away", { until: "when the snow melts" }, /I cannot read "when the snow melts" as a date or a number of hours/],
      ["away", { until: "Mon 29 Mar" }, /29 March 2026 is a Sunday, not a Monday/],
      ["settings", { timezone: "Mars/Olympus_Mons" }, /"Mars\/Olympus_Mons" is not a time zone I know/],
      ["settings", { quiet: "22-08" }, /Quiet hours are read in your time zone: add it once/],
      ["settings", { quiet: "bedtime", timezone: "Europe/Oslo" }, /"bedtime" is not a span of hours I can read/],
      // A game option and a bad player option together: the game is not changed either.
      ["settings", { reminder_hours: 5, timezone: "Atlantis/Capital" }, /not a time zone I know/],
    ];
    for (const [sub, options, why] of refusals) {
      const r = await nusfjord(ann, sub, options);
      expect(r.response?.ephemeral).toBe(true);
      expect(r.response?.text).toMatch(why);
      expect(r.response?.text).toContain("Nothing was changed.");
    }
    expect(await dumpTables(h.store)).toEqual(before);
  });

  it("refuses until:9999999999 (too far to be a date) and other out-of-range or garbage values privately, saying the range it accepts: nothing changed, no error logged", async () => {
    const { ann } = t.user;
    const before = await dumpTables(h.store);
    const errorsBefore = h.logs.filter((l) => l.includes('"level":50')).length;
    // The last day that begins within 30 days, in ann's zone (UTC: she has not set one).
    const last = new Date(h.db.now().getTime() + 30 * 24 * HOUR);
    const lastDay = last.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).replace(",", "");
    const range = `Say when you will be back: a day up to ${lastDay} (\`until:${last.toISOString().slice(0, 10)}\`), or hours or days up to 30 days (\`until:48\`, \`until:3 days\`).`;
    const r = await nusfjord(ann, "away", { until: "9999999999" });
    expect(r.response?.ephemeral).toBe(true);
    expect(r.response?.text).toBe(`⚠️ That is more than 30 days away (a number alone counts hours): you can be away for at most 30 days at a time. ${range} For longer, the host can let an AI play your seat. Nothing was changed.`);
    const others: [string, RegExp][] = [
      ["9999999999 days", /^⚠️ That is more than 30 days away: you can be away for at most 30 days at a time\. Say when/],
      [`1${"0".repeat(39)}`, /^⚠️ That is more than 30 days away \(a number alone counts hours\)/],
      ["29 Nov 99999", /^⚠️ That is more than 30 days away: /],
      ["-5", /^⚠️ That is in the past\. Say when you will be back: /],
      ["NaN", /^⚠️ I cannot read "NaN" as a date or a number of hours: /],
    ];
    for (const [until, why] of others) {
      const out = await nusfjord(ann, "away", { until });
      expect(out.response?.ephemeral).toBe(true);
      expect(out.response?.text).toMatch(why);
      expect(out.response?.text).toContain("Nothing was changed.");
    }
    expect(await dumpTables(h.store)).toEqual(before);
    expect(h.logs.filter((l) => l.includes('"level":50')).length).toBe(errorsBefore);
  });

  it("away: the table sees it on the turn post and in /games, no ping, no reminder while away; the reminder and takeover clocks go on from where they were after a restart", async () => {
    const { ann } = t.user;
    await nusfjord(ann, "settings", { takeover_hours: 2 });
    const { mover, waiting } = await players();
    const away = await nusfjord(waiting, "away", { until: "3 days" });
    expect(away.response?.ephemeral).toBe(true);
    expect(away.response?.text).toContain("💤 You are away until Wed 4 Mar, 09:00 UTC (UTC: `/nusfjord settings timezone:` sets yours), in all your games.");
    expect(away.response?.text).toContain("`/nusfjord away until:off`");

    // The turn comes to the away player: named, not pinged, and the table told why.
    await turn();
    expect((await whoDecides(h.store, t.gameId))?.userId).toBe(waiting.id);
    const post = h.discord.messages(t.threadId).filter((m) => m.text.startsWith(`**Game #${t.gameId}**`)).at(-1);
    expect(post?.text).toContain(`💤 ${waiting.username} is away until Wed 4 Mar, 09:00 UTC.`);
    expect(post?.text).toContain(`**${waiting.username}**, your turn`);
    expect(post?.text).not.toContain(`<@${waiting.id}>`);
    expect(post?.pinged).toEqual([]);
    expect(post?.pinged).not.toContain(mover.id);
    const games = await h.discord.command(mover, h.discord.channelId, "games");
    expect(games.response?.text).toContain(`to move: ${waiting.username} (away until Wed 4 Mar, 09:00 UTC)`);
    const shown = await nusfjord(mover, "settings");
    expect(shown.response?.text).toContain(`<@${waiting.id}> (away until Wed 4 Mar, 09:00 UTC)`);

    // Three days pass: no reminder (the interval is an hour), across a restart.
    const posts = reminderPosts(h, t.threadId).length;
    h.db.advance(72 * HOUR - 60_000);
    expect(await h.bot.checkReminders()).toBe(0);
    await h.restart();
    await h.discord.waitForIdentify();
    // Back: the hour of the interval counts from then, and so does the takeover limit (2 hours):
    // after 73 hours on the clock the reminder offers no takeover.
    h.db.advance(HOUR);
    expect(await h.bot.checkReminders()).toBe(0);
    h.db.advance(60_000);
    expect(await h.bot.checkReminders()).toBe(1);
    const reminder = reminderPosts(h, t.threadId).at(-1);
    expect(reminderPosts(h, t.threadId)).toHaveLength(posts + 1);
    expect(reminder?.text).toContain(`<@${waiting.id}>, a reminder: it has been your turn in game #${t.gameId} for 60 minutes.`);
    expect(reminder?.text).not.toContain("(host)");
    // The reminder (laid out by Discord) pings nobody; its ping line pings the player, with their situation.
    expect(reminder?.pinged).toEqual([]);
    const line = reminder ? pingLineAfter(h, t.threadId, reminder) : undefined;
    expect(line?.pinged).toEqual([waiting.id]);
    expect(line?.notification.text).toMatch(new RegExp(`^🎣 <@${waiting.id}>, it is still your turn in Nusfjord game #${t.gameId} · round \\d \\(60 minutes now\\) · 🪵 \\d+/12 wood · `));
  });

  it("/rules explains time off, quiet hours and the turn deadline to whoever asks in their words", async () => {
    for (const word of ["away", "vacation", "quiet hours", "time zone", "deadline"]) {
      const r = await h.discord.command(t.user.ann, t.threadId, "rules", { options: { topic: word } });
      expect(r.response?.text).toMatch(/^\*\*Time off: away, quiet hours and the turn deadline\*\*\n\*\*Away\*\* \(`\/nusfjord away until:29 Nov`/);
    }
  });

  it("until:off brings a player back early; saying it while not away changes nothing", async () => {
    const { bo } = t.user;
    const gone = await nusfjord(bo, "away", { until: "2026-03-10" });
    expect(gone.response?.text).toContain("💤 You are away until Tue 10 Mar");
    const back = await nusfjord(bo, "away", { until: "off" });
    expect(back.response?.ephemeral).toBe(true);
    expect(back.response?.text).toContain("👋 Welcome back");
    expect((await h.store.playerSettings([bo.id])).get(bo.id)?.awayUntil).toBeNull();
    const again = await nusfjord(bo, "away", { until: "off" });
    expect(again.response?.text).toContain("You were not away, so nothing changed.");
  });

  it("quiet hours: a turn post then does not ping, and the reminder and the direct message wait until they end, across a restart", async () => {
    const { waiting } = await players();
    const set = await nusfjord(waiting, "settings", { quiet: "22-08", timezone: "europe/oslo" });
    expect(set.response?.ephemeral).toBe(true);
    expect(set.response?.text).toContain("Your time zone is Europe/Oslo.");
    expect(set.response?.text).toContain("Your quiet hours are 22:00-08:00 (Europe/Oslo): in them your turn posts do not ping you, and reminders and direct messages wait until they end.");
    await nusfjord(waiting, "settings", { dm: true });
    const zones = await h.discord.autocomplete(waiting, t.threadId, "nusfjord", { name: "timezone", value: "oslo" }, { subcommand: "settings" });
    expect(zones.choices?.map((c) => c.value)).toEqual(["Europe/Oslo"]);

    // Their turn comes at 22:30 in Oslo: the post names them without a ping, and no DM comes now.
    advanceTo("2026-03-04T21:30:00Z");
    const dms = h.discord.dmMessages(waiting.id).length;
    await turn();
    if ((await whoDecides(h.store, t.gameId))?.userId !== waiting.id) await turn();
    expect((await whoDecides(h.store, t.gameId))?.userId).toBe(waiting.id);
    const post = h.discord.messages(t.threadId).filter((m) => m.text.startsWith(`**Game #${t.gameId}**`)).at(-1);
    expect(post?.text).toContain(`🌙 ${waiting.username} has quiet hours now: no ping.`);
    expect(post?.pinged).not.toContain(waiting.id);
    expect(h.discord.dmMessages(waiting.id)).toHaveLength(dms);

    // The reminder falls due at 23:30 in Oslo: it waits (not posted, not counted), across a restart.
    const posts = reminderPosts(h, t.threadId).length;
    h.db.advance(2 * HOUR);
    expect(await h.bot.checkReminders()).toBe(0);
    await h.restart();
    await h.discord.waitForIdentify();
    advanceTo("2026-03-05T06:59:00Z");
    expect(await h.bot.checkReminders()).toBe(0);
    expect(reminderPosts(h, t.threadId)).toHaveLength(posts);
    // 08:00 in Oslo: the reminder comes, and the held direct message with it.
    advanceTo("2026-03-05T07:00:00Z");
    await h.bot.checkReminders();
    expect(reminderPosts(h, t.threadId)).toHaveLength(posts + 1);
    const reminder = reminderPosts(h, t.threadId).at(-1);
    expect(reminder?.pinged).toEqual([]);
    expect(reminder ? pingLineAfter(h, t.threadId, reminder)?.pinged : null).toEqual([waiting.id]);
    const sent = h.discord.dmMessages(waiting.id).slice(dms).map((m) => m.text);
    expect(sent.some((c) => new RegExp(`^🎣 Your turn in Nusfjord game #${t.gameId} · round \\d · 🪵 \\d+/12 wood · .+ \\(it came during your quiet hours\\)\nhttps://discord\\.com/channels/`).test(c))).toBe(true);
    expect(sent.some((c) => c.startsWith(`⏰ Still your move in Nusfjord game #${t.gameId}`))).toBe(true);
    expect(sent).toHaveLength(2);
    // Nothing more the next time.
    await h.bot.checkReminders();
    expect(h.discord.dmMessages(waiting.id).slice(dms)).toHaveLength(2);

    const off = await nusfjord(waiting, "settings", { quiet: "off" });
    expect(off.response?.text).toContain("You have no quiet hours now.");
  });
});

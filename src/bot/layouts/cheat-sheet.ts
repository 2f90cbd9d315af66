// The cheat sheet as text (`/rules topic:cheat sheet`): the same words as the picture had
// (renderers/cheat-sheet-text.ts, every number from the engine's gameFacts), laid out by Discord
// in the reader's own font size, readable on any screen and by a screen reader. The tall picture
// it replaces showed its text at 2-3 px until opened (issue 35). In the asker's language.
import type { PlayerCount } from "../../engine/index.ts";
import { cheatSheetText, listSeparator } from "../../../renderers/cheat-sheet-text.ts";
import { say, type Locale } from "../../i18n/index.ts";
import { brokenLimit, container, separator, text, type TopLevel } from "./v2.ts";

/** The cheat sheet's sections as Discord text: the goal and phases, the action spaces, the Imitation tile ("" without it), the Round spaces, scoring. */
function sections(players: PlayerCount, locale: Locale): { head: string; spaces: string; imitation: string; rounds: string; scoring: string } {
  const t = cheatSheetText(players, locale);
  const ship = t.ships.map((s) => {
    const cost = (["wood", "fish", "gold"] as const).filter((good) => s.cost[good] > 0).map((good) => say(locale, `card.amount.${good}`, { n: s.cost[good], count: s.cost[good] })).join(listSeparator(locale));
    const orGold = s.orGold !== null ? say(locale, "rules.sheet.text.orGold", { n: s.orGold }) : "";
    return `${s.name}: ${cost}${orGold}, ${say(locale, "card.amount.vp", { n: s.vp, count: s.vp })}`;
  }).join(" · ");
  const automatic = say(locale, "rules.sheet.text.automatic");
  return {
    head: [say(locale, "rules.sheet.text.heading", { title: t.title, players: say(locale, "rules.sheet.players", { n: t.players }) }), t.goal, "", `**${t.headings.phases}**`, ...t.phases.map((p) => `• **${p.name}**${p.automatic ? automatic : ""}: ${p.text}`)].join("\n"),
    spaces: [`**${t.headings.spaces}**`, ...t.spaces.map((s) => `• **${s.name}**: ${s.text}`), say(locale, "rules.sheet.text.ships", { list: ship })].join("\n"),
    imitation: t.imitation.length > 0 ? [`**${t.headings.imitation}**`, t.imitationIntro, ...t.imitation.map((s) => `• **${s.name}**: ${s.text}`)].join("\n") : "",
    rounds: [`**${t.headings.schedule}**`, ...t.schedule.map((r) => say(locale, "rules.sheet.text.round", { n: r.round, text: r.text }))].join("\n"),
    scoring: [`**${t.headings.scoring}**`, ...t.scoring.map((s) => `${s.sign} ${s.text}`), t.scoringNote, "", `**${t.headings.limits}**`, ...t.limits.map((l) => `• ${l.text}`)].join("\n"),
  };
}

/** The cheat sheet for a player count, as a V2 message's components (one container, five texts). */
export function cheatSheetComponents(players: PlayerCount, locale: Locale = "en"): TopLevel[] {
  const s = sections(players, locale);
  return [container([text(s.head), separator(), text(s.spaces), ...(s.imitation ? [text(s.imitation)] : []), separator(), text(s.rounds), text(s.scoring)])];
}

/**
 * `/rules topic:cheat sheet`: the topic's own words (`lead`), then the sheet, as one V2 message;
 * as two (the rounds and scoring in the second) when one would break Discord's limits, as a
 * language that runs longer than English can at 4-5 players.
 */
export function cheatSheetMessages(players: PlayerCount, locale: Locale, lead: string): TopLevel[][] {
  const one = [container([text(lead)]), ...cheatSheetComponents(players, locale)];
  if (brokenLimit(one) === null) return [one];
  const s = sections(players, locale);
  return [
    [container([text(lead)]), container([text(s.head), separator(), text(s.spaces), ...(s.imitation ? [text(s.imitation)] : [])])],
    [container([text(s.rounds), text(s.scoring)])],
  ];
}

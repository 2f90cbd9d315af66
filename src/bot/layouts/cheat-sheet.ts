// The cheat sheet as text (`/rules topic:cheat sheet`): the same words as the picture had
// (renderers/cheat-sheet-text.ts, every number from the engine's gameFacts), laid out by Discord
// in the reader's own font size, readable on any screen and by a screen reader. The tall picture
// it replaces showed its text at 2-3 px until opened (issue 35).
import type { PlayerCount } from "../../engine/index.ts";
import { cheatSheetText } from "../../../renderers/cheat-sheet-text.ts";
import { container, separator, text, type TopLevel } from "./v2.ts";

/** The cheat sheet for a player count, as a V2 message's components (one container, five texts). */
export function cheatSheetComponents(players: PlayerCount): TopLevel[] {
  const t = cheatSheetText(players);
  const ship = t.ships.map((s) => {
    const cost = Object.entries(s.cost).filter(([, n]) => typeof n === "number" && n > 0).map(([good, n]) => `${String(n)} ${good}`).join(", ");
    return `${s.name}: ${cost}${s.orGold !== null ? ` (or ${s.orGold} gold)` : ""}, ${s.vp} VP`;
  }).join(" · ");
  const head = [`## ${t.title} (${t.players} players)`, t.goal, "", `**${t.headings.phases}**`, ...t.phases.map((p) => `• **${p.name}**${p.automatic ? " (the bot does it)" : ""}: ${p.text}`)].join("\n");
  const spaces = [`**${t.headings.spaces}**`, ...t.spaces.map((s) => `• **${s.name}**: ${s.text}`), `Ships: ${ship}`].join("\n");
  const imitation = t.imitation.length > 0 ? [`**${t.headings.imitation}**`, t.imitationIntro, ...t.imitation.map((s) => `• **${s.name}**: ${s.text}`)].join("\n") : "";
  const rounds = [`**${t.headings.schedule}**`, ...t.schedule.map((r) => `• Round ${r.round}: ${r.text}`)].join("\n");
  const scoring = [`**${t.headings.scoring}**`, ...t.scoring.map((s) => `${s.sign} ${s.text}`), t.scoringNote, "", `**${t.headings.limits}**`, ...t.limits.map((l) => `• ${l.text}`)].join("\n");
  return [container([text(head), separator(), text(spaces), ...(imitation ? [text(imitation)] : []), separator(), text(rounds), text(scoring)])];
}

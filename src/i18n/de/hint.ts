import type { Strings } from "../strings.ts";
import type { hint as en } from "../en/hint.ts";

export const hint: Strings<typeof en> = {
  pick: "die Wahl der KI",
  same: "etwa genauso gut",
  behind: "etwa {{vp}} SP schlechter",
  oneChoice: "💡 Du hast in Partie #{{game}} nur eine Möglichkeit:",
  best_one: "💡 Die {{count}} besten Möglichkeiten der KI für dich in Partie #{{game}}, die beste zuerst:",
  best_other: "💡 Die {{count}} besten Möglichkeiten der KI für dich in Partie #{{game}}, die beste zuerst:",
  foot: "Dein {{n}}. Tipp in dieser Partie; der Abschluss-Post zeigt, wie viele Tipps jeder genutzt hat. Die Entscheidung liegt bei dir.",
  over: "Partie #{{game}} ist vorbei: Es gibt nichts mehr zu entscheiden.",
  notYourTurn: "Du bist in Partie #{{game}} nicht am Zug: Ein Tipp gilt einer Entscheidung, die vor dir liegt.",
  waitingFor: "Wir warten auf {{names}}.",
  off: "Der Gastgeber hat die Tipps für Partie #{{game}} ausgeschaltet, hier gibt es also keine.",
  postOne: "💡 **Tipp**: Du hast hier nur eine Möglichkeit.",
  postBest_one: "💡 **Tipp**: Die {{count}} besten Möglichkeiten der KI für dich, die beste zuerst (die Entscheidung liegt bei dir):",
  postBest_other: "💡 **Tipp**: Die {{count}} besten Möglichkeiten der KI für dich, die beste zuerst (die Entscheidung liegt bei dir):",
  button: "💡 Tipp (nur du siehst ihn)",
  coming: "💡 **Tipp**: Die KI denkt noch über deine besten Möglichkeiten nach; sie erscheinen gleich hier (oder drück unten den Knopf, um sie privat zu sehen).",
};

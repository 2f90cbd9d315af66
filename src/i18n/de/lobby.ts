import type { Strings } from "../strings.ts";
import type { lobby as en } from "../en/lobby.ts";

export const lobby: Strings<typeof en> = {
  head: "**Nusfjord #{{game}}** · {{count}} Spieler · Deck: {{deck}} · {{reminders}}",
  remindersAfter: "Erinnerungen nach {{hours}} Std.",
  remindersOff: "Erinnerungen aus",
  notRated: "nicht gewertet",
  host: "Gastgeber: {{host}}",
  thread: "Thread der Partie: {{thread}}",
  freeSeat: "— frei —",
  cancelled: "Diese Partie wurde abgebrochen.",
  over: "🏁 Die Partie ist vorbei.",
  finalScores: "Endwertung: {{thread}}.",
  onIn: "Die Partie läuft: siehe {{thread}}.",
  on: "Die Partie läuft.",
  opening: "Der Thread der Partie wird geöffnet…",
  free_one: "{{count}} Platz frei: drück **Beitreten**. Der Gastgeber kann auch jetzt starten, mit einer KI ({{level}}) auf dem freien Platz.",
  free_other: "{{count}} Plätze frei: drück **Beitreten**. Der Gastgeber kann auch jetzt starten, mit KI-Spielern ({{level}}) auf den freien Plätzen.",
  full: "Der Tisch ist voll: Der Gastgeber kann **Starten** drücken.",
  join: "Beitreten",
  leave: "Verlassen",
  start: "Starten",
  startWithAi: "Mit {{count}} KI starten",
  cancel: "Abbrechen",
};

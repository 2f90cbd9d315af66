// Die privaten Ansichten eines Spielers auf Deutsch (Quelle: ../en/screen.ts).
import type { Strings } from "../strings.ts";
import type { screen as en } from "../en/screen.ts";

export const screen: Strings<typeof en> = {
  over: "Partie #{{game}} ist beendet.",
  nothing: "In Partie #{{game}} hast du gerade nichts zu entscheiden.",
  nothingWaiting: "In Partie #{{game}} hast du gerade nichts zu entscheiden: Wir warten auf {{waiting}}.",
  yourChoice: "Deine Wahl:",
  back: "◀ Zurück",
  top_one: "**Partie #{{game}}** · Runde {{round}} · noch {{count}} Arbeiter",
  top_other: "**Partie #{{game}}** · Runde {{round}} · noch {{count}} Arbeiter",
  undo: "↩️ Rückgängig",
  postedIn: "Es steht in {{where}}.",
  turnPostedIn: "Dein Zug steht in {{where}}.",
  theChannel: "dem Kanal",
  aiEndsUndo: "Das ist eine gewertete Partie, darum beendet der Zug einer KI das Rückgängigmachen: Er lässt sich jetzt nicht mehr zurücknehmen.",
  undoPeople: "Verklickt? **Rückgängig** nimmt es zurück, bis jemand anderes wählt.",
  undoPastAi: "Verklickt? **Rückgängig** nimmt es zurück, bis ein anderer Mensch wählt; KI-Züge seitdem werden mit zurückgenommen.",
  undoRated: "Verklickt? **Rückgängig** nimmt es zurück, bis jemand anderes zieht: Das ist eine gewertete Partie, darum zählen auch KI-Züge.",
  middleOf: "Du bist mitten in **{{action}}**: Beende das zuerst.",
  middle: "Du bist mitten in einer Aktion: Beende sie zuerst.",
  waiting: "eine Entscheidung steht aus",
  undone_one: "↩️ Rückgängig gemacht ({{count}} Wahl):",
  undone_other: "↩️ Rückgängig gemacht ({{count}} Wahlen):",
  aiUndone_one: "Der KI-Zug seitdem wurde mit zurückgenommen und wird neu gespielt.",
  aiUndone_other: "Die {{count}} KI-Züge seitdem wurden mit zurückgenommen und werden neu gespielt.",
  placeFinish: "Beende zuerst deine laufende Aktion: {{prompt}}",
  placeNothing: "Gerade nichts zu setzen: Du bist nicht dran, einen Arbeiter zu setzen",
  placeNotOffered: "Nicht möglich: {{space}}: {{why}}",
  wentOn: "{{card}} kam auf {{where}}: Jeder freie Platz war für dich gleich. Um es woanders hinzulegen, nutze `/undo steps:1`.",
};

import type { Strings } from "../strings.ts";
import type { errors as en } from "../en/errors.ts";

export const errors: Strings<typeof en> = {
  stale: "Die Partie ging weiter, während du überlegt hast: Dieser Knopf oder dieses Menü stammt von einem früheren Moment, daher wurde nichts geändert. So steht es jetzt:",
  internal: "Bei uns ist etwas schiefgegangen; es wurde nichts geändert. Bitte versuch es noch einmal und sag den Server-Admins Bescheid, wenn es wieder passiert.",
  notYourTurn: "Du bist in Partie #{{game}} nicht am Zug: Wir warten auf {{waiting, list}}.",
  notYourTurnNow: "Du bist in Partie #{{game}} nicht am Zug.",
  unknownCommand: "Unbekannter Befehl /{{command}}: Der Bot wurde vielleicht gerade aktualisiert; versuch es in einer Minute noch einmal.",
  database: {
    busy: "Die Datenbank ist gerade belegt (ein anderes Programm benutzt sie), daher wurde nichts geändert. Bitte versuch es in einer Minute noch einmal.",
    full: "Die Festplatte des Bots ist voll, daher konnte nichts gespeichert werden und nichts wurde geändert. Die Admins des Bots wissen Bescheid; bitte versuch es später noch einmal.",
    readonly: "Die Datenbank des Bots ist gerade schreibgeschützt, daher konnte nichts gespeichert werden und nichts wurde geändert. Die Admins des Bots wissen Bescheid; bitte versuch es später noch einmal.",
    unavailable: "Der Bot erreicht seine Datenbank nicht, daher wurde nichts geändert. Bitte versuch es später noch einmal und sag den Server-Admins Bescheid, wenn es wieder passiert.",
  },
};

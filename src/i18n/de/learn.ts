import type { Strings } from "../strings.ts";
import type { learn as en } from "../en/learn.ts";

export const learn: Strings<typeof en> = {
  heading: "🎓 **Zum ersten Mal:**",
  more: "Mehr: `/rules topic:{{word}}`",
  fishing: {
    title: "Fangzeit",
    a: "Mit ihr beginnt jede Runde. Du fängst so viele Fische, wie deine Fangmenge zeigt ({{haul}} zu Beginn; Schiffe erhöhen sie): je 1 kommt auf jeden deiner Ältesten und auf jeden realisierten Anteil deiner Firma, egal wer ihn hält; der Rest in deine Rücklagen (höchstens {{limit}}).",
    b: "Mit „Rücklagen flüssig machen“ holst du sie in deinen Vorrat, um sie auszugeben. {{more}}",
  },
  building: {
    title: "Gebäude",
    a: "Ein Gebäude bringt am Ende seine SP, und viele haben auch eine Wirkung (`/rules topic:` mit seinem Namen sagt, was es tut).",
    b: "Es belegt einen Bauplatz deines Hafens: Jeder Bauplatz, der am Ende noch frei ist, kostet dich 1 SP, also baue früh. {{more}}",
  },
  ship: {
    title: "Schiffe",
    a: "Ein Schiff deckt Felder deiner Fangleiste ab, und deine Fangmenge ist die kleinste Zahl, die noch zu sehen ist: Es fängt in jeder übrigen Fangzeit mehr, also je früher, desto besser.",
    b: "Am Ende bringt es seine SP ({{vps}}). {{more}}",
  },
  serve: {
    title: "Fische servieren",
    a: "Du zahlst so viele Fische aus deinem Vorrat, wie die Zahl des kleinsten leeren Tellers der Festtafel zeigt: 1 kommt auf den Teller, der Rest zurück in den allgemeinen Vorrat, und du nimmst 1 Gold. Du darfst auch den nächsten Teller servieren.",
    b: "Die Teller ernähren die Ältesten: Wer einen Ältesten nutzt, nimmt 1 Fisch vom höchsten Teller; sind alle Teller leer, kann niemand einen nutzen. {{more}}",
  },
  "first-player": {
    title: "Ein neuer Startspieler",
    a: "Jede Runde geht der Startspieler an den Spieler rechts vom bisherigen. Dieser Spieler hatte den letzten Zug der gerade beendeten Runde und hat den ersten Zug dieser Runde:",
    b: "zwei Züge hintereinander, bei jedem Rundenwechsel. {{more}}",
  },
  elder: {
    title: "Älteste",
    a: "Ein Ältester sitzt in deinem Ältestenrat (höchstens {{seats}}): ein eigenes Aktionsfeld, das niemand blockieren kann. In deinem Zug darfst du stattdessen einen Arbeiter auf ihn setzen.",
    b: "Ihn zu nutzen nimmt 1 Fisch von der Festtafel („Fische servieren“ legt Fische dorthin), und in jeder Fangzeit isst er zuerst 1 Fisch deines Fangs. {{more}}",
  },
  share: {
    title: "Anteile",
    a: "Einen Anteil zu realisieren bringt dir {{gold}} Gold, und ein realisierter Anteil kostet dich am Ende keine SP (jeder nicht realisierte kostet 1). Aber solange er auf dem Aktionsplan liegt oder ein anderer Spieler ihn hält, nimmt er 1 Fisch von jedem deiner Fänge.",
    b: "„Alle Anteile kaufen“ nimmt jeden Anteil vom Plan, je 1 Gold: je 1 SP, dazu die Fische ihrer Besitzer. {{more}}",
  },
  "share-fish": {
    title: "Fische für Anteile",
    a: "Dieser Fang hat die realisierten Anteile bezahlt: Der Fang jeder Firma legt 1 Fisch auf jeden ihrer realisierten Anteile. Ein Anteil auf dem Aktionsplan schickt seinen Fisch zurück in den allgemeinen Vorrat; einer, den ein Spieler hält, gibt diesem Spieler den Fisch.",
    b: "Jeder deiner Anteile, der auf dem Plan oder bei einem anderen Spieler liegt, kostet dich also einen Fisch von jedem Fang. {{more}}",
  },
  round3: {
    title: "Rundenfeld 3: neue A-Gebäude",
    a_one: "{{count}} neues A-Gebäude kommt jetzt in die A-Auslage (nicht mehr, als sie freie Plätze hat): mehr Auswahl, wenn du baust.",
    a_other: "{{count}} neue A-Gebäude kommen jetzt in die A-Auslage (nicht mehr, als sie freie Plätze hat): mehr Auswahl, wenn du baust.",
    b: "Die nächste Runde bringt C-Gebäude auf deine Hand. {{more}}",
  },
  round4: {
    title: "Rundenfeld 4: C-Gebäude auf der Hand",
    a_one: "Jeder von euch hat {{count}} C-Gebäude gezogen. Nur du siehst deins: `/hand` zeigt es, und ab jetzt kannst du es mit „Gebäude bauen“ von deiner Hand bauen.",
    a_other: "Jeder von euch hat {{count}} C-Gebäude gezogen. Nur du siehst deine: `/hand` zeigt sie, und ab jetzt kannst du sie mit „Gebäude bauen“ von deiner Hand bauen.",
    b: "In Runde 6 wird jedes C-Gebäude, das noch auf einer Hand ist, für alle offen ausgelegt. {{more}}",
  },
  round5: {
    title: "Rundenfeld 5: neue B-Gebäude",
    a_one: "{{count}} neues B-Gebäude kommt in die B-Auslage (nicht mehr, als sie freie Plätze hat): mehr Auswahl, wenn du baust.",
    a_other: "{{count}} neue B-Gebäude kommen in die B-Auslage (nicht mehr, als sie freie Plätze hat): mehr Auswahl, wenn du baust.",
    b: "Runde 6 legt die C-Gebäude, die noch auf euren Händen sind, offen aus. {{more}}",
  },
  round6: {
    title: "Rundenfeld 6: C-Gebäude offen",
    a: "Jedes C-Gebäude, das noch auf einer Hand war, liegt jetzt offen neben den Auslagen: Jeder darf jedes davon bauen, nicht nur, wer es gezogen hat.",
    b: "Deine Hand bleibt ab jetzt leer. {{more}}",
  },
  scoring: {
    title: "Schlusswertung",
    a: "Schiffe bringen ihre SP ({{vps}}), Gebäude ihre; jeder realisierte Anteil, den du hältst, +1, jedes Gold +1; jeder freie Bauplatz −1 und jeder nicht realisierte Anteil −1. Holz und Fisch zählen nichts.",
    b: "Die meisten SP gewinnen; bei Gleichstand teilt ihr euch den Sieg. {{more}}",
  },
};

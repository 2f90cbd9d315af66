// Die Slash-Befehle auf Deutsch (see ../en/commands.ts). Höchstens 100 Zeichen je Text.
import type { Strings } from "../strings.ts";
import type { commands as en } from "../en/commands.ts";

export const commands: Strings<typeof en> = {
  common: {
    game: "Welche Partie (im Thread der Partie nicht nötig)",
    public: "Für alle posten (sonst siehst nur du es)",
    layout: "Kompakt (Standard), Detail (alles, hoch: zum Öffnen) oder Breit (Desktop)",
    // Each language by its own name, whoever reads it (as Discord's own language list does).
    languageChoice: { en: "English", de: "Deutsch", ja: "日本語" },
    layoutChoice: { compact: "Kompakt", detail: "Detail (alles)", wide: "Breit (Desktop)" },
    level: { easy: "Leicht", medium: "Mittel", hard: "Schwer (am stärksten, am langsamsten)" },
  },
  nusfjord: {
    description: "Nusfjord-Partien eröffnen und verwalten",
    new: {
      description: "Eine neue Partie eröffnen: Mitspieler treten per Knopf bei",
      players: "Wie viele Spieler (2-5)",
      deck: "Gebäudedeck (Standard: Hering)",
      deckChoice: { herring: "Hering", mackerel: "Makrele", codfish: "Kabeljau", mixed: "gemischt" },
      ai_seats: "Plätze, die die KI spielt (Standard 0)",
      ai_level: "Wie gut die KI spielt, auch auf beim Start freien Plätzen (Standard: mittel)",
      reminder_hours: "Nach so vielen Stunden erinnern (Standard 12)",
      thread: "In einem neuen Thread spielen (Standard: ja)",
      learning: "Lernpartie: erklärt jedes Neue einmal, mit Tipp in jedem Zug (Standard: nein)",
      rated: "Ob das Ergebnis Wertungen und /leaderboard ändert (Standard: ja)",
      language: "Sprache der Posts der Partie (Standard: die des Servers, sonst Englisch)",
    },
    export: {
      description: "Eine beendete Partie als Datei: Seed, Spieler, jede Wahl und die Endwertung",
      game: "Welche beendete Partie (oder abgebrochene, in der du gespielt hast)",
    },
    away: {
      description: "Auszeit: keine Erinnerungen, deine Uhren stehen, bis du zurück bist (alle Partien)",
      until: "Datum (2026-11-29, 29 Nov), Stunden (48) oder Tage (3 days), max. 30 Tage; off: zurück",
    },
    privacy: { description: "Was der Bot über dich speichert, und Ranglisten verlassen (nur für dich)" },
    settings: {
      description: "Einstellungen einer Partie zeigen oder ändern, oder deine Ruhezeiten",
      mute: "Deine Erinnerungen in dieser Partie stummschalten",
      dm: "Zusätzlich eine Direktnachricht, wenn du in dieser Partie dran bist",
      reminder_hours: "Gastgeber: nach so vielen Stunden erinnern",
      reminders: "Gastgeber: Erinnerungen an oder aus",
      takeover_hours: "Gastgeber: nach so vielen Stunden Warten eine KI anbieten (0 = nie)",
      turn_hours: "Gastgeber: die KI spielt einen Zug, der so viele Stunden wartet (1-720; 0 = aus)",
      pause: "Gastgeber: Partie pausieren (true) oder fortsetzen (false)",
      hints: "Gastgeber: /hint in dieser Partie erlauben (true) oder nicht (false)",
      rated: "Gastgeber, vor dem Start: gewertet (true) oder nicht (false)",
      replace_seat: "Gastgeber: diesen Platz (1-5) ab jetzt die KI spielen lassen oder ihre Stufe ändern",
      level: "Gastgeber, mit replace_seat: die KI-Stufe für diesen Platz (Standard: mittel)",
      cancel: "Gastgeber: Partie abbrechen",
      quiet: "Deine Ruhezeiten in allen Partien, z. B. 22-08 (keine Pings; Erinnerungen warten); off",
      timezone: "Deine Zeitzone, z. B. Europe/Berlin (für Ruhezeiten und Auszeiten)",
      language: "Gastgeber: die Sprache der Posts der Partie",
    },
  },
  place: {
    description: "Einen Arbeiter auf ein Aktionsfeld oder einen Ältesten setzen",
    action: "Wohin dein Arbeiter kommt (nur deine erlaubten Möglichkeiten)",
  },
  pass: { description: "Passen statt einen Arbeiter einzusetzen" },
  undo: {
    description: "Deine letzte Aktion zurücknehmen (bis ein anderer Spieler wählt)",
    steps: "Wie viele deiner letzten Entscheidungen (Standard: deine ganze letzte Aktion)",
  },
  exchange: { description: "Einen Tausch eines deiner Jederzeit-Gebäude nutzen" },
  board: { description: "Den Spielplan einer Partie zeigen" },
  harbor: {
    description: "Alle Spieler auf einen Blick oder den Hafen eines Spielers",
    player: "Wessen Hafen (ohne: alle Spieler in einem Bild)",
    seat: "Oder eine Platznummer (1-5), z. B. für einen KI-Spieler",
  },
  hand: { description: "Deine C-Gebäude auf der Hand (nur du siehst sie)" },
  hint: { description: "Die drei besten Möglichkeiten der KI für deine Entscheidung, mit Begründung (nur für dich)" },
  score: { description: "Die aufgeschlüsselte Wertung aller Spieler nach aktuellem Stand" },
  log: {
    description: "Was in einer Partie geschah, Seite für Seite",
    n: "Höchstens so viele Zeilen (Standard {{lines}}; weniger, wenn sie nicht in eine Nachricht passen)",
    upto: "Die Zeilen bis zu dieser Nummer zeigen (für frühere Seiten; Standard: die neuesten)",
  },
  replay: {
    description: "Eine beendete Partie Schritt für Schritt nachspielen (nur für dich)",
    game: "Welche beendete Partie (im Thread der Partie nicht nötig)",
  },
  rules: {
    description: "So wird gespielt: Einstieg, Phasen, Aktionen, Älteste, Gebäude, unsere Auslegungen",
    topic: "Ein Stichwort: Sieg, Fangzeit, Schiff, ein Ältester, ein Gebäude, Auslegungen...",
  },
  games: {
    description: "Die Nusfjord-Partien auf diesem Server, wer dran ist und wer zuletzt gewann",
    page: "Welche Seite der laufenden Partien (10 je Seite)",
  },
  mygames: { description: "Alle Partien, in denen du am Zug bist" },
  leaderboard: {
    description: "Die Spieler dieses Servers nach Wertung, mit gewerteten Partien und Siegen",
    page: "Welche Seite ({{perPage}} Spieler je Seite)",
  },
  profile: {
    description: "Die Bilanz eines Spielers hier: Wertung, Partien, Siege, Punkte und Lieblingsgebäude",
    player: "Wessen (Standard: deine)",
    ai: "Oder die einer KI-Stufe",
  },
};

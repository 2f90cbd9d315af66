// /rules auf Deutsch (see ../en/rules.ts): jedes Thema mit Titel, Text und den Wörtern, mit denen
// Neulinge es suchen; Zahlen wie im Englischen (ein Test vergleicht sie). Begriffe: docs/glossary.md.
import type { Strings } from "../strings.ts";
import type { rules as en } from "../en/rules.ts";
import { sheet } from "./sheet.ts";

export const rules: Strings<typeof en> = {
  topics: {
    "guide:start": {
      title: "Hier anfangen",
      text: "🏆 **Ziel**: die meisten SP nach 7 Runden. Es zählen Gebäude, Schiffe, Gold und die realisierten Anteile, die du hältst; jeder freie Bauplatz in deinem Hafen und jeder nicht realisierte Anteil kostet 1 SP. `/rules topic:Wertung`\n🪵 **Waren**: Mit Holz baust du Gebäude und Schiffe (du hältst höchstens 12). Fische bezahlen Schiffe, Gebäude und Fische servieren. Gold bezahlt auch und ist am Ende 1 SP. `/rules topic:Hafen`\n🔁 **Eine Runde**: Deine Schiffe fangen Fische: 1 kommt auf jeden deiner Ältesten und jeden realisierten Anteil deiner Firma, wer ihn auch hält; der Rest in deine Rücklagen. Dann hat jeder 3 Züge: Setz einen Arbeiter auf ein Aktionsfeld (die meisten fassen 1 pro Runde) oder passe. `/rules topic:Runde`\n🧭 **Aktionsfelder**, gut für (jedes hat sein Thema, z. B. `/rules topic:abholzen`):\n• Abholzen: 5 Holz und Platz zum Bauen, früh. Durchforsten: Holz, die Wälder bleiben.\n• Rücklagen flüssig machen: die Fische aus deinen Rücklagen, zum Ausgeben.\n• +1 Gold, Anteil realisieren (2 Gold), Fische servieren (Fisch zu Gold).\n• Schiff bauen: ein größerer Fang in jeder späteren Runde, also früh. Gebäude bauen: SP und eine Wirkung.\n• Ältesten anwerben: eine eigene Aktion. Alle Anteile kaufen: SP, billiger ab Runde 4. Aufforsten: spät, bedeckt freie Plätze.\n👣 **Dein erster Zug**: Du hast 2 Fische (1 mehr in deinen Rücklagen), kein Holz, kein Gold. Ein üblicher Anfang: Abholzen (Holz für ein Schiff oder ein Gebäude, und Platz zum Bauen) oder Anteil realisieren (sofort Gold). Nimm, was du brauchst, bevor sein Feld voll ist. `/rules topic:Arbeitszeit`",
      words: "anfangen, hier anfangen, start, anfänger, neu, neuling, erster zug, eröffnung, wie spielt man, spielanleitung, anleitung, lernen, grundlagen, überblick, hilfe, ziel, gewinnen, gewinne, gewinnt, sieg, siegen, strategie, tipps, aktionen, was tun, waren, rohstoffe, ressourcen",
    },
    "guide:cheat-sheet": {
      title: "Spickzettel",
      text: "Das Spiel auf einen Blick: jedes Aktionsfeld und was es bringt, die Schiffe, die Runden 3-6 und was sie bringen, und wie die Wertung geht. Im Thread einer Partie passt er zu deren Spielerzahl.",
      words: "spickzettel, übersicht, kurzübersicht, zusammenfassung, spielhilfe, referenz, bild, grafik",
    },
    "guide:round": {
      title: "Ablauf einer Runde",
      text: "„Nusfjord wird über 7 Runden gespielt. Jede Runde durchläuft die folgenden 3 Phasen in genau dieser Reihenfolge: 1. Fangzeit 2. Arbeitszeit 3. Heimkehr. Nach Ende der 7. Runde werten die Spieler ihre Auslagen und ermitteln den Sieger.“\nFangzeit und Heimkehr erledigt der Bot von selbst; in der Arbeitszeit hat jeder Spieler drei Züge. Siehe die Themen Fangzeit, Arbeitszeit, Heimkehr, Rundenfelder und Wertung.",
      words: "runde, runden, phase, phasen, wie viele runden, dauer, spieldauer, ablauf, spielablauf, reihenfolge",
    },
    "guide:fishing": {
      title: "Fangzeit",
      text: "Alle gleichzeitig. Deine Fangmenge ist die niedrigste sichtbare Zahl auf deiner Fangleiste (3 nur mit dem Katboot; 3, 4, 5, 5, 6, 7, 8, 8, 9, 10, 10, 11, 11, 12, 12, wenn Schiffe 0 bis 14 Felder bedecken). Der Fang wird in fünf Schritten verteilt, in dieser Reihenfolge:\n1. **Älteste**: 1 Fisch auf jeden Ältesten in deinem Rat. „Immer wenn genau 3 Fische auf einem Ältesten liegen“: 1 geht in deinen Vorrat, 2 zurück in den allgemeinen Vorrat.\n2. **Deine Anteile bei anderen**: 1 Fisch auf jeden deiner Anteile, zuerst auf die auf dem Aktionsplan, dann auf die in den Vorräten anderer Spieler.\n3. **Deine eigenen Anteile**: 1 Fisch auf jeden realisierten Anteil in deinem eigenen Vorrat.\n4. **Rücklagen**: der Rest in deine Rücklagen, bis zu 8 Fische.\n5. **Allgemeiner Vorrat**: Was übrig ist, geht zurück.\nDann gehen Fische auf Anteilen auf dem Aktionsplan zurück in den Vorrat, und Fische auf Anteilen im Vorrat eines Spielers an diesen Spieler. „Du darfst das Verteilen deiner Fische nicht ablehnen“, und auch keine Fische aus deinem Vorrat verwenden. Reicht der Fang in Schritt 1 oder 2 nicht, wählst du, welche Ältesten oder Anteile Fische bekommen: nur dann fragt dich der Bot.\n**Fische, die du verlierst**: Deine Rücklagen nehmen höchstens 8 Fische (der Rest geht zurück); ein Ältester mit 3 Fischen gibt dir 1, und 2 gehen zurück; jeder deiner Anteile auf dem Aktionsplan oder bei einem anderen Spieler nimmt 1 Fisch jedes Fangs.",
      words: "fangzeit, fang, fangen, fischen, fischfang, fangmenge, verteilen, verteilung, fangleiste, fische verloren, fische verlieren, fische weg, fische fehlen, weniger fische, rücklagen voll",
    },
    "guide:work": {
      title: "Arbeitszeit",
      text: "„Beginnend mit dem Startspieler macht jeder Spieler reihum einen Zug, insgesamt drei Züge pro Spieler.“ In deinem Zug setzt du einen deiner 3 Arbeiter auf ein Aktionsfeld des Aktionsplans oder auf einen Ältesten in deinem Rat (`/place`) und führst seine Aktion sofort aus; oder du passt (`/pass`): „Wenn du in einem Zug passt, darfst du in deinem nächsten Zug einen Arbeiter einsetzen“, aber dieser Arbeiter bleibt in dieser Runde ungenutzt. Ein Feld fasst 1 Arbeiter (manche 2 oder 3 mit 3-5 Spielern); fasst es so viele, ist es voll, für den Rest der Runde besetzt, und öffnet in der nächsten Runde wieder. „Du darfst kein Aktionsfeld besetzen, ohne die Aktion auszuführen“, und auch nicht, wenn sie für dich nichts ändern würde. Dein Zug-Post bietet nur an, was du jetzt nehmen darfst (`/rules topic:nicht angeboten` sagt, warum etwas fehlt). Jedes Aktionsfeld hat hier sein eigenes Thema.",
      words: "arbeiter, zug, züge, mein zug, einsetzen, setzen, platzieren, passen, blockiert, voll, besetzt, belegt, feld besetzt, schon besetzt, feld voll, volles feld, kapazität",
    },
    "bot:not-offered": {
      title: "Warum eine Aktion nicht angeboten wird",
      text: "Dein Zug-Post (und `/place`) bietet nur an, was du gerade tun darfst. Ein Aktionsfeld oder ein Ältester ohne Knopf ist dir in diesem Zug verschlossen, weil:\n• **Es voll ist**: Es fasst so viele Arbeiter, wie es in dieser Runde kann (die meisten 1). In der nächsten Runde öffnet es wieder.\n• **Du es nicht bezahlen kannst, oder es nichts ändern würde**. Jedes Feld braucht:\n◦ Fische servieren: die Fische für den nächsten Teller, in deinem Vorrat (Fische in deinen Rücklagen zählen nicht)\n◦ Schiff bauen: ein Schiff, das du bezahlen kannst und das Platz hat\n◦ Gebäude bauen: eines, das du bezahlen kannst, und einen freien Platz\n◦ Abholzen: einen Wald\n◦ Durchforsten: einen Wald, und weniger als 12 Holz\n◦ Aufforsten: ein freies Doppelfeld\n◦ Rücklagen flüssig machen: etwas in deinen Rücklagen\n◦ Anteil realisieren: einen nicht realisierten Anteil\n◦ Alle Anteile kaufen: neu realisierte Anteile, und das Gold dafür\n◦ Ältesten anwerben: einen freien Sitz in deinem Rat (höchstens 5), und einen übrigen Ältesten\n• **Ein Ältester**: Auf ihm steht in dieser Runde schon ein Arbeiter, die Festtafel hat keine Fische (Fische servieren legt welche dorthin), oder seine Aktion ist dir jetzt nicht möglich.\n• **Nachahmung** (4-5 Spieler): nur solange ein volles Feld, das du nehmen könntest, zum Nachahmen da ist.\n• **Du bist nicht mit Einsetzen dran**: Beende zuerst die Aktion, in der du bist (ihre Frage steht im Post), oder warte auf deinen Zug. Passen wird in deinem Zug immer angeboten.",
      words: "nicht angeboten, knopf fehlt, fehlender knopf, kein knopf, button fehlt, kein button, fehlt, ausgegraut, nicht verfügbar, deaktiviert, nicht aufgeführt, keine option, kann nicht wählen, kann nicht auswählen, kann nicht klicken, kann nicht setzen, nicht erlaubt",
    },
    "guide:returning": {
      title: "Heimkehr",
      text: "Alle nehmen ihre Arbeiter zurück. Das Startspielerschiff zieht auf das nächste Rundenfeld: „Startspieler wird immer der Spieler rechts vom aktuellen Startspieler. Dieser Spieler macht den letzten Zug der aktuellen Runde und den ersten der folgenden Runde, d. h., er macht praktisch zwei Züge hintereinander.“ Hat das neue Rundenfeld Anweisungen, gelten sie sofort (Thema Rundenfelder). Nach Runde 7 wird die Partie gewertet. Der Bot erledigt all das von selbst.\n**Zugreihenfolge**: In der Arbeitszeit macht ihr reihum je einen Zug in Sitzreihenfolge (im Uhrzeigersinn), beginnend mit dem Startspieler. Den Startspieler von Runde 1 lost der Bot aus.",
      words: "zugreihenfolge, reihenfolge, startspieler, wer fängt an, wer beginnt, wer ist zuerst dran, spielreihenfolge, im uhrzeigersinn, zwei züge hintereinander, nächste runde, rundenende, ende der runde, heimkehr, nach hause",
    },
    "guide:round-spaces": {
      title: "Rundenfelder 3-6: neue Gebäude",
      text: "Wenn das Startspielerschiff auf ein Rundenfeld zieht (in der Heimkehr, bevor die Runde beginnt):\n• **Runde 3** (3-5 Spieler): So viele neue A-Gebäude wie Spieler (3, 4 oder 5) kommen in die A-Auslage, nicht mehr als sie freie Plätze hat.\n• **Runde 4**: Jeder Spieler zieht C-Gebäude auf eine verdeckte Hand: 4 bei 2 Spielern, 3 bei 3, 2 bei 4 oder 5 (siehe `/hand`). Ab jetzt darfst du sie bauen.\n• **Runde 5** (3-5 Spieler): 2 neue B-Gebäude (3 bei 5 Spielern).\n• **Runde 6**: Jedes C-Gebäude, das noch auf der Hand ist, wird offen ausgelegt: Jeder darf es jetzt bauen.",
      words: "rundenfelder, rundenfeld, neue gebäude, c-gebäude, c gebäude, hand, ziehen, runde 3, runde 4, runde 5, runde 6",
    },
    "guide:scoring": {
      title: "Wertung",
      text: "Nach Runde 7 (`/score` zeigt den Stand jederzeit):\n+ SP der Schiffe (Schaluppe 1, Kutter 2, Schoner 4)\n+ SP der Gebäude (aufgedruckt, oder nach der Bedingung der Karte bei einem *)\n+ 1 je realisiertem Anteil, den du hältst, in jeder Farbe\n+ 1 je Gold in deinem Vorrat\n− 1 je freiem Bauplatz auf deinem Hafenplan\n− 1 je nicht realisiertem Anteil, den du hältst.\nHolz und Fische zählen für sich nichts. „Der Spieler mit den meisten Siegpunkten gewinnt. Bei Gleichstand genießt ihr euren geteilten Sieg.“ Das Beispiel der Spielregel: 11 + 8 + 21 − 5 = 35.",
      words: "punkte, sp, siegpunkte, sieg, wertung, werten, gewinner, sieger, gleichstand, ende, spielende, ende der partie, letzte runde, zählen, abrechnung",
    },
    "guide:shares": {
      title: "Anteile",
      text: "Jede Firma hat 5 Anteile: 2 realisierte und 3 nicht realisierte zu Beginn. **Anteil realisieren** dreht einen nicht realisierten um, legt ihn auf das Feld „neu realisierte Anteile“ des Aktionsplans und zahlt dir 2 Gold; **Alle Anteile kaufen** nimmt jeden Anteil dort, jeder Farbe. **Fische**: In jeder Fangzeit legt Schritt 2 je 1 Fisch deines Fangs auf jeden deiner Anteile auf dem Aktionsplan oder bei einem anderen Spieler (diese Fische gehen zurück in den Vorrat oder an diesen Spieler), und Schritt 3 legt 1 Fisch auf jeden realisierten Anteil in deinem eigenen Vorrat (diese Fische bekommst du). Anteile anderer Farben, die du hältst, bringen dir die Fische ihrer Besitzer. **Wertung**: +1 SP je realisiertem Anteil, den du hältst (jede Farbe), −1 SP je nicht realisiertem Anteil.",
      words: "anteil, anteile, aktie, aktien, börse, aktionär, anleger, investor, dividende, nicht realisiert",
    },
    "guide:elders": {
      title: "Älteste: anwerben und nutzen",
      text: "**Anwerben**: Das Aktionsfeld Ältesten anwerben setzt den obersten Ältesten eines Stapels in deinen Ältestenrat (höchstens 5); du darfst ihn sofort nutzen, als Teil dieser Aktion. **Nutzen**: In deinem Zug darfst du statt auf ein Aktionsfeld einen Arbeiter auf einen Ältesten in deinem eigenen Ältestenrat setzen. „Nimm 1 Fisch vom höchsten Teller der Festtafel und lege ihn auf den Ältesten. Bei 3 Fischen: 1 in deinen Vorrat, 2 zurück. Dann führe die Aktion des Ältesten aus.“ Jeder Älteste nimmt einen Arbeiter pro Runde. Nutzt du ihn sofort beim Anwerben, kommt kein Arbeiter auf ihn, also kannst du einen neuen Ältesten in dieser Runde zweimal nutzen: sofort, und mit einem Arbeiter in einem späteren Zug. Ein Ältester, den ein Gebäude einsetzt (Park Lodge, Ballroom, Village Center), kann nicht sofort genutzt werden: Setz ab deinem nächsten Zug einen Arbeiter auf ihn. Ohne Fische auf der Festtafel kann kein Ältester genutzt werden (Fische servieren füllt die Teller).\n**Füttern**: In jeder Fangzeit kommt zuerst 1 Fisch deines Fangs auf jeden deiner Ältesten; bei 3 Fischen bekommst du 1, und 2 gehen zurück. Du fütterst sie nie aus deinem Vorrat.\nDie Aktion eines Ältesten liest du mit `/rules topic:` und seinem Namen; siehe auch die Auslegung, wann ein Ältester genutzt werden darf.",
      words: "ältester, älteste, ältesten, ältestenrat, rat, dorfälteste, ältesten nutzen, älteste nutzen, ältesten zweimal nutzen, älteste füttern, ältesten füttern, fische auf ältesten, alte männer, alter mann, senioren, greise",
    },
    "guide:imitation": {
      title: "Nachahmungsplättchen (4-5 Spieler)",
      text: "Bei 4 Spielern fasst ein zusätzliches Feld 1 Arbeiter und ahmt ein beliebiges Aktionsfeld nach, das schon voll ist. Bei 5 Spielern gibt es drei solche Felder, jedes ahmt ein volles Feld seiner eigenen Spalte nach (siehe die Auslegung zum Nachahmungsplättchen). Aktionen von Ältesten können nicht nachgeahmt werden.",
      words: "nachahmung, nachahmungsplättchen, nachahmen, kopieren, imitieren, 4 spieler, 5 spieler",
    },
    "guide:harbor": {
      title: "Hafenplan, Wälder und Holz",
      text: "Dein Hafenplan hat die Rücklagen (oben links) und 11 Bauplätze in einem 3x4-Raster; jeder freie Bauplatz kostet am Ende 1 SP. Wälder liegen über Doppelfeldern (zwei nebeneinander) und blockieren sie: Abholzen und manche Älteste entfernen sie, Aufforsten fügt welche hinzu. Du beginnst mit 4 Wäldern. Du darfst höchstens 12 Holz halten; „Fische und Gold darfst du dort so viel haben, wie du willst“.",
      words: "hafen, hafenplan, bäume, baum, wald, wälder, waldstreifen, bauplätze, freie plätze, leere plätze, raster, platz, rücklagenfeld, holzgrenze, holzlimit",
    },
    "guide:ratings": {
      title: "Ratings: dein Rating und die Rangliste",
      text: "Jeder Server führt für jeden Spieler ein Rating. Eine beendete Partie ändert die Ratings ihrer Spieler einmal, außer ihr Gastgeber hat sie mit `/nusfjord new rated:false` eröffnet (oder vor dem Start `/nusfjord settings rated:false` gesetzt); eine abgebrochene Partie zählt nie. Dein Platz in einer Partie ist deine Endsumme, und gleiche Summen teilen sich einen Platz. Wer vor höher bewerteten Spielern landet, gewinnt mehr als vor schwächeren, und jede Partie macht dein Rating sicherer. Die Ratings sind die von OpenSkill (gemacht für 2-5 Spieler und Gleichstände); die angezeigte Zahl ist vorsichtig (mu − 3 sigma): Alle beginnen bei 0, und sie steigt, wenn du gut spielst.\nAuch die KI-Spieler werden bewertet, ein Rating pro Stufe (KI leicht, KI mittel, KI schwer), damit du siehst, wo du gegen sie stehst; eine Stufe mit mehreren Plätzen an einem Tisch zählt einmal, mit dem Mittel ihrer Plätze. Übergibt der Gastgeber deinen Platz während einer Partie an eine KI, wirst du in dieser Partie Letzter, und diese KI wird dafür nicht bewertet.\n`/leaderboard` listet die Spieler des Servers nach Rating, 10 pro Seite, mit der Zahl ihrer gewerteten Partien und Siege: Du erscheinst dort nach 3 gewerteten Partien. Der Abschluss-Post zeigt die Änderung jeder Person.\n`/profile` zeigt den Verlauf deines Ratings als Diagramm, wie deine Partien liefen (deine Punkte, Zeile für Zeile) und die Gebäude, die du am häufigsten baust (`player:` die eines anderen, `ai:` die einer KI-Stufe). `/nusfjord privacy` sagt, was der Bot über dich speichert, und lässt dich die Ranglisten verlassen: Deine Partien bleiben, für andere ohne deinen Namen.",
      words: "rating, ratings, gewertet, ungewertet, elo, rang, rangliste, ranking, bestenliste, können, spielstärke, mmr, tabelle, profil, statistik, statistiken, datenschutz, abmelden",
    },
    "bot:time-off": {
      title: "Auszeit: abwesend, Ruhezeiten und die Zugfrist",
      text: "**Abwesend** (`/nusfjord away until:29 Nov`, oder Stunden: `until:48`; höchstens 30 Tage; `until:off`, wenn du früher zurück bist): In allen deinen Partien keine Erinnerungen oder Direktnachrichten, deine Zug-Posts pingen dich nicht, und der Tisch sieht „Ann ist abwesend bis So., 29. Nov.“, wenn du dran bist. Deine Uhren stehen (Erinnerungen, die KI-Übernahmefrist, die Zugfrist) und laufen weiter, wo sie waren, wenn du zurück bist.\n**Ruhezeiten** (`/nusfjord settings quiet:22-08 timezone:Europe/Oslo`; `quiet:off`): Zug-Posts kommen weiter, pingen dich aber nicht, und Erinnerungen und Direktnachrichten warten, bis die Ruhezeiten enden. Die Uhren laufen weiter.\n**Zugfrist** (der Gastgeber: `/nusfjord settings turn_hours:24`; standardmäßig aus): Hat ein Zug so lange gewartet (Abwesenheit nicht gezählt), spielt eine KI der Stufe der Partie (das `ai_level` von `/nusfjord new`, standardmäßig mittel) diesen einen Zug, und der Thread erfährt es. Deine eigene nächste Wahl gehört wieder dir. Nach 3 solchen Zügen in Folge wird dem Gastgeber angeboten, den Platz eine KI spielen zu lassen.",
      words: "abwesend, abwesenheit, auszeit, urlaub, ferien, pause, ruhezeit, ruhezeiten, schlafen, nicht stören, zeitzone, frist, zugfrist, timer, turn_hours",
    },
    "space:gold": {
      title: "+1 Gold (Aktionsfeld)",
      text: "Nimm 1 Gold in deinen Vorrat. Jedes Gold ist am Ende 1 SP und bezahlt Gebäude, Kutter, Schoner und Anteile. Das Feld fasst 1 Arbeiter pro Runde.\nGut für: das 1 Gold, das dir für ein Gebäude oder ein Schiff fehlt; behalten ist es 1 SP.",
      words: "geld, münze, münzen, bargeld, gold, einkommen",
    },
    "space:transfer-reserve": {
      title: "Rücklagen flüssig machen (Aktionsfeld)",
      text: "Bewege alle Waren aus deinen Rücklagen (dem Feld oben links auf deinem Hafenplan, wo die Fangzeit deine Fische lässt) in deinen Vorrat; Holz über 12 geht zurück in den allgemeinen Vorrat. Nicht möglich, solange deine Rücklagen leer sind. Das Feld fasst 1 Arbeiter pro Runde.\nGut für: Fische, die du ausgeben kannst (jeder Fang lässt sie in den Rücklagen, bis zu 8): Nimm es, wenn die Rücklagen sich füllen oder wenn du ihre Fische jetzt brauchst.",
      words: "rücklagen, lager, speicher, flüssig machen, übertragen, fische holen, fische nehmen, fische einsammeln",
    },
    "space:serve-fish": {
      title: "Fische servieren (Aktionsfeld)",
      text: "Bediene den kleinsten leeren Teller der Festtafel: Zahle so viele Fische wie seine Zahl (1 kommt auf den Teller, der Rest zurück in den Vorrat) und nimm 1 Gold; du darfst mit dem nächsten Teller weitermachen und dem nächsten, und musst mindestens einen bedienen. Du zahlst mit den Fischen in deinem Vorrat: Fische noch in deinen Rücklagen zählen nicht (Rücklagen flüssig machen holt sie herüber). Die Fische auf den Tellern sind, was deine Ältesten essen: Einen Ältesten zu nutzen nimmt 1 Fisch vom höchsten Teller. Das Feld fasst 1 Arbeiter pro Runde.\nGut für: übrige Fische in Gold verwandeln (die niedrigen Teller sind billig), und Fische auf die Teller legen, die deine Ältesten brauchen.",
      words: "füttern, essen, nahrung, festtafel, fest, teller, servieren, fische servieren, fisch verkaufen",
    },
    "space:build-building": {
      title: "Gebäude bauen (Aktionsfeld)",
      text: "Zahle die Kosten eines Gebäudes und lege es auf einen freien Bauplatz deines Hafenplans (kein Gebäude, kein Wald): aus den Auslagen A und B; ab Runde 4 auch von deiner Hand mit C-Gebäuden; ab Runde 6 die offen ausgelegten C-Gebäude. Jedes Gebäude bringt seine SP, und viele haben eine Wirkung (`/rules topic:` mit seinem Namen oder seiner Nummer). Bei 2 Spielern gibt es zwei Baufelder, die je 1 Arbeiter fassen; bei 3-5 Spielern fasst ein Feld 3 Arbeiter.\nGut für: SP und eine Wirkung, und einen Bauplatz, der am Ende nicht mehr 1 SP kostet: Dein Hafen hat 11 zu füllen, also baue von Anfang an.\nWohin es kommt: Wenn jeder freie Platz für dich gleich ist, legt der Bot es sofort hin und sagt, wohin (`/rules topic:Auslegung wohin ein Gebäude kommt`).",
      words: "bauen, gebäude, errichten, karte, karten, haus, häuser",
    },
    "space:issue-share": {
      title: "Anteil realisieren (Aktionsfeld)",
      text: "Dreh einen deiner nicht realisierten Anteile um, leg ihn auf das Feld „neu realisierte Anteile“ des Aktionsplans und nimm 2 Gold. Mit 3 nicht realisierten Anteilen zu Beginn kannst du das höchstens 3-mal pro Partie tun. Er kostet dich am Ende keinen 1 SP mehr, aber jeder deiner Anteile bei anderen nimmt einen Fisch deines Fangs (Thema Anteile). Das Feld fasst 1 Arbeiter pro Runde bei 2 Spielern, 2 bei 3-5 Spielern.\nGut für: sofort 2 Gold und 1 SP weniger, den du am Ende verlierst; der Preis ist 1 Fisch jedes Fangs, solange der Anteil auf dem Plan liegt oder jemand anderes ihn hält.",
      words: "realisieren, anteil realisieren, anteil verkaufen, geld beschaffen",
    },
    "space:buy-shares": {
      title: "Alle Anteile kaufen (Aktionsfeld)",
      text: "Nimm jeden Anteil auf dem Feld „neu realisierte Anteile“ (jede Farbe, auch deine eigene) in deinen Vorrat und zahle je 1 Gold; alle oder keinen. Die Summe ist in den Runden 4-5 um 1 Gold geringer und in den Runden 6-7 um 2 Gold, nie unter 0. Jeder realisierte Anteil, den du hältst, bringt 1 SP und dir die Fische seines Besitzers. Das Feld fasst 1 Arbeiter pro Runde.\nGut für: 1 SP je Anteil, und jeder Anteil eines anderen Spielers bringt dir 1 Fisch aus jedem seiner Fänge; billiger ab Runde 4.",
      words: "kaufen, anteile kaufen, alle anteile kaufen, investieren",
    },
    "space:deforest": {
      title: "Abholzen (Aktionsfeld)",
      text: "Entferne 1 Wald von deinem Hafenplan und nimm 5 Holz (du hältst höchstens 12). Das Feld fasst 1 Arbeiter pro Runde bei 2 Spielern, 2 bei 3-5 Spielern.\nGut für: viel Holz auf einmal, für Schiffe und Gebäude, und ein freigeräumtes Doppelfeld zum Bauen: früh, damit du Zeit hast, es zu füllen.",
      words: "holz, bauholz, stämme, fällen, bäume fällen, roden, rodung, abholzen, kein holz, holz fehlt, holz ausgegangen",
    },
    "space:thin-out": {
      title: "Durchforsten (Aktionsfeld)",
      text: "Nimm 1 Holz je Wald auf deinem Hafenplan; die Wälder bleiben. „Hast du keine Wälder mehr oder bereits 12 Holz in deinem Vorrat, darfst du das Aktionsfeld nicht besetzen.“ Das Feld fasst 1 Arbeiter pro Runde.\nGut für: Holz, während deine Wälder bleiben, am besten mit vielen Wäldern.",
      words: "durchforsten, auslichten",
    },
    "space:reforest": {
      title: "Aufforsten (Aktionsfeld)",
      text: "Lege 2 Wälder aus dem allgemeinen Vorrat auf ein Doppelfeld deines Hafenplans, dessen beide Plätze frei sind. Das Feld fasst 1 Arbeiter pro Runde.\nGut für: spät in der Partie zwei freie Bauplätze bedecken (ein Platz unter einem Wald ist nicht frei, kostet also keinen SP); oder mehr Wälder zum Durchforsten.",
      words: "pflanzen, bäume pflanzen, aufforsten, neu pflanzen, plätze bedecken",
    },
    "space:build-ship": {
      title: "Schiff bauen (Aktionsfeld)",
      text: "Kaufe ein Schiff und lege es rechts neben deine Schiffe auf der Fangleiste: Schaluppe: 2 Holz + 2 Fische; bedeckt 2 Felder; 1 SP; Kutter: 6 Holz + 1 Gold; bedeckt 3 Felder; 2 SP; Schoner: 8 Holz + 8 Fische, oder 4 Gold; bedeckt 4 Felder; 4 SP. Es bedeckt Zahlen auf der Leiste, also wächst deine Fangmenge (die niedrigste sichtbare Zahl). Das Feld fasst 1 Arbeiter pro Runde bei 2 Spielern, 2 bei 3-5 Spielern.\nGut für: einen größeren Fang in jeder späteren Fangzeit, und SP: je früher, desto mehr Fänge vergrößert es.",
      words: "boot, boote, schiff, schiffe, flotte, schaluppe, kutter, schoner, größerer fang, mehr fische",
    },
    "space:take-elder": {
      title: "Ältesten anwerben (Aktionsfeld)",
      text: "Nimm den obersten Ältesten eines der Stapel auf der Vorratstafel für Schiffe und Älteste und setze ihn in deinen Ältestenrat (höchstens 5). „Darf seine Aktion sofort nutzen, indem er 1 Fisch vom höchsten Teller der Festtafel nimmt und auf den Ältesten legt“ (Thema Älteste). Ab dann gibt ihm jede Fangzeit zuerst 1 Fisch deines Fangs. Das Feld fasst 1 Arbeiter pro Runde bei 2 Spielern, 2 bei 3-5 Spielern.\nGut für: ein eigenes Aktionsfeld, das niemand blockieren kann; er nimmt 1 Fisch jedes Fangs, und ihn zu nutzen braucht Fische auf der Festtafel.",
      words: "ältesten anwerben, ältesten nehmen, neuer ältester, anwerben, anheuern",
    },
    "guide:rulings": {
      title: "Unsere Auslegungen (Liste)",
      text: "Wo die gedruckten Regeln schweigen oder mehr als eine Lesart zulassen, spielt der Bot so. Lies eine mit `/rules topic:Auslegung` und ihrem Namen, z. B. `/rules topic:Auslegung rückgängig`:\nerzwungene Entscheidungen · wohin ein Gebäude kommt · Entscheidungen beim Fischen · Pond Builder · Rücklagen flüssig machen · Waldvorrat · gemischte Decks · rückgängig · Gebäudewirkungen · wann ein Ältester genutzt werden darf · das Nachahmungsplättchen mit 5 Spielern · Fangmengen der Fangleiste · „Fangmenge“ auf Karten · eine Fangmenge über 12 · 8 Fische in den Rücklagen · eine Sofort-Wirkung ablehnen · Immer-wenn-Karten und die Aktion, die sie baute · erster, zweiter und dritter Arbeiterzug · Town Hall · Shipping Office und der Schoner für 8 Holz + 8 Fische · Carver und aufgedruckte Holzkosten · Wirkungen, die warten, und ihre Reihenfolge · einen Teil einer Wirkung nutzen · was als Abholzen oder Aufforsten zählt · Gebäude zählen · Jederzeit-Tauschgeschäfte · Wirkungen „jedes Mal vor“ einer Aktion · Purveyor · Aktionen durch Karten · Holz des Collection Point und Gold des Sailor’s Home · Lighthouse · Ballroom und verdeckte Älteste · das Ende der Partie · Nursery, Hermitage, Longhouse und Bank bei der Wertung · Kosten von Swing-Net Fishery und Fishhouse · Fisher’s Cottage und Cold Storage · Stilt House, Wharf und Dockhouse · Reserve Depot · laufende Partien, wenn der Bot aktualisiert wird",
      words: "auslegungen, auslegung, unsere auslegungen, regelfragen, hausregeln, anmerkungen, klarstellungen, faq, sonderfälle",
    },
    "ruling:forced": {
      title: "Auslegung: erzwungene Entscheidungen",
      text: "Hat eine nötige Entscheidung genau eine mögliche Antwort (ein Waldstapel zum Entfernen, ein Schiff, das du dir leisten kannst), trifft der Bot sie für dich; ein freiwilliger Schritt, in dem nichts möglich ist, wird übersprungen. Einen Arbeiter einsetzen und passen wird immer gefragt.",
    },
    "ruling:building-space": {
      title: "Auslegung: wohin ein Gebäude kommt",
      text: "Wenn jeder freie Bauplatz für die Regeln und für deine Karten gleich ist (jeder nimmt Aufforsten ein freies Doppelfeld oder keiner, und so oder so bleiben gleich viele; kein Holz des Collection Point liegt auf einem und nicht auf einem anderen; keine Karte, die du gebaut hast, unterscheidet sie, und keine, die du hältst oder bauen könntest, liest, wo Gebäude stehen), legt der Bot das Gebäude sofort auf den ersten davon in Leserichtung und sagt, wohin („Fish Stand kam auf A2: jeder freie Platz war für dich gleich“). Um es trotzdem woanders hinzulegen, solange Rückgängig es noch erlaubt (Auslegung rückgängig): **◀ Zurück**, wenn die Aktion mit einer weiteren Frage weitergeht, oder `/undo steps:1` (mehr Schritte für die Fragen danach), sobald sie fertig ist; beides fragt erneut, wohin es kommt, mit jedem Platz. Der Knopf **Rückgängig** nimmt die ganze Aktion zurück, und es erneut zu bauen legt es auf denselben Platz. Ein Gebäude von deiner Hand wird nie für dich gelegt: Es zu legen zeigt die Karte, und Rückgängig endet dort, also fragt der Bot, wohin es kommt, auch wenn jeder Platz gleich ist. Unterscheiden sich die Plätze, fragt der Bot, und jeder Platz sagt, wie er sich unterscheidet („blockiert Aufforsten auf B1-B2“, „+1 Holz liegt hier (Collection Point)“, „neben deiner Church: 4 von 5 Gebäuden“).",
      words: "welcher platz, wohin bauen, automatisch gelegt, automatisch platziert, platzierung, gebäude verschieben, gebäude umlegen",
    },
    "ruling:fishing": {
      title: "Auslegung: Entscheidungen beim Fischen",
      text: "Du wirst nur gefragt, wenn der Fang in Schritt 1 (Älteste) oder Schritt 2 (deine Anteile bei anderen Spielern, nach denen auf dem Aktionsplan) nicht reicht; sonst erledigt sich die Fangzeit von selbst.",
    },
    "ruling:pond-builder": {
      title: "Auslegung: Pond Builder",
      text: "Seine Fische werden wie in der Fangzeit verteilt; Fische auf Anteilen gehen sofort in die Vorräte ihrer Halter (oder vom Aktionsplan zurück in den allgemeinen Vorrat), da kein Ende einer Fangzeit folgt.",
    },
    "ruling:transfer-reserve": {
      title: "Auslegung: Rücklagen flüssig machen",
      text: "Darf genommen werden, wann immer die Rücklagen etwas enthalten (das Feld fasst einen Arbeiter).",
    },
    "ruling:forests": {
      title: "Auslegung: Waldvorrat",
      text: "Wälder im allgemeinen Vorrat sind unbegrenzt.",
    },
    "ruling:mixed-deck": {
      title: "Auslegung: gemischte Decks",
      text: "Das Deck, aus dem alle späteren A-, B- und C-Gebäude kommen, wählt der Seed der Partie, und der Spielplan zeigt es.",
    },
    "ruling:undo": {
      title: "Auslegung: rückgängig",
      text: "Ein Fehlklick ist nie endgültig: Der Knopf **Rückgängig** an der Antwort auf deine Aktion (oder `/undo`) nimmt die ganze Aktion zurück, und **Zurück** nimmt mitten in einer Aktion die letzte Wahl zurück. Das geht, bis ein anderer Spieler eine Wahl trifft oder etwas Verborgenes aufgedeckt wird (eine gezogene Karte, eine gezeigte Karte von einer Hand, ein aufgedeckter verdeckter Ältester). In einer ungewerteten oder Lernpartie werden die seitdem gemachten KI-Züge mit deinen zurückgenommen und neu gespielt. In einer gewerteten Partie endet Rückgängig, sobald jemand anderes gezogen hat, KI-Spieler eingeschlossen: Du sollst nicht die Antwort der KI sehen und dann deinen Zug zurücknehmen (die Antwort auf deine Aktion sagt dann, dass es kein Rückgängig gibt, und warum). Die Wahl eines anderen kannst du nie zurücknehmen. Wurde dein Zug schon gepostet, bearbeitet ein Rückgängig diesen Post (seine Knöpfe verschwinden, eine Zeile sagt, dass der Zug zurückgenommen wurde) und löscht die Zeile, die den nächsten Spieler gepingt hat, damit er einmal gepingt wird, wenn du den Zug erneut spielst. Nach **Zurück** funktionieren die Knöpfe des Zug-Posts wieder: Die Partie steht, wo der Post sie ließ. In einer Partie, die vor Regelversion 6 gespeichert wurde, kann Rückgängig noch beim letzten damals festgehaltenen Zug- oder Phasenwechsel enden, bis zur nächsten Aufdeckung.",
    },
    "ruling:buildings": {
      title: "Auslegung: Gebäudewirkungen",
      text: "Gebäudekarten wirken, wie der Anhang sie beschreibt: Alle 132 haben ihre Wirkung im Bot, und wo der Text einer Karte mehr als eine Lesart zulässt, sagen die Auslegungen hier, welche der Bot spielt. Sollte einer Karte je ihre Wirkung fehlen, sagt der Bot das überall, wo du entscheidest (das Baumenü, /hand, /rules, die Bilder). Kosten „N/A“ sind kostenlos.",
    },
    "ruling:elder-use": {
      title: "Auslegung: wann ein Ältester genutzt werden darf",
      text: "Ob du einen Ältesten nutzen darfst, wird beurteilt, nachdem sein Fisch genommen ist: Der Fisch vom höchsten Teller der Festtafel kommt auf den Ältesten, ein dritter Fisch zahlt 1 Fisch in deinen Vorrat, und erst dann muss seine Aktion möglich sein. So darf ein Sailor den Teller bedienen, den sein eigener Fisch gerade geleert hat, und ein Constructor darf mit dem ausgezahlten Fisch bezahlen. „Jetzt nutzen“ nach Ältesten anwerben wird zu denselben Bedingungen angeboten.",
    },
    "ruling:imitation-5p": {
      title: "Auslegung: das Nachahmungsplättchen mit 5 Spielern",
      text: "Seine drei Felder ahmen je ein volles Aktionsfeld ihrer eigenen Spalte nach: Spalte 1 = +1 Gold, Anteil realisieren, Alle Anteile kaufen; Spalte 2 = Rücklagen flüssig machen, Fische servieren, Ältesten anwerben, Schiff bauen; Spalte 3 = Gebäude bauen, Abholzen, Durchforsten, Aufforsten. Aktionen von Ältesten können nicht nachgeahmt werden, und eine nachgeahmte Aktion ist kein „Einsetzen eines Arbeiters auf“ das nachgeahmte Feld (Forestry, Construction Yard).",
    },
    "ruling:haul-track": {
      title: "Auslegung: Fangmengen der Fangleiste",
      text: "Bedeckte Felder 0-14 ergeben eine Fangmenge von 3, 4, 5, 5, 6, 7, 8, 8, 9, 10, 10, 11, 11, 12, 12: Die Fangmenge ist die Zahl auf dem am weitesten links liegenden freien Feld, oder 12, wenn alle 14 bedeckt sind. Die Texte legen die letzten fünf fest (das Stilt House bedeckt 10, 11, 11 und 12; „es gibt zwei 12en“; der Schoner des Wharf hebt eine Fangmenge von 10 immer auf 12).",
    },
    "ruling:haul-size-cards": {
      title: "Auslegung: „Fangmenge“ auf Karten",
      text: "Jede Karte, die deine Fangmenge liest (Pond Hut, Whaling Station, Wood Shipping Co. und andere), liest deine tatsächliche Fangmenge: die Zahl der Fangleiste, durch die Supply Storage auf deine Anzahl an Wäldern angehoben.",
    },
    "ruling:haul-above-12": {
      title: "Auslegung: eine Fangmenge über 12",
      text: "Das Minimum der Supply Storage hat keine Obergrenze: Mit 13 Wäldern ist deine Fangmenge 13, und du fängst 13 Fische. Die gedruckte Fangleiste endet bei 12, also gilt eine Karte, die „deine Fangmenge ist 12“ verlangt (Whaling Station, Driftwood Rafting, Swing-Net Fishery), für eine Fangmenge von 12 oder mehr, und ein Stilt House mit bedeckten linken Feldern behält eine höhere Fangmenge aus der Supply Storage. Bedingungen an andere Werte bleiben genau: Das Wharf braucht genau 10.",
    },
    "ruling:reserve-fish": {
      title: "Auslegung: 8 Fische in den Rücklagen",
      text: "„Solange 8 oder mehr Fische in deinen Rücklagen liegen, kannst du dort keine weiteren Fische hineinbekommen“ gilt für jede Quelle (Fischen, Pond Builder, Net Pen, Forest Storage, Customs Area, …): Fische füllen die Rücklagen bis 8, nie darüber, und bei 8 oder mehr kommt nichts hinzu. Nur das Cooling House verdoppelt über 8 hinaus; das Angler’s House tut bei 8 oder mehr nichts.",
    },
    "ruling:decline": {
      title: "Auslegung: eine Sofort-Wirkung ablehnen",
      text: "„Du darfst die Wirkung ablehnen“: Der Bot fragt nur, wo Ablehnen etwas ändern kann. Wirkungen, die nur Waren in deinen Vorrat oder deine Rücklagen legen oder einen deiner eigenen Anteile drehen (Town Hall), wirken sofort; Wirkungen, die eine Aktion ausführen, Schiffe, Älteste, Wälder oder Anteile bewegen oder den gemeinsamen Spielplan berühren, fragen „nutzen / ablehnen“ in den Worten der Karte.",
    },
    "ruling:whenever-timing": {
      title: "Auslegung: Immer-wenn-Karten und die Aktion, die sie baute",
      text: "Ein Ereignis, das geschah, bevor dir eine Karte gehörte, löst sie nie aus („nicht rückwirkend“), aber eines, das abgeschlossen wird, nachdem sie steht, schon: Die Joinery und der Construction Yard zahlen bei der Aktion Gebäude bauen aus, die sie gebaut hat. Immer-wenn-Wirkungen lösen nicht im Zug eines anderen Spielers aus (ein Tausch, den du außerhalb deines Zugs machst, löst keine aus). Karten über einen ganzen Zug oder eine ganze Runde schauen auf alles davon, auch auf das, was geschah, bevor du sie gebaut hast: Ein Logger’s Pond, in einem Zug gebaut, zählt die früher in diesem Zug entfernten Wälder, und das Youth Hostel zu bauen ist ein Gebäude in dieser Runde zu bauen (kein Gold dafür in dieser Runde).",
    },
    "ruling:worker-turn": {
      title: "Auslegung: erster, zweiter und dritter Arbeiterzug",
      text: "Für die Building Company und das Holiday Resort ist dein erster, zweiter oder dritter Arbeiterzug die Ordnungszahl deines Zugs in der Runde, Passen eingeschlossen, nicht die Zahl eingesetzter Arbeiter. Außerhalb deines eigenen Zugs der Arbeitszeit gibt es keinen Arbeiterzug: Dann nimmt und gibt das Holiday Resort keine Fische.",
    },
    "ruling:town-hall": {
      title: "Auslegung: Town Hall",
      text: "Das „drehe einen realisierten Anteil“ der Karte ist ein Druckfehler: Einer deiner nicht realisierten Anteile wird realisiert und bleibt in deinem Vorrat (+1 SP statt -1). Kein Gold, und es ist keine Aktion Anteil realisieren (kein Haulage Firm, Laborer Square oder Ship Holding Co.). Keine Wirkung ohne einen nicht realisierten Anteil.",
    },
    "ruling:shipping-office": {
      title: "Auslegung: Shipping Office und der Schoner für 8 Holz + 8 Fische",
      text: "Das Shipping Office gibt 1 Fisch Rabatt auf eine Schaluppe, 1 Holz auf einen Kutter und 1 Gold auf einen mit Gold gekauften Schoner; ein mit 8 Holz und 8 Fischen bezahlter Schoner bekommt von ihm keinen Rabatt (die Karte nennt für den Schoner nur den Weg mit Gold).",
    },
    "ruling:carver": {
      title: "Auslegung: Carver und aufgedruckte Holzkosten",
      text: "Ein Gebäude hat aufgedruckte Holzkosten, wenn Holz in seinen aufgedruckten Kosten vorkommt, veränderliche Mengen eingeschlossen („3-12 Holz“, die „10 Holz oder 12 Fische“ der Swing-Net Fishery, die „4 Holz, 1 Kutter“ der Boat Hall); die Customs Area („1 Schaluppe“) hat keine.",
    },
    "ruling:trigger-order": {
      title: "Auslegung: Wirkungen, die warten, und ihre Reihenfolge",
      text: "Eine Danach- oder Einmalig-Wirkung, die mitten in einer Aktion ausgelöst wird, wartet, bis diese Aktion (die äußerste: die Aktion deines Arbeiters, die freie Aktion einer Karte, deine Verteilung beim Fischen) abgeschlossen ist. Warten mehrere zugleich, wirken die, die nur Waren geben, zuerst, in der Reihenfolge ihrer Auslösung; würden zwei oder mehr dich etwas fragen, wählst du, welche zuerst kommt (z. B. Laborer Square vor Ship Holding Co. bezahlt ein Schiff mit dessen Holz und Fischen). Die Enden der Fangzeit und der Heimkehr warten auf solche Entscheidungen und gehen dann weiter. Ein Jederzeit-Tausch, den du außerhalb deines Zugs machst, erledigt, was er ausgelöst hat, und kann dir eine Entscheidung lassen.",
    },
    "ruling:partial-use": {
      title: "Auslegung: einen Teil einer Wirkung nutzen",
      text: "Die zwei Aufforsten des Arboretum dürfen je abgelehnt werden, auch das zweite. Das Hideaway ist alles oder nichts: Du wählst das Doppelfeld, dessen Stapel genau einen Wald behält, und jeder andere Wald wird entfernt (jeder zählt für die Forest Storage als Entfernung); oder du lehnst ab und entfernst keinen. Laborer Square und Ship Holding Co. wirken einmal je Aktion Anteil realisieren.",
    },
    "ruling:forest-effects": {
      title: "Auslegung: was als Abholzen oder Aufforsten zählt",
      text: "Der zusätzliche Wald der Sawmill ist eine Entfernung, kein Abholzen (er löst die Forest Storage aus, nicht eine weitere Sawmill). Das Abholzen des Worker’s Cottage ist ein Abholzen (es löst die Sawmill aus), aber keines auf dem Aktionsfeld (keine Forestry). Forester’s Cottage, Ranger und Ranger’s Office fügen Wälder ohne Aufforsten hinzu (der Wald des Ranger’s Office zählt für das Durchforsten, vor dem er kommt). Der zusätzliche Wald der Forest Hut ist Teil des Aufforstens: Du wirst direkt gefragt, nachdem dessen Wälder liegen, vor den Gebäuden, die das Aufforsten auslöst; die 4 Wälder des Forester’s House sind ein Aufforsten. Forestry zahlt nur für Aktionen auf ihrem Aktionsfeld, nicht über Älteste, Karten oder das Nachahmungsplättchen.",
    },
    "ruling:harbor-board": {
      title: "Auslegung: Gebäude zählen",
      text: "Karten, die deine Gebäude zählen (Village Church, Administration, Boardinghouse, Club, Carver), zählen auch ein Gebäude, das neben den Bauplätzen liegt (das Stilt House auf der Fangleiste); Karten über Nachbarn (Rich Forest, Villa, Extension, Church) zählen nur Gebäude auf Bauplätzen.",
    },
    "ruling:exchanges": {
      title: "Auslegung: Jederzeit-Tauschgeschäfte",
      text: "Ein Tausch wird nur angeboten, wenn du ihn bezahlen kannst und er dir etwas bringt (kein Holz für einen Vorrat, der schon bei 12 ist, keine Fische in Rücklagen bei 8). Du darfst ihn in deinem Zug oder außerhalb nutzen, aber nicht mitten in einer Aktion und nicht, während du noch deinen Fang verteilst.",
    },
    "ruling:before-effects": {
      title: "Auslegung: Wirkungen „jedes Mal vor“ einer Aktion",
      text: "Was eine Karte dir vor einer Aktion gibt, zählt, wenn der Bot entscheidet, ob du sie nehmen darfst: Die 3 Holz des Pier House und das Gold der Seafaring Society lassen dich ein Schiff bauen beginnen, das du sonst nicht bezahlen könntest (du musst dann ein Schiff bauen: Die Waren kommen, wenn du es wählst), das Holz des Woodcarver und das Gold des Sailor’s Home zählen für den Ältesten, den du nutzt, das Holz des Driftwood Rafting (Fangmenge 12) öffnet Rücklagen flüssig machen bei leeren Rücklagen, und das Holz des Collection Point lässt dich ein Gebäude wählen, das du nur damit bezahlen kannst (dann werden nur Plätze mit Holz angeboten), auch wenn es einen Weg einer Kostenwahl bezahlt (9 Holz und das Holz eines Platzes bezahlen die 10 Holz der Swing-Net Fishery). Das Ranger’s Office öffnet Durchforsten bei 12 Holz nicht.",
    },
    "ruling:purveyor": {
      title: "Auslegung: Purveyor",
      text: "Mit Fischen auf der Festtafel wird das Servieren des Purveyor vor dem Nutzen eines Ältesten angeboten (ein Teller, +1 Gold), außer das Servieren ließe diesem Ältesten nichts zu tun. Bei leerer Tafel heißt einen Ältesten nutzen zuerst servieren: Das Servieren geschieht von selbst, und erst es lässt dich den Ältesten nutzen.",
    },
    "ruling:granted-actions": {
      title: "Auslegung: Aktionen durch Karten",
      text: "Aktionen, die eine Karte „ohne einen Arbeiter einzusetzen“ gewährt, zählen nie als Einsetzen (Fisher’s House, Forestry und Construction Yard übergehen sie). Ein kostenloses Schiff ist eine Aktion Schiff bauen (die zwei Schaluppen der Boat Hall auch), also wirken Pier House, Seafaring Society und Raftbuilder einmal. Ein Ältester, der über die Park Lodge, den Ballroom oder das Village Center kommt, kann nicht sofort genutzt werden. Die Schaluppe des Village Center und seine zwei Ältesten kommen in beliebiger Reihenfolge, jedes darf übersprungen werden, und die zwei Ältesten folgen aufeinander. Die 3 Gold des Office sind Teil seines Anteil realisieren, also sind sie in der Hand, bevor die Ship Holding Co. fragt. Das Fisher’s House bietet ein Servieren je eingesetztem Arbeiter an, nach der ganzen Aktion.",
    },
    "ruling:tokens": {
      title: "Auslegung: Holz des Collection Point und Gold des Sailor’s Home",
      text: "Das Holz auf deinen freien Bauplätzen und das Gold auf deinen Ältesten sind auf der Karte vermerkt und verlassen den allgemeinen Vorrat erst, wenn du sie einsammelst; was nie eingesammelt wird, bleibt dort: Wenn die Wertung beginnt (nach dem Fenster vor der Wertung), geben die Karten es zurück, ohne SP, und die Endpläne zeigen keins. Ein Aufforsten oder eine andere Waldlegung auf ein Doppelfeld sammelt das Holz beider Plätze ein; ein Platz mit Holz ist weiterhin frei. Älteste, die nach dem Sailor’s Home kommen, bekommen kein Gold.",
    },
    "ruling:lighthouse": {
      title: "Auslegung: Lighthouse",
      text: "Das Lighthouse bietet sein Rücklagen flüssig machen an, wenn deine Rücklagen 8 Fische erreichen (oder wenn du es mit 8 dort baust): nach der Aktion, in der du bist, oder in der Fangzeit nach deiner eigenen Verteilung, und die Arbeitszeit wartet auf deine Antwort. Nach einem Ablehnen wird es erst wieder angeboten, wenn die Fische unter 8 fielen und zurückkamen.",
    },
    "ruling:elder-board": {
      title: "Auslegung: Ballroom und verdeckte Älteste",
      text: "Bei 5 Spielern ist ein verdeckter Ältester unten in einem Stapel ein Ältester auf der Vorratstafel: Der Ballroom bringt 6 SP nur, wenn jeder Stapel leer ist.",
    },
    "ruling:game-end": {
      title: "Auslegung: das Ende der Partie",
      text: "Nach dem letzten Arbeitszug von Runde 7, mit den Arbeitern noch auf dem Plan, darf der Besitzer der Fortress ein weiteres Gebäude bauen (Gebäude wie der Construction Yard reagieren; niemand hat dann einen Arbeiterzug). Dann die Heimkehr von Runde 7, dann ein letztes Fenster direkt vor der Wertung: Jeder Spieler, der seine Punkte dort noch erhöhen könnte (ein Jederzeit-Tausch, freie Plätze mit der Nursery bedecken), wird gefragt, alle zugleich, mit dem, was jede Option an seinen Punkten ändern würde, und sagt „fertig“; sonst wird niemand gefragt. Wer es nicht gesagt hat, wenn das Erinnerungsintervall der Partie verstrichen ist, ist von selbst fertig, und die Wertung geht weiter. Dann gehen das nicht eingesammelte Holz des Collection Point und Gold des Sailor’s Home zurück in den allgemeinen Vorrat. Dann die Wertung, mit Nursery, Hermitage, Longhouse und Bank je als eigene Zeile.",
    },
    "ruling:scoring-cards": {
      title: "Auslegung: Nursery, Hermitage, Longhouse und Bank bei der Wertung",
      text: "Im Fenster direkt vor der Wertung bietet die Nursery an, einen freien Platz mit 1 Holz zu bedecken (für den nächsten erneut fragen) oder alle, die du kannst, auf einmal. Die Wertung nimmt dann zuerst die Nursery (ihre bedeckten Plätze kosten nichts), dann die Hermitage und das Longhouse, dann die Bank, die jede negative Zeile verdoppelt außer dem, was die Nursery bedeckt hat. Jede ist eine eigene Zeile in /score und auf dem Wertungsbild.",
    },
    "ruling:choice-of-costs": {
      title: "Auslegung: Kosten von Swing-Net Fishery und Fishhouse",
      text: "Die Swing-Net Fishery kostet 10 Holz oder 12 Fische; das Fishhouse kostet 4 Holz und so viele Fische wie deine Fangmenge plus die Fangmenge eines anderen Spielers deiner Wahl (Fangmengen, wie sie jetzt sind, mit Gebäuden, die sie ändern). Du wirst nur gefragt, wie du zahlst, wenn zwei Wege bezahlbar sind; sonst zahlst du den, den du kannst.",
    },
    "ruling:fishing-cards": {
      title: "Auslegung: Fisher’s Cottage und Cold Storage",
      text: "Das Fisher’s Cottage führt Schritt 3 einer Verteilung von selbst zweimal aus; nur Besitzer eines Gebäudes, das Fische in den Rücklagen nutzt (Fish Trade, Wood Exchange, Lighthouse, Cooling House, Smoking Cottage), werden gefragt. Die Cold Storage lässt von selbst 1 Fisch auf einem Ältesten bei seinem dritten Fisch; nur Besitzer des Residential Home (dessen Holz die Grundregel braucht) werden gefragt, bevor der Älteste handelt.",
    },
    "ruling:ships-cards": {
      title: "Auslegung: Stilt House, Wharf und Dockhouse",
      text: "Das Stilt House bedeckt die letzten vier Felder deiner Fangleiste: Schiffe passen nur in die zehn links davon, und sind diese bedeckt, ist deine Fangmenge 12. Der Schoner des Wharf kommt, sobald deine Fangmenge genau 10 ist und ein Schoner Platz hat, von der Vorratstafel oder sonst aus der Spielschachtel (6 Schoner insgesamt; auch direkt nach einem Jederzeit-Verkauf außerhalb deines Zugs). Der Schoner des Dockhouse wartet in buchstäblich leeren Rücklagen, zählt dort nichts und kommt auf deine Leiste, wenn du die Rücklagen das nächste Mal leerst (oder zurück auf die Vorratstafel, wenn er nicht passt); du darfst Rücklagen flüssig machen nehmen, wenn nur dieser Schoner in den Rücklagen ist.",
    },
    "ruling:reserve-depot": {
      title: "Auslegung: Reserve Depot",
      text: "Wird jedes Mal einmal angeboten, wenn deine Rücklagen kein Holz (oder keine Fische) haben, auch direkt nachdem du es gebaut hast, zusammen mit den anderen Gebäuden, die dieselben geleerten Rücklagen füllen; nicht wieder, bis diese Ware wieder in den Rücklagen und erneut weg war.",
    },
    "ruling:upgrades": {
      title: "Auslegung: laufende Partien, wenn der Bot aktualisiert wird",
      text: "Eine Partie geht von ihrem Stand aus unter den aktualisierten Regeln weiter (Karten, die eine Wirkung bekommen haben, wirken ab dann); was vorher geschah, wird nicht neu abgespielt. Ein Zug, der während der Aktualisierung lief, kann nicht rückgängig gemacht werden; Rückgängig geht ab dem nächsten Zug wieder.",
    },
  },
  elderTitle: "Ältester {{n}}: {{name}}",
  spaceSuffix: " (Aktionsfeld)",
  rulingPrefix: "Auslegung: ",
  index: {
    more: "**Mehr**: `/rules topic:` und ein Wort (`gewinnen`, `Boot`, `A104`); `Spickzettel` zeigt alles auf einem Bild",
    howToPlay: "**So wird gespielt:** {{list}}",
    spaces: "**Aktionsfelder:** {{list}}",
    cards: "**Älteste** ({{elders}}), **Gebäude** ({{buildings}}): nach Name oder Nummer",
    rulings: "**Unsere Auslegungen**, wo die gedruckten Regeln schweigen: `/rules topic:Auslegungen`",
  },
  nothing: "Nichts passt zu „{{typed}}“. Nächste Themen:",
  fromStart: "`/rules` allein beginnt von vorn und listet jeden Abschnitt.",
  sheet,
};

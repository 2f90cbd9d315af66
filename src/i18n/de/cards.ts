// Die Karten auf Deutsch (see ../cards.ts): was jedes Gebäude und jeder Älteste tut. Namen bleiben englisch.
import type { BuildingCatalogue, ElderCatalogue } from "../cards.ts";

export const buildings: BuildingCatalogue = {
  A101: {
    summary: "Sofort: eine kostenlose Schaluppe, falls noch eine da ist und deine Fangleiste Platz hat (zählt als „Schiff bauen“)",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 1 kostenlose Schaluppe von der Vorratstafel für Schiffe und Älteste und lege sie rechts neben die Schiffe auf deiner Fangleiste. Dieses Gebäude hat keine Wirkung, wenn keine Schaluppen mehr übrig sind oder auf deiner Fangleiste nicht genug Platz ist. Andernfalls gilt das Nehmen der Schaluppe als Aktion „Schiff bauen“ (die andere Gebäude auslösen kann, etwa „Seafaring Society“).",
  },
  A102: {
    summary: "Sofort: ein kostenloser Kutter, falls noch einer da ist und deine Fangleiste Platz hat (zählt als „Schiff bauen“)",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 1 kostenlosen Kutter von der Vorratstafel für Schiffe und Älteste und lege ihn rechts neben die Schiffe auf deiner Fangleiste. Dieses Gebäude hat keine Wirkung, wenn keine Kutter mehr übrig sind oder auf deiner Fangleiste nicht genug Platz ist. (Du darfst stattdessen keine Schaluppe nehmen.) Andernfalls gilt das Nehmen des Kutters als Aktion „Schiff bauen“ (die andere Gebäude auslösen kann, etwa „Seafaring Society“).",
  },
  A103: {
    summary: "Sofort: +4 Fische",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 4 Fische aus dem allgemeinen Vorrat und lege sie in deinen Vorrat.",
  },
  A104: {
    summary: "Sofort: +2 Gold und +1 Holz in deine Rücklagen",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 2 Gold und 1 Holz aus dem allgemeinen Vorrat und lege Gold und Holz in deine Rücklagen (und nicht in deinen Vorrat).",
  },
  A105: {
    summary: "Immer bevor du ein Schiff baust: +3 Holz, mit dem du dieses Schiff bezahlen darfst",
    text: "Immer bevor du eine Aktion „Schiff bauen“ ausführst, nimm 3 Holz aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Es ist egal, wie du die Aktion „Schiff bauen“ erhalten hast. Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Du darfst dieses Holz zum Bau des Schiffs verwenden. Insbesondere erlaubt dir dieses Gebäude, eine Aktion „Schiff bauen“ zu beginnen, auch wenn du dir gerade kein Schiff leisten kannst, sofern du nach Erhalt dieser 3 Holz eines bauen kannst. In jedem Fall musst du ein Schiff bauen, um das Holz zu bekommen.",
  },
  A106: {
    summary: "Immer nachdem du aufforstest: +1 Gold und +2 Fische",
    text: "Immer nachdem du eine Aktion „Aufforsten“ ausgeführt hast, nimm 1 Gold und 2 Fische aus dem allgemeinen Vorrat und lege Gold und Fische in deinen Vorrat. (Es ist egal, wie du die Aktion „Aufforsten“ erhalten hast.)",
  },
  A107: {
    summary: "Sofort: Du darfst zweimal hintereinander aufforsten (jeweils 2 Wälder auf ein freies Doppelfeld)",
    text: "Du darfst sofort (und durch dieses Gebäude nur einmal) zwei Aktionen „Aufforsten“ hintereinander ausführen, ohne einen Arbeiter einzusetzen. Wie üblich legst du bei jeder dieser Aktionen 2 Wälder auf ein freies Doppelfeld deines Hafenplans. (Diese Aktion „Aufforsten“ kann andere Gebäude auslösen, etwa „Forest Lake Hut“.) Dieses Gebäude hat keine Wirkung, wenn du kein freies Doppelfeld hast.",
  },
  A108: {
    summary: "Sofort, in beliebiger Reihenfolge: eine kostenlose Schaluppe und bis zu 2 Älteste (ab deinem nächsten Zug nutzbar)",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 1 kostenlose Schaluppe von der Vorratstafel für Schiffe und Älteste und lege sie rechts neben die Schiffe auf deiner Fangleiste. Dieser Teil des Gebäudes hat keine Wirkung, wenn keine Schaluppen mehr übrig sind oder auf deiner Fangleiste nicht genug Platz ist. Andernfalls gilt das Nehmen der Schaluppe als Aktion „Schiff bauen“ (die andere Gebäude auslösen kann, etwa „Seafaring Society“).\nDavor und/oder danach darfst du sofort (und durch dieses Gebäude nur einmal) zwei Aktionen „Ältesten anwerben“ hintereinander ausführen, ohne einen Arbeiter einzusetzen. Wie üblich nimmst du bei jeder dieser Aktionen einen zugänglichen Ältesten von der Vorratstafel für Schiffe und Älteste und setzt ihn auf einen freien Platz in deinem Ältestenrat. (Jede dieser Aktionen kann andere Gebäude auslösen, etwa „Holiday Resort“ aus dem Kabeljau-Deck.) Du darfst die neuen Ältesten nicht sofort nutzen. (Du darfst sie in deinem nächsten Zug oder später über eine normale Arbeiteraktion nutzen.) Hast du nur noch einen freien Platz in deinem Ältestenrat, kannst du nur eine der beiden Aktionen „Ältesten anwerben“ ausführen. Dieser Teil des Gebäudes hat keine Wirkung, wenn dein Ältestenrat keine freien Plätze mehr hat.\nInsgesamt gewährt dir das Village Center drei kostenlose Aktionen, die du in beliebiger Reihenfolge ausführen darfst.",
  },
  A109: {
    summary: "Immer nachdem du ein Schiff baust: +2 Holz in deine Rücklagen",
    text: "Immer nachdem du eine Aktion „Schiff bauen“ ausgeführt hast, nimm 2 Holz aus dem allgemeinen Vorrat und lege es in deine Rücklagen (und nicht in deinen Vorrat).",
  },
  A110: {
    summary: "Sofort: Du darfst mit 4 Wäldern (statt 2) auf ein freies Doppelfeld aufforsten",
    text: "Du darfst sofort (und durch dieses Gebäude nur einmal) eine Aktion „Aufforsten“ ausführen, ohne einen Arbeiter einzusetzen. Tust du das, musst du genau 4 Wälder (statt der üblichen zwei) auf ein freies Doppelfeld legen. (Diese Aktion „Aufforsten“ kann andere Gebäude auslösen, etwa „Forest Lake Hut“.) Dieses Gebäude hat keine Wirkung, wenn du kein freies Doppelfeld hast.",
  },
  A111: {
    summary: "Schiffe kosten dich 2 Holz weniger: Schaluppe 2 Fische, Kutter 4 Holz + 1 Gold, Schoner 6 Holz + 8 Fische",
    text: "Ab sofort kostet dich jedes Schiff, das du baust, 2 Holz weniger, falls möglich. (Schaluppen kosten dich also je 2 Fische, Kutter je 4 Holz und 1 Gold und Schoner je 6 Holz und 8 Fische, sofern du sie nicht mit Gold baust.) Andere Gebäude (etwa „Shipping Office“) können weitere Rabatte gewähren. Kosten können nicht unter 0 fallen.",
  },
  A112: {
    summary: "Immer wenn du deine Rücklagen leerst: +3 Holz in deine Rücklagen",
    text: "Immer nachdem du das Rücklagenfeld deines Hafenplans geleert hast (z. B. durch eine Aktion „Rücklagen flüssig machen“), lege sofort 3 Holz aus dem allgemeinen Vorrat in deine Rücklagen (und nicht in deinen Vorrat). Hast du mehrere Gebäude, die deine leeren Rücklagen füllen (etwa „Dairy“), darfst du ihre Wirkungen alle gleichzeitig anwenden – in einer Reihenfolge deiner Wahl. (Alle diese Gebäude dürfen ausgelöst werden.)",
  },
  A113: {
    summary: "Sofort: Du darfst einen Anteil realisieren und statt des Golds 6 Holz und 6 Fische nehmen",
    text: "Du darfst sofort (und durch dieses Gebäude nur einmal) eine Aktion „Anteil realisieren“ ausführen, ohne einen Arbeiter einzusetzen. (Diese Aktion „Anteil realisieren“ kann andere Gebäude auslösen, etwa „Ship Holding Co.“.) Wie üblich drehst du einen nicht realisierten Anteil aus deinem Vorrat auf die „Anteil“-Seite in deiner Farbe. Lege diesen Anteil auf das dafür vorgesehene Feld des Aktionsplans. Statt Gold (das du dafür normalerweise bekämst) nimmst du 6 Holz und 6 Fische aus dem allgemeinen Vorrat und legst Holz und Fische in deinen Vorrat. (Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Dieses Gebäude hat keine Wirkung, wenn du keinen nicht realisierten Anteil mehr hast.",
  },
  A114: {
    summary: "Immer nachdem du ein Gebäude baust (auch dieses): +2 Holz in deine Rücklagen",
    text: "Immer nachdem du eine Aktion „Gebäude bauen“ ausgeführt hast, nimm 2 Holz aus dem allgemeinen Vorrat und lege es in deine Rücklagen (und nicht in deinen Vorrat). (Es ist egal, wie du die Aktion „Gebäude bauen“ erhalten hast.)",
  },
  A115: {
    summary: "Sofort: Fülle deine Rücklagen auf 8 Fische auf",
    text: "Lege sofort (und durch dieses Gebäude nur einmal) so lange Fische aus dem allgemeinen Vorrat in deine Rücklagen (und nicht in deinen Vorrat), bis genau 8 Fische in deinen Rücklagen liegen. Dieses Gebäude hat keine Wirkung, wenn bereits 8 oder mehr Fische in deinen Rücklagen liegen.",
  },
  A116: {
    summary: "Immer nach deiner Arbeiteraktion: Du darfst zusätzlich Fisch auf 1 Teller servieren (+1 Gold)",
    text: "Immer nachdem du eine Aktion ausgeführt hast, für die du einen Arbeiter eingesetzt hast, darfst du eine zusätzliche Aktion „Fische servieren“ ausführen, ohne einen weiteren Arbeiter einzusetzen. Tust du das, darfst du nur auf einen Teller Fisch servieren (anders als beim Aktionsfeld „Fische servieren“, auf dem du auf mehrere Teller Fisch servieren darfst). Wie üblich nimmst du 1 Gold aus dem allgemeinen Vorrat und legst es in deinen Vorrat. Die Wirkung dieses Gebäudes gilt nicht für Aktionen, die du als Folge der Arbeiteraktion ausführst (z. B. Aktionen aus Wirkungen anderer Gebäude).",
  },
  A117: {
    summary: "Schiffe kosten dich weniger: Schaluppe -1 Fisch, Kutter -1 Holz, mit Gold bezahlter Schoner -1 Gold",
    text: "Ab sofort kostet dich jedes Schiff, das du baust, 1 Ware weniger, falls möglich. Du erhältst auf Schaluppen einen Rabatt von 1 Fisch (sie kosten dich also je 2 Holz und 1 Fisch) und auf Kutter einen Rabatt von 1 Holz (sie kosten dich also je 5 Holz und 1 Gold). Baust du einen Schoner mit Gold, erhältst du einen Rabatt von 1 Gold (die Kosten sinken also von 4 Gold auf 3). Andere Gebäude (etwa „Slipway“) können weitere Rabatte gewähren. Kosten können nicht unter 0 fallen.",
  },
  A118: {
    summary: "Seine Goldkosten sind die aktuelle Rundenzahl; sonst keine Wirkung",
    text: "Die Menge Gold, die du für dieses Gebäude bezahlen musst, entspricht der aktuellen Runde: 1 Gold in Runde 1, 2 Gold in Runde 2 usw. (Zusätzlich musst du die abgebildeten 4 Holz und 6 Fische bezahlen.) Das Theater hat keine Wirkung.",
  },
  B121: {
    summary: "Sofort: +1 Gold je Ältesten, den du hast (höchstens 3)",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) so viel Gold aus dem allgemeinen Vorrat, wie Älteste in deinem Ältestenrat sitzen, und lege es in deinen Vorrat. Du kannst dadurch jedoch höchstens 3 Gold erhalten, selbst wenn du 4 oder 5 Älteste hast. Dieses Gebäude hat keine Wirkung, wenn du keine Ältesten hast.",
  },
  B122: {
    summary: "Jederzeit: 2 Holz + 2 Fische -> 1 Gold, beliebig oft",
    text: "Jederzeit (und beliebig oft) bis zur Wertung, außer mitten in einer anderen Aktion, darfst du 2 Holz und 2 Fische aus deinem Vorrat gegen 1 Gold aus dem allgemeinen Vorrat tauschen.",
  },
  B123: {
    summary: "Jederzeit: 5 Fische -> 3 Holz, beliebig oft",
    text: "Jederzeit (und beliebig oft) bis zur Wertung, außer mitten in einer anderen Aktion, darfst du 5 Fische aus deinem Vorrat gegen 3 Holz aus dem allgemeinen Vorrat tauschen. (Beachte die Obergrenze von 12 Holz in deinem Vorrat.)",
  },
  B124: {
    summary: "Jederzeit: 4 Holz -> 1 Gold oder 1 Gold -> 3 Holz, beliebig oft",
    text: "Jederzeit (und beliebig oft) bis zur Wertung, außer mitten in einer anderen Aktion, darfst du 4 Holz aus deinem Vorrat gegen 1 Gold aus dem allgemeinen Vorrat tauschen. Alternativ darfst du 1 Gold gegen 3 Holz tauschen. (Beachte die Obergrenze von 12 Holz in deinem Vorrat.)",
  },
  B125: {
    summary: "Immer wenn du deine Rücklagen leerst: +1 Gold in deine Rücklagen",
    text: "Immer nachdem du das Rücklagenfeld deines Hafenplans geleert hast (z. B. indem du eine Aktion „Rücklagen flüssig machen“ ausführst), lege sofort 1 Gold aus dem allgemeinen Vorrat in deine Rücklagen (und nicht in deinen Vorrat). Hast du mehrere Gebäude, die deine leeren Rücklagen füllen (etwa „Wet Storage“), darfst du ihre Wirkungen alle gleichzeitig anwenden – in einer Reihenfolge deiner Wahl. (Alle diese Gebäude dürfen ausgelöst werden.)",
  },
  B126: {
    summary: "Sofort: Einer deiner nicht realisierten Anteile wird realisiert und bleibt bei dir (kein Gold)",
    text: "Drehe sofort (und durch dieses Gebäude nur einmal) einen nicht realisierten Anteil aus deinem Vorrat auf die „Anteil“-Seite in deiner Farbe. Lass den gedrehten Anteil – als realisierten Anteil – in deinem Vorrat. (Die Wirkung dieses Gebäudes gilt nicht als Aktion „Anteil realisieren“.) Dieses Gebäude hat keine Wirkung, wenn du keinen nicht realisierten Anteil mehr hast.",
  },
  B127: {
    summary: "Immer nachdem du abholzt: Du darfst 1 weiteren Wald entfernen, für +3 Holz",
    text: "Immer nachdem du eine Aktion „Abholzen“ ausgeführt hast, darfst du einen zusätzlichen Wald von deinem Hafenplan entfernen und in den allgemeinen Vorrat zurücklegen. Tust du das, nimm 3 Holz aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Es ist egal, wie du die Aktion „Abholzen“ erhalten hast. Die Wirkung dieses Gebäudes gilt nicht selbst als Aktion „Abholzen“.)",
  },
  B128: {
    summary: "Immer bevor du ein Schiff baust: +1 Gold, mit dem du dieses Schiff bezahlen darfst",
    text: "Immer bevor du eine Aktion „Schiff bauen“ ausführst, nimm 1 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Es ist egal, wie du die Aktion „Schiff bauen“ erhalten hast.) Du darfst dieses Gold zum Bau des Schiffs verwenden. Insbesondere erlaubt dir dieses Gebäude, eine Aktion „Schiff bauen“ zu beginnen, auch wenn du dir gerade kein Schiff leisten kannst, sofern du nach Erhalt dieses 1 Golds eines bauen kannst. In jedem Fall musst du ein Schiff bauen, um das Gold zu bekommen.",
  },
  B129: {
    summary: "Immer wenn deine Rücklagen 8+ Fische erreichen: Du darfst deine Rücklagen flüssig machen",
    text: "Immer wenn 8 oder mehr Fische in deinen Rücklagen liegen, darfst du sofort eine Aktion „Rücklagen flüssig machen“ ausführen, ohne einen Arbeiter einzusetzen. (Diese Aktion „Rücklagen flüssig machen“ kann andere Gebäude auslösen, etwa „Dairy“ oder „Wet Storage“.) Bist du mitten in einer anderen Aktion, musst du zuerst diese andere Aktion abschließen, bevor du die Aktion „Rücklagen flüssig machen“ ausführen darfst. Das gilt besonders für die Fangzeit: Erst nachdem du alle fünf Schritte der Fangzeit abgeschlossen hast, darfst du die Wirkung dieses Gebäudes nutzen.",
  },
  B130: {
    summary: "Immer nachdem du einen Anteil realisierst: Du darfst zusätzlich ein Schiff bauen",
    text: "Immer nachdem du eine Aktion „Anteil realisieren“ ausgeführt hast, darfst du eine zusätzliche Aktion „Schiff bauen“ ausführen, ohne einen Arbeiter einzusetzen. (Es ist egal, wie du die Aktion „Anteil realisieren“ erhalten hast. Diese Aktion „Schiff bauen“ kann andere Gebäude auslösen, etwa „Seafaring Society“.) Du darfst die Waren, die du durch die Aktion „Anteil realisieren“ erhalten hast, zum Bau des Schiffs verwenden. (Du darfst die Aktion „Schiff bauen“ nur ausführen, wenn du dir ein Schiff leisten kannst.) Realisierst du im selben Zug mehr als einen Anteil (was derzeit nur über „Office“ aus dem Kabeljau-Deck möglich ist), darfst du trotzdem nur eine zusätzliche Aktion „Schiff bauen“ ausführen.",
  },
  B131: {
    summary: "Immer wenn du 3 Fische von einem deiner Ältesten entfernst: +1 Holz",
    text: "Immer nachdem du 3 Fische von einem Ältesten in deinem Ältestenrat entfernt hast, nimm 1 Holz aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Du erhältst das Holz zusätzlich zu den Fischen vom Ältesten. Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Entfernst du in der Fangzeit Fische von mehreren Ältesten, erhältst du entsprechend viel Holz. Baust du dieses Gebäude über einen Ältesten, von dem du gerade 3 Fische entfernt hast, erhältst du nicht nachträglich 1 Holz.",
  },
  B132: {
    summary: "SP: 4, wenn du 6+ Schiffe hast (Katboot mitgezählt), sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 4 SP, wenn du mindestens 6 Schiffe hast, einschließlich des aufgedruckten Start-Katboots. Es bringt nichts, wenn du 5 oder weniger Schiffe hast. (Beachte, dass die Zahl der Felder auf der Fangleiste begrenzt ist. Mit drei Schonern – bei 1 oder 2 Spielern mit nur zwei Schonern – kommst du nicht auf sechs Schiffe.)",
  },
  C141: {
    summary: "Sofort: +4 Gold und +4 Fische",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 4 Gold und 4 Fische aus dem allgemeinen Vorrat und lege Gold und Fische in deinen Vorrat.",
  },
  C142: {
    summary: "Sofort: +3 Fische je Schaluppe, +3 Holz je Kutter und +1 Gold je Schoner, den du hast",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) für die Schiffe, die du hast, Waren aus dem allgemeinen Vorrat: 3 Fische für jede Schaluppe, 3 Holz für jeden Kutter und 1 Gold für jeden Schoner auf deiner Fangleiste. Lege die Waren in deinen Vorrat. (Das aufgedruckte Start-Katboot bringt dabei keine Waren. Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Dieses Gebäude hat keine Wirkung, wenn du außer dem Katboot keine Schiffe hast.",
  },
  C143: {
    summary: "Einmalig, sobald deine Fangmenge genau 10 ist: ein kostenloser Schoner (deine Fangmenge wird 12)",
    text: "Sobald deine Fangmenge genau 10 beträgt, nimm sofort (und durch dieses Gebäude nur einmal) 1 kostenlosen Schoner von der Vorratstafel für Schiffe und Älteste und lege ihn rechts neben deine Schiffe auf der Fangleiste. (Dadurch beträgt deine Fangmenge 12.) Sind keine Schoner mehr übrig, nimm einen aus der Spielschachtel. (Du darfst stattdessen keine Schaluppe und keinen Kutter nehmen.) Das Nehmen des Schoners gilt als Aktion „Schiff bauen“ (die andere Gebäude auslösen kann, etwa „Seafaring Society“). Beträgt deine Fangmenge bereits 10, wenn du dieses Gebäude baust, erhältst du den Schoner sofort. Beachte, dass es Gebäude (etwa „Ship Broker“ aus dem Makrelen-Deck) und – in Partien mit 5 Spielern – den Ältesten „Ship Owner“ gibt, durch die deine Fangmenge wieder unter 10 fallen kann. Geschieht das und erreichst du später wieder eine Fangmenge von 10, erhältst du durch dieses Gebäude keinen weiteren Schoner.",
  },
  C144: {
    summary: "Sofort: +5 Gold",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 5 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat.",
  },
  C145: {
    summary: "Sofort: +3 Gold",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 3 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat.",
  },
  C146: {
    summary: "Sofort: +1 Gold je Ältesten, den du hast",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) so viel Gold aus dem allgemeinen Vorrat, wie Älteste in deinem Ältestenrat sitzen, und lege es in deinen Vorrat. (Beachte, dass die Zahl der Plätze im Ältestenrat begrenzt ist. Du kannst dadurch höchstens 5 Gold erhalten.) Dieses Gebäude hat keine Wirkung, wenn du keine Ältesten hast.",
  },
  C147: {
    summary: "Am Ende von Runde 7: Du darfst eine weitere Aktion „Gebäude bauen“ ausführen",
    text: "Am Ende der letzten Runde, direkt vor der Wertung, darfst du eine zusätzliche Aktion „Gebäude bauen“ ausführen, ohne einen Arbeiter einzusetzen. (Diese Aktion „Gebäude bauen“ kann andere Gebäude auslösen, etwa „Construction Yard“ aus dem Kabeljau-Deck.)",
  },
  C148: {
    summary: "Keine Wirkung; bringt nur seine SP",
    text: "Dieses Gebäude hat keine Wirkung.",
  },
  C149: {
    summary: "SP: 2 je Ältesten, den du hast",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude doppelt so viele SP, wie Älteste in deinem Ältestenrat sitzen. (Beachte, dass die Zahl der Plätze im Ältestenrat begrenzt ist. Das Aquarium kann höchstens 10 SP bringen.) Es bringt nichts, wenn du keine Ältesten hast.",
  },
  C150: {
    summary: "SP: 7, wenn du 9+ Gebäude hast (dieses mitgezählt), sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 7 SP, wenn du mindestens 9 Gebäude hast (einschließlich dieses Gebäudes). Es bringt nichts, wenn du 8 oder weniger Gebäude hast. Alle deine Gebäude zählen, auch solche, die du nicht auf Bauplätze gebaut hast (etwa „Stilt House“ aus dem Makrelen-Deck).",
  },
  C151: {
    summary: "SP: 2 je Schiff auf deiner Fangleiste (Katboot mitgezählt)",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude doppelt so viele SP, wie Schiffe auf deiner Fangleiste liegen, einschließlich des aufgedruckten Start-Katboots. (Beachte, dass die Zahl der Felder auf der Fangleiste begrenzt ist. Dieses Gebäude kann höchstens 14 SP bringen – bei 1 oder 2 Spielern nur 12 SP.)",
  },
  C152: {
    summary: "SP: 5, wenn deine Fangmenge 12+ ist, sonst 0",
    text: "Du kannst dieses Gebäude wahlweise mit Holz oder mit Fischen bauen. Bei der Wertung am Spielende bringt es 5 SP, wenn deine Fangmenge 12 beträgt. Es bringt nichts, wenn deine Fangmenge 11 oder weniger beträgt. (Beachte, dass die Fangleiste zwei Felder mit 12 hat.)",
  },
  C153: {
    summary: "SP: 7, wenn du 6+ realisierte Anteile beliebiger Farbe besitzt, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 7 SP, wenn du mindestens 6 realisierte Anteile hast. (Diese Anteile behalten ihren Grundwert von 1 SP.) Die Farbe der Anteile spielt keine Rolle. Nicht realisierte Anteile zählen nicht. Es bringt nichts, wenn du 5 oder weniger realisierte Anteile hast. Im Solospiel erhältst du 7 SP, wenn du alle deine 5 Anteile realisiert hast.",
  },
  C154: {
    summary: "SP: 1 je Wald auf deinem Hafenplan (jeder gestapelte Wald zählt)",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude so viele SP, wie Wälder auf deinem Hafenplan liegen. (Jeder einzelne Wald zählt, auch wenn Wälder gestapelt sind.) Es bringt nichts, wenn du keine Wälder mehr hast.",
  },
  A201: {
    summary: "Sofort: +3 Gold",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 3 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat.",
  },
  A202: {
    summary: "Immer nachdem du aufforstest: Du darfst zusätzlich abholzen (auch einen neuen Wald)",
    text: "Immer nachdem du eine Aktion „Aufforsten“ ausgeführt hast, darfst du eine zusätzliche Aktion „Abholzen“ ausführen, ohne einen Arbeiter einzusetzen. (Es ist egal, wie du die Aktion „Aufforsten“ erhalten hast. Diese Aktion „Abholzen“ kann andere Gebäude auslösen, etwa „Sawmill“ aus dem Hering-Deck.) Bei der Aktion „Abholzen“ darfst du einen Wald entfernen, den du durch die Aktion „Aufforsten“ erhalten hast.",
  },
  A203: {
    summary: "Beim Verteilen von Fischen: 2 statt 1 Fisch auf jeden realisierten Anteil deiner Farbe, den du besitzt",
    text: "Beim Verteilen von Fischen (in der Fangzeit oder bei der Aktion des Ältesten „Pond Builder“) darfst du den dritten Schritt der Verteilungsreihenfolge zweimal ausführen. (Folglich legst du in Schritt 3 zwei Fische auf jeden Anteil deiner Farbe, den du besitzt.)",
  },
  A204: {
    summary: "Jederzeit: 3 Fische aus deinen Rücklagen -> 1 Gold in deine Rücklagen, beliebig oft",
    text: "Jederzeit (und beliebig oft) bis zur Wertung, außer mitten in einer anderen Aktion, darfst du 3 Fische aus deinen Rücklagen gegen 1 Gold aus dem allgemeinen Vorrat tauschen. Lege das Gold in deine Rücklagen (und nicht in deinen Vorrat). Beachte, dass du diesen Tausch nicht mitten in der Fangzeit machen kannst (sondern erst, nachdem du alle fünf Schritte der Fangzeit abgeschlossen hast).",
  },
  A205: {
    summary: "Sofort: Du darfst auf jedes Doppelfeld, auf dem schon Wälder liegen, 1 Wald legen",
    text: "Du darfst sofort (und durch dieses Gebäude nur einmal) auf beliebig viele Doppelfelder, auf denen bereits mindestens ein Wald liegt, jeweils genau einen Wald legen. (Auf einem Doppelfeld können mehr als zwei Wälder liegen. Denk daran, dass Wälder nicht überstehen dürfen.) Du entscheidest, welche und wie viele Doppelfelder den zusätzlichen Wald erhalten. (Du musst nicht auf jedes bewaldete Doppelfeld einen legen.) Dieses Gebäude hat keine Wirkung, wenn du keine Wälder hast. (Die Wirkung dieses Gebäudes gilt nicht als Aktion „Aufforsten“.)",
  },
  A206: {
    summary: "Nach jedem Zug, in dem du 1 oder 2 Wälder entfernst: +2 Fische (nichts bei 3+)",
    text: "Nach jedem Zug, in dem du 1 oder 2 Wälder von deinem Hafenplan entfernst, nimm 2 Fische aus dem allgemeinen Vorrat und lege sie in deinen Vorrat. (Auch wenn du 2 Wälder entfernst, erhältst du nur 2 Fische.) Es ist egal, ob du die Wälder mit einer Aktion „Abholzen“ entfernst oder nicht. Entfernst du im selben Zug mehr als 2 Wälder (z. B. über ein Gebäude wie „Hideaway“ aus dem Kabeljau-Deck), kannst du die Wirkung dieses Gebäudes nicht anwenden.",
  },
  A207: {
    summary: "Nach jeder Runde, in der du keinen Ältesten genutzt hast: +1 Gold",
    text: "Nach jeder Runde, in der du keinen einzigen Ältesten genutzt hast, nimm 1 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Du erhältst das Gold auch, wenn du nur Älteste anwirbst, solange du sie nicht nutzt.)",
  },
  A208: {
    summary: "Nach jeder Runde, in der du kein Gebäude gebaut hast: +1 Gold",
    text: "Nach jeder Runde, in der du kein einziges Gebäude gebaut hast, nimm 1 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat.",
  },
  A209: {
    summary: "Sofort: +5 Fische in deine Rücklagen (höchstens bis 8)",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 5 Fische aus dem allgemeinen Vorrat und lege sie in deine Rücklagen (und nicht in deinen Vorrat). (Beachte die Obergrenze von 8 Fischen in deinen Rücklagen.)",
  },
  A210: {
    summary: "Immer nachdem du einen Anteil realisierst: Du darfst 1 Gold -> 3 Holz + 4 Fische tauschen",
    text: "Immer nachdem du eine Aktion „Anteil realisieren“ ausgeführt hast, darfst du genau 1 Gold aus deinem Vorrat gegen 3 Holz und 4 Fische aus dem allgemeinen Vorrat tauschen. (Du darfst Gold tauschen, das du durch die Aktion „Anteil realisieren“ erhalten hast. Es ist egal, wie du die Aktion „Anteil realisieren“ erhalten hast. Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Realisierst du im selben Zug mehr als einen Anteil (was derzeit nur über „Office“ aus dem Kabeljau-Deck möglich ist), darfst du trotzdem nur 1 Gold tauschen. (Da du zu Spielbeginn drei nicht realisierte Anteile hast, kannst du die Wirkung dieses Gebäudes höchstens dreimal nutzen.)",
  },
  A211: {
    summary: "Immer nachdem du ein Schiff baust: +1 Gold in deine Rücklagen",
    text: "Immer nachdem du eine Aktion „Schiff bauen“ ausgeführt hast, nimm 1 Gold aus dem allgemeinen Vorrat und lege es in deine Rücklagen (und nicht in deinen Vorrat). (Es ist egal, wie du die Aktion „Schiff bauen“ erhalten hast.)",
  },
  A212: {
    summary: "Deine Fangmenge ist mindestens die Zahl der Wälder auf deinem Hafenplan",
    text: "Deine Mindest-Fangmenge entspricht der Zahl der Wälder auf deinem Hafenplan. (Jeder einzelne Wald zählt, auch wenn Wälder gestapelt sind.) Dieses Gebäude hat keine Wirkung, solange deine Fangleiste eine höhere Fangmenge zeigt.",
  },
  A213: {
    summary: "Immer wenn neues Gold in deinen Vorrat kommt: +1 Holz je Gold",
    text: "Immer nachdem du neues Gold in deinen Vorrat gelegt hast, nimm ebenso viel Holz aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Du verlierst das Gold dadurch nicht. Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Die Wirkung dieses Gebäudes gilt nicht für Gold, das du in deine Rücklagen oder sonst irgendwohin außer in deinen Vorrat legst (sie gilt aber, sobald du dieses Gold in deinen Vorrat bringst).",
  },
  A214: {
    summary: "Im Zug deines dritten Arbeiters: Schiffe und Gebäude, die du baust, kosten 2 Holz weniger",
    text: "Jedes Schiff und jedes Gebäude, das du im Zug deines dritten Arbeiters baust, kostet dich 2 Holz weniger, falls möglich. Das gilt auch, wenn du das Schiff oder Gebäude als Folge einer anderen Aktion baust (z. B. über ein Gebäude wie „Ship Holding Co.“ aus dem Hering-Deck). Andere Gebäude (etwa „Slipway“ aus dem Hering-Deck) können weitere Rabatte gewähren. Kosten können nicht unter 0 fallen.",
  },
  A215: {
    summary: "Immer wenn ein neuer Ältester in deinen Ältestenrat kommt: +1 Gold in deine Rücklagen",
    text: "Immer nachdem du einen neuen Ältesten in deinen Ältestenrat gesetzt hast, nimm 1 Gold aus dem allgemeinen Vorrat und lege es in deine Rücklagen (und nicht in deinen Vorrat).",
  },
  A216: {
    summary: "Immer bevor du einen Ältesten nutzt: Du darfst Fisch auf 1 Teller servieren (+1 Gold)",
    text: "Immer bevor du einen Ältesten nutzt, darfst du eine Aktion „Fische servieren“ ausführen, ohne einen Arbeiter einzusetzen. Tust du das, darfst du nur auf einen Teller Fisch servieren (anders als beim Aktionsfeld „Fische servieren“, auf dem du auf mehrere Teller Fisch servieren darfst). Wie üblich nimmst du 1 Gold aus dem allgemeinen Vorrat und legst es in deinen Vorrat. Insbesondere erlaubt dir dieses Gebäude, einen Ältesten zu nutzen, auch wenn auf der Festtafel kein Fisch liegt, weil du diesen Fisch über die Aktion „Fische servieren“ beisteuern kannst, die du durch dieses Gebäude erhältst.",
  },
  A217: {
    summary: "Bekommt ein Ältester seinen 3. Fisch: Du darfst 1 dort lassen, 1 nehmen, 1 in den allg. Vorrat legen",
    text: "Dieses Gebäude ändert für dich die Grundregel, wenn deine Ältesten einen dritten Fisch bekommen. Statt 1 Fisch in deinen Vorrat und 2 Fische in den allgemeinen Vorrat zu legen, darfst du alternativ 1 Fisch auf dem Ältesten lassen, 1 Fisch in deinen Vorrat und 1 Fisch in den allgemeinen Vorrat legen. (So sammeln deine Ältesten schneller 3 Fische. Wenn du willst, darfst du für einige oder alle deine Ältesten weiterhin die Grundregel anwenden, z. B. um die Wirkung von „Residential Home“ aus dem Hering-Deck zu nutzen.)",
  },
  A218: {
    summary: "Mit Gold bezahlte Schoner kosten 1 Gold weniger. SP: 1 je Schoner auf deiner Fangleiste",
    text: "Ab sofort kostet dich jeder Schoner, den du baust, 1 Gold weniger, falls möglich (also 3 Gold, sofern du ihn nicht für 8 Holz und 8 Fische baust). Andere Gebäude (etwa „Shipping Office“ aus dem Hering-Deck) können weitere Rabatte gewähren. Kosten können nicht unter 0 fallen.\nBei der Wertung am Spielende bringt dieses Gebäude so viele SP, wie Schoner auf deiner Fangleiste liegen. (Beachte, dass die Zahl der Felder auf der Fangleiste begrenzt ist. Dieses Gebäude kann höchstens 3 SP bringen.)",
  },
  B221: {
    summary: "Sofort: Du darfst alle Fische von der Festtafel nehmen",
    text: "Lege sofort (und durch dieses Gebäude nur einmal) alle Fische von den Tellern der Festtafel in deinen Vorrat. (Du musst entweder wirklich alle Fische von der Festtafel nehmen oder gar keine.) Dieses Gebäude hat keine Wirkung, wenn auf der Festtafel kein Fisch liegt. (Beachte, dass die Festtafel nur sieben Teller hat; du kannst dadurch also höchstens 7 Fische erhalten.)",
  },
  B222: {
    summary: "Sofort: Lege Holz in deine Rücklagen, bis dort so viel Holz wie Fisch liegt",
    text: "Lege sofort (und durch dieses Gebäude nur einmal) so viel Holz aus dem allgemeinen Vorrat in deine Rücklagen (und nicht in deinen Vorrat), bis dort gleich viele Holz- und Fischplättchen liegen. Dieses Gebäude hat keine Wirkung, wenn in deinen Rücklagen keine Fische oder weniger Fische als Holz liegen.",
  },
  B223: {
    summary: "Jederzeit: Verkaufe eine Schaluppe für 2 Gold oder einen Kutter für 4 Gold, beliebig oft",
    text: "Jederzeit (und beliebig oft) bis zur Wertung, außer mitten in einer anderen Aktion, darfst du Schaluppen für je 2 Gold und Kutter für je 4 Gold verkaufen. (Deine Schoner und das aufgedruckte Start-Katboot kannst du nicht verkaufen.) Entferne die verkauften Schiffe von deiner Fangleiste und lege sie auf die Vorratstafel für Schiffe und Älteste zurück (sie können erneut erworben werden). Schiebe die übrigen Schiffe auf deiner Fangleiste so weit wie möglich nach links. Nimm dann das Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat.",
  },
  B224: {
    summary: "Sofort: +2 Gold in deine Rücklagen",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) 2 Gold aus dem allgemeinen Vorrat und lege es in deine Rücklagen (und nicht in deinen Vorrat).",
  },
  B225: {
    summary: "Sofort: 1 Gold auf jeden deiner Ältesten; du bekommst es, bevor du ihn das nächste Mal nutzt",
    text: "Lege sofort (und durch dieses Gebäude nur einmal) 1 Gold aus dem allgemeinen Vorrat auf jeden Ältesten in deinem Ältestenrat. Immer bevor du einen Ältesten nutzt, auf dem Gold von diesem Gebäude liegt, lege das Gold in deinen Vorrat. Lege vor der Wertung alles Gold, das du so nicht eingesammelt hast, in den allgemeinen Vorrat zurück – du erhältst dafür keine SP. Dieses Gebäude hat keine Wirkung, wenn du keine Ältesten hast.",
  },
  B226: {
    summary: "Immer bevor du einen Arbeiter einsetzt, wenn deine Fangmenge 12+ ist: +2 Holz in deine Rücklagen",
    text: "Solange deine Fangmenge 12 beträgt, nimm immer, bevor du einen Arbeiter einsetzt, 2 Holz aus dem allgemeinen Vorrat und lege es in deine Rücklagen (und nicht in deinen Vorrat). Beachte, dass es Gebäude (etwa „Ship Broker“) und – in Partien mit 5 Spielern – den Ältesten „Ship Owner“ gibt, durch die deine Fangmenge wieder unter 12 fallen kann. (Beachte auch, dass die Fangleiste zwei Felder mit 12 hat.)",
  },
  B227: {
    summary: "Immer bevor du durchforstest: Du darfst 1 Wald auf ein Doppelfeld mit Wäldern legen",
    text: "Immer bevor du eine Aktion „Durchforsten“ ausführst, darfst du einen Wald auf ein Doppelfeld legen, auf dem bereits ein oder mehrere Wälder liegen. (Es ist egal, wie du die Aktion „Durchforsten“ erhalten hast. Auf einem Doppelfeld können mehr als zwei Wälder liegen. Denk daran, dass Wälder nicht überstehen dürfen.) Der neu gelegte Wald zählt für die Aktion „Durchforsten“ mit, weil er vorher gelegt wird. (Die Wirkung dieses Gebäudes gilt nicht als Aktion „Aufforsten“.)",
  },
  B228: {
    summary: "Bedeckt deine letzten 4 Felder der Fangleiste (müssen frei sein); Fangmenge 12, sobald der Rest voll ist",
    text: "Du darfst dieses Gebäude nur bauen, wenn die vier Felder deiner Fangleiste mit den Zahlen 10 (das rechte), 11, 11 und 12 (das linke) frei sind. (Diese Felder sind durch Stelzen am Ufer gekennzeichnet.) Lege das Stilt House genau auf diese Felder. (Das Stilt House bedeckt wie ein Schoner vier Felder, gilt aber weiterhin als Gebäude und nicht als Schiff.) Das Stilt House wirkt sich erst auf deine Fangmenge aus, wenn du alle Felder links davon bedeckt hast. (Dann beträgt deine Fangmenge 12.) Beachte, dass es Gebäude (etwa „Ship Broker“) und – in Partien mit 5 Spielern – den Ältesten „Ship Owner“ gibt, die Schiffe von deiner Fangleiste entfernen können. Dadurch kann das Stilt House seine Wirkung vorübergehend verlieren.",
  },
  B229: {
    summary: "Einmalig, sobald deine Fangmenge 12+ ist: +4 Gold",
    text: "Sobald deine Fangmenge 12 beträgt, nimm sofort (und durch dieses Gebäude nur einmal) 4 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Beachte, dass die Fangleiste zwei Felder mit 12 hat.) Beträgt deine Fangmenge bereits 12, wenn du dieses Gebäude baust, erhältst du das Gold sofort. Beachte, dass es Gebäude (etwa „Ship Broker“) und – in Partien mit 5 Spielern – den Ältesten „Ship Owner“ gibt, durch die deine Fangmenge wieder unter 12 fallen kann. Geschieht das und erreichst du später wieder eine Fangmenge von 12, erhältst du durch dieses Gebäude kein weiteres Gold.",
  },
  B230: {
    summary: "Jederzeit: 1 Holz -> 1 Fisch oder 3 Fische -> 2 Holz, beliebig oft",
    text: "Jederzeit (und beliebig oft) bis zur Wertung, außer mitten in einer anderen Aktion, darfst du 1 Holz aus deinem Vorrat gegen 1 Fisch aus dem allgemeinen Vorrat tauschen. Alternativ darfst du 3 Fische gegen 2 Holz tauschen. (Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Beachte, dass du diesen Tausch nicht mitten in der Aktion des Ältesten „Sailor“ machen kannst, um das Holz aus dieser Aktion sofort gegen Fische zu tauschen und damit auf weitere Teller Fisch zu servieren.",
  },
  B231: {
    summary: "Sofort: +1 Holz und +1 Fisch je Ältesten, den du hast",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) so viel Holz und so viele Fische aus dem allgemeinen Vorrat, wie Älteste in deinem Ältestenrat sitzen, und lege Holz und Fische in deinen Vorrat. (Beachte, dass die Zahl der Plätze im Ältestenrat begrenzt ist. Du kannst dadurch höchstens 5 Holz und 5 Fische erhalten. Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Dieses Gebäude hat keine Wirkung, wenn du keine Ältesten hast.",
  },
  B232: {
    summary: "Seine Goldkosten sind die aktuelle Rundenzahl; sonst keine Wirkung",
    text: "Die Menge Gold, die du für dieses Gebäude bezahlen musst, entspricht der aktuellen Runde: 1 Gold in Runde 1, 2 Gold in Runde 2 usw. (Zusätzlich musst du die abgebildeten 15 Fische bezahlen.) Dieses Gebäude hat keine Wirkung.",
  },
  C241: {
    summary: "Sofort: +1 Gold je realisierten Anteil in deinem Besitz (jede Farbe)",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) so viel Gold aus dem allgemeinen Vorrat, wie du realisierte Anteile hast, unabhängig von der Farbe. Nicht realisierte Anteile zählen nicht.",
  },
  C242: {
    summary: "Direkt vor der Wertung: Du darfst freie Bauplätze mit je 1 Holz abdecken (dort kein -1 SP)",
    text: "Unmittelbar vor der Wertung darfst du die aufgedruckten Minus-SP auf den Bauplätzen deines Hafenplans mit je 1 Holz aus deinem Vorrat abdecken. Die abgedeckten Minus-SP werden bei der Wertung nicht berücksichtigt. (Gebäude wie „Bank“ aus dem Kabeljau-Deck berücksichtigen sie nicht.) Holz, mit dem du so Minus-SP abdeckst, kann für keine andere Wirkung verwendet werden.",
  },
  C243: {
    summary: "Am Ende: Deine realisierten Anteile bringen nichts (nicht realisierte kosten weiter je 1 SP)",
    text: "Bei der Wertung am Spielende bringen deine realisierten Anteile nichts, unabhängig von der Farbe. (Du kannst das nicht verhindern.) Minus-SP für nicht realisierte Anteile sind davon nicht betroffen – für sie verlierst du weiterhin SP.",
  },
  C244: {
    summary: "Seine Fischkosten sind deine Fangmenge plus die eines Mitspielers deiner Wahl; sonst keine Wirkung",
    text: "Die Menge Fische, die du für dieses Gebäude bezahlen musst, entspricht der Summe aus deiner Fangmenge und der Fangmenge eines anderen Spielers deiner Wahl. Im Solospiel zählt nur deine Fangmenge. Dieses Gebäude hat keine Wirkung.",
  },
  C245: {
    summary: "Sofort: +3 Gold",
    text: "Bezahle die geforderten Schiffe, indem du sie von deiner Fangleiste entfernst. Lege die Schiffe auf die Vorratstafel für Schiffe und Älteste zurück (sie können erneut erworben werden) und schiebe die übrigen Schiffe auf deiner Fangleiste so weit wie möglich nach links.\nNimm dann sofort (und durch dieses Gebäude nur einmal) 3 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat.",
  },
  C246: {
    summary: "SP: 6, wenn du 12 Holz oder 15+ Gold in deinem Vorrat hast, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 6 SP, wenn du mindestens 12 Holz oder mindestens 15 Gold in deinem Vorrat hast. (Erfüllst du beide Bedingungen, bringt es trotzdem nur 6 SP.) Es bringt nichts, wenn du weniger als 12 Holz und weniger als 15 Gold in deinem Vorrat hast.",
  },
  C247: {
    summary: "SP: 5, wenn du 3+ B-Gebäude hast, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 5 SP, wenn mindestens 3 „B“-Gebäude auf deinem Hafenplan stehen. (Deine „A“- und „C“-Gebäude zählen nicht.) Es bringt nichts, wenn du 2 oder weniger „B“-Gebäude hast.",
  },
  C248: {
    summary: "SP: 6, wenn kein Feld deiner Fangleiste frei ist, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 6 SP, wenn kein Feld deiner Fangleiste frei bleibt. Die Felder müssen nicht unbedingt von Schiffen bedeckt sein (sie können z. B. auch von Gebäuden wie „Stilt House“ bedeckt sein). Es bringt nichts, wenn auf deiner Fangleiste mindestens ein Feld frei ist.",
  },
  C249: {
    summary: "SP: 1 je Satz aus 1 Holz + 1 Fisch + 1 Gold in deinem Vorrat",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude so viele SP, wie du Sätze aus 1 Holz, 1 Fisch und 1 Gold in deinem Vorrat hast. Es bringt nichts, wenn dir eine dieser Waren fehlt. (Anders gesagt: Dieses Gebäude bringt so viele SP, wie du von der Ware hast, von der am wenigsten in deinem Vorrat liegt. Es ist nicht auf 12 SP begrenzt. Derzeit gibt es jedoch keine Möglichkeit, die Obergrenze von 12 Holz in deinem Vorrat zu überschreiten.)",
  },
  C250: {
    summary: "SP: 5, wenn du zusammen 4+ Schaluppen und Kutter hast, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 5 SP, wenn mindestens 4 Schiffe auf deiner Fangleiste Schaluppen oder Kutter sind. (Deine Schoner und das aufgedruckte Start-Katboot zählen nicht.) Es bringt nichts, wenn du zusammen 3 oder weniger Schaluppen und Kutter hast.",
  },
  C251: {
    summary: "SP: 8, wenn du 4+ Älteste hast, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 8 SP, wenn mindestens 4 Älteste in deinem Ältestenrat sitzen. Es bringt nichts, wenn du 3 oder weniger Älteste hast.",
  },
  C252: {
    summary: "SP: 1 je eigenes Gebäude, das orthogonal an einen Wald grenzt",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude so viele SP, wie Gebäude auf deinem Hafenplan orthogonal an einen oder mehrere Wälder grenzen. (Jedes solche Gebäude zählt nur einmal, auch wenn es an mehrere Wälder grenzt.) Es bringt nichts, wenn keines deiner Gebäude orthogonal an Wald grenzt. (Gebäude, die nur diagonal an Wald grenzen, zählen nicht.)",
  },
  C253: {
    summary: "SP: 3 + 1 je Schiff, das noch auf der Vorratstafel für Schiffe und Älteste liegt",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 3 SP plus so viele SP, wie Schiffe noch auf der Vorratstafel für Schiffe und Älteste liegen (z. B. weil niemand sie gekauft hat oder weil sie zurückgelegt wurden).",
  },
  C254: {
    summary: "Kostet je so viel Holz und Fisch, wie du Schiffe hast. SP: 1 je Schiff (Katboot zählt jeweils mit)",
    text: "Die Menge Holz und die Menge Fische, die du für dieses Gebäude bezahlen musst, entsprechen jeweils der Zahl der Schiffe auf deiner Fangleiste, einschließlich des aufgedruckten Start-Katboots.\nBei der Wertung am Spielende bringt dieses Gebäude so viele SP, wie Schiffe auf deiner Fangleiste liegen, einschließlich des Katboots. (Beachte, dass der SP-Wert von der bezahlten Menge Holz und Fische abweichen kann. Beachte, dass 7 SP nur in Partien mit 3 oder mehr Spielern möglich sind.)",
  },
  A301: {
    summary: "Immer nachdem du einen Wald entfernst: +1 Holz und +1 Fisch in deine Rücklagen (Fische bis 8)",
    text: "Immer nachdem du einen Wald von deinem Hafenplan entfernt hast, nimm 1 Holz und 1 Fisch aus dem allgemeinen Vorrat und lege Holz und Fisch in deine Rücklagen (und nicht in deinen Vorrat). Entfernst du im selben Zug mehr als einen Wald, erhältst du entsprechend viel Holz und Fisch. (Beachte die Obergrenze von 8 Fischen in deinen Rücklagen.) Baust du dieses Gebäude über die Aktion des Ältesten „Builder“ oder „Contractor“ (oder – in Partien mit 5 Spielern – „Carpenter“), erhältst du diesen Vorteil nicht nachträglich (weil du zuerst einen Wald entfernst und dann baust).",
  },
  A302: {
    summary: "Immer wenn du im Zug deines 1./2./3. Arbeiters einen Ältesten anwirbst: -1/+1/+2 Fische",
    text: "Immer bevor du eine Aktion „Ältesten anwerben“ ausführst, musst du entweder Fische bezahlen oder du erhältst Fische. Führst du die Aktion im Zug deines ersten Arbeiters aus, musst du 1 Fisch aus deinem Vorrat in den allgemeinen Vorrat zurücklegen, falls möglich. (Liegt kein Fisch in deinem Vorrat, musst du keinen bezahlen.) Führst du die Aktion im Zug deines zweiten bzw. dritten Arbeiters aus, nimm 1 bzw. 2 Fische aus dem allgemeinen Vorrat und lege sie in deinen Vorrat. All das gilt auch, wenn du als Folge einer anderen Aktion einen Ältesten anwirbst (z. B. über Gebäude wie „Ballroom“ oder „Park Lodge“). Führst du im selben Zug mehr als eine Aktion „Ältesten anwerben“ aus (z. B. über „Village Center“ aus dem Hering-Deck), musst du diese Wirkung auf jede dieser Aktionen anwenden.",
  },
  A303: {
    summary: "Immer nachdem du aufforstest: +1 Gold und +2 Holz",
    text: "Immer nachdem du eine Aktion „Aufforsten“ ausgeführt hast, nimm 1 Gold und 2 Holz aus dem allgemeinen Vorrat und lege Gold und Holz in deinen Vorrat. (Es ist egal, wie du die Aktion „Aufforsten“ erhalten hast. Beachte die Obergrenze von 12 Holz in deinem Vorrat.)",
  },
  A304: {
    summary: "Sofort: +3 Gold bei 4-6 freien Bauplätzen, +4 bei 7, +5 bei 8+",
    text: "Wie viel Gold du durch dieses Gebäude erhältst, hängt von der Zahl der freien Bauplätze auf deinem Hafenplan ab. (Zähle die Bauplätze, nachdem du dieses Gebäude gebaut hast.) Bei 4, 5 oder 6 freien Bauplätzen erhältst du 3 Gold. Bei genau 7 freien Bauplätzen erhältst du 4 Gold. Bei 8 oder mehr freien Bauplätzen erhältst du 5 Gold. Nimm das Gold sofort (und durch dieses Gebäude nur einmal) aus dem allgemeinen Vorrat und lege es in deinen Vorrat. Dieses Gebäude hat keine Wirkung, wenn du 3 oder weniger freie Bauplätze hast.",
  },
  A305: {
    summary: "Sofort: Du darfst in einer Aktion 2 Anteile realisieren, dann +3 Gold",
    text: "Du darfst sofort (und durch dieses Gebäude nur einmal) eine Aktion „Anteil realisieren“ ausführen, ohne einen Arbeiter einzusetzen. Tust du das, musst du genau zwei Anteile realisieren, indem du zwei nicht realisierte Anteile aus deinem Vorrat auf die „Anteil“-Seite in deiner Farbe drehst. Lege diese beiden Anteile auf das dafür vorgesehene Feld des Aktionsplans. (Das gilt als eine einzige Aktion „Anteil realisieren“. Sie kann andere Gebäude auslösen, etwa „Ship Holding Co.“ aus dem Hering-Deck.)\nNimm dann sofort (und durch dieses Gebäude nur einmal) 3 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Folglich bringt dir diese Aktion 1 Gold weniger als zwei getrennte Aktionen „Anteil realisieren“ auf dem Aktionsplan.) Dieses Gebäude hat keine Wirkung, wenn du höchstens einen nicht realisierten Anteil hast.",
  },
  A306: {
    summary: "Immer nachdem du ein Gebäude baust, während 2 deiner Arbeiter auf „Gebäude bauen“ stehen: +1 Gold",
    text: "Immer nachdem du eine Aktion „Gebäude bauen“ ausgeführt hast, nimm 1 Gold aus dem allgemeinen Vorrat und lege es in deinen Vorrat, wenn mindestens zwei deiner Arbeiter auf dem Aktionsfeld „Gebäude bauen“ stehen. (Es ist egal, wie du die Aktion „Gebäude bauen“ erhalten hast.) Beachte, dass es bei 1 oder 2 Spielern zwei Aktionsfelder „Gebäude bauen“ gibt. Dieses Gebäude wirkt auch, wenn du beide Aktionsfelder besetzt. Im Solospiel müssen beide Arbeiter die aktive Farbe haben. Beachte, dass bei 1, 4 oder 5 Spielern Arbeiter auf dem Nachahmungsplättchen nicht zählen, selbst wenn sie die Aktion „Gebäude bauen“ nachgeahmt haben.",
  },
  A307: {
    summary: "Immer wenn du einen Arbeiter auf „Abholzen“, „Durchforsten“ oder „Aufforsten“ setzt: +1 Gold in deine Rücklagen",
    text: "Immer nachdem du das Aktionsfeld „Abholzen“, „Durchforsten“ oder „Aufforsten“ mit einem Arbeiter genutzt hast, nimm 1 Gold aus dem allgemeinen Vorrat und lege es in deine Rücklagen (und nicht in deinen Vorrat). Das gilt nicht, wenn du die Aktion „Abholzen“, „Durchforsten“ oder „Aufforsten“ ausführst, ohne einen Arbeiter auf das entsprechende Aktionsfeld zu setzen. (Folglich gilt die Wirkung dieses Gebäudes nicht, wenn du diese Aktionen über einen Ältesten, ein Gebäude oder – bei 1, 4 oder 5 Spielern – über das Nachahmungsplättchen ausführst.)",
  },
  A308: {
    summary: "Immer bevor du einen Ältesten nutzt: +1 Holz",
    text: "Immer bevor du einen Ältesten nutzt, nimm 1 Holz aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Es ist egal, wie du dazu gekommen bist, einen Ältesten zu nutzen. Beachte die Obergrenze von 12 Holz in deinem Vorrat.)",
  },
  A309: {
    summary: "Sofort: 1 Holz auf jeden freien Bauplatz; du bekommst es, wenn du dort baust oder einen Wald legst",
    text: "Lege sofort (und durch dieses Gebäude nur einmal) 1 Holz aus dem allgemeinen Vorrat auf jeden freien Bauplatz deines Hafenplans. (Lege das Holz, nachdem du dieses Gebäude gebaut hast.) Bauplätze mit Holz gelten weiterhin als frei (siehe Teil I auf Seite 1 dieses Anhangs). Immer bevor du ein Gebäude baust oder einen Wald auf einen Bauplatz legst, auf dem Holz von diesem Gebäude liegt, lege das Holz in deinen Vorrat. (Hast du bereits 12 Holz in deinem Vorrat, lege es stattdessen in den allgemeinen Vorrat zurück.) Beachte, dass du das Holz bekommst, bevor du die Baukosten bezahlen musst. Insbesondere erlaubt dir dieses Gebäude, ein Gebäude zu wählen, das du dir gerade nicht leisten kannst, sofern du die Baukosten nach Erhalt dieses 1 Holzes bezahlen kannst. Lege vor der Wertung alles Holz, das du so nicht eingesammelt hast, in den allgemeinen Vorrat zurück. Dieses Gebäude hat keine Wirkung, wenn du keine freien Bauplätze hast.",
  },
  A310: {
    summary: "Jederzeit: 1 Holz -> 1 Fisch oder 4 Holz -> 1 Gold, beliebig oft",
    text: "Jederzeit (und beliebig oft) bis zur Wertung, außer mitten in einer anderen Aktion, darfst du 1 Holz aus deinem Vorrat gegen 1 Fisch aus dem allgemeinen Vorrat tauschen. Alternativ darfst du 4 Holz gegen 1 Gold tauschen. Beachte, dass du diesen Tausch nicht mitten in der Aktion des Ältesten „Sailor“ machen kannst, um das Holz aus dieser Aktion sofort gegen Fische zu tauschen und damit auf weitere Teller Fisch zu servieren.",
  },
  A311: {
    summary: "Immer wenn du aufforstest: Du darfst 1 zusätzlichen Wald auf dieses Doppelfeld legen",
    text: "Immer wenn du die Aktion „Aufforsten“ ausführst, darfst du genau einen zusätzlichen Wald auf das neu bewaldete Doppelfeld legen. (Es ist egal, wie du die Aktion „Aufforsten“ erhalten hast. Das Legen des zusätzlichen Walds gilt nicht selbst als Aktion „Aufforsten“.) Normalerweise legst du so 3 statt 2 Wälder auf ein freies Doppelfeld. (Mit der Wirkung von „Forester’s House“ aus dem Hering-Deck könntest du 5 statt 4 Wälder auf ein freies Doppelfeld legen.)",
  },
  A312: {
    summary: "Jederzeit: 3 Fische aus deinen Rücklagen -> 2 Holz in deine Rücklagen, beliebig oft",
    text: "Jederzeit (und beliebig oft) bis zur Wertung, außer mitten in einer anderen Aktion, darfst du 3 Fische aus deinen Rücklagen gegen 2 Holz aus dem allgemeinen Vorrat tauschen. Lege das Holz in deine Rücklagen (und nicht in deinen Vorrat). Beachte, dass du diesen Tausch nicht mitten in der Fangzeit machen kannst (sondern erst, nachdem du alle fünf Schritte abgeschlossen hast).",
  },
  A313: {
    summary: "Sofort: Verdopple die Fische in deinen Rücklagen (auch über 8 hinaus)",
    text: "Verdopple sofort (und durch dieses Gebäude nur einmal) die Menge Fische auf dem Rücklagenfeld deines Hafenplans, indem du entsprechend viele Fische aus dem allgemeinen Vorrat nimmst und dorthin legst. Dabei darfst du die normale Obergrenze von 8 Fischen in deinen Rücklagen ausdrücklich ignorieren. (Folglich können durch dieses Gebäude höchstens 16 Fische in deinen Rücklagen liegen.) Solange 8 oder mehr Fische in deinen Rücklagen liegen, kannst du dort keine weiteren Fische bekommen. (Wenn du deine Rücklagen das nächste Mal leerst, musst du wieder die normale Obergrenze von 8 Fischen beachten.) Dieses Gebäude hat keine Wirkung, wenn in deinen Rücklagen kein Fisch liegt.",
  },
  A314: {
    summary: "Sofort: Du darfst alle Wälder bis auf einen entfernen, für je +1 Holz und +1 Fisch",
    text: "Du darfst sofort (und durch dieses Gebäude nur einmal) alle Wälder bis auf einen von deinem Hafenplan entfernen. (Du musst also entweder wirklich einen – und nur einen – Wald auf deinem Hafenplan lassen oder auf die Wirkung dieses Gebäudes verzichten und gar keine Wälder entfernen.) Nimm für jeden Wald, den du durch diese Wirkung entfernst, 1 Holz und 1 Fisch aus dem allgemeinen Vorrat und lege Holz und Fisch in deinen Vorrat. (Die Wirkung dieses Gebäudes gilt nicht als Aktion „Abholzen“. Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Dieses Gebäude hat keine Wirkung, wenn du nur einen oder gar keinen Wald hast.",
  },
  A315: {
    summary: "Immer wenn deine Rücklagen ohne Holz (oder Fisch) sind: Du darfst 1 Holz (oder 1 Fisch) hineinlegen",
    text: "Immer wenn in deinen Rücklagen kein Holz liegt (z. B. nachdem du eine Aktion „Rücklagen flüssig machen“ ausgeführt hast), darfst du 1 Holz aus dem allgemeinen Vorrat nehmen und in deine Rücklagen legen (und nicht in deinen Vorrat). Ebenso: Immer wenn in deinen Rücklagen kein Fisch liegt, darfst du 1 Fisch aus dem allgemeinen Vorrat in deine Rücklagen legen. Hast du mehrere Gebäude, die deine leeren Rücklagen füllen (etwa „Dairy“ oder „Wet Storage“ aus dem Hering-Deck), darfst du ihre Wirkungen alle gleichzeitig anwenden – in einer Reihenfolge deiner Wahl. (Alle diese Gebäude dürfen ausgelöst werden.)",
  },
  A316: {
    summary: "Immer wenn du Anteile kaufst: Das bezahlte Gold kommt in deine Rücklagen",
    text: "Immer nachdem du Anteile gekauft hast (unabhängig von der Farbe), lege das Gold, mit dem du die Anteile bezahlt hast, in deine Rücklagen (statt in den allgemeinen Vorrat). (Es ist egal, wie du dazu gekommen bist, die Anteile zu kaufen.) Erhältst du die Anteile kostenlos (z. B. durch den Rabatt auf dem Aktionsfeld „Alle Anteile kaufen“ ab Runde 4), bekommst du durch dieses Gebäude kein Gold in deine Rücklagen.",
  },
  A317: {
    summary: "Sofort: Du darfst einen Ältesten anwerben (nutzbar ab deinem nächsten Zug)",
    text: "Du darfst sofort (und durch dieses Gebäude nur einmal) eine Aktion „Ältesten anwerben“ ausführen, ohne einen Arbeiter einzusetzen. Wie üblich nimmst du einen zugänglichen Ältesten von der Vorratstafel für Schiffe und Älteste und setzt ihn auf einen freien Platz in deinem Ältestenrat. (Diese Aktion „Ältesten anwerben“ kann andere Gebäude auslösen, etwa „Holiday Resort“.) Du darfst den neuen Ältesten nicht sofort nutzen. (Du darfst ihn in deinem nächsten Zug oder später über eine normale Arbeiteraktion nutzen.) Dieses Gebäude hat keine Wirkung, wenn dein Ältestenrat keine freien Plätze mehr hat.",
  },
  A318: {
    summary: "Immer nachdem du einen Anteil realisierst: +3 Holz",
    text: "Immer nachdem du eine Aktion „Anteil realisieren“ ausgeführt hast, nimm 3 Holz aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Es ist egal, wie du die Aktion „Anteil realisieren“ erhalten hast. Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Realisierst du im selben Zug mehr als einen Anteil (was derzeit nur über „Office“ möglich ist), erhältst du trotzdem nur 3 Holz. (Da du zu Spielbeginn drei nicht realisierte Anteile hast, kannst du die Wirkung dieses Gebäudes höchstens dreimal nutzen.)",
  },
  B321: {
    summary: "Sofort, wenn deine Rücklagen leer sind: ein kostenloser Schoner dorthin; er kommt auf deine Fangleiste, wenn du sie leerst",
    text: "Ist das Rücklagenfeld deines Hafenplans leer, nimm sofort (und durch dieses Gebäude nur einmal) 1 kostenlosen Schoner von der Vorratstafel für Schiffe und Älteste und lege ihn in deine Rücklagen. Dieses Gebäude hat keine Wirkung, wenn keine Schoner mehr übrig sind oder wenn Waren oder andere Dinge in deinen Rücklagen liegen. (Du darfst stattdessen keine Schaluppe und keinen Kutter nehmen.) Andernfalls gilt das Nehmen des Schoners als Aktion „Schiff bauen“ (die andere Gebäude auslösen kann, etwa „Seafaring Society“ aus dem Hering-Deck). Lege den Schoner rechts neben deine Schiffe auf der Fangleiste, wenn du deine Rücklagen das nächste Mal leerst (z. B. durch eine Aktion „Rücklagen flüssig machen“). Ist auf deiner Fangleiste nicht genug Platz, lege den Schoner auf die Vorratstafel für Schiffe und Älteste zurück (er kann normal erworben werden). Bei der Wertung am Spielende bringt der Schoner nichts, wenn er noch in deinen Rücklagen liegt.",
  },
  B322: {
    summary: "Einmalig, sobald du 3+ Älteste hast: +3 Holz und +2 Gold in deine Rücklagen",
    text: "Sobald mindestens 3 Älteste in deinem Ältestenrat sitzen, nimm sofort (und durch dieses Gebäude nur einmal) 3 Holz und 2 Gold aus dem allgemeinen Vorrat und lege Holz und Gold in deine Rücklagen (und nicht in deinen Vorrat). Hast du bereits 3 oder mehr Älteste, wenn du dieses Gebäude baust, erhältst du die Waren sofort.",
  },
  B323: {
    summary: "Sofort: +1 Gold je Fisch auf deinen Ältesten (die Fische bleiben dort)",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) so viel Gold aus dem allgemeinen Vorrat, wie Fische auf den Ältesten in deinem Ältestenrat liegen, und lege es in deinen Vorrat. Lass die Fische auf den Ältesten liegen – du musst und darfst sie nicht entfernen. (Beachte, dass die Zahl der Plätze im Ältestenrat begrenzt ist. Du kannst dadurch höchstens 10 Gold erhalten, weil drei Fische auf einem Ältesten immer sofort entfernt werden.) Dieses Gebäude hat keine Wirkung, wenn auf deinen Ältesten keine Fische liegen.",
  },
  B324: {
    summary: "Sofort: +2 Fische je Ältesten und +1 Holz je Schiff, das du hast (Katboot mitgezählt)",
    text: "Nimm sofort (und durch dieses Gebäude nur einmal) aus dem allgemeinen Vorrat doppelt so viele Fische, wie Älteste in deinem Ältestenrat sitzen, und so viel Holz, wie Schiffe auf deiner Fangleiste liegen, einschließlich des aufgedruckten Start-Katboots. Lege Fische und Holz in deinen Vorrat. (Beachte die Obergrenze von 12 Holz in deinem Vorrat. Beachte, dass die Zahl der Plätze im Ältestenrat und die Zahl der Felder auf der Fangleiste begrenzt sind. Dieses Gebäude kann dir höchstens 10 Fische und 7 Holz bringen – bei 1 oder 2 Spielern 10 Fische und nur 6 Holz.)",
  },
  B325: {
    summary: "Jederzeit: 1 Holz + 3 Fische -> 1 Gold, beliebig oft",
    text: "Jederzeit (und beliebig oft) bis zur Wertung, außer mitten in einer anderen Aktion, darfst du 1 Holz und 3 Fische aus deinem Vorrat gegen 1 Gold aus dem allgemeinen Vorrat tauschen.",
  },
  B326: {
    summary: "Seine Holzkosten sind deine Fangmenge. Sofort: +1 Gold bei 4+ Fischen, +2 bei 8+, +3 bei 12+",
    text: "Die Menge Holz, die du für dieses Gebäude bezahlen musst, entspricht deiner aktuellen Fangmenge (z. B. 3 Holz zu Spielbeginn und 12 Holz bei vollständig bedeckter Fangleiste).\nWie viel Gold du durch dieses Gebäude erhältst, hängt von der Menge Fische in deinem Vorrat ab. (Du verlierst dadurch keine Fische.) Bei 4 bis 7 Fischen erhältst du 1 Gold. Bei 8 bis 11 Fischen erhältst du 2 Gold. Bei 12 oder mehr Fischen erhältst du 3 Gold. Nimm das Gold sofort (und durch dieses Gebäude nur einmal) aus dem allgemeinen Vorrat und lege es in deinen Vorrat. Dieses Gebäude hat keine Wirkung, wenn du 3 oder weniger Fische in deinem Vorrat hast.",
  },
  B327: {
    summary: "Sofort: +1 Holz, +1 Fisch und +1 Gold, und dasselbe noch einmal in deine Rücklagen",
    text: "Bezahle die geforderte Schaluppe, indem du sie von deiner Fangleiste entfernst. Lege die Schaluppe auf die Vorratstafel für Schiffe und Älteste zurück (sie kann erneut erworben werden) und schiebe die übrigen Schiffe auf deiner Fangleiste so weit wie möglich nach links. Nimm dann sofort (und durch dieses Gebäude nur einmal) 1 Holz, 1 Fisch und 1 Gold aus dem allgemeinen Vorrat und lege Holz, Fisch und Gold in deinen Vorrat. (Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Nimm zusätzlich sofort (und durch dieses Gebäude nur einmal) weitere 1 Holz, 1 Fisch und 1 Gold aus dem allgemeinen Vorrat und lege Holz, Fisch und Gold in deine Rücklagen (und diesmal nicht in deinen Vorrat). (Beachte die Obergrenze von 8 Fischen in deinen Rücklagen.)",
  },
  B328: {
    summary: "Sofort: bis zu 2 kostenlose Schaluppen, falls vorhanden und Platz ist (ein „Schiff bauen“)",
    text: "Bezahle den geforderten Kutter, indem du ihn von deiner Fangleiste entfernst. Lege den Kutter auf die Vorratstafel für Schiffe und Älteste zurück (er kann erneut erworben werden) und schiebe die übrigen Schiffe auf deiner Fangleiste so weit wie möglich nach links.\nNimm dann sofort (und durch dieses Gebäude nur einmal) bis zu 2 Schaluppen von der Vorratstafel für Schiffe und Älteste und lege sie rechts neben deine Schiffe auf der Fangleiste. Dieses Gebäude hat keine Wirkung, wenn keine Schaluppen mehr übrig sind oder auf deiner Fangleiste nicht genug Platz ist. Andernfalls gilt das Nehmen der Schaluppe(n) als eine einzige Aktion „Schiff bauen“ (die andere Gebäude auslösen kann, etwa „Seafaring Society“ aus dem Hering-Deck).",
  },
  B329: {
    summary: "Einmalig, sobald deine Fangmenge 9+ ist: +5 Holz und +5 Holz in deine Rücklagen",
    text: "Sobald deine Fangmenge 9 oder mehr beträgt, nimm sofort (und durch dieses Gebäude nur einmal) 5 Holz aus dem allgemeinen Vorrat und lege es in deinen Vorrat. (Beachte die Obergrenze von 12 Holz in deinem Vorrat.) Nimm zusätzlich sofort (und durch dieses Gebäude nur einmal) weitere 5 Holz aus dem allgemeinen Vorrat und lege es in deine Rücklagen (und diesmal nicht in deinen Vorrat). Beträgt deine Fangmenge bereits 9 oder mehr, wenn du dieses Gebäude baust, erhältst du das Holz sofort.\nBeachte, dass es Gebäude (etwa „Ship Broker“ aus dem Makrelen-Deck) und – in Partien mit 5 Spielern – den Ältesten „Ship Owner“ gibt, durch die deine Fangmenge wieder unter 9 fallen kann. Geschieht das und erreichst du später wieder eine Fangmenge von 9 oder mehr, erhältst du durch dieses Gebäude kein weiteres Holz.",
  },
  B330: {
    summary: "Kostet je so viel Holz und Fisch, wie du Bauplätze ohne Wald hast; sonst keine Wirkung",
    text: "Die Menge Holz und die Menge Fische, die du für dieses Gebäude bezahlen musst, entsprechen jeweils der Zahl der Bauplätze auf deinem Hafenplan, die nicht mit Wald bedeckt sind (also freie Bauplätze oder Bauplätze mit einem Gebäude). Dieses Gebäude hat keine Wirkung.",
  },
  B331: {
    summary: "SP: 2 je C-Gebäude, das du hast",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude doppelt so viele SP, wie „C“-Gebäude auf deinem Hafenplan stehen. (Beachte, dass es in jeder Partie je nach Spielerzahl insgesamt nur 8, 9 oder 10 „C“-Gebäude gibt.)",
  },
  B332: {
    summary: "SP: 5 bei 2 orthogonal angrenzenden Wäldern, 7 bei 3-4, 9 bei 5+ (jeder gestapelte zählt)",
    text: "Zähle bei der Wertung am Spielende die Wälder, die orthogonal an dieses Gebäude grenzen. (Jeder einzelne Wald zählt, auch wenn Wälder gestapelt sind. Wälder, die nur diagonal an dieses Gebäude grenzen, zählen nicht.) Sind es 2 solche Wälder, bringt dieses Gebäude 5 SP. Sind es 3 oder 4 solche Wälder, bringt es 7 SP. Sind es 5 oder mehr solche Wälder, bringt es 9 SP. Es bringt nichts, wenn es orthogonal an 1 oder gar keinen Wald grenzt.",
  },
  C341: {
    summary: "Am Ende: Dein Gold bringt keine SP (Gebäude, die Gold zählen, schon)",
    text: "Bei der Wertung am Spielende bringt Gold in deinem Vorrat nichts. (Du kannst das nicht verhindern.) Betroffen sind nur die normalen SP für Gold. Gebäude, die direkt oder indirekt SP für Gold bringen (etwa „Market Tower“ aus dem Makrelen-Deck), sind von diesem Gebäude nicht betroffen.",
  },
  C342: {
    summary: "Sofort: Du darfst deine Rücklagen flüssig machen",
    text: "Bezahle den geforderten Schoner, indem du ihn von deiner Fangleiste entfernst. Lege den Schoner auf die Vorratstafel für Schiffe und Älteste zurück (er kann erneut erworben werden) und schiebe die übrigen Schiffe auf deiner Fangleiste so weit wie möglich nach links.\nDanach darfst du sofort (und durch dieses Gebäude nur einmal) eine Aktion „Rücklagen flüssig machen“ ausführen, ohne einen Arbeiter einzusetzen. (Diese Aktion „Rücklagen flüssig machen“ kann andere Gebäude auslösen, etwa „Reserve Depot“.)",
  },
  C343: {
    summary: "Am Ende: Alle deine Minus-SP zählen doppelt",
    text: "Bei der Wertung am Spielende werden alle deine Minus-SP verdoppelt. (Du kannst das nicht verhindern.) Das gilt für Minus-SP von freien Bauplätzen und nicht realisierten Anteilen (die dann je -2 SP bringen) ebenso wie für Minus-SP von Gebäuden (etwa „Bird Colony“ aus dem Makrelen-Deck, das dann -4 SP bringt).",
  },
  C344: {
    summary: "SP: 3, wenn es orthogonal an 3+ andere Gebäude grenzt, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 3 SP, wenn es orthogonal an mindestens 3 andere Gebäude grenzt. (Diagonal angrenzende Gebäude zählen nicht.) Es bringt nichts, wenn es orthogonal an 2 oder weniger Gebäude grenzt.",
  },
  C345: {
    summary: "SP: 7, wenn du 3+ Schaluppen, 3+ Kutter oder 3 Schoner hast, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 7 SP, wenn 3 (oder mehr) Schaluppen oder 3 (oder 4) Kutter oder 3 Schoner auf deiner Fangleiste liegen. Es bringt nichts, wenn du von jeder Art 2 oder weniger Schiffe hast.",
  },
  C346: {
    summary: "SP: 1 je Gebäude von dir mit Holz in den aufgedruckten Kosten, auch bei variabler Menge",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude so viele SP, wie Gebäude auf deinem Hafenplan aufgedruckte Holzkosten im Kostenbereich links auf der Karte haben. (Dieses Gebäude selbst zählt nicht, weil es mit Fisch und Gold gebaut wird.) Gebäude mit variablen Holzkosten (etwa „Forest Admin.“ und „Pond Hut“) zählen mit. (Dabei spielt es keine Rolle, ob für diese Gebäude tatsächlich Holz bezahlt wurde, und du musst es dir auch nicht merken. Ein Fragezeichen neben Holz gilt als Holzkosten.) Gebäude, für die du statt Holz ein Schiff bezahlen musst (etwa „Customs Area“), zählen nicht.",
  },
  C347: {
    summary: "Sofort: Du darfst einen Ältesten anwerben. SP: 6, wenn kein Ältester mehr auf der Vorratstafel liegt, sonst 4",
    text: "Du darfst sofort (und durch dieses Gebäude nur einmal) eine Aktion „Ältesten anwerben“ ausführen, ohne einen Arbeiter einzusetzen. Wie üblich nimmst du einen zugänglichen Ältesten von der Vorratstafel für Schiffe und Älteste und setzt ihn auf einen freien Platz in deinem Ältestenrat. (Diese Aktion „Ältesten anwerben“ kann andere Gebäude auslösen, etwa „Holiday Resort“.) Du darfst den neuen Ältesten nicht sofort nutzen. (Du darfst ihn in deinem nächsten Zug oder später über eine normale Arbeiteraktion nutzen.) Dieser Teil des Gebäudes hat keine Wirkung, wenn dein Ältestenrat keine freien Plätze mehr hat.\nBei der Wertung am Spielende bringt dieses Gebäude 6 SP, wenn keine Ältesten mehr auf der Vorratstafel für Schiffe und Älteste liegen. Andernfalls bringt es nur 4 SP. Im Solospiel darfst du ab jetzt immer, bevor du ein Gebäude baust, einen Ältesten von der Vorratstafel für Schiffe und Älteste aus dem Spiel nehmen (sonst könntest du für dieses Gebäude keine 6 SP erhalten).",
  },
  C348: {
    summary: "SP: 7, wenn deine Schiffe genau 2 Schaluppen, 2 Kutter und 1 Schoner sind, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 7 SP, wenn genau 2 Schaluppen, 2 Kutter und 1 Schoner auf deiner Fangleiste liegen. (Die Reihenfolge der Schiffe auf der Fangleiste spielt keine Rolle. Diese fünf Schiffe bedecken alle Felder deiner Fangleiste.) Es bringt nichts, wenn du nicht genau diese Schiffe auf deiner Fangleiste hast.",
  },
  C349: {
    summary: "SP: 9, wenn 5+ andere Gebäude angrenzen (diagonal zählt mit), sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 9 SP, wenn es orthogonal und/oder diagonal an mindestens 5 andere Gebäude grenzt. (Beachte, dass nur 6 der 11 Bauplätze für dieses Gebäude infrage kommen, wenn du dafür 9 SP erhalten willst.) Es bringt nichts, wenn es von 4 oder weniger Gebäuden umgeben ist.",
  },
  C350: {
    summary: "SP: 8, wenn du zusammen 20+ Fische in Vorrat und Rücklagen hast, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 8 SP, wenn insgesamt mindestens 20 Fische in deinem Vorrat und auf dem Rücklagenfeld deines Hafenplans liegen. (Maßgeblich ist die Summe beider Mengen, nicht jede Menge einzeln.) Es bringt nichts, wenn du insgesamt 19 oder weniger Fische hast.",
  },
  C351: {
    summary: "SP: 3, wenn du 3+ Wälder hast, sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 3 SP, wenn mindestens 3 Wälder auf deinem Hafenplan liegen. (Es ist egal, wie viele verschiedene Doppelfelder sie belegen. Jeder einzelne Wald zählt, auch wenn Wälder gestapelt sind.) Es bringt nichts, wenn du 2 oder weniger Wälder hast.",
  },
  C352: {
    summary: "SP: 2 je freien Bauplatz in deiner unteren Reihe (die trotzdem je -1 bringen)",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude doppelt so viele SP, wie freie Bauplätze in der unteren Reihe deines Hafenplans sind. (Das sind die vier Bauplätze direkt über deiner Fangleiste.) Die Minus-SP dieser Bauplätze erhältst du trotzdem (sie werden verdoppelt, wenn du auch „Bank“ hast). Es bringt nichts, wenn auf allen Bauplätzen der unteren Reihe Gebäude und/oder Wälder liegen.",
  },
  C353: {
    summary: "SP: 1 je Kutter und 2 je Schoner auf deiner Fangleiste",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude so viele SP, wie Kutter auf deiner Fangleiste liegen, plus doppelt so viele SP, wie Schoner auf deiner Fangleiste liegen. (Beachte, dass die Zahl der Felder auf der Fangleiste begrenzt ist. Dieses Gebäude kann höchstens 6 SP bringen.) Es bringt nichts, wenn du weder Kutter noch Schoner hast.",
  },
  C354: {
    summary: "SP: 6, wenn du so viele Gebäude wie Schiffe hast (Katboot mitgezählt), sonst 0",
    text: "Bei der Wertung am Spielende bringt dieses Gebäude 6 SP, wenn du auf deinem Hafenplan gleich viele Gebäude und Schiffe hast, einschließlich des aufgedruckten Start-Katboots. (Gebäude, die nicht auf Bauplätzen liegen, etwa „Stilt House“ aus dem Makrelen-Deck, zählen trotzdem als Gebäude.)",
  },
};

export const elders: ElderCatalogue = {
  contractor: { summary: "zahle 3 Fische, entferne 0-2 Wälder, dann darfst du ein Gebäude bauen" },
  constructor: { summary: "baue ein Schiff oder ein Gebäude" },
  "pond-builder": { summary: "verteile 4 Fische + 1 je Gebäude wie in der Fangzeit" },
  "forest-manager": { summary: "entferne 2 Wälder, +5 Holz +1 Gold" },
  sailor: { summary: "serviere Fische, +1 Gold und +1 Holz je Teller" },
  "harbor-master": { summary: "tausche eine Schaluppe gegen einen Kutter oder einen Kutter gegen einen Schoner" },
  builder: { summary: "entferne einen Wald, +1 Holz, dann darfst du ein Gebäude bauen" },
  steward: { summary: "+2 Holz, dann darfst du deine Rücklagen flüssig machen" },
  silviculturist: { summary: "+1 Holz, dann darfst du abholzen oder aufforsten" },
  forester: { summary: "entferne einen Wald, +3 Holz +1 Gold" },
  engineer: { summary: "baue ein Schiff (1 Holz weniger) oder ein Gebäude" },
  pisciculturist: { summary: "+3 Fische +1 Fisch je Ältesten" },
  architect: { summary: "baue ein Gebäude" },
  carpenter: { summary: "entferne einen Wald, dann darfst du ein Schiff oder ein Gebäude bauen" },
  "fish-deliverer": { summary: "du darfst deine Rücklagen flüssig machen und/oder Fische servieren" },
  ranger: { summary: "+3 Holz, dann darfst du einen Wald legen" },
  sponsor: { summary: "realisiere einen Anteil, +2 Gold +3 Fische" },
  "ship-owner": { summary: "verkaufe eine Schaluppe/einen Kutter/einen Schoner für 2/4/7 Gold" },
};

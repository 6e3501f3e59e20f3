### Der Bildschirm von `teotl play` im Terminal (teotl.play): Rahmen, Befehle, Hilfe, Speichern und Laden.
### Die Sätze des Spiels selbst (Fragen, Optionen, Protokoll) stehen in play-text.ftl.

## Der Bildschirm
screen-title = { $game } — { $count } Spieler: { $seats }, Startwert { $seed }
screen-resumed = Fortgesetzt nach { $count ->
    [one] { $count } Antwort
   *[other] { $count } Antworten
}
screen-round = Runde { $round }
screen-you = du
screen-nobody = niemand
screen-player = Spieler { $number }
screen-used = (benutzt)
screen-hidden-count = { $count } verdeckt
screen-waiting = wartet auf { $name }
screen-thinking = { $name } überlegt…
# after a name that heads a line ("Your hand: …", "Ana: Which tile?")
screen-label-end = { ": " }
screen-more-options = … { $count } weitere: optionen zeigt alle
screen-commands = antworte mit einer Zahl oder einem Namen · zeigen · erklären NAME · protokoll · hilfe · rückgängig · speichern · beenden
screen-supplies = Vorräte
screen-ring = Die Tafeln im Uhrzeigersinn
screen-spots = { $count ->
    [one] { $count } Platz
   *[other] { $count } Plätze
}
screen-legend-pieces = { $mark }: Figur von { $name } mit { -level } { $level } · ein Buchstabe nach dem Platz: eine andere Figurenart · *: gesperrt
screen-tracks = Leisten
screen-legend-tracks = ein Buchstabe: der Marker eines Spielers · unterstrichen: ein Feld mit Belohnung · fett: ein Feld für nur einen Spieler zugleich
screen-slots-laid = { $grid }: { $laid } von { $slots } Plätzen belegt, { $spots } von { $spot_count } Feldern
screen-legend-grid = Zeilen- und Spaltennummern um das Raster; die Ziffer nach einem Symbol: die Stufe des Plättchens darauf ·
screen-spots-taken = Felder: { $taken } belegt, { $free } frei
screen-graph-empty = noch nichts
screen-legend-graph = ein Buchstabe: die Figur eines Spielers (mit dem ersten Buchstaben ihres Weges) · •: die Marke eines Spielers · →: wohin ein Weg führt
screen-grid-empty = noch kein Plättchen
screen-legend-cells = ein Buchstabe: das Plättchen eines Spielers · eine Zahl zwischen Plättchen: die Figuren an dieser Kante · eine Zahl auf Gelb: eine Option
screen-legend-cells-compact = ²A₁: 2 Figuren an der oberen Kante von A’s Plättchen, 1 an der unteren
screen-printed = gedruckt:
screen-more-log = … { $count } weitere neue Zeilen darüber: protokoll { $total } zeigt alle
screen-reminder = (tippe 1-{ $count } oder hilfe)
screen-no-such-name = nichts hier heißt „{ $name }“: gib die Nummer einer Option oder einen Namen, wie er angezeigt wird
screen-not-for-players = keine Regel für die Spieler: ein Schritt, den das Programm für ein Modul freihält, oder ein Rat an die Computerspieler

## Abwechselnd an einem Terminal
screen-pass = Gib das Terminal an { $name } weiter.
screen-press-enter = { $name }, drücke Enter, wenn du bereit bist.

## Befehle
help-title = Die Befehle:
help-answer = 1, 2, … oder der Anfang des Namens einer Option: antworten (ZEILE,SPALTE antwortet mit einem Feld)
help-show = zeigen: alles, was du sehen darfst; zeigen NAME: der Regeltext eines Bestandteils
help-explain = erklären NAME oder erklären 2: der Regeltext eines Bestandteils oder des Bestandteils einer Option
help-log = protokoll, protokoll 50: die letzten Zeilen des Spielprotokolls
help-options = optionen: alle Optionen mit ihrer ganzen Vorschau
help-undo = rückgängig: deine letzte Antwort zurücknehmen
help-save = speichern DATEI: den Spielstand schreiben (fortsetzen mit teotl play --load DATEI)
help-quit = beenden: das Spiel verlassen (es wird vorher gespeichert)
help-help = hilfe: diese Liste
help-words = die englischen Wörter (show, help, undo, quit, …) gehen auch; eine Antwort, die ein Befehlswort ist, ist der Befehl (eine Option dieses Namens: tippe ihre Nummer)

## The command words, as typed (a comma list: the first is shown in the help and the hint line;
## the English words work in every language)
command-show = zeigen, zeige, zeig
command-explain = erklären, erkläre, erklär, erklaeren, erklaere, erklaren, erklare
command-log = protokoll
command-options = optionen
command-help = hilfe
command-undo = rückgängig, rueckgaengig, ruckgangig
command-save = speichern, speichere, speicher
command-quit = beenden, beende

## Speichern und Laden
screen-quit-confirm = Das Spiel verlassen? Es wird vorher gespeichert. (j/n)
screen-yes-words = j, ja, y, yes
screen-quit-cancelled = Das Spiel geht weiter.
screen-saved = Spielstand nach { $path } geschrieben
screen-save-failed = { $problem }; das Spiel geht weiter (versuche eine andere Datei)
screen-undo-nothing = Nichts zurückzunehmen: du hast noch nichts beantwortet.
screen-undo-not-last = Nichts zurückgenommen: { $name } hat nach deiner letzten Antwort geantwortet.
screen-undo-done = Zurückgenommen: { $question } — { $answer } ({ $count ->
    [one] { $count } Antwort zurückgenommen
   *[other] { $count } Antworten zurückgenommen
})
screen-left = Spiel unbeendet verlassen; es ist in { $path } gespeichert (fortsetzen mit teotl play --load { $path })
screen-left-unsaved = Spiel unbeendet verlassen, und es konnte nicht gespeichert werden: { $problem }

## Das Ende
screen-final-scores = Endwertung
screen-place = Platz
screen-seat = Spieler
screen-agent = Agent
screen-turn-limit = das Spiel wurde von der Zuggrenze beendet

## Antworten, die nichts bedeuten
reply-no-option = es gibt keine Option { $reply }: tippe 1-{ $count } oder hilfe
reply-empty = tippe 1-{ $count } oder hilfe
reply-unknown = '{ $reply }' ist keine Option: tippe 1-{ $count } (die Ziffern 0-9) oder hilfe
reply-save-needs-file = gib einen Dateinamen an: speichern DATEI
reply-log-number = '{ $reply }' ist keine Zeilenzahl: protokoll oder protokoll 20
reply-explain-needs-name = gib einen Namen oder die Nummer einer Option an: erklären NAME
reply-ambiguous = '{ $reply }' passt zu mehreren Optionen ({ $numbers }): tippe die Nummer
reply-not-utf8 = diese Zeile ist kein UTF-8-Text: tippe 1-{ $count } oder hilfe

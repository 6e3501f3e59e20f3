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
screen-more-options = … { $count } weitere: options zeigt alle
screen-commands = antworte mit einer Zahl oder einem Namen · show · explain NAME · log · help · undo · save DATEI · quit
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
screen-printed = gedruckt:
screen-more-log = … { $count } weitere neue Zeilen darüber: log { $total } zeigt alle
screen-reminder = (tippe 1-{ $count } oder help)
screen-no-such-name = nichts hier heißt „{ $name }“: gib die Nummer einer Option oder einen Namen, wie er angezeigt wird

## Abwechselnd an einem Terminal
screen-pass = Gib das Terminal an { $name } weiter.
screen-press-enter = { $name }, drücke Enter, wenn du bereit bist.

## Befehle
help-title = Die Befehle:
help-answer = 1, 2, … oder der Anfang des Namens einer Option: antworten (ZEILE,SPALTE antwortet mit einem Feld)
help-show = show: alles, was du sehen darfst; show NAME: der Regeltext eines Bestandteils
help-explain = explain NAME oder explain 2: der Regeltext eines Bestandteils oder des Bestandteils einer Option
help-log = log, log 50: die letzten Zeilen des Spielprotokolls
help-options = options: alle Optionen mit ihrer ganzen Vorschau
help-undo = undo: deine letzte Antwort zurücknehmen
help-save = save DATEI: den Spielstand schreiben (fortsetzen mit teotl play --load DATEI)
help-quit = quit: das Spiel verlassen (es wird vorher gespeichert)
help-help = help: diese Liste

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
reply-no-option = es gibt keine Option { $reply }: tippe 1-{ $count } oder help
reply-empty = tippe 1-{ $count } oder help
reply-unknown = '{ $reply }' ist keine Option: tippe 1-{ $count } (die Ziffern 0-9) oder help
reply-save-needs-file = gib einen Dateinamen an: save DATEI
reply-log-number = '{ $reply }' ist keine Zeilenzahl: log oder log 20
reply-explain-needs-name = gib einen Namen oder die Nummer einer Option an: explain NAME
reply-ambiguous = '{ $reply }' passt zu mehreren Optionen ({ $numbers }): tippe die Nummer
reply-not-utf8 = diese Zeile ist kein UTF-8-Text: tippe 1-{ $count } oder help

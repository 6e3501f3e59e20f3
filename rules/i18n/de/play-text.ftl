### Die Sätze einer laufenden Partie (teotl.text.play_text): was jede Entscheidung fragt
### (`ask-`), wie jede Option lautet (`option-`), das Protokoll (`event-`), Schritte, die für
### den Spieler gemacht wurden (`forced-`), Vorschauen (`preview-`), Figuren (`piece-`), Plätze (`seat-`).

## Plätze und Figuren

seat-unplayed = neutrale Farbe { $number }
seat-unknown = niemand
piece-described =
    { $whose ->
        [yours] { $piece_gender ->
            [feminine] deine { $piece }
            [neuter] dein { $piece }
           *[other] dein { $piece }
        }
        [unplayed] { $piece_gender ->
            [feminine] eine neutrale { $piece }
            [neuter] ein neutrales { $piece }
           *[other] ein neutraler { $piece }
        }
       *[seat] { $piece_gender ->
            [feminine] die { $piece } von { $owner }
            [neuter] das { $piece } von { $owner }
           *[other] der { $piece } von { $owner }
        }
    }{ $place ->
        [board] { " " }mit { -level } { $level } auf { $board_dat }
       *[none] {""}
    }{ $locked ->
        [yes] { " " }(gesperrt)
       *[no] {""}
    }
piece-someone = ein { $piece } von { $who }
piece-unknown = ein { $piece }

## Was eine Entscheidung fragt

ask-kind-choose = Wähle eines
ask-kind-may = Möchtest du?
ask-kind-continue = Weiter?
ask-kind-target = Welches?
ask-kind-piece = Welche Figur?
ask-kind-distance = Wie weit?
ask-kind-pay_with = Womit bezahlen?
ask-kind-slot = Welcher Platz?
ask-kind-spot = Welches Feld?
ask-kind-board = Welcher Spielplan?
ask-kind-node = Wohin?
ask-kind-cell = Welches Feld?
ask-kind-rotation = Wie herum?
ask-kind-component = Welches?
ask-kind-order = Was kommt als Nächstes?
ask-kind-other = Wähle
ask-choose = Was machst du?
ask-may = { $action }?
ask-repeat =
    { $done ->
        [0] { $action }?
       *[other] Noch einmal: { $action }?
    }
ask-order = In welcher Reihenfolge? Als Nächstes: { $body }
ask-gain-which =
    { $group_gender ->
        [feminine] Welche { $group } erhältst du?
        [neuter] Welches { $group } erhältst du?
       *[other] Welchen { $group } erhältst du?
    }
ask-advance-which =
    { $group_gender ->
        [feminine] Auf welcher { $group } rückst du vor?
       *[other] Auf welchem { $group } rückst du vor?
    }
ask-piece-move = Welcher { $piece } zieht?
ask-piece-upgrade = Welcher { $piece } steigt eine { -level } auf?
ask-piece-downgrade = Welcher { $piece } sinkt eine { -level } ab?
ask-piece-relocate = Welcher { $piece } geht zurück?
ask-piece-follow = Welcher { $piece } zieht mit?
ask-piece-upgrade-each = Welcher { $piece } (jedes Mal ein anderer) steigt eine { -level } auf?
ask-move-distance = Wie weit zieht { $piece }?
ask-spot = Auf welches Feld { $board_gen }?
ask-station = Auf welchem Spielplan beginnt dein neuer { $piece }?
ask-component-acquire = Welches nimmst du aus { $supply_dat }?
ask-component-take = Welches nimmst du aus { $supply_dat }?
ask-component-put = Welches legst du aus { $supply_dat } dorthin?
ask-component-put-to = Welches aus { $supply_dat } kommt in { $to_acc }?
ask-component-place = Welches legst du aus { $supply_dat }?
ask-component-pick = Welches { $supply } wählst du?
ask-component-use = Welches { $supply } setzt du ein?
ask-component-renew = Welches benutzte { $supply } deckst du wieder auf?
ask-place-cell = Wohin auf { $space_dat } kommt { $component }?
ask-place-turn = Wie herum kommt { $component }?
ask-discount = Von welchem Rohstoff geht der Rabatt ab?
ask-tile-build = Welches Plättchen aus { $supply_dat } baust du?
ask-tile-attach = Welches Plättchen aus { $supply_dat } legst du?
ask-slot = Auf welchen Platz { $grid }?
ask-rotation = Wie herum kommt { $tile }?
ask-grid-spot = Auf welches Feld kommt { $tile }?
ask-build-more = Noch ein Plättchen bauen? ({ $built } von bis zu { $most } gebaut)
ask-pushed = Deine Figur wird von { $node } verdrängt: wohin?
ask-map-mark = Welchen Ort auf { $map } markierst du?
ask-map-remove = Von welchem Ort auf { $map } nimmst du deine Figur zurück?
ask-token-slot =
    { $pushed ->
        [yes] Du wirst weitergeschoben: auf welchen Platz { $ring_gen } jetzt?
       *[no] Auf welchen Platz { $ring_gen }?
    }
ask-pay-with = Womit bezahlst du { $amount }?
ask-pay-any = Womit bezahlst du: { $members }?

## Wie eine Option lautet

option-yes = Ja
option-no = Nein
option-may-yes = Ja
option-may-no = Nein, auslassen
option-repeat-yes =
    { $done ->
        [0] Ja
       *[other] Ja, noch einmal
    }
option-repeat-no = Nein, aufhören
option-number = Option { $number }
option-track-step = { $track } (jetzt auf Feld { $step })
option-boards =
    { $direction ->
        [back] { $count } { $count ->
            [one] Spielplan
           *[other] Spielpläne
        } zurück
       *[forward] { $count } { $count ->
            [one] Spielplan
           *[other] Spielpläne
        } weiter
    }{ $known ->
        [yes] : auf { $board_acc }
       *[no] {""}
    }
option-spot-free = Feld { $spot } (frei)
option-spot-fee = Feld { $spot }: { $piece } dort wird für { $fee } freigegeben
option-spot-waived = Feld { $spot }: { $piece } dort wird mit { $flag } freigegeben
option-cell = Reihe { $row }, Spalte { $column }
option-edge = { $first } – { $second }
option-edge-end = { $name } in Reihe { $row }, Spalte { $column }
option-turn =
    { $turns ->
        [0] Wie gedruckt
        [1] Eine Vierteldrehung im Uhrzeigersinn
        [2] Eine halbe Drehung
       *[3] Eine Dreivierteldrehung im Uhrzeigersinn
    }
option-turn-edges = { $field }: { $edges }
option-turn-edge = { $side } { $value }
option-less = 1 { $amount } weniger
option-icons = [{ $icons }]
option-matches =
    { $count ->
        [0] keine Übereinstimmung
        [one] 1 Übereinstimmung
       *[other] { $count } Übereinstimmungen
    }
option-track-plus = +1 { $track }
option-slot =
    Platz { $slot } (Ebene { $level }{ $paid ->
        [yes] : { $cost }
       *[no] {""}
    })
option-rotation =
    { $turns ->
        [0] Wie gedruckt
        [1] Eine Vierteldrehung
        [2] Eine halbe Drehung
       *[3] Eine Dreivierteldrehung
    }: { $icons } auf { $covered }, { $matches }
option-grid-spot = { $side }, Ebene { $level }: auf { $covered }, { $matches }
option-node-path = { $node } ({ $path })
option-token-slot =
    Halt { $stop }, Platz { $place }{ $aimed ->
        [yes] , bei { $board_dat }
       *[no] {""}
    }
option-pay = { $amount } bezahlen
option-pay-instead = { $amount } für { $instead } bezahlen

## Ein Schritt für den Spieler (es war die einzige mögliche Wahl)

forced-step = { $question } — { $answer } (die einzige mögliche Wahl)

## Das Protokoll

event-mark = { $who } legt { $marks } auf { $component }
event-generic = { $who }: { $what }
event-at = { $line } ({ $board })
event-at-level = { $line } ({ $board }, { -level } { $level })
event-for = { $line } ({ $rule })
event-game-start = Eine Partie für { $players } Spieler beginnt
event-score = { $who } { $score }
event-game-end = Die Partie endet: { $scores }
event-turn = — Runde { $round }, { $who } ist am Zug —
event-phase = — Runde { $round }: { $phase } —
event-turn-limit = Die Partie wird nach { $turns } Zügen abgebrochen (Zuglimit)
event-pass = { $who } passt
event-gain = { $who } erhält { $amount }
event-pay = { $who } bezahlt { $amount }
event-pay-instead = { $who } bezahlt { $amount } anstelle von { $instead }
event-lose = { $who } verliert { $amount }
event-lost = { $who } hat keinen Platz für { $amount }: verloren
event-owe =
    { $who } schuldet { $due } und bezahlt { $paid }{ $penalty ->
        [0] {""}
       *[other] , Strafe: { $penalty } verloren
    }
event-cannot-pay = { $who } kann { $cost } nicht bezahlen
event-set-resource = { $who } hat jetzt { $amount }
event-set-counter = { $counter }: { $value }
event-advance = { $who } rückt auf { $track_dat } auf Feld { $step } vor
event-reset = Der Marker von { $who } auf { $track_dat } geht zurück auf { $step }
event-retreat = { $who } geht auf { $track_dat } zurück auf Feld { $step }
event-move = { $piece } zieht auf { $board_acc }
event-upgrade = { $piece } steigt auf { -level } { $level }
event-downgrade = { $piece } sinkt auf { -level } { $level }
event-unlock = { $piece } wird freigegeben
event-lock = { $piece } besetzt Feld { $spot } { $board_gen } und wird dort gesperrt
event-relocate = { $piece } geht mit { -level } { $level } zurück auf { $board_acc }
event-follow = { $piece } zieht mit auf { $board_acc }
event-station = { $who } stellt einen { $piece } auf { $board_acc }
event-recruit = { $who } bringt einen neuen { $piece } auf { $board_acc }
event-scatter = { $owner } stellt ihre Figuren auf { $boards_acc }
event-ring = Die Spielpläne liegen im Uhrzeigersinn: { $boards }
event-claim = { $who } nimmt { $component }
event-take = { $who } nimmt { $component }
event-acquire = { $who } erwirbt { $component }
event-pick = { $who } wählt { $component }
event-use = { $who } setzt { $component } ein
event-renew = { $who } deckt { $component } wieder auf
event-grant = { $who } darf in diesem Zug { $flag_acc } nutzen
event-consume = { $who } verbraucht { $flag_acc }
event-roll = { $who } würfelt { $dice }: { $result }
event-hidden-components =
    { $count ->
        [one] 1 verdecktes Teil
       *[other] { $count } verdeckte Teile
    }
event-deal =
    { $what } { $count ->
        [one] kommt
       *[other] kommen
    } { $source_von } auf { $target_acc }
event-put = { $who } legt { $what } { $source_von } auf { $target_acc }
event-discard = { $who } wirft { $component } { $supply_von } ab
event-discard-hidden = { $who } wirft ein verdecktes Teil { $supply_von } ab
event-build =
    { $who } baut { $tile } auf { $grid } (Ebene { $level }): { $matches ->
        [0] keine Übereinstimmung
        [one] 1 Übereinstimmung
       *[other] { $matches } Übereinstimmungen
    }
event-attach =
    { $who } legt { $tile } an { $grid }: { $matches ->
        [0] keine Übereinstimmung
        [one] 1 Übereinstimmung
       *[other] { $matches } Übereinstimmungen
    }
event-preplace = { $tile } wird auf { $grid_acc } gelegt
event-discount = { $who } spart { $amount } (Rabatt)
event-place =
    { $who } legt { $component } auf { $space_acc } in Reihe { $row }, Spalte { $column }{ $turns ->
        [0] {""}
        [1] , um eine Vierteldrehung gedreht
        [2] , um eine halbe Drehung gedreht
       *[3] , um eine Dreivierteldrehung gedreht
    }
event-map-arrive = Die Figur von { $who } erreicht { $node }
event-map-push = Die Figur von { $who } erreicht { $node } und verdrängt die Figur von { $pushed }
event-map-steered =
    Die verdrängte Figur von { $who } zieht weiter nach { $node }{ $random ->
        [yes] { " " }(zufällig)
       *[no] {""}
    }
event-map-mark =
    { $who } markiert { $node }{ $removed ->
        [yes] und nimmt die Figur dort zurück
       *[no] {""}
    }
event-map-remove = { $who } nimmt eine Figur von { $node } zurück
seat-token-position = { $ring }: { $place }
event-landed =
    Der Marker { $who_de } steht { $ring_auf }, Halt { $stop }, Platz { $place }{ $pushed ->
        [yes] { " " }(weitergeschoben)
       *[no] {""}
    }
event-say = { $who } { $text }
event-auto =
    { $who } wählt { $answer_acc }{ $reason ->
        [yes] : { $why }
       *[no] {""}
    }
event-activate = { $who } führt { $component } aus ({ $position } { $arrangement_gen })
event-reorder = { $arrangement } wird umgelegt: { $shifts }
event-reorder-shift = { $source } rückt auf { $target }
event-layout = { $arrangement }: { $places }
event-layout-place = { $position } { $component }
event-layout-directions = { $layout }; Richtungsplättchen (oben zuerst): { $sides }
event-flip = { $component } wird umgedreht: { $now }
event-flip-hidden = Ein verdecktes Teil { $supply_von } wird umgedreht


## Was eine Option kostet und bringt (von der Engine berechnet, teotl.runtime.preview)

preview-parts = { $parts }
preview-pay = { $amounts } bezahlen
preview-gain = { $amounts } erhalten
preview-track = { $track } { $before } → { $after }
preview-own = { $components } nehmen
preview-placed = { $component } legen
preview-piece-new = { $piece } auf { $board_dat } ({ -level } { $level })
preview-piece-move = { $piece } → { $board } ({ -level } { $level })
preview-piece-level = { $piece }: { -level } { $before } → { $after }
preview-piece-locked = { $piece } wird gesperrt
preview-piece-unlocked = { $piece } wird freigegeben
preview-counter = { $counter } { $before } → { $after }
preview-signed =
    { $sign ->
        [plus] +{ $amount }
       *[minus] −{ $amount }
    }
preview-other = { $who }: { $changes }
preview-chance = der Rest hängt vom Zufall ab
preview-then = dann: { $question }
preview-then-other = dann entscheidet { $who }
preview-then-choose = dann: { $options }

## The sides of a tile or a grid

-side-top = oben
-side-right = rechts
-side-bottom = unten
-side-left = links

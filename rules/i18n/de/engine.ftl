### teotl — die Meldungen der Engine auf Deutsch: eine Meldung je Knotenart des Syntaxbaums, je
### Verb und je Abfrage (docs/translating.md). Stil: Infinitiv am Ende, wie auf Spielhilfen
### ("3 Kakao und 5 Holz erhalten."). bedingungen stehen in Nebensatzstellung (nach "falls").
###
### Substantive kommen aus den Katalogen des Spiels (rules/SPIEL/i18n/de/). Formen per Suffix: `{ $track_dat }` ist die
### Variante `dat` des Begriffs ("dem blauen Tempel"), `{ $supply_acc }` die Variante `acc`,
### `{ $what_gender }` das Attribut `.gender`.

## Sätze und Listen

sentence = { $clause }.
list-and-pair = { $first } und { $second }
list-and-more = { $first }, { $rest }
list-or-pair = { $first } oder { $second }
list-or-more = { $first }, { $rest }
list-then-pair = { $first }, danach { $second }
list-then-more = { $first }, { $rest }
list-options-pair = { $first }; oder { $second }
list-options-more = { $first }; { $rest }
list-arms-pair = { $first }; { $second }
list-arms-more = { $first }; { $rest }
list-steps-pair = { $first }; { $second }
list-steps-more = { $first }; { $rest }
list-details-pair = { $first }, { $second }
list-details-more = { $first }, { $rest }
with-details = { $main } ({ $details })

## Mengen

amount = { $count } { $resource }
amount-expr =
    { $resource_gender ->
        [plural] so viele { $resource_acc } wie { $value }
       *[other] so viel { $resource_acc } wie { $value }
    }
amount-any = { $count } { $group } deiner Wahl
amount-any-expr = so viele { $group } deiner Wahl wie { $value }
amount-per = { $amount } mal { $per }

## Anweisungen

stmt-gain = { $amounts } erhalten
stmt-pay = { $cost } bezahlen: { $body }
stmt-choose = eines wählen: { $options }
stmt-may = optional: { $body }
stmt-repeat =
    { $count ->
        [one] einmal
        [2] zweimal
       *[other] { $count }-mal
    }: { $body }
stmt-repeat-expr = so oft wie { $count }: { $body }
stmt-repeat-upto = beliebig oft, höchstens { $count }-mal: { $body }
stmt-repeat-upto-expr = beliebig oft, höchstens so oft wie { $count }: { $body }
stmt-if = falls { $condition }: { $then }
stmt-if-else = falls { $condition }: { $then }; sonst: { $otherwise }
stmt-case = { $value } entscheidet: { $arms }
case-arm = { $key }: { $body }
key-else = sonst
range-span = { $low }–{ $high }
range-open = { $low } oder mehr
stmt-roll =
    { $dice ->
        [one] einen { $sides }-seitigen Würfel
       *[other] { $dice } { $sides }-seitige Würfel
    } werfen; je nach Ergebnis: { $arms }
stmt-priority = das Erste davon ausführen, das zutrifft: { $steps }
priority-when = falls { $condition }: { $body }
priority-otherwise = sonst: { $body }
stmt-each =
    { $who ->
        [other] jeder andere Spieler, in Zugreihenfolge: { $body }
       *[player] jeder Spieler, in Zugreihenfolge: { $body }
    }
stmt-each-where =
    { $who ->
        [other] jeder andere Spieler, in Zugreihenfolge, falls { $condition }: { $body }
       *[player] jeder Spieler, in Zugreihenfolge, falls { $condition }: { $body }
    }
stmt-nothing = nichts tun

## Auslöser und Modifikatoren

effect-trigger = jedes Mal nach „{ $event }“: { $body }
effect-trigger-filter = jedes Mal nach „{ $event }“ ({ $filter }): { $body }
effect-modifier-increase = { $value } erhöht sich um { $amount_acc }
effect-modifier-decrease = { $value } verringert sich um { $amount_acc }
effect-modifier-increase-filter = { $value } ({ $filter }) erhöht sich um { $amount_acc }
effect-modifier-decrease-filter = { $value } ({ $filter }) verringert sich um { $amount_acc }
effect-modifier-while = { $modifier }, solange { $condition }

## Ausdrücke und Bedingungen (Bedingungen in Nebensatzstellung)

expr-add = { $left } plus { $right }
expr-sub = { $left } − { $right }
expr-mul = { $left } × { $right }
expr-div = { $left } ÷ { $right }
expr-neg = −{ $value }
expr-paren = ({ $value })
cmp-ge = { $left } mindestens { $right } beträgt
cmp-le = { $left } höchstens { $right } beträgt
cmp-gt = { $left } größer als { $right } ist
cmp-lt = { $left } kleiner als { $right } ist
cmp-eq = { $left } gleich { $right } ist
cmp-ne = { $left } ungleich { $right } ist
cond-and = { $left } und { $right }
cond-or = { $left } oder { $right }
cond-not = nicht gilt, dass { $condition }
    .ends = clause
cond-flag = du { $flag_acc } hast
cond-leader = du auf { $track_dat } (gemeinsam) am weitesten vorne bist
expr-bool = (1, falls { $condition }, sonst 0)
ref-resource =
    { $case ->
       *[nom] dein Vorrat an { $resource_dat }
        [acc] deinen Vorrat an { $resource_dat }
        [dat] deinem Vorrat an { $resource_dat }
        [gen] deines Vorrats an { $resource_dat }
    }
ref-track = deine Position auf { $track_dat }
ref-counter =
    { $case ->
        [acc] { $counter_acc }
        [dat] { $counter_dat }
        [gen] { $counter_gen }
       *[other] { $counter }
    }

## Kontextwerte

ctx-level = die { -level } der betreffenden Figur
ctx-pieces_here = die Zahl deiner freien Figuren auf diesem Spielplan
ctx-min_level_here = die niedrigste { -level } deiner Figuren auf diesem Spielplan
ctx-owners_here = die Zahl der Farben unter den anderen Figuren auf diesem Spielplan
ctx-slot_row = die Reihe { -item-taken }
ctx-slot_column = die Spalte { -item-taken }
ctx-step = das eben erreichte Feld
ctx-players = die Zahl der Spieler
ctx-spot = der eben besetzte Platz
ctx-board_number = die Nummer dieses Spielplans
ctx-board_number-board =
    { $negated ->
        [yes] dieser Spielplan nicht { $board } ist
       *[no] dieser Spielplan { $board } ist
    }
ctx-seat = deine Sitzposition (0 für den Startspieler)

## Abfragen

# min/max: der erste Wert, begrenzt durch die übrigen ($count Werte), jeder im Fall des Satzes
query-min =
    { $count ->
       *[other] { $first }, höchstens aber { $rest }
    }
    .ends = clause
query-max =
    { $count ->
       *[other] { $first }, mindestens aber { $rest }
    }
    .ends = clause
query-abs = der Betrag von { $value }
query-available = die Menge { $resource }, die du bezahlen könntest (Joker eingeschlossen)
query-count = die Zahl deiner { $what_gen }
query-pairs = die Zahl der Paare deiner { $what_gen }
query-table = der Eintrag von „{ $table }“ für { $index }
query-set_score = die Wertung „{ $table }“ für deine Sätze verschiedener { $tag }
query-best_set = die Wertung „{ $table }“ für deinen besten Satz verschiedener { $tag }
query-pieces_level = die Zahl deiner { $pieces } mit { -level } { $low } bis { $high }
query-pieces_on = die Zahl deiner freien { $pieces } auf { $board_dat }
query-tracks_at_least = die Zahl der { $group }, auf denen du auf Feld { $step } oder höher stehst
query-leader = 1, falls du auf { $track_dat } (gemeinsam) am weitesten vorne bist, sonst 0
    .ends = clause
query-flag = 1, falls du { $flag_acc } hast, sonst 0
    .ends = clause
query-owns = du es schon besitzt
query-locked = die Zahl deiner gesperrten { $pieces }
query-datum = der Wert „{ $field }“ von { $component }
query-datum-index = der Wert „{ $field }“ von { $component } für { $index }
query-top_datum = der Wert „{ $field }“ { -item-top(case: "gen") } { $supply_gen }
query-slot_datum = der Wert „{ $field }“ { -item-the(case: "gen") } an Stelle { $slot } { $supply_gen }
query-ring_number = die Nummer des Spielplans an einer Position des Rings
query-ring_position = die Position von Spielplan { $board } im Ring
query-filtered = { $value } ({ $filter })
query-generic = { $name }({ $values })

## Figuren (im Akkusativ)

piece-phrase =
    { $place ->
        [acting] den betreffenden { $piece }
       *[other]
            { $rank ->
                [weakest]
                    { $state ->
                        [unlocked] deinen schwächsten freien { $piece }
                        [locked] deinen schwächsten gesperrten { $piece }
                       *[any] deinen schwächsten { $piece }
                    }
                [strongest]
                    { $state ->
                        [unlocked] deinen stärksten freien { $piece }
                        [locked] deinen stärksten gesperrten { $piece }
                       *[any] deinen stärksten { $piece }
                    }
               *[any]
                    { $state ->
                        [unlocked] einen deiner freien { $pieces }
                        [locked] einen deiner gesperrten { $pieces }
                       *[any] einen deiner { $pieces }
                    }
            }
    }{ $place ->
        [here] {" "}auf diesem Spielplan
       *[other] {""}
    }
piece-on-board = auf { $board_dat }
piece-skip-boards = { $boards_acc } überspringend

## Verben

verb-advance =
    { $steps ->
        [one] auf { $track_dat } 1 Feld vorrücken
       *[other] auf { $track_dat } { $steps } Felder vorrücken
    }
verb-advance-any =
    { $group_gender ->
        [feminine] auf einer
       *[other] auf einem
    } { $group } deiner Wahl { $steps ->
        [one] 1 Feld
       *[other] { $steps } Felder
    } vorrücken
verb-upgrade = { $piece } um { $times } aufwerten
verb-downgrade = { $piece } um { $times } abwerten
verb-move =
    { $piece } { $kind ->
        [single] { $low }
        [open] { $low } oder mehr
       *[span] { $low } bis { $high }
    } { $high ->
        [one] Spielplan
       *[other] Spielpläne
    } { $direction ->
        [back] gegen den Uhrzeigersinn
       *[forward] im Uhrzeigersinn
    } bewegen
verb-follow = { $piece } vom selben Spielplan zum selben Ziel mitziehen
verb-unlock = alle deine gesperrten { $pieces } freigeben
verb-claim =
    { $free ->
        [yes] { -item-top } { $supply_von } kostenlos nehmen
       *[no] { -item-top } { $supply_von } nehmen und { -item-its } Kosten bezahlen
    }
verb-claim-here =
    { $free ->
        [yes] { -item-the } dieses Platzes kostenlos nehmen
       *[no] { -item-the } dieses Platzes nehmen und { -item-its } Kosten bezahlen
    }
verb-acquire =
    { $mode ->
        [choice] deinen Marker auf { -item-a(case: "acc") } { $supply_gen } in den Reihen 1 bis { $value } legen, { -item-rel } du noch nicht hast
        [number] deinen Marker auf { -item-the(case: "acc") } Nummer { $value } { $supply_gen } legen
       *[lowest] deinen Marker auf { -item-the(case: "acc") } mit der niedrigsten Nummer { $supply_gen } legen, { -item-rel } du noch nicht hast
    }{ $free ->
        [yes] {" "}(kostenlos)
       *[no] {" "}(gegen seine Kosten)
    }
verb-grant = { $flag_acc } erhalten (einmal nutzbar)
verb-consume = { $flag_acc } verbrauchen
verb-lose = { $amount } verlieren
verb-owe = { $amount } bezahlen; für jede Einheit, die du nicht bezahlen kannst, { $penalty } verlieren
verb-recruit = einen neuen { $piece } mit { -level } { $level } auf { $board_acc } setzen
verb-relocate = { $piece } mit { -level } { $level } frei auf { $board_acc } setzen
verb-recruit-on = einen neuen { $piece } mit { -level } { $level } auf einen Spielplan setzen, der auf einem deiner { $what_gen } abgebildet ist und auf dem du noch keinen hast
    .ends = clause
verb-scatter = für { $owners } unbespielte Farben je { $each } { $pieces } dieser Farbe mit { -level } { $level } auf die Spielpläne setzen, die auf { -item(count: "other") } { $supply_von } abgebildet sind
    .ends = clause
verb-set = { $counter_acc } auf { $value_acc } setzen
verb-emit = die Effekte für „{ $event }“ auslösen
verb-resolve-board = { $key_acc } dieses Spielplans ausführen
verb-resolve-owned = alle deine { $what_acc } ausführen
verb-resolve-owned-key = { $key_acc } all deiner { $what_gen } ausführen
verb-resolve-supply = { -item-the } an Position { $index } { $supply_gen } ausführen
verb-resolve-supply-expr = { -item-the } { $supply_gen } ausführen (Position: { $index })
verb-resolve-component = „{ $component }“ ausführen
verb-resolve-component-key = „{ $key }“ von „{ $component }“ ausführen
verb-resolve-shown = { -item-the } ausführen, { -item-rel } { $item } zeigt
    .ends = clause
verb-resolve-shown-key = „{ $key }“ { -item-the(case: "gen") } ausführen, { -item-rel } { $item } zeigt
    .ends = clause
verb-try = „{ $component }“ ausführen, falls möglich
verb-try-key = „{ $key }“ von „{ $component }“ ausführen, falls möglich
verb-pick =
    { $what_gender ->
        [masculine] einen ausführbaren
        [feminine] eine ausführbare
       *[other] ein ausführbares
    } { $what } wählen und ausführen
verb-use =
    { $what_gender ->
        [masculine] einen
        [feminine] eine
       *[other] eines
    } deiner unbenutzten { $what_gen } einsetzen
verb-occupy = den { $piece } auf einem Platz dieses Spielplans sperren; steht dort ein { $piece } eines anderen Spielers, { $fee } bezahlen und diesen freigeben
verb-occupy-free = den { $piece } auf einem freien Platz dieses Spielplans sperren
verb-occupy-waived = den { $piece } auf einem Platz dieses Spielplans sperren; steht dort ein { $piece } eines anderen Spielers, { $fee } bezahlen (oder { $flag_acc } verbrauchen) und diesen freigeben
verb-fill = alle { $what_acc } in { $supply_acc } legen
verb-fill-where = alle { $what_acc } mit „{ $field }“ = { $value } in { $supply_acc } legen
verb-shuffle = { $supply_acc } mischen
verb-shuffle-boards = die Spielpläne des Rings mischen
verb-shuffle-boards-except = die Spielpläne des Rings mischen, außer { $boards }
verb-sort = { $supply_acc } nach Nummer sortieren
verb-deal =
    { $count ->
        [one] { -item-top } { $source_von } in { $target_acc } legen
       *[other] die obersten { $count } { -item(count: "other") } { $source_von } in { $target_acc } legen
    }
verb-deal-expr = so viele { -item(count: "other") } wie { $count } { $source_von } in { $target_acc } legen
verb-refill = { $target_acc } aus { $source_dat } auf { $count } auffüllen
verb-take =
    { $free ->
        [yes] { -item-a } deiner Wahl aus { $supply_dat } kostenlos nehmen
       *[no] { -item-a } deiner Wahl aus { $supply_dat } nehmen und { -item-its } Kosten bezahlen
    }
verb-renew =
    { $count ->
        [one] eines deiner benutzten { $what_gen } wieder aufdecken; es kann erneut eingesetzt werden
       *[other] bis zu { $count } deiner benutzten { $what_gen } wieder aufdecken; sie können erneut eingesetzt werden
    }
verb-clear = deine unbenutzten einmaligen Erlaubnisse verfallen lassen
verb-settle = das in dieser Aktion Erworbene in Kraft setzen
verb-reset = deinen Marker auf { $track_dat } ohne Belohnung auf Feld { $step } setzen
verb-build = { -item-a } aus { $supply_dat } auf „{ $grid }“ bauen
verb-attach = { -item-a } aus { $supply_dat } auf einen freien Platz von „{ $grid }“ legen
verb-preplace = { -item(count: "other") } aus { $supply_dat } auf die Startplätze von „{ $grid }“ legen
grid-up-to = bis zu { $count } { -item(count: "other") }
grid-up-to-value = höchstens { $count }
grid-discount = { $count } Rohstoff weniger
grid-discount-value = { $count } wird von den Kosten abgezogen
grid-matches = als { $count } { $count ->
        [one] Übereinstimmung
       *[other] Übereinstimmungen
    } gezählt, keine farbig
grid-auto = automatisch platziert
grid-free = kostenlos
grid-random = in zufälligem Muster
verb-move-acting =
    { $piece } { $counted ->
        [yes] { $forward } Spielpläne
       *[other] so viele Spielpläne wie { $forward }
    } im Uhrzeigersinn bewegen
verb-occupy-first =
    { $next ->
        [yes] { $piece } auf dem ersten freien Platz des nächsten Spielplans im Uhrzeigersinn, der Plätze hat{ $skipping ->
            [yes] , { $skip },
           *[no] {""}
        } sperren (ist keiner frei, auf dem eines anderen Spielers, dessen Figur freigegeben wird)
       *[no] { $piece } auf dem ersten freien Platz seines Spielplans sperren (ist keiner frei, auf dem eines anderen Spielers, dessen Figur freigegeben wird)
    }
verb-automate = „{ $policy }“ führt „{ $component }“ aus und beantwortet jede Wahl nach eigenen Regeln
verb-automate-key = „{ $policy }“ führt „{ $key }“ von „{ $component }“ aus und beantwortet jede Wahl nach eigenen Regeln
verb-acquire-by-order =
    { $mode ->
        [slot] deinen Marker kostenlos auf { -item-the(case: "acc") } in Feld { $slot } { $supply_gen } legen
       *[unclaimed] deinen Marker kostenlos auf { -item-the(case: "acc") } mit der niedrigsten Nummer { $supply_gen } ohne Marker legen
    }
verb-claim-lowest =
    { $lacking ->
        [yes] { $what_gender ->
            [feminine] die beste { $what }, die dir fehlt,
            [masculine] den besten { $what }, der dir fehlt,
           *[other] das beste { $what }, das dir fehlt,
        } oben { $supplies_von } nehmen und bezahlen
       *[no] { $what_gender ->
            [feminine] die beste { $what }
            [masculine] den besten { $what }
           *[other] das beste { $what }
        } oben { $supplies_von } nehmen und bezahlen
    }
verb-discard =
    { $count ->
        [one] { -item-top } { $supply_von } aus dem Spiel nehmen
       *[other] die obersten { $count } { -item(count: "other") } { $supply_von } aus dem Spiel nehmen
    }
verb-own = „{ $component }“ gehört ab jetzt dir
verb-say = „{ $text }“
verb-activate-position = { -item-the } an Position „{ $position }“ ausführen und die Anordnung neu ordnen
verb-activate = { -item-the } an Position „{ $position }“ von „{ $arrangement }“ ausführen und diese neu ordnen
verb-activate-key = „{ $key }“ { -item-the(case: "gen") } an Position „{ $position }“ von „{ $arrangement }“ ausführen und diese neu ordnen
verb-reorder = „{ $arrangement }“ neu ordnen, als wäre { -item-the } an Position „{ $position }“ benutzt worden
verb-flip =
    { $which ->
        [top] { -item-top } { $supply_von } umdrehen
        [random] { -item-each } { $supply_von } zufällig umdrehen
       *[all] alle { -item(count: "other") } { $supply_von } umdrehen
    }
verb-cycle =
    { $count ->
        [one] { -item-top } { $supply_von } darunter legen
       *[other] die obersten { $count } { -item(count: "other") } { $supply_von } darunter legen
    }
verb-show = „{ $arrangement }“ zeigen
verb-generic = { $verb } { $args }

## Beschriftungen

# a section of a component's rule text on one line, after its label (a preview)
field-inline = { $label }: { $text }
field-cost = Kosten
field-trigger = Dauerhaft
field-modifier = Dauerhaft
field-step = Feld { $step }
field-printed = Gedruckt ({ $lang })
field-generated = Erzeugt ({ $lang })
field-grid = Belohnungstabelle (Zeilen: { $rows }; Spalten: { $columns })
doc-type = Art: { $type }
# how many of a component there are (`copies:`), beside its type in `teotl explain`
doc-copies = { $count ->
        [one] 1 Exemplar
       *[other] { $count } Exemplare
    }
doc-copies-per-player = { $count ->
        [one] 1 Exemplar
       *[other] { $count } Exemplare
    } je Spieler
doc-copies-players = { $count } bei { $players } Spielern
doc-copies-except = { $copies } ({ $others })
doc-module = Modul: { $module }
doc-no-text = (keine Wirkung)
doc-no-printed = (kein gedruckter Text)
doc-label = { $label }:

## Allgemeine Substantive

-level = Stufe

## Figuren auf einem Ring (token_ring.py)

verb-move_token = deine Figur { $ring_auf } { $back ->
        [yes] gegen den Uhrzeigersinn
       *[no] im Uhrzeigersinn
    } { $kind ->
        [number] { $steps ->
            [one] einen Halt
           *[other] { $steps } Halte
        }
       *[expr] so viele Halte weit wie { $steps }
    } ziehen und auf einen Platz dort stellen; eine Figur auf diesem Platz wird einen Halt in dieselbe Richtung weitergeschoben, ihr Besitzer wählt den Platz (was weiter schieben kann)
verb-place_token = deine Figur auf einen Platz { $ring_gen } an einem Halt ohne Figur eines anderen Spielers stellen
query-token_slot = die Nummer des Platzes deiner Figur { $ring_auf }
query-token_stop = der Halt deiner Figur { $ring_auf }
query-token_board = die Nummer des Spielplans, auf den der Platz deiner Figur { $ring_auf } zeigt
    .ends = clause
source-players_on =
    { $case ->
       *[nom] die Spieler, bei denen der Halt ihrer Figur { $ring_auf } { $stop } ist
        [dat] den Spielern, bei denen der Halt ihrer Figur { $ring_auf } { $stop } ist
        [gen] der Spieler, bei denen der Halt ihrer Figur { $ring_auf } { $stop } ist
    }

## Figuren auf einem Graphen (graph_moves.py), seine Knoten (graph_sources.py, graph_queries.py) und verschiedene Figuren (levels.py)

verb-enter = eine deiner Figuren auf { $node } { $space_gen } stellen; ist er voll, wird die Figur, die zuerst kam, zu einem Knoten weiter vorn auf ihrem Weg geschoben, den ihr Besitzer wählt (was weiter schieben kann)
verb-enter-from = eine Figur aus deinem Vorrat ({ $counter }) auf { $node } { $space_gen } stellen; ist er voll, wird die Figur, die zuerst kam, zu einem Knoten weiter vorn auf ihrem Weg geschoben, den ihr Besitzer wählt (was weiter schieben kann)
verb-enter-entry = seinen Eingang
verb-claim_node =
    { $keep ->
        [yes] einen noch niemandem gehörenden Knoten { $space_gen } („{ $key }“) mit einer deiner Figuren für dich beanspruchen und seine Belohnung erhalten
       *[no] einen noch niemandem gehörenden Knoten { $space_gen } („{ $key }“) mit einer deiner Figuren wählen: die Figur verlässt das Spiel, der Knoten gehört dir und du erhältst seine Belohnung
    }
verb-remove_piece = eine deiner Figuren auf { $space } aus dem Spiel nehmen
query-occupants = die Anzahl der Figuren auf { $node }
query-occupants-own = die Anzahl deiner Figuren auf { $node }
query-occupants-of = die Anzahl der Figuren von Spieler { $player } auf { $node }
query-capacity = wie viele Figuren { $node } fasst
query-claimed_by = der Spieler, der { $node } beansprucht hat
query-is_node = { $node } { $name } ist
query-datum-node = der Wert „{ $field }“ { $item_gen }
source-nodes =
    { $case ->
       *[nom] die Knoten { $space_gen }
        [dat] den Knoten { $space_gen }
        [gen] der Knoten { $space_gen }
    }
source-ahead =
    { $case ->
       *[nom] die Knoten vor { $node }
        [dat] den Knoten vor { $node }
        [gen] der Knoten vor { $node }
    }
source-links =
    { $case ->
       *[nom] die mit { $node } verbundenen Knoten
        [dat] den mit { $node } verbundenen Knoten
        [gen] der mit { $node } verbundenen Knoten
    }
verb-upgrade-different = die { -level } von { $count } verschiedenen Figuren um 1 erhöhen, jeweils { $piece }

## Dinge durchgehen (docs/game-model.md): each … in, Funktionen über eine Quelle, as, require

-source-players =
    { $case ->
       *[nom] die Spieler
        [dat] den Spielern
        [gen] der Spieler
    }
-source-others =
    { $case ->
       *[nom] die anderen Spieler
        [dat] den anderen Spielern
        [gen] der anderen Spieler
    }
source-function = { $name } von { $args }
source-any-order = { $items }, in der Reihenfolge deiner Wahl
stmt-each-in-players = für jeden { $items_gen } ({ $name }): { $body }
stmt-each-in-players-where = für jeden { $items_gen } ({ $name }), für den gilt, dass { $condition }: { $body }
stmt-each-in = für jedes Element { $items_gen } ({ $name }): { $body }
stmt-each-in-where = für jedes Element { $items_gen } ({ $name }), für das gilt, dass { $condition }: { $body }
query-count-in = die Anzahl { $items_gen }
query-count-in-showing = die Anzahl { $items_gen }, die { $what } zeigen
    .ends = clause
query-count-in-supply = die Anzahl der Teile in { $items_dat }
query-count-in-supply-showing = die Anzahl der Teile in { $items_dat }, die { $what } zeigen
    .ends = clause
query-count-of = die Anzahl der { $members }
query-count-of-showing = die Anzahl der { $members }, die { $what } zeigen
    .ends = clause
query-count-in-where = die Anzahl { $items_gen } ({ $name }), für die gilt, dass { $condition }
    .ends = clause
query-any-in = es mindestens ein Element { $items_gen } gibt
query-any-in-where = für mindestens ein Element { $items_gen } ({ $name }) gilt, dass { $condition }
    .ends = clause
query-all-in-where = für alle Elemente { $items_gen } ({ $name }) gilt, dass { $condition }
    .ends = clause
query-sum-in = die Summe der Werte „{ $value }“ über { $items } ({ $name })
query-sum-in-where = die Summe der Werte „{ $value }“ über { $items } ({ $name }), für die gilt, dass { $condition }
    .ends = clause
query-min-in = der kleinste Wert von „{ $value }“ unter { $items_dat } ({ $name })
query-min-in-where = der kleinste Wert von „{ $value }“ unter { $items_dat } ({ $name }), für die gilt, dass { $condition }
    .ends = clause
query-max-in = der größte Wert von „{ $value }“ unter { $items_dat } ({ $name })
query-max-in-where = der größte Wert von „{ $value }“ unter { $items_dat } ({ $name }), für die gilt, dass { $condition }
    .ends = clause
stmt-as = { $player } tut Folgendes: { $body }
stmt-as-seat = Spieler { $seat } tut Folgendes: { $body }
stmt-require = nur wenn { $condition }
expr-mod = der Divisionsrest: { $left } geteilt durch { $right }
query-has = { $item } { $what_shown } zeigt
query-rank = dein Platz nach dem Wert „{ $value }“ (1 für den höchsten Wert; Gleichstand teilt sich den Platz)
query-tied = wie viele Spieler (du eingeschlossen) beim Wert „{ $value }“ gleichauf mit dir sind
verb-pass = passen (in dieser Phase bist du nicht mehr am Zug)
query-passed = du in dieser Phase gepasst hast

## Raster und Werte von Leisten (grid_queries.py, grid_sources.py, placing.py, track_values.py)

verb-place =
    { $hidden ->
        [yes] { -item-top } { $supply_von }
       *[no] { -item-a } deiner Wahl aus { $supply_dat }
    } { $mode ->
        [at] auf { $cell } { $space_gen }
        [over] auf { -item-a(case: "acc") } { $space_gen }
        [empty] auf ein leeres Feld { $space_gen }
       *[frontier] auf ein leeres Feld { $space_gen } neben { -item-a(case: "dat") }
    }{ $rotated ->
        [yes] , beliebig gedreht,
       *[no] {""}
    } { $free ->
        [yes] kostenlos legen
       *[no] legen und seine Kosten bezahlen
    }
verb-place-where = { $place } (nur wo { $condition })
verb-retreat =
    { $steps ->
        [one] auf { $track_dat } 1 Feld zurückgehen
       *[other] auf { $track_dat } { $steps } Felder zurückgehen
    }
query-empty = { $cell } leer ist
query-owner = der Besitzer { $cell_gen }
query-rotation = die Vierteldrehungen { -item-the(case: "gen") } auf { $cell_dat }
query-layers = die Anzahl der { -item(count: "other") }, die auf { $cell_dat } gestapelt sind
    .ends = clause
query-row = die Reihe { $cell_gen }
query-column = die Spalte { $cell_gen }
query-edge = der Wert „{ $field }“ an der Kante { $cell_gen }, die zu { $neighbour_dat } zeigt
    .ends = clause
query-touching = die Anzahl der Felder neben { $cell_dat }, die { $what } zeigen
    .ends = clause
query-adjacent = { $first } und { $second } haben eine gemeinsame Kante
query-value = der Wert deines Feldes auf { $track_dat }
query-datum-shown = der Wert „{ $field }“ { -item-the(case: "gen") }, { -item-rel } { $item } zeigt
    .ends = clause
query-datum-shown-index = der Wert „{ $field }“ { -item-the(case: "gen") }, { -item-rel } { $item } zeigt, für { $index }
source-cells =
    { $case ->
       *[nom] die belegten Felder { $space_gen }
        [dat] den belegten Feldern { $space_gen }
        [gen] der belegten Felder { $space_gen }
    }
source-frontier =
    { $case ->
       *[nom] die leeren Felder { $space_gen } neben { -item-a(case: "dat") }
        [dat] den leeren Feldern { $space_gen } neben { -item-a(case: "dat") }
        [gen] der leeren Felder { $space_gen } neben { -item-a(case: "dat") }
    }
source-frontier-bounded =
    { $case ->
       *[nom] die leeren Felder { $space_gen }
        [dat] den leeren Feldern { $space_gen }
        [gen] der leeren Felder { $space_gen }
    }
source-neighbours =
    { $case ->
       *[nom] die Felder neben { $cell_dat }
        [dat] den Feldern neben { $cell_dat }
        [gen] der Felder neben { $cell_dat }
    }
source-diagonals =
    { $case ->
       *[nom] die Felder schräg neben { $cell_dat }
        [dat] den Feldern schräg neben { $cell_dat }
        [gen] der Felder schräg neben { $cell_dat }
    }
source-around =
    { $case ->
       *[nom] die Felder rings um { $cell }
        [dat] den Feldern rings um { $cell }
        [gen] der Felder rings um { $cell }
    }

## Markierungen auf Feldern, Kanten zwischen Feldern, freier Platz (cell_labels.py, grid_edges.py, room.py)

verb-label = { $cell } als „{ $label }“ markieren
verb-unlabel-cell = die Markierung „{ $label }“ von { $cell_dat } entfernen
verb-unlabel-space = die Markierung „{ $label }“ von allen Feldern { $space_gen } entfernen
query-labelled = { $cell } als „{ $label }“ markiert ist
query-room = wie viele { $resource } du noch lagern kannst
source-labelled =
    { $case ->
       *[nom] die als „{ $label }“ markierten Felder { $space_gen }
        [dat] den als „{ $label }“ markierten Feldern { $space_gen }
        [gen] der als „{ $label }“ markierten Felder { $space_gen }
    }
source-edges-cell =
    { $case ->
       *[nom] die Kanten { $cell_gen } zu den { -item(count: "other") } daneben
        [dat] den Kanten { $cell_gen } zu den { -item(count: "other") } daneben
        [gen] der Kanten { $cell_gen } zu den { -item(count: "other") } daneben
    }
source-edges-space =
    { $case ->
       *[nom] die Kanten zwischen benachbarten { -item(count: "other") } { $space_gen }
        [dat] den Kanten zwischen benachbarten { -item(count: "other") } { $space_gen }
        [gen] der Kanten zwischen benachbarten { -item(count: "other") } { $space_gen }
    }
source-edges-of =
    { $case ->
       *[nom] die Kanten { $cells_gen } zu den { -item(count: "other") } daneben
        [dat] den Kanten { $cells_gen } zu den { -item(count: "other") } daneben
        [gen] der Kanten { $cells_gen } zu den { -item(count: "other") } daneben
    }
source-ends =
    { $case ->
       *[nom] die beiden Felder an { $edge }
        [dat] den beiden Feldern an { $edge }
        [gen] der beiden Felder an { $edge }
    }

## Templates (effects and values with parameters): a call is the name and its arguments
list-args-pair = { $first }, { $second }
list-args-more = { $first }, { $rest }
stmt-template = { $template } ({ $args })
stmt-template-bare = { $template }
query-template = { $template } ({ $args })
query-template-bare = { $template }
doc-template = { $template } ({ $params })
doc-template-effect = Vorlage (ein Effekt)
doc-template-value = Vorlage (ein Wert)
doc-template-gives = ergibt { $value }
doc-template-holds = gilt, wenn { $condition }

## Vorräte und Karten (docs/game-model.md §3): SUPPLY of (PLAYER), put, deal … all, size

# der Name eines Platzes nach „von“ (`{ $who_de }`; $kind: player, unplayed, named — teotl.text.seat_case)
seat-de =
    { $kind ->
        [phrase] { $name_gen }
       *[named] von { $name }
    }
ref-supply-of = { $supply } { $player_de }
verb-deal-all = alles { $source_von } in { $target_acc } legen
verb-put =
    { $count ->
        [one] eines nach Wahl { $source_von } in { $target_acc } legen
       *[other] { $count } nach Wahl { $source_von } in { $target_acc } legen
    }
verb-put-where =
    { $count ->
        [one] eines nach Wahl { $source_von } in { $target_acc } legen (nur eines, für das gilt, dass { $condition })
       *[other] { $count } nach Wahl { $source_von } in { $target_acc } legen (nur solche, für die gilt, dass { $condition })
    }
verb-put-expr = so viele nach Wahl wie { $count } { $source_von } in { $target_acc } legen
verb-put-expr-where = so viele nach Wahl wie { $count } { $source_von } in { $target_acc } legen (nur solche, für die gilt, dass { $condition })
verb-put-all = alles { $source_von } in { $target_acc } legen
verb-put-all-where = alles { $source_von }, für das gilt, dass { $condition }, in { $target_acc } legen
verb-resolve-it = seinen Effekt ausführen
verb-resolve-it-key = sein „{ $key }“ ausführen
query-size = die Anzahl in { $supply_dat }
query-size-zero = { $negated ->
    [yes] { $supply } nicht leer ist
   *[no] { $supply } leer ist
}

## Marker auf Komponenten, eines aus einer Quelle, beim Bewegen bezahlen (marks.py, one_of.py, cards.py, passing.py)

verb-add_mark =
    { $count ->
        [one] einen { $mark } auf { $item } legen
       *[other] { $count } { $mark } auf { $item } legen
    }
verb-add_mark-expr = so viele { $mark } wie { $count } auf { $item } legen
verb-remove_marks = alle Marker von { $item_dat } nehmen
verb-remove_marks-named = die { $mark } von { $item_dat } nehmen
verb-remove_marks-all = die { $mark } von allen Karten nehmen
query-marks = die Anzahl { $mark } auf { $item_dat }
stmt-each-one-of = eines { $items_gen } ({ $name }) wählen und { $body }
stmt-each-one-of-where = eines { $items_gen } ({ $name }) wählen, für das gilt, dass { $condition }, und { $body }
verb-put-paying = { $put }, und dabei seine Kosten bezahlen
# ein Spieler von dir aus gezählt: `(seat + N) % players` (teotl.text.seat_offset)
expr-seat-left =
    { $case ->
       *[nom] der Spieler { $offset } { $count ->
            [one] Platz
           *[other] Plätze
        } links von dir
        [acc] den Spieler { $offset } { $count ->
            [one] Platz
           *[other] Plätze
        } links von dir
        [dat] dem Spieler { $offset } { $count ->
            [one] Platz
           *[other] Plätze
        } links von dir
        [gen] des Spielers { $offset } { $count ->
            [one] Platz
           *[other] Plätze
        } links von dir
    }
# ein Spieler im Satz: „Spieler p“, aber ein in Worten gesagter Spieler, wie er ist (`$kind` phrase)
seat-who =
    { $kind ->
        [phrase] { $name }
       *[named] Spieler { $name }
    }
# eine Bedingung steht im Nebensatz („falls …“, „nicht gilt, dass …“)
query-passed-player = { $player_who } in dieser Phase gepasst hat

## Namen, die die Engine bindet (`it`, `placed`, `cell`), wie der Regeltext sie zeigt

-bound-it =
    { $case ->
       *[nom] dieses Teil
        [dat] diesem Teil
        [acc] dieses Teil
        [gen] dieses Teils
    }
-bound-placed =
    { -item.gender ->
        [feminine]
            { $case ->
               *[nom] die gelegte { -item }
                [dat] der gelegten { -item }
                [gen] der gelegten { -item }
            }
       *[other]
            { $case ->
               *[nom] das gelegte { -item }
                [dat] dem gelegten { -item }
                [gen] des gelegten { -item(case: "gen") }
            }
    }
-bound-cell =
    { $case ->
       *[nom] das Feld
        [dat] dem Feld
        [acc] das Feld
        [gen] des Feldes
    }

## Eine Form, die ein Begriff nicht selbst angibt (Catalogue.built_form): der Genitiv eines Begriffs
## mit Kasus, aber ohne `[gen]`, und eines Buchstabens der Regel ist „von“ mit dem Dativ („die Reihe
## von d“, „vom Stapel“); wo der Begriff `[gen]` hat, steht der Genitiv („die Reihe des Feldes“)
-form-gen = von { $dat }

## Zusammenziehungen in jedem fertigen Satz (Catalogue.contract): "von dem Dschungel" wird "vom Dschungel"

## und ein verneinter Filter: „für die gilt, dass“ vor `cond-not` („nicht gilt, dass …“) sagt es einmal:
## „für die nicht gilt, dass j einen Tempel zeigt“, nicht „für die gilt, dass nicht gilt, dass …“
-contractions = von dem=vom; in dem=im; an dem=am; zu dem=zum; zu der=zur; bei dem=beim; in das=ins; an das=ans; gilt, dass nicht gilt, dass=nicht gilt, dass

## Figuren als Verweise, das erste Element einer Quelle, die handelnde Figur (piece_sources.py, first_item.py, acting_piece.py)

source-pieces =
    { $case ->
       *[nom]
            { $whose ->
                [all]
                    { $state ->
                        [unlocked] die freien { $pieces } aller Farben
                        [locked] die gesperrten { $pieces } aller Farben
                       *[any] die { $pieces } aller Farben
                    }
               *[own]
                    { $state ->
                        [unlocked] deine freien { $pieces }
                        [locked] deine gesperrten { $pieces }
                       *[any] deine { $pieces }
                    }
            }
        [dat]
            { $whose ->
                [all]
                    { $state ->
                        [unlocked] den freien { $pieces } aller Farben
                        [locked] den gesperrten { $pieces } aller Farben
                       *[any] den { $pieces } aller Farben
                    }
               *[own]
                    { $state ->
                        [unlocked] deinen freien { $pieces }
                        [locked] deinen gesperrten { $pieces }
                       *[any] deinen { $pieces }
                    }
            }
        [gen]
            { $whose ->
                [all]
                    { $state ->
                        [unlocked] der freien { $pieces } aller Farben
                        [locked] der gesperrten { $pieces } aller Farben
                       *[any] der { $pieces } aller Farben
                    }
               *[own]
                    { $state ->
                        [unlocked] deiner freien { $pieces }
                        [locked] deiner gesperrten { $pieces }
                       *[any] deiner { $pieces }
                    }
            }
    }{ $rank ->
        [weakest] {" "}auf der niedrigsten Stufe
        [strongest] {" "}auf der höchsten Stufe
       *[any] {""}
    }{ $place ->
        [here] {" "}auf diesem Spielplan
        [acting] {" "}(die betreffende Figur)
       *[anywhere] {""}
    }
query-level_of = die Stufe { $piece_gen }
# a query of one item named as the item's property, and ordered by it (stmt-each-first-by)
-property-level_of =
    { $case ->
       *[nom] Stufe
        [highest] mit höchster Stufe
        [lowest] mit niedrigster Stufe
    }
query-board_of = die Nummer des Spielplans, auf dem { $piece } steht
    .ends = clause
query-board_of-board =
    { $negated ->
        [yes] { $piece } nicht auf { $board_dat } steht
       *[no] { $piece } auf { $board_dat } steht
    }
query-held = { $piece } auf einem Feld gesperrt ist
query-laid_level = die Ebene { -bound-placed(case: "gen") }
query-laid_matches =
    { $coloured ->
        [yes] die Zahl der übereinstimmenden farbigen Symbole { -bound-placed(case: "gen") }
       *[no] die Zahl der übereinstimmenden Symbole { -bound-placed(case: "gen") }
    }
source-matched_icons =
    { $case ->
       *[nom] { $coloured ->
            [yes] die übereinstimmenden farbigen Symbole { -bound-placed(case: "gen") }
           *[no] die übereinstimmenden Symbole { -bound-placed(case: "gen") }
        }
        [dat] { $coloured ->
            [yes] den übereinstimmenden farbigen Symbolen { -bound-placed(case: "gen") }
           *[no] den übereinstimmenden Symbolen { -bound-placed(case: "gen") }
        }
        [gen] { $coloured ->
            [yes] der übereinstimmenden farbigen Symbole { -bound-placed(case: "gen") }
           *[no] der übereinstimmenden Symbole { -bound-placed(case: "gen") }
        }
    }
query-icon = { $icon } { $letter } ist
stmt-each-first =
    { $ordered ->
        [highest] das erste Element { $items_gen } ({ $name }; nach „{ $key }“, höchster Wert zuerst) nehmen, das Folgendes tun kann, und { $body }
        [lowest] das erste Element { $items_gen } ({ $name }; nach „{ $key }“, niedrigster Wert zuerst) nehmen, das Folgendes tun kann, und { $body }
       *[no] das erste Element { $items_gen } ({ $name }) nehmen, das Folgendes tun kann, und { $body }
    }
stmt-each-first-where =
    { $ordered ->
        [highest] das erste Element { $items_gen } ({ $name }; nach „{ $key }“, höchster Wert zuerst) nehmen, für das gilt, dass { $condition }, und das Folgendes tun kann, und { $body }
        [lowest] das erste Element { $items_gen } ({ $name }; nach „{ $key }“, niedrigster Wert zuerst) nehmen, für das gilt, dass { $condition }, und das Folgendes tun kann, und { $body }
       *[no] das erste Element { $items_gen } ({ $name }) nehmen, für das gilt, dass { $condition }, und das Folgendes tun kann, und { $body }
    }
stmt-each-first-by =
    { $ordered ->
        [highest] das Element { $items_gen } ({ $name }) { $property_highest } nehmen, das Folgendes tun kann, und { $body }
       *[lowest] das Element { $items_gen } ({ $name }) { $property_lowest } nehmen, das Folgendes tun kann, und { $body }
    }
stmt-each-first-by-where =
    { $ordered ->
        [highest] das Element { $items_gen } ({ $name }) { $property_highest } nehmen, für das gilt, dass { $condition }, und das Folgendes tun kann, und { $body }
       *[lowest] das Element { $items_gen } ({ $name }) { $property_lowest } nehmen, für das gilt, dass { $condition }, und das Folgendes tun kann, und { $body }
    }
stmt-acting = mit { $piece } als handelnder Figur { $body }

## Eine Anzahl verglichen mit keiner (teotl.text.comparisons; counters.py, owned.py, iteration.py):
## `$negated` ist yes für „einige“ (> 0, >= 1, != 0), no für „keine“ (== 0, < 1); `$single` ist yes
## für einen Vorrat von 0 oder 1 (das Regelwerk nennt ihn an- und abgeschaltet: `-set-NAME`)

ref-resource-zero =
    { $negated ->
        [yes]
            { $single ->
                [yes]
                    du { $resource_gender ->
                        [feminine] eine
                        [neuter] ein
                       *[other] einen
                    } { $resource } hast
               *[no] dein Vorrat an { $resources_dat } nicht leer ist
            }
       *[no]
            { $single ->
                [yes]
                    du { $resource_gender ->
                        [feminine] keine
                        [neuter] kein
                       *[other] keinen
                    } { $resource } hast
               *[no] dein Vorrat an { $resources_dat } leer ist
            }
    }
ref-counter-zero =
    { $negated ->
        [yes] { $counter } nicht null ist
       *[no] { $counter } null ist
    }
query-count-zero =
    { $negated ->
        [yes] du { $what_acc } besitzt
       *[no] du { $what_acc } nicht besitzt
    }
query-none-in = es kein Element { $items_gen } gibt
query-none-in-where = für kein Element { $items_gen } ({ $name }) gilt, dass { $condition }
    .ends = clause

## Was ein Vorrat enthält, in den Sätzen der Engine („das oberste Plättchen …“): ein Kartenspiel
## sagt `-item = Karte` mit `.gender = feminine`; die Artikel unten richten sich danach

-item =
    { $case ->
       *[nom]
            { $count ->
               *[one] Plättchen
                [other] Plättchen
            }
        [gen]
            { $count ->
               *[one] Plättchens
                [other] Plättchen
            }
    }
    .gender = neuter
-item-the =
    { -item.gender ->
        [feminine]
            { $case ->
               *[nom] die { -item }
                [dat] der { -item }
                [gen] der { -item }
            }
       *[other]
            { $case ->
               *[nom] das { -item }
                [dat] dem { -item }
                [gen] des { -item(case: "gen") }
            }
    }
-item-a =
    { -item.gender ->
        [feminine]
            { $case ->
               *[nom] eine { -item }
                [dat] einer { -item }
            }
       *[other]
            { $case ->
               *[nom] ein { -item }
                [dat] einem { -item }
            }
    }
-item-top =
    { -item.gender ->
        [feminine]
            { $case ->
               *[nom] die oberste { -item }
                [gen] der obersten { -item }
            }
       *[other]
            { $case ->
               *[nom] das oberste { -item }
                [gen] des obersten { -item(case: "gen") }
            }
    }
-item-taken =
    { -item.gender ->
        [feminine] der eben genommenen { -item }
       *[other] des eben genommenen { -item(case: "gen") }
    }
-item-each =
    { -item.gender ->
        [feminine] jede { -item }
       *[other] jedes { -item }
    }
-item-rel =
    { -item.gender ->
        [feminine] die
       *[other] das
    }
-item-its =
    { -item.gender ->
        [feminine] ihre
       *[other] seine
    }

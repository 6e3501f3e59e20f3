### Cacao mit Cacao: Chocolatl — die Nomen des Regelwerks auf Deutsch (docs/translating.md).
### Fälle: nom, dat, acc, von (mit „von“/„aus“), gen. Kein gedruckter deutscher Text der
### Erweiterung lag vor (PRINTED-PT.md): die Namen sind Übersetzungen, keine Druckzeilen.

-game-cacao = Cacao

## Module

-module-base = Cacao (Grundspiel)
-module-map = Kartenmodul
-module-irrigation = Bewässerungsmodul
-module-chocolatl = Chocolatl-Modul
-module-huts = Hüttenmodul

## Rohstoffe

-gold = Gold
    .gender = neuter
-fruit =
    { $count ->
        [one] Kakaofrucht
       *[other] Kakaofrüchte
    }
    .gender = plural
-sun =
    { $count ->
        [one] Sonnenplättchen
       *[other] Sonnenplättchen
    }
    .gender = plural
-chocolate =
    { $count ->
        [one] Schokoladentafel
       *[other] Schokoladentafeln
    }
    .gender = plural
-map_token =
    { $count ->
        [one] Kartenplättchen
       *[other] Kartenplättchen
    }
    .gender = plural
-fruit_this_turn =
    { $count ->
        [one] in diesem Zug gelagerte Frucht
       *[other] in diesem Zug gelagerte Früchte
    }
    .gender = plural

## Wasserleiste, Dschungel, Markierungen

-track-water =
    { $case ->
       *[nom] die Wasserleiste
        [dat] der Wasserleiste
        [gen] der Wasserleiste
        [acc] die Wasserleiste
    }
# the dative is the default ("auf { $space }"); an of-phrase asks for `[gen]` ("ein leeres Feld { $space_gen }": des Dschungels)
-space-jungle =
    { $case ->
        [nom] der Dschungel
       *[dat] dem Dschungel
        [acc] den Dschungel
        [gen] des Dschungels
    }
-label-fresh = in diesem Zug gelegt
-label-under_foreman = mit dem Vorarbeiter gespielt

## Vorräte

-supply-box =
    { $case ->
       *[nom] die Kiste der Dschungelplättchen
        [dat] der Kiste der Dschungelplättchen
        [acc] die Kiste der Dschungelplättchen
        [von] aus der Kiste der Dschungelplättchen
        [gen] der Kiste der Dschungelplättchen
    }
-supply-removed =
    { $case ->
       *[nom] die in die Schachtel zurückgelegten Plättchen
        [dat] den in die Schachtel zurückgelegten Plättchen
        [acc] die in die Schachtel zurückgelegten Plättchen
        [von] von den in die Schachtel zurückgelegten Plättchen
        [gen] der in die Schachtel zurückgelegten Plättchen
    }
-supply-jungle_pile =
    { $case ->
       *[nom] der Dschungel-Nachziehstapel
        [dat] dem Dschungel-Nachziehstapel
        [acc] den Dschungel-Nachziehstapel
        [von] vom Dschungel-Nachziehstapel
        [gen] des Dschungel-Nachziehstapels
    }
-supply-display =
    { $case ->
       *[nom] die Dschungelauslage
        [dat] der Dschungelauslage
        [acc] die Dschungelauslage
        [von] von der Dschungelauslage
        [gen] der Dschungelauslage
    }
-supply-workers =
    { $case ->
       *[nom] dein Arbeiterstapel
        [dat] deinem Arbeiterstapel
        [acc] deinen Arbeiterstapel
        [von] von deinem Arbeiterstapel
        [gen] deines Arbeiterstapels
    }
-supply-workers-whose =
    { $case ->
       *[nom] der Arbeiterstapel
        [dat] dem Arbeiterstapel
        [acc] den Arbeiterstapel
        [von] vom Arbeiterstapel
        [gen] des Arbeiterstapels
    }
-supply-workers-own =
    { $case ->
       *[nom] der eigene Arbeiterstapel
        [dat] dem eigenen Arbeiterstapel
        [acc] den eigenen Arbeiterstapel
        [von] vom eigenen Arbeiterstapel
        [gen] des eigenen Arbeiterstapels
    }
-supply-hand =
    { $case ->
       *[nom] deine Hand
        [dat] deiner Hand
        [acc] deine Hand
        [von] von deiner Hand
        [gen] deiner Hand
    }
-supply-hand-whose =
    { $case ->
       *[nom] die Hand
        [dat] der Hand
        [acc] die Hand
        [von] von der Hand
        [gen] der Hand
    }
-supply-hand-own =
    { $case ->
       *[nom] die eigene Hand
        [dat] der eigenen Hand
        [acc] die eigene Hand
        [von] von der eigenen Hand
        [gen] der eigenen Hand
    }
-supply-map_board =
    { $case ->
       *[nom] der Kartenplan
        [dat] dem Kartenplan
        [acc] den Kartenplan
        [von] vom Kartenplan
        [gen] des Kartenplans
    }
-supply-huts =
    { $case ->
       *[nom] der Hüttenvorrat
        [dat] dem Hüttenvorrat
        [acc] den Hüttenvorrat
        [von] vom Hüttenvorrat
        [gen] des Hüttenvorrats
    }

## Komponententypen und Merkmale

-type-worker_tile =
    { $case ->
       *[nom]
        { $count ->
            [one] Arbeiterplättchen
           *[other] Arbeiterplättchen
        }
        [shown] ein Arbeiterplättchen
    }
    .gender = neuter
-type-jungle_tile =
    { $case ->
       *[nom]
        { $count ->
            [one] Dschungelplättchen
           *[other] Dschungelplättchen
        }
        [shown] ein Dschungelplättchen
    }
    .gender = neuter
-type-rule =
    { $count ->
        [one] Regel
       *[other] Regeln
    }
    .gender = feminine
-type-agent_hint =
    { $count ->
        [one] Hinweis für die Computerspieler
       *[other] Hinweise für die Computerspieler
    }
    .gender = masculine
-type-hut =
    { $count ->
        [one] Hütte
       *[other] Hütten
    }
    .gender = feminine
-tag-plantation = eine Plantage
-tag-market = einen Markt
-tag-gold_mine = eine Goldmine
-tag-water = Wasser
-tag-sun_site = eine Sonnenkultstätte
-tag-temple = einen Tempel
-tag-irrigation = eine Bewässerung
-tag-kitchen = eine Schokoladenküche
-tag-chocolate_market = einen Schokoladenmarkt
# die Person einer Hütte gezählt: `[gen]` („die Zahl deiner Marktschreier“, query-count)
-tag-market_crier =
    { $case ->
       *[acc] den Marktschreier
        [gen] Marktschreier
    }
-tag-hermit =
    { $case ->
       *[acc] den Einsiedler
        [gen] Einsiedler
    }
-tag-road_worker =
    { $case ->
       *[acc] den Straßenarbeiter
        [gen] Straßenarbeiter
    }
-tag-trader =
    { $case ->
       *[acc] den Händler
        [gen] Händler
    }
-tag-farmer =
    { $case ->
       *[acc] den Bauern
        [gen] Bauern
    }
-tag-shaman =
    { $case ->
       *[acc] den Schamanen
        [gen] Schamanen
    }
-tag-monk =
    { $case ->
       *[acc] den Mönch
        [gen] Mönche
    }
-tag-master_builder =
    { $case ->
       *[acc] den Baumeister
        [gen] Baumeister
    }
-tag-foreman =
    { $case ->
       *[acc] den Vorarbeiter
        [gen] Vorarbeiter
    }
-tag-fountain_master =
    { $case ->
       *[acc] den Brunnenmeister
        [gen] Brunnenmeister
    }
-tag-chiefs_daughter =
    { $case ->
       *[acc] die Häuptlingstochter
        [gen] Häuptlingstöchter
    }
-tag-chiefs_son =
    { $case ->
       *[acc] den Häuptlingssohn
        [gen] Häuptlingssöhne
    }
-tag-chiefs_wife =
    { $case ->
       *[acc] die Häuptlingsfrau
        [gen] Häuptlingsfrauen
    }
-tag-chief =
    { $case ->
       *[acc] den Häuptling
        [gen] Häuptlinge
    }

## Ereignisse

-event-jungle_setup = Auslegen der Dschungelplättchen
-event-game_setup = Spielaufbau
-event-player_setup = Aufbau eines Spielers
-event-turn_end = Zugende
-event-final_scoring = Schlusswertung

## Effektschlüssel

-key-final = am Ende
-key-cost = die Kosten
# data fields of the tiles, as the page labels them (workers per edge, a market's price)
-key-workers = Arbeiter
-key-price = Verkaufspreis

## Komponenten: Arbeiter- und Dschungelplättchen

-component-worker-1111 = Arbeiterplättchen 1-1-1-1
-component-worker-2101 = Arbeiterplättchen 2-1-0-1
-component-worker-3001 = Arbeiterplättchen 3-0-0-1
-component-worker-3100 = Arbeiterplättchen 3-1-0-0
-component-single-plantation = Einfache Plantage
-component-double-plantation = Doppelte Plantage
-component-market-2 = Markt (Verkaufspreis 2)
-component-market-3 = Markt (Verkaufspreis 3)
-component-market-4 = Markt (Verkaufspreis 4)
-component-gold-mine-1 = Goldmine (Wert 1)
-component-gold-mine-2 = Goldmine (Wert 2)
-component-water = Wasser
-component-sun-site = Sonnenkultstätte
-component-temple = Tempel
-component-irrigation = Bewässerung
-component-chocolate-kitchen = Schokoladenküche
-component-chocolate-market = Schokoladenmarkt

## Komponenten: die Regeln

-component-setup_game = Spielaufbau
-component-setup_player = Der Aufbau eines Spielers
-component-turn = Ein Zug
-component-final_scoring = Schlusswertung
-component-map-tokens = Kartenplättchen
-component-irrigation-setup = Bewässerung statt Plantagen
-component-chocolatl-setup = Schokolade statt Goldminen und Märkten
-component-huts-setup = Der Hüttenvorrat
-component-huts-build = Eine Hütte bauen
-component-huts-score = Die Hütten am Ende
-component-chocolatl-greedy-value = Computerspieler: Schokoladentafeln
-component-huts-greedy-value = Computerspieler: die Hütten

## Komponenten: die Seiten der Hüttenplättchen

-component-hut-01a = Marktschreier
-component-hut-01b = Einsiedler
-component-hut-02a = Händler
-component-hut-02b = Bauer
-component-hut-03a = Einsiedler
-component-hut-03b = Marktschreier
-component-hut-04a = Straßenarbeiter
-component-hut-04b = Schamane
-component-hut-05a = Schamane
-component-hut-05b = Baumeister
-component-hut-06a = Bauer
-component-hut-06b = Mönch
-component-hut-07a = Baumeister
-component-hut-07b = Häuptlingssohn
-component-hut-08a = Mönch
-component-hut-08b = Häuptlingstochter
-component-hut-09a = Vorarbeiter
-component-hut-09b = Straßenarbeiter
-component-hut-10a = Brunnenmeister
-component-hut-10b = Händler
-component-hut-11a = Häuptlingsfrau
-component-hut-11b = Brunnenmeister
-component-hut-12a = Häuptling
-component-hut-12b = Vorarbeiter

## Vorlagen

-template-second_start_tile = Das zweite Startplättchen
-template-open_display = Die Dschungelauslage auslegen
-template-lay_tile = Ein Arbeiterplättchen legen
-template-overbuild = Eines deiner Arbeiterplättchen überbauen
-template-overbuild_time = der Zeitpunkt zum Überbauen
-template-overbuild_affordable = das Überbauen kann bezahlt werden
-template-pay_for_overbuild = Das Überbauen bezahlen
-template-fill_space = Einen Dschungelplatz füllen
-template-activation = Die Arbeiter aktivieren
-template-own_edge = eine deiner Kanten mit Arbeitern
-template-work_edge = Die Arbeiter einer Kante
-template-crew = die Arbeiter an einer Kante
-template-after_activation = Nach den Aktivierungen
-template-take_fruit = Früchte nehmen
-template-sell_fruit = Eine Frucht verkaufen
-template-refill_jungle = Die Auslage auffüllen
-template-crew_at = deine Arbeiter an einem Plättchen
-template-temple_majority = Die Mehrheit an einem Tempel
-template-sun_score = Die Sonnenplättchen am Ende
-template-water_score = Die Wasserleiste am Ende
-template-refund = Die Kosten der Hütte zurück
-template-hermit_bonus = Der Bonus des Einsiedlers
-template-road_worker_bonus = Der Bonus des Straßenarbeiters
-template-monk_bonus = Der Bonus des Mönchs

## Queries

-query-temple_outlook = deine Anteile an den Tempeln, wie sie gerade stehen
-query-greedy_extra = was die Module zur Schätzung des gierigen Spielers beitragen

## Aufrufe von Vorlagen (docs/translating.md): die Variablen sind die Parameter

# Ein Aufruf ohne Argumente im Regeltext: eine Bedingung als Nebensatz, ein Effekt als Anweisung
template-overbuild_time-call = es Zeit zum Überbauen ist
template-overbuild_affordable-call = das Überbauen bezahlt werden kann
template-open_display-call = die Dschungelauslage auslegen
template-activation-call = die Arbeiter aktivieren
template-pay_for_overbuild-call = das Überbauen bezahlen
template-refill_jungle-call = die Auslage auffüllen
template-lay_tile-call = ein Arbeiterplättchen legen
template-overbuild-call = eines deiner Arbeiterplättchen überbauen

template-second_start_tile-call = ein Wasserplättchen deiner Wahl aus der Schachtel auf { $square } legen
template-fill_space-call = den leeren Platz { $square } mit einem Dschungelplättchen füllen
template-own_edge-call = { $e } eine Kante mit deinen Arbeitern ist
template-work_edge-call = die Arbeiter an der Kante { $e } arbeiten
template-crew-call = die Arbeiter von { $tile } in Richtung { $facing }
template-take_fruit-call = { $amount ->
    [one] 1 Kakaofrucht nehmen
   *[other] { $amount } Kakaofrüchte nehmen
}
template-sell_fruit-call = du darfst 1 Kakaofrucht für { $price } Gold verkaufen
# ein Wert: eine Zahl, also eine Anzahl („die Zahl deiner Arbeiter neben t größer als 0 ist“, nicht „deine Arbeiter … ist“)
template-crew_at-call = die Zahl deiner Arbeiter neben { $site }
template-temple_majority-call = den Tempel { $site } werten: 6 Gold für die meisten Arbeiter daneben, 3 für die zweitmeisten (Gleichstand teilt)
template-sun_score-call = so viel Gold wie dein Vorrat an Sonnenplättchen erhalten
template-water_score-call = so viel Gold wie der Wert deines Feldes auf der Wasserleiste erhalten

## Datenfelder in Effekten (`datum(it, price)`)

-field-cost = Kosten
-field-fruit = Früchte
-field-price = Verkaufspreis
-field-side = Seite
-field-workers = Arbeiter

## template parameters as placeholders (-param-NAME, shown in capitals)

-param-site = Ort
-param-square = Platz
-param-tile = Plättchen
-param-facing = Nachbar
-param-amount = Menge
-param-price = Preis

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-workers-label = Arbeiterstapel
-supply-hand-label = Hand

### Imperial Settlers — die Begriffe des Regelwerks auf Deutsch: Güter, Stapel, Marker, Zähler,
### benannte Werte, Kartentypen und -merkmale, Effektschlüssel, Vorlagen und der Name jeder
### Karte (docs/translating.md). Formen nach `$count` (one/other) und `$case`.

## Güter

-wood = Holz
    .gender = neuter
-stone =
    { $count ->
        [one] Stein
       *[other] { $case ->
            [dat] Steinen
           *[other] Steine
        }
    }
    .gender = plural
-food =
    { $count ->
        [one] Nahrung
       *[other] Nahrung
    }
    .gender = feminine
-gold = Gold
    .gender = neuter
-worker =
    { $count ->
        [one] Arbeiter
       *[other] { $case ->
            [dat] Arbeitern
           *[other] Arbeiter
        }
    }
    .gender = plural
-raze =
    { $count ->
        [one] Zerstörungsmarker
       *[other] { $case ->
            [dat] Zerstörungsmarkern
           *[other] Zerstörungsmarker
        }
    }
    .gender = plural
-defence =
    { $count ->
        [one] Verteidigungsmarker
       *[other] { $case ->
            [dat] Verteidigungsmarkern
           *[other] Verteidigungsmarker
        }
    }
    .gender = plural
-vp =
    { $count ->
        [one] Siegpunkt
       *[other] { $case ->
            [dat] Siegpunkten
           *[other] Siegpunkte
        }
    }
    .gender = plural
-spare_goods = verbliebene Arbeiter und Rohstoffe
-cards_in_hand =
    { $count ->
        [one] Handkarte
       *[other] Handkarten
    }
    .gender = plural
-keep_stone =
    { $case ->
        [acc] lagerbaren Stein
        [dat] lagerbarem Stein
       *[other] lagerbarer Stein
    }
    .gender = masculine
-keep_food =
    { $case ->
        [dat] lagerbarer Nahrung
       *[other] lagerbare Nahrung
    }
    .gender = feminine
-blessing_brown =
    { $count ->
        [one] { $case ->
            [acc] braunen Segensmarker
            [dat] braunem Segensmarker
           *[other] brauner Segensmarker
        }
       *[other] { $case ->
            [dat] braunen Segensmarkern
           *[other] braune Segensmarker
        }
    }
    .gender = plural
-blessing_grey =
    { $count ->
        [one] { $case ->
            [acc] grauen Segensmarker
            [dat] grauem Segensmarker
           *[other] grauer Segensmarker
        }
       *[other] { $case ->
            [dat] grauen Segensmarkern
           *[other] graue Segensmarker
        }
    }
    .gender = plural
-blessing_red =
    { $count ->
        [one] { $case ->
            [acc] roten Segensmarker
            [dat] rotem Segensmarker
           *[other] roter Segensmarker
        }
       *[other] { $case ->
            [dat] roten Segensmarkern
           *[other] rote Segensmarker
        }
    }
    .gender = plural
-blessing_pink =
    { $count ->
        [one] rosa Segensmarker
       *[other] { $case ->
            [dat] rosa Segensmarkern
           *[other] rosa Segensmarker
        }
    }
    .gender = plural
-blessing_gold =
    { $count ->
        [one] { $case ->
            [acc] goldenen Segensmarker
            [dat] goldenem Segensmarker
           *[other] goldener Segensmarker
        }
       *[other] { $case ->
            [dat] goldenen Segensmarkern
           *[other] goldene Segensmarker
        }
    }
    .gender = plural
-blessing_black =
    { $count ->
        [one] { $case ->
            [acc] schwarzen Segensmarker
            [dat] schwarzem Segensmarker
           *[other] schwarzer Segensmarker
        }
       *[other] { $case ->
            [dat] schwarzen Segensmarkern
           *[other] schwarze Segensmarker
        }
    }
    .gender = plural
-blessing_blue =
    { $count ->
        [one] { $case ->
            [acc] blauen Segensmarker
            [dat] blauem Segensmarker
           *[other] blauer Segensmarker
        }
       *[other] { $case ->
            [dat] blauen Segensmarkern
           *[other] blaue Segensmarker
        }
    }
    .gender = plural
-blessing_violet =
    { $count ->
        [one] { $case ->
            [acc] violetten Segensmarker
            [dat] violettem Segensmarker
           *[other] violetter Segensmarker
        }
       *[other] { $case ->
            [dat] violetten Segensmarkern
           *[other] violette Segensmarker
        }
    }
    .gender = plural
-blessing_white =
    { $count ->
        [one] { $case ->
            [acc] weißen Segensmarker
            [dat] weißem Segensmarker
           *[other] weißer Segensmarker
        }
       *[other] { $case ->
            [dat] weißen Segensmarkern
           *[other] weiße Segensmarker
        }
    }
    .gender = plural
-tricolour =
    { $count ->
        [one] { $case ->
            [acc] dreifarbigen Segensmarker
            [dat] dreifarbigem Segensmarker
           *[other] dreifarbiger Segensmarker
        }
       *[other] { $case ->
            [dat] dreifarbigen Segensmarkern
           *[other] dreifarbige Segensmarker
        }
    }
    .gender = plural
-keep_blessing =
    { $count ->
        [one] { $case ->
            [acc] lagerbaren Segensmarker
            [dat] lagerbarem Segensmarker
           *[other] lagerbarer Segensmarker
        }
       *[other] { $case ->
            [dat] lagerbaren Segensmarkern
           *[other] lagerbare Segensmarker
        }
    }
    .gender = plural

## Gruppen

-group-resource =
    { $count ->
        [one] Rohstoff
       *[other] Rohstoffe
    }
    .gender = masculine
-group-goods =
    { $count ->
        [one] Gut
       *[other] Güter
    }
    .gender = neuter
-group-kept =
    { $count ->
        [one] lagerbares Gut
       *[other] lagerbare Güter
    }
    .gender = neuter
-group-blessing =
    { $count ->
        [one] Segensmarker
       *[other] Segensmarker
    }
    .gender = masculine

## Stapel

-supply-common =
    { $case ->
      *[nom] der allgemeine Stapel
       [dat] dem allgemeinen Stapel
       [acc] den allgemeinen Stapel
       [von] vom allgemeinen Stapel
       [gen] des allgemeinen Stapels
    }
-supply-common_discard =
    { $case ->
      *[nom] der allgemeine Ablagestapel
       [dat] dem allgemeinen Ablagestapel
       [acc] den allgemeinen Ablagestapel
       [von] vom allgemeinen Ablagestapel
       [gen] des allgemeinen Ablagestapels
    }
-supply-lookout =
    { $case ->
      *[nom] die Auslage
       [dat] der Auslage
       [acc] die Auslage
       [von] von der Auslage
       [gen] der Auslage
    }
-supply-faction =
    { $case ->
      *[nom] dein Fraktionstableau
       [dat] deinem Fraktionstableau
       [acc] dein Fraktionstableau
       [von] von deinem Fraktionstableau
       [gen] deines Fraktionstableaus
    }
-supply-faction-whose =
    { $case ->
      *[nom] das Fraktionstableau
       [dat] dem Fraktionstableau
       [acc] das Fraktionstableau
       [von] vom Fraktionstableau
       [gen] des Fraktionstableaus
    }
-supply-faction-own =
    { $case ->
      *[nom] das eigene Fraktionstableau
       [dat] dem eigenen Fraktionstableau
       [acc] das eigene Fraktionstableau
       [von] vom eigenen Fraktionstableau
       [gen] des eigenen Fraktionstableaus
    }
-supply-faction_deck =
    { $case ->
      *[nom] dein Fraktionsstapel
       [dat] deinem Fraktionsstapel
       [acc] deinen Fraktionsstapel
       [von] von deinem Fraktionsstapel
       [gen] deines Fraktionsstapels
    }
-supply-faction_deck-whose =
    { $case ->
      *[nom] der Fraktionsstapel
       [dat] dem Fraktionsstapel
       [acc] den Fraktionsstapel
       [von] vom Fraktionsstapel
       [gen] des Fraktionsstapels
    }
-supply-faction_deck-own =
    { $case ->
      *[nom] der eigene Fraktionsstapel
       [dat] dem eigenen Fraktionsstapel
       [acc] den eigenen Fraktionsstapel
       [von] vom eigenen Fraktionsstapel
       [gen] des eigenen Fraktionsstapels
    }
-supply-faction_discard =
    { $case ->
      *[nom] dein Fraktions-Ablagestapel
       [dat] deinem Fraktions-Ablagestapel
       [acc] deinen Fraktions-Ablagestapel
       [von] von deinem Fraktions-Ablagestapel
       [gen] deines Fraktions-Ablagestapels
    }
-supply-faction_discard-whose =
    { $case ->
      *[nom] der Fraktions-Ablagestapel
       [dat] dem Fraktions-Ablagestapel
       [acc] den Fraktions-Ablagestapel
       [von] vom Fraktions-Ablagestapel
       [gen] des Fraktions-Ablagestapels
    }
-supply-faction_discard-own =
    { $case ->
      *[nom] der eigene Fraktions-Ablagestapel
       [dat] dem eigenen Fraktions-Ablagestapel
       [acc] den eigenen Fraktions-Ablagestapel
       [von] vom eigenen Fraktions-Ablagestapel
       [gen] des eigenen Fraktions-Ablagestapels
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
-supply-empire =
    { $case ->
      *[nom] dein Reich
       [dat] deinem Reich
       [acc] dein Reich
       [von] von deinem Reich
       [gen] deines Reichs
    }
-supply-empire-whose =
    { $case ->
      *[nom] das Reich
       [dat] dem Reich
       [acc] das Reich
       [von] vom Reich
       [gen] des Reichs
    }
-supply-empire-own =
    { $case ->
      *[nom] das eigene Reich
       [dat] dem eigenen Reich
       [acc] das eigene Reich
       [von] vom eigenen Reich
       [gen] des eigenen Reichs
    }
-supply-site =
    { $case ->
      *[nom] die Karte, die gerade gebaut oder verhandelt wird
       [dat] der Karte, die gerade gebaut oder verhandelt wird
       [acc] die Karte, die gerade gebaut oder verhandelt wird
       [von] von der Karte, die gerade gebaut oder verhandelt wird
       [gen] der Karte, die gerade gebaut oder verhandelt wird
    }
    .ends = clause
-supply-deals =
    { $case ->
      *[nom] deine Abkommen
       [dat] deinen Abkommen
       [acc] deine Abkommen
       [von] von deinen Abkommen
       [gen] deiner Abkommen
    }
-supply-deals-whose =
    { $case ->
      *[nom] die Abkommen
       [dat] den Abkommen
       [acc] die Abkommen
       [von] von den Abkommen
       [gen] der Abkommen
    }
-supply-deals-own =
    { $case ->
      *[nom] die eigenen Abkommen
       [dat] den eigenen Abkommen
       [acc] die eigenen Abkommen
       [von] von den eigenen Abkommen
       [gen] der eigenen Abkommen
    }
-supply-foundations =
    { $case ->
      *[nom] deine Fundamente
       [dat] deinen Fundamenten
       [acc] deine Fundamente
       [von] von deinen Fundamenten
       [gen] deiner Fundamente
    }
-supply-foundations-whose =
    { $case ->
      *[nom] die Fundamente
       [dat] den Fundamenten
       [acc] die Fundamente
       [von] von den Fundamenten
       [gen] der Fundamente
    }
-supply-foundations-own =
    { $case ->
      *[nom] die eigenen Fundamente
       [dat] den eigenen Fundamenten
       [acc] die eigenen Fundamente
       [von] von den eigenen Fundamenten
       [gen] der eigenen Fundamente
    }
-supply-prayer =
    { $case ->
      *[nom] die Karten des Gebets
       [dat] den Karten des Gebets
       [acc] die Karten des Gebets
       [von] von den Karten des Gebets
       [gen] der Karten des Gebets
    }
-supply-stored =
    { $case ->
      *[nom] deine für künftige Gebete gelagerten Karten
       [dat] deinen für künftige Gebete gelagerten Karten
       [acc] deine für künftige Gebete gelagerten Karten
       [von] von deinen für künftige Gebete gelagerten Karten
       [gen] deiner für künftige Gebete gelagerten Karten
    }
-supply-stored-whose =
    { $case ->
      *[nom] die für künftige Gebete gelagerten Karten
       [dat] den für künftige Gebete gelagerten Karten
       [acc] die für künftige Gebete gelagerten Karten
       [von] von den für künftige Gebete gelagerten Karten
       [gen] der für künftige Gebete gelagerten Karten
    }
-supply-stored-own =
    { $case ->
      *[nom] die eigenen für künftige Gebete gelagerten Karten
       [dat] den eigenen für künftige Gebete gelagerten Karten
       [acc] die eigenen für künftige Gebete gelagerten Karten
       [von] von den eigenen für künftige Gebete gelagerten Karten
       [gen] der eigenen für künftige Gebete gelagerten Karten
    }
-supply-stored_round =
    { $case ->
      *[nom] deine für die Gebete dieser Runde gelagerten Karten
       [dat] deinen für die Gebete dieser Runde gelagerten Karten
       [acc] deine für die Gebete dieser Runde gelagerten Karten
       [von] von deinen für die Gebete dieser Runde gelagerten Karten
       [gen] deiner für die Gebete dieser Runde gelagerten Karten
    }
-supply-stored_round-whose =
    { $case ->
      *[nom] die für die Gebete dieser Runde gelagerten Karten
       [dat] den für die Gebete dieser Runde gelagerten Karten
       [acc] die für die Gebete dieser Runde gelagerten Karten
       [von] von den für die Gebete dieser Runde gelagerten Karten
       [gen] der für die Gebete dieser Runde gelagerten Karten
    }

-supply-stored_round-own =
    { $case ->
      *[nom] die eigenen für die Gebete dieser Runde gelagerten Karten
       [dat] den eigenen für die Gebete dieser Runde gelagerten Karten
       [acc] die eigenen für die Gebete dieser Runde gelagerten Karten
       [von] von den eigenen für die Gebete dieser Runde gelagerten Karten
       [gen] der eigenen für die Gebete dieser Runde gelagerten Karten
    }
## Marker auf Karten

-mark-activated =
    { $count ->
        [one] Nutzungsmarker
       *[other] Nutzungsmarker
    }
    .gender = masculine
-mark-defended =
    { $count ->
        [one] Verteidigungsmarker
       *[other] Verteidigungsmarker
    }
    .gender = masculine

## Zähler

-counter-round =
    { $case ->
       *[nom] die Runde
        [acc] die Runde
        [dat] der Runde
        [gen] der Runde
        [von] von der Runde
    }
-counter-lead =
    { $case ->
       *[nom] der Startspieler der Runde
        [acc] den Startspieler der Runde
        [dat] dem Startspieler der Runde
        [gen] des Startspielers der Runde
        [von] vom Startspieler der Runde
    }
-counter-asks_brown =
    { $case ->
       *[nom] der Schalter „Gebet zählt Braun“
        [acc] den Schalter „Gebet zählt Braun“
        [dat] dem Schalter „Gebet zählt Braun“
        [gen] des Schalters „Gebet zählt Braun“
        [von] vom Schalter „Gebet zählt Braun“
    }
-counter-tally_brown =
    { $case ->
       *[nom] die gezählten braunen Karten
        [acc] die gezählten braunen Karten
        [dat] den gezählten braunen Karten
        [gen] der gezählten braunen Karten
        [von] von den gezählten braunen Karten
    }
-counter-asks_grey =
    { $case ->
       *[nom] der Schalter „Gebet zählt Grau“
        [acc] den Schalter „Gebet zählt Grau“
        [dat] dem Schalter „Gebet zählt Grau“
        [gen] des Schalters „Gebet zählt Grau“
        [von] vom Schalter „Gebet zählt Grau“
    }
-counter-tally_grey =
    { $case ->
       *[nom] die gezählten grauen Karten
        [acc] die gezählten grauen Karten
        [dat] den gezählten grauen Karten
        [gen] der gezählten grauen Karten
        [von] von den gezählten grauen Karten
    }
-counter-asks_red =
    { $case ->
       *[nom] der Schalter „Gebet zählt Rot“
        [acc] den Schalter „Gebet zählt Rot“
        [dat] dem Schalter „Gebet zählt Rot“
        [gen] des Schalters „Gebet zählt Rot“
        [von] vom Schalter „Gebet zählt Rot“
    }
-counter-tally_red =
    { $case ->
       *[nom] die gezählten roten Karten
        [acc] die gezählten roten Karten
        [dat] den gezählten roten Karten
        [gen] der gezählten roten Karten
        [von] von den gezählten roten Karten
    }
-counter-asks_pink =
    { $case ->
       *[nom] der Schalter „Gebet zählt Rosa“
        [acc] den Schalter „Gebet zählt Rosa“
        [dat] dem Schalter „Gebet zählt Rosa“
        [gen] des Schalters „Gebet zählt Rosa“
        [von] vom Schalter „Gebet zählt Rosa“
    }
-counter-tally_pink =
    { $case ->
       *[nom] die gezählten rosa Karten
        [acc] die gezählten rosa Karten
        [dat] den gezählten rosa Karten
        [gen] der gezählten rosa Karten
        [von] von den gezählten rosa Karten
    }
-counter-asks_gold =
    { $case ->
       *[nom] der Schalter „Gebet zählt Gold“
        [acc] den Schalter „Gebet zählt Gold“
        [dat] dem Schalter „Gebet zählt Gold“
        [gen] des Schalters „Gebet zählt Gold“
        [von] vom Schalter „Gebet zählt Gold“
    }
-counter-tally_gold =
    { $case ->
       *[nom] die gezählten goldenen Karten
        [acc] die gezählten goldenen Karten
        [dat] den gezählten goldenen Karten
        [gen] der gezählten goldenen Karten
        [von] von den gezählten goldenen Karten
    }
-counter-asks_black =
    { $case ->
       *[nom] der Schalter „Gebet zählt Schwarz“
        [acc] den Schalter „Gebet zählt Schwarz“
        [dat] dem Schalter „Gebet zählt Schwarz“
        [gen] des Schalters „Gebet zählt Schwarz“
        [von] vom Schalter „Gebet zählt Schwarz“
    }
-counter-tally_black =
    { $case ->
       *[nom] die gezählten schwarzen Karten
        [acc] die gezählten schwarzen Karten
        [dat] den gezählten schwarzen Karten
        [gen] der gezählten schwarzen Karten
        [von] von den gezählten schwarzen Karten
    }
-counter-asks_blue =
    { $case ->
       *[nom] der Schalter „Gebet zählt Blau“
        [acc] den Schalter „Gebet zählt Blau“
        [dat] dem Schalter „Gebet zählt Blau“
        [gen] des Schalters „Gebet zählt Blau“
        [von] vom Schalter „Gebet zählt Blau“
    }
-counter-tally_blue =
    { $case ->
       *[nom] die gezählten blauen Karten
        [acc] die gezählten blauen Karten
        [dat] den gezählten blauen Karten
        [gen] der gezählten blauen Karten
        [von] von den gezählten blauen Karten
    }
-counter-asks_violet =
    { $case ->
       *[nom] der Schalter „Gebet zählt Violett“
        [acc] den Schalter „Gebet zählt Violett“
        [dat] dem Schalter „Gebet zählt Violett“
        [gen] des Schalters „Gebet zählt Violett“
        [von] vom Schalter „Gebet zählt Violett“
    }
-counter-tally_violet =
    { $case ->
       *[nom] die gezählten violetten Karten
        [acc] die gezählten violetten Karten
        [dat] den gezählten violetten Karten
        [gen] der gezählten violetten Karten
        [von] von den gezählten violetten Karten
    }
-counter-asks_white =
    { $case ->
       *[nom] der Schalter „Gebet zählt Weiß“
        [acc] den Schalter „Gebet zählt Weiß“
        [dat] dem Schalter „Gebet zählt Weiß“
        [gen] des Schalters „Gebet zählt Weiß“
        [von] vom Schalter „Gebet zählt Weiß“
    }
-counter-tally_white =
    { $case ->
       *[nom] die gezählten weißen Karten
        [acc] die gezählten weißen Karten
        [dat] den gezählten weißen Karten
        [gen] der gezählten weißen Karten
        [von] von den gezählten weißen Karten
    }
-counter-spare =
    { $case ->
       *[nom] der behaltene Segensmarker
        [acc] den behaltenen Segensmarker
        [dat] dem behaltenen Segensmarker
        [gen] des behaltenen Segensmarkers
        [von] vom behaltenen Segensmarker
    }
-counter-spent_wood =
    { $case ->
       *[nom] das ausgegebene Holz
        [acc] das ausgegebene Holz
        [dat] dem ausgegebenen Holz
        [gen] des ausgegebenen Holzes
        [von] vom ausgegebenen Holz
    }
-counter-spent_stone =
    { $case ->
       *[nom] der ausgegebene Stein
        [acc] den ausgegebenen Stein
        [dat] dem ausgegebenen Stein
        [gen] des ausgegebenen Steins
        [von] vom ausgegebenen Stein
    }
-counter-spent_food =
    { $case ->
       *[nom] die ausgegebene Nahrung
        [acc] die ausgegebene Nahrung
        [dat] der ausgegebenen Nahrung
        [gen] der ausgegebenen Nahrung
        [von] von der ausgegebenen Nahrung
    }
-counter-matching_spend =
    { $case ->
       *[nom] der Schalter „passende Rohstoffe ausgeben“
        [acc] den Schalter „passende Rohstoffe ausgeben“
        [dat] dem Schalter „passende Rohstoffe ausgeben“
        [gen] des Schalters „passende Rohstoffe ausgeben“
        [von] vom Schalter „passende Rohstoffe ausgeben“
    }

## Benannte Werte

-query-locations = deine Orte
-query-common_locations = deine allgemeinen Orte
-query-faction_locations = deine Fraktionsorte
-query-greedy_extra = der Zuschlag der Module für Computerspieler
-query-blessings_apply = die Anzahl deiner Segensmarker, die für dieses Gebet gelten
    .ends = clause
-query-tally_total = die Anzahl der vom Gebet gezählten Karten
-query-blessings_held = die Anzahl deiner Segensmarker

## Kartentypen

# nom: ohne Artikel („2 große Entdeckungen“); acc, dat, gen: nach einem Artikel oder Possessiv
# („deiner großen Entdeckungen“, engine.ftl `$what_gen`)
-type-common_card =
    { $case ->
       *[nom] { $count ->
            [one] allgemeine Karte
           *[other] allgemeine Karten
        }
        [acc] { $count ->
            [one] allgemeine Karte
           *[other] allgemeinen Karten
        }
        [dat] { $count ->
            [one] allgemeinen Karte
           *[other] allgemeinen Karten
        }
        [gen] { $count ->
            [one] allgemeinen Karte
           *[other] allgemeinen Karten
        }
        [shown] eine allgemeine Karte
    }
    .gender = feminine
-type-faction_card =
    { $case ->
       *[nom]
        { $count ->
            [one] Fraktionskarte
           *[other] Fraktionskarten
        }
        [shown] eine Fraktionskarte
    }
    .gender = feminine
-type-faction_board =
    { $count ->
        [one] Fraktionstableau
       *[other] Fraktionstableaus
    }
    .gender = neuter
-type-rule =
    { $count ->
        [one] Regel
       *[other] Regeln
    }
    .gender = feminine

## Merkmale: Farben, Arten, Abkommensgüter

-tag-brown = braun
-tag-grey = grau
-tag-red = rot
-tag-pink = rosa
-tag-gold = golden
-tag-black = schwarz
-tag-blue = blau
-tag-violet = violett
-tag-orange = orange
-tag-production =
    { $case ->
       *[nom]
        { $count ->
            [one] Produktionsort
           *[other] Produktionsorte
        }
        [shown] einen Produktionsort
    }
    .gender = masculine
-tag-feature =
    { $case ->
       *[nom]
        { $count ->
            [one] Eigenschaftsort
           *[other] Eigenschaftsorte
        }
        [shown] einen Eigenschaftsort
    }
    .gender = masculine
-tag-action =
    { $case ->
       *[nom]
        { $count ->
            [one] Aktionsort
           *[other] Aktionsorte
        }
        [shown] einen Aktionsort
    }
    .gender = masculine
-tag-twice = zweimal pro Runde nutzbar
-tag-ruins =
    { $count ->
        [one] Ruine
       *[other] Ruinen
    }
    .gender = feminine
-tag-newlyweds = Frischvermählte
-tag-deal_wood = Abkommen für Holz
-tag-deal_stone = Abkommen für Stein
-tag-deal_food = Abkommen für Nahrung
-tag-deal_gold = Abkommen für Gold
-tag-deal_worker = Abkommen für Arbeiter
-tag-deal_raze = Abkommen für Zerstörungsmarker
-tag-deal_card = Abkommen für Karte
-tag-deal_vp = Abkommen für Siegpunkte

## Effektschlüssel

-key-production = Produktion
-key-action = Aktion
-key-raze = Zerstörungsfeld
-key-deal = Abkommen
-key-built = Eigenschaft: jedes Mal, wenn du baust
-key-dealt = Eigenschaft: jedes Mal, wenn du ein Abkommen schließt
-key-store = Beim Aufräumen
-key-cost = Kosten
-key-before = Vor dem Gebet
-key-tokens = Mit Segensmarkern
-key-after = Nach dem Ziehen

## Das Spiel und seine Module

-game-imperial-settlers = Imperial Settlers
-module-core = Imperial Settlers (Grundspiel)
-module-aztecs = Imperial Settlers: Azteken

## Vorlagen

-template-restock = den allgemeinen Stapel erneuern
-template-restock_own = deinen Fraktionsstapel erneuern
-template-draw_common = eine allgemeine Karte ziehen
-template-draw_own = eine Fraktionskarte ziehen
-template-draw_card = eine Karte ziehen
-template-reveal_lookout = die Auslage aufdecken
-template-counter_clockwise = der Spieler gegen den Uhrzeigersinn, für
-template-build_location = einen Ort bauen
-template-give_up_location = einen deiner Orte oder eines deiner Fundamente abwerfen
-template-make_deal = ein Abkommen schließen
-template-raze_card = eine Karte aus deiner Hand zerstören
-template-raze_location = einen Ort des Spielers so viele Plätze links von dir zerstören
-template-activate_location = einen Aktionsort aktivieren
-template-spend_workers = Arbeiter ausgeben
-template-worker_good = ein Rohstoff oder eine Karte für zwei Arbeiter
-template-defend = deinen Verteidigungsmarker legen
-template-tidy_up = abwerfen, was du nicht lagern kannst
-template-tidy_more = Segensmarker und gelagerte Karten beim Aufräumen
-template-pray = Beten
-template-amen = das Gebet beenden
-template-draw_prayer = die Karten des Gebets ziehen
-template-add_stored = gelagerte Karten hinzufügen
-template-pile = die Karten des Gebets der Farbe
-template-count_pile = die Karten des Gebets zählen
-template-count_tokens = deine Segensmarker als Karten zählen
-template-blessing_bonus = der Segensbonus
-template-tricolour_counts = der dreifarbige Marker zählt
-template-pick_colour = die Farbe des Gebets wählen
-template-pick_token_colour = die Farbe eines Segensmarkers wählen, den du hast
-template-only = nur zählen
-template-only_held = nur zählen, mit seinem Marker
-template-one_more = eine Karte mehr von
-template-clear_asks = die Farben des Gebets vergessen
-template-clear_tallies = die Zählungen des Gebets vergessen
-template-ask_brown = braune Karten zählen
-template-ask_grey = graue Karten zählen
-template-ask_red = rote Karten zählen
-template-ask_pink = rosa Karten zählen
-template-ask_gold = goldene Karten zählen
-template-ask_black = schwarze Karten zählen
-template-ask_blue = blaue Karten zählen
-template-ask_violet = violette Karten zählen
-template-ask_white = weiße Karten zählen
-template-ask_any = Karten jeder Farbe zählen
-template-ask_deal_colour = die Farbe des Guts zählen, welches das eben geschlossene Abkommen gibt
-template-spend_matching = passende Rohstoffe ausgeben
-template-keep_a_blessing = einen Segensmarker behalten
-template-keep_only = nur behalten
-word-announce = eine Farbe ansagen
-word-choose = eine Farbe wählen
-word-named = die von der Karte genannten Farben

## Karten und Regeln

-component-setup_game = Spielaufbau
-component-setup_player = Aufbau eines Spielers
-component-take_faction = Eine Fraktion nehmen
-component-lookout = Erkundung
-component-production = Produktion
-component-action_turn = Ein Zug der Aktionsphase
-component-cleanup = Aufräumen
-component-final_scoring = Schlusswertung
-component-announce = Eine Farbe ansagen
-component-choose = Eine Farbe wählen
-component-named = Die von der Karte genannten Farben
-component-aztec-hints = Was Computerspieler bei den Azteken schätzen
-component-armorer = Waffenschmied
-component-lords-fields = Felder des Fürsten
-component-masons-guild = Maurergilde
-component-castle = Burg
-component-wood-storage = Holzlager
-component-ruins = Ruinen
-component-quarry = Steinbruch
-component-woodcutters-trail = Holzfällerpfad
-component-hamlet = Weiler
-component-grain-field = Getreidefeld
-component-watchtower = Wachturm
-component-gold-stream = Goldbach
-component-monument = Monument
-component-demo-assayers-yard = Prüferhof (Demo)
-component-newlyweds = Frischvermählte
-component-demo-board = Demo-Fraktionstableau
-component-demo-lumber-camp = Holzfällerlager (Demo)
-component-demo-barracks-yard = Kasernenhof (Demo)
-component-demo-cottages = Hütten (Demo)
-component-demo-stoneworks = Steinmetzhütte (Demo)
-component-demo-treasury = Schatzkammer (Demo)
-component-demo-scriptorium = Schreibstube (Demo)
-component-demo-war-camp = Kriegslager (Demo)
-component-demo-market-hall = Markthalle (Demo)
-component-demo-guild-house = Gildenhaus (Demo)
-component-demo-harbour = Hafen (Demo)
-component-demo-orchard = Obstgarten (Demo)
-component-demo-monument-hill = Denkmalhügel (Demo)
-component-demo-trade-post = Handelsposten (Demo)
-component-demo-warehouse = Lagerhaus (Demo)
-component-demo-arena = Arena (Demo)
-component-demo-palace = Palast (Demo)
-component-demo-workshop = Werkstatt (Demo)
-component-demo-watch-fort = Wachfort (Demo)
-component-aztec-board = Fraktionstableau der Azteken
-component-sacrificial-altar = Opferaltar
-component-temple-of-the-rising-sun = Tempel der aufgehenden Sonne
-component-voice-of-the-gods = Stimme der Götter
-component-chapel-of-mars = Kapelle des Mars
-component-itinerant-priest = Wanderpriester
-component-fuji-apple-festival = Fuji-Apfelfest
-component-demo-maize-terraces = Maisterrassen (Demo)
-component-demo-feather-workshop = Federwerkstatt (Demo)
-component-demo-obsidian-armoury = Obsidianrüstkammer (Demo)
-component-demo-shrine-of-offerings = Opferschrein (Demo)
-component-demo-reliquary = Reliquiar (Demo)
-component-demo-sun-calendar = Sonnenkalender (Demo)
-component-demo-rain-pyramid = Regenpyramide (Demo)
-component-demo-keeper-of-blessings = Hüter der Segen (Demo)
-component-demo-chinampa = Chinampa (Demo)
-component-demo-offering-basket = Opferkorb (Demo)
-component-demo-eagle-messenger = Adlerbote (Demo)
-component-useful-markus = Nützlicher Markus
-component-sturdy-foundations = Stabile Fundamente
-component-shrine-of-thoth = Schrein des Thot
-component-demo-great-teocalli = Großer Teocalli (Demo)

## Aufrufe von Vorlagen (docs/translating.md): die Variablen sind die Parameter

template-counter_clockwise-call = der { $p }. Spieler gegen den Uhrzeigersinn, rechts vom Startspieler der Runde an gezählt
template-raze_location-call = { $k ->
    [one] einen Ort des Spielers 1 Platz links von dir zerstören
   *[other] einen Ort des Spielers { $k } Plätze links von dir zerstören
}
template-pray-call = { $mode_word ->
    [announce] eine dieser Farben ansagen, dann { $cards } beten
    [choose] { $cards } beten, dann eine dieser Farben wählen
   *[other] { $cards } beten
}
template-draw_prayer-call = { $cards } allgemeine Karten für das Gebet ziehen
template-pile-call = die Karten des Gebets in { $col_word ->
    [brown] Braun
    [grey] Grau
    [red] Rot
    [pink] Rosa
    [black] Schwarz
    [blue] Blau
    [violet] Violett
    [white] Weiß
   *[other] { $col }
}
template-only-call = wenn { $colour } eingeschaltet ist, zählt nur diese Farbe
template-only_held-call = wenn { $colour } eingeschaltet ist und { $held } mindestens 1 ist, zählt nur diese Farbe
template-one_more-call = wenn { $counted } größer als 0 ist, 1 zu { $tally_word ->
    [tally_brown] den gezählten braunen Karten
    [tally_grey] den gezählten grauen Karten
    [tally_red] den gezählten roten Karten
    [tally_pink] den gezählten rosa Karten
    [tally_gold] den gezählten goldenen Karten
    [tally_black] den gezählten schwarzen Karten
    [tally_blue] den gezählten blauen Karten
    [tally_violet] den gezählten violetten Karten
    [tally_white] den gezählten weißen Karten
   *[other] { $tally }
} hinzufügen
template-keep_only-call = nur dein { $token } behalten

## Data fields (datum, fill … where)

-field-faction = Fraktion

## data values (fill … where faction VALUE)

-word-aztecs = die Azteken
-word-demo = die Demo-Fraktion

## template parameters as placeholders (-param-NAME, shown in capitals)

-param-cards = Karten
-param-mode = Art
-param-colour = Farbe
-param-token = Marker
-param-tally = Zählung
-param-col = Farbe
-param-held = gehalten
-param-counted = gezählt

## Die Phasen einer Runde, wie das Protokoll einer Partie sie nennt (event-phase)

-phase-lookout = Ausschau
-phase-production = Produktion
-phase-action = Aktionen
-phase-cleanup = Aufräumen

## Eine Karte aus der Hand liegt auf `site`, solange ihre Effekte laufen: Frage und Protokoll
## sagen „spielt“ und wohin sie kommt, nicht den Ort dazwischen (docs/translating.md)
ask-put-to-site = Welche Karte aus { $supply_dat } spielst du?
log-put-to-site = { $who } spielt { $what } { $source_von } aus
log-deal-from-site =
    { $what } { $count ->
        [one] kommt
       *[other] kommen
    } in { $target_acc }

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-faction-label = Fraktionstableau
-supply-faction_deck-label = Fraktionsstapel
-supply-faction_discard-label = Fraktions-Ablage
-supply-hand-label = Hand
-supply-empire-label = Reich
-supply-site-label = Im Bau
# was ein Vorrat enthält, beim Zählen („die Anzahl der Karten in deinem Reich, die Rot zeigen“)
-supply-empire-items = Karten in deinem Reich
-supply-site-items = Karten im Bau oder in Verhandlung
-supply-prayer-items = Karten des Gebets
-supply-deals-label = Abkommen
-supply-foundations-label = Fundamente
-supply-stored-label = Gelagert
-supply-stored_round-label = Diese Runde gelagert

# Was die Vorräte enthalten, in den Sätzen der Engine („die oberste Karte vom allgemeinen Stapel“)

-item =
    { $count ->
       *[one] Karte
        [other] Karten
    }
    .gender = feminine

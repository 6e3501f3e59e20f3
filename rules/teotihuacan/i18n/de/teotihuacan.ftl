### Teotihuacan: Die Stadt der Götter — die Substantive des Regelwerks auf Deutsch (docs/translating.md).
### Varianten: `$count` (one/other) und `$case`: `nom` (Standard), `dat`, `acc`.

# Das Wort für die Stufe einer Figur in diesem Spiel (ersetzt engine.ftl).
-level = Stärke


## Rohstoffe

-cocoa = Kakao
    .gender = masculine
-wood = Holz
    .gender = neuter
-stone =
    { $count ->
        [one] Stein
       *[other] Steine
    }
    .gender = plural
-gold = Gold
    .gender = neuter
-vp =
    { $count ->
        [one] Siegpunkt
       *[other] Siegpunkte
    }
    .gender = plural

## Leisten

-track-blue =
    { $case ->
       *[nom] der blaue Tempel
        [dat] dem blauen Tempel
        [gen] des blauen Tempels
        [acc] den blauen Tempel
        [von] vom blauen Tempel
    }
-track-red =
    { $case ->
       *[nom] der rote Tempel
        [dat] dem roten Tempel
        [gen] des roten Tempels
        [acc] den roten Tempel
        [von] vom roten Tempel
    }
-track-green =
    { $case ->
       *[nom] der grüne Tempel
        [dat] dem grünen Tempel
        [gen] des grünen Tempels
        [acc] den grünen Tempel
        [von] vom grünen Tempel
    }
-track-avenue =
    { $case ->
       *[nom] die Straße der Toten
        [dat] der Straße der Toten
        [gen] der Straße der Toten
        [acc] die Straße der Toten
        [von] von der Straße der Toten
    }
-track-pyramid =
    { $case ->
       *[nom] die Pyramidenleiste
        [dat] der Pyramidenleiste
        [gen] der Pyramidenleiste
        [acc] die Pyramidenleiste
        [von] von der Pyramidenleiste
    }
-icon-b = ein blaues Symbol
-icon-r = ein rotes Symbol
-icon-g = ein grünes Symbol

## Gruppen

-group-resource =
    { $count ->
        [one] Rohstoff
       *[other] Rohstoffe
    }
    .gender = masculine
-group-temple = Tempel
    .gender = masculine

## Spielpläne

-board-palace =
    { $case ->
       *[nom] der Palast
        [dat] dem Palast
        [gen] des Palastes
        [acc] den Palast
        [von] vom Palast
    }
-board-forest =
    { $case ->
       *[nom] der Wald
        [dat] dem Wald
        [gen] des Waldes
        [acc] den Wald
        [von] vom Wald
    }
-board-stone_quarry =
    { $case ->
       *[nom] der Steinbruch
        [dat] dem Steinbruch
        [gen] des Steinbruchs
        [acc] den Steinbruch
        [von] vom Steinbruch
    }
-board-gold_deposits =
    { $case ->
       *[nom] die Goldmine
        [dat] der Goldmine
        [gen] der Goldmine
        [acc] die Goldmine
        [von] von der Goldmine
    }
-board-alchemy =
    { $case ->
       *[nom] die Alchemie
        [dat] der Alchemie
        [gen] der Alchemie
        [acc] die Alchemie
        [von] von der Alchemie
    }
-board-nobles =
    { $case ->
       *[nom] die Adligen
        [dat] den Adligen
        [gen] der Adligen
        [acc] die Adligen
        [von] von den Adligen
    }
-board-decorations =
    { $case ->
       *[nom] die Dekoration
        [dat] der Dekoration
        [gen] der Dekoration
        [acc] die Dekoration
        [von] von der Dekoration
    }
-board-construction =
    { $case ->
       *[nom] die Konstruktion
        [dat] der Konstruktion
        [gen] der Konstruktion
        [acc] die Konstruktion
        [von] von der Konstruktion
    }

## Figuren

-piece-worker = Arbeiter
    .gender = masculine

## Vorräte

-supply-discovery =
    { $case ->
       *[nom] der Stapel der Entdeckungsplättchen
        [dat] dem Stapel der Entdeckungsplättchen
        [gen] des Stapels der Entdeckungsplättchen
        [acc] den Stapel der Entdeckungsplättchen
        [von] vom Stapel der Entdeckungsplättchen
    }
-supply-disc_palace =
    { $case ->
       *[nom] das Entdeckungsplättchen des Palastes
        [dat] dem Entdeckungsplättchen des Palastes
        [gen] des Entdeckungsplättchens des Palastes
        [acc] das Entdeckungsplättchen des Palastes
        [von] vom Entdeckungsplättchen des Palastes
    }
-supply-disc_forest =
    { $case ->
       *[nom] das Entdeckungsplättchen des Waldes
        [dat] dem Entdeckungsplättchen des Waldes
        [gen] des Entdeckungsplättchens des Waldes
        [acc] das Entdeckungsplättchen des Waldes
        [von] vom Entdeckungsplättchen des Waldes
    }
-supply-disc_stone_quarry =
    { $case ->
       *[nom] das Entdeckungsplättchen des Steinbruchs
        [dat] dem Entdeckungsplättchen des Steinbruchs
        [gen] des Entdeckungsplättchens des Steinbruchs
        [acc] das Entdeckungsplättchen des Steinbruchs
        [von] vom Entdeckungsplättchen des Steinbruchs
    }
-supply-disc_gold_deposits =
    { $case ->
       *[nom] das Entdeckungsplättchen der Goldmine
        [dat] dem Entdeckungsplättchen der Goldmine
        [gen] des Entdeckungsplättchens der Goldmine
        [acc] das Entdeckungsplättchen der Goldmine
        [von] vom Entdeckungsplättchen der Goldmine
    }
-supply-disc_decorations =
    { $case ->
       *[nom] das Entdeckungsplättchen der Dekoration
        [dat] dem Entdeckungsplättchen der Dekoration
        [gen] des Entdeckungsplättchens der Dekoration
        [acc] das Entdeckungsplättchen der Dekoration
        [von] vom Entdeckungsplättchen der Dekoration
    }
-supply-blue4 =
    { $case ->
       *[nom] die Entdeckungsplättchen des blauen Tempels (Feld 4)
        [dat] den Entdeckungsplättchen des blauen Tempels (Feld 4)
        [gen] der Entdeckungsplättchen des blauen Tempels (Feld 4)
        [acc] die Entdeckungsplättchen des blauen Tempels (Feld 4)
        [von] von den Entdeckungsplättchen des blauen Tempels (Feld 4)
    }
-supply-red5 =
    { $case ->
       *[nom] die Entdeckungsplättchen des roten Tempels (Feld 5)
        [dat] den Entdeckungsplättchen des roten Tempels (Feld 5)
        [gen] der Entdeckungsplättchen des roten Tempels (Feld 5)
        [acc] die Entdeckungsplättchen des roten Tempels (Feld 5)
        [von] von den Entdeckungsplättchen des roten Tempels (Feld 5)
    }
-supply-green3 =
    { $case ->
       *[nom] die Entdeckungsplättchen des grünen Tempels (Feld 3)
        [dat] den Entdeckungsplättchen des grünen Tempels (Feld 3)
        [gen] der Entdeckungsplättchen des grünen Tempels (Feld 3)
        [acc] die Entdeckungsplättchen des grünen Tempels (Feld 3)
        [von] von den Entdeckungsplättchen des grünen Tempels (Feld 3)
    }
-supply-green6 =
    { $case ->
       *[nom] die Entdeckungsplättchen des grünen Tempels (Feld 6)
        [dat] den Entdeckungsplättchen des grünen Tempels (Feld 6)
        [gen] der Entdeckungsplättchen des grünen Tempels (Feld 6)
        [acc] die Entdeckungsplättchen des grünen Tempels (Feld 6)
        [von] von den Entdeckungsplättchen des grünen Tempels (Feld 6)
    }
-supply-avenue3 =
    { $case ->
       *[nom] die Entdeckungsplättchen der Straße der Toten (Feld 3)
        [dat] den Entdeckungsplättchen der Straße der Toten (Feld 3)
        [gen] der Entdeckungsplättchen der Straße der Toten (Feld 3)
        [acc] die Entdeckungsplättchen der Straße der Toten (Feld 3)
        [von] von den Entdeckungsplättchen der Straße der Toten (Feld 3)
    }
-supply-avenue6 =
    { $case ->
       *[nom] die Entdeckungsplättchen der Straße der Toten (Feld 6)
        [dat] den Entdeckungsplättchen der Straße der Toten (Feld 6)
        [gen] der Entdeckungsplättchen der Straße der Toten (Feld 6)
        [acc] die Entdeckungsplättchen der Straße der Toten (Feld 6)
        [von] von den Entdeckungsplättchen der Straße der Toten (Feld 6)
    }
-supply-avenue8 =
    { $case ->
       *[nom] die Entdeckungsplättchen der Straße der Toten (Feld 8)
        [dat] den Entdeckungsplättchen der Straße der Toten (Feld 8)
        [gen] der Entdeckungsplättchen der Straße der Toten (Feld 8)
        [acc] die Entdeckungsplättchen der Straße der Toten (Feld 8)
        [von] von den Entdeckungsplättchen der Straße der Toten (Feld 8)
    }
-supply-technology_offer =
    { $case ->
       *[nom] die Technologien des Alchemie-Spielplans
        [dat] den Technologien des Alchemie-Spielplans
        [gen] der Technologien des Alchemie-Spielplans
        [acc] die Technologien des Alchemie-Spielplans
        [von] von den Technologien des Alchemie-Spielplans
    }
-supply-pyramid_stack =
    { $case ->
       *[nom] der Stapel der Pyramidenplättchen
        [dat] dem Stapel der Pyramidenplättchen
        [gen] des Stapels der Pyramidenplättchen
        [acc] den Stapel der Pyramidenplättchen
        [von] vom Stapel der Pyramidenplättchen
    }
-supply-pyramid_offer =
    { $case ->
       *[nom] die ausliegenden Pyramidenplättchen
        [dat] den ausliegenden Pyramidenplättchen
        [gen] der ausliegenden Pyramidenplättchen
        [acc] die ausliegenden Pyramidenplättchen
        [von] von den ausliegenden Pyramidenplättchen
    }
-supply-decoration_stack =
    { $case ->
       *[nom] der Stapel der Dekorationsplättchen
        [dat] dem Stapel der Dekorationsplättchen
        [gen] des Stapels der Dekorationsplättchen
        [acc] den Stapel der Dekorationsplättchen
        [von] vom Stapel der Dekorationsplättchen
    }
-supply-decoration_offer =
    { $case ->
       *[nom] die ausliegenden Dekorationsplättchen
        [dat] den ausliegenden Dekorationsplättchen
        [gen] der ausliegenden Dekorationsplättchen
        [acc] die ausliegenden Dekorationsplättchen
        [von] von den ausliegenden Dekorationsplättchen
    }
-supply-buildings =
    { $case ->
       *[nom] die Gebäudereihe
        [dat] der Gebäudereihe
        [gen] der Gebäudereihe
        [acc] die Gebäudereihe
        [von] von der Gebäudereihe
    }
-supply-technology_pool =
    { $case ->
       *[nom] der Technologiestapel
        [dat] dem Technologiestapel
        [gen] des Technologiestapels
        [acc] den Technologiestapel
        [von] vom Technologiestapel
    }
-supply-royal_pile_a =
    { $case ->
       *[nom] der Stapel der Königsplättchen der Kategorie A
        [dat] dem Stapel der Königsplättchen der Kategorie A
        [gen] des Stapels der Königsplättchen der Kategorie A
        [acc] den Stapel der Königsplättchen der Kategorie A
        [von] vom Stapel der Königsplättchen der Kategorie A
    }
-supply-royal_pile_b =
    { $case ->
       *[nom] der Stapel der Königsplättchen der Kategorie B
        [dat] dem Stapel der Königsplättchen der Kategorie B
        [gen] des Stapels der Königsplättchen der Kategorie B
        [acc] den Stapel der Königsplättchen der Kategorie B
        [von] vom Stapel der Königsplättchen der Kategorie B
    }
-supply-royal_pile_c =
    { $case ->
       *[nom] der Stapel der Königsplättchen der Kategorie C
        [dat] dem Stapel der Königsplättchen der Kategorie C
        [gen] des Stapels der Königsplättchen der Kategorie C
        [acc] den Stapel der Königsplättchen der Kategorie C
        [von] vom Stapel der Königsplättchen der Kategorie C
    }
-supply-bonus_pool =
    { $case ->
       *[nom] der Stapel der Tempelbonusplättchen
        [dat] dem Stapel der Tempelbonusplättchen
        [gen] des Stapels der Tempelbonusplättchen
        [acc] den Stapel der Tempelbonusplättchen
        [von] vom Stapel der Tempelbonusplättchen
    }
-supply-hand =
    { $case ->
       *[nom] deine Hand
        [dat] deiner Hand
        [gen] deiner Hand
        [acc] deine Hand
        [von] von deiner Hand
    }
-supply-hand-whose =
    { $case ->
       *[nom] die Hand
        [dat] der Hand
        [gen] der Hand
        [acc] die Hand
        [von] von der Hand
    }
-supply-hand-own =
    { $case ->
       *[nom] die eigene Hand
        [dat] der eigenen Hand
        [gen] der eigenen Hand
        [acc] die eigene Hand
        [von] von der eigenen Hand
    }
-supply-draft_pool =
    { $case ->
       *[nom] die Draft-Auslage
        [dat] der Draft-Auslage
        [gen] der Draft-Auslage
        [acc] die Draft-Auslage
        [von] von der Draft-Auslage
    }
-supply-starting_tiles =
    { $case ->
       *[nom] der Stapel der Startplättchen
        [dat] dem Stapel der Startplättchen
        [gen] des Stapels der Startplättchen
        [acc] den Stapel der Startplättchen
        [von] vom Stapel der Startplättchen
    }
-supply-royal_tiles =
    { $case ->
       *[nom] die Königsplättchen des Palastes
        [dat] den Königsplättchen des Palastes
        [gen] der Königsplättchen des Palastes
        [acc] die Königsplättchen des Palastes
        [von] von den Königsplättchen des Palastes
    }
-supply-temple_bonus =
    { $case ->
       *[nom] die Tempelbonusplättchen
        [dat] den Tempelbonusplättchen
        [gen] der Tempelbonusplättchen
        [acc] die Tempelbonusplättchen
        [von] von den Tempelbonusplättchen
    }
-supply-action_tiles =
    { $case ->
       *[nom] die Aktionsplättchen des Teotibot
        [dat] den Aktionsplättchen des Teotibot
        [gen] der Aktionsplättchen des Teotibot
        [acc] die Aktionsplättchen des Teotibot
        [von] von den Aktionsplättchen des Teotibot
    }
-supply-direction_tiles =
    { $case ->
       *[nom] die Richtungsplättchen des Teotibot
        [dat] den Richtungsplättchen des Teotibot
        [gen] der Richtungsplättchen des Teotibot
        [acc] die Richtungsplättchen des Teotibot
        [von] von den Richtungsplättchen des Teotibot
    }

## Einmalige Erlaubnisse

-flag-extra_worker =
    { $case ->
       *[nom] ein zusätzlicher Arbeiter
        [dat] einem zusätzlichen Arbeiter
        [acc] einen zusätzlichen Arbeiter
        [von] von einem zusätzlichen Arbeiter
    }
-flag-double_move =
    { $case ->
       *[nom] ein Doppelzug
        [dat] einem Doppelzug
        [acc] einen Doppelzug
        [von] von einem Doppelzug
    }
-flag-move_anywhere =
    { $case ->
       *[nom] eine freie Bewegung
        [dat] einer freien Bewegung
        [acc] eine freie Bewegung
        [von] von einer freien Bewegung
    }
-flag-free_cocoa =
    { $case ->
       *[nom] eine freie Kakaozahlung
        [dat] einer freien Kakaozahlung
        [acc] eine freie Kakaozahlung
        [von] von einer freien Kakaozahlung
    }

## Ereignisse

-event-main_action = Hauptaktion
-event-powered_up = Aufwertungen einer Hauptaktion
-event-collect = Kakao sammeln
-event-worship = Anbetung
-event-crossed = Betreten oder Überqueren eines Spielplans
-event-acquire = Technologiemarker gelegt
-event-claim = Plättchen genommen
-event-overflowed = Arbeiter erreicht Stärke 6
-event-round_end = Rundenende
-event-turn_end = Zugende
-event-eclipse = Finsternis
-event-game_end = Spielende
-event-board_setup = Spielaufbau
-event-advanced = Vorrücken auf einer Leiste
-event-driven = Betreten oder Überqueren eines Spielplans durch einen Bot-Arbeiter

## Zähler

-counter-light_disc =
    { $case ->
       *[nom] die weiße Scheibe
        [dat] der weißen Scheibe
        [acc] die weiße Scheibe
        [von] von der weißen Scheibe
    }
-counter-dark_disc =
    { $case ->
       *[nom] die schwarze Scheibe
        [dat] der schwarzen Scheibe
        [acc] die schwarze Scheibe
        [von] von der schwarzen Scheibe
    }
-counter-eclipse =
    { $case ->
       *[nom] die Nummer der nächsten Finsternis
        [dat] der Nummer der nächsten Finsternis
        [acc] die Nummer der nächsten Finsternis
        [von] von der Nummer der nächsten Finsternis
    }
-counter-pyramid_complete =
    { $case ->
       *[nom] der Marker „Pyramide vollendet“
        [dat] dem Marker „Pyramide vollendet“
        [acc] den Marker „Pyramide vollendet“
        [von] vom Marker „Pyramide vollendet“
    }
-counter-buildings_taken =
    { $case ->
       *[nom] die Zahl genommener Gebäude
        [dat] der Zahl genommener Gebäude
        [acc] die Zahl genommener Gebäude
        [von] von der Zahl genommener Gebäude
    }
-counter-nobles_top =
    { $case ->
       *[nom] die Zahl der Gebäude in der oberen Reihe der Adligen
        [dat] der Zahl der Gebäude in der oberen Reihe der Adligen
        [acc] die Zahl der Gebäude in der oberen Reihe der Adligen
        [von] von der Zahl der Gebäude in der oberen Reihe der Adligen
    }
-counter-nobles_middle =
    { $case ->
       *[nom] die Zahl der Gebäude in der mittleren Reihe der Adligen
        [dat] der Zahl der Gebäude in der mittleren Reihe der Adligen
        [acc] die Zahl der Gebäude in der mittleren Reihe der Adligen
        [von] von der Zahl der Gebäude in der mittleren Reihe der Adligen
    }
-counter-nobles_bottom =
    { $case ->
       *[nom] die Zahl der Gebäude in der unteren Reihe der Adligen
        [dat] der Zahl der Gebäude in der unteren Reihe der Adligen
        [acc] die Zahl der Gebäude in der unteren Reihe der Adligen
        [von] von der Zahl der Gebäude in der unteren Reihe der Adligen
    }
-counter-eclipse_state =
    { $case ->
       *[nom] der Finsternis-Zustand
        [dat] dem Finsternis-Zustand
        [acc] den Finsternis-Zustand
        [von] vom Finsternis-Zustand
    }
-counter-game_over =
    { $case ->
       *[nom] der Spielende-Marker
        [dat] dem Spielende-Marker
        [acc] den Spielende-Marker
        [von] vom Spielende-Marker
    }

## Benannte Werte

-query-technologies = die Zahl deiner Technologien
-query-masks = die Zahl deiner Masken
-query-discoveries = die Zahl deiner Entdeckungsplättchen
-query-other_discoveries = die Zahl deiner Entdeckungsplättchen ohne Masken
-query-salary_due = dein Lohn
-query-multiplier = der Multiplikator der Straße der Toten
-query-pyramid_rate = der Wert der Pyramidenleiste bei dieser Finsternis
-query-temples_at_top = die Zahl der Tempel, auf denen du auf Feld 10 oder 11 stehst
-query-construction_discount = dein Rabatt bei der Konstruktion
-query-construction_tiles = die Zahl der Plättchen, die du bauen darfst
    .ends = clause
-query-greedy_extra = was die Module zur Schätzung des gierigen Spielers beitragen
-query-paid_unlock_allowed = die Erlaubnis, am Zugende bezahlt freizugeben
-query-power = die Stärke des Arbeiters
-query-workers_here = die Zahl deiner freien Arbeiter auf diesem Spielplan
-query-min_power_here = die niedrigste Stärke deiner Arbeiter auf diesem Spielplan
-query-colours_here = die Zahl der Farben unter den anderen Arbeitern auf diesem Spielplan

## Tabellen

-table-mask_sets = Maskensätze
-table-avenue_multiplier = Multiplikatoren der Straße der Toten
-table-pyramid_rate_by_eclipse = Werte der Pyramidenleiste
-table-nobles_top_vp = obere Reihe der Adligen
-table-nobles_middle_vp = mittlere Reihe der Adligen
-table-nobles_bottom_vp = untere Reihe der Adligen
-table-pyramid_level_vp = Siegpunkte je Pyramidenebene
-table-pyramid_level_wood = Holz je Pyramidenebene
-table-dark_disc_start = Startfeld der schwarzen Scheibe
-table-decoration_gold = Gold je Dekoration
-table-salary_by_power = Lohn je Stärke
-table-bonus_workers_by_power = Arbeiterbonus je Stärke

## Komponentenarten

-type-board =
    { $count ->
        [one] Aktionsspielplan
       *[other] Aktionsspielpläne
    }
    .gender = masculine
-type-action =
    { $count ->
        [one] Aktion
       *[other] Aktionen
    }
    .gender = feminine
-type-track =
    { $count ->
        [one] Leiste
       *[other] Leisten
    }
    .gender = feminine
-type-temple_bonus = Tempelbonusplättchen
    .gender = neuter
-type-technology =
    { $count ->
        [one] Technologie
       *[other] Technologien
    }
    .gender = feminine
-type-discovery = Entdeckungsplättchen
    .gender = neuter
-type-starting_tile = Startplättchen
    .gender = neuter
-type-royal_tile = Königsplättchen
    .gender = neuter
-type-ascension =
    { $count ->
        [one] Aufstiegsbonus
       *[other] Aufstiegsboni
    }
    .gender = masculine
-type-pyramid_grid =
    { $count ->
        [one] Pyramide
       *[other] Pyramiden
    }
    .gender = feminine
-type-pyramid_tile = Pyramidenplättchen
    .gender = neuter
-type-decoration_tile = Dekorationsplättchen
    .gender = neuter
-type-building = Gebäude
    .gender = neuter
-type-layout =
    { $count ->
        [one] Spielplanteil
       *[other] Spielplanteile
    }
    .gender = neuter
-type-scoring =
    { $count ->
        [one] Wertung
       *[other] Wertungen
    }
    .gender = feminine
-type-agent_hint =
    { $count ->
        [one] Hinweis für die Computerspieler
       *[other] Hinweise für die Computerspieler
    }
    .gender = masculine
-type-action_tile = Aktionsplättchen
    .gender = neuter
-type-direction_tile = Richtungsplättchen
    .gender = neuter
-type-arrangement =
    { $count ->
        [one] Anordnung
       *[other] Anordnungen
    }
    .gender = feminine
-type-automaton =
    { $count ->
        [one] automatischer Spieler
       *[other] automatische Spieler
    }
    .gender = masculine

## Merkmale

-tag-mask =
    { $count ->
        [one] Maske
       *[other] Masken
    }
    .gender = feminine
-tag-salary = Lohnplättchen
    .gender = neuter

## Effektschlüssel

-key-main_action =
    { $case ->
       *[nom] Hauptaktion
        [acc] die Hauptaktion
    }
-key-power_ups =
    { $case ->
       *[nom] Aufwertungen
        [acc] die Aufwertungen
    }
-key-worship =
    { $case ->
       *[nom] Anbetungsvorteil
        [acc] den Anbetungsvorteil
    }
-key-table =
    { $case ->
       *[nom] Belohnungstabelle
        [acc] die Belohnungstabelle
    }
-key-avenue =
    { $case ->
       *[nom] Straße der Toten
        [acc] die Straße der Toten
    }
-key-pyramid_leader =
    { $case ->
       *[nom] Führung auf der Pyramidenleiste
        [acc] die Führung auf der Pyramidenleiste
    }
-key-pyramid =
    { $case ->
       *[nom] Pyramidenleiste
        [acc] die Pyramidenleiste
    }
-key-masks =
    { $case ->
       *[nom] Masken
        [acc] die Masken
    }
-key-salary =
    { $case ->
       *[nom] Lohn
        [acc] den Lohn
    }
-key-calendar =
    { $case ->
       *[nom] Kalender
        [acc] den Kalender
    }
-key-placed =
    { $case ->
       *[nom] gebautes Plättchen
        [acc] das gebaute Plättchen
    }
-key-attached =
    { $case ->
       *[nom] gelegte Dekoration
        [acc] die gelegte Dekoration
    }
-key-top_tile =
    { $case ->
       *[nom] oberstes Plättchen
        [acc] das oberste Plättchen
    }
-key-first =
    { $case ->
       *[nom] erster Zweig
        [acc] den ersten Zweig
    }
-key-spot =
    { $case ->
       *[nom] Anbetungsplatz
        [acc] den Anbetungsplatz
    }
-key-build =
    { $case ->
       *[nom] Bauen
        [acc] das Bauen
    }
-key-top =
    { $case ->
       *[nom] obere Reihe
        [acc] die obere Reihe
    }
-key-middle =
    { $case ->
       *[nom] mittlere Reihe
        [acc] die mittlere Reihe
    }
-key-bottom =
    { $case ->
       *[nom] untere Reihe
        [acc] die untere Reihe
    }
-key-teotibot_setup =
    { $case ->
       *[nom] Aufbau
        [acc] den Aufbau
    }
-key-teotibot_turn =
    { $case ->
       *[nom] Zug
        [acc] den Zug
    }
-key-teotibot_final =
    { $case ->
       *[nom] Schlusswertung
        [acc] die Schlusswertung
    }
-key-wood =
    { $case ->
       *[nom] Holz
        [acc] das Holz
    }
-key-stone =
    { $case ->
       *[nom] Stein
        [acc] den Stein
    }
-key-gold =
    { $case ->
       *[nom] Gold
        [acc] das Gold
    }

## Positionen der Aktionspyramide des Teotibot

-position-top = oben
-position-middle_left = Mitte links
-position-middle_right = Mitte rechts
-position-bottom_left = unten links
-position-bottom_middle = unten Mitte
-position-bottom_right = unten rechts
-position-aside = beiseite

## Spiel und Module

-game-teotihuacan = Teotihuacan: Die Stadt der Götter
-module-base = Grundspiel
-module-solo = Teotibot (Solo-Gegner)

## Komponenten

-component-asc-a0 = Aufstiegsbonus: 5 Siegpunkte
-component-asc-a1 = Aufstiegsbonus: 2 Tempelschritte für 3 Kakao
-component-asc-a2 = Aufstiegsbonus: 4. Arbeiter und 2 Kakao
-component-asc-a3 = Aufstiegsbonus: 1 Tempelschritt
-component-asc-a4 = Aufstiegsbonus: 5 Kakao
-component-ascension = Aufstieg
-component-avenue = Straße der Toten
-component-buildings-row = Gebäudereihe
-component-nobles-rows = Reihen der Adligen
-component-building-01 = Gebäude 1
-component-building-02 = Gebäude 2
-component-building-03 = Gebäude 3
-component-building-04 = Gebäude 4
-component-building-05 = Gebäude 5
-component-building-06 = Gebäude 6
-component-building-07 = Gebäude 7
-component-building-08 = Gebäude 8
-component-building-09 = Gebäude 9
-component-building-10 = Gebäude 10
-component-building-11 = Gebäude 11
-component-palace = Palast
-component-forest = Wald
-component-stone_quarry = Steinbruch
-component-gold_deposits = Goldmine
-component-alchemy = Alchemie
-component-nobles = Adlige
-component-decorations = Dekoration
-component-construction = Konstruktion
-component-collect_cocoa = Kakao sammeln
-component-main_action = Hauptaktion
-component-worship = Anbetung
-component-unlock_turn = Alle freigeben (ganzer Zug)
-component-unlock_paid = Alle freigeben (Zugende)
-component-extra_worker = Zusätzlicher Arbeiter (Entdeckungsplättchen)
-component-calendar = Kalender
-component-eclipse = Finsternis
-component-salary = Lohn
-component-final-scoring = Schlusswertung
-component-disc-00 = Maske Typ 1
-component-disc-01 = Maske Typ 2
-component-disc-02 = Maske Typ 2
-component-disc-03 = Maske Typ 3
-component-disc-04 = Maske Typ 3
-component-disc-05 = Maske Typ 4
-component-disc-06 = Maske Typ 4
-component-disc-07 = Maske Typ 4
-component-disc-08 = Maske Typ 5
-component-disc-09 = Maske Typ 5
-component-disc-10 = Maske Typ 5
-component-disc-11 = Maske Typ 6
-component-disc-12 = Maske Typ 6
-component-disc-13 = Maske Typ 6
-component-disc-14 = Maske Typ 7
-component-disc-15 = Maske Typ 7
-component-disc-16 = Maske Typ 7
-component-disc-17 = 4 Siegpunkte
-component-disc-18 = 4 Siegpunkte
-component-disc-19 = 4 Siegpunkte
-component-disc-20 = 3 Rohstoffe nach Wahl
-component-disc-21 = 3 Rohstoffe nach Wahl
-component-disc-22 = 2 Rohstoffe nach Wahl
-component-disc-23 = 2 Rohstoffe nach Wahl
-component-disc-24 = Schritt auf der Straße der Toten
-component-disc-25 = Schritt auf der Straße der Toten
-component-disc-26 = Schritt auf der Straße der Toten
-component-disc-27 = Schritt auf einem beliebigen Tempel
-component-disc-28 = Schritt auf einem beliebigen Tempel
-component-disc-29 = Schritt auf einem beliebigen Tempel
-component-disc-30 = Schritt auf dem blauen Tempel
-component-disc-31 = Schritt auf dem blauen Tempel
-component-disc-32 = Schritt auf dem roten Tempel
-component-disc-33 = Schritt auf dem roten Tempel
-component-disc-34 = Schritt auf dem grünen Tempel
-component-disc-35 = Schritt auf dem grünen Tempel
-component-disc-36 = 4 Kakao
-component-disc-37 = 4 Kakao
-component-disc-38 = 4 Kakao
-component-disc-39 = 2 Aufwertungen
-component-disc-40 = 2 Aufwertungen
-component-disc-41 = 2 Aufwertungen
-component-disc-42 = Doppelzug
-component-disc-43 = Doppelzug
-component-disc-44 = Doppelzug
-component-disc-45 = Kakao gratis
-component-disc-46 = Kakao gratis
-component-disc-47 = Kakao gratis
-component-disc-48 = Freie Bewegung
-component-disc-49 = Freie Bewegung
-component-disc-50 = Freie Bewegung
-component-disc-51 = Zusätzlicher Arbeiter
-component-disc-52 = Zusätzlicher Arbeiter
-component-disc-53 = Zusätzlicher Arbeiter
-component-setup_game = Spielaufbau
-component-setup_ring = Aktionsspielpläne
-component-setup_calendar = Kalender
-component-setup_discoveries = Entdeckungsplättchen
-component-refill_worship_tiles = Entdeckungsplättchen auf den Anbetungsplätzen
-component-setup_palace = Königsplättchen
-component-setup_technologies = Technologien
-component-setup_temple_bonus = Tempelbonusplättchen
-component-setup_pyramid = Pyramide und Dekorationen
-component-setup_buildings = Gebäudereihe
-component-setup_starting_tiles = Startplättchen
-component-setup_neutrals = Neutrale Arbeiter
-component-setup_player = Spielervorbereitung
-component-player_start = Der Start eines Spielers
-component-turn = Ein Zug
-component-player_turn = Der Zug eines Spielers
-component-discovery_window = Entdeckungsplättchen vor oder nach der Aktion
-component-take_action = Eine Aktion auf dem erreichten Spielplan
-component-double_move = Doppelzug
-component-after_turn = Zugende
-component-round_end = Rundenende
-component-eclipse_check = Hat die helle Scheibe die dunkle erreicht?
-component-eclipse_round = Finsternis
-component-final_scoring = Schlusswertung
-component-temple_bonus_scoring = Tempelbonusplättchen (Schlusswertung)
-component-pyramid =
    { $case ->
       *[nom] Pyramide
        [acc] die Pyramide
    }
    .gender = feminine
-component-pyramid-track = Pyramidenleiste
-component-pyr-00 = Pyramidenplättchen 0
-component-pyr-01 = Pyramidenplättchen 1
-component-pyr-02 = Pyramidenplättchen 2
-component-pyr-03 = Pyramidenplättchen 3
-component-pyr-04 = Pyramidenplättchen 4
-component-pyr-05 = Pyramidenplättchen 5
-component-pyr-06 = Pyramidenplättchen 6
-component-pyr-07 = Pyramidenplättchen 7
-component-pyr-08 = Pyramidenplättchen 8
-component-pyr-09 = Pyramidenplättchen 9
-component-pyr-10 = Pyramidenplättchen 10
-component-pyr-11 = Pyramidenplättchen 11
-component-pyr-12 = Pyramidenplättchen 12
-component-pyr-13 = Pyramidenplättchen 13
-component-pyr-14 = Pyramidenplättchen 14
-component-pyr-15 = Pyramidenplättchen 15
-component-pyr-16 = Pyramidenplättchen 16
-component-pyr-17 = Pyramidenplättchen 17
-component-pyr-18 = Pyramidenplättchen 18
-component-pyr-19 = Pyramidenplättchen 19
-component-pyr-20 = Pyramidenplättchen 20
-component-pyr-21 = Pyramidenplättchen 21
-component-pyr-22 = Pyramidenplättchen 22
-component-pyr-23 = Pyramidenplättchen 23
-component-pyr-24 = Pyramidenplättchen 24
-component-pyr-25 = Pyramidenplättchen 25
-component-pyr-26 = Pyramidenplättchen 26
-component-pyr-27 = Pyramidenplättchen 27
-component-pyr-28 = Pyramidenplättchen 28
-component-pyr-29 = Pyramidenplättchen 29
-component-pyr-30 = Pyramidenplättchen 30
-component-pyr-31 = Pyramidenplättchen 31
-component-deco-00 = Dekorationsplättchen 0
-component-deco-01 = Dekorationsplättchen 1
-component-deco-02 = Dekorationsplättchen 2
-component-deco-03 = Dekorationsplättchen 3
-component-deco-04 = Dekorationsplättchen 4
-component-deco-05 = Dekorationsplättchen 5
-component-deco-06 = Dekorationsplättchen 6
-component-deco-07 = Dekorationsplättchen 7
-component-deco-08 = Dekorationsplättchen 8
-component-deco-09 = Dekorationsplättchen 9
-component-deco-10 = Dekorationsplättchen 10
-component-deco-11 = Dekorationsplättchen 11
-component-deco-12 = Dekorationsplättchen 12
-component-deco-13 = Dekorationsplättchen 13
-component-deco-14 = Dekorationsplättchen 14
-component-royal-r0 = Königsplättchen 1: Kakao
-component-royal-r1 = Königsplättchen 2: Kakao gegen Holz und Stein
-component-royal-r2 = Königsplättchen 3: Rohstoffe gegen Kakao
-component-royal-r3 = Königsplättchen 4: Siegpunkte je Technologie
-component-royal-r4 = Königsplättchen 5: Siegpunkte je Feld der Pyramidenleiste
-component-royal-r5 = Königsplättchen 6: Kakao gegen Stein und Gold
-component-royal-r6 = Königsplättchen 7: Rohstoffe nach Wahl
-component-royal-r7 = Königsplättchen 8: Tempelschritte gegen Kakao
-component-royal-r8 = Königsplättchen 9: Siegpunkte je Feld der Straße der Toten
-component-st-00 = Startplättchen 0
-component-st-01 = Startplättchen 1
-component-st-02 = Startplättchen 2
-component-st-03 = Startplättchen 3
-component-st-04 = Startplättchen 4
-component-st-05 = Startplättchen 5
-component-st-06 = Startplättchen 6
-component-st-07 = Startplättchen 7
-component-st-08 = Startplättchen 8
-component-st-09 = Startplättchen 9
-component-st-10 = Startplättchen 10
-component-st-11 = Startplättchen 11
-component-st-12 = Startplättchen 12
-component-st-13 = Startplättchen 13
-component-st-14 = Startplättchen 14
-component-st-15 = Startplättchen 15
-component-st-16 = Startplättchen 16
-component-st-17 = Startplättchen 17
-component-tech-01 = Technologie 01: Kakao beim Passieren des Palastes
-component-tech-03 = Technologie 03: 3 Siegpunkte nach Alchemie oder Adligen
-component-tech-05 = Technologie 05: +1 Rohstoff nach Wald, Steinbruch, Goldmine
-component-tech-07 = Technologie 07: Kakao und Siegpunkt nach Wald, Steinbruch, Goldmine
-component-tech-09 = Technologie 09: 4 Siegpunkte nach Dekoration
-component-tech-11 = Technologie 11: 3 Siegpunkte nach Konstruktion
-component-tech-13 = Technologie 13: zusätzliche Aufwertung für 1 Kakao
-component-tech-15 = Technologie 15: zusätzlicher Arbeiter und Rabatt bei der Konstruktion
-component-tech-17 = Technologie 17: Tempelschritt nach Konstruktion
-component-bonus-b0 = Tempelbonus: bester Maskensatz noch einmal
-component-bonus-b1 = Tempelbonus: 5 Siegpunkte je Technologie
-component-bonus-b2 = Tempelbonus: 15 Siegpunkte
-component-bonus-b3 = Tempelbonus: 3 Siegpunkte je Feld der Straße der Toten
-component-bonus-b4 = Tempelbonus: 9 Siegpunkte je Tempel an der Spitze
-component-bonus-b5 = Tempelbonus: 2 Siegpunkte je Entdeckungsplättchen ohne Maske
-component-bonus-b6 = Tempelbonus: Arbeiter
-component-temple-blue = Blauer Tempel
-component-temple-red = Roter Tempel
-component-temple-green = Grüner Tempel
-component-tile_alchemy = Alchemie
-component-tile_construction = Konstruktion
-component-tile_decorations = Dekoration
-component-tile_nobles = Adlige
-component-tile_masks = Maskensammlung
-component-tile_mastery = Meisterschaft
-component-tile_worship = Anbetung
-component-teotibot_mastery = Teotibot: Meisterschaft, die Aktion eines Arbeiters
-component-teotibot_collect = Teotibot: Rohstoffe vom Wald, vom Steinbruch oder von der Goldmine
-component-teotibot_advance = Teotibot: ein Arbeiter rückt vor
-component-teotibot_fallback = Teotibot: Ersatzaktion
-component-teotibot_temple = Teotibot: ein Tempelschritt
-component-teotibot_setup = Aufbau des Teotibot
-component-teotibot_turn = Zug des Teotibot
-component-teotibot_final = Schlusswertung des Teotibot
-component-action_pyramid = Aktionspyramide
-component-direction_a_right = Richtungsplättchen A (rechts)
-component-direction_a_left = Richtungsplättchen A (links)
-component-direction_b_right = Richtungsplättchen B (rechts)
-component-direction_b_left = Richtungsplättchen B (links)
-component-teotibot = Teotibot

## Datenfelder in Effekten (`datum(teotibot, stride, …)`): der Begriff `-field-NAME`

-field-boards = Spielpläne
-field-bonus_tile_vp = Siegpunkte je Tempelbonusplättchen
-field-category = Kategorie
-field-gd = große Entdeckung
-field-gd_space = Platz der großen Entdeckung
-field-gd_discard_obsidian = Obsidian für eine abgelegte große Entdeckung
-field-obsidian = Obsidian
-field-player_extra_cocoa = zusätzlicher Kakao des Spielers
-field-power_construction = Stärke des Arbeiters beim Bau
-field-power_gold_deposits = Stärke des Arbeiters bei der Goldmine
-field-power_nobles = Stärke des Arbeiters bei den Adligen
-field-resources = Rohstoffe je Spielplan
-field-side = Seite
-field-start_gold = Startgold
-field-start_stone = Startstein
-field-start_wood = Startholz
-field-stride = Schrittweite
-field-technology_vp = Siegpunkte je Technologie
-field-temple_cocoa = Kakao je Tempel
-field-temple = Tempel
-field-vp_per_10_cocoa = Siegpunkte je 10 Kakao
-field-worship_steps_any = Schritte auf einem beliebigen Tempel beim Anbeten
-field-worship_steps = Tempelschritte beim Anbeten

## Vorlagen des Teotibot (solo/action_tiles.yaml)
-template-attempt = mit dem stärksten Arbeiter, der es kann
-param-task = Aufgabe
template-attempt-call = „{ $task }“ mit deinem stärksten freien Arbeiter ausführen, der es kann (kann er es nicht, mit dem nächststärksten und so weiter; bei Gleichstand im Uhrzeigersinn ab dem Palast)
-template-power_up_on = sein stärkster Arbeiter auf einem Spielplan wird aufgewertet und rückt vor
-param-number = Nummer des Spielplans
template-power_up_on-call = deinen stärksten freien Arbeiter auf { $number-board_dat } um 1 aufwerten (bei Gleichstand im Uhrzeigersinn ab dem Palast); dann führt er „{ -component-teotibot_advance }“ aus (steht dort keiner mehr, rückt der handelnde Arbeiter vor, ohne Aufwertung)

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-hand-label = Hand

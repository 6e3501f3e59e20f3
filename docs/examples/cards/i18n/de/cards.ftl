# Nomen des Beispiel-Kartenspiels (docs/authoring.md, „Cards and supplies“).
-supply-deck =
    { $case ->
       *[nom] der Stapel
        [dat] dem Stapel
        [acc] den Stapel
        [von] vom Stapel
        [gen] des Stapels
    }
-supply-discard =
    { $case ->
       *[nom] der Ablagestapel
        [dat] dem Ablagestapel
        [acc] den Ablagestapel
        [von] vom Ablagestapel
        [gen] des Ablagestapels
    }
-supply-drawn =
    { $case ->
       *[nom] die Opfergabe
        [dat] der Opfergabe
        [acc] die Opfergabe
        [von] von der Opfergabe
        [gen] der Opfergabe
    }
-supply-played =
    { $case ->
       *[nom] deine ausgespielten Karten
        [dat] deinen ausgespielten Karten
        [acc] deine ausgespielten Karten
        [von] von deinen ausgespielten Karten
        [gen] deiner ausgespielten Karten
    }
-type-card =
    { $count ->
        [one] Karte
       *[other] Karten
    }
    .gender = feminine
-supply-drawn-items = Karten in der Opfergabe
-tag-grey = Grau
-tag-red = Rot
-counter-turns = die Anzahl der gespielten Züge
-component-quarry = Steinbruch
-component-market = Markt
-component-shrine = Schrein
-component-ruins = Ruinen
-component-setup = Spielaufbau
-component-turn = Ein Zug
-component-draw = Eine Karte ziehen
-component-turn_up = Eine Karte aufdecken
-component-after_turn = Nach einem Zug
-component-final_scoring = Schlusswertung

-field-value = Punkte

# The example's resources, its base module and the hand (teotl play names it in the panels)
-stone =
    { $count ->
        [one] Stein
       *[other] Steine
    }
    .gender = plural
-vp =
    { $count ->
        [one] Siegpunkt
       *[other] Siegpunkte
    }
    .gender = plural
-supply-hand =
    { $case ->
       *[nom] deine Hand
        [dat] deiner Hand
        [acc] deine Hand
        [von] von deiner Hand
    }
-supply-hand-own =
    { $case ->
       *[nom] die eigene Hand
        [dat] der eigenen Hand
        [acc] die eigene Hand
        [von] von der eigenen Hand
    }
-supply-hand-whose =
    { $case ->
       *[nom] die Hand
        [dat] der Hand
        [acc] die Hand
        [von] von der Hand
    }
-supply-hand-label = Hand
-type-action =
    { $count ->
        [one] Aktion
       *[other] Aktionen
    }
    .gender = feminine
-module-base = Grundspiel

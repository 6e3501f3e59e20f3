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

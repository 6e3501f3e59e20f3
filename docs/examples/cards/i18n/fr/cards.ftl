# Noms du jeu de cartes d'exemple (docs/authoring.md, « Cards and supplies »).
-supply-deck =
    { $case ->
       *[nom] la pioche
        [de] de la pioche
        [sur] sur la pioche
    }
-supply-discard =
    { $case ->
       *[nom] la défausse
        [de] de la défausse
        [sur] sur la défausse
    }
-supply-drawn =
    { $case ->
       *[nom] l’offrande
        [de] de l’offrande
        [sur] sur l’offrande
    }
-supply-played =
    { $case ->
       *[nom] vos cartes en jeu
        [de] de vos cartes en jeu
        [sur] sur vos cartes en jeu
    }
-type-card =
    { $count ->
        [one] carte
       *[other] cartes
    }
-supply-drawn-items = cartes de l’offrande
-tag-grey = gris
-tag-red = rouge
-counter-turns = le nombre de tours joués
-component-quarry = Carrière
-component-market = Marché
-component-shrine = Sanctuaire
-component-ruins = Ruines
-component-setup = Mise en place
-component-turn = Un tour
-component-draw = Piocher une carte
-component-turn_up = Retourner une carte
-component-after_turn = Après un tour
-component-final_scoring = Décompte final

-field-value = points

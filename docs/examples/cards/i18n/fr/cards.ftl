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

# The example's resources, its base module and the hand (teotl play names it in the panels)
-stone =
    { $case ->
       *[nom]
            { $count ->
                [one] pierre
               *[other] pierres
            }
        [de] de pierre
    }
-vp =
    { $case ->
       *[nom] PV
        [de] de PV
    }
-supply-hand =
    { $case ->
       *[nom] votre main
        [de] de votre main
        [sur] sur votre main
    }
-supply-hand-own =
    { $case ->
       *[nom] sa main
        [de] de sa main
        [sur] sur sa main
    }
-supply-hand-whose =
    { $case ->
       *[nom] la main
        [de] de la main
        [sur] sur la main
    }
-supply-hand-label = Main
-type-action =
    { $case ->
       *[nom]
            { $count ->
                [one] action
               *[other] actions
            }
        [de] d’actions
    }
    .gender = feminine
-module-base = Jeu de base

### Teotihuacan : La Cité des Dieux — les noms du jeu de règles en français (docs/translating.md).
### Variantes : `$count` (one/other) et `$case` : `de` (« du temple bleu »), `sur` (« sur le temple bleu »), `def` (avec article).

# Le mot pour le niveau d’une pièce dans ce jeu (remplace engine.ftl).
-level = force


## Ressources

-cocoa =
    { $case ->
       *[nom]
            { $count ->
                [one] cacao
               *[other] cacaos
            }
        [de] de cacao
    }
-wood =
    { $case ->
       *[nom] bois
        [de] de bois
    }
-stone =
    { $case ->
       *[nom]
            { $count ->
                [one] pierre
               *[other] pierres
            }
        [de] de pierre
    }
-gold =
    { $case ->
       *[nom] or
        [de] d’or
    }
-vp =
    { $case ->
       *[nom] PV
        [de] de PV
    }

## Pistes

-track-blue =
    { $case ->
       *[nom] le temple bleu
        [de] du temple bleu
        [sur] sur le temple bleu
    }
-track-red =
    { $case ->
       *[nom] le temple rouge
        [de] du temple rouge
        [sur] sur le temple rouge
    }
-track-green =
    { $case ->
       *[nom] le temple vert
        [de] du temple vert
        [sur] sur le temple vert
    }
-track-avenue =
    { $case ->
       *[nom] l’Allée des Morts
        [de] de l’Allée des Morts
        [sur] sur l’Allée des Morts
    }
-track-pyramid =
    { $case ->
       *[nom] la piste Pyramide
        [de] de la piste Pyramide
        [sur] sur la piste Pyramide
    }
-icon-b = un symbole bleu
-icon-r = un symbole rouge
-icon-g = un symbole vert

## Groupes

-group-resource =
    { $case ->
       *[nom]
            { $count ->
                [one] ressource
               *[other] ressources
            }
        [de] de ressources
    }
    .gender = feminine
-group-temple =
    { $case ->
       *[nom]
            { $count ->
                [one] temple
               *[other] temples
            }
        [de] de temples
    }
    .gender = masculine

## Plateaux

-board-palace =
    { $case ->
       *[nom] le Palais
        [de] du Palais
        [sur] sur le Palais
    }
-board-forest =
    { $case ->
       *[nom] la Forêt
        [de] de la Forêt
        [sur] sur la Forêt
    }
-board-stone_quarry =
    { $case ->
       *[nom] la Carrière
        [de] de la Carrière
        [sur] sur la Carrière
    }
-board-gold_deposits =
    { $case ->
       *[nom] la Mine d’or
        [de] de la Mine d’or
        [sur] sur la Mine d’or
    }
-board-alchemy =
    { $case ->
       *[nom] l’Alchimie
        [de] de l’Alchimie
        [sur] sur l’Alchimie
    }
-board-nobles =
    { $case ->
       *[nom] les Nobles
        [de] des Nobles
        [sur] sur les Nobles
    }
-board-decorations =
    { $case ->
       *[nom] la Décoration
        [de] de la Décoration
        [sur] sur la Décoration
    }
-board-construction =
    { $case ->
       *[nom] la Construction
        [de] de la Construction
        [sur] sur la Construction
    }

## Pièces

-piece-worker =
    { $case ->
       *[nom]
            { $count ->
                [one] ouvrier
               *[other] ouvriers
            }
        [def] l’ouvrier
    }
    .gender = masculine

## Réserves

-supply-discovery =
    { $case ->
       *[nom] la pioche de tuiles Découverte
        [de] de la pioche de tuiles Découverte
        [sur] sur la pioche de tuiles Découverte
    }
-supply-disc_palace =
    { $case ->
       *[nom] la tuile Découverte du Palais
        [de] de la tuile Découverte du Palais
        [sur] sur la tuile Découverte du Palais
    }
-supply-disc_forest =
    { $case ->
       *[nom] la tuile Découverte de la Forêt
        [de] de la tuile Découverte de la Forêt
        [sur] sur la tuile Découverte de la Forêt
    }
-supply-disc_stone_quarry =
    { $case ->
       *[nom] la tuile Découverte de la Carrière
        [de] de la tuile Découverte de la Carrière
        [sur] sur la tuile Découverte de la Carrière
    }
-supply-disc_gold_deposits =
    { $case ->
       *[nom] la tuile Découverte de la Mine d’or
        [de] de la tuile Découverte de la Mine d’or
        [sur] sur la tuile Découverte de la Mine d’or
    }
-supply-disc_decorations =
    { $case ->
       *[nom] la tuile Découverte de la Décoration
        [de] de la tuile Découverte de la Décoration
        [sur] sur la tuile Découverte de la Décoration
    }
-supply-blue4 =
    { $case ->
       *[nom] les tuiles Découverte du temple bleu (case 4)
        [de] des tuiles Découverte du temple bleu (case 4)
        [sur] sur les tuiles Découverte du temple bleu (case 4)
    }
-supply-red5 =
    { $case ->
       *[nom] les tuiles Découverte du temple rouge (case 5)
        [de] des tuiles Découverte du temple rouge (case 5)
        [sur] sur les tuiles Découverte du temple rouge (case 5)
    }
-supply-green3 =
    { $case ->
       *[nom] les tuiles Découverte du temple vert (case 3)
        [de] des tuiles Découverte du temple vert (case 3)
        [sur] sur les tuiles Découverte du temple vert (case 3)
    }
-supply-green6 =
    { $case ->
       *[nom] les tuiles Découverte du temple vert (case 6)
        [de] des tuiles Découverte du temple vert (case 6)
        [sur] sur les tuiles Découverte du temple vert (case 6)
    }
-supply-avenue3 =
    { $case ->
       *[nom] les tuiles Découverte de l’Allée (case 3)
        [de] des tuiles Découverte de l’Allée (case 3)
        [sur] sur les tuiles Découverte de l’Allée (case 3)
    }
-supply-avenue6 =
    { $case ->
       *[nom] les tuiles Découverte de l’Allée (case 6)
        [de] des tuiles Découverte de l’Allée (case 6)
        [sur] sur les tuiles Découverte de l’Allée (case 6)
    }
-supply-avenue8 =
    { $case ->
       *[nom] les tuiles Découverte de l’Allée (case 8)
        [de] des tuiles Découverte de l’Allée (case 8)
        [sur] sur les tuiles Découverte de l’Allée (case 8)
    }
-supply-technology_offer =
    { $case ->
       *[nom] les technologies du plateau Alchimie
        [de] des technologies du plateau Alchimie
        [sur] sur les technologies du plateau Alchimie
    }
-supply-pyramid_stack =
    { $case ->
       *[nom] la pioche de tuiles Pyramide
        [de] de la pioche de tuiles Pyramide
        [sur] sur la pioche de tuiles Pyramide
    }
-supply-pyramid_offer =
    { $case ->
       *[nom] les tuiles Pyramide proposées
        [de] des tuiles Pyramide proposées
        [sur] sur les tuiles Pyramide proposées
    }
-supply-decoration_stack =
    { $case ->
       *[nom] la pioche de tuiles Décoration
        [de] de la pioche de tuiles Décoration
        [sur] sur la pioche de tuiles Décoration
    }
-supply-decoration_offer =
    { $case ->
       *[nom] les tuiles Décoration proposées
        [de] des tuiles Décoration proposées
        [sur] sur les tuiles Décoration proposées
    }
-supply-buildings =
    { $case ->
       *[nom] la rangée des bâtiments
        [de] de la rangée des bâtiments
        [sur] sur la rangée des bâtiments
    }
-supply-technology_pool =
    { $case ->
       *[nom] la pile de technologies
        [de] de la pile de technologies
        [sur] sur la pile de technologies
    }
-supply-royal_pile_a =
    { $case ->
       *[nom] la pile de tuiles royales de catégorie A
        [de] de la pile de tuiles royales de catégorie A
        [sur] sur la pile de tuiles royales de catégorie A
    }
-supply-royal_pile_b =
    { $case ->
       *[nom] la pile de tuiles royales de catégorie B
        [de] de la pile de tuiles royales de catégorie B
        [sur] sur la pile de tuiles royales de catégorie B
    }
-supply-royal_pile_c =
    { $case ->
       *[nom] la pile de tuiles royales de catégorie C
        [de] de la pile de tuiles royales de catégorie C
        [sur] sur la pile de tuiles royales de catégorie C
    }
-supply-bonus_pool =
    { $case ->
       *[nom] la pile de tuiles Bonus de temple
        [de] de la pile de tuiles Bonus de temple
        [sur] sur la pile de tuiles Bonus de temple
    }
-supply-hand =
    { $case ->
       *[nom] votre main
        [de] de votre main
        [sur] sur votre main
    }
-supply-hand-whose =
    { $case ->
       *[nom] la main
        [de] de la main
        [sur] sur la main
    }
-supply-hand-own =
    { $case ->
       *[nom] sa main
        [de] de sa main
        [sur] sur sa main
    }
-supply-draft_pool =
    { $case ->
       *[nom] les tuiles du draft
        [de] des tuiles du draft
        [sur] sur les tuiles du draft
    }
-supply-starting_tiles =
    { $case ->
       *[nom] la pile de tuiles de départ
        [de] de la pile de tuiles de départ
        [sur] sur la pile de tuiles de départ
    }
-supply-royal_tiles =
    { $case ->
       *[nom] les tuiles royales du Palais
        [de] des tuiles royales du Palais
        [sur] sur les tuiles royales du Palais
    }
-supply-temple_bonus =
    { $case ->
       *[nom] les tuiles Bonus de temple
        [de] des tuiles Bonus de temple
        [sur] sur les tuiles Bonus de temple
    }
-supply-action_tiles =
    { $case ->
       *[nom] les tuiles Action du Teotibot
        [de] des tuiles Action du Teotibot
        [sur] sur les tuiles Action du Teotibot
    }
-supply-direction_tiles =
    { $case ->
       *[nom] les tuiles Direction du Teotibot
        [de] des tuiles Direction du Teotibot
        [sur] sur les tuiles Direction du Teotibot
    }

## Permissions à usage unique

-flag-extra_worker = un ouvrier supplémentaire
-flag-double_move = un double déplacement
-flag-move_anywhere = un déplacement libre
-flag-free_cocoa = un paiement de cacao gratuit

## Événements (après chaque …)

-event-main_action = action principale
-event-powered_up = série de renforcements d’une action principale
-event-collect = collecte de cacao
-event-worship = adoration
-event-crossed = passage sur un plateau
-event-acquire = pose d’un marqueur de technologie
-event-claim = prise d’une tuile
-event-overflowed = ouvrier atteignant la force 6
-event-round_end = fin de manche
-event-turn_end = fin de tour
-event-eclipse = Éclipse
-event-game_end = fin de partie
-event-board_setup = mise en place du plateau
-event-advanced = avancée sur une piste
-event-driven = passage d'un ouvrier du bot sur un plateau

## Compteurs

-counter-light_disc = le jeton soleil
-counter-dark_disc = le jeton lune
-counter-eclipse = le numéro de la prochaine Éclipse
-counter-pyramid_complete = le marqueur de pyramide achevée
-counter-buildings_taken = le nombre de bâtiments pris
-counter-nobles_top = le nombre de bâtiments dans la rangée du haut des Nobles
-counter-nobles_middle = le nombre de bâtiments dans la rangée du milieu des Nobles
-counter-nobles_bottom = le nombre de bâtiments dans la rangée du bas des Nobles
-counter-eclipse_state = l’état de l’Éclipse
-counter-game_over = le marqueur de fin de partie

## Valeurs nommées

-query-technologies = le nombre de vos technologies
-query-masks = le nombre de vos masques
-query-discoveries = le nombre de vos tuiles Découverte
-query-other_discoveries = le nombre de vos tuiles Découverte qui ne sont pas des masques
-query-salary_due = votre salaire
-query-multiplier = le multiplicateur de l’Allée des Morts
-query-pyramid_rate = la valeur de la piste Pyramide à cette Éclipse
-query-temples_at_top = le nombre de temples où vous êtes sur la case 10 ou 11
-query-construction_discount = votre réduction en Construction
-query-construction_tiles = le nombre de tuiles que vous pouvez construire
-query-greedy_extra = ce que les modules ajoutent à l’estimation du joueur glouton
-query-paid_unlock_allowed = l’autorisation de libérer en payant en fin de tour
-query-power = la force de l’ouvrier
-query-workers_here = le nombre de vos ouvriers libres sur ce plateau
-query-min_power_here = la plus faible force parmi vos ouvriers sur ce plateau
-query-colours_here = le nombre de couleurs parmi les autres ouvriers sur ce plateau

## Tables

-table-mask_sets = ensembles de masques
-table-avenue_multiplier = multiplicateurs de l’Allée
-table-pyramid_rate_by_eclipse = valeurs de la piste Pyramide
-table-nobles_top_vp = rangée du haut des Nobles
-table-nobles_middle_vp = rangée du milieu des Nobles
-table-nobles_bottom_vp = rangée du bas des Nobles
-table-pyramid_level_vp = PV par niveau de pyramide
-table-pyramid_level_wood = bois par niveau de pyramide
-table-dark_disc_start = case de départ du jeton lune
-table-decoration_gold = or par décoration
-table-salary_by_power = salaire par force
-table-bonus_workers_by_power = bonus d’ouvriers par force

## Types de composants

-type-board =
    { $case ->
       *[nom]
            { $count ->
                [one] plateau Action
               *[other] plateaux Action
            }
        [de] de plateaux Action
    }
    .gender = masculine
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
-type-track =
    { $case ->
       *[nom]
            { $count ->
                [one] piste
               *[other] pistes
            }
        [de] de pistes
    }
    .gender = feminine
-type-temple_bonus =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile Bonus de temple
               *[other] tuiles Bonus de temple
            }
        [de] de tuiles Bonus de temple
    }
    .gender = feminine
-type-technology =
    { $case ->
       *[nom]
            { $count ->
                [one] technologie
               *[other] technologies
            }
        [de] de technologies
    }
    .gender = feminine
-type-discovery =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile Découverte
               *[other] tuiles Découverte
            }
        [de] de tuiles Découverte
    }
    .gender = feminine
-type-starting_tile =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile de départ
               *[other] tuiles de départ
            }
        [de] de tuiles de départ
    }
    .gender = feminine
-type-royal_tile =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile royale
               *[other] tuiles royales
            }
        [de] de tuiles royales
    }
    .gender = feminine
-type-ascension =
    { $case ->
       *[nom] bonus d’Élévation
        [de] de bonus d’Élévation
    }
    .gender = masculine
-type-pyramid_grid =
    { $case ->
       *[nom]
            { $count ->
                [one] pyramide
               *[other] pyramides
            }
        [de] de pyramides
    }
    .gender = feminine
-type-pyramid_tile =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile Pyramide
               *[other] tuiles Pyramide
            }
        [de] de tuiles Pyramide
    }
    .gender = feminine
-type-decoration_tile =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile Décoration
               *[other] tuiles Décoration
            }
        [de] de tuiles Décoration
    }
    .gender = feminine
-type-building =
    { $case ->
       *[nom]
            { $count ->
                [one] bâtiment
               *[other] bâtiments
            }
        [de] de bâtiments
    }
    .gender = masculine
-type-layout =
    { $case ->
       *[nom]
            { $count ->
                [one] partie du plateau
               *[other] parties du plateau
            }
        [de] de parties du plateau
    }
    .gender = feminine
-type-scoring =
    { $case ->
       *[nom]
            { $count ->
                [one] décompte
               *[other] décomptes
            }
        [de] de décomptes
    }
    .gender = masculine
-type-agent_hint =
    { $count ->
        [one] conseil aux joueurs automatiques
       *[other] conseils aux joueurs automatiques
    }
    .gender = masculine
-type-action_tile =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile Action
               *[other] tuiles Action
            }
        [de] de tuiles Action
    }
    .gender = feminine
-type-direction_tile =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile Direction
               *[other] tuiles Direction
            }
        [de] de tuiles Direction
    }
    .gender = feminine
-type-arrangement =
    { $case ->
       *[nom]
            { $count ->
                [one] disposition
               *[other] dispositions
            }
        [de] de dispositions
    }
    .gender = feminine
-type-automaton =
    { $case ->
       *[nom]
            { $count ->
                [one] joueur automatique
               *[other] joueurs automatiques
            }
        [de] de joueurs automatiques
    }
    .gender = masculine

## Étiquettes

-tag-mask =
    { $case ->
       *[nom]
            { $count ->
                [one] masque
               *[other] masques
            }
        [de] de masques
    }
    .gender = masculine
-tag-salary =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile de salaire
               *[other] tuiles de salaire
            }
        [de] de tuiles de salaire
    }
    .gender = feminine

## Clés d’effet

-key-main_action =
    { $case ->
       *[nom] action principale
        [def] l’action principale
    }
-key-power_ups =
    { $case ->
       *[nom] renforcements
        [def] les renforcements
    }
-key-worship =
    { $case ->
       *[nom] faveur d’adoration
        [def] la faveur d’adoration
    }
-key-table =
    { $case ->
       *[nom] table de récompenses
        [def] la table de récompenses
    }
-key-avenue =
    { $case ->
       *[nom] Allée des Morts
        [def] l’Allée des Morts
    }
-key-pyramid_leader =
    { $case ->
       *[nom] tête de la piste Pyramide
        [def] la tête de la piste Pyramide
    }
-key-pyramid =
    { $case ->
       *[nom] piste Pyramide
        [def] la piste Pyramide
    }
-key-masks =
    { $case ->
       *[nom] masques
        [def] les masques
    }
-key-salary =
    { $case ->
       *[nom] salaire
        [def] le salaire
    }
-key-calendar =
    { $case ->
       *[nom] calendrier
        [def] le calendrier
    }
-key-placed =
    { $case ->
       *[nom] tuile construite
        [def] la tuile construite
    }
-key-attached =
    { $case ->
       *[nom] décoration placée
        [def] la décoration placée
    }
-key-top_tile =
    { $case ->
       *[nom] tuile du sommet
        [def] la tuile du sommet
    }
-key-first =
    { $case ->
       *[nom] première branche
        [def] la première branche
    }
-key-spot =
    { $case ->
       *[nom] emplacement d’adoration
        [def] l’emplacement d’adoration
    }
-key-build =
    { $case ->
       *[nom] construction
        [def] la construction
    }
-key-top =
    { $case ->
       *[nom] rangée du haut
        [def] la rangée du haut
    }
-key-middle =
    { $case ->
       *[nom] rangée du milieu
        [def] la rangée du milieu
    }
-key-bottom =
    { $case ->
       *[nom] rangée du bas
        [def] la rangée du bas
    }
-key-teotibot_setup =
    { $case ->
       *[nom] mise en place
        [def] la mise en place
    }
-key-teotibot_turn =
    { $case ->
       *[nom] tour
        [def] le tour
    }
-key-teotibot_final =
    { $case ->
       *[nom] décompte final
        [def] le décompte final
    }
-key-wood =
    { $case ->
       *[nom] bois
        [def] le bois
    }
-key-stone =
    { $case ->
       *[nom] pierre
        [def] la pierre
    }
-key-gold =
    { $case ->
       *[nom] or
        [def] l’or
    }

## Positions de la pyramide d’actions du Teotibot

-position-top = haut
-position-middle_left = milieu gauche
-position-middle_right = milieu droite
-position-bottom_left = bas gauche
-position-bottom_middle = bas milieu
-position-bottom_right = bas droite
-position-aside = à part

## Jeu et modules

-game-teotihuacan = Teotihuacan : La Cité des Dieux
-module-base = Jeu de base
-module-solo = Teotibot (adversaire solo)

## Composants

-component-asc-a0 = Bonus d’Élévation : 5 PV
-component-asc-a1 = Bonus d’Élévation : 2 avancées de temple pour 3 cacaos
-component-asc-a2 = Bonus d’Élévation : 4e ouvrier et 2 cacaos
-component-asc-a3 = Bonus d’Élévation : 1 avancée de temple
-component-asc-a4 = Bonus d’Élévation : 5 cacaos
-component-ascension = Élévation
-component-avenue = Allée des Morts
-component-buildings-row = Rangée des bâtiments
-component-nobles-rows = Rangées des Nobles
-component-building-01 = Bâtiment 1
-component-building-02 = Bâtiment 2
-component-building-03 = Bâtiment 3
-component-building-04 = Bâtiment 4
-component-building-05 = Bâtiment 5
-component-building-06 = Bâtiment 6
-component-building-07 = Bâtiment 7
-component-building-08 = Bâtiment 8
-component-building-09 = Bâtiment 9
-component-building-10 = Bâtiment 10
-component-building-11 = Bâtiment 11
-component-palace = Palais
-component-forest = Forêt
-component-stone_quarry = Carrière
-component-gold_deposits = Mine d’or
-component-alchemy = Alchimie
-component-nobles = Nobles
-component-decorations = Décoration
-component-construction = Construction
-component-collect_cocoa = Collecter du cacao
-component-main_action = Action principale
-component-worship = Adoration
-component-unlock_turn = Tout libérer (tour entier)
-component-unlock_paid = Tout libérer (fin du tour)
-component-extra_worker = Ouvrier supplémentaire (tuile Découverte)
-component-calendar = Calendrier
-component-eclipse = Éclipse
-component-salary = Salaire
-component-final-scoring = Décompte final
-component-disc-00 = Masque type 1
-component-disc-01 = Masque type 2
-component-disc-02 = Masque type 2
-component-disc-03 = Masque type 3
-component-disc-04 = Masque type 3
-component-disc-05 = Masque type 4
-component-disc-06 = Masque type 4
-component-disc-07 = Masque type 4
-component-disc-08 = Masque type 5
-component-disc-09 = Masque type 5
-component-disc-10 = Masque type 5
-component-disc-11 = Masque type 6
-component-disc-12 = Masque type 6
-component-disc-13 = Masque type 6
-component-disc-14 = Masque type 7
-component-disc-15 = Masque type 7
-component-disc-16 = Masque type 7
-component-disc-17 = 4 PV
-component-disc-18 = 4 PV
-component-disc-19 = 4 PV
-component-disc-20 = 3 ressources au choix
-component-disc-21 = 3 ressources au choix
-component-disc-22 = 2 ressources au choix
-component-disc-23 = 2 ressources au choix
-component-disc-24 = Avancée sur l’Allée
-component-disc-25 = Avancée sur l’Allée
-component-disc-26 = Avancée sur l’Allée
-component-disc-27 = Avancée sur un temple au choix
-component-disc-28 = Avancée sur un temple au choix
-component-disc-29 = Avancée sur un temple au choix
-component-disc-30 = Avancée sur le temple bleu
-component-disc-31 = Avancée sur le temple bleu
-component-disc-32 = Avancée sur le temple rouge
-component-disc-33 = Avancée sur le temple rouge
-component-disc-34 = Avancée sur le temple vert
-component-disc-35 = Avancée sur le temple vert
-component-disc-36 = 4 cacaos
-component-disc-37 = 4 cacaos
-component-disc-38 = 4 cacaos
-component-disc-39 = 2 renforcements
-component-disc-40 = 2 renforcements
-component-disc-41 = 2 renforcements
-component-disc-42 = Double déplacement
-component-disc-43 = Double déplacement
-component-disc-44 = Double déplacement
-component-disc-45 = Cacao gratuit
-component-disc-46 = Cacao gratuit
-component-disc-47 = Cacao gratuit
-component-disc-48 = Déplacement libre
-component-disc-49 = Déplacement libre
-component-disc-50 = Déplacement libre
-component-disc-51 = Ouvrier supplémentaire
-component-disc-52 = Ouvrier supplémentaire
-component-disc-53 = Ouvrier supplémentaire
-component-setup_game = Mise en place
-component-setup_ring = Plateaux Action
-component-setup_calendar = Calendrier
-component-setup_discoveries = Tuiles Découverte
-component-refill_worship_tiles = Tuiles Découverte des emplacements d’adoration
-component-setup_palace = Tuiles royales
-component-setup_technologies = Technologies
-component-setup_temple_bonus = Tuiles Bonus de temple
-component-setup_pyramid = Pyramide et décorations
-component-setup_buildings = Rangée des bâtiments
-component-setup_starting_tiles = Tuiles de départ
-component-setup_neutrals = Ouvriers neutres
-component-setup_player = Préparation des joueurs
-component-player_start = Le début d’un joueur
-component-turn = Un tour
-component-player_turn = Le tour d’un joueur
-component-discovery_window = Tuiles Découverte avant ou après l’action
-component-take_action = Une action sur le plateau atteint
-component-double_move = Double déplacement
-component-after_turn = Fin du tour
-component-round_end = Fin de la manche
-component-eclipse_check = Le disque clair a-t-il atteint le disque sombre ?
-component-eclipse_round = Éclipse
-component-final_scoring = Décompte final
-component-temple_bonus_scoring = Tuiles Bonus de temple (décompte final)
-component-pyramid =
    { $case ->
       *[nom] Pyramide
        [def] la Pyramide
    }
-component-pyramid-track = Piste Pyramide
-component-pyr-00 = Tuile Pyramide 0
-component-pyr-01 = Tuile Pyramide 1
-component-pyr-02 = Tuile Pyramide 2
-component-pyr-03 = Tuile Pyramide 3
-component-pyr-04 = Tuile Pyramide 4
-component-pyr-05 = Tuile Pyramide 5
-component-pyr-06 = Tuile Pyramide 6
-component-pyr-07 = Tuile Pyramide 7
-component-pyr-08 = Tuile Pyramide 8
-component-pyr-09 = Tuile Pyramide 9
-component-pyr-10 = Tuile Pyramide 10
-component-pyr-11 = Tuile Pyramide 11
-component-pyr-12 = Tuile Pyramide 12
-component-pyr-13 = Tuile Pyramide 13
-component-pyr-14 = Tuile Pyramide 14
-component-pyr-15 = Tuile Pyramide 15
-component-pyr-16 = Tuile Pyramide 16
-component-pyr-17 = Tuile Pyramide 17
-component-pyr-18 = Tuile Pyramide 18
-component-pyr-19 = Tuile Pyramide 19
-component-pyr-20 = Tuile Pyramide 20
-component-pyr-21 = Tuile Pyramide 21
-component-pyr-22 = Tuile Pyramide 22
-component-pyr-23 = Tuile Pyramide 23
-component-pyr-24 = Tuile Pyramide 24
-component-pyr-25 = Tuile Pyramide 25
-component-pyr-26 = Tuile Pyramide 26
-component-pyr-27 = Tuile Pyramide 27
-component-pyr-28 = Tuile Pyramide 28
-component-pyr-29 = Tuile Pyramide 29
-component-pyr-30 = Tuile Pyramide 30
-component-pyr-31 = Tuile Pyramide 31
-component-deco-00 = Tuile Décoration 0
-component-deco-01 = Tuile Décoration 1
-component-deco-02 = Tuile Décoration 2
-component-deco-03 = Tuile Décoration 3
-component-deco-04 = Tuile Décoration 4
-component-deco-05 = Tuile Décoration 5
-component-deco-06 = Tuile Décoration 6
-component-deco-07 = Tuile Décoration 7
-component-deco-08 = Tuile Décoration 8
-component-deco-09 = Tuile Décoration 9
-component-deco-10 = Tuile Décoration 10
-component-deco-11 = Tuile Décoration 11
-component-deco-12 = Tuile Décoration 12
-component-deco-13 = Tuile Décoration 13
-component-deco-14 = Tuile Décoration 14
-component-royal-r0 = Tuile royale 1 : cacao
-component-royal-r1 = Tuile royale 2 : cacao contre bois et pierre
-component-royal-r2 = Tuile royale 3 : ressources contre cacao
-component-royal-r3 = Tuile royale 4 : PV par technologie
-component-royal-r4 = Tuile royale 5 : PV par case de la piste Pyramide
-component-royal-r5 = Tuile royale 6 : cacao contre pierre et or
-component-royal-r6 = Tuile royale 7 : ressources au choix
-component-royal-r7 = Tuile royale 8 : avancées de temple contre cacao
-component-royal-r8 = Tuile royale 9 : PV par case de l’Allée des Morts
-component-st-00 = Tuile de départ 0
-component-st-01 = Tuile de départ 1
-component-st-02 = Tuile de départ 2
-component-st-03 = Tuile de départ 3
-component-st-04 = Tuile de départ 4
-component-st-05 = Tuile de départ 5
-component-st-06 = Tuile de départ 6
-component-st-07 = Tuile de départ 7
-component-st-08 = Tuile de départ 8
-component-st-09 = Tuile de départ 9
-component-st-10 = Tuile de départ 10
-component-st-11 = Tuile de départ 11
-component-st-12 = Tuile de départ 12
-component-st-13 = Tuile de départ 13
-component-st-14 = Tuile de départ 14
-component-st-15 = Tuile de départ 15
-component-st-16 = Tuile de départ 16
-component-st-17 = Tuile de départ 17
-component-tech-01 = Technologie 01 : cacao en passant par le Palais
-component-tech-03 = Technologie 03 : 3 PV après Alchimie ou Nobles
-component-tech-05 = Technologie 05 : +1 ressource après Forêt, Carrière, Mine d’or
-component-tech-07 = Technologie 07 : cacao et PV après Forêt, Carrière, Mine d’or
-component-tech-09 = Technologie 09 : 4 PV après Décoration
-component-tech-11 = Technologie 11 : 3 PV après Construction
-component-tech-13 = Technologie 13 : renforcement supplémentaire pour 1 cacao
-component-tech-15 = Technologie 15 : ouvrier supplémentaire et réduction en Construction
-component-tech-17 = Technologie 17 : avancée de temple après Construction
-component-bonus-b0 = Bonus de temple : meilleur ensemble de masques à nouveau
-component-bonus-b1 = Bonus de temple : 5 PV par technologie
-component-bonus-b2 = Bonus de temple : 15 PV
-component-bonus-b3 = Bonus de temple : 3 PV par case de l’Allée des Morts
-component-bonus-b4 = Bonus de temple : 9 PV par temple au sommet
-component-bonus-b5 = Bonus de temple : 2 PV par tuile Découverte qui n’est pas un masque
-component-bonus-b6 = Bonus de temple : ouvriers
-component-temple-blue = Temple bleu
-component-temple-red = Temple rouge
-component-temple-green = Temple vert
-component-tile_alchemy = Alchimie
-component-tile_construction = Construction
-component-tile_decorations = Décoration
-component-tile_nobles = Nobles
-component-tile_masks = Collection de masques
-component-tile_mastery = Maîtrise
-component-tile_worship = Adoration
-component-teotibot_mastery = Teotibot : Maîtrise, l’action d’un ouvrier
-component-teotibot_collect = Teotibot : ressources de la Forêt, de la Carrière ou de la Mine d’or
-component-teotibot_advance = Teotibot : un ouvrier avance
-component-teotibot_fallback = Teotibot : action de repli
-component-teotibot_temple = Teotibot : une avancée de temple
-component-teotibot_setup = Mise en place du Teotibot
-component-teotibot_turn = Tour du Teotibot
-component-teotibot_final = Décompte final du Teotibot
-component-action_pyramid = Pyramide d’actions
-component-direction_a_right = Tuile Direction A (droite)
-component-direction_a_left = Tuile Direction A (gauche)
-component-direction_b_right = Tuile Direction B (droite)
-component-direction_b_left = Tuile Direction B (gauche)
-component-teotibot = Teotibot

## Champs de données nommés dans les effets (`datum(teotibot, stride, …)`) : le terme `-field-NOM`

-field-boards = plateaux
-field-bonus_tile_vp = PV par tuile bonus de temple
-field-category = catégorie
-field-gd = grande découverte
-field-gd_space = emplacement de grande découverte
-field-gd_discard_obsidian = obsidienne pour une grande découverte défaussée
-field-obsidian = obsidienne
-field-player_extra_cocoa = cacao supplémentaire du joueur
-field-power_construction = force de l’ouvrier de la Construction
-field-power_gold_deposits = force de l’ouvrier des Gisements d’or
-field-power_nobles = force de l’ouvrier des Nobles
-field-resources = ressources par plateau
-field-side = face
-field-start_gold = or de départ
-field-start_stone = pierre de départ
-field-start_wood = bois de départ
-field-stride = déplacement
-field-technology_vp = PV par technologie
-field-temple_cocoa = cacao par temple
-field-temple = temple
-field-vp_per_10_cocoa = PV pour 10 cacaos
-field-worship_steps_any = pas sur n’importe quel temple de l’adoration
-field-worship_steps = pas de temple de l’adoration

## Modèles du Teotibot (solo/action_tiles.yaml)
-template-attempt = avec son ouvrier le plus fort qui le peut
-param-task = tâche
template-attempt-call = exécuter « { $task } » avec votre ouvrier libre le plus fort qui le peut (s’il ne le peut pas, le suivant le plus fort, et ainsi de suite ; à égalité, dans le sens horaire depuis le Palais)
-template-power_up_on = son ouvrier le plus fort d’un plateau est renforcé et avance
-param-number = numéro du plateau
template-power_up_on-call = renforcer d’un cran votre ouvrier libre le plus fort { $number-board_de } (à égalité, dans le sens horaire depuis le Palais) ; puis il exécute « { -component-teotibot_advance } » (s’il n’y en a plus là, l’ouvrier qui agit avance, sans être renforcé)

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-hand-label = Main

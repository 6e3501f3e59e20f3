### Période d’expansion (M6 Obsidienne, M7 Manoir, MS1) : noms et noms des composants en français.


## Nouns

-obsidian =
    { $case ->
       *[nom]
            { $count ->
                [one] obsidienne
               *[other] obsidiennes
            }
        [de] d’obsidienne
    }
    .gender = feminine
-supply-gd_stack =
    { $case ->
       *[nom] la pioche de grandes découvertes
        [de] de la pioche de grandes découvertes
        [sur] sur la pioche de grandes découvertes
    }
-supply-gd_mansion =
    { $case ->
       *[nom] la grande découverte du Manoir
        [de] de la grande découverte du Manoir
        [sur] sur la grande découverte du Manoir
    }
-supply-property_blue =
    { $case ->
       *[nom] la propriété du Manoir du temple bleu
        [de] de la propriété du Manoir du temple bleu
        [sur] sur la propriété du Manoir du temple bleu
    }
-supply-property_red =
    { $case ->
       *[nom] la propriété du Manoir du temple rouge
        [de] de la propriété du Manoir du temple rouge
        [sur] sur la propriété du Manoir du temple rouge
    }
-supply-property_green =
    { $case ->
       *[nom] la propriété du Manoir du temple vert
        [de] de la propriété du Manoir du temple vert
        [sur] sur la propriété du Manoir du temple vert
    }
-flag-double_harvest = une double récolte
-flag-gd_extra_worker = un ouvrier supplémentaire (grande découverte)
-counter-mansion_claim_1 = la revendication de la tuile royale de gauche du Manoir
-counter-mansion_claim_2 = la revendication de la tuile royale du milieu du Manoir
-counter-mansion_claim_3 = la revendication de la tuile royale de droite du Manoir
-query-obsidian_wildcard = la règle « l’obsidienne remplace les autres ressources »
-query-obsidian_as_any = la règle « obsidienne comme ressource au choix »
-query-obsidian_for_cocoa = la règle « 1 obsidienne paie jusqu’à 3 cacaos »
-query-harvest = le multiplicateur de récolte
-query-great_discoveries = le nombre de vos grandes découvertes
-query-mansion_bonus = le bonus du Manoir
-type-great_discovery =
    { $case ->
       *[nom]
            { $count ->
                [one] grande découverte
               *[other] grandes découvertes
            }
        [de] de grandes découvertes
    }
    .gender = feminine
-type-property_tile =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile Propriété du Manoir
               *[other] tuiles Propriété du Manoir
            }
        [de] de tuiles Propriété du Manoir
    }
    .gender = feminine
-module-m6 = M6 Obsidienne
-module-m7 = M7 Manoir
-module-m6-solo = M6 Obsidienne (règles du Teotibot)
-module-m7-solo = M7 Manoir (règles du Teotibot)
-module-ms1 = MS1 Déplacement alternatif du Teotibot

## Components

-component-m6_setup = Mise en place du M6
-component-gd-01-a = Grande découverte : un ouvrier de plus
-component-gd-01-b = Grande découverte : un ouvrier de plus
-component-gd-02-a = Grande découverte : ressources doublées
-component-gd-02-b = Grande découverte : ressources doublées
-component-gd-03-a = Grande découverte : nouveau masque
-component-gd-03-b = Grande découverte : nouveau masque
-component-gd-03-c = Grande découverte : nouveau masque
-component-gd-04-a = Grande découverte : 3 obsidiennes
-component-gd-04-b = Grande découverte : 3 obsidiennes
-component-gd-05-a = Grande découverte : un ouvrier recule
-component-gd-05-b = Grande découverte : un ouvrier recule
-component-gd-06-a = Grande découverte : 3 renforcements
-component-gd-06-b = Grande découverte : 3 renforcements
-component-gd-07-a = Grande découverte : tuiles Découverte à nouveau
-component-gd-07-b = Grande découverte : tuiles Découverte à nouveau
-component-gd-08-a = Grande découverte : une technologie gratuite
-component-gd-08-b = Grande découverte : une technologie gratuite
-component-gd-10-a = Grande découverte : 2 or
-component-gd-10-b = Grande découverte : 2 or
-component-gd-12 = Grande découverte : temple au choix
-component-gd-13 = Grande découverte : temple bleu
-component-gd-14 = Grande découverte : temple vert
-component-gd-15 = Grande découverte : temple rouge
-component-st-ep1 = Tuile de départ EP1 : obsidienne, un renforcement, une grande découverte
-component-st-ep2 = Tuile de départ EP2 : obsidienne et cacao
-component-tech-ep1 = Technologie EP1 : obsidienne au lieu d’une ressource au choix
-component-tech-ep2 = Technologie EP2 : 1 obsidienne pour jusqu’à 3 cacaos
-component-tech-ep3 = Technologie EP3 : obsidienne pour la collecte de cacao et l’adoration royale
-component-mansion_claim_reward = Revendication du Manoir : un renforcement gratuit pour son propriétaire
-component-m7_setup = Mise en place du M7
-component-property-blue = Propriété du Manoir (temple bleu)
-component-property-red = Propriété du Manoir (temple rouge)
-component-property-green = Propriété du Manoir (temple vert)
-component-mansion_claims = Propriété du Manoir : le premier à atteindre la première grande marche d’un temple
-component-rt-10 = Tuile royale 10 : PV par paire de grandes découvertes
-component-rt-11 = Tuile royale 11 : obsidienne contre cacao
-component-rt-12 = Tuile royale 12 : cacao et PV contre obsidienne
-component-teotibot_claim_power_up = Teotibot : le renforcement de sa revendication du Manoir
-component-direction_a2_right = Tuile Direction Avancer 2 (droite)
-component-direction_a2_left = Tuile Direction Avancer 2 (gauche)
-component-direction_a3_right = Tuile Direction Avancer 3 (droite)
-component-direction_a3_left = Tuile Direction Avancer 3 (gauche)

### Période d’expansion, M9 Étendre l’Empire : noms et noms des composants en français.


## Nouns

-warriors = guerriers en réserve
-supply-special_masks =
    { $case ->
       *[nom] la réserve de masques spéciaux
        [de] de la réserve de masques spéciaux
        [sur] sur la réserve de masques spéciaux
    }
-supply-region_draw =
    { $case ->
       *[nom] les tuiles Découverte piochées pour une région
        [de] des tuiles Découverte piochées pour une région
        [sur] sur les tuiles Découverte piochées pour une région
    }
-supply-region_gd_draw =
    { $case ->
       *[nom] les grandes découvertes piochées pour une région
        [de] des grandes découvertes piochées pour une région
        [sur] sur les grandes découvertes piochées pour une région
    }
-query-warriors_on_map = le nombre de vos guerriers sur le plateau de l’Empire
-query-warrior_vp = les PV de vos guerriers sur le plateau de l’Empire
-query-colonisable = le nombre de régions que vous pourriez coloniser maintenant
-query-warrior_steered = la règle « vos guerriers poussés se déplacent seuls »
-type-map_graph =
    { $case ->
       *[nom]
            { $count ->
                [one] carte
               *[other] cartes
            }
        [de] de cartes
    }
    .gender = feminine
-type-region =
    { $case ->
       *[nom]
            { $count ->
                [one] avantage de région
               *[other] avantages de région
            }
        [de] d’avantages de région
    }
    .gender = masculine
-type-special_mask =
    { $case ->
       *[nom]
            { $count ->
                [one] masque spécial
               *[other] masques spéciaux
            }
        [de] de masques spéciaux
    }
    .gender = masculine
-module-m9 = M9 Étendre l’Empire

## Composants

-component-empire_map = Plateau de l’Empire
-space-empire = le plateau de l’Empire
-component-m9_setup = Mise en place M9
-component-empire_setup = Guerriers : un à Teotihuacan dans l’ordre du tour
-component-warrior_scoring = Éclipse : guerriers par zone
-component-empire_reward = Récompense de l’Empire : un guerrier à Teotihuacan
-component-construction_reward = Récompense de construction : un bâtiment dans une région
-component-reg-01 = Région 1 : 1 PV, 1 obsidienne et 1 cacao
-component-reg-02 = Région 2 : 1 PV et un pas sur un temple au choix
-component-reg-03 = Région 3 : 1 PV ; piocher 3 tuiles Découverte, en prendre 1
-component-reg-04 = Région 4 : 1 PV et 3 ouvriers différents renforcés
-component-reg-05 = Région 5 : 2 PV et un masque spécial
-component-reg-06 = Région 6 : 2 PV ; piocher 2 grandes découvertes, en prendre 1
-component-reg-07 = Région 7 : 2 PV et une technologie gratuite
-component-reg-08 = Région 8 : 2 PV et un pas sur deux temples différents
-component-reg-09 = Région 9 : 4 PV et un masque spécial
-component-reg-10 = Région 10 : 4 PV et 4 obsidiennes
-component-reg-11 = Région 11 : 4 PV et des PV pour vos ouvriers
-component-special-mask-1 = Masque spécial (premier type)
-component-special-mask-2 = Masque spécial (second type)

## Places and paths of the Empire map (the play surface names them)

-node-teotihuacan = Teotihuacan
-path-upper = chemin du haut
-path-lower = chemin du bas

# the node field `claim_node empire where buildable` names
-field-buildable = constructible

### Période d’expansion, M8 Autels et Chamans (avec les sous-modules m8-m7 et m8-solo) : noms et
### noms des composants en français.


## Noms

# le Chaman d’un joueur : 1 tant qu’il est debout (compté comme une ressource) ; son pion sur l’anneau des autels
# (`ref-resource` = « votre réserve { $resource_de } » ; `amount` = « 1 { $resource } »)
-shaman_up =
    { $case ->
       *[nom]
            { $count ->
                [one] Chaman debout
               *[other] Chamans debout
            }
        [de] de Chamans debout
    }
# le Chaman qui se lève et qui se couche, comme consigne (une ressource de 0 ou 1)
-set-shaman_up = mettre votre Chaman debout
-unset-shaman_up = coucher votre Chaman
-space-altar_ring =
    { $case ->
       *[nom] l’anneau des autels
        [sur] sur l’anneau des autels
        [de] de l’anneau des autels
    }
    .gender = masculine
-event-landed = arrivée d’un Chaman sur un emplacement
-supply-altars =
    { $case ->
       *[nom] les autels
        [de] des autels
        [sur] sur les autels
    }
-supply-altar_gd_1 =
    { $case ->
       *[nom] les grandes découvertes de l’autel 1
        [de] des grandes découvertes de l’autel 1
        [sur] sur les grandes découvertes de l’autel 1
    }
-supply-altar_gd_2 =
    { $case ->
       *[nom] les grandes découvertes de l’autel 2
        [de] des grandes découvertes de l’autel 2
        [sur] sur les grandes découvertes de l’autel 2
    }
-supply-altar_gd_3 =
    { $case ->
       *[nom] les grandes découvertes de l’autel 3
        [de] des grandes découvertes de l’autel 3
        [sur] sur les grandes découvertes de l’autel 3
    }
-supply-altar_gd_4 =
    { $case ->
       *[nom] les grandes découvertes de l’autel 4
        [de] des grandes découvertes de l’autel 4
        [sur] sur les grandes découvertes de l’autel 4
    }
-flag-shaman_extra_hop = un autel de plus pour le déplacement de votre Chaman
# lu comme une condition : « si … », « tant que … »
-query-shaman_here = votre Chaman est debout et son emplacement pointe vers ce plateau
-type-altar_tile =
    { $case ->
       *[nom]
            { $count ->
                [one] tuile Autel
               *[other] tuiles Autel
            }
        [de] de tuiles Autel
    }
    .gender = feminine
-key-cost =
    { $case ->
       *[nom] coût
        [def] le coût
    }
-key-second =
    { $case ->
       *[nom] deuxième branche
        [def] la deuxième branche
    }
-module-m8 = M8 Autels et Chamans
-module-m8-m7 = M8 Chamans et Manoir du M7
-module-m8-solo = M8 Autels et Chamans (règles du Teotibot)

## Composants

-component-alt-a = Autel A : une grande découverte, ou 4 obsidiennes pour 2 cacaos
-component-alt-b = Autel B : une grande découverte, ou 1 obsidienne et tout libérer
-component-alt-c = Autel C : 1 obsidienne et des ouvriers en arrière, ou une grande découverte
-component-alt-d = Autel D : 2 obsidiennes, ou une grande découverte
-component-altar_move_back = Reculer un de vos ouvriers libres de 1 ou 2 plateaux
-component-altar_gd_claim = Revendiquer une grande découverte de cet autel
-component-m8_setup = Mise en place du M8
-component-shaman_setup = Mise en place des joueurs : les Chamans debout sur les autels
-component-gd-09 = Grande découverte : le Chaman avance d’un autel de plus
-component-gd-11 = Grande découverte : 2 cacaos et relever votre Chaman, pour 1 de force d’un ouvrier
-component-activate_shaman = Activer le Chaman
-component-shaman_benefit = La faveur de l’emplacement du Chaman
-component-shaman_virtual_worker = Le Chaman debout : un ouvrier de plus
-component-shaman_on_the_mansion = Le Chaman debout tourné vers le Manoir

## Le Chaman du Teotibot (m8-solo) et la fin d’un tour « Activer le Chaman »

-flag-shaman_turn = la marque « Chaman activé ce tour-ci »
-counter-teotibot_shaman = l’emplacement du Chaman du Teotibot
-counter-teotibot_masks = le nombre de masques du Teotibot avant l’autel
-table-altar_before = autel avant chaque plateau
-key-start =
    { $case ->
       *[nom] emplacement de départ
        [def] l’emplacement de départ
    }
-key-move =
    { $case ->
       *[nom] déplacement
        [def] le déplacement
    }
-key-pushed =
    { $case ->
       *[nom] délogé
        [def] le délogement
    }
-key-discarded =
    { $case ->
       *[nom] grande découverte défaussée
        [def] la grande découverte défaussée
    }
-key-altar1 =
    { $case ->
       *[nom] vers l’autel 1
        [def] le déplacement vers l’autel 1
    }
-key-altar2 =
    { $case ->
       *[nom] vers l’autel 2
        [def] le déplacement vers l’autel 2
    }
-key-altar3 =
    { $case ->
       *[nom] vers l’autel 3
        [def] le déplacement vers l’autel 3
    }
-key-altar4 =
    { $case ->
       *[nom] vers l’autel 4
        [def] le déplacement vers l’autel 4
    }
-key-mask1 =
    { $case ->
       *[nom] masque de l’autel 1
        [def] le masque de l’autel 1
    }
-key-mask2 =
    { $case ->
       *[nom] masque de l’autel 2
        [def] le masque de l’autel 2
    }
-key-mask3 =
    { $case ->
       *[nom] masque de l’autel 3
        [def] le masque de l’autel 3
    }
-key-mask4 =
    { $case ->
       *[nom] masque de l’autel 4
        [def] le masque de l’autel 4
    }
-key-pushed1 =
    { $case ->
       *[nom] délogé vers l’autel 1
        [def] le délogement vers l’autel 1
    }
-key-pushed2 =
    { $case ->
       *[nom] délogé vers l’autel 2
        [def] le délogement vers l’autel 2
    }
-key-pushed3 =
    { $case ->
       *[nom] délogé vers l’autel 3
        [def] le délogement vers l’autel 3
    }
-key-pushed4 =
    { $case ->
       *[nom] délogé vers l’autel 4
        [def] le délogement vers l’autel 4
    }
-component-shaman_activated = Après l’activation de votre Chaman
-component-teotibot_shaman = Teotibot : son Chaman

## Ce que dit le Teotibot (son Chaman)

-says-shaman_moves = déplace son Chaman vers l’autel suivant dans le sens antihoraire
-says-shaman_gd_space = pose son Chaman sur l’emplacement des grandes découvertes : il en reste sur cet autel
-says-shaman_discards = y défausse la grande découverte du dessus : aucun masque qui lui manque et qu’il peut payer
-says-shaman_other_space = pose son Chaman sur l’autre emplacement et gagne 2 obsidiennes : plus aucune grande découverte sur cet autel
-says-shaman_priest = déplace son Chaman après sa tuile Adoration (prêtre S07)
-says-shaman_pushed = votre Chaman est arrivé sur son autel : son Chaman va sur l’emplacement des grandes découvertes de l’autel suivant, +1 obsidienne

## Un point d’accroche du Teotibot que seul m8-solo remplit (prêtre S07 : son Chaman se déplace après sa tuile Adoration)

-query-teotibot_shaman_with_worship = la règle « son Chaman se déplace après sa tuile Adoration » (prêtre S07)
-component-teotibot_after_worship = Teotibot : après sa tuile Adoration

## Composants que le M8 et m8-solo remplacent sous le même id, avec leurs nouveaux noms (`-component-ID--MODULE`, docs/translating.md)

-component-player_turn--m8 = Le tour d’un joueur (avec Activer le Chaman)
-component-shaman_setup--m8-solo = Mise en place des joueurs : votre Chaman debout sur un autel, celui du Teotibot couché sur un emplacement de grandes découvertes
-component-tile_masks--m8-solo = Collection de masques / Activer le Chaman
-component-shaman_activated--m8-solo = Après l’activation de votre Chaman : le Chaman du Teotibot quitte votre autel
-component-teotibot_after_worship--m8-solo = Teotibot : après sa tuile Adoration, son Chaman se déplace (prêtre S07)
-component-no_paid_unlock_after_shaman = Pas de libération payante après « Activer le Chaman »

### Cacao avec Cacao : Chocolatl — les noms du jeu de règles en français (docs/translating.md).
### Formes : `de` (« de la pioche »), `sur`, `def`. Aucun texte imprimé français de l’extension
### n’a été trouvé (PRINTED-PT.md) : les noms sont des traductions, pas des lignes imprimées.

-game-cacao = Cacao

## Modules

-module-base = Cacao (jeu de base)
-module-map = Module carte
-module-irrigation = Module irrigation
-module-chocolatl = Module Chocolatl
-module-huts = Module huttes

## Ressources

-gold =
    { $case ->
       *[nom] or
        [de] d’or
    }
    .gender = masculine
-fruit =
    { $case ->
       *[nom]
            { $count ->
                [one] cacao
               *[other] cacaos
            }
        [de] de cacaos
    }
    .gender = masculine
-sun =
    { $case ->
       *[nom]
            { $count ->
                [one] jeton soleil
               *[other] jetons soleil
            }
        [de] de jetons soleil
    }
    .gender = masculine
-chocolate =
    { $case ->
       *[nom]
            { $count ->
                [one] tablette de chocolat
               *[other] tablettes de chocolat
            }
        [de] de tablettes de chocolat
    }
    .gender = feminine
-map_token =
    { $case ->
       *[nom]
            { $count ->
                [one] jeton carte
               *[other] jetons carte
            }
        [de] de jetons carte
    }
    .gender = masculine
-fruit_this_turn =
    { $case ->
       *[nom]
            { $count ->
                [one] cacao stocké ce tour
               *[other] cacaos stockés ce tour
            }
        [de] de cacaos stockés ce tour
    }
    .gender = masculine

## La piste d’eau, la jungle, les marques

-track-water =
    { $case ->
       *[nom] la piste d’eau
        [sur] sur la piste d’eau
        [de] de la piste d’eau
    }
-space-jungle =
    { $case ->
       *[nom] la jungle
        [sur] sur la jungle
    }
-label-fresh = posée ce tour
-label-under_foreman = jouée sous le Contremaître

## Réserves

-supply-box =
    { $case ->
       *[nom] la boîte des tuiles jungle
        [de] de la boîte des tuiles jungle
        [sur] sur la boîte des tuiles jungle
    }
-supply-removed =
    { $case ->
       *[nom] les tuiles remises dans la boîte
        [de] des tuiles remises dans la boîte
        [sur] sur les tuiles remises dans la boîte
    }
-supply-jungle_pile =
    { $case ->
       *[nom] la pioche de tuiles jungle
        [de] de la pioche de tuiles jungle
        [sur] sur la pioche de tuiles jungle
    }
-supply-display =
    { $case ->
       *[nom] l’étalage de tuiles jungle
        [de] de l’étalage de tuiles jungle
        [sur] sur l’étalage de tuiles jungle
    }
-supply-workers =
    { $case ->
       *[nom] votre pile de tuiles ouvrier
        [de] de votre pile de tuiles ouvrier
        [sur] sur votre pile de tuiles ouvrier
    }
-supply-workers-whose =
    { $case ->
       *[nom] la pile de tuiles ouvrier
        [de] de la pile de tuiles ouvrier
        [sur] sur la pile de tuiles ouvrier
    }
-supply-workers-own =
    { $case ->
       *[nom] sa pile de tuiles ouvrier
        [de] de sa pile de tuiles ouvrier
        [sur] sur sa pile de tuiles ouvrier
    }
-supply-hand =
    { $case ->
       *[nom] votre main
        [de] de votre main
        [sur] dans votre main
    }
-supply-hand-whose =
    { $case ->
       *[nom] la main
        [de] de la main
        [sur] dans la main
    }
-supply-hand-own =
    { $case ->
       *[nom] sa main
        [de] de sa main
        [sur] dans sa main
    }
-supply-map_board =
    { $case ->
       *[nom] le plateau carte
        [de] du plateau carte
        [sur] sur le plateau carte
    }
-supply-huts =
    { $case ->
       *[nom] la réserve de huttes
        [de] de la réserve de huttes
        [sur] sur la réserve de huttes
    }

## Types et marques des composants

-type-worker_tile =
    { $case ->
       *[nom]
        { $count ->
            [one] tuile ouvrier
           *[other] tuiles ouvrier
        }
        [shown] une tuile ouvrier
    }
    .gender = feminine
-type-jungle_tile =
    { $case ->
       *[nom]
        { $count ->
            [one] tuile jungle
           *[other] tuiles jungle
        }
        [shown] une tuile jungle
    }
    .gender = feminine
-type-rule =
    { $count ->
        [one] règle
       *[other] règles
    }
    .gender = feminine
-type-agent_hint =
    { $count ->
        [one] conseil aux joueurs automatiques
       *[other] conseils aux joueurs automatiques
    }
    .gender = masculine
-type-hut =
    { $case ->
       *[nom]
            { $count ->
                [one] hutte
               *[other] huttes
            }
        [de] de huttes
    }
    .gender = feminine
-tag-plantation = une plantation
-tag-market = un marché
-tag-gold_mine = une mine d’or
-tag-water = de l’eau
-tag-sun_site = un site de culte solaire
-tag-temple = un temple
-tag-irrigation = une irrigation
-tag-kitchen = une chocolaterie
-tag-chocolate_market = un marché au chocolat
# le personnage d’une hutte compté : `[de]` (« le nombre de Crieurs que vous possédez », query-count)
-tag-market_crier =
    { $case ->
       *[nom] le Crieur
        [de] de Crieurs
    }
-tag-hermit =
    { $case ->
       *[nom] l’Ermite
        [de] d’Ermites
    }
-tag-road_worker =
    { $case ->
       *[nom] le Cantonnier
        [de] de Cantonniers
    }
-tag-trader =
    { $case ->
       *[nom] le Marchand
        [de] de Marchands
    }
-tag-farmer =
    { $case ->
       *[nom] le Fermier
        [de] de Fermiers
    }
-tag-shaman =
    { $case ->
       *[nom] le Chaman
        [de] de Chamans
    }
-tag-monk =
    { $case ->
       *[nom] le Moine
        [de] de Moines
    }
-tag-master_builder =
    { $case ->
       *[nom] le Maître d’œuvre
        [de] de Maîtres d’œuvre
    }
-tag-foreman =
    { $case ->
       *[nom] le Contremaître
        [de] de Contremaîtres
    }
-tag-fountain_master =
    { $case ->
       *[nom] le Maître des fontaines
        [de] de Maîtres des fontaines
    }
-tag-chiefs_daughter =
    { $case ->
       *[nom] la Fille du chef
        [de] de Filles du chef
    }
-tag-chiefs_son =
    { $case ->
       *[nom] le Fils du chef
        [de] de Fils du chef
    }
-tag-chiefs_wife =
    { $case ->
       *[nom] l’Épouse du chef
        [de] d’Épouses du chef
    }
-tag-chief =
    { $case ->
       *[nom] le Chef
        [de] de Chefs
    }

## Événements

-event-jungle_setup = mise en place des tuiles jungle
-event-game_setup = mise en place
-event-player_setup = mise en place d’un joueur
-event-turn_end = tour
-event-final_scoring = décompte final

## Clés d’effets

-key-final = à la fin
-key-cost = le coût
# data fields of the tiles, as the page labels them (workers per edge, a market's price)
-key-workers = ouvriers
-key-price = prix de vente

## Composants : tuiles ouvrier et tuiles jungle

-component-worker-1111 = Tuile ouvrier 1-1-1-1
-component-worker-2101 = Tuile ouvrier 2-1-0-1
-component-worker-3001 = Tuile ouvrier 3-0-0-1
-component-worker-3100 = Tuile ouvrier 3-1-0-0
-component-single-plantation = Plantation simple
-component-double-plantation = Plantation double
-component-market-2 = Marché (prix de vente 2)
-component-market-3 = Marché (prix de vente 3)
-component-market-4 = Marché (prix de vente 4)
-component-gold-mine-1 = Mine d’or (valeur 1)
-component-gold-mine-2 = Mine d’or (valeur 2)
-component-water = Eau
-component-sun-site = Site de culte solaire
-component-temple = Temple
-component-irrigation = Irrigation
-component-chocolate-kitchen = Chocolaterie
-component-chocolate-market = Marché au chocolat

## Composants : les règles

-component-setup_game = Mise en place
-component-setup_player = La mise en place d’un joueur
-component-turn = Un tour
-component-final_scoring = Décompte final
-component-map-tokens = Jetons carte
-component-irrigation-setup = L’irrigation à la place de plantations
-component-chocolatl-setup = Le chocolat à la place des mines et de marchés
-component-huts-setup = La réserve de huttes
-component-huts-build = Construire une hutte
-component-huts-score = Les huttes à la fin
-component-chocolatl-greedy-value = Joueurs ordinateur : tablettes de chocolat
-component-huts-greedy-value = Joueurs ordinateur : les huttes

## Composants : les faces des tuiles hutte

-component-hut-01a = Crieur
-component-hut-01b = Ermite
-component-hut-02a = Marchand
-component-hut-02b = Fermier
-component-hut-03a = Ermite
-component-hut-03b = Crieur
-component-hut-04a = Cantonnier
-component-hut-04b = Chaman
-component-hut-05a = Chaman
-component-hut-05b = Maître d’œuvre
-component-hut-06a = Fermier
-component-hut-06b = Moine
-component-hut-07a = Maître d’œuvre
-component-hut-07b = Fils du chef
-component-hut-08a = Moine
-component-hut-08b = Fille du chef
-component-hut-09a = Contremaître
-component-hut-09b = Cantonnier
-component-hut-10a = Maître des fontaines
-component-hut-10b = Marchand
-component-hut-11a = Épouse du chef
-component-hut-11b = Maître des fontaines
-component-hut-12a = Chef
-component-hut-12b = Contremaître

## Modèles

-template-second_start_tile = La deuxième tuile de départ
-template-open_display = Disposer l’étalage de tuiles jungle
-template-lay_tile = Poser une tuile ouvrier
-template-overbuild = Recouvrir une de vos tuiles ouvrier
-template-overbuild_time = le moment de recouvrir
-template-overbuild_affordable = le recouvrement peut être payé
-template-pay_for_overbuild = Payer le recouvrement
-template-fill_space = Remplir un espace de jungle
-template-activation = Activer les ouvriers
-template-own_edge = un de vos bords avec des ouvriers
-template-work_edge = Les ouvriers d’un bord
-template-crew = les ouvriers sur un bord
-template-after_activation = Après les activations
-template-take_fruit = Prendre des cacaos
-template-sell_fruit = Vendre un cacao
-template-refill_jungle = Compléter l’étalage
-template-crew_at = vos ouvriers près d’une tuile
-template-temple_majority = La majorité d’un temple
-template-sun_score = Les jetons soleil à la fin
-template-water_score = La piste d’eau à la fin
-template-refund = Le coût de la hutte remboursé
-template-hermit_bonus = Le bonus de l’Ermite
-template-road_worker_bonus = Le bonus du Cantonnier
-template-monk_bonus = Le bonus du Moine

## Queries

-query-temple_outlook = vos parts des temples en l’état
-query-greedy_extra = ce que les modules ajoutent à l’estimation du joueur glouton

## Appels de modèles (docs/translating.md) : les variables sont les paramètres

# Un appel sans argument, dans le texte des règles : une condition comme proposition, un effet comme consigne
template-overbuild_time-call = c’est le moment de recouvrir
template-overbuild_affordable-call = le recouvrement peut être payé
template-open_display-call = disposer l’étalage de tuiles jungle
template-activation-call = activer les ouvriers
template-pay_for_overbuild-call = payer le recouvrement
template-refill_jungle-call = compléter l’étalage
template-lay_tile-call = poser une tuile ouvrier
template-overbuild-call = recouvrir une de vos tuiles ouvrier

template-second_start_tile-call = poser une tuile d’eau de votre choix de la boîte sur { $square }
template-fill_space-call = remplir l’espace vide { $square } avec une tuile de jungle
template-own_edge-call = { $e } est un bord avec vos ouvriers
template-work_edge-call = les ouvriers du bord { $e } travaillent
template-crew-call = les ouvriers de { $tile } tournés vers { $facing }
template-take_fruit-call = { $amount ->
    [one] prendre 1 cacao
   *[other] prendre { $amount } cacaos
}
template-sell_fruit-call = vous pouvez vendre 1 cacao pour { $price } or
# une valeur : un nombre (« le nombre de vos ouvriers à côté de t vaut plus de 0 », pas « vos ouvriers … vaut »)
template-crew_at-call = le nombre de vos ouvriers à côté de { $site }
template-temple_majority-call = décompter le temple { $site } : 6 or à qui a le plus d’ouvriers à côté, 3 au deuxième (les ex æquo partagent)
template-sun_score-call = gagner autant d’or que votre réserve de jetons soleil
template-water_score-call = gagner autant d’or que la valeur de votre case sur la piste d’eau

## Champs de données nommés dans les effets (`datum(it, price)`)

-field-cost = coût
-field-fruit = cacaos
-field-price = prix de vente
-field-side = face
-field-workers = ouvriers

## template parameters as placeholders (-param-NAME, shown in capitals)

-param-site = emplacement
-param-square = case
-param-tile = tuile
-param-facing = voisin
-param-amount = quantité
-param-price = prix

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-workers-label = Pile d’ouvriers
-supply-hand-label = Main

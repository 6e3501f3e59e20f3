### Imperial Settlers — les noms des règles en français : biens, piles, marqueurs, compteurs,
### valeurs nommées, types et étiquettes des cartes, clés d’effet, modèles et le nom de chaque
### carte (docs/translating.md). Formes selon `$count` (one/other) et `$case`.

## Biens

-wood =
    { $case ->
      *[nom]
            { $count ->
                [one] bois
               *[other] bois
            }
       [de]
            { $count ->
                [one] de bois
               *[other] de bois
            }
    }
    .gender = masculine
-stone =
    { $case ->
      *[nom]
            { $count ->
                [one] pierre
               *[other] pierres
            }
       [de]
            { $count ->
                [one] de pierre
               *[other] de pierres
            }
    }
    .gender = feminine
-food =
    { $case ->
      *[nom]
            { $count ->
                [one] nourriture
               *[other] nourriture
            }
       [de]
            { $count ->
                [one] de nourriture
               *[other] de nourriture
            }
    }
    .gender = feminine
-gold =
    { $case ->
      *[nom]
            { $count ->
                [one] or
               *[other] or
            }
       [de]
            { $count ->
                [one] d’or
               *[other] d’or
            }
    }
    .gender = masculine
-worker =
    { $case ->
      *[nom]
            { $count ->
                [one] ouvrier
               *[other] ouvriers
            }
       [de]
            { $count ->
                [one] d’ouvrier
               *[other] d’ouvriers
            }
    }
    .gender = masculine
-raze =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Destruction
               *[other] jetons Destruction
            }
       [de]
            { $count ->
                [one] de jeton Destruction
               *[other] de jetons Destruction
            }
    }
    .gender = masculine
-defence =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Défense
               *[other] jetons Défense
            }
       [de]
            { $count ->
                [one] de jeton Défense
               *[other] de jetons Défense
            }
    }
    .gender = masculine
-vp =
    { $case ->
      *[nom]
            { $count ->
                [one] PV
               *[other] PV
            }
       [de]
            { $count ->
                [one] de PV
               *[other] de PV
            }
    }
    .gender = plural
-spare_goods =
    { $case ->
      *[nom]
            { $count ->
                [one] ouvriers et ressources restants
               *[other] ouvriers et ressources restants
            }
       [de]
            { $count ->
                [one] d’ouvriers et ressources restants
               *[other] d’ouvriers et ressources restants
            }
    }
    .gender = plural
-cards_in_hand =
    { $case ->
      *[nom]
            { $count ->
                [one] carte en main
               *[other] cartes en main
            }
       [de]
            { $count ->
                [one] de carte en main
               *[other] de cartes en main
            }
    }
    .gender = feminine
-keep_stone =
    { $case ->
      *[nom]
            { $count ->
                [one] pierre que vous pouvez garder
               *[other] pierres que vous pouvez garder
            }
       [de]
            { $count ->
                [one] de pierre que vous pouvez garder
               *[other] de pierres que vous pouvez garder
            }
    }
    .gender = feminine
-keep_food =
    { $case ->
      *[nom]
            { $count ->
                [one] nourriture que vous pouvez garder
               *[other] nourriture que vous pouvez garder
            }
       [de]
            { $count ->
                [one] de nourriture que vous pouvez garder
               *[other] de nourriture que vous pouvez garder
            }
    }
    .gender = feminine
-blessing_brown =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction marron
               *[other] jetons Bénédiction marron
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction marron
               *[other] de jetons Bénédiction marron
            }
    }
    .gender = masculine
-blessing_grey =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction gris
               *[other] jetons Bénédiction gris
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction gris
               *[other] de jetons Bénédiction gris
            }
    }
    .gender = masculine
-blessing_red =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction rouge
               *[other] jetons Bénédiction rouges
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction rouge
               *[other] de jetons Bénédiction rouges
            }
    }
    .gender = masculine
-blessing_pink =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction rose
               *[other] jetons Bénédiction roses
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction rose
               *[other] de jetons Bénédiction roses
            }
    }
    .gender = masculine
-blessing_gold =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction doré
               *[other] jetons Bénédiction dorés
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction doré
               *[other] de jetons Bénédiction dorés
            }
    }
    .gender = masculine
-blessing_black =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction noir
               *[other] jetons Bénédiction noirs
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction noir
               *[other] de jetons Bénédiction noirs
            }
    }
    .gender = masculine
-blessing_blue =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction bleu
               *[other] jetons Bénédiction bleus
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction bleu
               *[other] de jetons Bénédiction bleus
            }
    }
    .gender = masculine
-blessing_violet =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction violet
               *[other] jetons Bénédiction violets
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction violet
               *[other] de jetons Bénédiction violets
            }
    }
    .gender = masculine
-blessing_white =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction blanc
               *[other] jetons Bénédiction blancs
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction blanc
               *[other] de jetons Bénédiction blancs
            }
    }
    .gender = masculine
-tricolour =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction tricolore
               *[other] jetons Bénédiction tricolores
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction tricolore
               *[other] de jetons Bénédiction tricolores
            }
    }
    .gender = masculine
-keep_blessing =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction que vous pouvez garder
               *[other] jetons Bénédiction que vous pouvez garder
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction que vous pouvez garder
               *[other] de jetons Bénédiction que vous pouvez garder
            }
    }
    .gender = masculine

## Groupes

-group-resource =
    { $case ->
      *[nom]
            { $count ->
                [one] ressource
               *[other] ressources
            }
       [de]
            { $count ->
                [one] de ressource
               *[other] de ressources
            }
    }
    .gender = feminine
-group-goods =
    { $case ->
      *[nom]
            { $count ->
                [one] bien
               *[other] biens
            }
       [de]
            { $count ->
                [one] de bien
               *[other] de biens
            }
    }
    .gender = masculine
-group-kept =
    { $case ->
      *[nom]
            { $count ->
                [one] bien que vous pouvez garder
               *[other] biens que vous pouvez garder
            }
       [de]
            { $count ->
                [one] de bien que vous pouvez garder
               *[other] de biens que vous pouvez garder
            }
    }
    .gender = masculine
-group-blessing =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Bénédiction
               *[other] jetons Bénédiction
            }
       [de]
            { $count ->
                [one] de jeton Bénédiction
               *[other] de jetons Bénédiction
            }
    }
    .gender = masculine

## Piles

-supply-common =
    { $case ->
      *[nom] la pioche commune
       [de] de la pioche commune
       [sur] sur la pioche commune
    }
-supply-common_discard =
    { $case ->
      *[nom] la défausse commune
       [de] de la défausse commune
       [sur] sur la défausse commune
    }
-supply-lookout =
    { $case ->
      *[nom] les cartes de l’exploration
       [de] des cartes de l’exploration
       [sur] sur les cartes de l’exploration
    }
-supply-faction =
    { $case ->
      *[nom] votre plateau de faction
       [de] de votre plateau de faction
       [sur] sur votre plateau de faction
    }
-supply-faction-whose =
    { $case ->
      *[nom] le plateau de faction
       [de] du plateau de faction
       [sur] sur le plateau de faction
    }
-supply-faction-own =
    { $case ->
      *[nom] son plateau de faction
       [de] de son plateau de faction
       [sur] sur son plateau de faction
    }
-supply-faction_deck =
    { $case ->
      *[nom] votre pioche de faction
       [de] de votre pioche de faction
       [sur] sur votre pioche de faction
    }
-supply-faction_deck-whose =
    { $case ->
      *[nom] la pioche de faction
       [de] de la pioche de faction
       [sur] sur la pioche de faction
    }
-supply-faction_deck-own =
    { $case ->
      *[nom] sa pioche de faction
       [de] de sa pioche de faction
       [sur] sur sa pioche de faction
    }
-supply-faction_discard =
    { $case ->
      *[nom] votre défausse de faction
       [de] de votre défausse de faction
       [sur] sur votre défausse de faction
    }
-supply-faction_discard-whose =
    { $case ->
      *[nom] la défausse de faction
       [de] de la défausse de faction
       [sur] sur la défausse de faction
    }
-supply-faction_discard-own =
    { $case ->
      *[nom] sa défausse de faction
       [de] de sa défausse de faction
       [sur] sur sa défausse de faction
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
-supply-empire =
    { $case ->
      *[nom] votre empire
       [de] de votre empire
       [sur] sur votre empire
    }
-supply-empire-whose =
    { $case ->
      *[nom] l’empire
       [de] de l’empire
       [sur] sur l’empire
    }
-supply-empire-own =
    { $case ->
      *[nom] son empire
       [de] de son empire
       [sur] sur son empire
    }
-supply-site =
    { $case ->
      *[nom] la carte en cours de construction ou d’accord
       [de] de la carte en cours de construction ou d’accord
       [sur] sur la carte en cours de construction ou d’accord
    }
-supply-deals =
    { $case ->
      *[nom] vos accords
       [de] de vos accords
       [sur] sur vos accords
    }
-supply-deals-whose =
    { $case ->
      *[nom] les accords
       [de] des accords
       [sur] sur les accords
    }
-supply-deals-own =
    { $case ->
      *[nom] ses accords
       [de] de ses accords
       [sur] sur ses accords
    }
-supply-foundations =
    { $case ->
      *[nom] vos fondations
       [de] de vos fondations
       [sur] sur vos fondations
    }
-supply-foundations-whose =
    { $case ->
      *[nom] les fondations
       [de] des fondations
       [sur] sur les fondations
    }
-supply-foundations-own =
    { $case ->
      *[nom] ses fondations
       [de] de ses fondations
       [sur] sur ses fondations
    }
-supply-prayer =
    { $case ->
      *[nom] les cartes de la prière
       [de] des cartes de la prière
       [sur] sur les cartes de la prière
    }
-supply-stored =
    { $case ->
      *[nom] vos cartes gardées pour de futures prières
       [de] de vos cartes gardées pour de futures prières
       [sur] sur vos cartes gardées pour de futures prières
    }
-supply-stored-whose =
    { $case ->
      *[nom] les cartes gardées pour de futures prières
       [de] des cartes gardées pour de futures prières
       [sur] sur les cartes gardées pour de futures prières
    }
-supply-stored-own =
    { $case ->
      *[nom] ses cartes gardées pour de futures prières
       [de] de ses cartes gardées pour de futures prières
       [sur] sur ses cartes gardées pour de futures prières
    }
-supply-stored_round =
    { $case ->
      *[nom] vos cartes gardées pour les prières de ce tour
       [de] de vos cartes gardées pour les prières de ce tour
       [sur] sur vos cartes gardées pour les prières de ce tour
    }
-supply-stored_round-whose =
    { $case ->
      *[nom] les cartes gardées pour les prières de ce tour
       [de] des cartes gardées pour les prières de ce tour
       [sur] sur les cartes gardées pour les prières de ce tour
    }

-supply-stored_round-own =
    { $case ->
      *[nom] ses cartes gardées pour les prières de ce tour
       [de] de ses cartes gardées pour les prières de ce tour
       [sur] sur ses cartes gardées pour les prières de ce tour
    }
## Marqueurs sur les cartes

-mark-activated =
    { $case ->
      *[nom]
            { $count ->
                [one] marqueur d’usage
               *[other] marqueurs d’usage
            }
       [de]
            { $count ->
                [one] de marqueur d’usage
               *[other] de marqueurs d’usage
            }
    }
    .gender = masculine
-mark-defended =
    { $case ->
      *[nom]
            { $count ->
                [one] jeton Défense
               *[other] jetons Défense
            }
       [de]
            { $count ->
                [one] de jeton Défense
               *[other] de jetons Défense
            }
    }
    .gender = masculine

## Compteurs

-counter-round = le tour
-counter-lead = le premier joueur du tour
-counter-asks_brown = la prière compte le marron
-counter-tally_brown = les cartes marron comptées
-counter-asks_grey = la prière compte le gris
-counter-tally_grey = les cartes grises comptées
-counter-asks_red = la prière compte le rouge
-counter-tally_red = les cartes rouges comptées
-counter-asks_pink = la prière compte le rose
-counter-tally_pink = les cartes roses comptées
-counter-asks_gold = la prière compte le doré
-counter-tally_gold = les cartes dorées comptées
-counter-asks_black = la prière compte le noir
-counter-tally_black = les cartes noires comptées
-counter-asks_blue = la prière compte le bleu
-counter-tally_blue = les cartes bleues comptées
-counter-asks_violet = la prière compte le violet
-counter-tally_violet = les cartes violettes comptées
-counter-asks_white = la prière compte le blanc
-counter-tally_white = les cartes blanches comptées
-counter-spare = le jeton Bénédiction gardé
-counter-spent_wood = le bois dépensé
-counter-spent_stone = la pierre dépensée
-counter-spent_food = la nourriture dépensée
-counter-matching_spend = en dépensant des ressources correspondantes

## Valeurs nommées

-query-locations = vos lieux
-query-common_locations = vos lieux communs
-query-faction_locations = vos lieux de faction
-query-greedy_extra = le bonus des modules pour les joueurs ordinateur
-query-blessings_apply = le nombre de vos jetons Bénédiction valables pour cette prière
-query-tally_total = le nombre de cartes comptées par la prière
-query-blessings_held = le nombre de vos jetons Bénédiction

## Types de carte

-type-common_card =
    { $case ->
      *[nom]
            { $count ->
                [one] carte commune
               *[other] cartes communes
            }
       [de]
            { $count ->
                [one] de carte commune
               *[other] de cartes communes
            }
        [shown] une carte commune
    }
    .gender = feminine
-type-faction_card =
    { $case ->
      *[nom]
            { $count ->
                [one] carte de faction
               *[other] cartes de faction
            }
       [de]
            { $count ->
                [one] de carte de faction
               *[other] de cartes de faction
            }
        [shown] une carte de faction
    }
    .gender = feminine
-type-faction_board =
    { $case ->
      *[nom]
            { $count ->
                [one] plateau de faction
               *[other] plateaux de faction
            }
       [de]
            { $count ->
                [one] de plateau de faction
               *[other] de plateaux de faction
            }
    }
    .gender = masculine
-type-rule =
    { $case ->
      *[nom]
            { $count ->
                [one] règle
               *[other] règles
            }
       [de]
            { $count ->
                [one] de règle
               *[other] de règles
            }
    }
    .gender = feminine

## Étiquettes : couleurs, sortes, biens d’accord

-tag-brown = marron
-tag-grey = gris
-tag-red = rouge
-tag-pink = rose
-tag-gold = doré
-tag-black = noir
-tag-blue = bleu
-tag-violet = violet
-tag-orange = orange
-tag-production =
    { $case ->
      *[nom]
            { $count ->
                [one] lieu de production
               *[other] lieux de production
            }
       [de]
            { $count ->
                [one] de lieu de production
               *[other] de lieux de production
            }
        [shown] un lieu de production
    }
    .gender = masculine
-tag-feature =
    { $case ->
      *[nom]
            { $count ->
                [one] lieu de caractéristique
               *[other] lieux de caractéristique
            }
       [de]
            { $count ->
                [one] de lieu de caractéristique
               *[other] de lieux de caractéristique
            }
        [shown] un lieu de caractéristique
    }
    .gender = masculine
-tag-action =
    { $case ->
      *[nom]
            { $count ->
                [one] lieu d’action
               *[other] lieux d’action
            }
       [de]
            { $count ->
                [one] de lieu d’action
               *[other] de lieux d’action
            }
        [shown] un lieu d’action
    }
    .gender = masculine
-tag-twice = utilisable deux fois par tour
-tag-ruins =
    { $case ->
      *[nom]
            { $count ->
                [one] ruines
               *[other] ruines
            }
       [de]
            { $count ->
                [one] de ruines
               *[other] de ruines
            }
    }
    .gender = feminine
-tag-newlyweds = Jeunes Mariés
-tag-deal_wood = accord donnant du bois
-tag-deal_stone = accord donnant de la pierre
-tag-deal_food = accord donnant de la nourriture
-tag-deal_gold = accord donnant de l’or
-tag-deal_worker = accord donnant un ouvrier
-tag-deal_raze = accord donnant du jeton Destruction
-tag-deal_card = accord donnant une carte
-tag-deal_vp = accord donnant des PV

## Clés d’effet

-key-production = Production
-key-action = Action
-key-raze = Champ de destruction
-key-deal = Accord
-key-built = Caractéristique : chaque fois que vous construisez
-key-dealt = Caractéristique : chaque fois que vous passez un accord
-key-store = Au nettoyage
-key-cost = Coût
-key-before = Avant la prière
-key-tokens = Avec des jetons Bénédiction
-key-after = Après la pioche

## Le jeu et ses modules

-game-imperial-settlers = Imperial Settlers
-module-core = Imperial Settlers (jeu de base)
-module-aztecs = Imperial Settlers : Aztèques

## Modèles

-template-restock = reconstituer la pioche commune
-template-restock_own = reconstituer votre pioche de faction
-template-draw_common = piocher une carte commune
-template-draw_own = piocher une carte de faction
-template-draw_card = piocher une carte
-template-reveal_lookout = révéler les cartes de l’exploration
-template-counter_clockwise = le joueur dans le sens antihoraire, pour
-template-build_location = construire un lieu
-template-give_up_location = défausser un de vos lieux ou une de vos fondations
-template-make_deal = passer un accord
-template-raze_card = raser une carte de votre main
-template-raze_location = raser un lieu du joueur assis autant de places à votre gauche
-template-activate_location = activer un lieu d’action
-template-spend_workers = dépenser des ouvriers
-template-worker_good = une ressource ou une carte pour deux ouvriers
-template-defend = poser votre jeton Défense
-template-tidy_up = défausser ce que vous ne pouvez pas garder
-template-tidy_more = jetons Bénédiction et cartes gardées au nettoyage
-template-pray = Prier
-template-amen = terminer la prière
-template-draw_prayer = piocher les cartes de la prière
-template-add_stored = ajouter des cartes gardées
-template-pile = les cartes de la prière de la couleur
-template-count_pile = compter les cartes de la prière
-template-count_tokens = compter vos jetons Bénédiction comme des cartes
-template-blessing_bonus = le bonus des Bénédictions
-template-tricolour_counts = le jeton tricolore compte
-template-pick_colour = choisir la couleur de la prière
-template-pick_token_colour = choisir la couleur d’un jeton Bénédiction que vous avez
-template-only = compter seulement
-template-only_held = compter seulement, avec son jeton
-template-one_more = une carte de plus de
-template-clear_asks = oublier les couleurs de la prière
-template-clear_tallies = oublier les décomptes de la prière
-template-ask_brown = compter les cartes marron
-template-ask_grey = compter les cartes grises
-template-ask_red = compter les cartes rouges
-template-ask_pink = compter les cartes roses
-template-ask_gold = compter les cartes dorées
-template-ask_black = compter les cartes noires
-template-ask_blue = compter les cartes bleues
-template-ask_violet = compter les cartes violettes
-template-ask_white = compter les cartes blanches
-template-ask_any = compter les cartes de toute couleur
-template-ask_deal_colour = compter la couleur du bien que donne l’accord qui vient d’être passé
-template-spend_matching = dépenser des ressources correspondantes
-template-keep_a_blessing = garder un jeton Bénédiction
-template-keep_only = garder seulement
-word-announce = annoncer une couleur
-word-choose = choisir une couleur
-word-named = les couleurs que nomme la carte

## Cartes et règles

-component-setup_game = Mise en place
-component-setup_player = Mise en place d’un joueur
-component-take_faction = Prendre une faction
-component-lookout = Exploration
-component-production = Production
-component-action_turn = Un tour de la phase d’actions
-component-cleanup = Nettoyage
-component-final_scoring = Décompte final
-component-announce = Annoncer une couleur
-component-choose = Choisir une couleur
-component-named = Les couleurs que nomme la carte
-component-aztec-hints = Ce que valent les joueurs ordinateur avec les Aztèques
-component-armorer = Armurier
-component-lords-fields = Champs du seigneur
-component-masons-guild = Guilde des maçons
-component-castle = Château
-component-wood-storage = Entrepôt de bois
-component-ruins = Ruines
-component-quarry = Carrière
-component-woodcutters-trail = Sentier des bûcherons
-component-hamlet = Hameau
-component-grain-field = Champ de céréales
-component-watchtower = Tour de guet
-component-gold-stream = Ruisseau aurifère
-component-monument = Monument
-component-demo-assayers-yard = Cour de l’essayeur (démo)
-component-newlyweds = Jeunes Mariés
-component-demo-board = Plateau de faction de démo
-component-demo-lumber-camp = Camp de bûcherons (démo)
-component-demo-barracks-yard = Cour de la caserne (démo)
-component-demo-cottages = Chaumières (démo)
-component-demo-stoneworks = Taillerie (démo)
-component-demo-treasury = Trésorerie (démo)
-component-demo-scriptorium = Scriptorium (démo)
-component-demo-war-camp = Camp de guerre (démo)
-component-demo-market-hall = Halle du marché (démo)
-component-demo-guild-house = Maison de la guilde (démo)
-component-demo-harbour = Port (démo)
-component-demo-orchard = Verger (démo)
-component-demo-monument-hill = Colline du monument (démo)
-component-demo-trade-post = Comptoir (démo)
-component-demo-warehouse = Entrepôt (démo)
-component-demo-arena = Arène (démo)
-component-demo-palace = Palais (démo)
-component-demo-workshop = Atelier (démo)
-component-demo-watch-fort = Fort de guet (démo)
-component-aztec-board = Plateau de faction aztèque
-component-sacrificial-altar = Autel sacrificiel
-component-temple-of-the-rising-sun = Temple du Soleil levant
-component-voice-of-the-gods = Voix des dieux
-component-chapel-of-mars = Chapelle de Mars
-component-itinerant-priest = Prêtre itinérant
-component-fuji-apple-festival = Fête de la pomme Fuji
-component-demo-maize-terraces = Terrasses de maïs (démo)
-component-demo-feather-workshop = Atelier des plumes (démo)
-component-demo-obsidian-armoury = Armurerie d’obsidienne (démo)
-component-demo-shrine-of-offerings = Sanctuaire des offrandes (démo)
-component-demo-reliquary = Reliquaire (démo)
-component-demo-sun-calendar = Calendrier solaire (démo)
-component-demo-rain-pyramid = Pyramide de la pluie (démo)
-component-demo-keeper-of-blessings = Gardien des Bénédictions (démo)
-component-demo-chinampa = Chinampa (démo)
-component-demo-offering-basket = Panier d’offrandes (démo)
-component-demo-eagle-messenger = Messager aigle (démo)
-component-useful-markus = Markus l’Utile
-component-sturdy-foundations = Fondations solides
-component-shrine-of-thoth = Sanctuaire de Thot
-component-demo-great-teocalli = Grand Teocalli (démo)

## Appels de modèles (docs/translating.md) : les variables sont les paramètres

template-counter_clockwise-call = le joueur de rang { $p } dans le sens antihoraire à partir de la droite du premier joueur de la manche
template-raze_location-call = { $k ->
    [one] raser un lieu du joueur assis 1 place à votre gauche
   *[other] raser un lieu du joueur assis { $k } places à votre gauche
}
template-pray-call = { $mode_word ->
    [announce] annoncer une de ces couleurs, puis prier { $cards }
    [choose] prier { $cards }, puis choisir une de ces couleurs
   *[other] prier { $cards }
}
template-draw_prayer-call = piocher { $cards } cartes communes pour la prière
template-pile-call = les cartes { $col } de la prière
template-only-call = si { $colour }, seule cette couleur compte
template-only_held-call = si { $colour } et si { $held } vaut au moins 1, seule cette couleur compte
template-one_more-call = si { $counted }, ajouter 1 à { $tally }
template-keep_only-call = ne garder que votre { $token }

## Data fields (datum, fill … where)

-field-faction = faction

## data values (fill … where faction VALUE)

-word-aztecs = les Aztèques
-word-demo = la faction de démonstration

## template parameters as placeholders (-param-NAME, shown in capitals)

-param-cards = cartes
-param-mode = mode
-param-colour = couleur
-param-token = jeton
-param-tally = décompte
-param-col = couleur
-param-held = détenus
-param-counted = comptés

## Les phases d’une manche, telles que le journal d’une partie les nomme (event-phase)

-phase-lookout = guet
-phase-production = production
-phase-action = actions
-phase-cleanup = nettoyage

## Une carte jouée de la main passe par `site` le temps de ses effets : la question et le
## journal disent « joue » et où elle finit, pas le lieu de passage (docs/translating.md)
ask-put-to-site = Quelle carte { $supply_de } jouez-vous ?
log-put-to-site = { $who } joue { $what } { $source_de }
log-deal-from-site =
    { $what } { $count ->
        [one] va
       *[other] vont
    } dans { $target }

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-faction-label = Plateau de faction
-supply-faction_deck-label = Pioche de faction
-supply-faction_discard-label = Défausse de faction
-supply-hand-label = Main
-supply-empire-label = Empire
-supply-site-label = En construction
# ce que contient une réserve, quand on la compte (« le nombre de cartes de votre empire qui montrent rouge »)
-supply-empire-items = cartes de votre empire
-supply-site-items = cartes en cours de construction ou d’accord
-supply-prayer-items = cartes de la prière
-supply-deals-label = Accords
-supply-foundations-label = Fondations
-supply-stored-label = Gardées
-supply-stored_round-label = Gardées ce tour

# Ce que contiennent ses réserves, dans les phrases du moteur (« déplacer la carte du dessus de la pioche commune »)

-item =
    { $count ->
       *[one] carte
        [other] cartes
    }
    .gender = feminine

### Les phrases d’une partie en cours (teotl.text.play_text) : ce que demande chaque décision
### (`ask-`), comment se lit chaque option (`option-`), le journal (`event-`), les étapes faites
### pour le joueur (`forced-`), les aperçus (`preview-`), les pièces (`piece-`), les places (`seat-`).

## Places et pièces

seat-unplayed = couleur neutre { $number }
seat-unknown = personne
piece-described =
    { $whose ->
        [yours] { $piece_gender ->
            [feminine] votre { $piece }
           *[other] votre { $piece }
        }
        [unplayed] { $piece_gender ->
            [feminine] une { $piece } neutre
           *[other] un { $piece } neutre
        }
       *[seat] { $piece_gender ->
            [feminine] la { $piece } { $owner_de }
           *[other] le { $piece } { $owner_de }
        }
    }{ $place ->
        [board] { " " }de { -level } { $level } { $board_sur }
       *[none] {""}
    }{ $locked ->
        [yes] { " " }(bloqué)
       *[no] {""}
    }
piece-someone = un { $piece } { $who_de }
piece-unknown = un { $piece }

## Ce que demande une décision

ask-kind-choose = Choisissez
ask-kind-may = Le faire ?
ask-kind-continue = Continuer ?
ask-kind-target = Lequel ?
ask-kind-piece = Quelle pièce ?
ask-kind-distance = Jusqu’où ?
ask-kind-pay_with = Payer avec quoi ?
ask-kind-slot = Quelle place ?
ask-kind-spot = Quel emplacement ?
ask-kind-board = Quel plateau ?
ask-kind-node = Où aller ?
ask-kind-cell = Quelle case ?
ask-kind-rotation = Dans quel sens ?
ask-kind-component = Lequel ?
ask-kind-order = Lequel ensuite ?
ask-kind-other = Choisissez
ask-choose = Que faites-vous ?
ask-may = { $action } ?
ask-repeat =
    { $done ->
        [0] { $action } ?
       *[other] Encore une fois : { $action } ?
    }
ask-order = Dans quel ordre ? Ensuite : { $body }
ask-gain-which =
    { $group_gender ->
        [feminine] Quelle { $group } gagnez-vous ?
       *[other] Quel { $group } gagnez-vous ?
    }
ask-advance-which =
    { $group_gender ->
        [feminine] Sur quelle { $group } avancez-vous ?
       *[other] Sur quel { $group } avancez-vous ?
    }
ask-piece-move = Quel { $piece } se déplace ?
ask-piece-upgrade = Quel { $piece } gagne un point de { -level } ?
ask-piece-downgrade = Quel { $piece } perd un point de { -level } ?
ask-piece-relocate = Quel { $piece } revient ?
ask-piece-follow = Quel { $piece } vous accompagne ?
ask-piece-upgrade-each = Quel { $piece } (un autre à chaque fois) gagne un point de { -level } ?
ask-move-distance = Jusqu’où va { $piece } ?
ask-spot = Sur quel emplacement { $board_de } ?
ask-station = Sur quel plateau commence votre nouvel { $piece } ?
ask-component-acquire = Lequel prenez-vous parmi { $supply } ?
ask-component-take = Lequel prenez-vous parmi { $supply } ?
ask-component-put = Lequel de { $supply } y mettez-vous ?
ask-component-put-to = Lequel, parmi { $supply }, va dans { $to } ?
ask-component-place = Lequel de { $supply } posez-vous ?
ask-component-pick = Quel { $supply } choisissez-vous ?
ask-component-use = Quel { $supply } utilisez-vous ?
ask-component-renew = Quel { $supply } utilisé retournez-vous face visible ?
ask-place-cell = Où sur { $space } va { $component } ?
ask-place-turn = Dans quel sens va { $component } ?
ask-discount = Sur quelle ressource porte la réduction ?
ask-tile-build = Quelle tuile { $supply_de } construisez-vous ?
ask-tile-attach = Quelle tuile { $supply_de } posez-vous ?
ask-slot = Sur quelle place { $grid_de } ?
ask-rotation = Dans quel sens va { $tile } ?
ask-grid-spot = Sur quel emplacement va { $tile } ?
ask-build-more = Construire une autre tuile ? ({ $built } sur { $most } au plus)
ask-pushed = Votre pièce est poussée de { $node } : où va-t-elle ?
ask-map-mark = Quel lieu { $map_de } marquez-vous ?
ask-map-remove = De quel lieu { $map_de } reprenez-vous votre pièce ?
ask-token-slot =
    { $pushed ->
        [yes] Vous êtes poussé : sur quel emplacement { $ring_de } maintenant ?
       *[no] Sur quel emplacement { $ring_de } ?
    }
ask-pay-with = Payer { $amount } avec quoi ?
ask-pay-any = Payer avec quoi : { $members } ?

## Comment se lit une option

option-yes = Oui
option-no = Non
option-may-yes = Oui
option-may-no = Non, passer
option-repeat-yes =
    { $done ->
        [0] Oui
       *[other] Oui, encore une fois
    }
option-repeat-no = Non, arrêter
option-number = Option { $number }
option-track-step = { $track } (maintenant à la case { $step })
option-boards =
    { $direction ->
        [back] { $count } { $count ->
            [one] plateau
           *[other] plateaux
        } en arrière
       *[forward] { $count } { $count ->
            [one] plateau
           *[other] plateaux
        } plus loin
    }{ $known ->
        [yes] { " " }: vers { $board }
       *[no] {""}
    }
option-spot-free = Emplacement { $spot } (libre)
option-spot-fee = Emplacement { $spot } : { $piece } qui s’y trouve est libéré pour { $fee }
option-spot-waived = Emplacement { $spot } : { $piece } qui s’y trouve est libéré avec { $flag }
option-cell = Ligne { $row }, colonne { $column }
option-edge = { $first } – { $second }
option-edge-end = { $name } en ligne { $row }, colonne { $column }
option-turn =
    { $turns ->
        [0] Comme imprimée
        [1] Un quart de tour dans le sens horaire
        [2] Un demi-tour
       *[3] Trois quarts de tour dans le sens horaire
    }
option-turn-edges = { $field } : { $edges }
option-turn-edge = { $side } { $value }
option-less = 1 { $amount } de moins
option-icons = [{ $icons }]
option-matches =
    { $count ->
        [0] aucune correspondance
        [one] 1 correspondance
       *[other] { $count } correspondances
    }
option-track-plus = +1 { $track }
option-slot =
    Place { $slot } (niveau { $level }{ $paid ->
        [yes] { " " }: { $cost }
       *[no] {""}
    })
option-rotation =
    { $turns ->
        [0] Comme imprimée
        [1] Un quart de tour
        [2] Un demi-tour
       *[3] Trois quarts de tour
    } : { $icons } sur { $covered }, { $matches }
option-grid-spot = { $side }, niveau { $level } : sur { $covered }, { $matches }
option-node-path = { $node } ({ $path })
option-token-slot =
    Arrêt { $stop }, emplacement { $place }{ $aimed ->
        [yes] , près { $board_de }
       *[no] {""}
    }
option-pay = Payer { $amount }
option-pay-instead = Payer { $amount } pour { $instead }

## Une étape faite pour le joueur (c’était le seul choix possible)

forced-step = { $question } — { $answer } (le seul choix possible)

## Le journal

event-mark = { $who } pose { $marks } sur { $component }
event-generic = { $who } : { $what }
event-at = { $line } ({ $board })
event-at-level = { $line } ({ $board }, { -level } { $level })
event-for = { $line } ({ $rule })
event-game-start = Une partie à { $players } joueurs commence
event-score = { $who } { $score }
event-game-end = Fin de la partie : { $scores }
event-turn = — manche { $round }, au tour { $who_de } —
event-phase = — manche { $round } : { $phase } —
event-turn-limit = La partie est arrêtée après { $turns } tours (la limite de tours)
event-pass = { $who } passe
event-gain = { $who } gagne { $amount }
event-pay = { $who } paie { $amount }
event-pay-instead = { $who } paie { $amount } à la place de { $instead }
event-lose = { $who } perd { $amount }
event-lost = { $who } n’a pas de place pour { $amount } : perdu
event-owe =
    { $who } doit { $due } et paie { $paid }{ $penalty ->
        [0] {""}
       *[other] , et perd { $penalty } en pénalité
    }
event-cannot-pay = { $who } ne peut pas payer { $cost }
event-set-resource = { $who } a maintenant { $amount }
event-set-counter = { $counter } : { $value }
event-advance = { $who } avance { $track_sur } jusqu’à la case { $step }
event-reset = Le marqueur { $who_de } { $track_sur } revient à { $step }
event-retreat = { $who } recule { $track_sur } jusqu’à la case { $step }
event-move = { $piece } va { $board_sur }
event-upgrade = { $piece } passe à { -level } { $level }
event-downgrade = { $piece } descend à { -level } { $level }
event-unlock = { $piece } est libéré
event-lock = { $piece } occupe l’emplacement { $spot } { $board_de } et y est bloqué
event-relocate = { $piece } revient { $board_sur } avec { -level } { $level }
event-follow = { $piece } accompagne le mouvement { $board_sur }
event-station = { $who } place un { $piece } { $board_sur }
event-recruit = { $who } fait entrer un nouvel { $piece } { $board_sur }
event-scatter = { $owner } place ses pièces sur { $boards }
event-ring = Les plateaux sont disposés dans le sens horaire : { $boards }
event-claim = { $who } prend { $component }
event-take = { $who } prend { $component }
event-acquire = { $who } acquiert { $component }
event-pick = { $who } choisit { $component }
event-use = { $who } utilise { $component }
event-renew = { $who } retourne { $component } face visible
event-grant = { $who } peut utiliser { $flag } ce tour-ci
event-consume = { $who } utilise { $flag }
event-roll = { $who } lance { $dice } : { $result }
event-hidden-components =
    { $count ->
        [one] 1 élément caché
       *[other] { $count } éléments cachés
    }
event-deal =
    { $what } { $count ->
        [one] passe
       *[other] passent
    } { $source_de } à { $target }
event-put = { $who } met { $what } { $source_de } sur { $target }
event-discard = { $who } défausse { $component } { $supply_de }
event-discard-hidden = { $who } défausse un élément caché { $supply_de }
event-build =
    { $who } construit { $tile } sur { $grid } (niveau { $level }) : { $matches ->
        [0] aucune correspondance
        [one] 1 correspondance
       *[other] { $matches } correspondances
    }
event-attach =
    { $who } pose { $tile } sur { $grid } : { $matches ->
        [0] aucune correspondance
        [one] 1 correspondance
       *[other] { $matches } correspondances
    }
event-preplace = { $tile } est posée sur { $grid_def }
event-discount = { $who } économise { $amount } (réduction)
event-place =
    { $who } pose { $component } { $space_sur } ligne { $row }, colonne { $column }{ $turns ->
        [0] {""}
        [1] , d’un quart de tour
        [2] , d’un demi-tour
       *[3] , de trois quarts de tour
    }
event-map-arrive = La pièce { $who_de } arrive à { $node }
event-map-push = La pièce { $who_de } arrive à { $node } et pousse la pièce { $pushed_de }
event-map-steered =
    La pièce poussée { $who_de } continue vers { $node }{ $random ->
        [yes] { " " }(au hasard)
       *[no] {""}
    }
event-map-mark =
    { $who } marque { $node }{ $removed ->
        [yes] { " " }et reprend la pièce qui s’y trouve
       *[no] {""}
    }
event-map-remove = { $who } reprend une pièce de { $node }
seat-token-position = { $ring } : { $place }
event-landed =
    Le marqueur { $who_de } se trouve { $ring_sur }, arrêt { $stop }, emplacement { $place }{ $pushed ->
        [yes] { " " }(poussé)
       *[no] {""}
    }
event-say = { $who } { $text }
event-auto =
    { $who } choisit { $answer }{ $reason ->
        [yes] { " " }: { $why }
       *[no] {""}
    }
event-activate = { $who } effectue { $component } ({ $position } { $arrangement_de })
event-reorder = { $arrangement } est réarrangée : { $shifts }
event-reorder-shift = { $source } passe en { $target }
event-layout = { $arrangement } : { $places }
event-layout-place = { $position } { $component }
event-layout-directions = { $layout } ; tuiles de direction (du haut) : { $sides }
event-flip = { $component } est retournée : { $now }
event-flip-hidden = Un élément caché { $supply_de } est retourné


## Ce qu’une option coûte et rapporte (calculé par le moteur, teotl.runtime.preview)

preview-parts = { $parts }
preview-pay = payer { $amounts }
preview-gain = gagner { $amounts }
preview-track = { $track } { $before } → { $after }
preview-own = prendre { $components }
preview-placed = poser { $component }
preview-piece-new = { $piece } { $board_sur } ({ -level } { $level })
preview-piece-move = { $piece } → { $board } ({ -level } { $level })
preview-piece-level = { $piece } : { -level } { $before } → { $after }
preview-piece-locked = { $piece } est bloqué
preview-piece-unlocked = { $piece } est libéré
preview-counter = { $counter } { $before } → { $after }
preview-signed =
    { $sign ->
        [plus] +{ $amount }
       *[minus] −{ $amount }
    }
preview-other = { $who } : { $changes }
preview-chance = la suite dépend du hasard
preview-then = puis : { $question }
preview-then-other = puis { $who } décide
preview-then-choose = puis : { $options }

## The sides of a tile or a grid

-side-top = en haut
-side-right = à droite
-side-bottom = en bas
-side-left = à gauche

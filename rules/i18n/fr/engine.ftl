### teotl — les messages du moteur en français : un message par type de nœud de l’arbre
### syntaxique, par verbe et par requête (docs/translating.md). Style : infinitif, comme sur
### les aides de jeu (« Gagner 3 cacaos et 5 bois. »).
###
### Les noms viennent des catalogues du jeu (rules/JEU/i18n/fr/). Formes par suffixe : `{ $track_sur }` est la
### variante `sur` du terme (« sur le temple bleu »), `{ $supply_de }` la variante `de`
### (« de la pioche »), `{ $what_gender }` l’attribut `.gender`.

## Phrases et listes

sentence = { $clause }.
list-and-pair = { $first } et { $second }
list-and-more = { $first }, { $rest }
list-or-pair = { $first } ou { $second }
list-or-more = { $first }, { $rest }
list-then-pair = { $first }, puis { $second }
list-then-more = { $first }, { $rest }
list-options-pair = { $first } ; ou { $second }
list-options-more = { $first } ; { $rest }
list-arms-pair = { $first } ; { $second }
list-arms-more = { $first } ; { $rest }
list-steps-pair = { $first } ; { $second }
list-steps-more = { $first } ; { $rest }
list-details-pair = { $first }, { $second }
list-details-more = { $first }, { $rest }
with-details = { $main } ({ $details })

## Quantités

amount = { $count } { $resource }
amount-expr = autant { $resource_de } que { $value }
amount-any = { $count } { $group } au choix
amount-any-expr = autant { $group_de } au choix que { $value }
amount-per = { $amount }, multiplié par { $per }

## Instructions

stmt-gain = gagner { $amounts }
stmt-pay = payer { $cost } : { $body }
stmt-choose = choisir une option : { $options }
stmt-may = vous pouvez { $body }
stmt-repeat =
    { $count ->
        [one] une fois
        [2] deux fois
       *[other] { $count } fois
    } : { $body }
stmt-repeat-expr = autant de fois que { $count } : { $body }
stmt-repeat-upto = autant de fois que souhaité, jusqu’à { $count } fois : { $body }
stmt-repeat-upto-expr = autant de fois que souhaité, au plus autant de fois que { $count } : { $body }
stmt-if = si { $condition } : { $then }
stmt-if-else = si { $condition } : { $then } ; sinon : { $otherwise }
stmt-case = selon { $value } : { $arms }
case-arm = { $key } : { $body }
key-else = sinon
range-span = { $low }–{ $high }
range-open = { $low } ou plus
stmt-roll =
    lancer { $dice ->
        [one] un dé à { $sides } faces
       *[other] { $dice } dés à { $sides } faces
    } ; selon le résultat : { $arms }
stmt-priority = faire la première de ces options qui s’applique : { $steps }
priority-when = si { $condition }, { $body }
priority-otherwise = sinon, { $body }
stmt-each =
    { $who ->
        [other] chaque autre joueur, dans l’ordre du tour : { $body }
       *[player] chaque joueur, dans l’ordre du tour : { $body }
    }
stmt-each-where =
    { $who ->
        [other] chaque autre joueur, dans l’ordre du tour, si { $condition } : { $body }
       *[player] chaque joueur, dans l’ordre du tour, si { $condition } : { $body }
    }
stmt-nothing = rien ne se passe

## Déclencheurs et modificateurs

effect-trigger = après chaque { $event } : { $body }
effect-trigger-filter = après chaque { $event } ({ $filter }) : { $body }
effect-modifier-increase = { $value } augmente de { $amount }
effect-modifier-decrease = { $value } diminue de { $amount }
effect-modifier-increase-filter = { $value } ({ $filter }) augmente de { $amount }
effect-modifier-decrease-filter = { $value } ({ $filter }) diminue de { $amount }
effect-modifier-while = { $modifier } tant que { $condition }

## Expressions et conditions

expr-add = { $left } plus { $right }
expr-sub = { $left } − { $right }
expr-mul = { $left } × { $right }
expr-div = { $left } ÷ { $right }
expr-neg = −{ $value }
expr-paren = ({ $value })
cmp-ge = { $left } vaut au moins { $right }
cmp-le = { $left } vaut au plus { $right }
cmp-gt = { $left } vaut plus de { $right }
cmp-lt = { $left } vaut moins de { $right }
cmp-eq = { $left } vaut { $right }
cmp-ne = { $left } ne vaut pas { $right }
cond-and = { $left } et { $right }
cond-or = { $left } ou { $right }
cond-not = il est faux que { $condition }
cond-flag = vous avez { $flag }
cond-leader = vous êtes (à égalité) le plus avancé { $track_sur }
expr-bool = (1 si { $condition }, sinon 0)
ref-resource =
    { $case ->
       *[nom] votre réserve { $resource_de }
    }
ref-track = votre position { $track_sur }
ref-counter =
    { $case ->
       *[nom] { $counter }
    }

## Valeurs de contexte

ctx-level = la valeur de { -level } de la pièce concernée
ctx-pieces_here = le nombre de vos pièces libres sur ce plateau
ctx-min_level_here = la plus basse valeur de { -level } parmi vos pièces sur ce plateau
ctx-owners_here = le nombre de couleurs parmi les autres pions sur ce plateau
ctx-slot_row = la rangée de la { -item } qui vient d’être prise
ctx-slot_column = la colonne de la { -item } qui vient d’être prise
ctx-step = la case qui vient d’être atteinte
ctx-players = le nombre de joueurs
ctx-spot = l’emplacement qui vient d’être occupé
ctx-board_number = le numéro de ce plateau
ctx-board_number-board =
    { $negated ->
        [yes] ce plateau n’est pas { $board }
       *[no] ce plateau est { $board }
    }
ctx-seat = votre place dans l’ordre du tour (0 pour le premier joueur)

## Requêtes

query-min =
    { $count ->
        [2] le minimum entre { $first } et { $rest }
       *[other] le minimum entre { $first }, { $rest }
    }
query-max =
    { $count ->
        [2] le maximum entre { $first } et { $rest }
       *[other] le maximum entre { $first }, { $rest }
    }
query-abs = la valeur absolue de { $value }
query-available = la quantité { $resource_de } que vous pourriez payer (jokers compris)
query-count = le nombre { $what_de } que vous possédez
query-pairs = le nombre de paires { $what_de } que vous possédez
query-table = la valeur de « { $table } » pour { $index }
query-set_score = le score « { $table } » de vos ensembles { $tag_de } différents
query-best_set = le score « { $table } » de votre meilleur ensemble { $tag_de } différents
query-pieces_level = le nombre de vos { $pieces } de { -level } { $low } à { $high }
query-pieces_on = le nombre de vos { $pieces } libres { $board_sur }
query-tracks_at_least = le nombre { $group_de } où vous êtes sur la case { $step } ou plus haut
query-leader = 1 si vous êtes (à égalité) le plus avancé { $track_sur }, sinon 0
query-flag = 1 si vous avez { $flag }, sinon 0
query-owns = vous la possédez déjà
query-locked = le nombre de vos { $pieces } bloqués
query-datum = la valeur « { $field } » de { $component }
query-datum-index = la valeur « { $field } » de { $component } pour { $index }
query-top_datum = la valeur « { $field } » de la { -item } du dessus { $supply_de }
query-slot_datum = la valeur « { $field } » de la { -item } à la place { $slot } { $supply_de }
query-ring_number = le numéro du plateau à une position de l'anneau
query-ring_position = la place du plateau { $board } dans l'anneau
query-filtered = { $value } ({ $filter })
query-generic = { $name }({ $values })

## Pièces

piece-phrase =
    { $place ->
        [acting] { $piece_def } concerné
       *[other]
            { $rank ->
                [weakest]
                    { $state ->
                        [unlocked] votre { $piece } libre le plus faible
                        [locked] votre { $piece } bloqué le plus faible
                       *[any] votre { $piece } le plus faible
                    }
                [strongest]
                    { $state ->
                        [unlocked] votre { $piece } libre le plus fort
                        [locked] votre { $piece } bloqué le plus fort
                       *[any] votre { $piece } le plus fort
                    }
               *[any]
                    { $state ->
                        [unlocked] un de vos { $pieces } libres
                        [locked] un de vos { $pieces } bloqués
                       *[any] un de vos { $pieces }
                    }
            }
    }{ $place ->
        [here] {" "}sur ce plateau
       *[other] {""}
    }
piece-on-board = { $board_sur }
piece-skip-boards = en sautant { $boards }

## Verbes

verb-advance =
    { $steps ->
        [one] avancer d’une case { $track_sur }
       *[other] avancer de { $steps } cases { $track_sur }
    }
verb-advance-any =
    { $steps ->
        [one] avancer d’une case sur { $group_gender ->
            [feminine] une
           *[other] un
        } { $group } de votre choix
       *[other] avancer de { $steps } cases sur { $group_gender ->
            [feminine] une
           *[other] un
        } { $group } de votre choix
    }
verb-upgrade =
    { $times ->
        [one] renforcer { $piece }
       *[other] renforcer { $times } fois { $piece }
    }
verb-downgrade =
    { $times ->
        [one] affaiblir { $piece }
       *[other] affaiblir { $times } fois { $piece }
    }
verb-move =
    déplacer { $piece } de { $kind ->
        [single] { $low }
        [open] { $low } ou plus
       *[span] { $low } à { $high }
    } { $high ->
        [one] plateau
       *[other] plateaux
    } dans le sens { $direction ->
        [back] antihoraire
       *[forward] horaire
    }
verb-follow = { $piece } du même plateau l’accompagne jusqu’au même plateau
verb-unlock = libérer tous vos { $pieces } bloqués
verb-claim =
    { $free ->
        [yes] prendre gratuitement la { -item } du dessus { $supply_de }
       *[no] prendre la { -item } du dessus { $supply_de } en payant son coût
    }
verb-claim-here =
    { $free ->
        [yes] prendre gratuitement la { -item } de cet emplacement
       *[no] prendre la { -item } de cet emplacement en payant son coût
    }
verb-acquire =
    { $mode ->
        [choice] placer votre marqueur sur une { -item } { $supply_de } des rangées 1 à { $value } que vous n’avez pas encore
        [number] placer votre marqueur sur la { -item } numéro { $value } { $supply_de }
       *[lowest] placer votre marqueur sur la { -item } de plus petit numéro { $supply_de } que vous n’avez pas encore
    }{ $free ->
        [yes] , gratuitement
       *[no] , en payant son coût
    }
verb-grant = gagner { $flag } (usage unique)
verb-consume = utiliser { $flag }
verb-lose = perdre { $amount }
verb-owe = payer { $amount } ; pour chaque unité impayée, perdre { $penalty }
verb-recruit = placer un { $piece } supplémentaire de { -level } { $level } { $board_sur }
verb-relocate = placer { $piece } { $board_sur }, libre, à { -level } { $level }
verb-recruit-on =
    placer un { $piece } supplémentaire de { -level } { $level } sur un plateau indiqué sur { $what_gender ->
        [feminine] l’une
       *[other] l’un
    } de vos { $what } où vous n’en avez pas encore
verb-scatter = pour { $owners } couleurs non jouées, placer { $each } { $pieces } de cette couleur de { -level } { $level } sur les plateaux indiqués sur des { -item(count: "other") } tirées { $supply_de }
verb-set = régler { $counter } sur { $value }
verb-emit = les effets « après chaque { $event } » s’appliquent
verb-resolve-board = exécuter { $key_def } de ce plateau
verb-resolve-owned =
    exécuter { $what_gender ->
        [feminine] chacune
       *[other] chacun
    } de vos { $what }
verb-resolve-owned-key =
    exécuter { $key_def } de { $what_gender ->
        [feminine] chacune
       *[other] chacun
    } de vos { $what }
verb-resolve-supply = exécuter la { -item } en position { $index } { $supply_de }
verb-resolve-supply-expr = exécuter la { -item } { $supply_de } (position : { $index })
verb-resolve-component = exécuter « { $component } »
verb-resolve-component-key = exécuter « { $key } » de « { $component } »
verb-resolve-shown = exécuter la { -item } que montre { $item }
verb-resolve-shown-key = exécuter « { $key } » de la { -item } que montre { $item }
verb-try = exécuter « { $component } » si possible
verb-try-key = exécuter « { $key } » de « { $component } » si possible
verb-pick =
    choisir { $what_gender ->
        [feminine] une { $what } réalisable
       *[other] un { $what } réalisable
    } et l’exécuter
verb-use =
    utiliser { $what_gender ->
        [feminine] une de vos { $what } non utilisées
       *[other] un de vos { $what } non utilisés
    }
verb-occupy = bloquer { $piece_def } sur un emplacement de ce plateau ; si un { $piece } d’un autre joueur s’y trouve, payer { $fee } et le libérer
verb-occupy-free = bloquer { $piece_def } sur un emplacement libre de ce plateau
verb-occupy-waived = bloquer { $piece_def } sur un emplacement de ce plateau ; si un { $piece } d’un autre joueur s’y trouve, payer { $fee } (ou utiliser { $flag }) et le libérer
verb-fill =
    mettre { $what_gender ->
        [feminine] toutes les
       *[other] tous les
    } { $what } dans { $supply }
verb-fill-where =
    mettre { $what_gender ->
        [feminine] toutes les
       *[other] tous les
    } { $what } dont « { $field } » vaut { $value } dans { $supply }
verb-shuffle = mélanger { $supply }
verb-shuffle-boards = mélanger les plateaux de l’anneau
verb-shuffle-boards-except = mélanger les plateaux de l’anneau, sauf { $boards }
verb-sort = trier { $supply } par numéro
verb-deal =
    { $count ->
        [one] déplacer la { -item } du dessus { $source_de } vers { $target }
       *[other] déplacer les { $count } { -item(count: "other") } du dessus { $source_de } vers { $target }
    }
verb-deal-expr = déplacer autant de { -item(count: "other") } que { $count } du dessus { $source_de } vers { $target }
verb-refill = compléter { $target } jusqu’à { $count } avec { $source }
verb-take =
    { $free ->
        [yes] prendre gratuitement une { -item } au choix { $supply_de }
       *[no] prendre une { -item } au choix { $supply_de } en payant son coût
    }
verb-renew =
    { $count ->
        [one] retourner face visible une de vos { $what } utilisées : elle peut être réutilisée
       *[other] retourner face visible jusqu’à { $count } de vos { $what } utilisées : elles peuvent être réutilisées
    }
verb-clear = vos permissions à usage unique non utilisées expirent
verb-settle = ce que vous avez acquis pendant cette action prend effet
verb-reset = placer votre marqueur { $track_sur } sur la case { $step }, sans récompense
verb-build = construire une { -item } { $supply_de } sur « { $grid } »
verb-attach = placer une { -item } { $supply_de } sur un emplacement libre de « { $grid } »
verb-preplace = placer des { -item(count: "other") } { $supply_de } sur les emplacements de départ de « { $grid } »
grid-up-to = jusqu’à { $count } { -item(count: "other") }
grid-up-to-value = au plus { $count }
grid-discount = { $count } ressource de moins
grid-discount-value = en déduisant du coût { $count }
grid-matches = comptée comme { $count } { $count ->
        [one] correspondance
       *[other] correspondances
    }, aucune colorée
grid-auto = placée automatiquement
grid-free = gratuitement
grid-random = selon un motif aléatoire
verb-move-acting =
    déplacer { $piece } { $counted ->
        [yes] de { $forward } plateaux
       *[other] d’autant de plateaux que { $forward }
    } dans le sens horaire
verb-occupy-first =
    { $next ->
        [yes] bloquer { $piece } sur le premier emplacement libre du prochain plateau dans le sens horaire qui en a{ $skipping ->
            [yes] , { $skip }
           *[no] {""}
        } (si aucun n’est libre, sur celui d’un autre joueur, dont la pièce est libérée)
       *[no] bloquer { $piece } sur le premier emplacement libre de son plateau (si aucun n’est libre, sur celui d’un autre joueur, dont la pièce est libérée)
    }
verb-automate = « { $policy } » exécute « { $component } » en répondant à chaque choix selon ses propres règles
verb-automate-key = « { $policy } » exécute « { $key } » de « { $component } » en répondant à chaque choix selon ses propres règles
verb-acquire-by-order =
    { $mode ->
        [slot] placer gratuitement votre marqueur sur la { -item } de l’emplacement { $slot } { $supply_de }
       *[unclaimed] placer gratuitement votre marqueur sur la { -item } de plus petit numéro { $supply_de } sans marqueur
    }
verb-claim-lowest =
    { $lacking ->
        [yes] prendre, en payant son coût, { $what_gender ->
            [feminine] la meilleure
           *[other] le meilleur
        } { $what } qui vous manque au sommet de : { $supplies }
       *[no] prendre, en payant son coût, { $what_gender ->
            [feminine] la meilleure
           *[other] le meilleur
        } { $what } au sommet de : { $supplies }
    }
verb-discard =
    { $count ->
        [one] retirer du jeu la { -item } du dessus { $supply_de }
       *[other] retirer du jeu les { $count } { -item(count: "other") } du dessus { $supply_de }
    }
verb-own = « { $component } » vous appartient désormais
verb-say = « { $text } »
verb-activate-position = exécuter la { -item } en position « { $position } », puis réorganiser la disposition
verb-activate = exécuter la { -item } en position « { $position } » de « { $arrangement } », puis la réorganiser
verb-activate-key = exécuter « { $key } » de la { -item } en position « { $position } » de « { $arrangement } », puis la réorganiser
verb-reorder = réorganiser « { $arrangement } » comme si la { -item } en position « { $position } » avait été utilisée
verb-flip =
    { $which ->
        [top] retourner la { -item } du dessus { $supply_de }
        [random] retourner au hasard chaque { -item } { $supply_de }
       *[all] retourner toutes les { -item(count: "other") } { $supply_de }
    }
verb-cycle =
    { $count ->
        [one] placer la { -item } du dessus { $supply_de } en dessous
       *[other] placer les { $count } { -item(count: "other") } du dessus { $supply_de } en dessous
    }
verb-show = montrer « { $arrangement } »
verb-generic = { $verb } { $args }

## Étiquettes

# a section of a component's rule text on one line, after its label (a preview)
field-inline = { $label } : { $text }
field-cost = Coût
field-trigger = Effet permanent
field-modifier = Effet permanent
field-step = Case { $step }
field-printed = Imprimé ({ $lang })
field-generated = Généré ({ $lang })
field-grid = Table de récompenses (lignes : { $rows } ; colonnes : { $columns })
doc-type = type : { $type }
# how many of a component there are (`copies:`), beside its type in `teotl explain`
doc-copies = { $count ->
        [one] 1 exemplaire
       *[other] { $count } exemplaires
    }
doc-copies-per-player = { $count ->
        [one] 1 exemplaire
       *[other] { $count } exemplaires
    } par joueur
doc-copies-players = { $count } à { $players } joueurs
doc-copies-except = { $copies } ({ $others })
doc-module = Module : { $module }
doc-no-text = (aucun effet)
doc-no-printed = (pas de texte imprimé)
doc-label = { $label } :

## Noms génériques

-level = niveau

## pions sur un anneau (token_ring.py)

verb-move_token = déplacer votre pion { $ring_sur } { $back ->
        [yes] dans le sens inverse des aiguilles d’une montre
       *[no] dans le sens des aiguilles d’une montre
    } { $kind ->
        [number] { $steps ->
            [one] d’un arrêt
           *[other] de { $steps } arrêts
        }
       *[expr] d’autant d’arrêts que { $steps },
    } et le poser sur un emplacement de cet arrêt ; un pion déjà sur cet emplacement est poussé d’un arrêt dans le même sens, son propriétaire choisissant l’emplacement (ce qui peut en pousser d’autres)
verb-place_token = poser votre pion sur un emplacement { $ring_de }, à un arrêt sans pion d’un autre joueur
query-token_slot = le numéro de l’emplacement où se trouve votre pion { $ring_sur }
query-token_stop = l’arrêt { $ring_de } où se trouve votre pion
query-token_board = le numéro du plateau vers lequel pointe l’emplacement de votre pion { $ring_sur }
source-players_on =
    { $case ->
       *[nom] les joueurs dont l’arrêt du pion { $ring_sur } est { $stop }
        [de] des joueurs dont l’arrêt du pion { $ring_sur } est { $stop }
    }

## pions sur un graphe (graph_moves.py), ses nœuds (graph_sources.py, graph_queries.py) et pions différents (levels.py)

verb-enter = poser un de vos pions sur { $node } de { $space } ; s’il est plein, le pion arrivé le premier est poussé vers un nœud plus loin sur son chemin, choisi par son propriétaire (ce qui peut en pousser d'autres)
verb-enter-from = poser un pion de votre réserve ({ $counter }) sur { $node } de { $space } ; s’il est plein, le pion arrivé le premier est poussé vers un nœud plus loin sur son chemin, choisi par son propriétaire (ce qui peut en pousser d'autres)
verb-enter-entry = son entrée
verb-claim_node =
    { $keep ->
        [yes] prendre pour vous un nœud de { $space } (« { $key } », encore à personne) où vous avez un pion, et gagner sa récompense
       *[no] choisir un nœud de { $space } (« { $key } », encore à personne) où vous avez un pion : ce pion quitte le jeu, le nœud est à vous et vous gagnez sa récompense
    }
verb-remove_piece = retirer du jeu un de vos pions sur { $space }
query-occupants = le nombre de pions sur { $node }
query-occupants-own = le nombre de vos pions sur { $node }
query-occupants-of = le nombre de pions du joueur { $player } sur { $node }
query-capacity = combien de pions { $node } peut accueillir
query-claimed_by = le joueur qui a pris { $node }
query-is_node = { $node } est { $name }
query-datum-node = la valeur « { $field } » de { $item }
source-nodes =
    { $case ->
       *[nom] les nœuds de { $space }
        [de] des nœuds de { $space }
    }
source-ahead =
    { $case ->
       *[nom] les nœuds devant { $node }
        [de] des nœuds devant { $node }
    }
source-links =
    { $case ->
       *[nom] les nœuds reliés à { $node }
        [de] des nœuds reliés à { $node }
    }
verb-upgrade-different = augmenter de 1 la valeur de { -level } de { $count } pions différents, chacun { $piece }

## Parcourir des choses (docs/game-model.md) : each … in, fonctions sur une source, as, require

-source-players =
    { $case ->
       *[nom] les joueurs
        [de] des joueurs
    }
-source-others =
    { $case ->
       *[nom] les autres joueurs
        [de] des autres joueurs
    }
source-function = { $name } de { $args }
source-any-order = { $items }, dans l’ordre de votre choix
stmt-each-in-players = pour chacun { $items_de } ({ $name }) : { $body }
stmt-each-in-players-where = pour chacun { $items_de } ({ $name }) tel que { $condition } : { $body }
stmt-each-in = pour chaque élément { $items_de } ({ $name }) : { $body }
stmt-each-in-where = pour chaque élément { $items_de } ({ $name }) tel que { $condition } : { $body }
query-count-in = le nombre { $items_de }
query-count-in-showing = le nombre { $items_de } qui montrent { $what }
query-count-in-supply = le nombre d’éléments { $items_de }
query-count-in-supply-showing = le nombre d’éléments { $items_de } qui montrent { $what }
query-count-of = le nombre de { $members }
query-count-of-showing = le nombre de { $members } qui montrent { $what }
query-count-in-where = le nombre d’éléments { $items_de } ({ $name }) tels que { $condition }
query-any-in = il existe au moins un élément { $items_de }
query-any-in-where = pour au moins un élément { $items_de } ({ $name }), { $condition }
query-all-in-where = pour chaque élément { $items_de } ({ $name }), { $condition }
query-sum-in = le total de { $value } parmi { $items } ({ $name })
query-sum-in-where = le total de { $value } parmi les éléments { $items_de } ({ $name }) tels que { $condition }
query-min-in = la plus petite valeur de { $value } parmi { $items } ({ $name })
query-min-in-where = la plus petite valeur de { $value } parmi les éléments { $items_de } ({ $name }) tels que { $condition }
query-max-in = la plus grande valeur de { $value } parmi { $items } ({ $name })
query-max-in-where = la plus grande valeur de { $value } parmi les éléments { $items_de } ({ $name }) tels que { $condition }
stmt-as = { $player } fait ceci : { $body }
stmt-as-seat = le joueur { $seat } fait ceci : { $body }
stmt-require = seulement si { $condition }
expr-mod = le reste de la division : { $left } divisé par { $right }
query-has = { $item } montre { $what_shown }
query-rank = votre place selon { $value } (1 pour la plus haute ; les ex æquo partagent la place)
query-tied = combien de joueurs (vous compris) sont à égalité avec vous selon { $value }
verb-pass = passer (plus de tour pour vous dans cette phase)
query-passed = vous avez passé dans cette phase

## Grilles et valeurs des pistes (grid_queries.py, grid_sources.py, placing.py, track_values.py)

verb-place =
    { $hidden ->
        [yes] poser la { -item } du dessus { $supply_de }
       *[no] poser une { -item } au choix { $supply_de }
    } { $mode ->
        [at] sur { $cell } de { $space }
        [over] sur une { -item } de { $space }
        [empty] sur une case vide de { $space }
       *[frontier] sur une case vide de { $space } à côté d’une { -item }
    }{ $rotated ->
        [yes] , tournée à votre gré
       *[no] {""}
    }{ $free ->
        [yes] , gratuitement
       *[no] {" "}en payant son coût
    }
verb-place-where = { $place } (seulement là où { $condition })
verb-retreat =
    { $steps ->
        [one] reculer d’une case { $track_sur }
       *[other] reculer de { $steps } cases { $track_sur }
    }
query-empty = { $cell } est vide
query-owner = le propriétaire de { $cell }
query-rotation = les quarts de tour de la { -item } sur { $cell }
query-layers = le nombre de { -item(count: "other") } empilées sur { $cell }
query-row = la rangée de { $cell }
query-column = la colonne de { $cell }
query-edge = la valeur « { $field } » du bord de { $cell } tourné vers { $neighbour }
query-touching = le nombre de cases à côté de { $cell } qui montrent des { $what }
query-adjacent = { $first } et { $second } ont un bord commun
query-value = la valeur de votre case { $track_sur }
query-datum-shown = la valeur « { $field } » de la { -item } que montre { $item }
query-datum-shown-index = la valeur « { $field } » de la { -item } que montre { $item } pour { $index }
source-cells =
    { $case ->
       *[nom] les cases occupées de { $space }
        [de] des cases occupées de { $space }
    }
source-frontier =
    { $case ->
       *[nom] les cases vides de { $space } à côté d’une { -item }
        [de] des cases vides de { $space } à côté d’une { -item }
    }
source-frontier-bounded =
    { $case ->
       *[nom] les cases vides de { $space }
        [de] des cases vides de { $space }
    }
source-neighbours =
    { $case ->
       *[nom] les cases à côté de { $cell }
        [de] des cases à côté de { $cell }
    }
source-diagonals =
    { $case ->
       *[nom] les cases en diagonale de { $cell }
        [de] des cases en diagonale de { $cell }
    }
source-around =
    { $case ->
       *[nom] les cases autour de { $cell }
        [de] des cases autour de { $cell }
    }

## Marques sur les cases, bords entre cases, place libre (cell_labels.py, grid_edges.py, room.py)

verb-label = marquer { $cell } comme « { $label } »
verb-unlabel-cell = retirer la marque « { $label } » de { $cell }
verb-unlabel-space = retirer la marque « { $label } » de toutes les cases de { $space }
query-labelled = { $cell } est marquée « { $label } »
query-room = combien de { $resource } vous pouvez encore stocker
source-labelled =
    { $case ->
       *[nom] les cases de { $space } marquées « { $label } »
        [de] des cases de { $space } marquées « { $label } »
    }
source-edges-cell =
    { $case ->
       *[nom] les bords que { $cell } partage avec les { -item(count: "other") } voisines
        [de] des bords que { $cell } partage avec les { -item(count: "other") } voisines
    }
source-edges-space =
    { $case ->
       *[nom] les bords entre { -item(count: "other") } voisines de { $space }
        [de] des bords entre { -item(count: "other") } voisines de { $space }
    }
source-edges-of =
    { $case ->
       *[nom] les bords { $cells_de } avec les { -item(count: "other") } voisines
        [de] des bords { $cells_de } avec les { -item(count: "other") } voisines
    }
source-ends =
    { $case ->
       *[nom] les deux cases de { $edge }
        [de] des deux cases de { $edge }
    }

## Templates (effects and values with parameters): a call is the name and its arguments
list-args-pair = { $first }, { $second }
list-args-more = { $first }, { $rest }
stmt-template = { $template } ({ $args })
stmt-template-bare = { $template }
query-template = { $template } ({ $args })
query-template-bare = { $template }
doc-template = { $template } ({ $params })
doc-template-effect = modèle (un effet)
doc-template-value = modèle (une valeur)
doc-template-gives = vaut { $value }
doc-template-holds = est vrai quand { $condition }

## Réserves et cartes (docs/game-model.md §3) : SUPPLY of (PLAYER), put, deal … all, size

# le nom d’une place après « de » (`{ $who_de }`) : « du Joueur 1 », « de la couleur neutre 3 », « d’Ana »
seat-de =
    { $kind ->
        [player] du { $name }
        [unplayed] de la { $name }
       *[named] de { $name }
    }
ref-supply-of = { $supply } { $player_de }
verb-deal-all = déplacer tout le contenu { $source_de } vers { $target }
verb-put =
    { $count ->
        [one] déplacer un élément au choix { $source_de } vers { $target }
       *[other] déplacer { $count } éléments au choix { $source_de } vers { $target }
    }
verb-put-where =
    { $count ->
        [one] déplacer un élément au choix { $source_de } vers { $target }, parmi ceux pour lesquels { $condition }
       *[other] déplacer { $count } éléments au choix { $source_de } vers { $target }, parmi ceux pour lesquels { $condition }
    }
verb-put-expr = déplacer autant d’éléments au choix que { $count } { $source_de } vers { $target }
verb-put-expr-where = déplacer autant d’éléments au choix que { $count } { $source_de } vers { $target }, parmi ceux pour lesquels { $condition }
verb-put-all = déplacer tout le contenu { $source_de } vers { $target }
verb-put-all-where = déplacer vers { $target } tous les éléments { $source_de } pour lesquels { $condition }
verb-resolve-it = exécuter son effet
verb-resolve-it-key = exécuter son « { $key } »
query-size = le nombre d’éléments { $supply_de }
query-size-zero = { $negated ->
    [yes] { $supply } n’est pas vide
   *[no] { $supply } est vide
}

## Marqueurs sur les composants, un élément d’une source, payer en déplaçant (marks.py, one_of.py, cards.py, passing.py)

verb-add_mark =
    { $count ->
        [one] placer un { $mark } sur { $item }
       *[other] placer { $count } { $mark } sur { $item }
    }
verb-add_mark-expr = placer autant de { $mark } que { $count } sur { $item }
verb-remove_marks = retirer tous les marqueurs de { $item }
verb-remove_marks-named = retirer les { $mark } de { $item }
verb-remove_marks-all = retirer les { $mark } de toutes les cartes
query-marks = le nombre de { $mark } sur { $item }
stmt-each-one-of = choisir un élément { $items_de } ({ $name }) et { $body }
stmt-each-one-of-where = choisir un élément { $items_de } ({ $name }) tel que { $condition } et { $body }
verb-put-paying = { $put }, en payant son coût
# un joueur compté à partir de vous : `(seat + N) % players` (teotl.text.seat_offset)
expr-seat-left =
    { $case ->
       *[nom] { $count ->
            [one] le joueur assis { $offset } place à votre gauche
           *[other] le joueur assis { $offset } places à votre gauche
        }
    }
# un joueur dans une phrase : « le joueur p », mais un joueur dit en mots tel quel (`$kind` phrase)
seat-who =
    { $kind ->
        [phrase] { $name }
       *[named] le joueur { $name }
    }
query-passed-player = { $player_who } a passé dans cette phase

## Noms que le moteur lie (`it`, `placed`, `cell`), tels que le texte des règles les montre

-bound-it = cet élément
-bound-placed = la { -item } posée
-bound-cell = la case

## Contractions faites dans chaque phrase finie (Catalogue.contract) : « de le total » devient « du total »

-contractions = de le=du; de les=des; à le=au; à les=aux
# Élisions devant un mot qui commence par une voyelle (Catalogue.contract) : « le ouvrier de Ana » devient « l’ouvrier d’Ana »
-elisions = le=l’; la=l’; de=d’; que=qu’

## Pions comme références, le premier élément d’une source, le pion actif (piece_sources.py, first_item.py, acting_piece.py)

source-pieces =
    { $case ->
       *[nom]
            { $whose ->
                [all]
                    { $state ->
                        [unlocked] les { $pieces } libres de toutes les couleurs
                        [locked] les { $pieces } bloqués de toutes les couleurs
                       *[any] les { $pieces } de toutes les couleurs
                    }
               *[own]
                    { $state ->
                        [unlocked] vos { $pieces } libres
                        [locked] vos { $pieces } bloqués
                       *[any] vos { $pieces }
                    }
            }
        [de]
            { $whose ->
                [all]
                    { $state ->
                        [unlocked] des { $pieces } libres de toutes les couleurs
                        [locked] des { $pieces } bloqués de toutes les couleurs
                       *[any] des { $pieces } de toutes les couleurs
                    }
               *[own]
                    { $state ->
                        [unlocked] de vos { $pieces } libres
                        [locked] de vos { $pieces } bloqués
                       *[any] de vos { $pieces }
                    }
            }
    }{ $rank ->
        [weakest] {" "}au niveau le plus bas
        [strongest] {" "}au niveau le plus haut
       *[any] {""}
    }{ $place ->
        [here] {" "}sur ce plateau
        [acting] {" "}(celui concerné)
       *[anywhere] {""}
    }
query-level_of = le niveau de { $piece }
# a query of one item named as the item's property, and ordered by it (stmt-each-first-by)
-property-level_of =
    { $case ->
       *[nom] niveau
        [highest] au niveau le plus haut
        [lowest] au niveau le plus bas
    }
query-board_of = le numéro du plateau où se trouve { $piece }
query-board_of-board =
    { $negated ->
        [yes] { $piece } n’est pas { $board_sur }
       *[no] { $piece } est { $board_sur }
    }
query-held = { $piece } est bloqué sur un emplacement
query-laid_level = le niveau de la { -item } posée
query-laid_matches =
    { $coloured ->
        [yes] le nombre de symboles colorés identiques de la { -item } posée
       *[no] le nombre de symboles identiques de la { -item } posée
    }
source-matched_icons =
    { $case ->
       *[nom] { $coloured ->
            [yes] les symboles colorés identiques de la { -item } posée
           *[no] les symboles identiques de la { -item } posée
        }
        [de] { $coloured ->
            [yes] des symboles colorés identiques de la { -item } posée
           *[no] des symboles identiques de la { -item } posée
        }
    }
query-icon = { $icon } est { $letter }
stmt-each-first =
    { $ordered ->
        [highest] prendre le premier { $items_de } ({ $name }), par { $key }, du plus haut au plus bas, qui peut faire ce qui suit, et { $body }
        [lowest] prendre le premier { $items_de } ({ $name }), par { $key }, du plus bas au plus haut, qui peut faire ce qui suit, et { $body }
       *[no] prendre le premier { $items_de } ({ $name }) qui peut faire ce qui suit, et { $body }
    }
stmt-each-first-where =
    { $ordered ->
        [highest] prendre le premier { $items_de } ({ $name }), par { $key }, du plus haut au plus bas, tel que { $condition } et qui peut faire ce qui suit, et { $body }
        [lowest] prendre le premier { $items_de } ({ $name }), par { $key }, du plus bas au plus haut, tel que { $condition } et qui peut faire ce qui suit, et { $body }
       *[no] prendre le premier { $items_de } ({ $name }) tel que { $condition } et qui peut faire ce qui suit, et { $body }
    }
stmt-each-first-by =
    { $ordered ->
        [highest] prendre, parmi { $items }, l’élément ({ $name }) { $property_highest } qui peut faire ce qui suit, et { $body }
       *[lowest] prendre, parmi { $items }, l’élément ({ $name }) { $property_lowest } qui peut faire ce qui suit, et { $body }
    }
stmt-each-first-by-where =
    { $ordered ->
        [highest] prendre, parmi { $items }, l’élément ({ $name }) { $property_highest }, tel que { $condition } et qui peut faire ce qui suit, et { $body }
       *[lowest] prendre, parmi { $items }, l’élément ({ $name }) { $property_lowest }, tel que { $condition } et qui peut faire ce qui suit, et { $body }
    }
stmt-acting = avec { $piece } comme pion actif, { $body }

## Un nombre comparé à zéro (teotl.text.comparisons ; counters.py, owned.py, iteration.py) :
## `$negated` vaut yes pour « au moins un » (> 0, >= 1, != 0), no pour « aucun » (== 0, < 1) ;
## `$single` vaut yes pour une ressource de 0 ou 1 (les règles la disent mise et ôtée : `-set-NAME`)

ref-resource-zero =
    { $negated ->
        [yes]
            { $single ->
                [yes]
                    vous avez { $resource_gender ->
                        [feminine] une
                       *[other] un
                    } { $resource }
               *[no] votre réserve { $resources_de } n’est pas vide
            }
       *[no]
            { $single ->
                [yes]
                    vous n’avez { $resource_gender ->
                        [feminine] aucune
                       *[other] aucun
                    } { $resource }
               *[no] votre réserve { $resources_de } est vide
            }
    }
ref-counter-zero =
    { $negated ->
        [yes] { $counter } ne vaut pas zéro
       *[no] { $counter } vaut zéro
    }
query-count-zero =
    { $negated ->
        [yes] vous possédez { $what }
       *[no] vous ne possédez pas { $what }
    }
query-none-in = il n’existe aucun élément { $items_de }
query-none-in-where = aucun élément { $items_de } ({ $name }) n’est tel que { $condition }

# Articles a name drops as a bare label beside its value ("Light disc 0", not "The light disc 0");
# `;`-separated. A language whose adjectives change without the article (German) lists none.
-label-articles = le; la; les; l’

## Ce que contient une réserve, dans les phrases du moteur (« déplacer la tuile du dessus … ») : un jeu de cartes dit `-item = carte` (féminin, comme tuile)

-item =
    { $count ->
       *[one] tuile
        [other] tuiles
    }
    .gender = feminine

### teotl — the engine's messages in English: one message per node kind of the effect syntax
### tree, per verb and per query (docs/translating.md). English is the fallback of every language.
###
### Placeholders hold text already rendered (a clause, an expression, a list) or a noun from
### the game's own catalogues (rules/GAME/i18n/en/). A noun placeholder may be asked for in a form: `{ $track_dat }` is the
### `dat` variant of the track's term (the renderer passes `case: "dat"`), `{ $group_gender }`
### the term's `.gender` attribute.

## Sentences and lists

# A top-level statement becomes a sentence; its first letter is capitalised.
sentence = { $clause }.

# Lists are built from the last two items (`-pair`), then one item at a time (`-more`).
list-and-pair = { $first } and { $second }
list-and-more = { $first }, { $rest }
list-or-pair = { $first } or { $second }
list-or-more = { $first }, { $rest }
# statements run one after the other inside one sentence
list-then-pair = { $first }, then { $second }
list-then-more = { $first }, { $rest }
# the options of `choose`
list-options-pair = { $first }; or { $second }
list-options-more = { $first }; { $rest }
# the arms of `case` and `roll`
list-arms-pair = { $first }; { $second }
list-arms-more = { $first }; { $rest }
# the steps of `priority`
list-steps-pair = { $first }; { $second }
list-steps-more = { $first }; { $rest }
# the options of `build`, `attach`, `drive` …
list-details-pair = { $first }, { $second }
list-details-more = { $first }, { $rest }
with-details = { $main } ({ $details })

## Amounts

amount = { $count } { $resource }
amount-expr = { $resource } equal to { $value }
amount-any =
    { $count ->
        [one] one { $group } of your choice
       *[other] { $count } { $group } of your choice
    }
amount-any-expr = as many { $group } of your choice as { $value }
amount-per = { $amount }, multiplied by { $per }

## Statements

stmt-gain = gain { $amounts }
stmt-pay = pay { $cost }: { $body }
stmt-choose = choose one: { $options }
stmt-may = you may { $body }
stmt-repeat =
    { $count ->
        [one] once
        [2] twice
       *[other] { $count } times
    }: { $body }
stmt-repeat-expr = as many times as { $count }: { $body }
stmt-repeat-upto = as many times as you like, up to { $count }: { $body }
stmt-repeat-upto-expr = as many times as you like, up to { $count }: { $body }
stmt-if = if { $condition }: { $then }
stmt-if-else = if { $condition }: { $then }; otherwise: { $otherwise }
stmt-case = depending on { $value }: { $arms }
case-arm = { $key }: { $body }
key-else = otherwise
range-span = { $low }–{ $high }
range-open = { $low } or more
stmt-roll =
    roll { $dice ->
        [one] a { $sides }-sided die
       *[other] { $dice } { $sides }-sided dice
    }; by the result: { $arms }
stmt-priority = do the first of these that applies: { $steps }
priority-when = if { $condition }, { $body }
priority-otherwise = otherwise, { $body }
stmt-each =
    { $who ->
        [other] each other player, in turn order: { $body }
       *[player] each player, in turn order: { $body }
    }
stmt-each-where =
    { $who ->
        [other] each other player, in turn order, if { $condition }: { $body }
       *[player] each player, in turn order, if { $condition }: { $body }
    }
stmt-nothing = nothing happens

## Triggers and modifiers

effect-trigger = after each { $event }: { $body }
effect-trigger-filter = after each { $event } ({ $filter }): { $body }
effect-modifier-increase = { $value } is increased by { $amount }
effect-modifier-decrease = { $value } is decreased by { $amount }
effect-modifier-increase-filter = { $value } ({ $filter }) is increased by { $amount }
effect-modifier-decrease-filter = { $value } ({ $filter }) is decreased by { $amount }
effect-modifier-while = { $modifier } while { $condition }

## Expressions and conditions

expr-add = { $left } plus { $right }
expr-sub = { $left } − { $right }
expr-mul = { $left } × { $right }
expr-div = { $left } ÷ { $right }
expr-neg = −{ $value }
expr-paren = ({ $value })
cmp-ge = { $left } is at least { $right }
cmp-le = { $left } is at most { $right }
cmp-gt = { $left } is more than { $right }
cmp-lt = { $left } is less than { $right }
cmp-eq = { $left } is { $right }
cmp-ne = { $left } is not { $right }
cond-and = { $left } and { $right }
cond-or = { $left } or { $right }
cond-not = not ({ $condition })
cond-flag = you hold { $flag }
cond-leader = you are (jointly) furthest on { $track }
expr-bool = (1 if { $condition }, otherwise 0)
ref-resource =
    { $case ->
       *[nom] your { $resource }
    }
ref-track = your position on { $track }
ref-counter =
    { $case ->
       *[nom] { $counter }
    }

## Context values (set by the game flow while an effect runs)

ctx-level = the { -level } of the acting piece
ctx-pieces_here = the number of your unlocked pieces on this board
ctx-min_level_here = the lowest { -level } among your pieces on this board
ctx-owners_here = the number of colours among the other pieces on this board
ctx-slot_row = the row of the { -item } just taken
ctx-slot_column = the column of the { -item } just taken
ctx-step = the step just reached
ctx-players = the number of players
ctx-spot = the spot just taken
ctx-board_number = the number of this board
ctx-board_number-board =
    { $negated ->
        [yes] this board is not { $board }
       *[no] this board is { $board }
    }
ctx-seat = your seat number (0 for the first player)

## Queries (functions in expressions)

query-min =
    { $count ->
        [2] the lesser of { $first } and { $rest }
       *[other] the least of { $first }, { $rest }
    }
query-max =
    { $count ->
        [2] the greater of { $first } and { $rest }
       *[other] the greatest of { $first }, { $rest }
    }
query-abs = the absolute value of { $value }
query-available = the { $resource } you could pay (wildcards included)
query-count = the number of { $what_plural } you own
query-pairs = the number of pairs of { $what_plural } you own
query-table = the entry of { $table } for { $index }
query-set_score = the score of { $table } for your sets of different { $tag }
query-best_set = the score of { $table } for your best set of different { $tag }
query-pieces_level = the number of your { $pieces } with { -level } { $low } to { $high }
query-pieces_on = the number of your unlocked { $pieces } on { $board }
query-tracks_at_least = the number of { $group } where you stand on step { $step } or higher
query-leader = 1 if you are (jointly) furthest on { $track }, otherwise 0
query-flag = 1 if you hold { $flag }, otherwise 0
query-owns = you already own it
query-locked = the number of your locked { $pieces }
query-datum = the “{ $field }” of { $component }
query-datum-index = the “{ $field }” of { $component } for { $index }
query-top_datum = the “{ $field }” of the top { -item } of { $supply }
query-slot_datum = the “{ $field }” of the { -item } in place { $slot } of { $supply }
query-ring_number = the number of the board at a position of the ring
query-ring_position = the place of board { $board } in the ring
query-filtered = { $value } ({ $filter })
query-generic = { $name }({ $values })

## Pieces

piece-phrase =
    { $place ->
        [acting] the { $piece } in question
       *[other]
            { $rank ->
                [weakest]
                    { $state ->
                        [unlocked] your weakest unlocked { $piece }
                        [locked] your weakest locked { $piece }
                       *[any] your weakest { $piece }
                    }
                [strongest]
                    { $state ->
                        [unlocked] your strongest unlocked { $piece }
                        [locked] your strongest locked { $piece }
                       *[any] your strongest { $piece }
                    }
               *[any]
                    { $state ->
                        [unlocked] one of your unlocked { $pieces }
                        [locked] one of your locked { $pieces }
                       *[any] one of your { $pieces }
                    }
            }
    }{ $place ->
        [here] {" "}on this board
       *[other] {""}
    }
piece-on-board = on { $board }
piece-skip-boards = skipping { $boards }

## Verbs

verb-advance =
    { $steps ->
        [one] advance one step on { $track }
       *[other] advance { $steps } steps on { $track }
    }
verb-advance-any =
    { $steps ->
        [one] advance one step on a { $group } of your choice
       *[other] advance { $steps } steps on a { $group } of your choice
    }
verb-upgrade =
    { $times ->
        [one] raise the { -level } of { $piece } by 1
       *[other] raise the { -level } of { $piece } by { $times }
    }
verb-downgrade =
    { $times ->
        [one] lower the { -level } of { $piece } by 1
       *[other] lower the { -level } of { $piece } by { $times }
    }
verb-move =
    move { $piece } { $kind ->
        [single] { $low }
        [open] { $low } or more
       *[span] { $low } to { $high }
    } { $high ->
        [one] board
       *[other] boards
    } { $direction ->
        [back] counterclockwise
       *[forward] clockwise
    }
verb-follow = { $piece } from the same board moves along to the same board
verb-unlock = unlock all your locked { $pieces }
verb-claim =
    { $free ->
        [yes] take the top { -item } of { $supply } for free
       *[no] take the top { -item } of { $supply }, paying its cost
    }
verb-claim-here =
    { $free ->
        [yes] take the { -item } at this spot for free
       *[no] take the { -item } at this spot, paying its cost
    }
verb-acquire =
    { $mode ->
        [choice] place your marker on a { -item } of { $supply } in rows 1 to { $value } that you do not have yet
        [number] place your marker on { -item } number { $value } of { $supply }
       *[lowest] place your marker on the lowest-numbered { -item } of { $supply } that you do not have yet
    }{ $free ->
        [yes] , for free
       *[no] , paying its cost
    }
verb-grant = gain { $flag } (one use)
verb-consume = use up { $flag }
verb-lose = lose { $amount }
verb-owe = pay { $amount }; for each one you cannot pay, lose { $penalty }
verb-recruit = put a new { $piece } with { -level } { $level } on { $board }
verb-relocate = put { $piece } on { $board } with { -level } { $level }, unlocked
verb-recruit-on = put a new { $piece } with { -level } { $level } on a board shown on one of your { $what } where you have none yet
verb-scatter = for { $owners } colours nobody plays, put { $each } { $pieces } of that colour with { -level } { $level } on the boards shown on { -item(count: "other") } drawn from { $supply }
verb-set = set { $counter } to { $value }
verb-emit = “after each { $event }” effects take place
verb-resolve-board = carry out this board’s { $key }
verb-resolve-owned = carry out each of your { $what }
verb-resolve-owned-key = carry out the { $key } of each of your { $what }
verb-resolve-supply = carry out the { -item } in position { $index } of { $supply }
verb-resolve-supply-expr = carry out the { -item } of { $supply } in the position of { $index }
verb-resolve-component = carry out “{ $component }”
verb-resolve-component-key = carry out “{ $key }” of “{ $component }”
verb-resolve-shown = carry out the { -item } { $item } shows
verb-resolve-shown-key = carry out “{ $key }” of the { -item } { $item } shows
verb-try = carry out “{ $component }” if possible
verb-try-key = carry out “{ $key }” of “{ $component }” if possible
verb-pick = choose one { $what } that can be carried out, and carry it out
verb-use = use one of your unused { $what }
verb-occupy = lock the { $piece } on a spot of this board; if another player’s { $piece } is there, pay { $fee } and unlock it
verb-occupy-free = lock the { $piece } on a free spot of this board
verb-occupy-waived = lock the { $piece } on a spot of this board; if another player’s { $piece } is there, pay { $fee } (or use up { $flag }) and unlock it
verb-fill = put all { $what } into { $supply }
verb-fill-where = put all { $what } whose { $field } is { $value } into { $supply }
verb-shuffle = shuffle { $supply }
verb-shuffle-boards = shuffle the boards of the ring
verb-shuffle-boards-except = shuffle the boards of the ring, except { $boards }
verb-sort = sort { $supply } by number
verb-deal =
    { $count ->
        [one] move the top { -item } of { $source } to { $target }
       *[other] move the top { $count } { -item(count: "other") } of { $source } to { $target }
    }
verb-deal-expr = move as many { -item(count: "other") } as { $count } from the top of { $source } to { $target }
verb-refill = fill { $target } up to { $count } from { $source }
verb-take =
    { $free ->
        [yes] take a { -item } of your choice from { $supply } for free
       *[no] take a { -item } of your choice from { $supply }, paying its cost
    }
verb-renew =
    { $count ->
        [one] turn one of your used { $what } face up again: it can be used once more
       *[other] turn up to { $count } of your used { $what } face up again: they can be used once more
    }
verb-clear = your unused one-use permissions end
verb-settle = what you acquired during this action starts to work
verb-reset = put your marker on { $track } at step { $step }, without rewards
verb-build = build a { -item } from { $supply } on { $grid }
verb-attach = place a { -item } from { $supply } on a free spot of { $grid }
verb-preplace = place { -item(count: "other") } from { $supply } on the starting slots of { $grid }
grid-up-to = up to { $count } { -item(count: "other") }
grid-up-to-value = at most { $count }
grid-discount = { $count } resource less
grid-discount-value = { $count } off the cost
grid-matches = counted as { $count } { $count ->
        [one] match
       *[other] matches
    }, none coloured
grid-auto = placed automatically
grid-free = free
grid-random = in a random pattern
verb-move-acting =
    move { $piece } { $counted ->
        [yes] { $forward } boards
       *[other] as many boards as { $forward }
    } clockwise
verb-occupy-first =
    { $next ->
        [yes] lock { $piece } on the first free spot of the next board clockwise that has spots{ $skipping ->
            [yes] , { $skip }
           *[no] {""}
        } (if none is free, on another player’s, unlocking that piece)
       *[no] lock { $piece } on the first free spot of its board (if none is free, on another player’s, unlocking that piece)
    }
verb-automate = “{ $policy }” carries out “{ $component }”, answering every choice by its own rules
verb-automate-key = “{ $policy }” carries out “{ $key }” of “{ $component }”, answering every choice by its own rules
verb-acquire-by-order =
    { $mode ->
        [slot] place your marker on the { -item } in slot { $slot } of { $supply }, for free
       *[unclaimed] place your marker on the lowest-numbered { -item } of { $supply } without a marker, for free
    }
verb-claim-lowest =
    { $lacking ->
        [yes] take, paying its cost, the best { $what } you lack from the top of { $supplies }
       *[no] take, paying its cost, the best { $what } from the top of { $supplies }
    }
verb-discard =
    { $count ->
        [one] remove the top { -item } of { $supply } from play
       *[other] remove the top { $count } { -item(count: "other") } of { $supply } from play
    }
verb-own = you own “{ $component }” from now on
verb-say = “{ $text }”
verb-activate-position = carry out the { -item } at { $position }, then reorder its arrangement
verb-activate = carry out the { -item } at { $position } of “{ $arrangement }”, then reorder it
verb-activate-key = carry out “{ $key }” of the { -item } at { $position } of “{ $arrangement }”, then reorder it
verb-reorder = reorder “{ $arrangement }” as if the { -item } at { $position } had been used
verb-flip =
    { $which ->
        [top] turn over the top { -item } of { $supply }
        [random] turn each { -item } of { $supply } over at random
       *[all] turn over every { -item } of { $supply }
    }
verb-cycle =
    { $count ->
        [one] put the top { -item } of { $supply } at its bottom
       *[other] put the top { $count } { -item(count: "other") } of { $supply } at its bottom
    }
verb-show = show “{ $arrangement }”
verb-generic = { $verb } { $args }

## Labels of a rendered component

# a section of a component's rule text on one line, after its label (a preview)
field-inline = { $label }: { $text }
field-cost = Cost
field-trigger = Ongoing
field-modifier = Ongoing
field-step = Step { $step }
field-printed = Printed ({ $lang })
field-generated = Generated ({ $lang })
field-grid = Reward table (rows: { $rows }; columns: { $columns })
doc-type = type: { $type }
# how many of a component there are (`copies:`), beside its type in `teotl explain`
doc-copies = { $count ->
        [one] 1 copy
       *[other] { $count } copies
    }
doc-copies-per-player = { $count ->
        [one] 1 copy
       *[other] { $count } copies
    } per player
doc-copies-players = { $count } with { $players } players
doc-copies-except = { $copies } ({ $others })
doc-module = Module: { $module }
doc-no-text = (no effect)
doc-no-printed = (no printed text)
doc-label = { $label }:

## Generic nouns (a game's catalogue may override them)

-level = level

## tokens on a ring space (token_ring.py)

verb-move_token = move your token on { $ring } { $back ->
        [yes] counterclockwise
       *[no] clockwise
    } { $kind ->
        [number] { $steps ->
            [one] by one stop
           *[other] by { $steps } stops
        }
       *[expr] by as many stops as { $steps },
    } and stand it on a space there; a token already on that space is pushed one stop on the same way, its owner choosing the space (which may push further)
verb-place_token = put your token on a space of { $ring } at a stop without another player’s token
query-token_slot = the number of the space your token stands on in { $ring }
query-token_stop = the stop of { $ring } your token stands at
query-token_board = the number of the board your token’s space on { $ring } points at
source-players_on =
    { $case ->
       *[nom] the players whose token’s stop on { $ring } is { $stop }
    }

## pieces on a graph (graph_moves.py), its nodes (graph_sources.py, graph_queries.py) and different pieces (levels.py)

verb-enter = put a piece of yours on { $node } of { $space }; if it is full, the piece that came first is pushed to a node ahead on its path, chosen by its owner (which may push further)
verb-enter-from = put a piece from your { $counter } on { $node } of { $space }; if it is full, the piece that came first is pushed to a node ahead on its path, chosen by its owner (which may push further)
verb-enter-entry = its entry
verb-claim_node =
    { $keep ->
        [yes] claim a node of { $space } (“{ $key }”, not yet claimed) where you have a piece, and gain its reward
       *[no] choose a node of { $space } (“{ $key }”, not yet claimed) where you have a piece: that piece leaves the game, the node is yours, and you gain its reward
    }
verb-remove_piece = remove one of your pieces on { $space } from the game
query-occupants = the number of pieces on { $node }
query-occupants-own = the number of your pieces on { $node }
query-occupants-of = the number of pieces of player { $player } on { $node }
query-capacity = how many pieces { $node } holds
query-claimed_by = the player who claimed { $node }
query-is_node = { $node } is { $name }
query-datum-node = the “{ $field }” of { $item }
source-nodes =
    { $case ->
       *[nom] the nodes of { $space }
    }
source-ahead =
    { $case ->
       *[nom] the nodes ahead of { $node }
    }
source-links =
    { $case ->
       *[nom] the nodes linked to { $node }
    }
verb-upgrade-different = raise the { -level } of { $count } different pieces by 1, each { $piece }

## Going through things (docs/game-model.md): each … in, functions over a source, as, require

-source-players = the players
-source-others = the other players
source-function = the { $name } of { $args }
source-any-order = { $items }, in the order you choose
stmt-each-in-players = for each of { $items } ({ $name }): { $body }
stmt-each-in-players-where = for each of { $items } ({ $name }) for which { $condition }: { $body }
stmt-each-in = for each of { $items } ({ $name }): { $body }
stmt-each-in-where = for each of { $items } ({ $name }) for which { $condition }: { $body }
query-count-in = the number of { $items }
query-count-in-showing = the number of { $items } that show { $what }
query-count-in-supply = the number of items in { $items }
query-count-in-supply-showing = the number of items in { $items } that show { $what }
query-count-of = the number of { $members }
query-count-of-showing = the number of { $members } that show { $what }
query-count-in-where = how many of { $items } ({ $name }) are such that { $condition }
query-any-in = at least one of { $items } exists
query-any-in-where = for at least one of { $items } ({ $name }), { $condition }
query-all-in-where = for all of { $items } ({ $name }), { $condition }
query-sum-in = the total of { $value } over { $items } ({ $name })
query-sum-in-where = the total of { $value } over { $items } ({ $name }) for which { $condition }
query-min-in = the lowest value of { $value } among { $items } ({ $name })
query-min-in-where = the lowest value of { $value } among { $items } ({ $name }) for which { $condition }
query-max-in = the highest value of { $value } among { $items } ({ $name })
query-max-in-where = the highest value of { $value } among { $items } ({ $name }) for which { $condition }
stmt-as = { $player } does this: { $body }
stmt-as-seat = player { $seat } does this: { $body }
stmt-require = only if { $condition }
expr-mod = the remainder of { $left } divided by { $right }
query-has = { $item } shows { $what_shown }
query-rank = your place by { $value } (1 for the highest; tied players share a place)
query-tied = how many players (you included) have as much as you by { $value }
verb-pass = pass (no more turns for you in this phase)
query-passed = you have passed in this phase

## Grid spaces and track values (grid_queries.py, grid_sources.py, placing.py, track_values.py)

verb-place =
    { $hidden ->
        [yes] place the top { -item } of { $supply }
       *[no] place a { -item } of your choice from { $supply }
    } { $mode ->
        [at] on { $cell } of { $space }
        [over] on top of a { -item } of { $space }
        [empty] on an empty cell of { $space }
       *[frontier] on an empty cell of { $space } next to a { -item }
    }{ $free ->
        [yes] {" "}for free
       *[no] , paying its cost
    }{ $rotated ->
        [yes] , turned as you like
       *[no] {""}
    }
verb-place-where = { $place } (only where { $condition })
verb-retreat =
    { $steps ->
        [one] move your marker on { $track } back 1 step
       *[other] move your marker on { $track } back { $steps } steps
    }
query-empty = { $cell } is empty
query-owner = the owner of { $cell }
query-rotation = the quarter turns of the { -item } on { $cell }
query-layers = the number of { -item(count: "other") } stacked on { $cell }
query-row = the row of { $cell }
query-column = the column of { $cell }
query-edge = the “{ $field }” value on the edge of { $cell } facing { $neighbour }
query-touching = the number of cells next to { $cell } showing { $what }
query-adjacent = { $first } and { $second } share an edge
query-value = the value of your step on { $track }
query-datum-shown = the “{ $field }” of the { -item } { $item } shows
query-datum-shown-index = the “{ $field }” of the { -item } { $item } shows for { $index }
source-cells =
    { $case ->
       *[nom] the occupied cells of { $space }
    }
source-frontier =
    { $case ->
       *[nom] the empty cells of { $space } next to a { -item }
    }
source-frontier-bounded =
    { $case ->
       *[nom] the empty cells of { $space }
    }
source-neighbours =
    { $case ->
       *[nom] the cells next to { $cell }
    }
source-diagonals =
    { $case ->
       *[nom] the cells diagonally next to { $cell }
    }
source-around =
    { $case ->
       *[nom] the cells around { $cell }
    }

## Cell labels, edges between cells, room (cell_labels.py, grid_edges.py, room.py)

verb-label = mark { $cell } as “{ $label }”
verb-unlabel-cell = take the mark “{ $label }” off { $cell }
verb-unlabel-space = take the mark “{ $label }” off every cell of { $space }
query-labelled = { $cell } is marked “{ $label }”
query-room = how many more { $resource } you can hold
source-labelled =
    { $case ->
       *[nom] the cells of { $space } marked “{ $label }”
    }
source-edges-cell =
    { $case ->
       *[nom] the edges { $cell } shares with the { -item(count: "other") } next to it
    }
source-edges-space =
    { $case ->
       *[nom] the edges between neighbouring { -item(count: "other") } of { $space }
    }
source-edges-of =
    { $case ->
       *[nom] the edges of { $cells } with the { -item(count: "other") } next to them
    }
source-ends =
    { $case ->
       *[nom] the two cells of { $edge }
    }

## Templates (effects and values with parameters): a call is the name and its arguments
list-args-pair = { $first }, { $second }
list-args-more = { $first }, { $rest }
stmt-template = { $template } ({ $args })
stmt-template-bare = { $template }
query-template = { $template } ({ $args })
query-template-bare = { $template }
doc-template = { $template } ({ $params })
doc-template-effect = template (an effect)
doc-template-value = template (a value)
doc-template-gives = gives { $value }
doc-template-holds = holds when { $condition }

## Supplies and cards (docs/game-model.md §3): SUPPLY of (PLAYER), put, deal … all, size

# a seat's name after "of" (`{ $who_de }`; $kind: player, unplayed, named — teotl.text.seat_case)
seat-de =
    { $kind ->
       *[named] of { $name }
    }
ref-supply-of = { $supply } of { $player }
verb-deal-all = move everything in { $source } to { $target }
verb-put =
    { $count ->
        [one] move one of your choice from { $source } to { $target }
       *[other] move { $count } of your choice from { $source } to { $target }
    }
verb-put-where =
    { $count ->
        [one] move one of your choice from { $source } to { $target }, among those for which { $condition }
       *[other] move { $count } of your choice from { $source } to { $target }, among those for which { $condition }
    }
verb-put-expr = move as many of your choice as { $count } from { $source } to { $target }
verb-put-expr-where = move as many of your choice as { $count } from { $source } to { $target }, among those for which { $condition }
verb-put-all = move everything in { $source } to { $target }
verb-put-all-where = move everything in { $source } for which { $condition } to { $target }
verb-resolve-it = carry out its effect
verb-resolve-it-key = carry out its { $key }
query-size = how many there are in { $supply }
query-size-zero = { $negated ->
    [yes] { $supply } is not empty
   *[no] { $supply } is empty
}

## Marks on components, one of a source, paying while moving (marks.py, one_of.py, cards.py, passing.py)

verb-add_mark =
    { $count ->
        [one] put a { $mark } on { $item }
       *[other] put { $count } { $mark } on { $item }
    }
verb-add_mark-expr = put as many { $mark } as { $count } on { $item }
verb-remove_marks = take every marker off { $item }
verb-remove_marks-named = take the { $mark } off { $item }
verb-remove_marks-all = take the { $mark } off every card
query-marks = the number of { $mark } on { $item }
stmt-each-one-of = choose one of { $items } ({ $name }) and { $body }
stmt-each-one-of-where = choose one of { $items } ({ $name }) for which { $condition } and { $body }
verb-put-paying = { $put }, paying its cost
# a player counted from you: `(seat + N) % players` (teotl.text.seat_offset)
expr-seat-left =
    { $case ->
       *[nom] { $count ->
            [one] the player { $offset } seat to your left
           *[other] the player { $offset } seats to your left
        }
    }
# a player in a sentence: "player p", but a player said in words as it is (`$kind` phrase)
seat-who =
    { $kind ->
        [phrase] { $name }
       *[named] player { $name }
    }
query-passed-player = { $player_who } has passed in this phase

## Names the engine binds (`it`, `placed`, `cell`), as rule text shows them (Nouns.bound)

-bound-it = it
-bound-placed = the { -item } just placed
-bound-cell = the cell

## Piece handles, the first item of a source, the acting piece (piece_sources.py, first_item.py, acting_piece.py)

source-pieces =
    { $case ->
       *[nom]
            { $whose ->
                [all]
                    { $state ->
                        [unlocked] the unlocked { $pieces } of every colour
                        [locked] the locked { $pieces } of every colour
                       *[any] the { $pieces } of every colour
                    }
               *[own]
                    { $state ->
                        [unlocked] your unlocked { $pieces }
                        [locked] your locked { $pieces }
                       *[any] your { $pieces }
                    }
            }{ $rank ->
                [weakest] {" "}at the lowest level
                [strongest] {" "}at the highest level
               *[any] {""}
            }{ $place ->
                [here] {" "}on this board
                [acting] {" "}in question
               *[anywhere] {""}
            }
    }
query-level_of = the level of { $piece }
# a query of one item named as the item's property, and ordered by it (stmt-each-first-by)
-property-level_of =
    { $case ->
       *[nom] level
        [highest] with the highest level
        [lowest] with the lowest level
    }
query-board_of = the number of the board { $piece } stands on
query-board_of-board =
    { $negated ->
        [yes] { $piece } does not stand on { $board }
       *[no] { $piece } stands on { $board }
    }
query-held = { $piece } is locked on a spot
query-laid_level = the level of the { -item } laid
query-laid_matches =
    { $coloured ->
        [yes] the number of matching coloured icons of the { -item } laid
       *[no] the number of matching icons of the { -item } laid
    }
source-matched_icons =
    { $case ->
       *[nom] { $coloured ->
            [yes] the matching coloured icons of the { -item } laid
           *[no] the matching icons of the { -item } laid
        }
    }
query-icon = { $icon } is { $letter }
stmt-each-first =
    { $ordered ->
        [highest] take the first of { $items } ({ $name }), by { $key }, highest first, that can do the following, and { $body }
        [lowest] take the first of { $items } ({ $name }), by { $key }, lowest first, that can do the following, and { $body }
       *[no] take the first of { $items } ({ $name }) that can do the following, and { $body }
    }
stmt-each-first-where =
    { $ordered ->
        [highest] take the first of { $items } ({ $name }), by { $key }, highest first, for which { $condition } and that can do the following, and { $body }
        [lowest] take the first of { $items } ({ $name }), by { $key }, lowest first, for which { $condition } and that can do the following, and { $body }
       *[no] take the first of { $items } ({ $name }) for which { $condition } and that can do the following, and { $body }
    }
stmt-each-first-by =
    { $ordered ->
        [highest] take the one of { $items } ({ $name }) { $property_highest } that can do the following, and { $body }
       *[lowest] take the one of { $items } ({ $name }) { $property_lowest } that can do the following, and { $body }
    }
stmt-each-first-by-where =
    { $ordered ->
        [highest] take the one of { $items } ({ $name }) { $property_highest } for which { $condition } and that can do the following, and { $body }
       *[lowest] take the one of { $items } ({ $name }) { $property_lowest } for which { $condition } and that can do the following, and { $body }
    }
stmt-acting = with { $piece } acting, { $body }

## A count compared with none of it (teotl.text.comparisons; counters.py, owned.py, iteration.py):
## `$negated` is yes for "some" (> 0, >= 1, != 0), no for "none" (== 0, < 1); `$single` is yes for a
## resource that is 0 or 1 (the rule set words it as switched on and off: `-set-NAME`)

ref-resource-zero =
    { $negated ->
        [yes]
            { $single ->
                [yes] you have a { $resource }
               *[no] you have { $resources }
            }
       *[no]
            { $single ->
                [yes] you have no { $resource }
               *[no] you have no { $resources }
            }
    }
ref-counter-zero =
    { $negated ->
        [yes] { $counter } is not zero
       *[no] { $counter } is zero
    }
query-count-zero =
    { $negated ->
        [yes] you own { $what }
       *[no] you do not own { $what }
    }
query-none-in = none of { $items } exists
query-none-in-where = none of { $items } ({ $name }) is such that { $condition }

# Articles a name drops as a bare label beside its value ("Light disc 0", not "The light disc 0");
# `;`-separated. A language whose adjectives change without the article (German) lists none.
-label-articles = the

## What a supply holds, in the engine's sentences ("move the top tile of …"): a rule set of cards says `-item = card`

-item =
    { $count ->
       *[one] tile
        [other] tiles
    }

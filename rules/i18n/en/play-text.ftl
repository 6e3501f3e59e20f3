### The sentences of a game being played (teotl.text.play_text): what each decision asks
### (`ask-`), how its options read (`option-`), the log (`event-`), steps taken for the player
### (`forced-`), previews of options (`preview-`), pieces (`piece-`) and seats (`seat-`).
### A rule set may give an event its own sentence: a message `log-EVENT-SUBJECT` (docs/translating.md).

## Seats and pieces

seat-unplayed = neutral colour { $number }
seat-unknown = nobody
# $whose: yours | seat | unplayed; $place: board | none; $locked: yes | no
piece-described =
    { $whose ->
        [yours] your { $piece }
        [unplayed] a neutral { $piece }
       *[seat] { $owner }’s { $piece }
    }{ $place ->
        [board] { " " }of { -level } { $level } on { $board }
       *[none] {""}
    }{ $locked ->
        [yes] { " " }(locked)
       *[no] {""}
    }
piece-someone = a { $piece } of { $who }
piece-unknown = a { $piece }

## What a decision asks

ask-kind-choose = Choose one
ask-kind-may = Do you want to?
ask-kind-continue = Go on?
ask-kind-target = Which one?
ask-kind-piece = Which piece?
ask-kind-distance = How far?
ask-kind-pay_with = Pay with what?
ask-kind-slot = Which place?
ask-kind-spot = Which spot?
ask-kind-board = Which board?
ask-kind-node = Where to?
ask-kind-cell = Which cell?
ask-kind-rotation = Which way round?
ask-kind-component = Which one?
ask-kind-order = Which comes next?
ask-kind-other = Choose
ask-choose = What do you do?
ask-may = { $action }?
ask-repeat =
    { $done ->
        [0] { $action }?
       *[other] Once more: { $action }?
    }
ask-order = In which order? Next: { $body }
ask-gain-which = Which { $group } do you gain?
ask-advance-which = On which { $group } do you advance?
ask-piece-move = Which { $piece } moves?
ask-piece-upgrade = Which { $piece } goes up a { -level }?
ask-piece-downgrade = Which { $piece } goes down a { -level }?
ask-piece-relocate = Which { $piece } goes back?
ask-piece-follow = Which { $piece } goes along?
ask-piece-upgrade-each = Which { $piece } (a different one each time) goes up a { -level }?
ask-move-distance = How far does { $piece } go?
ask-spot = On which spot of { $board }?
ask-station = On which board does your new { $piece } start?
ask-component-acquire = Which one of { $supply } do you take?
ask-component-take = Which one of { $supply } do you take?
ask-component-put = Which one of { $supply } do you put there?
ask-component-put-to = Which one of { $supply } goes to { $to }?
ask-component-place = Which one of { $supply } do you place?
ask-component-pick = Which { $supply } do you choose?
ask-component-use = Which { $supply } do you use?
ask-component-renew = Which used { $supply } do you turn face up?
ask-place-cell = Where on { $space } does { $component } go?
ask-place-turn = Which way round does { $component } go?
ask-discount = Which resource does the discount take off?
ask-tile-build = Which tile of { $supply } do you build?
ask-tile-attach = Which tile of { $supply } do you place?
ask-slot = On which place of { $grid }?
ask-rotation = Which way round does { $tile } go?
ask-grid-spot = On which spot does { $tile } go?
ask-build-more = Build another tile? ({ $built } of up to { $most } built)
ask-pushed = Your piece is pushed from { $node }: where to?
ask-map-mark = Which place of { $map } do you mark?
ask-map-remove = From which place of { $map } do you take your piece back?
ask-token-slot =
    { $pushed ->
        [yes] You are pushed on: on which space of { $ring } now?
       *[no] On which space of { $ring }?
    }
ask-pay-with = Pay { $amount } with what?
ask-pay-any = Pay with which: { $members }?

## How an option reads

option-yes = Yes
option-no = No
option-may-yes = Yes
option-may-no = No, skip it
option-repeat-yes =
    { $done ->
        [0] Yes
       *[other] Yes, once more
    }
option-repeat-no = No, stop
option-number = Option { $number }
option-track-step = { $track } (now at step { $step })
# $direction: forward | back
option-boards =
    { $direction ->
        [back] { $count } { $count ->
            [one] board
           *[other] boards
        } back
       *[forward] { $count } { $count ->
            [one] board
           *[other] boards
        } on
    }{ $known ->
        [yes] : to { $board }
       *[no] {""}
    }
option-spot-free = Spot { $spot } (free)
option-spot-fee = Spot { $spot }: { $piece } there is unlocked for { $fee }
option-spot-waived = Spot { $spot }: { $piece } there is unlocked with { $flag }
option-cell = Row { $row }, column { $column }
option-edge = { $first } – { $second }
option-edge-end = { $name } at row { $row }, column { $column }
# $turns: 0-3 quarter turns clockwise
option-turn =
    { $turns ->
        [0] As printed
        [1] A quarter turn clockwise
        [2] A half turn
       *[3] Three quarter turns clockwise
    }
option-turn-edges = { $field }: { $edges }
option-turn-edge = { $side } { $value }
option-less = 1 { $amount } less
option-icons = [{ $icons }]
option-matches =
    { $count ->
        [0] no match
        [one] 1 match
       *[other] { $count } matches
    }
option-track-plus = +1 { $track }
option-slot =
    Place { $slot } (level { $level }{ $paid ->
        [yes] : { $cost }
       *[no] {""}
    })
option-rotation =
    { $turns ->
        [0] As printed
        [1] A quarter turn
        [2] A half turn
       *[3] Three quarter turns
    }: { $icons } on { $covered }, { $matches }
option-grid-spot = { $side }, level { $level }: on { $covered }, { $matches }
option-node-path = { $node } ({ $path })
option-token-slot =
    Stop { $stop }, space { $place }{ $aimed ->
        [yes] , by { $board }
       *[no] {""}
    }
option-pay = Pay { $amount }
option-pay-instead = Pay { $amount } for { $instead }

## A step taken for the player (it was the only possible choice)

forced-step = { $question } — { $answer } (the only possible choice)

## The log

event-mark = { $who } puts { $marks } on { $component }
event-generic = { $who }: { $what }
event-at = { $line } ({ $board })
event-at-level = { $line } ({ $board }, { -level } { $level })
event-for = { $line } ({ $rule })
event-game-start = A game for { $players } players begins
event-score = { $who } { $score }
event-game-end = The game ends: { $scores }
event-turn = — round { $round }, { $who }’s turn —
event-phase = — round { $round }: { $phase } —
event-turn-limit = The game is stopped after { $turns } turns (the turn limit)
event-pass = { $who } passes
event-gain = { $who } gains { $amount }
event-pay = { $who } pays { $amount }
event-pay-instead = { $who } pays { $amount } in place of { $instead }
event-lose = { $who } loses { $amount }
event-lost = { $who } has no room for { $amount }: it is lost
event-owe =
    { $who } owes { $due } and pays { $paid }{ $penalty ->
        [0] {""}
       *[other] , losing { $penalty } as a penalty
    }
event-cannot-pay = { $who } cannot pay { $cost }
event-set-resource = { $who } now has { $amount }
event-set-counter = { $counter }: { $value }
event-advance = { $who } advances on { $track } to step { $step }
event-reset = { $who }’s marker on { $track } goes back to { $step }
event-retreat = { $who } moves back on { $track } to step { $step }
event-move = { $piece } moves to { $board }
event-upgrade = { $piece } goes up to { -level } { $level }
event-downgrade = { $piece } goes down to { -level } { $level }
event-unlock = { $piece } is unlocked
event-lock = { $piece } takes spot { $spot } of { $board } and is locked there
event-relocate = { $piece } goes back to { $board } at { -level } { $level }
event-follow = { $piece } goes along to { $board }
event-station = { $who } places a { $piece } on { $board }
event-recruit = { $who } brings a new { $piece } onto { $board }
event-scatter = { $owner } places its pieces on { $boards }
event-ring = The boards lie clockwise: { $boards }
event-claim = { $who } takes { $component }
event-take = { $who } takes { $component }
event-acquire = { $who } acquires { $component }
event-pick = { $who } chooses { $component }
event-use = { $who } uses { $component }
event-renew = { $who } turns { $component } face up again
event-grant = { $who } may use { $flag } this turn
event-consume = { $who } uses up { $flag }
event-roll = { $who } rolls { $dice }: { $result }
event-hidden-components =
    { $count ->
        [one] 1 hidden component
       *[other] { $count } hidden components
    }
event-deal =
    { $what } { $count ->
        [one] goes
       *[other] go
    } from { $source } to { $target }
event-put = { $who } puts { $what } from { $source } to { $target }
event-discard = { $who } discards { $component } from { $supply }
event-discard-hidden = { $who } discards a hidden component from { $supply }
event-build =
    { $who } builds { $tile } on { $grid } (level { $level }): { $matches ->
        [0] no match
        [one] 1 match
       *[other] { $matches } matches
    }
event-attach =
    { $who } places { $tile } on { $grid }: { $matches ->
        [0] no match
        [one] 1 match
       *[other] { $matches } matches
    }
event-preplace = { $tile } is laid on { $grid_def }
event-discount = { $who } saves { $amount } (discount)
event-place =
    { $who } places { $component } on { $space } at row { $row }, column { $column }{ $turns ->
        [0] {""}
        [1] , a quarter turn clockwise
        [2] , a half turn
       *[3] , three quarter turns clockwise
    }
event-map-arrive = { $who }’s piece arrives at { $node }
event-map-push = { $who }’s piece arrives at { $node }, pushing { $pushed }’s piece on
event-map-steered =
    { $who }’s pushed piece goes on to { $node }{ $random ->
        [yes] { " " }(at random)
       *[no] {""}
    }
event-map-mark =
    { $who } marks { $node }{ $removed ->
        [yes] , taking the piece there back
       *[no] {""}
    }
event-map-remove = { $who } takes a piece back from { $node }
seat-token-position = { $ring }: { $place }
event-landed =
    { $who }’s token lands on { $ring }, stop { $stop }, space { $place }{ $pushed ->
        [yes] { " " }(pushed on)
       *[no] {""}
    }
event-say = { $who } { $text }
event-auto =
    { $who } chooses { $answer }{ $reason ->
        [yes] : { $why }
       *[no] {""}
    }
event-activate = { $who } carries out { $component } ({ $position } of { $arrangement })
event-reorder = { $arrangement } is rearranged: { $shifts }
event-reorder-shift = { $source } moves to { $target }
event-layout = { $arrangement }: { $places }
event-layout-place = { $position } { $component }
event-layout-directions = { $layout }; direction tiles (top first): { $sides }
event-flip = { $component } is turned over: { $now }
event-flip-hidden = A hidden component of { $supply } is turned over


## What an option costs and gives (worked out by the engine, teotl.runtime.preview)

preview-parts = { $parts }
preview-pay = pay { $amounts }
preview-gain = gain { $amounts }
preview-track = { $track } { $before } → { $after }
preview-own = take { $components }
preview-placed = place { $component }
preview-piece-new = { $piece } on { $board } ({ -level } { $level })
preview-piece-move = { $piece } → { $board } ({ -level } { $level })
preview-piece-level = { $piece }: { -level } { $before } → { $after }
preview-piece-locked = { $piece } is locked
preview-piece-unlocked = { $piece } is unlocked
preview-counter = { $counter } { $before } → { $after }
preview-signed =
    { $sign ->
        [plus] +{ $amount }
       *[minus] −{ $amount }
    }
preview-other = { $who }: { $changes }
preview-chance = the rest depends on chance
preview-then = then: { $question }
preview-then-other = then { $who } decides
preview-then-choose = then: { $options }

## The sides of a tile or a grid

-side-top = top
-side-right = right
-side-bottom = bottom
-side-left = left

### Teotihuacan: City of Gods — the nouns of the rule set in English: resources, tracks, boards,
### supplies, flags, events, counters, named values, tables, component types and tags, effect keys,
### and the name of every component (docs/translating.md). Terms may vary by `$count` (one/other).

# The word for a piece's level in this game (overrides engine.ftl).
-level = power


## Resources

-cocoa = cocoa
-wood = wood
-stone = stone
-gold = gold
-vp = VP

## Tracks

-track-blue = the blue temple
-track-red = the red temple
-track-green = the green temple
-track-avenue = the Avenue of the Dead
-track-pyramid = the Pyramid track
-icon-b = a blue icon
-icon-r = a red icon
-icon-g = a green icon

## Groups

-group-resource =
    { $count ->
        [one] resource
       *[other] resources
    }
-group-temple =
    { $count ->
        [one] temple
       *[other] temples
    }

## Boards

-board-palace = the Palace
-board-forest = the Forest
-board-stone_quarry = the Stone Quarry
-board-gold_deposits = the Gold Deposits
-board-alchemy = Alchemy
-board-nobles = the Nobles
-board-decorations = Decorations
-board-construction = Construction

## Pieces

-piece-worker =
    { $count ->
        [one] worker
       *[other] workers
    }

## Supplies

-supply-discovery = the discovery tile stack
-supply-disc_palace = the Palace’s discovery tile
-supply-disc_forest = the Forest’s discovery tile
-supply-disc_stone_quarry = the Stone Quarry’s discovery tile
-supply-disc_gold_deposits = the Gold Deposits’ discovery tile
-supply-disc_decorations = the Decorations’ discovery tile
-supply-blue4 = the discovery tiles of the blue temple (step 4)
-supply-red5 = the discovery tiles of the red temple (step 5)
-supply-green3 = the discovery tiles of the green temple (step 3)
-supply-green6 = the discovery tiles of the green temple (step 6)
-supply-avenue3 = the discovery tiles of the Avenue (step 3)
-supply-avenue6 = the discovery tiles of the Avenue (step 6)
-supply-avenue8 = the discovery tiles of the Avenue (step 8)
-supply-technology_offer = the technologies on the Alchemy board
-supply-pyramid_stack = the pyramid tile stack
-supply-pyramid_offer = the offered pyramid tiles
-supply-decoration_stack = the decoration tile stack
-supply-decoration_offer = the offered decoration tiles
-supply-buildings = the Buildings row
-supply-technology_pool = the technology pile
-supply-royal_pile_a = the category A royal tile pile
-supply-royal_pile_b = the category B royal tile pile
-supply-royal_pile_c = the category C royal tile pile
-supply-bonus_pool = the temple bonus tile pile
-supply-hand = your hand
-supply-hand-whose = the hand
-supply-hand-own = their hand
-supply-draft_pool = the draft display
-supply-starting_tiles = the starting tile pile
-supply-royal_tiles = the royal tiles of the Palace
-supply-temple_bonus = the temple bonus tiles
-supply-action_tiles = the Teotibot’s action tiles
-supply-direction_tiles = the Teotibot’s direction tiles

## Flags (one-use permissions)

-flag-extra_worker = an extra worker
-flag-double_move = a double move
-flag-move_anywhere = a move anywhere
-flag-free_cocoa = a free cocoa payment

## Events (after each …)

-event-main_action = main action
-event-powered_up = main action’s power-ups
-event-collect = Collect Cocoa action
-event-worship = worship
-event-crossed = move onto or past a board
-event-acquire = technology marker placed
-event-claim = tile taken from a supply
-event-overflowed = worker reaching power 6
-event-round_end = end of a round
-event-turn_end = end of a turn
-event-eclipse = Eclipse
-event-game_end = end of the game
-event-board_setup = board setup
-event-advanced = step on a track
-event-driven = a bot worker moving onto or past a board

## Counters

-counter-light_disc = the light disc
-counter-dark_disc = the dark disc
-counter-eclipse = the number of the next Eclipse
-counter-pyramid_complete = the pyramid-complete marker
-counter-buildings_taken = the number of buildings taken
-counter-nobles_top = the number of buildings in the Nobles’ top row
-counter-nobles_middle = the number of buildings in the Nobles’ middle row
-counter-nobles_bottom = the number of buildings in the Nobles’ bottom row
-counter-eclipse_state = the Eclipse state
-counter-game_over = the end-of-game marker

## Named values

-query-technologies = the number of your technologies
-query-masks = the number of your masks
-query-discoveries = the number of your discovery tiles
-query-other_discoveries = the number of your discovery tiles that are not masks
-query-salary_due = your salary
-query-multiplier = the Avenue multiplier
-query-pyramid_rate = the Pyramid-track rate of this Eclipse
-query-temples_at_top = the number of temples where you stand on step 10 or 11
-query-construction_discount = your Construction discount
-query-construction_tiles = the number of tiles you may build
-query-greedy_extra = what the modules add to the greedy player’s estimate
-query-paid_unlock_allowed = the paid unlock at the end of the turn being allowed
-query-power = the worker’s power
-query-workers_here = the number of your unlocked workers on this board
-query-min_power_here = the lowest power among your workers on this board
-query-colours_here = the number of colours among the other workers on this board

## Tables

-table-mask_sets = the mask set table
-table-avenue_multiplier = the Avenue multipliers
-table-pyramid_rate_by_eclipse = the Pyramid-track rates
-table-nobles_top_vp = the Nobles’ top row
-table-nobles_middle_vp = the Nobles’ middle row
-table-nobles_bottom_vp = the Nobles’ bottom row
-table-pyramid_level_vp = the pyramid level VP
-table-pyramid_level_wood = the pyramid level wood costs
-table-dark_disc_start = the dark disc starting spaces
-table-decoration_gold = the decoration gold costs
-table-salary_by_power = the salary by power
-table-bonus_workers_by_power = the worker bonus by power

## Component types

-type-board =
    { $count ->
        [one] action board
       *[other] action boards
    }
-type-action =
    { $count ->
        [one] action
       *[other] actions
    }
-type-track =
    { $count ->
        [one] track
       *[other] tracks
    }
-type-temple_bonus =
    { $count ->
        [one] temple bonus tile
       *[other] temple bonus tiles
    }
-type-technology =
    { $count ->
        [one] technology
       *[other] technologies
    }
-type-discovery =
    { $count ->
        [one] discovery tile
       *[other] discovery tiles
    }
-type-starting_tile =
    { $count ->
        [one] starting tile
       *[other] starting tiles
    }
-type-royal_tile =
    { $count ->
        [one] royal tile
       *[other] royal tiles
    }
-type-ascension =
    { $count ->
        [one] ascension bonus
       *[other] ascension bonuses
    }
-type-pyramid_grid =
    { $count ->
        [one] pyramid
       *[other] pyramids
    }
-type-pyramid_tile =
    { $count ->
        [one] pyramid tile
       *[other] pyramid tiles
    }
-type-decoration_tile =
    { $count ->
        [one] decoration tile
       *[other] decoration tiles
    }
-type-building =
    { $count ->
        [one] building
       *[other] buildings
    }
-type-layout =
    { $count ->
        [one] board part
       *[other] board parts
    }
-type-scoring =
    { $count ->
        [one] scoring
       *[other] scorings
    }
-type-agent_hint =
    { $count ->
        [one] hint for the computer players
       *[other] hints for the computer players
    }
-type-action_tile =
    { $count ->
        [one] action tile
       *[other] action tiles
    }
-type-direction_tile =
    { $count ->
        [one] direction tile
       *[other] direction tiles
    }
-type-arrangement =
    { $count ->
        [one] arrangement
       *[other] arrangements
    }
-type-automaton =
    { $count ->
        [one] automated player
       *[other] automated players
    }

## Tags

-tag-mask =
    { $count ->
        [one] mask
       *[other] masks
    }
-tag-salary =
    { $count ->
        [one] salary tile
       *[other] salary tiles
    }

## Effect keys

-key-main_action = main action
-key-power_ups = power-ups
-key-worship = worship benefit
-key-table = reward table
-key-avenue = Avenue of the Dead
-key-pyramid_leader = Pyramid-track leader
-key-pyramid = Pyramid track
-key-masks = masks
-key-salary = salary
-key-calendar = calendar
-key-placed = tile built
-key-attached = decoration placed
-key-top_tile = top tile
-key-first = first branch
-key-spot = worship spot
-key-build = building
-key-top = top row
-key-middle = middle row
-key-bottom = bottom row
-key-wood = wood
-key-stone = stone
-key-gold = gold
-key-teotibot_setup = setup
-key-teotibot_turn = turn
-key-teotibot_final = final scoring

## Positions of the Teotibot's action pyramid

-position-top = the top
-position-middle_left = the middle left
-position-middle_right = the middle right
-position-bottom_left = the bottom left
-position-bottom_middle = the bottom middle
-position-bottom_right = the bottom right
-position-aside = the side

## Game and modules

-game-teotihuacan = Teotihuacan: City of Gods
-module-base = Base game
-module-solo = Teotibot (solo opponent)

## Components

-component-asc-a0 = Ascension bonus: 5 VP
-component-asc-a1 = Ascension bonus: 2 temple steps for 3 cocoa
-component-asc-a2 = Ascension bonus: 4th worker and 2 cocoa
-component-asc-a3 = Ascension bonus: 1 temple step
-component-asc-a4 = Ascension bonus: 5 cocoa
-component-ascension = Ascension
-component-avenue = Avenue of the Dead
-component-buildings-row = Buildings row
-component-nobles-rows = Nobles board rows
-component-building-01 = Building 1
-component-building-02 = Building 2
-component-building-03 = Building 3
-component-building-04 = Building 4
-component-building-05 = Building 5
-component-building-06 = Building 6
-component-building-07 = Building 7
-component-building-08 = Building 8
-component-building-09 = Building 9
-component-building-10 = Building 10
-component-building-11 = Building 11
-component-palace = Palace
-component-forest = Forest
-component-stone_quarry = Stone Quarry
-component-gold_deposits = Gold Deposits
-component-alchemy = Alchemy
-component-nobles = Nobles
-component-decorations = Decorations
-component-construction = Construction
-component-collect_cocoa = Collect Cocoa
-component-main_action = Main Action
-component-worship = Worship
-component-unlock_turn = Unlock all (whole turn)
-component-unlock_paid = Unlock all (end of turn)
-component-extra_worker = Extra worker (discovery tile)
-component-calendar = Calendar
-component-eclipse = Eclipse
-component-salary = Salary
-component-final-scoring = Final scoring
-component-disc-00 = Mask type 1
-component-disc-01 = Mask type 2
-component-disc-02 = Mask type 2
-component-disc-03 = Mask type 3
-component-disc-04 = Mask type 3
-component-disc-05 = Mask type 4
-component-disc-06 = Mask type 4
-component-disc-07 = Mask type 4
-component-disc-08 = Mask type 5
-component-disc-09 = Mask type 5
-component-disc-10 = Mask type 5
-component-disc-11 = Mask type 6
-component-disc-12 = Mask type 6
-component-disc-13 = Mask type 6
-component-disc-14 = Mask type 7
-component-disc-15 = Mask type 7
-component-disc-16 = Mask type 7
-component-disc-17 = 4 VP
-component-disc-18 = 4 VP
-component-disc-19 = 4 VP
-component-disc-20 = 3 resources of choice
-component-disc-21 = 3 resources of choice
-component-disc-22 = 2 resources of choice
-component-disc-23 = 2 resources of choice
-component-disc-24 = Avenue step
-component-disc-25 = Avenue step
-component-disc-26 = Avenue step
-component-disc-27 = Any temple step
-component-disc-28 = Any temple step
-component-disc-29 = Any temple step
-component-disc-30 = Blue temple step
-component-disc-31 = Blue temple step
-component-disc-32 = Red temple step
-component-disc-33 = Red temple step
-component-disc-34 = Green temple step
-component-disc-35 = Green temple step
-component-disc-36 = 4 cocoa
-component-disc-37 = 4 cocoa
-component-disc-38 = 4 cocoa
-component-disc-39 = 2 power-ups
-component-disc-40 = 2 power-ups
-component-disc-41 = 2 power-ups
-component-disc-42 = Double move
-component-disc-43 = Double move
-component-disc-44 = Double move
-component-disc-45 = Free cocoa
-component-disc-46 = Free cocoa
-component-disc-47 = Free cocoa
-component-disc-48 = Move anywhere
-component-disc-49 = Move anywhere
-component-disc-50 = Move anywhere
-component-disc-51 = Extra worker
-component-disc-52 = Extra worker
-component-disc-53 = Extra worker
-component-setup_game = Board setup
-component-setup_ring = Action boards
-component-setup_calendar = Calendar
-component-setup_discoveries = Discovery tiles
-component-refill_worship_tiles = Discovery tiles at the worship spots
-component-setup_palace = Royal tiles: one of each category A, B, C on spots 1, 2, 3
-component-setup_technologies = Technologies: 6 of 9, ascending, top row first
-component-setup_temple_bonus = Temple bonus tiles: blue, red, green
-component-setup_pyramid = Pyramid and decorations
-component-setup_buildings = Buildings row
-component-setup_starting_tiles = Starting tiles
-component-setup_neutrals = Neutral workers
-component-setup_player = Player setup
-component-player_start = A player's start
-component-turn = A turn
-component-player_turn = A player's turn
-component-discovery_window = Discovery tiles before or after the action
-component-take_action = One action on the board reached
-component-double_move = Double move
-component-after_turn = End of turn
-component-round_end = End of round
-component-eclipse_check = Has the light disc reached the dark disc?
-component-eclipse_round = Eclipse
-component-final_scoring = Final scoring
-component-temple_bonus_scoring = Temple bonus tiles
-component-pyramid =
    { $case ->
       *[nom] Pyramid
        [def] the Pyramid
    }
-component-pyramid-track = Pyramid track
-component-pyr-00 = Pyramid tile 0
-component-pyr-01 = Pyramid tile 1
-component-pyr-02 = Pyramid tile 2
-component-pyr-03 = Pyramid tile 3
-component-pyr-04 = Pyramid tile 4
-component-pyr-05 = Pyramid tile 5
-component-pyr-06 = Pyramid tile 6
-component-pyr-07 = Pyramid tile 7
-component-pyr-08 = Pyramid tile 8
-component-pyr-09 = Pyramid tile 9
-component-pyr-10 = Pyramid tile 10
-component-pyr-11 = Pyramid tile 11
-component-pyr-12 = Pyramid tile 12
-component-pyr-13 = Pyramid tile 13
-component-pyr-14 = Pyramid tile 14
-component-pyr-15 = Pyramid tile 15
-component-pyr-16 = Pyramid tile 16
-component-pyr-17 = Pyramid tile 17
-component-pyr-18 = Pyramid tile 18
-component-pyr-19 = Pyramid tile 19
-component-pyr-20 = Pyramid tile 20
-component-pyr-21 = Pyramid tile 21
-component-pyr-22 = Pyramid tile 22
-component-pyr-23 = Pyramid tile 23
-component-pyr-24 = Pyramid tile 24
-component-pyr-25 = Pyramid tile 25
-component-pyr-26 = Pyramid tile 26
-component-pyr-27 = Pyramid tile 27
-component-pyr-28 = Pyramid tile 28
-component-pyr-29 = Pyramid tile 29
-component-pyr-30 = Pyramid tile 30
-component-pyr-31 = Pyramid tile 31
-component-deco-00 = Decoration tile 0
-component-deco-01 = Decoration tile 1
-component-deco-02 = Decoration tile 2
-component-deco-03 = Decoration tile 3
-component-deco-04 = Decoration tile 4
-component-deco-05 = Decoration tile 5
-component-deco-06 = Decoration tile 6
-component-deco-07 = Decoration tile 7
-component-deco-08 = Decoration tile 8
-component-deco-09 = Decoration tile 9
-component-deco-10 = Decoration tile 10
-component-deco-11 = Decoration tile 11
-component-deco-12 = Decoration tile 12
-component-deco-13 = Decoration tile 13
-component-deco-14 = Decoration tile 14
-component-royal-r0 = Royal tile 1: cocoa
-component-royal-r1 = Royal tile 2: cocoa for wood and stone
-component-royal-r2 = Royal tile 3: resources for cocoa
-component-royal-r3 = Royal tile 4: VP per technology
-component-royal-r4 = Royal tile 5: VP per Pyramid-track step
-component-royal-r5 = Royal tile 6: cocoa for stone and gold
-component-royal-r6 = Royal tile 7: resources of choice
-component-royal-r7 = Royal tile 8: temple steps for cocoa
-component-royal-r8 = Royal tile 9: VP per Avenue step
-component-st-00 = Starting tile 0
-component-st-01 = Starting tile 1
-component-st-02 = Starting tile 2
-component-st-03 = Starting tile 3
-component-st-04 = Starting tile 4
-component-st-05 = Starting tile 5
-component-st-06 = Starting tile 6
-component-st-07 = Starting tile 7
-component-st-08 = Starting tile 8
-component-st-09 = Starting tile 9
-component-st-10 = Starting tile 10
-component-st-11 = Starting tile 11
-component-st-12 = Starting tile 12
-component-st-13 = Starting tile 13
-component-st-14 = Starting tile 14
-component-st-15 = Starting tile 15
-component-st-16 = Starting tile 16
-component-st-17 = Starting tile 17
-component-tech-01 = Technology 01: cocoa when passing the Palace
-component-tech-03 = Technology 03: 3 VP after Alchemy or Nobles
-component-tech-05 = Technology 05: +1 resource after Forest, Stone Quarry, Gold Deposits
-component-tech-07 = Technology 07: cocoa and VP after Forest, Stone Quarry, Gold Deposits
-component-tech-09 = Technology 09: 4 VP after Decorations
-component-tech-11 = Technology 11: 3 VP after Construction
-component-tech-13 = Technology 13: extra power-up for 1 cocoa
-component-tech-15 = Technology 15: extra worker and discount at Construction
-component-tech-17 = Technology 17: temple step after Construction
-component-bonus-b0 = Temple bonus: best mask set again
-component-bonus-b1 = Temple bonus: 5 VP per technology
-component-bonus-b2 = Temple bonus: 15 VP
-component-bonus-b3 = Temple bonus: 3 VP per Avenue step
-component-bonus-b4 = Temple bonus: 9 VP per temple at the top
-component-bonus-b5 = Temple bonus: 2 VP per non-mask discovery tile
-component-bonus-b6 = Temple bonus: workers
-component-temple-blue = Blue temple
-component-temple-red = Red temple
-component-temple-green = Green temple
-component-tile_alchemy = Alchemy
-component-tile_construction = Construction
-component-tile_decorations = Decorations
-component-tile_nobles = Nobles
-component-tile_masks = Mask Collection
-component-tile_mastery = Mastery
-component-tile_worship = Worship
-component-teotibot_mastery = Teotibot: Mastery, one worker's board action
-component-teotibot_collect = Teotibot: resources from the Forest, the Stone Quarry or the Gold Deposits
-component-teotibot_advance = Teotibot: a worker advances
-component-teotibot_fallback = Teotibot: fallback
-component-teotibot_temple = Teotibot: one temple step
-component-teotibot_setup = Teotibot setup
-component-teotibot_turn = Teotibot turn
-component-teotibot_final = Teotibot final scoring
-component-action_pyramid = Action pyramid
-component-direction_a_right = Direction tile A (right)
-component-direction_a_left = Direction tile A (left)
-component-direction_b_right = Direction tile B (right)
-component-direction_b_left = Direction tile B (left)
-component-teotibot = Teotibot

## Data fields named in effects (`datum(teotibot, stride, …)`, `fill … where category A`): the
## term `-field-NAME`; in English a field without one reads as its name in words

-field-gd = great discovery
-field-gd_space = great discovery space
-field-gd_discard_obsidian = obsidian for a discarded great discovery
-field-vp_per_10_cocoa = VP per 10 cocoa
-field-bonus_tile_vp = VP per temple bonus tile
-field-technology_vp = VP per technology
-field-power_construction = power of its Construction worker
-field-power_gold_deposits = power of its Gold Deposits worker
-field-power_nobles = power of its Nobles worker
-field-player_extra_cocoa = extra cocoa of the player
-field-start_gold = starting gold
-field-start_stone = starting stone
-field-start_wood = starting wood
-field-stride = move
-field-worship_steps = temple steps of its worship
-field-worship_steps_any = steps on any temple of its worship
-field-temple_cocoa = cocoa per temple
-field-resources = resources per board
-field-boards = boards

## Teotibot templates (solo/action_tiles.yaml)
-template-attempt = with its strongest worker that can
-param-task = task
template-attempt-call = carry out “{ $task }” with your strongest unlocked worker that can (if it cannot, the next strongest, and so on; ties clockwise from the Palace)
-template-power_up_on = its strongest worker on a board powers up and advances
-param-number = board number
template-power_up_on-call = raise the power of your strongest unlocked worker on { $number-board } by 1 (ties clockwise from the Palace), then it carries out “{ -component-teotibot_advance }” (if none is there any more, the worker acting advances, without the power-up)

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-hand-label = Hand

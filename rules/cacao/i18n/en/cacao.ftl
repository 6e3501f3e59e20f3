### Cacao with Cacao: Chocolatl — the rule set's nouns in English (docs/translating.md).
### Read after the shipped catalogues (rules/i18n/): every noun of this rule set is here, so no
### term of another game shows through. Names as printed in the English rules where they exist.

-game-cacao = Cacao

## Modules

-module-base = Cacao (base game)
-module-map = Map module
-module-irrigation = Irrigation module
-module-chocolatl = Chocolatl module
-module-huts = Hut module

## Resources

-gold = gold
-fruit =
    { $count ->
        [one] cacao fruit
       *[other] cacao fruits
    }
-sun =
    { $count ->
        [one] sun token
       *[other] sun tokens
    }
-chocolate =
    { $count ->
        [one] chocolate bar
       *[other] chocolate bars
    }
-map_token =
    { $count ->
        [one] map token
       *[other] map tokens
    }
-fruit_this_turn =
    { $count ->
        [one] fruit stored this turn
       *[other] fruits stored this turn
    }

## The water track, the jungle, labels

-track-water = the water track
-space-jungle = the jungle
-label-fresh = laid this turn
-label-under_foreman = played under the Foreman

## Supplies

-supply-box = the box of jungle tiles
-supply-removed = the tiles back in the box
-supply-jungle_pile = the jungle draw pile
-supply-display = the jungle display
-supply-workers = your worker-tile pile
-supply-workers-whose = the worker-tile pile
-supply-workers-own = their worker-tile pile
-supply-hand = your hand
-supply-hand-whose = the hand
-supply-hand-own = their hand
-supply-map_board = the map board
-supply-huts = the hut supply

## Component types and tags

-type-worker_tile =
    { $case ->
       *[nom]
        { $count ->
            [one] worker tile
           *[other] worker tiles
        }
        [shown] a worker tile
    }
-type-jungle_tile =
    { $case ->
       *[nom]
        { $count ->
            [one] jungle tile
           *[other] jungle tiles
        }
        [shown] a jungle tile
    }
-type-rule =
    { $count ->
        [one] rule
       *[other] rules
    }
-type-agent_hint =
    { $count ->
        [one] hint for the computer players
       *[other] hints for the computer players
    }
-type-hut =
    { $count ->
        [one] hut
       *[other] huts
    }
-tag-plantation = a plantation
-tag-market = a market
-tag-gold_mine = a gold mine
-tag-water = water
-tag-sun_site = a sun-worshiping site
-tag-temple = a temple
-tag-irrigation = an irrigation tile
-tag-kitchen = a chocolate kitchen
-tag-chocolate_market = a chocolate market
# a hut's person counted: `[plural]` ("the number of Market Criers you own", query-count)
-tag-market_crier =
    { $case ->
       *[nom] the Market Crier
        [plural] Market Criers
    }
-tag-hermit =
    { $case ->
       *[nom] the Hermit
        [plural] Hermits
    }
-tag-road_worker =
    { $case ->
       *[nom] the Road Worker
        [plural] Road Workers
    }
-tag-trader =
    { $case ->
       *[nom] the Trader
        [plural] Traders
    }
-tag-farmer =
    { $case ->
       *[nom] the Farmer
        [plural] Farmers
    }
-tag-shaman =
    { $case ->
       *[nom] the Shaman
        [plural] Shamans
    }
-tag-monk =
    { $case ->
       *[nom] the Monk
        [plural] Monks
    }
-tag-master_builder =
    { $case ->
       *[nom] the Master Builder
        [plural] Master Builders
    }
-tag-foreman =
    { $case ->
       *[nom] the Foreman
        [plural] Foremen
    }
-tag-fountain_master =
    { $case ->
       *[nom] the Fountain Master
        [plural] Fountain Masters
    }
-tag-chiefs_daughter =
    { $case ->
       *[nom] the Chief’s Daughter
        [plural] Chief’s Daughters
    }
-tag-chiefs_son =
    { $case ->
       *[nom] the Chief’s Son
        [plural] Chief’s Sons
    }
-tag-chiefs_wife =
    { $case ->
       *[nom] the Chief’s Wife
        [plural] Chief’s Wives
    }
-tag-chief =
    { $case ->
       *[nom] the Chief
        [plural] Chiefs
    }

## Events

-event-jungle_setup = set-up of the jungle tiles
-event-game_setup = set-up
-event-player_setup = player’s set-up
-event-turn_end = turn
-event-final_scoring = final scoring

## Effect keys

-key-final = at the end
-key-cost = the cost
# data fields of the tiles, as the page labels them (workers per edge, a market's price)
-key-workers = workers
-key-price = selling price

## Components: worker tiles and jungle tiles

-component-worker-1111 = Worker tile 1-1-1-1
-component-worker-2101 = Worker tile 2-1-0-1
-component-worker-3001 = Worker tile 3-0-0-1
-component-worker-3100 = Worker tile 3-1-0-0
-component-single-plantation = Single plantation
-component-double-plantation = Double plantation
-component-market-2 = Market (selling price 2)
-component-market-3 = Market (selling price 3)
-component-market-4 = Market (selling price 4)
-component-gold-mine-1 = Gold mine (value 1)
-component-gold-mine-2 = Gold mine (value 2)
-component-water = Water
-component-sun-site = Sun-worshiping site
-component-temple = Temple
-component-irrigation = Irrigation
-component-chocolate-kitchen = Chocolate kitchen
-component-chocolate-market = Chocolate market

## Components: the rules

-component-setup_game = Set-up
-component-setup_player = A player’s set-up
-component-turn = A turn
-component-final_scoring = Final scoring
-component-map-tokens = Map tokens
-component-irrigation-setup = Irrigation tiles in place of plantations
-component-chocolatl-setup = Chocolate tiles in place of gold mines and markets
-component-huts-setup = The hut supply
-component-huts-build = Build a hut
-component-huts-score = Huts at the end
-component-chocolatl-greedy-value = Computer players: chocolate bars
-component-huts-greedy-value = Computer players: the huts

## Components: the hut faces (EN-C's names)

-component-hut-01a = Market Crier
-component-hut-01b = Hermit
-component-hut-02a = Trader
-component-hut-02b = Farmer
-component-hut-03a = Hermit
-component-hut-03b = Market Crier
-component-hut-04a = Road Worker
-component-hut-04b = Shaman
-component-hut-05a = Shaman
-component-hut-05b = Master Builder
-component-hut-06a = Farmer
-component-hut-06b = Monk
-component-hut-07a = Master Builder
-component-hut-07b = Chief’s Son
-component-hut-08a = Monk
-component-hut-08b = Chief’s Daughter
-component-hut-09a = Foreman
-component-hut-09b = Road Worker
-component-hut-10a = Fountain Master
-component-hut-10b = Trader
-component-hut-11a = Chief’s Wife
-component-hut-11b = Fountain Master
-component-hut-12a = Chief
-component-hut-12b = Foreman

## Templates

-template-second_start_tile = The second start tile
-template-open_display = Lay out the jungle display
-template-lay_tile = Place a worker tile
-template-overbuild = Overbuild one of your worker tiles
-template-overbuild_time = the time to overbuild
-template-overbuild_affordable = overbuilding can be paid
-template-pay_for_overbuild = Pay for overbuilding
-template-fill_space = Fill a jungle space
-template-activation = Activate the workers
-template-own_edge = one of your edges with workers
-template-work_edge = The workers of an edge
-template-crew = the workers on an edge
-template-after_activation = After the activations
-template-take_fruit = Take fruit
-template-sell_fruit = Sell a fruit
-template-refill_jungle = Refill the display
-template-crew_at = your workers at a tile
-template-temple_majority = A temple’s majority
-template-sun_score = Sun tokens at the end
-template-water_score = The water track at the end
-template-refund = The hut’s cost back
-template-hermit_bonus = The Hermit’s bonus
-template-road_worker_bonus = The Road Worker’s bonus
-template-monk_bonus = The Monk’s bonus

## Queries

-query-temple_outlook = your shares of the temples as they stand
-query-greedy_extra = what the modules add to the greedy player’s estimate

## Template calls: how a call of a template with parameters reads (docs/translating.md);
## the variables are the parameters, `$NAME_word` the id a word argument names

# A call without arguments, in the rule text: a condition as a clause, an effect as an instruction
template-overbuild_time-call = it is time to overbuild
template-overbuild_affordable-call = overbuilding can be paid
template-open_display-call = lay out the jungle display
template-activation-call = activate the workers
template-pay_for_overbuild-call = pay for overbuilding
template-refill_jungle-call = refill the display
template-lay_tile-call = place a worker tile
template-overbuild-call = overbuild one of your worker tiles

template-second_start_tile-call = put a water tile of your choice from the box on { $square }
template-fill_space-call = fill the empty space { $square } with a jungle tile
template-own_edge-call = { $e } is an edge with your workers
template-work_edge-call = the workers on the edge { $e } work
template-crew-call = the workers of { $tile } facing { $facing }
template-take_fruit-call = { $amount ->
    [one] take 1 cacao fruit
   *[other] take { $amount } cacao fruits
}
template-sell_fruit-call = you may sell 1 cacao fruit for { $price } gold
# a value: a number, so a count ("the number of your workers next to t is more than 0", not "your workers … is")
template-crew_at-call = the number of your workers next to { $site }
template-temple_majority-call = score the temple { $site }: 6 gold to the most workers next to it, 3 to the second most (tied players share)
template-sun_score-call = gain gold equal to your sun tokens
template-water_score-call = gain gold equal to the value of your step on the water track

## Data fields named in effects (`datum(it, price)`): the term `-field-NAME`

-field-price = selling price
-field-fruit = fruits

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-workers-label = Worker pile
-supply-hand-label = Hand

### Imperial Settlers — the nouns of the rule set in English: goods, supplies, marks, counters,
### named values, card types and tags, effect keys, templates and the name of every card
### (docs/translating.md). Terms may vary by `$count` (one/other).

## Goods

-wood = Wood
-stone = Stone
-food = Food
-gold = Gold
-worker =
    { $count ->
        [one] Worker
       *[other] Workers
    }
-raze =
    { $count ->
        [one] Raze token
       *[other] Raze tokens
    }
-defence =
    { $count ->
        [one] Defence token
       *[other] Defence tokens
    }
-vp = VP
-spare_goods = Workers and Resources left
-cards_in_hand =
    { $count ->
        [one] card in hand
       *[other] cards in hand
    }
-keep_stone = Stone you may store
-keep_food = Food you may store
-blessing_brown =
    { $count ->
        [one] brown Blessing token
       *[other] brown Blessing tokens
    }
-blessing_grey =
    { $count ->
        [one] grey Blessing token
       *[other] grey Blessing tokens
    }
-blessing_red =
    { $count ->
        [one] red Blessing token
       *[other] red Blessing tokens
    }
-blessing_pink =
    { $count ->
        [one] pink Blessing token
       *[other] pink Blessing tokens
    }
-blessing_gold =
    { $count ->
        [one] gold Blessing token
       *[other] gold Blessing tokens
    }
-blessing_black =
    { $count ->
        [one] black Blessing token
       *[other] black Blessing tokens
    }
-blessing_blue =
    { $count ->
        [one] blue Blessing token
       *[other] blue Blessing tokens
    }
-blessing_violet =
    { $count ->
        [one] violet Blessing token
       *[other] violet Blessing tokens
    }
-blessing_white =
    { $count ->
        [one] white Blessing token
       *[other] white Blessing tokens
    }
-tricolour =
    { $count ->
        [one] tricolour Blessing token
       *[other] tricolour Blessing tokens
    }
-keep_blessing =
    { $count ->
        [one] Blessing token you may store
       *[other] Blessing tokens you may store
    }

## Groups

-group-resource =
    { $count ->
        [one] Resource
       *[other] Resources
    }
-group-goods =
    { $count ->
        [one] good
       *[other] goods
    }
-group-kept =
    { $count ->
        [one] good you may store
       *[other] goods you may store
    }
-group-blessing =
    { $count ->
        [one] Blessing token
       *[other] Blessing tokens
    }

## Supplies

-supply-common = the Common deck
-supply-common_discard = the Common discard pile
-supply-lookout = the lookout cards
-supply-faction = your faction board
-supply-faction-whose = the faction board
-supply-faction-own = their faction board
-supply-faction_deck = your faction deck
-supply-faction_deck-whose = the faction deck
-supply-faction_deck-own = their faction deck
-supply-faction_discard = your faction discard pile
-supply-faction_discard-whose = the faction discard pile
-supply-faction_discard-own = their faction discard pile
-supply-hand = your hand
-supply-hand-whose = the hand
-supply-hand-own = their hand
-supply-empire = your empire
-supply-empire-whose = the empire
-supply-empire-own = their empire
-supply-site = the card being built or dealt
-supply-deals = your deals
-supply-deals-whose = the deals
-supply-deals-own = their deals
-supply-foundations = your foundations
-supply-foundations-whose = the foundations
-supply-foundations-own = their foundations
-supply-prayer = the prayer's cards
-supply-stored = your cards stored for future prayers
-supply-stored-whose = the cards stored for future prayers
-supply-stored-own = their cards stored for future prayers
-supply-stored_round = your cards stored for this round's prayers
-supply-stored_round-whose = the cards stored for this round's prayers

-supply-stored_round-own = their cards stored for this round's prayers
## Marks on cards

-mark-activated =
    { $count ->
        [one] use marker
       *[other] use markers
    }
-mark-defended =
    { $count ->
        [one] Defence token
       *[other] Defence tokens
    }

## Counters

-counter-round = the round
-counter-lead = the round's first player
-counter-asks_brown = the prayer counts brown
-counter-tally_brown = the brown cards counted
-counter-asks_grey = the prayer counts grey
-counter-tally_grey = the grey cards counted
-counter-asks_red = the prayer counts red
-counter-tally_red = the red cards counted
-counter-asks_pink = the prayer counts pink
-counter-tally_pink = the pink cards counted
-counter-asks_gold = the prayer counts gold
-counter-tally_gold = the gold cards counted
-counter-asks_black = the prayer counts black
-counter-tally_black = the black cards counted
-counter-asks_blue = the prayer counts blue
-counter-tally_blue = the blue cards counted
-counter-asks_violet = the prayer counts violet
-counter-tally_violet = the violet cards counted
-counter-asks_white = the prayer counts white
-counter-tally_white = the white cards counted
-counter-spare = the Blessing token kept
-counter-spent_wood = the Wood spent
-counter-spent_stone = the Stone spent
-counter-spent_food = the Food spent
-counter-matching_spend = spending matching Resources

## Named values

-query-locations = your locations
-query-common_locations = your Common locations
-query-faction_locations = your Faction locations
-query-greedy_extra = the modules' bonus for the computer players
-query-blessings_apply = the number of your Blessing tokens that apply to this prayer
-query-tally_total = the number of cards the prayer counted
-query-blessings_held = the number of your Blessing tokens

## Card types

-type-common_card =
    { $case ->
       *[nom]
        { $count ->
            [one] Common card
           *[other] Common cards
        }
        [shown] a Common card
    }
-type-faction_card =
    { $case ->
       *[nom]
        { $count ->
            [one] Faction card
           *[other] Faction cards
        }
        [shown] a Faction card
    }
-type-faction_board =
    { $count ->
        [one] faction board
       *[other] faction boards
    }
-type-rule =
    { $count ->
        [one] rule
       *[other] rules
    }

## Tags: colours, kinds, deal goods

-tag-brown = brown
-tag-grey = grey
-tag-red = red
-tag-pink = pink
-tag-gold = gold
-tag-black = black
-tag-blue = blue
-tag-violet = violet
-tag-orange = orange
-tag-production =
    { $case ->
       *[nom]
        { $count ->
            [one] Production location
           *[other] Production locations
        }
        [shown] a Production location
    }
-tag-feature =
    { $case ->
       *[nom]
        { $count ->
            [one] Feature location
           *[other] Feature locations
        }
        [shown] a Feature location
    }
-tag-action =
    { $case ->
       *[nom]
        { $count ->
            [one] Action location
           *[other] Action locations
        }
        [shown] an Action location
    }
-tag-twice = usable twice a round
-tag-ruins =
    { $count ->
        [one] Ruins
       *[other] Ruins
    }
-tag-newlyweds = Newlyweds
-tag-deal_wood = a deal giving Wood
-tag-deal_stone = a deal giving Stone
-tag-deal_food = a deal giving Food
-tag-deal_gold = a deal giving Gold
-tag-deal_worker = a deal giving a Worker
-tag-deal_raze = a deal giving a Raze token
-tag-deal_card = a deal giving a card
-tag-deal_vp = a deal giving VP

## Effect keys

-key-production = Production
-key-action = Action
-key-raze = Raze field
-key-deal = Deal
-key-built = Feature: each time you build
-key-dealt = Feature: each time you make a deal
-key-store = At clean-up
-key-cost = Cost
-key-before = Before the prayer
-key-tokens = With Blessing tokens
-key-after = After the draw

## The game and its modules

-game-imperial-settlers = Imperial Settlers
-module-core = Imperial Settlers (core game)
-module-aztecs = Imperial Settlers: Aztecs

## Templates

-template-restock = restock the Common deck
-template-restock_own = restock your faction deck
-template-draw_common = draw a Common card
-template-draw_own = draw a Faction card
-template-draw_card = draw a card
-template-reveal_lookout = reveal the lookout cards
-template-counter_clockwise = the player in counter-clockwise order, for
-template-build_location = build a location
-template-give_up_location = discard one of your locations or foundations
-template-make_deal = make a deal
-template-raze_card = raze a card from your hand
-template-raze_location = raze a location of the player so many seats to your left
-template-activate_location = activate an Action location
-template-spend_workers = spend Workers
-template-worker_good = a Resource or a card for two Workers
-template-defend = place your Defence token
-template-tidy_up = discard what you cannot store
-template-tidy_more = Blessing tokens and stored cards at clean-up
-template-pray = Pray
-template-amen = end the prayer
-template-draw_prayer = draw the prayer's cards
-template-add_stored = add stored cards
-template-pile = the prayer's cards of colour
-template-count_pile = count the prayer's cards
-template-count_tokens = count your Blessing tokens as cards
-template-blessing_bonus = the Blessing bonus
-template-tricolour_counts = the tricolour token counts
-template-pick_colour = pick the prayer's colour
-template-pick_token_colour = pick the colour of a Blessing token you hold
-template-only = count only
-template-only_held = count only, holding its token
-template-one_more = one more card of
-template-clear_asks = forget the prayer's colours
-template-clear_tallies = forget the prayer's counts
-template-ask_brown = count brown cards
-template-ask_grey = count grey cards
-template-ask_red = count red cards
-template-ask_pink = count pink cards
-template-ask_gold = count gold cards
-template-ask_black = count black cards
-template-ask_blue = count blue cards
-template-ask_violet = count violet cards
-template-ask_white = count white cards
-template-ask_any = count cards of any colour
-template-ask_deal_colour = count the colour of the good the deal just made gives
-template-spend_matching = spend matching Resources
-template-keep_a_blessing = keep one Blessing token
-template-keep_only = keep only
-word-announce = announce a colour
-word-choose = choose a colour
-word-named = the colours the card names

## Cards and rules

-component-setup_game = Set-up
-component-setup_player = A player's set-up
-component-take_faction = Take a faction
-component-lookout = Lookout
-component-production = Production
-component-action_turn = A turn of the action phase
-component-cleanup = Clean-up
-component-final_scoring = Final scoring
-component-announce = Announce a colour
-component-choose = Choose a colour
-component-named = The colours the card names
-component-aztec-hints = What the Aztecs' computer players value
-component-armorer = Armorer
-component-lords-fields = Lord's Fields
-component-masons-guild = Masons Guild
-component-castle = Castle
-component-wood-storage = Wood Storage
-component-ruins = Ruins
-component-quarry = Quarry
-component-woodcutters-trail = Woodcutters' Trail
-component-hamlet = Hamlet
-component-grain-field = Grain Field
-component-watchtower = Watchtower
-component-gold-stream = Gold Stream
-component-monument = Monument
-component-demo-assayers-yard = Demo Assayer's Yard
-component-newlyweds = Newlyweds
-component-demo-board = Demo faction board
-component-demo-lumber-camp = Demo Lumber Camp
-component-demo-barracks-yard = Demo Barracks Yard
-component-demo-cottages = Demo Cottages
-component-demo-stoneworks = Demo Stoneworks
-component-demo-treasury = Demo Treasury
-component-demo-scriptorium = Demo Scriptorium
-component-demo-war-camp = Demo War Camp
-component-demo-market-hall = Demo Market Hall
-component-demo-guild-house = Demo Guild House
-component-demo-harbour = Demo Harbour
-component-demo-orchard = Demo Orchard
-component-demo-monument-hill = Demo Monument Hill
-component-demo-trade-post = Demo Trade Post
-component-demo-warehouse = Demo Warehouse
-component-demo-arena = Demo Arena
-component-demo-palace = Demo Palace
-component-demo-workshop = Demo Workshop
-component-demo-watch-fort = Demo Watch Fort
-component-aztec-board = Aztec faction board
-component-sacrificial-altar = Sacrificial Altar
-component-temple-of-the-rising-sun = Temple of the Rising Sun
-component-voice-of-the-gods = Voice of the Gods
-component-chapel-of-mars = Chapel of Mars
-component-itinerant-priest = Itinerant Priest
-component-fuji-apple-festival = Fuji Apple Festival
-component-demo-maize-terraces = Demo Maize Terraces
-component-demo-feather-workshop = Demo Feather Workshop
-component-demo-obsidian-armoury = Demo Obsidian Armoury
-component-demo-shrine-of-offerings = Demo Shrine of Offerings
-component-demo-reliquary = Demo Reliquary
-component-demo-sun-calendar = Demo Sun Calendar
-component-demo-rain-pyramid = Demo Rain Pyramid
-component-demo-keeper-of-blessings = Demo Keeper of Blessings
-component-demo-chinampa = Demo Chinampa
-component-demo-offering-basket = Demo Offering Basket
-component-demo-eagle-messenger = Demo Eagle Messenger
-component-useful-markus = Useful Markus
-component-sturdy-foundations = Sturdy Foundations
-component-shrine-of-thoth = Shrine of Thoth
-component-demo-great-teocalli = Demo Great Teocalli

## Template calls: how a call of a template with parameters reads (docs/translating.md);
## the variables are the parameters, `$NAME_word` the id a word argument names

template-counter_clockwise-call = the player whose turn it is { $p }-th counter-clockwise from the round's first player's right
template-raze_location-call = { $k ->
    [one] raze a location of the player 1 seat to your left
   *[other] raze a location of the player { $k } seats to your left
}
template-pray-call = { $mode_word ->
    [announce] announce one of these colours, then pray { $cards }
    [choose] pray { $cards }, then choose one of these colours
   *[other] pray { $cards }
}
template-draw_prayer-call = draw { $cards } Common cards for the prayer
template-pile-call = the prayer's { $col } cards
template-only-call = if { $colour }, only that colour counts
template-only_held-call = if { $colour } and { $held } is at least 1, only that colour counts
template-one_more-call = if { $counted }, add 1 to { $tally }
template-keep_only-call = keep only your { $token }

## data values (fill … where faction VALUE)

-word-aztecs = the Aztecs
-word-demo = the demo faction

## The phases of a round, as the log of a game names them (event-phase)

-phase-lookout = lookout
-phase-production = production
-phase-action = actions
-phase-cleanup = clean-up

## A card played from the hand passes through `site` while its effects run: the question and the
## log say "play" and where it ends up, not the place it passes (docs/translating.md)
ask-put-to-site = Which card from { $supply } do you play?
log-put-to-site = { $who } plays { $what } from { $source }
log-deal-from-site =
    { $what } { $count ->
        [one] goes
       *[other] go
    } to { $target }

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-faction-label = Faction board
-supply-faction_deck-label = Faction deck
-supply-faction_discard-label = Faction discards
-supply-hand-label = Hand
-supply-empire-label = Empire
-supply-site-label = Being built
# what a supply holds, as counted ("the number of cards in your empire that show red")
-supply-empire-items = cards in your empire
-supply-site-items = cards being built or dealt
-supply-prayer-items = cards of the prayer
-supply-deals-label = Deals
-supply-foundations-label = Foundations
-supply-stored-label = Stored
-supply-stored_round-label = Stored this round

# What its supplies hold, in the engine's sentences ("move the top card of the Common deck")

-item =
    { $count ->
       *[one] card
        [other] cards
    }

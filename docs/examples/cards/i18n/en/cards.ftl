# Nouns of the example card game (docs/authoring.md, "Cards and supplies").
-supply-deck = the deck
-supply-discard = the discard pile
-supply-drawn = the offering
-supply-played = your cards in play
-type-card =
    { $count ->
        [one] card
       *[other] cards
    }
-supply-drawn-items = cards in the offering
-tag-grey = grey
-tag-red = red
-counter-turns = the number of turns played
-component-quarry = Quarry
-component-market = Market
-component-shrine = Shrine
-component-ruins = Ruins
-component-setup = Setting up
-component-turn = A turn
-component-draw = Draw a card
-component-turn_up = Turn a card face up
-component-after_turn = After a turn
-component-final_scoring = Final scoring

# The example's resources, its base module and the hand (teotl play names it in the panels)
-stone = stone
-vp = VP
-supply-hand = your hand
-supply-hand-own = their hand
-supply-hand-whose = the hand
-supply-hand-label = Hand
-type-action =
    { $count ->
        [one] action
       *[other] actions
    }
-module-base = Base game

### The Expansion Period, M8 Altars and Shamans (with its sub-modules m8-m7 and m8-solo): nouns and
### component names in English.


## Nouns

# a player's Shaman: 1 while it stands (counted like a resource); its token on the ring of altars
-shaman_up = standing Shaman
# the Shaman standing up and lying down, as an instruction (a flag-like resource: teotl.text.nouns `switched`)
-set-shaman_up = stand your Shaman up
-unset-shaman_up = lay your Shaman down
-space-altar_ring = the ring of altars
-event-landed = Shaman’s arrival on a space
-supply-altars = the altars
-supply-altar_gd_1 = the great discovery tiles on altar 1
-supply-altar_gd_2 = the great discovery tiles on altar 2
-supply-altar_gd_3 = the great discovery tiles on altar 3
-supply-altar_gd_4 = the great discovery tiles on altar 4
-flag-shaman_extra_hop = one more altar for your Shaman’s move
# read as a condition: “while …”, “if …”
-query-shaman_here = your Shaman stands and its space points at this board
-type-altar_tile =
    { $count ->
        [one] altar tile
       *[other] altar tiles
    }
-key-cost = cost
-key-second = second branch
-module-m8 = M8 Altars and Shamans
-module-m8-m7 = M8 Shamans on the M7 Mansion
-module-m8-solo = M8 Altars and Shamans (Teotibot rules)

## Components

-component-alt-a = Altar A: a great discovery, or 4 obsidian for 2 cocoa
-component-alt-b = Altar B: a great discovery, or 1 obsidian and unlock all
-component-alt-c = Altar C: 1 obsidian and workers back, or a great discovery
-component-alt-d = Altar D: 2 obsidian, or a great discovery
-component-altar_move_back = Move one of your unlocked workers 1 or 2 boards back
-component-altar_gd_claim = Claim a great discovery tile on this altar
-component-m8_setup = M8 board setup
-component-shaman_setup = Player setup: the Shamans stand on the altars
-component-gd-09 = Great discovery: the Shaman moves one more altar
-component-gd-11 = Great discovery: 2 cocoa and your Shaman up, for 1 power of a worker
-component-activate_shaman = Activate Shaman
-component-shaman_benefit = The benefit of the Shaman’s space
-component-shaman_virtual_worker = The standing Shaman: one more worker
-component-shaman_on_the_mansion = The standing Shaman pointing at the Mansion

## The Teotibot’s Shaman (m8-solo) and the end of an Activate Shaman turn

-flag-shaman_turn = the “Activate Shaman this turn” mark
-counter-teotibot_shaman = the Teotibot’s Shaman space
-counter-teotibot_masks = the Teotibot’s number of masks before the altar
-table-altar_before = the altar before each board
-key-start = starting space
-key-move = move
-key-pushed = pushed away
-key-discarded = GD tile discarded
-key-altar1 = to altar 1
-key-altar2 = to altar 2
-key-altar3 = to altar 3
-key-altar4 = to altar 4
-key-mask1 = mask from altar 1
-key-mask2 = mask from altar 2
-key-mask3 = mask from altar 3
-key-mask4 = mask from altar 4
-key-pushed1 = pushed to altar 1
-key-pushed2 = pushed to altar 2
-key-pushed3 = pushed to altar 3
-key-pushed4 = pushed to altar 4
-component-shaman_activated = After your Activate Shaman turn
-component-teotibot_shaman = Teotibot: its Shaman

## A hook of the Teotibot that only m8-solo fills (priest S07: its Shaman moves after its Worship tile)

-query-teotibot_shaman_with_worship = the “its Shaman moves after its Worship tile” switch (priest S07)
-component-teotibot_after_worship = Teotibot: after its Worship tile

## Components that M8 and m8-solo replace under the same id, with their new names (`-component-ID--MODULE`, docs/translating.md)

-component-player_turn--m8 = A player’s turn (with Activate Shaman)
-component-shaman_setup--m8-solo = Player setup: your Shaman stands on an altar, the Teotibot’s lies on a GD space
-component-tile_masks--m8-solo = Mask Collection / Activate Shaman
-component-shaman_activated--m8-solo = After your Activate Shaman turn: the Teotibot’s Shaman leaves your altar
-component-teotibot_after_worship--m8-solo = Teotibot: after its Worship tile, its Shaman moves (priest S07)
-component-no_paid_unlock_after_shaman = No paid unlock after Activate Shaman

### The Expansion Period (M6 Obsidian, M7 Mansion, MS1): nouns and component names in English.


## Nouns

-obsidian = obsidian
-supply-gd_stack = the great discovery stack
-supply-gd_mansion = the Mansion’s great discovery tile
-supply-property_blue = the Mansion property of the blue temple
-supply-property_red = the Mansion property of the red temple
-supply-property_green = the Mansion property of the green temple
-flag-double_harvest = a double harvest
-flag-gd_extra_worker = an extra worker (great discovery)
-counter-mansion_claim_1 = the claim on the Mansion’s left royal tile
-counter-mansion_claim_2 = the claim on the Mansion’s middle royal tile
-counter-mansion_claim_3 = the claim on the Mansion’s right royal tile
-query-obsidian_wildcard = the “obsidian replaces other resources” switch
-query-obsidian_as_any = the “obsidian as any resource” switch
-query-obsidian_for_cocoa = the “1 obsidian pays up to 3 cocoa” switch
-query-harvest = the harvest multiplier
-query-great_discoveries = the number of your great discovery tiles
-query-mansion_bonus = the Mansion bonus
-type-great_discovery =
    { $count ->
        [one] great discovery tile
       *[other] great discovery tiles
    }
-type-property_tile =
    { $count ->
        [one] Mansion property tile
       *[other] Mansion property tiles
    }
-module-m6 = M6 Obsidian
-module-m7 = M7 Mansion
-module-m6-solo = M6 Obsidian (Teotibot rules)
-module-m7-solo = M7 Mansion (Teotibot rules)
-module-ms1 = MS1 Teotibot alternative movement

## Components

-component-m6_setup = M6 board setup
-component-gd-01-a = Great discovery: one more worker
-component-gd-01-b = Great discovery: one more worker
-component-gd-02-a = Great discovery: double resources
-component-gd-02-b = Great discovery: double resources
-component-gd-03-a = Great discovery: new mask
-component-gd-03-b = Great discovery: new mask
-component-gd-03-c = Great discovery: new mask
-component-gd-04-a = Great discovery: 3 obsidian
-component-gd-04-b = Great discovery: 3 obsidian
-component-gd-05-a = Great discovery: a worker steps back
-component-gd-05-b = Great discovery: a worker steps back
-component-gd-06-a = Great discovery: 3 power-ups
-component-gd-06-b = Great discovery: 3 power-ups
-component-gd-07-a = Great discovery: discovery tiles again
-component-gd-07-b = Great discovery: discovery tiles again
-component-gd-08-a = Great discovery: a free technology
-component-gd-08-b = Great discovery: a free technology
-component-gd-10-a = Great discovery: 2 gold
-component-gd-10-b = Great discovery: 2 gold
-component-gd-12 = Great discovery: any temple
-component-gd-13 = Great discovery: blue temple
-component-gd-14 = Great discovery: green temple
-component-gd-15 = Great discovery: red temple
-component-st-ep1 = Starting tile EP1: obsidian, a power-up, a great discovery
-component-st-ep2 = Starting tile EP2: obsidian and cocoa
-component-tech-ep1 = Technology EP1: obsidian instead of any resource
-component-tech-ep2 = Technology EP2: 1 obsidian for up to 3 cocoa
-component-tech-ep3 = Technology EP3: obsidian for Collect Cocoa and royal worship
-component-mansion_claim_reward = Mansion claim: a free power-up for the claim's owner (the Teotibot: its strongest unlocked worker)
-component-m7_setup = M7 board setup
-component-property-blue = Mansion property (blue temple)
-component-property-red = Mansion property (red temple)
-component-property-green = Mansion property (green temple)
-component-mansion_claims = Mansion property: the first to reach a temple's first large step
-component-rt-10 = Royal tile 10: VP per pair of great discoveries
-component-rt-11 = Royal tile 11: obsidian for cocoa
-component-rt-12 = Royal tile 12: cocoa and VP for obsidian
-component-teotibot_claim_power_up = Teotibot: the power-up of its Mansion claim
-component-direction_a2_right = Direction tile Advance 2 (right)
-component-direction_a2_left = Direction tile Advance 2 (left)
-component-direction_a3_right = Direction tile Advance 3 (right)
-component-direction_a3_left = Direction tile Advance 3 (left)

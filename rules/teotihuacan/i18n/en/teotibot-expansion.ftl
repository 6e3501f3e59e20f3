### The Teotibot with the Expansion Period (M7 Mansion die, M9 Empire): names in English.
### (The M8 Teotibot's names are in m8-altars-shamans.ftl.)

-module-m9-solo = M9 Expanding the Empire (Teotibot rules)
-counter-teotibot_region_masks = the Teotibot’s number of masks before the region draw
-query-teotibot_wide_mansion_roll = the “Mansion die 1–2 / 3–4 / 5–6” switch (priest S07)
-query-teotibot_conquest_after_top = the “2 obsidian for 2 warriors after a 6–8” switch (priest S08)
-key-left = left royal tile
-key-centre = centre royal tile
-key-right = right royal tile
-key-gd = the Mansion’s great discovery tile
-key-blue = blue temple step
-key-red = red temple step
-key-green = green temple step
-key-enter = a warrior enters
-key-gd_discarded = great discovery tile discarded
-key-region3_mask = mask from the region 3 draw
-key-region6_mask = mask from the region 6 draw
-component-teotibot_mansion_pass = Teotibot: a worker moves onto or past the Mansion
-component-teotibot_mansion_roll = Teotibot: the Mansion die
-component-teotibot_royal_activation = Teotibot: activating a claimed royal tile of the Mansion
-component-teotibot_warriors = Teotibot: its warriors on the Empire board
-component-teotibot_after_top_roll = Teotibot: after an action rolled 6–8

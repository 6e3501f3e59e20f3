### The Expansion Period, M9 Expanding the Empire: nouns and component names in English.


## Nouns

-warriors = warriors in supply
-supply-special_masks = the special-mask supply
-supply-region_draw = the discovery tiles drawn for a region
-supply-region_gd_draw = the great discovery tiles drawn for a region
-query-warriors_on_map = the number of your warriors on the Empire board
-query-warrior_vp = the VP of your warriors on the Empire board
-query-colonisable = the number of regions you could colonise now
-query-warrior_steered = the “your pushed warriors move by themselves” switch
-type-map_graph =
    { $count ->
        [one] map
       *[other] maps
    }
-type-region =
    { $count ->
        [one] region benefit
       *[other] region benefits
    }
-type-special_mask =
    { $count ->
        [one] special mask
       *[other] special masks
    }
-module-m9 = M9 Expanding the Empire

## Components

-component-empire_map = Empire board
-space-empire = the Empire board
-component-m9_setup = M9 board setup
-component-empire_setup = Warriors: one into Teotihuacan in player order
-component-warrior_scoring = Eclipse: warriors by area
-component-empire_reward = Empire reward: a warrior into Teotihuacan
-component-construction_reward = Construction reward: a building in a region
-component-reg-01 = Region 1: 1 VP, 1 obsidian and 1 cocoa
-component-reg-02 = Region 2: 1 VP and a step on any temple
-component-reg-03 = Region 3: 1 VP; draw 3 discovery tiles, claim 1
-component-reg-04 = Region 4: 1 VP and 3 different workers powered up
-component-reg-05 = Region 5: 2 VP and a special mask
-component-reg-06 = Region 6: 2 VP; draw 2 great discovery tiles, claim 1
-component-reg-07 = Region 7: 2 VP and a free technology
-component-reg-08 = Region 8: 2 VP and a step on two different temples
-component-reg-09 = Region 9: 4 VP and a special mask
-component-reg-10 = Region 10: 4 VP and 4 obsidian
-component-reg-11 = Region 11: 4 VP and VP for your workers
-component-special-mask-1 = Special mask (first type)
-component-special-mask-2 = Special mask (second type)

## Places and paths of the Empire map (the play surface names them)

-node-teotihuacan = Teotihuacan
-path-upper = upper path
-path-lower = lower path

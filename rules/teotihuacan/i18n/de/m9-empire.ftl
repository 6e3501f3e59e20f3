### Die Expansion Period, M9 Das Reich erweitern: Begriffe und Namen der Komponenten auf Deutsch.


## Nouns

-warriors = Krieger im Vorrat
-supply-special_masks =
    { $case ->
       *[nom] der Vorrat an Spezialmasken
        [dat] dem Vorrat an Spezialmasken
        [gen] des Vorrats an Spezialmasken
        [acc] den Vorrat an Spezialmasken
        [von] vom Vorrat an Spezialmasken
    }
-supply-region_draw =
    { $case ->
       *[nom] die für eine Region gezogenen Entdeckungsplättchen
        [dat] den für eine Region gezogenen Entdeckungsplättchen
        [gen] der für eine Region gezogenen Entdeckungsplättchen
        [acc] die für eine Region gezogenen Entdeckungsplättchen
        [von] von den für eine Region gezogenen Entdeckungsplättchen
    }
-supply-region_gd_draw =
    { $case ->
       *[nom] die für eine Region gezogenen großen Entdeckungen
        [dat] den für eine Region gezogenen großen Entdeckungen
        [gen] der für eine Region gezogenen großen Entdeckungen
        [acc] die für eine Region gezogenen großen Entdeckungen
        [von] von den für eine Region gezogenen großen Entdeckungen
    }
-query-warriors_on_map = die Anzahl deiner Krieger auf dem Reichsplan
-query-warrior_vp = die Siegpunkte deiner Krieger auf dem Reichsplan
-query-colonisable = die Anzahl der Gebiete, die du jetzt kolonisieren könntest
    .ends = clause
-query-warrior_steered = die Regel „deine geschobenen Krieger ziehen von selbst“
-type-map_graph =
    { $count ->
        [one] Karte
       *[other] Karten
    }
    .gender = feminine
-type-region =
    { $count ->
        [one] Regionsvorteil
       *[other] Regionsvorteile
    }
    .gender = masculine
-type-special_mask =
    { $count ->
        [one] Spezialmaske
       *[other] Spezialmasken
    }
    .gender = feminine
-module-m9 = M9 Das Reich erweitern

## Komponenten

-component-empire_map = Reichsplan
# the dative is the default, as Cacao's jungle ("auf { $space }"); an of-phrase asks for `[gen]` ("die Knoten { $space_gen }": des Reichsplans)
-space-empire =
    { $case ->
        [nom] der Reichsplan
       *[dat] dem Reichsplan
        [acc] den Reichsplan
        [gen] des Reichsplans
    }
-component-m9_setup = Aufbau M9
-component-empire_setup = Krieger: einer nach Teotihuacan, in Spielerreihenfolge
-component-warrior_scoring = Finsternis: Krieger nach Gebiet
-component-empire_reward = Reichsbelohnung: ein Krieger nach Teotihuacan
-component-construction_reward = Baubelohnung: ein Gebäude in einer Region
-component-reg-01 = Region 1: 1 Siegpunkt, 1 Obsidian und 1 Kakao
-component-reg-02 = Region 2: 1 Siegpunkt und ein Schritt auf einem beliebigen Tempel
-component-reg-03 = Region 3: 1 Siegpunkt; 3 Entdeckungsplättchen ziehen, 1 nehmen
-component-reg-04 = Region 4: 1 Siegpunkt und 3 verschiedene Arbeiter verstärkt
-component-reg-05 = Region 5: 2 Siegpunkte und eine Spezialmaske
-component-reg-06 = Region 6: 2 Siegpunkte; 2 große Entdeckungen ziehen, 1 nehmen
-component-reg-07 = Region 7: 2 Siegpunkte und eine kostenlose Technologie
-component-reg-08 = Region 8: 2 Siegpunkte und je ein Schritt auf zwei verschiedenen Tempeln
-component-reg-09 = Region 9: 4 Siegpunkte und eine Spezialmaske
-component-reg-10 = Region 10: 4 Siegpunkte und 4 Obsidian
-component-reg-11 = Region 11: 4 Siegpunkte und Siegpunkte für deine Arbeiter
-component-special-mask-1 = Spezialmaske (erste Art)
-component-special-mask-2 = Spezialmaske (zweite Art)

## Places and paths of the Empire map (the play surface names them)

-node-teotihuacan = Teotihuacan
-path-upper = oberer Weg
-path-lower = unterer Weg

# the node field `claim_node empire where buildable` names
-field-buildable = bebaubar

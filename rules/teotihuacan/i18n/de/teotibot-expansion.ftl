### Der Teotibot mit der Expansion Period (Herrenhaus-Würfel M7, Imperium M9): Namen auf Deutsch.
### (Die Namen des M8-Teotibots stehen in m8-altars-shamans.ftl.)

-module-m9-solo = M9 Das Imperium erweitern (Teotibot-Regeln)
-counter-teotibot_region_masks = die Zahl der Masken des Teotibots vor dem Ziehen der Region
-query-teotibot_wide_mansion_roll = der Schalter „Herrenhaus-Würfel 1–2 / 3–4 / 5–6“ (Priester S07)
-query-teotibot_conquest_after_top = der Schalter „2 Obsidian für 2 Krieger nach einer 6–8“ (Priester S08)
-key-left = linkes Königsplättchen
-key-centre = mittleres Königsplättchen
-key-right = rechtes Königsplättchen
-key-gd = das Große-Entdeckung-Plättchen des Herrenhauses
-key-blue = Schritt im blauen Tempel
-key-red = Schritt im roten Tempel
-key-green = Schritt im grünen Tempel
-key-enter = ein Krieger zieht ein
-key-gd_discarded = Große-Entdeckung-Plättchen abgeworfen
-key-region3_mask = Maske aus dem Zug von Region 3
-key-region6_mask = Maske aus dem Zug von Region 6
-component-teotibot_mansion_pass = Teotibot: ein Arbeiter betritt oder überquert das Herrenhaus
-component-teotibot_mansion_roll = Teotibot: der Herrenhaus-Würfel
-component-teotibot_royal_activation = Teotibot: ein beanspruchtes Königsplättchen des Herrenhauses aktivieren
-component-teotibot_warriors = Teotibot: seine Krieger auf dem Imperiumsplan
-component-teotibot_after_top_roll = Teotibot: nach einer mit 6–8 gewürfelten Aktion

## Was der Teotibot mit M7 im Protokoll sagt (`say KEY` von m7-solo; der englische Text steht in
## `data.says` von rules/teotihuacan/expansion-period/m7-mansion/solo/mansion_roll.yaml)

-says-mansion_roll = würfelt mit dem Herrenhaus-Würfel: ein Arbeiter hat das Herrenhaus betreten oder überquert
-says-mansion_roll_nothing = aktiviert kein Königsplättchen (4–6)
-says-mansion_unclaimed = aktiviert kein Königsplättchen: niemand hat das erwürfelte beansprucht
-says-mansion_activation = aktiviert ein beanspruchtes Königsplättchen des Herrenhauses (nicht dessen Effekt)

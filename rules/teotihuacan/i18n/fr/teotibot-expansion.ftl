### Le Teotibot avec Expansion Period (dé du Manoir M7, Empire M9) : noms en français.
### (Les noms du Teotibot de M8 sont dans m8-altars-shamans.ftl.)

-module-m9-solo = M9 Étendre l’Empire (règles du Teotibot)
-counter-teotibot_region_masks = le nombre de masques du Teotibot avant la pioche de la région
-query-teotibot_wide_mansion_roll = l’interrupteur « dé du Manoir 1–2 / 3–4 / 5–6 » (prêtre S07)
-query-teotibot_conquest_after_top = l’interrupteur « 2 obsidiennes pour 2 guerriers après un 6–8 » (prêtre S08)
-key-left = tuile royale de gauche
-key-centre = tuile royale du centre
-key-right = tuile royale de droite
-key-gd = la tuile Grande découverte du Manoir
-key-blue = pas sur le temple bleu
-key-red = pas sur le temple rouge
-key-green = pas sur le temple vert
-key-enter = un guerrier entre
-key-gd_discarded = tuile Grande découverte défaussée
-key-region3_mask = masque de la pioche de la région 3
-key-region6_mask = masque de la pioche de la région 6
-component-teotibot_mansion_pass = Teotibot : un ouvrier arrive sur le Manoir ou le dépasse
-component-teotibot_mansion_roll = Teotibot : le dé du Manoir
-component-teotibot_royal_activation = Teotibot : activer une tuile royale revendiquée du Manoir
-component-teotibot_warriors = Teotibot : ses guerriers sur le plateau de l’Empire
-component-teotibot_after_top_roll = Teotibot : après une action tirée avec 6–8

## Ce que dit le Teotibot dans le journal avec M7 (`say KEY` de m7-solo ; le texte anglais est dans
## `data.says` de rules/teotihuacan/expansion-period/m7-mansion/solo/mansion_roll.yaml)

-says-mansion_roll = lance le dé du Manoir : un ouvrier est arrivé sur le Manoir ou l’a dépassé
-says-mansion_roll_nothing = n’active aucune tuile royale (4–6)
-says-mansion_unclaimed = n’active aucune tuile royale : personne n’a revendiqué celle obtenue au dé
-says-mansion_activation = active une tuile royale revendiquée du Manoir (pas son effet)

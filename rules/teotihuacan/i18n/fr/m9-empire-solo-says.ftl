### Ce que dit le Teotibot dans le journal avec le M9 (`say KEY` de m9-solo ; le texte anglais est dans
### `data.says` de rules/teotihuacan/expansion-period/m9-empire/solo/warriors.yaml).


## Le Teotibot et l’Empire

-says-empire = envoie 2 guerriers et construit : il a 2 bois et un ouvrier sur la Conquête
-says-empire_forest = prend du bois et de l’obsidienne : ni guerrier ni bâtiment (bois ou ouvrier manquant), mais un ouvrier sur la Forêt
-says-empire_fallback = se replie : rien à faire dans l’Empire et pas d’ouvrier sur la Forêt
-says-region_mask = cherche un masque qui lui manque parmi les tuiles piochées pour la région
-says-region_no_mask = aucun masque qui lui manque et qu’il peut payer parmi elles : des PV à la place
-says-conquest_priest = dépense 2 obsidiennes pour 2 guerriers après une action tirée entre 6 et 8 (prêtre S08)

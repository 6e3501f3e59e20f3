### Ce que dit le Teotibot dans le journal (`say KEY` ; le texte anglais est dans `data.says` du module solo).


## Teotibot

-says-alchemy = prend une technologie : il a de l’or et un ouvrier sur l’Alchimie
-says-alchemy_fallback = renforce deux fois son ouvrier le plus faible : pas d’or ou pas d’ouvrier sur l’Alchimie
-says-construction = construit la pyramide : il a 2 pierres et un ouvrier sur la Construction
-says-construction_quarry = prend 2 pierres : pas de tuile Pyramide (pierre ou ouvrier manquant), mais un ouvrier sur la Carrière
-says-construction_fallback = se replie : pas de tuile Pyramide et pas d’ouvrier sur la Carrière
-says-decorations = décore la pyramide : il a 2 or et un ouvrier sur la Décoration
-says-decorations_gold = prend 2 or : pas de décoration (or ou ouvrier manquant), mais un ouvrier sur la Mine d’or
-says-decorations_fallback = se replie : pas de décoration et pas d’ouvrier sur la Mine d’or
-says-nobles = construit pour les Nobles : il a 2 bois et un ouvrier sur les Nobles
-says-nobles_forest = prend 2 bois : pas de bâtiment (bois ou ouvrier manquant), mais un ouvrier dans la Forêt
-says-nobles_fallback = se replie : pas de bâtiment et pas d’ouvrier dans la Forêt
-says-masks = récupère sur un emplacement d’adoration un masque qui lui manque
-says-masks_fallback = se replie : aucun masque manquant qu’il puisse payer
-says-mastery = utilise son ouvrier le plus fort qui peut agir sur son plateau
-says-mastery_fallback = se replie : aucun de ses ouvriers ne peut agir sur son plateau
-says-worship = déplace son adorateur vers l’emplacement d’adoration suivant
-says-worship_new = envoie son ouvrier le plus faible en adoration (son adorateur a été libéré)
-says-fallback = gagne 5 cacaos, convertit chaque 10 cacaos en PV et renforce son ouvrier le plus faible
-says-setup = se met en place : 2 or, 2 pierres, 2 bois, des ouvriers sur les plateaux 4, 6, 8 et son adorateur sur la Décoration
-says-final = marque ses restes, ses technologies et ses tuiles Bonus de temple

## Pourquoi le Teotibot répond ainsi (`data.answers[I].why` du module solo, I à partir de 1)

-why-teotibot-1 = la ressource qu’il a le moins (égalité : or, pierre, bois)
-why-teotibot-2 = son temple le plus haut où il peut encore avancer (égalité : bleu, rouge, vert)
-why-teotibot-3 = son bonus d’élévation vaut toujours 5 PV (règle T6)
-why-teotibot-4 = il ne prend jamais de tuiles Découverte sur l’Allée des Morts (règle T5)
-why-teotibot-5 = la récompense imprimée d’un grand pas, jamais une tuile Découverte
-why-teotibot-6 = il dépense en dernier les ressources qui en remplacent d’autres (obsidienne)

### Was der Teotibot mit M9 im Protokoll sagt (`say KEY` von m9-solo; der englische Text steht in
### `data.says` von rules/teotihuacan/expansion-period/m9-empire/solo/warriors.yaml).


## Teotibot und das Reich

-says-empire = schickt 2 Krieger und baut: er hat 2 Holz und einen Arbeiter in der Eroberung
-says-empire_forest = nimmt Holz und Obsidian: kein Krieger und kein Gebäude (Holz oder Arbeiter fehlt), aber ein Arbeiter im Wald
-says-empire_fallback = weicht aus: nichts zu tun im Reich und kein Arbeiter im Wald
-says-region_mask = sucht unter den für die Region gezogenen Plättchen eine Maske, die ihm fehlt
-says-region_no_mask = keine fehlende Maske darunter, die er bezahlen kann: stattdessen Siegpunkte
-says-conquest_priest = gibt 2 Obsidian für 2 Krieger aus, nachdem für eine Aktion 6–8 gewürfelt wurde (Priester S08)

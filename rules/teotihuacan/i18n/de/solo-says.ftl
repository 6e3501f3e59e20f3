### Was der Teotibot im Protokoll sagt (`say KEY`; der englische Text steht in `data.says` des Solo-Moduls).


## Teotibot

-says-alchemy = nimmt eine Technologie: er hat Gold und einen Arbeiter in der Alchemie
-says-alchemy_fallback = wertet seinen schwächsten Arbeiter zweimal auf: kein Gold oder kein Arbeiter in der Alchemie
-says-construction = baut an der Pyramide: er hat 2 Steine und einen Arbeiter in der Konstruktion
-says-construction_quarry = nimmt 2 Steine: kein Pyramidenplättchen (Stein oder Arbeiter fehlt), aber ein Arbeiter im Steinbruch
-says-construction_fallback = weicht aus: kein Pyramidenplättchen und kein Arbeiter im Steinbruch
-says-decorations = dekoriert die Pyramide: er hat 2 Gold und einen Arbeiter in der Dekoration
-says-decorations_gold = nimmt 2 Gold: keine Dekoration (Gold oder Arbeiter fehlt), aber ein Arbeiter in der Goldmine
-says-decorations_fallback = weicht aus: keine Dekoration und kein Arbeiter in der Goldmine
-says-nobles = baut für die Adligen: er hat 2 Holz und einen Arbeiter bei den Adligen
-says-nobles_forest = nimmt 2 Holz: kein Gebäude (Holz oder Arbeiter fehlt), aber ein Arbeiter im Wald
-says-nobles_fallback = weicht aus: kein Gebäude und kein Arbeiter im Wald
-says-masks = sammelt von einem Anbetungsplatz eine Maske, die ihm fehlt
-says-masks_fallback = weicht aus: keine fehlende Maske, die er bezahlen kann
-says-mastery = setzt seinen stärksten Arbeiter ein, der auf seinem Spielplan handeln kann
-says-mastery_fallback = weicht aus: keiner seiner Arbeiter kann auf seinem Spielplan handeln
-says-worship = setzt seinen Anbeter auf den nächsten Anbetungsplatz
-says-worship_new = schickt seinen schwächsten Arbeiter zur Anbetung (sein Anbeter wurde freigegeben)
-says-fallback = erhält 5 Kakao, tauscht je 10 Kakao in Siegpunkte und wertet seinen schwächsten Arbeiter auf
-says-setup = baut auf: 2 Gold, 2 Steine, 2 Holz, Arbeiter auf den Spielplänen 4, 6, 8 und sein Anbeter in der Dekoration
-says-final = wertet seine Reste, Technologien und Tempelbonusplättchen

## Warum der Teotibot so antwortet (`data.answers[I].why` des Solo-Moduls, I ab 1)

-why-teotibot-1 = der Rohstoff, den er am wenigsten hat (bei Gleichstand: Gold, Stein, Holz)
-why-teotibot-2 = sein höchster Tempel, auf dem er noch vorrücken kann (bei Gleichstand: blau, rot, grün)
-why-teotibot-3 = sein Aufstiegsbonus ist immer 5 Siegpunkte (Regel T6)
-why-teotibot-4 = er nimmt nie Entdeckungsplättchen von der Straße der Toten (Regel T5)
-why-teotibot-5 = die aufgedruckte Belohnung eines großen Schritts, nie ein Entdeckungsplättchen
-why-teotibot-6 = er gibt Rohstoffe, die andere ersetzen (Obsidian), zuletzt aus

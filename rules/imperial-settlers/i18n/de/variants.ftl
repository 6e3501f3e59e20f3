# The names of Imperial Settlers's variants (rules/imperial-settlers/variants/ID.yaml), as the lobby lists them:
# the term -variant-ID; without one, the variant file's own `name:`.

-variant-aztecs-second-seat = Die Azteken auf Platz 2
-variant-blessing-bonus-own-colour = Segensbonus nur für die eigene Farbe eines Markers
-variant-defence-unlimited = Beliebig viele Verteidigungsmarker
-variant-five-players = Fünf Spieler (mit den Azteken)
-variant-format-open = Offenes Format
-variant-gold-not-matching = Gold ist in Gebeten kein passender Rohstoff
-variant-peaceful = Friedliches Spiel
-variant-tiebreak-counts-gold = Gold zählt beim Gleichstand

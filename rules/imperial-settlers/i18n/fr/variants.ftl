# The names of Imperial Settlers's variants (rules/imperial-settlers/variants/ID.yaml), as the lobby lists them:
# the term -variant-ID; without one, the variant file's own `name:`.

-variant-aztecs-second-seat = Les Aztèques à la place 2
-variant-blessing-bonus-own-colour = Bonus de bénédiction pour la couleur du jeton seulement
-variant-defence-unlimited = Autant de jetons Défense que l’on veut
-variant-five-players = Cinq joueurs (avec les Aztèques)
-variant-format-open = Format ouvert
-variant-gold-not-matching = L’or ne compte pas comme ressource correspondante dans les prières
-variant-peaceful = Partie pacifique
-variant-tiebreak-counts-gold = L’or compte pour départager

# The names of Cacao's variants (rules/cacao/variants/ID.yaml), as the lobby lists them:
# the term -variant-ID; without one, the variant file's own `name:`.

-variant-early-overbuild = Recouvrir dès que la pioche est vide
-variant-farmer-per-edge = Le Fermier compte chaque bord à part
-variant-foreman-new-tiles-only = Le Contremaître ne compte que les tuiles jouées après lui
-variant-hut-faces-chosen = Choisir les faces des tuiles hutte
-variant-map-refill-choice = Choisir la tuile du plateau carte qui glisse dans l’étalage
-variant-shaman-needs-token = Le Chaman a toujours besoin d’un jeton soleil

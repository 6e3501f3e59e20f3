# The names of Cacao's variants (rules/cacao/variants/ID.yaml), as the lobby lists them:
# the term -variant-ID; without one, the variant file's own `name:`.

-variant-early-overbuild = Sobrepor assim que a pilha de compra esvaziar
-variant-farmer-per-edge = O Fazendeiro conta cada lado à parte
-variant-foreman-new-tiles-only = O Capataz conta só as peças jogadas depois dele
-variant-hut-faces-chosen = Escolher as faces das peças de cabana
-variant-map-refill-choice = Escolher a peça do tabuleiro do mapa que entra na oferta
-variant-shaman-needs-token = O Xamã ainda precisa de uma ficha de sol

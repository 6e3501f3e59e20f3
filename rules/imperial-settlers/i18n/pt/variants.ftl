# The names of Imperial Settlers's variants (rules/imperial-settlers/variants/ID.yaml), as the lobby lists them:
# the term -variant-ID; without one, the variant file's own `name:`.

-variant-aztecs-second-seat = Os Astecas no lugar 2
-variant-blessing-bonus-own-colour = Bônus de bênção só para a cor do próprio marcador
-variant-defence-unlimited = Qualquer número de marcadores de Defesa
-variant-five-players = Cinco jogadores (com os Astecas)
-variant-format-open = Formato aberto
-variant-gold-not-matching = Ouro não conta como Recurso correspondente nas orações
-variant-peaceful = Partida pacífica
-variant-tiebreak-counts-gold = O ouro conta no desempate

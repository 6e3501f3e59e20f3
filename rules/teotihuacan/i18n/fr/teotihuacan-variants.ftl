# The names of Teotihuacan's variants (rules/teotihuacan/variants/ID.yaml), as the lobby lists them:
# the term -variant-ID; without one, the variant file's own `name:`.

-variant-bga-free-cocoa = Cacao gratuit comme sur Board Game Arena
-variant-dark-eclipse = Éclipse sombre (mort subite)
-variant-decorations-per-symbol = Décoration : 1 PV par symbole correspondant, 3 de plus par symbole coloré, sans les 3 PV fixes
-variant-first-game = Première partie : mise en place fixe
-variant-gd-costs-icon-legend = Grandes découvertes : les dernières lignes du catalogue sont une légende des icônes (tuiles des temples colorés gratuites)
-variant-house-generous-masks = Règle maison : masques plus riches, salaire plus doux
-variant-house-rich-start = Règle maison : 2 cacaos de plus au départ
-variant-mansion-bonus-on-power = M7 : les +1 du Manoir vont toujours à la force de l’ouvrier
-variant-mansion-claim-others-only = M7 : une revendication ne rapporte à son propriétaire que quand quelqu’un d’autre y fait l’adoration
-variant-mansion-gd-free = M7 : la tuile grande découverte du Manoir ne coûte que le cacao en plus
-variant-ms1-skip-board-1 = MS1 : l’avancée du Teotibot saute le plateau 1
-variant-random-pyramid-setup = Motif aléatoire de la pyramide préinstallée
-variant-solo-no-extra-cocoa = Solo : pas de cacao de départ en plus pour le joueur
-variant-starting-tile-draft = Tuiles de départ : draft en serpent
-variant-tech-ep2-salary = M6 : la technologie EP2 (1 obsidienne pour jusqu’à 3 cacaos) paie aussi le salaire de l’Éclipse
-variant-teotibot-ascension-temple = Teotibot : bonus d’élévation = 1 case de temple
-variant-teotibot-bonus-20 = Teotibot : 20 PV par tuile Bonus de temple
-variant-teotibot-cocoa-4vp = Teotibot : 4 PV par 10 cacaos
-variant-teotibot-easy = Teotibot : plus facile (chaque réglage un cran plus bas)
-variant-teotibot-hard = Teotibot : plus difficile (chaque réglage un cran plus haut)
-variant-teotibot-m6-hard = Teotibot (M6) : plus difficile — 1 obsidienne en plus de 2 ressources
-variant-teotibot-m7-hard = Teotibot (M7) : plus difficile — la case de temple de la tuile royale revendiquée est gratuite
-variant-teotibot-m8-hard = Teotibot (M8) : plus difficile — 1 obsidienne par tuile grande découverte défaussée
-variant-teotibot-rich-start = Teotibot : départ plus riche (3 or, 3 pierres, 3 bois)
-variant-teotibot-strong-start = Teotibot : les ouvriers commencent à la force 3
-variant-teotibot-technology-3 = Teotibot : 3 PV par technologie
-variant-teotibot-worship-3 = Teotibot : 3 cases par adoration (4 sur la Décoration)

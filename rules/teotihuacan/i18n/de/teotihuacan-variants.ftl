# The names of Teotihuacan's variants (rules/teotihuacan/variants/ID.yaml), as the lobby lists them:
# the term -variant-ID; without one, the variant file's own `name:`.

-variant-bga-free-cocoa = Kakao gratis wie auf Board Game Arena
-variant-dark-eclipse = Dunkle Finsternis (plötzlicher Tod)
-variant-decorations-per-symbol = Dekoration: 1 Siegpunkt je passendem Symbol, 3 mehr je farbigem, keine festen 3 Siegpunkte
-variant-first-game = Erste Partie: fester Aufbau
-variant-gd-costs-icon-legend = Große Entdeckungen: die letzten Zeilen des Katalogs sind eine Symbollegende (Plättchen farbiger Tempel kostenlos)
-variant-house-generous-masks = Hausregel: wertvollere Masken, mildere Versorgung
-variant-house-rich-start = Hausregel: 2 Kakao mehr zu Beginn
-variant-mansion-bonus-on-power = M7: die +1 des Herrenhauses gehen immer auf die Stärke des Arbeiters
-variant-mansion-claim-others-only = M7: ein Anspruch zahlt seinem Besitzer nur, wenn jemand anderes dort anbetet
-variant-mansion-gd-free = M7: das große Entdeckungsplättchen des Herrenhauses kostet nur den zusätzlichen Kakao
-variant-ms1-skip-board-1 = MS1: das Vorrücken des Teotibot überspringt Spielplan 1
-variant-random-pyramid-setup = Zufälliges Muster der vorgelegten Pyramide
-variant-solo-no-extra-cocoa = Solo: kein zusätzlicher Startkakao für den Spieler
-variant-starting-tile-draft = Startplättchen: Schlangen-Draft
-variant-tech-ep2-salary = M6: die Technologie EP2 (1 Obsidian für bis zu 3 Kakao) zahlt auch die Versorgung der Finsternis
-variant-teotibot-ascension-temple = Teotibot: Aufstiegsbonus = 1 Tempelschritt
-variant-teotibot-bonus-20 = Teotibot: 20 Siegpunkte je Tempelbonusplättchen
-variant-teotibot-cocoa-4vp = Teotibot: 4 Siegpunkte je 10 Kakao
-variant-teotibot-easy = Teotibot: leichter (jeder Regler eine Stufe tiefer)
-variant-teotibot-hard = Teotibot: schwerer (jeder Regler eine Stufe höher)
-variant-teotibot-m6-hard = Teotibot (M6): schwerer — 1 Obsidian zusätzlich zu 2 Rohstoffen
-variant-teotibot-m7-hard = Teotibot (M7): schwerer — der Tempelschritt des beanspruchten Königsplättchens ist kostenlos
-variant-teotibot-m8-hard = Teotibot (M8): schwerer — 1 Obsidian je abgeworfenem großem Entdeckungsplättchen
-variant-teotibot-rich-start = Teotibot: reicherer Start (3 Gold, 3 Stein, 3 Holz)
-variant-teotibot-strong-start = Teotibot: Arbeiter beginnen mit Stärke 3
-variant-teotibot-technology-3 = Teotibot: 3 Siegpunkte je Technologie
-variant-teotibot-worship-3 = Teotibot: 3 Schritte je Anbetung (4 auf der Dekoration)

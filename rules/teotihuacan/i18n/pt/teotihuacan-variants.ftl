# The names of Teotihuacan's variants (rules/teotihuacan/variants/ID.yaml), as the lobby lists them:
# the term -variant-ID; without one, the variant file's own `name:`.

-variant-bga-free-cocoa = Cacau grátis como no Board Game Arena
-variant-dark-eclipse = Eclipse Sombrio (morte súbita)
-variant-decorations-per-symbol = Decorações: 1 PV por símbolo igual, mais 3 por um colorido, sem os 3 PV fixos
-variant-first-game = Primeira partida: preparação fixa
-variant-gd-costs-icon-legend = Grandes descobertas: as últimas linhas do catálogo são uma legenda de ícones (fichas de templo colorido grátis)
-variant-house-generous-masks = Regra da casa: máscaras mais valiosas, salário mais brando
-variant-house-rich-start = Regra da casa: 2 cacaus a mais no início
-variant-mansion-bonus-on-power = M7: os +1 da Mansão vão sempre para a força do trabalhador
-variant-mansion-claim-others-only = M7: uma reivindicação paga ao seu dono só quando outra pessoa adora ali
-variant-mansion-gd-free = M7: a ficha de grande descoberta da Mansão custa só o cacau extra
-variant-ms1-skip-board-1 = MS1: o avanço do Teotibot pula o tabuleiro 1
-variant-random-pyramid-setup = Padrão aleatório da pirâmide pré-colocada
-variant-solo-no-extra-cocoa = Solo: sem cacau inicial extra para o jogador
-variant-starting-tile-draft = Fichas iniciais: escolha em serpentina
-variant-tech-ep2-salary = M6: a tecnologia EP2 (1 obsidiana por até 3 cacaus) também paga o salário do Eclipse
-variant-teotibot-ascension-temple = Teotibot: bônus de ascensão = 1 passo de templo
-variant-teotibot-bonus-20 = Teotibot: 20 PV por ficha de bônus de templo
-variant-teotibot-cocoa-4vp = Teotibot: 4 PV por 10 cacaus
-variant-teotibot-easy = Teotibot: mais fácil (cada ajuste um nível abaixo)
-variant-teotibot-hard = Teotibot: mais difícil (cada ajuste um nível acima)
-variant-teotibot-m6-hard = Teotibot (M6): mais difícil — 1 obsidiana além de 2 recursos
-variant-teotibot-m7-hard = Teotibot (M7): mais difícil — o passo de templo da ficha real reivindicada é grátis
-variant-teotibot-m8-hard = Teotibot (M8): mais difícil — 1 obsidiana por ficha de grande descoberta descartada
-variant-teotibot-rich-start = Teotibot: início mais rico (3 ouros, 3 pedras, 3 madeiras)
-variant-teotibot-strong-start = Teotibot: trabalhadores começam com força 3
-variant-teotibot-technology-3 = Teotibot: 3 PV por tecnologia
-variant-teotibot-worship-3 = Teotibot: 3 passos por adoração (4 nas Decorações)

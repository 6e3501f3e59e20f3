### O Teotibot com o Período de Expansão (dado da Mansão M7, Império M9): nomes em português.
### (Os nomes do Teotibot do M8 estão em m8-altars-shamans.ftl.)

-module-m9-solo = M9 Expandindo o Império (regras do Teotibot)
-counter-teotibot_region_masks = o número de máscaras do Teotibot antes da compra da região
-query-teotibot_wide_mansion_roll = a chave “dado da Mansão 1–2 / 3–4 / 5–6” (sacerdote S07)
-query-teotibot_conquest_after_top = a chave “2 obsidianas por 2 guerreiros depois de um 6–8” (sacerdote S08)
-key-left = ficha real esquerda
-key-centre = ficha real central
-key-right = ficha real direita
-key-gd = a ficha de grandes descobertas da Mansão
-key-blue = passo no templo azul
-key-red = passo no templo vermelho
-key-green = passo no templo verde
-key-enter = um guerreiro entra
-key-gd_discarded = ficha de grandes descobertas descartada
-key-region3_mask = máscara da compra da região 3
-key-region6_mask = máscara da compra da região 6
-component-teotibot_mansion_pass = Teotibot: um trabalhador passa pela Mansão ou para nela
-component-teotibot_mansion_roll = Teotibot: o dado da Mansão
-component-teotibot_royal_activation = Teotibot: ativação de uma ficha real reivindicada da Mansão
-component-teotibot_warriors = Teotibot: seus guerreiros no tabuleiro do Império
-component-teotibot_after_top_roll = Teotibot: depois de uma ação rolada com 6–8

## O que o Teotibot diz no registro com M7 (`say KEY` de m7-solo; o texto inglês está em `data.says`
## de rules/teotihuacan/expansion-period/m7-mansion/solo/mansion_roll.yaml)

-says-mansion_roll = lança o dado da Mansão: um trabalhador parou na Mansão ou passou por ela
-says-mansion_roll_nothing = não ativa nenhuma ficha real (4–6)
-says-mansion_unclaimed = não ativa nenhuma ficha real: ninguém reivindicou a que saiu no dado
-says-mansion_activation = ativa uma ficha real reivindicada da Mansão (não o seu efeito)

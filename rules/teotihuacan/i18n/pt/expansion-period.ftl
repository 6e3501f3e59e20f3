### Período de Expansão (M6 Obsidiana, M7 Mansão, MS1): substantivos e nomes de componentes em português.


## Nouns

-obsidian =
    { $count ->
        [one] obsidiana
       *[other] obsidianas
    }
    .gender = feminine-plural
-supply-gd_stack =
    { $case ->
       *[nom] a pilha de grandes descobertas
        [em] na pilha de grandes descobertas
        [de] da pilha de grandes descobertas
    }
-supply-gd_mansion =
    { $case ->
       *[nom] a ficha de grandes descobertas da Mansão
        [em] na ficha de grandes descobertas da Mansão
        [de] da ficha de grandes descobertas da Mansão
    }
-supply-property_blue =
    { $case ->
       *[nom] a propriedade da mansão do templo azul
        [em] na propriedade da mansão do templo azul
        [de] da propriedade da mansão do templo azul
    }
-supply-property_red =
    { $case ->
       *[nom] a propriedade da mansão do templo vermelho
        [em] na propriedade da mansão do templo vermelho
        [de] da propriedade da mansão do templo vermelho
    }
-supply-property_green =
    { $case ->
       *[nom] a propriedade da mansão do templo verde
        [em] na propriedade da mansão do templo verde
        [de] da propriedade da mansão do templo verde
    }
-flag-double_harvest = uma colheita dupla
-flag-gd_extra_worker = um trabalhador extra (grande descoberta)
-counter-mansion_claim_1 = a reivindicação da ficha real da esquerda da Mansão
-counter-mansion_claim_2 = a reivindicação da ficha real central da Mansão
-counter-mansion_claim_3 = a reivindicação da ficha real da direita da Mansão
-query-obsidian_wildcard = a regra “obsidiana substitui outros recursos”
-query-obsidian_as_any = a regra “obsidiana como qualquer recurso”
-query-obsidian_for_cocoa = a regra “1 obsidiana paga até 3 cacaus”
-query-harvest = o multiplicador de colheita
-query-great_discoveries = o número das suas fichas de grandes descobertas
-query-mansion_bonus = o bônus da Mansão
-type-great_discovery =
    { $count ->
        [one] ficha de grandes descobertas
       *[other] fichas de grandes descobertas
    }
    .gender = feminine
-type-property_tile =
    { $count ->
        [one] ficha de propriedade da mansão
       *[other] fichas de propriedade da mansão
    }
    .gender = feminine
-module-m6 = M6 Obsidiana
-module-m7 = M7 Mansão
-module-m6-solo = M6 Obsidiana (regras do Teotibot)
-module-m7-solo = M7 Mansão (regras do Teotibot)
-module-ms1 = MS1 Movimento alternativo do Teotibot

## Components

-component-m6_setup = Preparação do tabuleiro do M6
-component-gd-01-a = Grande descoberta: mais um trabalhador
-component-gd-01-b = Grande descoberta: mais um trabalhador
-component-gd-02-a = Grande descoberta: recursos em dobro
-component-gd-02-b = Grande descoberta: recursos em dobro
-component-gd-03-a = Grande descoberta: nova máscara
-component-gd-03-b = Grande descoberta: nova máscara
-component-gd-03-c = Grande descoberta: nova máscara
-component-gd-04-a = Grande descoberta: 3 obsidianas
-component-gd-04-b = Grande descoberta: 3 obsidianas
-component-gd-05-a = Grande descoberta: um trabalhador recua
-component-gd-05-b = Grande descoberta: um trabalhador recua
-component-gd-06-a = Grande descoberta: 3 melhorias
-component-gd-06-b = Grande descoberta: 3 melhorias
-component-gd-07-a = Grande descoberta: fichas de descoberta de novo
-component-gd-07-b = Grande descoberta: fichas de descoberta de novo
-component-gd-08-a = Grande descoberta: uma tecnologia grátis
-component-gd-08-b = Grande descoberta: uma tecnologia grátis
-component-gd-10-a = Grande descoberta: 2 ouros
-component-gd-10-b = Grande descoberta: 2 ouros
-component-gd-12 = Grande descoberta: qualquer templo
-component-gd-13 = Grande descoberta: templo azul
-component-gd-14 = Grande descoberta: templo verde
-component-gd-15 = Grande descoberta: templo vermelho
-component-st-ep1 = Ficha inicial EP1: obsidiana, uma melhoria, uma grande descoberta
-component-st-ep2 = Ficha inicial EP2: obsidiana e cacau
-component-tech-ep1 = Tecnologia EP1: obsidiana no lugar de qualquer recurso
-component-tech-ep2 = Tecnologia EP2: 1 obsidiana por até 3 cacaus
-component-tech-ep3 = Tecnologia EP3: obsidiana na coleta de cacau e na adoração real
-component-mansion_claim_reward = Reivindicação da Mansão: uma melhoria grátis para o dono
-component-m7_setup = Preparação do tabuleiro do M7
-component-property-blue = Propriedade da mansão (templo azul)
-component-property-red = Propriedade da mansão (templo vermelho)
-component-property-green = Propriedade da mansão (templo verde)
-component-mansion_claims = Propriedade da mansão: o primeiro a alcançar o primeiro degrau grande de um templo
-component-rt-10 = Ficha real 10: PV por par de grandes descobertas
-component-rt-11 = Ficha real 11: obsidiana por cacau
-component-rt-12 = Ficha real 12: cacau e PV por obsidiana
-component-teotibot_claim_power_up = Teotibot: a melhoria da sua reivindicação da Mansão
-component-direction_a2_right = Ficha de direção Avançar 2 (direita)
-component-direction_a2_left = Ficha de direção Avançar 2 (esquerda)
-component-direction_a3_right = Ficha de direção Avançar 3 (direita)
-component-direction_a3_left = Ficha de direção Avançar 3 (esquerda)

### Período de Expansão, M9 Expandindo o Império: nomes e nomes dos componentes em português.


## Nouns

-warriors =
    { $count ->
        [one] guerreiro no estoque
       *[other] guerreiros no estoque
    }
    .gender = masculine-plural
-supply-special_masks =
    { $case ->
       *[nom] a reserva de máscaras especiais
        [em] na reserva de máscaras especiais
        [de] da reserva de máscaras especiais
    }
-supply-region_draw =
    { $case ->
       *[nom] as fichas de descoberta compradas para uma região
        [em] nas fichas de descoberta compradas para uma região
        [de] das fichas de descoberta compradas para uma região
    }
-supply-region_gd_draw =
    { $case ->
       *[nom] as fichas de grandes descobertas compradas para uma região
        [em] nas fichas de grandes descobertas compradas para uma região
        [de] das fichas de grandes descobertas compradas para uma região
    }
-query-warriors_on_map = o número dos seus guerreiros no tabuleiro do Império
-query-warrior_vp = os PV dos seus guerreiros no tabuleiro do Império
-query-colonisable = o número de regiões que você poderia colonizar agora
-query-warrior_steered = a regra “os seus guerreiros empurrados movem-se sozinhos”
-type-map_graph =
    { $count ->
        [one] mapa
       *[other] mapas
    }
    .gender = masculine
-type-region =
    { $count ->
        [one] benefício de região
       *[other] benefícios de região
    }
    .gender = masculine
-type-special_mask =
    { $count ->
        [one] ficha de máscara especial
       *[other] fichas de máscara especial
    }
    .gender = feminine
-module-m9 = M9 Expandindo o Império

## Components

-component-empire_map = Tabuleiro do Império
-space-empire = o tabuleiro do Império
-component-m9_setup = Preparação do M9
-component-empire_setup = Guerreiros: um em Teotihuacan na ordem dos jogadores
-component-warrior_scoring = Eclipse: guerreiros por área
-component-empire_reward = Recompensa do Império: um guerreiro em Teotihuacan
-component-construction_reward = Recompensa de Construção: um edifício em uma região
-component-reg-01 = Região 1: 1 PV, 1 obsidiana e 1 cacau
-component-reg-02 = Região 2: 1 PV e um degrau em qualquer templo
-component-reg-03 = Região 3: 1 PV; compre 3 fichas de descoberta, pegue 1
-component-reg-04 = Região 4: 1 PV e 3 trabalhadores diferentes melhorados
-component-reg-05 = Região 5: 2 PV e uma máscara especial
-component-reg-06 = Região 6: 2 PV; compre 2 grandes descobertas, pegue 1
-component-reg-07 = Região 7: 2 PV e uma tecnologia gratuita
-component-reg-08 = Região 8: 2 PV e um degrau em dois templos diferentes
-component-reg-09 = Região 9: 4 PV e uma máscara especial
-component-reg-10 = Região 10: 4 PV e 4 obsidianas
-component-reg-11 = Região 11: 4 PV e PV pelos seus trabalhadores
-component-special-mask-1 = Máscara especial (primeiro tipo)
-component-special-mask-2 = Máscara especial (segundo tipo)

## Places and paths of the Empire map (the play surface names them)

-node-teotihuacan = Teotihuacan
-path-upper = caminho de cima
-path-lower = caminho de baixo

# the node field `claim_node empire where buildable` names
-field-buildable = edificável

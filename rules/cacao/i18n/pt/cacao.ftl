### Cacao com Cacao: Chocolatl — os substantivos do conjunto de regras em português (docs/translating.md).
### Variantes: `$count` (one/other) e `$case`: `em` ("no monte"), `de` ("do monte"), `def` (com artigo).
### O vocabulário segue o da tradução do Chocolatl (a semente): tiles de selva, cabana, trilha de
### navegação, fichas de mapa, fábrica de chocolate.

-game-cacao = Cacao

## Módulos

-module-base = Cacao (jogo base)
-module-map = Módulo mapa
-module-irrigation = Módulo irrigação
-module-chocolatl = Módulo Chocolatl
-module-huts = Módulo cabanas

## Recursos

-gold =
    { $count ->
        [one] ouro
       *[other] ouros
    }
    .gender = masculine-plural
-fruit =
    { $count ->
        [one] cacau
       *[other] cacaus
    }
    .gender = masculine-plural
-sun =
    { $count ->
        [one] marcador de sol
       *[other] marcadores de sol
    }
    .gender = masculine-plural
-chocolate =
    { $count ->
        [one] barra de chocolate
       *[other] barras de chocolate
    }
    .gender = feminine-plural
-map_token =
    { $count ->
        [one] ficha de mapa
       *[other] fichas de mapa
    }
    .gender = feminine-plural
-fruit_this_turn =
    { $count ->
        [one] cacau guardado neste turno
       *[other] cacaus guardados neste turno
    }
    .gender = masculine-plural

## A trilha de navegação, a selva, marcas

-track-water =
    { $case ->
       *[nom] a trilha de navegação
        [em] na trilha de navegação
        [de] da trilha de navegação
    }
-space-jungle =
    { $case ->
       *[nom] a selva
        [em] na selva
        [de] da selva
    }
-label-fresh = colocada neste turno
-label-under_foreman = jogada com o Capataz

## Reservas

-supply-box =
    { $case ->
       *[nom] a caixa de tiles de selva
        [em] na caixa de tiles de selva
        [de] da caixa de tiles de selva
    }
-supply-removed =
    { $case ->
       *[nom] os tiles devolvidos à caixa
        [em] nos tiles devolvidos à caixa
        [de] dos tiles devolvidos à caixa
    }
-supply-jungle_pile =
    { $case ->
       *[nom] a pilha de tiles de selva
        [em] na pilha de tiles de selva
        [de] da pilha de tiles de selva
    }
-supply-display =
    { $case ->
       *[nom] os tiles de selva à mostra
        [em] nos tiles de selva à mostra
        [de] dos tiles de selva à mostra
    }
-supply-workers =
    { $case ->
       *[nom] a sua pilha de trabalhadores
        [em] na sua pilha de trabalhadores
        [de] da sua pilha de trabalhadores
    }
-supply-workers-whose =
    { $case ->
       *[nom] a pilha de trabalhadores
        [em] na pilha de trabalhadores
        [de] da pilha de trabalhadores
    }
-supply-workers-own =
    { $case ->
       *[nom] a sua pilha de trabalhadores
        [em] na sua pilha de trabalhadores
        [de] da sua pilha de trabalhadores
    }
-supply-hand =
    { $case ->
       *[nom] a sua mão
        [em] na sua mão
        [de] da sua mão
    }
-supply-hand-whose =
    { $case ->
       *[nom] a mão
        [em] na mão
        [de] da mão
    }
-supply-hand-own =
    { $case ->
       *[nom] a sua mão
        [em] na sua mão
        [de] da sua mão
    }
-supply-map_board =
    { $case ->
       *[nom] o tabuleiro de mapa
        [em] no tabuleiro de mapa
        [de] do tabuleiro de mapa
    }
-supply-huts =
    { $case ->
       *[nom] a reserva de cabanas
        [em] na reserva de cabanas
        [de] da reserva de cabanas
    }

## Tipos e marcas de componentes

-type-worker_tile =
    { $case ->
       *[nom]
        { $count ->
            [one] tile de trabalhadores
           *[other] tiles de trabalhadores
        }
        [shown] um tile de trabalhadores
    }
    .gender = masculine
-type-jungle_tile =
    { $case ->
       *[nom]
        { $count ->
            [one] tile de selva
           *[other] tiles de selva
        }
        [shown] um tile de selva
    }
    .gender = masculine
-type-rule =
    { $count ->
        [one] regra
       *[other] regras
    }
    .gender = feminine
-type-agent_hint =
    { $count ->
        [one] dica para os jogadores automáticos
       *[other] dicas para os jogadores automáticos
    }
    .gender = feminine
-type-hut =
    { $count ->
        [one] cabana
       *[other] cabanas
    }
    .gender = feminine
-tag-plantation = uma plantação
-tag-market = um mercado
-tag-gold_mine = uma mina de ouro
-tag-water = um cenote
-tag-sun_site = um local de adoração ao sol
-tag-temple = um templo
-tag-irrigation = uma irrigação
-tag-kitchen = uma fábrica de chocolate
-tag-chocolate_market = um mercado de chocolate
# a pessoa de uma cabana contada: `[plural]` ("o número de Pregoeiros que você tem", query-count)
-tag-market_crier =
    { $case ->
       *[nom] o Pregoeiro
        [plural] Pregoeiros
    }
-tag-hermit =
    { $case ->
       *[nom] o Eremita
        [plural] Eremitas
    }
-tag-road_worker =
    { $case ->
       *[nom] o Construtor de Estradas
        [plural] Construtores de Estradas
    }
-tag-trader =
    { $case ->
       *[nom] o Comerciante
        [plural] Comerciantes
    }
-tag-farmer =
    { $case ->
       *[nom] o Fazendeiro
        [plural] Fazendeiros
    }
-tag-shaman =
    { $case ->
       *[nom] o Xamã
        [plural] Xamãs
    }
-tag-monk =
    { $case ->
       *[nom] o Monge
        [plural] Monges
    }
-tag-master_builder =
    { $case ->
       *[nom] o Mestre de Obras
        [plural] Mestres de Obras
    }
-tag-foreman =
    { $case ->
       *[nom] o Capataz
        [plural] Capatazes
    }
-tag-fountain_master =
    { $case ->
       *[nom] o Mestre das Fontes
        [plural] Mestres das Fontes
    }
-tag-chiefs_daughter =
    { $case ->
       *[nom] a Filha do Chefe
        [plural] Filhas do Chefe
    }
-tag-chiefs_son =
    { $case ->
       *[nom] o Filho do Chefe
        [plural] Filhos do Chefe
    }
-tag-chiefs_wife =
    { $case ->
       *[nom] a Esposa do Chefe
        [plural] Esposas do Chefe
    }
-tag-chief =
    { $case ->
       *[nom] o Chefe
        [plural] Chefes
    }

## Eventos

-event-jungle_setup = preparação dos tiles de selva
-event-game_setup = preparação
-event-player_setup = preparação de um jogador
-event-turn_end = turno
-event-final_scoring = pontuação final

## Chaves de efeitos

-key-final = no final
-key-cost = o custo
# data fields of the tiles, as the page labels them (workers per edge, a market's price)
-key-workers = trabalhadores
-key-price = preço de venda

## Componentes: tiles de trabalhadores e de selva

-component-worker-1111 = Tile de trabalhadores 1-1-1-1
-component-worker-2101 = Tile de trabalhadores 2-1-0-1
-component-worker-3001 = Tile de trabalhadores 3-0-0-1
-component-worker-3100 = Tile de trabalhadores 3-1-0-0
-component-single-plantation = Plantação simples
-component-double-plantation = Plantação dupla
-component-market-2 = Mercado (preço de venda 2)
-component-market-3 = Mercado (preço de venda 3)
-component-market-4 = Mercado (preço de venda 4)
-component-gold-mine-1 = Mina de ouro (valor 1)
-component-gold-mine-2 = Mina de ouro (valor 2)
-component-water = Cenote
-component-sun-site = Local de adoração ao sol
-component-temple = Templo
-component-irrigation = Irrigação
-component-chocolate-kitchen = Fábrica de chocolate
-component-chocolate-market = Mercado de chocolate

## Componentes: as regras

-component-setup_game = Preparação
-component-setup_player = A preparação de um jogador
-component-turn = Um turno
-component-final_scoring = Pontuação final
-component-map-tokens = Fichas de mapa
-component-irrigation-setup = Tiles de irrigação no lugar de plantações
-component-chocolatl-setup = Tiles de chocolate no lugar de minas e mercados
-component-huts-setup = A reserva de cabanas
-component-huts-build = Construir uma cabana
-component-huts-score = As cabanas no final
-component-chocolatl-greedy-value = Jogadores do computador: barras de chocolate
-component-huts-greedy-value = Jogadores do computador: as cabanas

## Componentes: as faces das cabanas

-component-hut-01a = Pregoeiro
-component-hut-01b = Eremita
-component-hut-02a = Comerciante
-component-hut-02b = Fazendeiro
-component-hut-03a = Eremita
-component-hut-03b = Pregoeiro
-component-hut-04a = Construtor de Estradas
-component-hut-04b = Xamã
-component-hut-05a = Xamã
-component-hut-05b = Mestre de Obras
-component-hut-06a = Fazendeiro
-component-hut-06b = Monge
-component-hut-07a = Mestre de Obras
-component-hut-07b = Filho do Chefe
-component-hut-08a = Monge
-component-hut-08b = Filha do Chefe
-component-hut-09a = Capataz
-component-hut-09b = Construtor de Estradas
-component-hut-10a = Mestre das Fontes
-component-hut-10b = Comerciante
-component-hut-11a = Esposa do Chefe
-component-hut-11b = Mestre das Fontes
-component-hut-12a = Chefe
-component-hut-12b = Capataz

## Modelos

-template-second_start_tile = O segundo tile inicial
-template-open_display = Expor os tiles de selva
-template-lay_tile = Colocar um tile de trabalhadores
-template-overbuild = Sobrepor um dos seus tiles de trabalhadores
-template-overbuild_time = a hora de sobrepor
-template-overbuild_affordable = a sobreposição pode ser paga
-template-pay_for_overbuild = Pagar a sobreposição
-template-fill_space = Preencher um espaço de selva
-template-activation = Ativar os trabalhadores
-template-own_edge = uma das suas bordas com trabalhadores
-template-work_edge = Os trabalhadores de uma borda
-template-crew = os trabalhadores em uma borda
-template-after_activation = Depois das ativações
-template-take_fruit = Pegar cacau
-template-sell_fruit = Vender um cacau
-template-refill_jungle = Repor os tiles à mostra
-template-crew_at = os seus trabalhadores junto a uma ficha
-template-temple_majority = A maioria de um templo
-template-sun_score = Os marcadores de sol no fim
-template-water_score = A trilha de navegação no fim
-template-refund = O custo da cabana de volta
-template-hermit_bonus = O bônus do Eremita
-template-road_worker_bonus = O bônus do Construtor de Estradas
-template-monk_bonus = O bônus do Monge

## Queries

-query-temple_outlook = as suas partes dos templos como estão agora
-query-greedy_extra = o que os módulos somam à estimativa do jogador guloso

## Chamadas de templates (docs/translating.md): as variáveis são os parâmetros

# Uma chamada sem argumentos, no texto das regras: uma condição como oração, um efeito no imperativo (o nome, no infinitivo, rotula a opção)
template-overbuild_time-call = é a hora de sobrepor
template-overbuild_affordable-call = a sobreposição pode ser paga
template-open_display-call = exponha os tiles de selva
template-activation-call = ative os trabalhadores
template-pay_for_overbuild-call = pague a sobreposição
template-refill_jungle-call = reponha os tiles à mostra
template-lay_tile-call = coloque um tile de trabalhadores
template-overbuild-call = sobreponha um dos seus tiles de trabalhadores

template-second_start_tile-call = coloque um tile de cenote à sua escolha da caixa em { $square }
template-fill_space-call = preencha o espaço vazio { $square } com um tile de selva
template-own_edge-call = { $e } é uma borda com trabalhadores seus
template-work_edge-call = os trabalhadores da borda { $e } trabalham
template-crew-call = os trabalhadores de { $tile } voltados para { $facing }
template-take_fruit-call = { $amount ->
    [one] pegue 1 cacau
   *[other] pegue { $amount } cacaus
}
template-sell_fruit-call = se quiser, venda 1 cacau por { $price ->
    [one] 1 ouro
   *[other] { $price } ouros
}
# um valor: um número ("o número dos seus trabalhadores junto a t é maior que 0", não "os seus trabalhadores … é")
template-crew_at-call = o número dos seus trabalhadores junto a { $site }
template-temple_majority-call = pontue o templo { $site }: 6 ouros para quem tem mais trabalhadores junto a ele, 3 para o segundo (empatados dividem)
template-sun_score-call = ganhe tantos ouros quanto sua quantidade de marcadores de sol
template-water_score-call = ganhe tantos ouros quanto o valor do seu degrau na trilha de navegação

## Campos de dados nomeados nos efeitos (`datum(it, price)`)

-field-cost = custo
-field-fruit = cacaus
-field-price = preço de venda
-field-side = lado
-field-workers = trabalhadores

## template parameters as placeholders (-param-NAME, shown in capitals)

-param-site = lugar
-param-square = espaço
-param-tile = ficha
-param-facing = vizinho
-param-amount = quantidade
-param-price = preço

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-workers-label = Pilha de trabalhadores
-supply-hand-label = Mão

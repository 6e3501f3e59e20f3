### Teotihuacan: Cidade dos Deuses — os substantivos do conjunto de regras em português (docs/translating.md).
### Variantes: `$count` (one/other) e `$case`: `em` ("no templo azul"), `de` ("do templo azul"), `def` (com artigo).

# A palavra para o nível de uma peça neste jogo (substitui engine.ftl).
-level = poder


## Recursos

-cocoa =
    { $count ->
        [one] cacau
       *[other] cacaus
    }
    .gender = masculine-plural
-wood =
    { $count ->
        [one] madeira
       *[other] madeiras
    }
    .gender = feminine-plural
-stone =
    { $count ->
        [one] pedra
       *[other] pedras
    }
    .gender = feminine-plural
-gold =
    { $count ->
        [one] ouro
       *[other] ouros
    }
    .gender = masculine-plural
-vp = PV
    .gender = masculine-plural

## Trilhas

-track-blue =
    { $case ->
       *[nom] o templo azul
        [em] no templo azul
        [de] do templo azul
    }
-track-red =
    { $case ->
       *[nom] o templo vermelho
        [em] no templo vermelho
        [de] do templo vermelho
    }
-track-green =
    { $case ->
       *[nom] o templo verde
        [em] no templo verde
        [de] do templo verde
    }
-track-avenue =
    { $case ->
       *[nom] a Avenida dos Mortos
        [em] na Avenida dos Mortos
        [de] da Avenida dos Mortos
    }
-track-pyramid =
    { $case ->
       *[nom] a trilha da Pirâmide
        [em] na trilha da Pirâmide
        [de] da trilha da Pirâmide
    }
-icon-b = um ícone azul
-icon-r = um ícone vermelho
-icon-g = um ícone verde

## Grupos

-group-resource =
    { $count ->
        [one] recurso
       *[other] recursos
    }
    .gender = masculine
-group-temple =
    { $count ->
        [one] templo
       *[other] templos
    }
    .gender = masculine

## Tabuleiros

-board-palace =
    { $case ->
       *[nom] o Palácio
        [em] no Palácio
        [de] do Palácio
    }
-board-forest =
    { $case ->
       *[nom] a Floresta
        [em] na Floresta
        [de] da Floresta
    }
-board-stone_quarry =
    { $case ->
       *[nom] a Pedreira
        [em] na Pedreira
        [de] da Pedreira
    }
-board-gold_deposits =
    { $case ->
       *[nom] o Depósito de Ouro
        [em] no Depósito de Ouro
        [de] do Depósito de Ouro
    }
-board-alchemy =
    { $case ->
       *[nom] a Alquimia
        [em] na Alquimia
        [de] da Alquimia
    }
-board-nobles =
    { $case ->
       *[nom] os Nobres
        [em] nos Nobres
        [de] dos Nobres
    }
-board-decorations =
    { $case ->
       *[nom] as Decorações
        [em] nas Decorações
        [de] das Decorações
    }
-board-construction =
    { $case ->
       *[nom] a Construção
        [em] na Construção
        [de] da Construção
    }

## Peças

-piece-worker =
    { $count ->
        [one] trabalhador
       *[other] trabalhadores
    }
    .gender = masculine

## Reservas

-supply-discovery =
    { $case ->
       *[nom] a pilha de fichas de descoberta
        [em] na pilha de fichas de descoberta
        [de] da pilha de fichas de descoberta
    }
-supply-disc_palace =
    { $case ->
       *[nom] a ficha de descoberta do Palácio
        [em] na ficha de descoberta do Palácio
        [de] da ficha de descoberta do Palácio
    }
-supply-disc_forest =
    { $case ->
       *[nom] a ficha de descoberta da Floresta
        [em] na ficha de descoberta da Floresta
        [de] da ficha de descoberta da Floresta
    }
-supply-disc_stone_quarry =
    { $case ->
       *[nom] a ficha de descoberta da Pedreira
        [em] na ficha de descoberta da Pedreira
        [de] da ficha de descoberta da Pedreira
    }
-supply-disc_gold_deposits =
    { $case ->
       *[nom] a ficha de descoberta do Depósito de Ouro
        [em] na ficha de descoberta do Depósito de Ouro
        [de] da ficha de descoberta do Depósito de Ouro
    }
-supply-disc_decorations =
    { $case ->
       *[nom] a ficha de descoberta das Decorações
        [em] na ficha de descoberta das Decorações
        [de] da ficha de descoberta das Decorações
    }
-supply-blue4 =
    { $case ->
       *[nom] as fichas de descoberta do templo azul (degrau 4)
        [em] nas fichas de descoberta do templo azul (degrau 4)
        [de] das fichas de descoberta do templo azul (degrau 4)
    }
-supply-red5 =
    { $case ->
       *[nom] as fichas de descoberta do templo vermelho (degrau 5)
        [em] nas fichas de descoberta do templo vermelho (degrau 5)
        [de] das fichas de descoberta do templo vermelho (degrau 5)
    }
-supply-green3 =
    { $case ->
       *[nom] as fichas de descoberta do templo verde (degrau 3)
        [em] nas fichas de descoberta do templo verde (degrau 3)
        [de] das fichas de descoberta do templo verde (degrau 3)
    }
-supply-green6 =
    { $case ->
       *[nom] as fichas de descoberta do templo verde (degrau 6)
        [em] nas fichas de descoberta do templo verde (degrau 6)
        [de] das fichas de descoberta do templo verde (degrau 6)
    }
-supply-avenue3 =
    { $case ->
       *[nom] as fichas de descoberta da Avenida (degrau 3)
        [em] nas fichas de descoberta da Avenida (degrau 3)
        [de] das fichas de descoberta da Avenida (degrau 3)
    }
-supply-avenue6 =
    { $case ->
       *[nom] as fichas de descoberta da Avenida (degrau 6)
        [em] nas fichas de descoberta da Avenida (degrau 6)
        [de] das fichas de descoberta da Avenida (degrau 6)
    }
-supply-avenue8 =
    { $case ->
       *[nom] as fichas de descoberta da Avenida (degrau 8)
        [em] nas fichas de descoberta da Avenida (degrau 8)
        [de] das fichas de descoberta da Avenida (degrau 8)
    }
-supply-technology_offer =
    { $case ->
       *[nom] as tecnologias do tabuleiro de Alquimia
        [em] nas tecnologias do tabuleiro de Alquimia
        [de] das tecnologias do tabuleiro de Alquimia
    }
-supply-pyramid_stack =
    { $case ->
       *[nom] a pilha de fichas de pirâmide
        [em] na pilha de fichas de pirâmide
        [de] da pilha de fichas de pirâmide
    }
-supply-pyramid_offer =
    { $case ->
       *[nom] as fichas de pirâmide oferecidas
        [em] nas fichas de pirâmide oferecidas
        [de] das fichas de pirâmide oferecidas
    }
-supply-decoration_stack =
    { $case ->
       *[nom] a pilha de fichas de decoração
        [em] na pilha de fichas de decoração
        [de] da pilha de fichas de decoração
    }
-supply-decoration_offer =
    { $case ->
       *[nom] as fichas de decoração oferecidas
        [em] nas fichas de decoração oferecidas
        [de] das fichas de decoração oferecidas
    }
-supply-buildings =
    { $case ->
       *[nom] a fileira de edifícios
        [em] na fileira de edifícios
        [de] da fileira de edifícios
    }
-supply-technology_pool =
    { $case ->
       *[nom] a pilha de tecnologias
        [em] na pilha de tecnologias
        [de] da pilha de tecnologias
    }
-supply-royal_pile_a =
    { $case ->
       *[nom] a pilha de fichas reais da categoria A
        [em] na pilha de fichas reais da categoria A
        [de] da pilha de fichas reais da categoria A
    }
-supply-royal_pile_b =
    { $case ->
       *[nom] a pilha de fichas reais da categoria B
        [em] na pilha de fichas reais da categoria B
        [de] da pilha de fichas reais da categoria B
    }
-supply-royal_pile_c =
    { $case ->
       *[nom] a pilha de fichas reais da categoria C
        [em] na pilha de fichas reais da categoria C
        [de] da pilha de fichas reais da categoria C
    }
-supply-bonus_pool =
    { $case ->
       *[nom] a pilha de fichas de bônus de templo
        [em] na pilha de fichas de bônus de templo
        [de] da pilha de fichas de bônus de templo
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
-supply-draft_pool =
    { $case ->
       *[nom] as fichas do draft
        [em] nas fichas do draft
        [de] das fichas do draft
    }
-supply-starting_tiles =
    { $case ->
       *[nom] a pilha de fichas iniciais
        [em] na pilha de fichas iniciais
        [de] da pilha de fichas iniciais
    }
-supply-royal_tiles =
    { $case ->
       *[nom] as fichas reais do Palácio
        [em] nas fichas reais do Palácio
        [de] das fichas reais do Palácio
    }
-supply-temple_bonus =
    { $case ->
       *[nom] as fichas de bônus de templo
        [em] nas fichas de bônus de templo
        [de] das fichas de bônus de templo
    }
-supply-action_tiles =
    { $case ->
       *[nom] as fichas de ação do Teotibot
        [em] nas fichas de ação do Teotibot
        [de] das fichas de ação do Teotibot
    }
-supply-direction_tiles =
    { $case ->
       *[nom] as fichas de direção do Teotibot
        [em] nas fichas de direção do Teotibot
        [de] das fichas de direção do Teotibot
    }

## Permissões de uso único

-flag-extra_worker = um trabalhador extra
-flag-double_move = um movimento duplo
-flag-move_anywhere = um movimento livre
-flag-free_cocoa = um pagamento de cacau gratuito

## Eventos (após cada …)

-event-main_action = ação principal
-event-powered_up = rodada de melhorias de uma ação principal
-event-collect = coleta de cacau
-event-worship = adoração
-event-crossed = passagem por um tabuleiro
-event-acquire = marcador de tecnologia colocado
-event-claim = ficha tirada de uma reserva
-event-overflowed = trabalhador que chega ao poder 6
-event-round_end = fim de rodada
-event-turn_end = fim de turno
-event-eclipse = Eclipse
-event-game_end = fim de jogo
-event-board_setup = preparação do tabuleiro
-event-advanced = avanço em uma trilha
-event-driven = passagem de um trabalhador do bot por um tabuleiro

## Contadores

-counter-light_disc = o disco claro
-counter-dark_disc = o disco escuro
-counter-eclipse = o número do próximo Eclipse
-counter-pyramid_complete = o marcador de pirâmide completa
-counter-buildings_taken = o número de edifícios tomados
-counter-nobles_top = o número de edifícios na fileira de cima dos Nobres
-counter-nobles_middle = o número de edifícios na fileira do meio dos Nobres
-counter-nobles_bottom = o número de edifícios na fileira de baixo dos Nobres
-counter-eclipse_state = o estado do Eclipse
-counter-game_over = o marcador de fim de jogo

## Valores nomeados

-query-technologies = o número das suas tecnologias
-query-masks = o número das suas máscaras
-query-discoveries = o número das suas fichas de descoberta
-query-other_discoveries = o número das suas fichas de descoberta que não são máscaras
-query-salary_due = o seu salário
-query-multiplier = o multiplicador da Avenida
-query-pyramid_rate = o valor da trilha da Pirâmide neste Eclipse
-query-temples_at_top = o número de templos em que você está no degrau 10 ou 11
-query-construction_discount = o seu desconto de Construção
-query-construction_tiles = o número de fichas que você pode construir
-query-greedy_extra = o que os módulos somam à estimativa do jogador guloso
-query-paid_unlock_allowed = a permissão de desbloquear pagando no fim do turno
-query-power = o poder do trabalhador
-query-workers_here = o número dos seus trabalhadores desbloqueados neste tabuleiro
-query-min_power_here = o menor poder entre os seus trabalhadores neste tabuleiro
-query-colours_here = o número de cores entre os outros trabalhadores neste tabuleiro

## Tabelas

-table-mask_sets = conjuntos de máscaras
-table-avenue_multiplier = multiplicadores da Avenida
-table-pyramid_rate_by_eclipse = valores da trilha da Pirâmide
-table-nobles_top_vp = fileira de cima dos Nobres
-table-nobles_middle_vp = fileira do meio dos Nobres
-table-nobles_bottom_vp = fileira de baixo dos Nobres
-table-pyramid_level_vp = PV por nível da pirâmide
-table-pyramid_level_wood = madeira por nível da pirâmide
-table-dark_disc_start = posição inicial do disco escuro
-table-decoration_gold = ouro por decoração
-table-salary_by_power = salário por poder
-table-bonus_workers_by_power = bônus de trabalhadores por poder

## Tipos de componente

-type-board =
    { $count ->
        [one] tabuleiro de ação
       *[other] tabuleiros de ação
    }
    .gender = masculine
-type-action =
    { $count ->
        [one] ação
       *[other] ações
    }
    .gender = feminine
-type-track =
    { $count ->
        [one] trilha
       *[other] trilhas
    }
    .gender = feminine
-type-temple_bonus =
    { $count ->
        [one] ficha de bônus de templo
       *[other] fichas de bônus de templo
    }
    .gender = feminine
-type-technology =
    { $count ->
        [one] tecnologia
       *[other] tecnologias
    }
    .gender = feminine
-type-discovery =
    { $count ->
        [one] ficha de descoberta
       *[other] fichas de descoberta
    }
    .gender = feminine
-type-starting_tile =
    { $count ->
        [one] ficha inicial
       *[other] fichas iniciais
    }
    .gender = feminine
-type-royal_tile =
    { $count ->
        [one] ficha real
       *[other] fichas reais
    }
    .gender = feminine
-type-ascension = bônus de ascensão
    .gender = masculine
-type-pyramid_grid =
    { $count ->
        [one] pirâmide
       *[other] pirâmides
    }
    .gender = feminine
-type-pyramid_tile =
    { $count ->
        [one] ficha de pirâmide
       *[other] fichas de pirâmide
    }
    .gender = feminine
-type-decoration_tile =
    { $count ->
        [one] ficha de decoração
       *[other] fichas de decoração
    }
    .gender = feminine
-type-building =
    { $count ->
        [one] edifício
       *[other] edifícios
    }
    .gender = masculine
-type-layout =
    { $count ->
        [one] parte do tabuleiro
       *[other] partes do tabuleiro
    }
    .gender = feminine
-type-scoring =
    { $count ->
        [one] pontuação
       *[other] pontuações
    }
    .gender = feminine
-type-agent_hint =
    { $count ->
        [one] dica para os jogadores automáticos
       *[other] dicas para os jogadores automáticos
    }
    .gender = feminine
-type-action_tile =
    { $count ->
        [one] ficha de ação
       *[other] fichas de ação
    }
    .gender = feminine
-type-direction_tile =
    { $count ->
        [one] ficha de direção
       *[other] fichas de direção
    }
    .gender = feminine
-type-arrangement =
    { $count ->
        [one] disposição
       *[other] disposições
    }
    .gender = feminine
-type-automaton =
    { $count ->
        [one] jogador automático
       *[other] jogadores automáticos
    }
    .gender = masculine

## Etiquetas

-tag-mask =
    { $count ->
        [one] máscara
       *[other] máscaras
    }
    .gender = feminine
-tag-salary =
    { $count ->
        [one] ficha de salário
       *[other] fichas de salário
    }
    .gender = feminine

## Chaves de efeito

-key-main_action =
    { $case ->
       *[nom] ação principal
        [def] a ação principal
    }
-key-power_ups =
    { $case ->
       *[nom] melhorias
        [def] as melhorias
    }
-key-worship =
    { $case ->
       *[nom] benefício de adoração
        [def] o benefício de adoração
    }
-key-table =
    { $case ->
       *[nom] tabela de recompensas
        [def] a tabela de recompensas
    }
-key-avenue =
    { $case ->
       *[nom] Avenida dos Mortos
        [def] a Avenida dos Mortos
    }
-key-pyramid_leader =
    { $case ->
       *[nom] líder da trilha da Pirâmide
        [def] o líder da trilha da Pirâmide
    }
-key-pyramid =
    { $case ->
       *[nom] trilha da Pirâmide
        [def] a trilha da Pirâmide
    }
-key-masks =
    { $case ->
       *[nom] máscaras
        [def] as máscaras
    }
-key-salary =
    { $case ->
       *[nom] salário
        [def] o salário
    }
-key-calendar =
    { $case ->
       *[nom] calendário
        [def] o calendário
    }
-key-placed =
    { $case ->
       *[nom] ficha construída
        [def] a ficha construída
    }
-key-attached =
    { $case ->
       *[nom] decoração colocada
        [def] a decoração colocada
    }
-key-top_tile =
    { $case ->
       *[nom] ficha do topo
        [def] a ficha do topo
    }
-key-first =
    { $case ->
       *[nom] primeiro ramo
        [def] o primeiro ramo
    }
-key-spot =
    { $case ->
       *[nom] espaço de adoração
        [def] o espaço de adoração
    }
-key-build =
    { $case ->
       *[nom] construção
        [def] a construção
    }
-key-top =
    { $case ->
       *[nom] fileira de cima
        [def] a fileira de cima
    }
-key-middle =
    { $case ->
       *[nom] fileira do meio
        [def] a fileira do meio
    }
-key-bottom =
    { $case ->
       *[nom] fileira de baixo
        [def] a fileira de baixo
    }
-key-teotibot_setup =
    { $case ->
       *[nom] preparação
        [def] a preparação
    }
-key-teotibot_turn =
    { $case ->
       *[nom] turno
        [def] o turno
    }
-key-teotibot_final =
    { $case ->
       *[nom] pontuação final
        [def] a pontuação final
    }
-key-wood =
    { $case ->
       *[nom] madeira
        [def] a madeira
    }
-key-stone =
    { $case ->
       *[nom] pedra
        [def] a pedra
    }
-key-gold =
    { $case ->
       *[nom] ouro
        [def] o ouro
    }

## Posições da pirâmide de ações do Teotibot

-position-top = topo
-position-middle_left = meio à esquerda
-position-middle_right = meio à direita
-position-bottom_left = embaixo à esquerda
-position-bottom_middle = embaixo no meio
-position-bottom_right = embaixo à direita
-position-aside = ao lado

## Jogo e módulos

-game-teotihuacan = Teotihuacan: Cidade dos Deuses
-module-base = Jogo base
-module-solo = Teotibot (oponente solo)

## Componentes

-component-asc-a0 = Bônus de ascensão: 5 PV
-component-asc-a1 = Bônus de ascensão: 2 passos de templo por 3 cacaus
-component-asc-a2 = Bônus de ascensão: 4º trabalhador e 2 cacaus
-component-asc-a3 = Bônus de ascensão: 1 passo de templo
-component-asc-a4 = Bônus de ascensão: 5 cacaus
-component-ascension = Ascensão
-component-avenue = Avenida dos Mortos
-component-buildings-row = Fileira de edifícios
-component-nobles-rows = Fileiras dos Nobres
-component-building-01 = Edifício 1
-component-building-02 = Edifício 2
-component-building-03 = Edifício 3
-component-building-04 = Edifício 4
-component-building-05 = Edifício 5
-component-building-06 = Edifício 6
-component-building-07 = Edifício 7
-component-building-08 = Edifício 8
-component-building-09 = Edifício 9
-component-building-10 = Edifício 10
-component-building-11 = Edifício 11
-component-palace = Palácio
-component-forest = Floresta
-component-stone_quarry = Pedreira
-component-gold_deposits = Depósito de Ouro
-component-alchemy = Alquimia
-component-nobles = Nobres
-component-decorations = Decorações
-component-construction = Construção
-component-collect_cocoa = Coletar cacau
-component-main_action = Ação principal
-component-worship = Adoração
-component-unlock_turn = Desbloquear todos (turno inteiro)
-component-unlock_paid = Desbloquear todos (fim do turno)
-component-extra_worker = Trabalhador extra (ficha de descoberta)
-component-calendar = Calendário
-component-eclipse = Eclipse
-component-salary = Salário
-component-final-scoring = Pontuação final
-component-disc-00 = Máscara tipo 1
-component-disc-01 = Máscara tipo 2
-component-disc-02 = Máscara tipo 2
-component-disc-03 = Máscara tipo 3
-component-disc-04 = Máscara tipo 3
-component-disc-05 = Máscara tipo 4
-component-disc-06 = Máscara tipo 4
-component-disc-07 = Máscara tipo 4
-component-disc-08 = Máscara tipo 5
-component-disc-09 = Máscara tipo 5
-component-disc-10 = Máscara tipo 5
-component-disc-11 = Máscara tipo 6
-component-disc-12 = Máscara tipo 6
-component-disc-13 = Máscara tipo 6
-component-disc-14 = Máscara tipo 7
-component-disc-15 = Máscara tipo 7
-component-disc-16 = Máscara tipo 7
-component-disc-17 = 4 PV
-component-disc-18 = 4 PV
-component-disc-19 = 4 PV
-component-disc-20 = 3 recursos à escolha
-component-disc-21 = 3 recursos à escolha
-component-disc-22 = 2 recursos à escolha
-component-disc-23 = 2 recursos à escolha
-component-disc-24 = Passo na Avenida
-component-disc-25 = Passo na Avenida
-component-disc-26 = Passo na Avenida
-component-disc-27 = Passo em qualquer templo
-component-disc-28 = Passo em qualquer templo
-component-disc-29 = Passo em qualquer templo
-component-disc-30 = Passo no templo azul
-component-disc-31 = Passo no templo azul
-component-disc-32 = Passo no templo vermelho
-component-disc-33 = Passo no templo vermelho
-component-disc-34 = Passo no templo verde
-component-disc-35 = Passo no templo verde
-component-disc-36 = 4 cacaus
-component-disc-37 = 4 cacaus
-component-disc-38 = 4 cacaus
-component-disc-39 = 2 melhorias
-component-disc-40 = 2 melhorias
-component-disc-41 = 2 melhorias
-component-disc-42 = Movimento duplo
-component-disc-43 = Movimento duplo
-component-disc-44 = Movimento duplo
-component-disc-45 = Cacau grátis
-component-disc-46 = Cacau grátis
-component-disc-47 = Cacau grátis
-component-disc-48 = Movimento livre
-component-disc-49 = Movimento livre
-component-disc-50 = Movimento livre
-component-disc-51 = Trabalhador extra
-component-disc-52 = Trabalhador extra
-component-disc-53 = Trabalhador extra
-component-setup_game = Preparação do tabuleiro
-component-setup_ring = Tabuleiros de ação
-component-setup_calendar = Calendário
-component-setup_discoveries = Fichas de descoberta
-component-refill_worship_tiles = Fichas de descoberta nos espaços de adoração
-component-setup_palace = Fichas reais
-component-setup_technologies = Tecnologias
-component-setup_temple_bonus = Fichas de bônus de templo
-component-setup_pyramid = Pirâmide e decorações
-component-setup_buildings = Fileira de edifícios
-component-setup_starting_tiles = Fichas iniciais
-component-setup_neutrals = Trabalhadores neutros
-component-setup_player = Preparação do jogador
-component-player_start = O início de um jogador
-component-turn = Um turno
-component-player_turn = O turno de um jogador
-component-discovery_window = Fichas de descoberta antes ou depois da ação
-component-take_action = Uma ação no tabuleiro alcançado
-component-double_move = Movimento duplo
-component-after_turn = Fim do turno
-component-round_end = Fim da rodada
-component-eclipse_check = O disco claro alcançou o disco escuro?
-component-eclipse_round = Eclipse
-component-final_scoring = Pontuação final
-component-temple_bonus_scoring = Fichas de bônus de templo (pontuação final)
-component-pyramid =
    { $case ->
       *[nom] Pirâmide
        [def] a Pirâmide
    }
-component-pyramid-track = Trilha da Pirâmide
-component-pyr-00 = Ficha de pirâmide 0
-component-pyr-01 = Ficha de pirâmide 1
-component-pyr-02 = Ficha de pirâmide 2
-component-pyr-03 = Ficha de pirâmide 3
-component-pyr-04 = Ficha de pirâmide 4
-component-pyr-05 = Ficha de pirâmide 5
-component-pyr-06 = Ficha de pirâmide 6
-component-pyr-07 = Ficha de pirâmide 7
-component-pyr-08 = Ficha de pirâmide 8
-component-pyr-09 = Ficha de pirâmide 9
-component-pyr-10 = Ficha de pirâmide 10
-component-pyr-11 = Ficha de pirâmide 11
-component-pyr-12 = Ficha de pirâmide 12
-component-pyr-13 = Ficha de pirâmide 13
-component-pyr-14 = Ficha de pirâmide 14
-component-pyr-15 = Ficha de pirâmide 15
-component-pyr-16 = Ficha de pirâmide 16
-component-pyr-17 = Ficha de pirâmide 17
-component-pyr-18 = Ficha de pirâmide 18
-component-pyr-19 = Ficha de pirâmide 19
-component-pyr-20 = Ficha de pirâmide 20
-component-pyr-21 = Ficha de pirâmide 21
-component-pyr-22 = Ficha de pirâmide 22
-component-pyr-23 = Ficha de pirâmide 23
-component-pyr-24 = Ficha de pirâmide 24
-component-pyr-25 = Ficha de pirâmide 25
-component-pyr-26 = Ficha de pirâmide 26
-component-pyr-27 = Ficha de pirâmide 27
-component-pyr-28 = Ficha de pirâmide 28
-component-pyr-29 = Ficha de pirâmide 29
-component-pyr-30 = Ficha de pirâmide 30
-component-pyr-31 = Ficha de pirâmide 31
-component-deco-00 = Ficha de decoração 0
-component-deco-01 = Ficha de decoração 1
-component-deco-02 = Ficha de decoração 2
-component-deco-03 = Ficha de decoração 3
-component-deco-04 = Ficha de decoração 4
-component-deco-05 = Ficha de decoração 5
-component-deco-06 = Ficha de decoração 6
-component-deco-07 = Ficha de decoração 7
-component-deco-08 = Ficha de decoração 8
-component-deco-09 = Ficha de decoração 9
-component-deco-10 = Ficha de decoração 10
-component-deco-11 = Ficha de decoração 11
-component-deco-12 = Ficha de decoração 12
-component-deco-13 = Ficha de decoração 13
-component-deco-14 = Ficha de decoração 14
-component-royal-r0 = Ficha real 1: cacau
-component-royal-r1 = Ficha real 2: cacau por madeira e pedra
-component-royal-r2 = Ficha real 3: recursos por cacau
-component-royal-r3 = Ficha real 4: PV por tecnologia
-component-royal-r4 = Ficha real 5: PV por passo na trilha da Pirâmide
-component-royal-r5 = Ficha real 6: cacau por pedra e ouro
-component-royal-r6 = Ficha real 7: recursos à escolha
-component-royal-r7 = Ficha real 8: passos de templo por cacau
-component-royal-r8 = Ficha real 9: PV por passo na Avenida
-component-st-00 = Ficha inicial 0
-component-st-01 = Ficha inicial 1
-component-st-02 = Ficha inicial 2
-component-st-03 = Ficha inicial 3
-component-st-04 = Ficha inicial 4
-component-st-05 = Ficha inicial 5
-component-st-06 = Ficha inicial 6
-component-st-07 = Ficha inicial 7
-component-st-08 = Ficha inicial 8
-component-st-09 = Ficha inicial 9
-component-st-10 = Ficha inicial 10
-component-st-11 = Ficha inicial 11
-component-st-12 = Ficha inicial 12
-component-st-13 = Ficha inicial 13
-component-st-14 = Ficha inicial 14
-component-st-15 = Ficha inicial 15
-component-st-16 = Ficha inicial 16
-component-st-17 = Ficha inicial 17
-component-tech-01 = Tecnologia 01: cacau ao passar pelo Palácio
-component-tech-03 = Tecnologia 03: 3 PV após Alquimia ou Nobres
-component-tech-05 = Tecnologia 05: +1 recurso após Floresta, Pedreira, Depósito de Ouro
-component-tech-07 = Tecnologia 07: cacau e PV após Floresta, Pedreira, Depósito de Ouro
-component-tech-09 = Tecnologia 09: 4 PV após Decorações
-component-tech-11 = Tecnologia 11: 3 PV após Construção
-component-tech-13 = Tecnologia 13: melhoria extra por 1 cacau
-component-tech-15 = Tecnologia 15: trabalhador extra e desconto na Construção
-component-tech-17 = Tecnologia 17: passo de templo após Construção
-component-bonus-b0 = Bônus de templo: melhor conjunto de máscaras de novo
-component-bonus-b1 = Bônus de templo: 5 PV por tecnologia
-component-bonus-b2 = Bônus de templo: 15 PV
-component-bonus-b3 = Bônus de templo: 3 PV por passo na Avenida
-component-bonus-b4 = Bônus de templo: 9 PV por templo no topo
-component-bonus-b5 = Bônus de templo: 2 PV por ficha de descoberta que não é máscara
-component-bonus-b6 = Bônus de templo: trabalhadores
-component-temple-blue = Templo azul
-component-temple-red = Templo vermelho
-component-temple-green = Templo verde
-component-tile_alchemy = Alquimia
-component-tile_construction = Construção
-component-tile_decorations = Decorações
-component-tile_nobles = Nobres
-component-tile_masks = Coleção de máscaras
-component-tile_mastery = Maestria
-component-tile_worship = Adoração
-component-teotibot_mastery = Teotibot: Maestria, a ação de um trabalhador
-component-teotibot_collect = Teotibot: recursos da Floresta, da Pedreira ou do Depósito de Ouro
-component-teotibot_advance = Teotibot: um trabalhador avança
-component-teotibot_fallback = Teotibot: alternativa
-component-teotibot_temple = Teotibot: um passo de templo
-component-teotibot_setup = Preparação do Teotibot
-component-teotibot_turn = Turno do Teotibot
-component-teotibot_final = Pontuação final do Teotibot
-component-action_pyramid = Pirâmide de ações
-component-direction_a_right = Ficha de direção A (direita)
-component-direction_a_left = Ficha de direção A (esquerda)
-component-direction_b_right = Ficha de direção B (direita)
-component-direction_b_left = Ficha de direção B (esquerda)
-component-teotibot = Teotibot

## Campos de dados nomeados nos efeitos (`datum(teotibot, stride, …)`): o termo `-field-NOME`

-field-boards = tabuleiros
-field-bonus_tile_vp = PV por ficha de bônus de templo
-field-category = categoria
-field-gd = grande descoberta
-field-gd_space = espaço de grande descoberta
-field-gd_discard_obsidian = obsidiana por grande descoberta descartada
-field-obsidian = obsidiana
-field-player_extra_cocoa = cacau extra do jogador
-field-power_construction = poder do trabalhador na Construção
-field-power_gold_deposits = poder do trabalhador no Depósito de Ouro
-field-power_nobles = poder do trabalhador nos Nobres
-field-resources = recursos por tabuleiro
-field-side = lado
-field-start_gold = ouro inicial
-field-start_stone = pedra inicial
-field-start_wood = madeira inicial
-field-stride = deslocamento
-field-technology_vp = PV por tecnologia
-field-temple_cocoa = cacau por templo
-field-temple = templo
-field-vp_per_10_cocoa = PV por 10 cacaus
-field-worship_steps_any = passos em qualquer templo da adoração
-field-worship_steps = passos de templo da adoração

## Modelos do Teotibot (solo/action_tiles.yaml)
-template-attempt = com o seu trabalhador mais forte que puder
-param-task = tarefa
template-attempt-call = execute “{ $task }” com o seu trabalhador desbloqueado mais forte que puder (se ele não puder, o seguinte mais forte, e assim por diante; empates em sentido horário a partir do Palácio)
-template-power_up_on = o seu trabalhador mais forte de um tabuleiro ganha poder e avança
-param-number = número do tabuleiro
template-power_up_on-call = aumente em 1 o poder do seu trabalhador desbloqueado mais forte { $number-board_de } (empates em sentido horário a partir do Palácio); depois ele executa “{ -component-teotibot_advance }” (se não houver mais nenhum ali, avança o trabalhador que está agindo, sem ganhar poder)

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-hand-label = Mão

### As frases de uma partida em jogo (teotl.text.play_text): o que cada decisão pergunta
### (`ask-`), como lê cada opção (`option-`), o registro (`event-`), passos dados pelo jogador
### (`forced-`), prévias (`preview-`), peças (`piece-`) e lugares (`seat-`).

## Lugares e peças

seat-unplayed = cor neutra { $number }
seat-unknown = ninguém
piece-described =
    { $whose ->
        [yours] { $piece_gender ->
            [feminine] sua { $piece }
           *[other] seu { $piece }
        }
        [unplayed] { $piece_gender ->
            [feminine] uma { $piece } neutra
           *[other] um { $piece } neutro
        }
       *[seat] { $piece_gender ->
            [feminine] a { $piece } { $owner_de }
           *[other] o { $piece } { $owner_de }
        }
    }{ $place ->
        [board] { " " }de { -level } { $level } { $board_em }
       *[none] {""}
    }{ $locked ->
        [yes] { " " }(bloqueado)
       *[no] {""}
    }
piece-someone = um { $piece } { $who_de }
piece-unknown = um { $piece }

## O que uma decisão pergunta

ask-kind-choose = Escolha uma opção
ask-kind-may = Quer fazê-lo?
ask-kind-continue = Continuar?
ask-kind-target = Qual?
ask-kind-piece = Qual peça?
ask-kind-distance = Até onde?
ask-kind-pay_with = Pagar com o quê?
ask-kind-slot = Qual lugar?
ask-kind-spot = Qual espaço?
ask-kind-board = Qual tabuleiro?
ask-kind-node = Para onde?
ask-kind-cell = Qual casa?
ask-kind-rotation = Em que posição?
ask-kind-component = Qual?
ask-kind-order = Qual vem a seguir?
ask-kind-other = Escolha
ask-choose = O que você faz?
ask-may = { $action }?
ask-repeat =
    { $done ->
        [0] { $action }?
       *[other] Mais uma vez: { $action }?
    }
ask-order = Em que ordem? A seguir: { $body }
ask-gain-which = Qual { $group } você ganha?
ask-advance-which = Em qual { $group } você avança?
ask-piece-move = Qual { $piece } se move?
ask-piece-upgrade = Qual { $piece } sobe um { -level }?
ask-piece-downgrade = Qual { $piece } desce um { -level }?
ask-piece-relocate = Qual { $piece } volta?
ask-piece-follow = Qual { $piece } vai junto?
ask-piece-upgrade-each = Qual { $piece } (um diferente de cada vez) sobe um { -level }?
ask-move-distance = Até onde vai { $piece }?
ask-spot = Em qual espaço { $board_de }?
ask-station = Em qual tabuleiro começa o seu novo { $piece }?
ask-component-acquire = Qual você pega { $supply_de }?
ask-component-take = Qual você pega { $supply_de }?
ask-component-put = Qual você põe lá, { $supply_de }?
ask-component-put-to = Qual { $supply_de } vai para { $to }?
ask-component-place = Qual você coloca, { $supply_de }?
ask-component-pick = Qual { $supply } você escolhe?
ask-component-use = Qual { $supply } você usa?
ask-component-renew = Qual { $supply } usado você vira para cima?
ask-place-cell = Onde { $space_em } vai { $component }?
ask-place-turn = Em que posição vai { $component }?
ask-discount = De qual recurso sai o desconto?
ask-tile-build = Qual ficha { $supply_de } você constrói?
ask-tile-attach = Qual ficha { $supply_de } você coloca?
ask-slot = Em qual lugar { $grid_de }?
ask-rotation = Em que posição vai { $tile }?
ask-grid-spot = Em qual espaço vai { $tile }?
ask-build-more = Construir mais uma ficha? ({ $built } de até { $most } construídas)
ask-pushed = A sua peça é empurrada de { $node }: para onde?
ask-map-mark = Qual lugar { $map_de } você marca?
ask-map-remove = De qual lugar { $map_de } você retira a sua peça?
ask-token-slot =
    { $pushed ->
        [yes] Você é empurrado: em qual espaço { $ring_de } agora?
       *[no] Em qual espaço { $ring_de }?
    }
ask-pay-with = Pagar { $amount } com o quê?
ask-pay-any = Pagar com qual: { $members }?

## Como lê uma opção

option-yes = Sim
option-no = Não
option-may-yes = Sim
option-may-no = Não, passar
option-repeat-yes =
    { $done ->
        [0] Sim
       *[other] Sim, mais uma vez
    }
option-repeat-no = Não, parar
option-number = Opção { $number }
option-track-step = { $track } (agora no degrau { $step })
option-boards =
    { $direction ->
        [back] { $count } { $count ->
            [one] tabuleiro
           *[other] tabuleiros
        } para trás
       *[forward] { $count } { $count ->
            [one] tabuleiro
           *[other] tabuleiros
        } à frente
    }{ $known ->
        [yes] : para { $board }
       *[no] {""}
    }
option-spot-free = Espaço { $spot } (livre)
option-spot-fee = Espaço { $spot }: { $piece } que está lá é desbloqueado por { $fee }
option-spot-waived = Espaço { $spot }: { $piece } que está lá é desbloqueado com { $flag }
option-cell = Linha { $row }, coluna { $column }
option-edge = { $first } – { $second }
option-edge-end = { $name } na linha { $row }, coluna { $column }
option-turn =
    { $turns ->
        [0] Como impressa
        [1] Um quarto de volta no sentido horário
        [2] Meia volta
       *[3] Três quartos de volta no sentido horário
    }
option-turn-edges = { $field }: { $edges }
option-turn-edge = { $side } { $value }
option-less = 1 { $amount } a menos
option-icons = [{ $icons }]
option-matches =
    { $count ->
        [0] nenhuma coincidência
        [one] 1 coincidência
       *[other] { $count } coincidências
    }
option-track-plus = +1 { $track }
option-slot =
    Lugar { $slot } (nível { $level }{ $paid ->
        [yes] : { $cost }
       *[no] {""}
    })
option-rotation =
    { $turns ->
        [0] Como impressa
        [1] Um quarto de volta
        [2] Meia volta
       *[3] Três quartos de volta
    }: { $icons } sobre { $covered }, { $matches }
option-grid-spot = { $side }, nível { $level }: sobre { $covered }, { $matches }
option-node-path = { $node } ({ $path })
option-token-slot =
    Parada { $stop }, espaço { $place }{ $aimed ->
        [yes] , junto { $board_de }
       *[no] {""}
    }
option-pay = Pagar { $amount }
option-pay-instead = Pagar { $amount } por { $instead }

## Um passo dado pelo jogador (era a única escolha possível)

forced-step = { $question } — { $answer } (a única escolha possível)

## O registro

event-mark = { $who } coloca { $marks } em { $component }
event-generic = { $who }: { $what }
event-at = { $line } ({ $board })
event-at-level = { $line } ({ $board }, { -level } { $level })
event-for = { $line } ({ $rule })
event-game-start = Começa uma partida de { $players } jogadores
event-score = { $who } { $score }
event-game-end = Fim da partida: { $scores }
event-turn = — rodada { $round }, vez { $who_de } —
event-phase = — rodada { $round }: { $phase } —
event-turn-limit = A partida é interrompida após { $turns } turnos (o limite de turnos)
event-pass = { $who } passa
event-gain = { $who } ganha { $amount }
event-pay = { $who } paga { $amount }
event-pay-instead = { $who } paga { $amount } em vez de { $instead }
event-lose = { $who } perde { $amount }
event-lost = { $who } perde { $amount } por falta de espaço
event-owe =
    { $who } deve { $due } e paga { $paid }{ $penalty ->
        [0] {""}
       *[other] , perdendo { $penalty } de penalidade
    }
event-cannot-pay = { $who } não pode pagar { $cost }
event-set-resource = { $who } passa a ter { $amount }
event-set-counter = { $counter }: { $value }
event-advance = { $who } avança { $track_em } até o degrau { $step }
event-reset = O marcador { $who_de } { $track_em } volta para { $step }
event-retreat = { $who } recua { $track_em } até o degrau { $step }
event-move = { $piece } vai para { $board }
event-upgrade = { $piece } sobe para { -level } { $level }
event-downgrade = { $piece } desce para { -level } { $level }
event-unlock = { $piece } é desbloqueado
event-lock = { $piece } ocupa o espaço { $spot } { $board_de } e fica bloqueado
event-relocate = { $piece } volta para { $board } com { -level } { $level }
event-follow = { $piece } vai junto para { $board }
event-station = { $who } coloca um { $piece } { $board_em }
event-recruit = { $who } põe um novo { $piece } { $board_em }
event-scatter = { $owner } coloca as suas peças { $boards_em }
event-ring = Os tabuleiros ficam em sentido horário: { $boards }
event-claim = { $who } pega { $component }
event-take = { $who } pega { $component }
event-acquire = { $who } adquire { $component }
event-pick = { $who } escolhe { $component }
event-use = { $who } usa { $component }
event-renew = { $who } volta a virar { $component } para cima
event-grant = { $who } pode usar { $flag } neste turno
event-consume = { $who } gasta { $flag }
event-roll = { $who } rola { $dice }: { $result }
event-hidden-components =
    { $count ->
        [one] 1 componente oculto
       *[other] { $count } componentes ocultos
    }
event-deal =
    { $what } { $count ->
        [one] vai
       *[other] vão
    } { $source_de } para { $target }
event-put = { $who } põe { $what } { $source_de } em { $target }
event-discard = { $who } descarta { $component } { $supply_de }
event-discard-hidden = { $who } descarta um componente oculto { $supply_de }
event-build =
    { $who } constrói { $tile } em { $grid_def } (nível { $level }): { $matches ->
        [0] nenhuma correspondência
        [one] 1 correspondência
       *[other] { $matches } correspondências
    }
event-attach =
    { $who } coloca { $tile } em { $grid_def }: { $matches ->
        [0] nenhuma correspondência
        [one] 1 correspondência
       *[other] { $matches } correspondências
    }
event-preplace = { $tile } é colocada em { $grid_def }
event-discount = { $who } poupa { $amount } (desconto)
event-place =
    { $who } coloca { $component } { $space_em } na linha { $row }, coluna { $column }{ $turns ->
        [0] {""}
        [1] , com um quarto de volta
        [2] , com meia volta
       *[3] , com três quartos de volta
    }
event-map-arrive = A peça { $who_de } chega a { $node }
event-map-push = A peça { $who_de } chega a { $node } e empurra a peça { $pushed_de }
event-map-steered =
    A peça empurrada { $who_de } segue para { $node }{ $random ->
        [yes] { " " }(ao acaso)
       *[no] {""}
    }
event-map-mark =
    { $who } marca { $node }{ $removed ->
        [yes] , retirando a peça que está lá
       *[no] {""}
    }
event-map-remove = { $who } retira uma peça de { $node }
seat-token-position = { $ring }: { $place }
event-landed =
    O marcador { $who_de } fica { $ring_em }, parada { $stop }, espaço { $place }{ $pushed ->
        [yes] { " " }(empurrado)
       *[no] {""}
    }
event-say = { $who } { $text }
event-auto =
    { $who } escolhe { $answer }{ $reason ->
        [yes] : { $why }
       *[no] {""}
    }
event-activate = { $who } executa { $component } ({ $position } { $arrangement_de })
event-reorder = { $arrangement } é reorganizada: { $shifts }
event-reorder-shift = { $source } passa para { $target }
event-layout = { $arrangement }: { $places }
event-layout-place = { $position } { $component }
event-layout-directions = { $layout }; fichas de direção (de cima): { $sides }
event-flip = { $component } é virada: { $now }
event-flip-hidden = Um componente oculto { $supply_de } é virado


## O que uma opção custa e dá (calculado pelo motor, teotl.runtime.preview)

preview-parts = { $parts }
preview-pay = pagar { $amounts }
preview-gain = ganhar { $amounts }
preview-track = { $track } { $before } → { $after }
preview-own = pegar { $components }
preview-placed = colocar { $component }
preview-piece-new = { $piece } { $board_em } ({ -level } { $level })
preview-piece-move = { $piece } → { $board } ({ -level } { $level })
preview-piece-level = { $piece }: { -level } { $before } → { $after }
preview-piece-locked = { $piece } fica bloqueado
preview-piece-unlocked = { $piece } é desbloqueado
preview-counter = { $counter } { $before } → { $after }
preview-signed =
    { $sign ->
        [plus] +{ $amount }
       *[minus] −{ $amount }
    }
preview-other = { $who }: { $changes }
preview-chance = o resto depende da sorte
preview-then = depois: { $question }
preview-then-other = depois { $who } decide
preview-then-choose = depois: { $options }

## The sides of a tile or a grid

-side-top = em cima
-side-right = à direita
-side-bottom = em baixo
-side-left = à esquerda

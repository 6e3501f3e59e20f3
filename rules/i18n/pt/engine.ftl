### teotl — as mensagens do motor em português: uma mensagem por tipo de nó da árvore sintática,
### por verbo e por consulta (docs/translating.md). Estilo: imperativo ("Ganhe 3 cacaus").
###
### Os substantivos vêm dos catálogos do jogo (rules/JOGO/i18n/pt/). Formas pedidas por sufixo: `{ $track_em }` = a
### variante `em` do termo ("no templo azul"), `{ $supply_de }` = a variante `de` ("da pilha"),
### `{ $group_gender }` = o atributo `.gender` do termo.

## Frases e listas

sentence = { $clause }.
list-and-pair = { $first } e { $second }
list-and-more = { $first }, { $rest }
list-or-pair = { $first } ou { $second }
list-or-more = { $first }, { $rest }
list-then-pair = { $first } e depois { $second }
list-then-more = { $first }, { $rest }
list-options-pair = { $first }; ou { $second }
list-options-more = { $first }; { $rest }
list-arms-pair = { $first }; { $second }
list-arms-more = { $first }; { $rest }
list-steps-pair = { $first }; { $second }
list-steps-more = { $first }; { $rest }
list-details-pair = { $first }, { $second }
list-details-more = { $first }, { $rest }
with-details = { $main } ({ $details })

## Quantidades

amount = { $count } { $resource }
amount-expr =
    { $resource_gender ->
        [feminine] tanta { $resource } quanto { $value }
        [feminine-plural] tantas { $resource } quanto { $value }
        [masculine-plural] tantos { $resource } quanto { $value }
        [plural] tantos { $resource } quanto { $value }
       *[other] tanto { $resource } quanto { $value }
    }
amount-any =
    { $count ->
        [one]
            { $group_gender ->
                [feminine] uma { $group } à sua escolha
               *[other] um { $group } à sua escolha
            }
       *[other] { $count } { $group } à sua escolha
    }
amount-any-expr = tantos { $group } à sua escolha quanto { $value }
amount-per = { $amount }, multiplicado por { $per }

## Instruções

stmt-gain = ganhe { $amounts }
stmt-pay = pague { $cost }: { $body }
stmt-choose = escolha uma opção: { $options }
stmt-may = se quiser, { $body }
stmt-repeat =
    { $count ->
        [one] uma vez
        [2] duas vezes
       *[other] { $count } vezes
    }: { $body }
stmt-repeat-expr = tantas vezes quanto { $count }: { $body }
stmt-repeat-upto = quantas vezes quiser, até { $count } vezes: { $body }
stmt-repeat-upto-expr = quantas vezes quiser, no máximo { $count }: { $body }
stmt-if = se { $condition }: { $then }
stmt-if-else = se { $condition }: { $then }; caso contrário: { $otherwise }
stmt-case = conforme { $value }: { $arms }
case-arm = { $key }: { $body }
key-else = nos demais casos
range-span = { $low }–{ $high }
range-open = { $low } ou mais
stmt-roll =
    role { $dice ->
        [one] um dado de { $sides } faces
       *[other] { $dice } dados de { $sides } faces
    }; conforme o resultado: { $arms }
stmt-priority = faça a primeira destas opções que se aplicar: { $steps }
priority-when = se { $condition }, { $body }
priority-otherwise = caso contrário, { $body }
stmt-each =
    { $who ->
        [other] cada outro jogador, em ordem de turno: { $body }
       *[player] cada jogador, em ordem de turno: { $body }
    }
stmt-each-where =
    { $who ->
        [other] cada outro jogador, em ordem de turno, se { $condition }: { $body }
       *[player] cada jogador, em ordem de turno, se { $condition }: { $body }
    }
stmt-nothing = nada acontece

## Gatilhos e modificadores

effect-trigger = após cada { $event }: { $body }
effect-trigger-filter = após cada { $event } ({ $filter }): { $body }
effect-modifier-increase = { $value } aumenta em { $amount }
effect-modifier-decrease = { $value } diminui em { $amount }
effect-modifier-increase-filter = { $value } ({ $filter }) aumenta em { $amount }
effect-modifier-decrease-filter = { $value } ({ $filter }) diminui em { $amount }
effect-modifier-while = { $modifier } enquanto { $condition }

## Expressões e condições

expr-add = { $left } mais { $right }
expr-sub = { $left } − { $right }
expr-mul = { $left } × { $right }
expr-div = { $left } ÷ { $right }
expr-neg = −{ $value }
expr-paren = ({ $value })
cmp-ge = { $left } é pelo menos { $right }
cmp-le = { $left } é no máximo { $right }
cmp-gt = { $left } é maior que { $right }
cmp-lt = { $left } é menor que { $right }
cmp-eq = { $left } é { $right }
cmp-ne = { $left } não é { $right }
cond-and = { $left } e { $right }
cond-or = { $left } ou { $right }
cond-not = não ({ $condition })
cond-flag = você tem { $flag }
cond-leader = você está (empatado) mais à frente { $track_em }
expr-bool = (1 se { $condition }, senão 0)
ref-resource =
    { $case ->
       *[nom] sua quantidade de { $resource }
    }
ref-track = sua posição { $track_em }
ref-counter =
    { $case ->
       *[nom] { $counter }
    }

## Valores de contexto

ctx-level = o { -level } da peça em questão
ctx-pieces_here = o número das suas peças desbloqueadas neste tabuleiro
ctx-min_level_here = o menor { -level } entre as suas peças neste tabuleiro
ctx-owners_here = o número de cores entre as outras peças neste tabuleiro
ctx-slot_row = a linha da { -item } recém-obtida
ctx-slot_column = a coluna da { -item } recém-obtida
ctx-step = o degrau recém-alcançado
ctx-players = o número de jogadores
ctx-spot = o espaço recém-ocupado
ctx-board_number = o número deste tabuleiro
ctx-board_number-board =
    { $negated ->
        [yes] este tabuleiro não é { $board }
       *[no] este tabuleiro é { $board }
    }
ctx-seat = o seu lugar na ordem de turno (0 para o primeiro jogador)

## Consultas

query-min =
    { $count ->
        [2] o menor valor entre { $first } e { $rest }
       *[other] o menor valor entre { $first }, { $rest }
    }
query-max =
    { $count ->
        [2] o maior valor entre { $first } e { $rest }
       *[other] o maior valor entre { $first }, { $rest }
    }
query-abs = o valor absoluto de { $value }
query-available = a quantidade de { $resource } que você poderia pagar (incluindo curingas)
query-count = o número de { $what_plural } que você tem
query-pairs = o número de pares de { $what_plural } que você tem
query-table = o valor de “{ $table }” para { $index }
query-set_score = a pontuação de “{ $table }” para os seus conjuntos de { $tag } diferentes
query-best_set = a pontuação de “{ $table }” para o seu melhor conjunto de { $tag } diferentes
query-pieces_level = o número dos seus { $pieces } com { -level } de { $low } a { $high }
query-pieces_on = o número dos seus { $pieces } desbloqueados { $board_em }
query-tracks_at_least = o número de { $group } em que você está no degrau { $step } ou acima
query-leader = 1 se você está (empatado) mais à frente { $track_em }, senão 0
query-flag = 1 se você tem { $flag }, senão 0
query-owns = você já possui esta { -item }
query-locked = o número dos seus { $pieces } bloqueados
query-datum = o valor “{ $field }” de { $component }
query-datum-index = o valor “{ $field }” de { $component } para { $index }
query-top_datum = o valor “{ $field }” da { -item } do topo { $supply_de }
query-slot_datum = o valor “{ $field }” da { -item } na posição { $slot } { $supply_de }
query-ring_number = o número do tabuleiro em uma posição do anel
query-ring_position = a posição do tabuleiro { $board } no anel
query-filtered = { $value } ({ $filter })
query-generic = { $name }({ $values })

## Peças

piece-phrase =
    { $place ->
        [acting] o { $piece } em questão
       *[other]
            { $rank ->
                [weakest]
                    { $state ->
                        [unlocked] seu { $piece } desbloqueado mais fraco
                        [locked] seu { $piece } bloqueado mais fraco
                       *[any] seu { $piece } mais fraco
                    }
                [strongest]
                    { $state ->
                        [unlocked] seu { $piece } desbloqueado mais forte
                        [locked] seu { $piece } bloqueado mais forte
                       *[any] seu { $piece } mais forte
                    }
               *[any]
                    { $state ->
                        [unlocked] um dos seus { $pieces } desbloqueados
                        [locked] um dos seus { $pieces } bloqueados
                       *[any] um dos seus { $pieces }
                    }
            }
    }{ $place ->
        [here] {" "}neste tabuleiro
       *[other] {""}
    }
piece-on-board = { $board_em }
piece-skip-boards = pulando { $boards }

## Verbos

verb-advance =
    { $steps ->
        [one] avance um degrau { $track_em }
       *[other] avance { $steps } degraus { $track_em }
    }
verb-advance-any =
    { $steps ->
        [one] avance um degrau em um { $group } à sua escolha
       *[other] avance { $steps } degraus em um { $group } à sua escolha
    }
verb-upgrade =
    { $times ->
        [one] aumente em 1 o { -level } de { $piece }
       *[other] aumente em { $times } o { -level } de { $piece }
    }
verb-downgrade =
    { $times ->
        [one] diminua em 1 o { -level } de { $piece }
       *[other] diminua em { $times } o { -level } de { $piece }
    }
verb-move =
    mova { $piece } { $kind ->
        [single] { $low }
        [open] { $low } ou mais
       *[span] de { $low } a { $high }
    } { $high ->
        [one] tabuleiro
       *[other] tabuleiros
    } no sentido { $direction ->
        [back] anti-horário
       *[forward] horário
    }
verb-follow = { $piece } que estiver no mesmo tabuleiro o acompanha até o mesmo destino
verb-unlock = desbloqueie todos os seus { $pieces } bloqueados
verb-claim =
    { $free ->
        [yes] pegue de graça a { -item } do topo { $supply_de }
       *[no] pegue a { -item } do topo { $supply_de }, pagando o seu custo
    }
verb-claim-here =
    { $free ->
        [yes] pegue de graça a { -item } deste espaço
       *[no] pegue a { -item } deste espaço, pagando o seu custo
    }
verb-acquire =
    { $mode ->
        [choice] coloque seu marcador em uma { -item } { $supply_de } nas linhas 1 a { $value } que você ainda não tem
        [number] coloque seu marcador na { -item } número { $value } { $supply_de }
       *[lowest] coloque seu marcador na { -item } de menor número { $supply_de } que você ainda não tem
    }{ $free ->
        [yes] , de graça
       *[no] , pagando o seu custo
    }
verb-grant = ganhe { $flag } (uso único)
verb-consume = use { $flag }
verb-lose = perca { $amount }
verb-owe = pague { $amount }; para cada unidade que não puder pagar, perca { $penalty }
verb-recruit = coloque um novo { $piece } com { -level } { $level } { $board_em }
verb-relocate = coloque { $piece } { $board_em } com { -level } { $level }, desbloqueado
verb-recruit-on =
    coloque um novo { $piece } com { -level } { $level } em um tabuleiro mostrado em { $what_gender ->
        [feminine] uma das suas
       *[other] um dos seus
    } { $what } onde você ainda não tem nenhum
verb-scatter = para { $owners } cores sem jogador, coloque { $each } { $pieces } dessa cor com { -level } { $level } nos tabuleiros mostrados em { -item(count: "other") } tiradas { $supply_de }
verb-set = defina { $counter } como { $value }
verb-emit = os efeitos “após cada { $event }” acontecem
verb-resolve-board = execute { $key_def } deste tabuleiro
verb-resolve-owned =
    execute { $what_gender ->
        [feminine] cada uma das suas
       *[other] cada um dos seus
    } { $what }
verb-resolve-owned-key =
    execute { $key_def } de { $what_gender ->
        [feminine] cada uma das suas
       *[other] cada um dos seus
    } { $what }
verb-resolve-supply = execute a { -item } na posição { $index } { $supply_de }
verb-resolve-supply-expr = execute a { -item } { $supply_de } na posição de { $index }
verb-resolve-component = execute “{ $component }”
verb-resolve-component-key = execute “{ $key }” de “{ $component }”
verb-resolve-shown = execute a { -item } que { $item } mostra
verb-resolve-shown-key = execute “{ $key }” da { -item } que { $item } mostra
verb-try = execute “{ $component }”, se possível
verb-try-key = execute “{ $key }” de “{ $component }”, se possível
verb-pick =
    escolha e execute { $what_gender ->
        [feminine] uma
       *[other] um
    } { $what } que seja possível
verb-use =
    use { $what_gender ->
        [feminine] uma das suas { $what } ainda não usadas
       *[other] um dos seus { $what } ainda não usados
    }
verb-occupy = bloqueie o { $piece } em um espaço deste tabuleiro; se houver ali um { $piece } de outro jogador, pague { $fee } e desbloqueie-o
verb-occupy-free = bloqueie o { $piece } em um espaço livre deste tabuleiro
verb-occupy-waived = bloqueie o { $piece } em um espaço deste tabuleiro; se houver ali um { $piece } de outro jogador, pague { $fee } (ou use { $flag }) e desbloqueie-o
verb-fill =
    coloque { $what_gender ->
        [feminine] todas as
       *[other] todos os
    } { $what } { $supply_em }
verb-fill-where =
    coloque { $what_gender ->
        [feminine] todas as
       *[other] todos os
    } { $what } cujo valor “{ $field }” é { $value } { $supply_em }
verb-shuffle = embaralhe { $supply }
verb-shuffle-boards = embaralhe os tabuleiros do anel
verb-shuffle-boards-except = embaralhe os tabuleiros do anel, exceto { $boards }
verb-sort = ordene { $supply } por número
verb-deal =
    { $count ->
        [one] mova a { -item } do topo { $source_de } para { $target }
       *[other] mova as { $count } { -item(count: "other") } do topo { $source_de } para { $target }
    }
verb-deal-expr = mova tantas { -item(count: "other") } quanto { $count } do topo { $source_de } para { $target }
verb-refill = complete { $target } até { $count } com { $source }
verb-take =
    { $free ->
        [yes] pegue de graça uma { -item } à sua escolha { $supply_de }
       *[no] pegue uma { -item } à sua escolha { $supply_de }, pagando o seu custo
    }
verb-renew =
    { $count ->
        [one] desvire { $what_gender ->
            [feminine] uma das suas { $what } usadas
           *[other] um dos seus { $what } usados
        }: pode ser usada de novo
       *[other] desvire até { $count } das suas { $what } já usadas: podem ser usadas de novo
    }
verb-clear = as suas permissões de uso único não usadas terminam
verb-settle = o que você obteve nesta ação passa a valer
verb-reset = coloque seu marcador { $track_em } no degrau { $step }, sem recompensas
verb-build = construa uma { -item } { $supply_de } em “{ $grid }”
verb-attach = coloque uma { -item } { $supply_de } em um espaço livre de “{ $grid }”
verb-preplace = coloque { -item(count: "other") } { $supply_de } nos espaços iniciais de “{ $grid }”
grid-up-to = até { $count } { -item(count: "other") }
grid-up-to-value = no máximo { $count }
grid-discount = { $count } recurso a menos
grid-discount-value = com { $count } abatido do custo
grid-matches = contando { $count } { $count ->
        [one] correspondência
       *[other] correspondências
    }, nenhuma colorida
grid-auto = colocada automaticamente
grid-free = de graça
grid-random = em um padrão aleatório
verb-move-acting =
    mova { $piece } { $counted ->
        [yes] { $forward } tabuleiros
       *[other] tantos tabuleiros quanto { $forward }
    } no sentido horário
verb-occupy-first =
    { $next ->
        [yes] bloqueie { $piece } no primeiro espaço livre do próximo tabuleiro no sentido horário que tenha espaços{ $skipping ->
            [yes] , { $skip }
           *[no] {""}
        } (se nenhum estiver livre, no de outro jogador, desbloqueando aquela peça)
       *[no] bloqueie { $piece } no primeiro espaço livre do seu tabuleiro (se nenhum estiver livre, no de outro jogador, desbloqueando aquela peça)
    }
verb-automate = “{ $policy }” executa “{ $component }”, respondendo a cada escolha pelas próprias regras
verb-automate-key = “{ $policy }” executa “{ $key }” de “{ $component }”, respondendo a cada escolha pelas próprias regras
verb-acquire-by-order =
    { $mode ->
        [slot] coloque de graça seu marcador na { -item } do espaço { $slot } { $supply_de }
       *[unclaimed] coloque de graça seu marcador na { -item } de menor número { $supply_de } sem marcador
    }
verb-claim-lowest =
    { $lacking ->
        [yes] pegue, pagando o custo, { $what_gender ->
            [feminine] a melhor
           *[other] o melhor
        } { $what } que lhe falta entre as do topo de: { $supplies }
       *[no] pegue, pagando o custo, { $what_gender ->
            [feminine] a melhor
           *[other] o melhor
        } { $what } entre as do topo de: { $supplies }
    }
verb-discard =
    { $count ->
        [one] retire de jogo a { -item } do topo { $supply_de }
       *[other] retire de jogo as { $count } { -item(count: "other") } do topo { $supply_de }
    }
verb-own = você possui “{ $component }” a partir de agora
verb-say = “{ $text }”
verb-activate-position = execute a { -item } da posição “{ $position }” e depois reordene a disposição
verb-activate = execute a { -item } da posição “{ $position }” de “{ $arrangement }” e depois reordene-a
verb-activate-key = execute “{ $key }” da { -item } da posição “{ $position }” de “{ $arrangement }” e depois reordene-a
verb-reorder = reordene “{ $arrangement }” como se a { -item } da posição “{ $position }” tivesse sido usada
verb-flip =
    { $which ->
        [top] vire a { -item } do topo { $supply_de }
        [random] vire ao acaso cada { -item } { $supply_de }
       *[all] vire todas as { -item(count: "other") } { $supply_de }
    }
verb-cycle =
    { $count ->
        [one] coloque a { -item } do topo { $supply_de } embaixo
       *[other] coloque as { $count } { -item(count: "other") } do topo { $supply_de } embaixo
    }
verb-show = mostre “{ $arrangement }”
verb-generic = { $verb } { $args }

## Rótulos

# a section of a component's rule text on one line, after its label (a preview)
field-inline = { $label }: { $text }
field-cost = Custo
field-trigger = Efeito contínuo
field-modifier = Efeito contínuo
field-step = Degrau { $step }
field-printed = Impresso ({ $lang })
field-generated = Gerado ({ $lang })
field-grid = Tabela de recompensas (linhas: { $rows }; colunas: { $columns })
doc-type = tipo: { $type }
# how many of a component there are (`copies:`), beside its type in `teotl explain`
doc-copies = { $count ->
        [one] 1 cópia
       *[other] { $count } cópias
    }
doc-copies-per-player = { $count ->
        [one] 1 cópia
       *[other] { $count } cópias
    } por jogador
doc-copies-players = { $count } com { $players } jogadores
doc-copies-except = { $copies } ({ $others })
doc-module = Módulo: { $module }
doc-no-text = (sem efeito)
doc-no-printed = (sem texto impresso)
doc-label = { $label }:

## Substantivos genéricos

-level = nível

## marcadores em um anel (token_ring.py)

verb-move_token = mova o seu marcador { $ring_em } { $back ->
        [yes] no sentido anti-horário
       *[no] no sentido horário
    } { $kind ->
        [number] { $steps ->
            [one] por uma parada
           *[other] por { $steps } paradas
        }
       *[expr] por tantas paradas quanto { $steps },
    } e coloque-o em um espaço dessa parada; um marcador que já esteja nesse espaço é empurrado uma parada no mesmo sentido, e o dono dele escolhe o espaço (o que pode empurrar outros)
verb-place_token = coloque o seu marcador em um espaço { $ring_de }, em uma parada sem marcador de outro jogador
query-token_slot = o número do espaço { $ring_de } em que está o seu marcador
query-token_stop = a parada { $ring_de } em que está o seu marcador
query-token_board = o número do tabuleiro para o qual aponta o espaço do seu marcador { $ring_em }
source-players_on =
    { $case ->
       *[nom] os jogadores cuja parada do marcador { $ring_em } é { $stop }
        [de] dos jogadores cuja parada do marcador { $ring_em } é { $stop }
    }

## peças em um grafo (graph_moves.py), os seus nós (graph_sources.py, graph_queries.py) e peças diferentes (levels.py)

verb-enter = coloque uma peça sua em { $node } de { $space }; se estiver cheio, a peça que chegou primeiro é empurrada para um nó à frente no seu caminho, escolhido pelo dono (o que pode empurrar outras)
verb-enter-from = coloque uma peça do seu estoque de { $counter } em { $node } de { $space }; se estiver cheio, a peça que chegou primeiro é empurrada para um nó à frente no seu caminho, escolhido pelo dono (o que pode empurrar outras)
verb-enter-entry = a sua entrada
verb-claim_node =
    { $keep ->
        [yes] tome como seu um nó de { $space } (“{ $key }”, ainda de ninguém) onde você tenha uma peça e ganhe a recompensa dele
       *[no] escolha um nó de { $space } (“{ $key }”, ainda de ninguém) onde você tenha uma peça: essa peça sai do jogo, o nó passa a ser seu e você ganha a recompensa dele
    }
verb-remove_piece = remova do jogo uma das suas peças em { $space }
query-occupants = o número de peças em { $node }
query-occupants-own = o número das suas peças em { $node }
query-occupants-of = o número de peças do jogador { $player } em { $node }
query-capacity = quantas peças { $node } comporta
query-claimed_by = o jogador que tomou { $node }
query-is_node = { $node } é { $name }
query-datum-node = o valor “{ $field }” de { $item }
source-nodes =
    { $case ->
       *[nom] os nós de { $space }
        [de] dos nós de { $space }
    }
source-ahead =
    { $case ->
       *[nom] os nós à frente de { $node }
        [de] dos nós à frente de { $node }
    }
source-links =
    { $case ->
       *[nom] os nós ligados a { $node }
        [de] dos nós ligados a { $node }
    }
verb-upgrade-different = aumente em 1 o { -level } de { $count } peças diferentes, cada uma { $piece }

## Percorrer coisas (docs/game-model.md): each … in, funções sobre uma fonte, as, require

-source-players =
    { $case ->
       *[nom] os jogadores
        [de] dos jogadores
    }
-source-others =
    { $case ->
       *[nom] os outros jogadores
        [de] dos outros jogadores
    }
source-function = { $name } de { $args }
source-any-order = { $items }, na ordem que você escolher
stmt-each-in-players = para cada um { $items_de } ({ $name }): { $body }
stmt-each-in-players-where = para cada um { $items_de } ({ $name }) tal que { $condition }: { $body }
stmt-each-in = para cada item { $items_de } ({ $name }): { $body }
stmt-each-in-where = para cada item { $items_de } ({ $name }) tal que { $condition }: { $body }
query-count-in = o número { $items_de }
query-count-in-showing = o número { $items_de } que mostram { $what }
query-count-in-supply = o número de itens { $items_em }
query-count-in-supply-showing = o número de itens { $items_em } que mostram { $what }
query-count-of = o número de { $members }
query-count-of-showing = o número de { $members } que mostram { $what }
query-count-in-where = quantos itens { $items_de } ({ $name }) são tais que { $condition }
query-any-in = existe pelo menos um item { $items_de }
query-any-in-where = para pelo menos um item { $items_de } ({ $name }), { $condition }
query-all-in-where = para todos os itens { $items_de } ({ $name }), { $condition }
query-sum-in = o total de { $value } somado entre { $items } ({ $name })
query-sum-in-where = o total de { $value } somado entre { $items } ({ $name }) tais que { $condition }
query-min-in = o menor valor de { $value } entre { $items } ({ $name })
query-min-in-where = o menor valor de { $value } entre { $items } ({ $name }) tais que { $condition }
query-max-in = o maior valor de { $value } entre { $items } ({ $name })
query-max-in-where = o maior valor de { $value } entre { $items } ({ $name }) tais que { $condition }
stmt-as = { $player } faz isto: { $body }
stmt-as-seat = o jogador { $seat } faz isto: { $body }
stmt-require = somente se { $condition }
expr-mod = o resto ao dividir { $left } por { $right }
query-has = { $item } mostra { $what_shown }
query-rank = a sua colocação por { $value } (1 para o maior; empatados dividem a colocação)
query-tied = quantos jogadores (você incluído) têm tanto quanto você por { $value }
verb-pass = passe a vez (você não joga mais nesta fase)
query-passed = você já passou nesta fase

## Grades e valores de trilhas (grid_queries.py, grid_sources.py, placing.py, track_values.py)

verb-place =
    { $hidden ->
        [yes] coloque a { -item } do topo { $supply_de }
       *[no] coloque uma { -item } à sua escolha { $supply_de }
    } { $mode ->
        [at] em { $cell } de { $space }
        [over] sobre uma { -item } de { $space }
        [empty] em uma casa vazia de { $space }
       *[frontier] em uma casa vazia de { $space } ao lado de uma { -item }
    }{ $rotated ->
        [yes] , virada como quiser
       *[no] {""}
    }{ $free ->
        [yes] , de graça
       *[no] , pagando o seu custo
    }
verb-place-where = { $place } (só onde { $condition })
verb-retreat =
    { $steps ->
        [one] volte um degrau { $track_em }
       *[other] volte { $steps } degraus { $track_em }
    }
query-empty = { $cell } está vazia
query-owner = o dono de { $cell }
query-rotation = os quartos de volta da { -item } em { $cell }
query-layers = quantas { -item(count: "other") } estão empilhadas em { $cell }
query-row = a linha de { $cell }
query-column = a coluna de { $cell }
query-edge = o valor “{ $field }” no lado de { $cell } voltado para { $neighbour }
query-touching = quantas casas ao lado de { $cell } mostram { $what }
query-adjacent = { $first } e { $second } têm um lado em comum
query-value = o valor do seu degrau { $track_em }
query-datum-shown = o valor “{ $field }” da { -item } que { $item } mostra
query-datum-shown-index = o valor “{ $field }” da { -item } que { $item } mostra para { $index }
source-cells =
    { $case ->
       *[nom] as casas ocupadas de { $space }
        [de] das casas ocupadas de { $space }
    }
source-frontier =
    { $case ->
       *[nom] as casas vazias de { $space } ao lado de uma { -item }
        [de] das casas vazias de { $space } ao lado de uma { -item }
    }
source-frontier-bounded =
    { $case ->
       *[nom] as casas vazias de { $space }
        [de] das casas vazias de { $space }
    }
source-neighbours =
    { $case ->
       *[nom] as casas ao lado de { $cell }
        [de] das casas ao lado de { $cell }
    }
source-diagonals =
    { $case ->
       *[nom] as casas na diagonal de { $cell }
        [de] das casas na diagonal de { $cell }
    }
source-around =
    { $case ->
       *[nom] as casas em volta de { $cell }
        [de] das casas em volta de { $cell }
    }

## Marcas em casas, bordas entre casas, espaço livre (cell_labels.py, grid_edges.py, room.py)

verb-label = marque { $cell } como “{ $label }”
verb-unlabel-cell = tire a marca “{ $label }” de { $cell }
verb-unlabel-space = tire a marca “{ $label }” de todas as casas de { $space }
query-labelled = { $cell } está marcada como “{ $label }”
query-room =
    { $resource_gender ->
        [feminine] quanta { $resource } você ainda pode guardar
        [feminine-plural] quantas { $resource } você ainda pode guardar
        [masculine] quanto { $resource } você ainda pode guardar
       *[other] quantos { $resource } você ainda pode guardar
    }
source-labelled =
    { $case ->
       *[nom] as casas de { $space } marcadas como “{ $label }”
        [de] das casas de { $space } marcadas como “{ $label }”
    }
source-edges-cell =
    { $case ->
       *[nom] as bordas que { $cell } tem com as { -item(count: "other") } vizinhas
        [de] das bordas que { $cell } tem com as { -item(count: "other") } vizinhas
    }
source-edges-space =
    { $case ->
       *[nom] as bordas entre { -item(count: "other") } vizinhas de { $space }
        [de] das bordas entre { -item(count: "other") } vizinhas de { $space }
    }
source-edges-of =
    { $case ->
       *[nom] as bordas { $cells_de } com as { -item(count: "other") } vizinhas
        [de] das bordas { $cells_de } com as { -item(count: "other") } vizinhas
    }
source-ends =
    { $case ->
       *[nom] as duas casas de { $edge }
        [de] das duas casas de { $edge }
    }

## Templates (effects and values with parameters): a call is the name and its arguments
list-args-pair = { $first }, { $second }
list-args-more = { $first }, { $rest }
stmt-template = { $template } ({ $args })
stmt-template-bare = { $template }
query-template = { $template } ({ $args })
query-template-bare = { $template }
doc-template = { $template } ({ $params })
doc-template-effect = modelo (um efeito)
doc-template-value = modelo (um valor)
doc-template-gives = vale { $value }
doc-template-holds = é verdadeiro quando { $condition }

## Suprimentos e cartas (docs/game-model.md §3): SUPPLY of (PLAYER), put, deal … all, size

# o nome de um lugar depois de "de" (`{ $who_de }`): "do Jogador 1", "da cor neutra 3", "de Ana"
seat-de =
    { $kind ->
        [player] do { $name }
        [unplayed] da { $name }
       *[named] de { $name }
    }
ref-supply-of = { $supply } { $player_de }
verb-deal-all = mova tudo { $source_de } para { $target }
verb-put =
    { $count ->
        [one] mova um à sua escolha { $source_de } para { $target }
       *[other] mova { $count } à sua escolha { $source_de } para { $target }
    }
verb-put-where =
    { $count ->
        [one] mova um à sua escolha { $source_de } para { $target }, entre aqueles para os quais { $condition }
       *[other] mova { $count } à sua escolha { $source_de } para { $target }, entre aqueles para os quais { $condition }
    }
verb-put-expr = mova tantos à sua escolha quanto { $count } { $source_de } para { $target }
verb-put-expr-where = mova tantos à sua escolha quanto { $count } { $source_de } para { $target }, entre aqueles para os quais { $condition }
verb-put-all = mova tudo { $source_de } para { $target }
verb-put-all-where = mova { $source_de } para { $target } tudo aquilo para o qual { $condition }
verb-resolve-it = execute o seu efeito
verb-resolve-it-key = execute o seu “{ $key }”
query-size = quantos há { $supply_em }
query-size-zero = { $negated ->
    [yes] há algo { $supply_em }
   *[no] não há nada { $supply_em }
}

## Marcadores sobre componentes, um de uma fonte, pagar ao mover (marks.py, one_of.py, cards.py, passing.py)

verb-add_mark =
    { $count ->
        [one] coloque um { $mark } sobre { $item }
       *[other] coloque { $count } { $mark } sobre { $item }
    }
verb-add_mark-expr = coloque tantos { $mark } quanto { $count } sobre { $item }
verb-remove_marks = retire todos os marcadores de { $item }
verb-remove_marks-named = retire os { $mark } de { $item }
verb-remove_marks-all = retire os { $mark } de todas as cartas
query-marks = o número de { $mark } sobre { $item }
stmt-each-one-of = escolha um { $items_de } ({ $name }) e { $body }
stmt-each-one-of-where = escolha um { $items_de } ({ $name }) tal que { $condition } e { $body }
verb-put-paying = { $put }, pagando o seu custo
# um jogador contado a partir de você: `(seat + N) % players` (teotl.text.seat_offset)
expr-seat-left =
    { $case ->
       *[nom] { $count ->
            [one] o jogador { $offset } lugar à sua esquerda
           *[other] o jogador { $offset } lugares à sua esquerda
        }
    }
# um jogador numa frase: "o jogador p", mas um jogador dito em palavras como está (`$kind` phrase)
seat-who =
    { $kind ->
        [phrase] { $name }
       *[named] o jogador { $name }
    }
query-passed-player = { $player_who } já passou nesta fase

## Nomes que o motor atribui (`it`, `placed`, `cell`), como o texto das regras os mostra

-bound-it = esse componente
-bound-placed = a { -item } colocada
-bound-cell = a casa

## Contrações feitas em cada frase pronta (Catalogue.contract): "de { $x }" com "a casa" fica "da casa"

-contractions = de o=do; de a=da; de os=dos; de as=das; em o=no; em a=na; em os=nos; em as=nas; por o=pelo; por a=pela; por os=pelos; por as=pelas; a o=ao; a os=aos; de esse=desse; de essa=dessa; de esses=desses; de essas=dessas; de este=deste; de esta=desta; de estes=destes; de estas=destas; em esse=nesse; em essa=nessa; em esses=nesses; em essas=nessas; em este=neste; em esta=nesta; em estes=nestes; em estas=nestas

## Peças como referências, o primeiro item de uma fonte, a peça ativa (piece_sources.py, first_item.py, acting_piece.py)

source-pieces =
    { $case ->
       *[nom]
            { $whose ->
                [all]
                    { $state ->
                        [unlocked] os { $pieces } desbloqueados de todas as cores
                        [locked] os { $pieces } bloqueados de todas as cores
                       *[any] os { $pieces } de todas as cores
                    }
               *[own]
                    { $state ->
                        [unlocked] seus { $pieces } desbloqueados
                        [locked] seus { $pieces } bloqueados
                       *[any] seus { $pieces }
                    }
            }
        [de]
            { $whose ->
                [all]
                    { $state ->
                        [unlocked] dos { $pieces } desbloqueados de todas as cores
                        [locked] dos { $pieces } bloqueados de todas as cores
                       *[any] dos { $pieces } de todas as cores
                    }
               *[own]
                    { $state ->
                        [unlocked] dos seus { $pieces } desbloqueados
                        [locked] dos seus { $pieces } bloqueados
                       *[any] dos seus { $pieces }
                    }
            }
    }{ $rank ->
        [weakest] {" "}no nível mais baixo
        [strongest] {" "}no nível mais alto
       *[any] {""}
    }{ $place ->
        [here] {" "}neste tabuleiro
        [acting] {" "}em questão
       *[anywhere] {""}
    }
query-level_of = o nível de { $piece }
# a query of one item named as the item's property, and ordered by it (stmt-each-first-by)
-property-level_of =
    { $case ->
       *[nom] nível
        [highest] de maior nível
        [lowest] de menor nível
    }
query-board_of = o número do tabuleiro em que { $piece } está
query-board_of-board =
    { $negated ->
        [yes] { $piece } não está { $board_em }
       *[no] { $piece } está { $board_em }
    }
query-held = { $piece } está bloqueado em um espaço
query-laid_level = o nível da { -item } colocada
query-laid_matches =
    { $coloured ->
        [yes] o número de ícones coloridos correspondentes da { -item } colocada
       *[no] o número de ícones correspondentes da { -item } colocada
    }
source-matched_icons =
    { $case ->
       *[nom] { $coloured ->
            [yes] os ícones coloridos correspondentes da { -item } colocada
           *[no] os ícones correspondentes da { -item } colocada
        }
        [de] { $coloured ->
            [yes] dos ícones coloridos correspondentes da { -item } colocada
           *[no] dos ícones correspondentes da { -item } colocada
        }
    }
query-icon = { $icon } é { $letter }
stmt-each-first =
    { $ordered ->
        [highest] pegue o primeiro { $items_de } ({ $name }), por { $key }, do maior para o menor, que possa fazer o seguinte, e { $body }
        [lowest] pegue o primeiro { $items_de } ({ $name }), por { $key }, do menor para o maior, que possa fazer o seguinte, e { $body }
       *[no] pegue o primeiro { $items_de } ({ $name }) que possa fazer o seguinte, e { $body }
    }
stmt-each-first-where =
    { $ordered ->
        [highest] pegue o primeiro { $items_de } ({ $name }), por { $key }, do maior para o menor, tal que { $condition } e que possa fazer o seguinte, e { $body }
        [lowest] pegue o primeiro { $items_de } ({ $name }), por { $key }, do menor para o maior, tal que { $condition } e que possa fazer o seguinte, e { $body }
       *[no] pegue o primeiro { $items_de } ({ $name }) tal que { $condition } e que possa fazer o seguinte, e { $body }
    }
stmt-each-first-by =
    { $ordered ->
        [highest] pegue, dentre { $items }, aquele ({ $name }) { $property_highest } que possa fazer o seguinte, e { $body }
       *[lowest] pegue, dentre { $items }, aquele ({ $name }) { $property_lowest } que possa fazer o seguinte, e { $body }
    }
stmt-each-first-by-where =
    { $ordered ->
        [highest] pegue, dentre { $items }, aquele ({ $name }) { $property_highest } tal que { $condition } e que possa fazer o seguinte, e { $body }
       *[lowest] pegue, dentre { $items }, aquele ({ $name }) { $property_lowest } tal que { $condition } e que possa fazer o seguinte, e { $body }
    }
stmt-acting = com { $piece } como peça ativa, { $body }

## Uma contagem comparada com nada (teotl.text.comparisons; counters.py, owned.py, iteration.py):
## `$negated` é yes para "algum" (> 0, >= 1, != 0), no para "nenhum" (== 0, < 1); `$single` é yes
## para um recurso de 0 ou 1 (o conjunto de regras o descreve como ligado e desligado: `-set-NAME`)

ref-resource-zero =
    { $negated ->
        [yes]
            { $single ->
                [yes]
                    você tem { $resource_gender ->
                        [feminine] uma
                        [feminine-plural] uma
                       *[other] um
                    } { $resource }
               *[no] você tem { $resources }
            }
       *[no]
            você não tem { $resource_gender ->
                [feminine] nenhuma
                [feminine-plural] nenhuma
               *[other] nenhum
            } { $resource }
    }
ref-counter-zero =
    { $negated ->
        [yes] { $counter } não é zero
       *[no] { $counter } é zero
    }
query-count-zero =
    { $negated ->
        [yes] você tem { $what }
       *[no] você não tem { $what }
    }
query-none-in = não existe nenhum item { $items_de }
query-none-in-where = nenhum item { $items_de } ({ $name }) é tal que { $condition }

# Articles a name drops as a bare label beside its value ("Light disc 0", not "The light disc 0");
# `;`-separated. A language whose adjectives change without the article (German) lists none.
-label-articles = o; a; os; as

## O que uma reserva contém, nas frases do motor ("mova a ficha do topo …"): um jogo de cartas diz `-item = carta` (feminino, como ficha)

-item =
    { $count ->
       *[one] ficha
        [other] fichas
    }
    .gender = feminine

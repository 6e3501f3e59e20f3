### A tela de `teotl play` no terminal (teotl.play): a moldura, os comandos, a ajuda e o ciclo de vida.
### As frases do próprio jogo (perguntas, opções, registro) estão em play-text.ftl.

## A tela
screen-title = { $game } — { $count } jogadores: { $seats }, semente { $seed }
screen-resumed = Retomado depois de { $count ->
    [one] { $count } resposta
   *[other] { $count } respostas
}
screen-round = rodada { $round }
screen-you = você
screen-nobody = ninguém
screen-player = Jogador { $number }
screen-used = (usado)
screen-hidden-count = { $count } virados para baixo
screen-waiting = aguardando { $name }
screen-thinking = { $name } está pensando…
# after a name that heads a line ("Your hand: …", "Ana: Which tile?")
screen-label-end = { ": " }
screen-more-options = … mais { $count }: digite opções para ver todas
screen-commands = responda com um número ou um nome · mostrar · explicar NOME · registro · ajuda · desfazer · salvar ARQUIVO · sair
screen-supplies = Reservas
screen-ring = Os tabuleiros, em sentido horário
screen-spots = { $count ->
    [one] { $count } lugar
   *[other] { $count } lugares
}
screen-legend-pieces = { $mark }: peça de { $name } com { -level } { $level } · uma letra depois do lugar: outro tipo de peça · *: bloqueada
screen-tracks = Trilhas
screen-legend-tracks = uma letra: o marcador de um jogador · sublinhado: um passo com recompensa · negrito: um passo de um só jogador de cada vez
screen-slots-laid = { $grid }: { $laid } de { $slots } lugares ocupados, { $spots } de { $spot_count } espaços
screen-legend-grid = números de linha e coluna em volta da grade; o dígito depois de um ícone: o nível da peça por cima ·
screen-spots-taken = espaços: { $taken } ocupados, { $free } livres
screen-graph-empty = ainda nada
screen-legend-graph = uma letra: a peça de um jogador (com a primeira letra do seu caminho) · •: a marca de um jogador · →: para onde leva um caminho
screen-grid-empty = ainda nenhuma peça
screen-legend-cells = uma letra: a peça de um jogador · um número entre peças: as peças nesse lado · um número em amarelo: uma opção
screen-legend-cells-compact = ²A₁: 2 peças no lado de cima da peça de A, 1 no de baixo
screen-printed = impresso:
screen-more-log = … mais { $count } linhas novas acima: digite registro { $total } para ler todas
screen-reminder = (digite 1-{ $count } ou ajuda)
screen-no-such-name = nada aqui se chama «{ $name }»: dê o número de uma opção ou um nome como aparece
screen-not-for-players = não é uma regra para os jogadores: um passo que o motor guarda para um módulo, ou um conselho para os jogadores automáticos

## Revezando no mesmo terminal
screen-pass = Passe o terminal para { $name }.
screen-press-enter = { $name }, pressione Enter quando estiver pronto.

## Comandos
help-title = Os comandos:
help-answer = 1, 2, … ou o início do nome de uma opção: responder (LINHA,COLUNA responde com uma casa)
help-show = mostrar: tudo o que você pode ver; mostrar NOME: o texto das regras de um componente
help-explain = explicar NOME ou explicar 2: o texto das regras de um componente, ou do componente de uma opção
help-log = registro, registro 50: as últimas linhas do registro da partida
help-options = opções: todas as opções com a pré-visualização inteira
help-undo = desfazer: retirar a sua última resposta
help-save = salvar ARQUIVO: salvar o registro da partida (retome-a com teotl play --load ARQUIVO)
help-quit = sair: sair da partida (ela é salva antes)
help-help = ajuda: esta lista
help-words = as palavras em inglês (show, help, undo, quit, …) também servem; uma resposta que é uma palavra de comando é o comando (para uma opção com esse nome, digite o número dela)

## The command words, as typed (a comma list: the first is shown in the help and the hint line;
## the English words work in every language)
command-show = mostrar, mostra, mostre
command-explain = explicar, explica, explique
command-log = registro, registo
command-options = opções, opcoes
command-help = ajuda
command-undo = desfazer, desfaz, desfaça, desfaca
command-save = salvar, gravar, salva, salve, grava, grave
command-quit = sair, saia

## Ciclo de vida
screen-quit-confirm = Sair da partida? Ela será salva antes. (s/n)
screen-yes-words = s, sim, y, yes
screen-quit-cancelled = A partida continua.
screen-saved = registro da partida salvo em { $path }
screen-save-failed = { $problem }; a partida continua (tente outro arquivo)
screen-undo-nothing = Nada para desfazer: você ainda não respondeu a nada.
screen-undo-not-last = Nada desfeito: { $name } respondeu depois da sua última resposta.
screen-undo-done = Desfeito: { $question } — { $answer } ({ $count ->
    [one] { $count } resposta retirada
   *[other] { $count } respostas retiradas
})
screen-left = partida interrompida; ela está salva em { $path } (retome-a com teotl play --load { $path })
screen-left-unsaved = partida interrompida, e não foi possível salvá-la: { $problem }

## O fim
screen-final-scores = Pontuação final
screen-place = lugar
screen-seat = jogador
screen-agent = agente
screen-turn-limit = a partida foi parada pelo limite de turnos

## Respostas que não querem dizer nada
reply-no-option = não há opção { $reply }: digite 1-{ $count } ou ajuda
reply-empty = digite 1-{ $count } ou ajuda
reply-unknown = '{ $reply }' não é uma opção: digite 1-{ $count } (os dígitos 0-9) ou ajuda
reply-save-needs-file = dê um nome de arquivo: salvar ARQUIVO
reply-log-number = '{ $reply }' não é um número de linhas: registro, ou registro 20
reply-explain-needs-name = dê um nome ou o número de uma opção: explicar NOME
reply-ambiguous = '{ $reply }' serve a várias opções ({ $numbers }): digite o número
reply-not-utf8 = essa linha não é texto UTF-8: digite 1-{ $count } ou ajuda

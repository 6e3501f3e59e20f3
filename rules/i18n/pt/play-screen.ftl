### O ecrã de `teotl play` no terminal (teotl.play): a moldura, os comandos, a ajuda e o ciclo de vida.
### As frases do próprio jogo (perguntas, opções, registo) estão em play-text.ftl.

## O ecrã
screen-title = { $game } — { $count } jogadores: { $seats }, semente { $seed }
screen-resumed = Retomado depois de { $count ->
    [one] { $count } resposta
   *[other] { $count } respostas
}
screen-round = ronda { $round }
screen-you = você
screen-nobody = ninguém
screen-player = Jogador { $number }
screen-used = (usado)
screen-hidden-count = { $count } virados para baixo
screen-waiting = à espera de { $name }
screen-more-options = … mais { $count }: escreva opções para as ver todas
screen-commands = responda com um número ou um nome · mostrar · explicar NOME · registo · ajuda · desfazer · salvar FICHEIRO · sair
screen-supplies = Reservas
screen-ring = Os tabuleiros, no sentido dos ponteiros do relógio
screen-spots = { $count ->
    [one] { $count } lugar
   *[other] { $count } lugares
}
screen-legend-pieces = { $mark }: peça de { $name } com { -level } { $level } · uma letra depois do lugar: outro tipo de peça · *: bloqueada
screen-tracks = Trilhas
screen-legend-tracks = uma letra: o marcador de um jogador · sublinhado: um passo com recompensa · negrito: um passo de um só jogador de cada vez
screen-slots-laid = { $grid }: { $laid } de { $slots } lugares ocupados, { $spots } de { $spot_count } espaços
screen-legend-grid = números de linha e coluna à volta da grelha; o algarismo depois de um ícone: o nível da peça por cima ·
screen-spots-taken = espaços: { $taken } ocupados, { $free } livres
screen-graph-empty = ainda nada
screen-legend-graph = uma letra: a peça de um jogador (com a primeira letra do seu caminho) · •: a marca de um jogador · →: para onde leva um caminho
screen-grid-empty = ainda nenhuma peça
screen-legend-cells = uma letra: a peça de um jogador · um número entre peças: as peças nesse lado · um número a amarelo: uma opção
screen-legend-cells-compact = ²A₁: 2 peças no lado de cima da peça de A, 1 no de baixo
screen-printed = impresso:
screen-more-log = … mais { $count } linhas novas acima: escreva registo { $total } para as ler todas
screen-reminder = (escreva 1-{ $count }, ou ajuda)
screen-no-such-name = nada aqui se chama «{ $name }»: dê o número de uma opção ou um nome como aparece
screen-not-for-players = não é uma regra para os jogadores: um passo que o motor guarda para um módulo, ou um conselho para os jogadores automáticos

## À vez no mesmo terminal
screen-pass = Passe o terminal a { $name }.
screen-press-enter = { $name }, carregue em Enter quando estiver pronto.

## Comandos
help-title = Os comandos:
help-answer = 1, 2, … ou o início do nome de uma opção: responder (LINHA,COLUNA responde com uma casa)
help-show = mostrar: tudo o que pode ver; mostrar NOME: o texto das regras de um componente
help-explain = explicar NOME ou explicar 2: o texto das regras de um componente, ou do componente de uma opção
help-log = registo, registo 50: as últimas linhas do registo da partida
help-options = opções: todas as opções com a pré-visualização inteira
help-undo = desfazer: retirar a sua última resposta
help-save = salvar FICHEIRO: gravar o registo da partida (retome-a com teotl play --load FICHEIRO)
help-quit = sair: sair da partida (é gravada antes)
help-help = ajuda: esta lista
help-words = as palavras em inglês (show, help, undo, quit, …) também servem; uma resposta que é uma palavra de comando é o comando (uma opção com esse nome: escreva o número dela)

## The command words, as typed (a comma list: the first is shown in the help and the hint line;
## the English words work in every language)
command-show = mostrar
command-explain = explicar, explica
command-log = registo, registro
command-options = opções, opcoes
command-help = ajuda
command-undo = desfazer
command-save = salvar, gravar
command-quit = sair

## Ciclo de vida
screen-quit-confirm = Sair da partida? Será gravada antes. (s/n)
screen-yes-words = s, sim, y, yes
screen-quit-cancelled = A partida continua.
screen-saved = registo da partida gravado em { $path }
screen-save-failed = { $problem }; a partida continua (tente outro ficheiro)
screen-undo-nothing = Nada para desfazer: ainda não respondeu a nada.
screen-undo-not-last = Nada desfeito: { $name } respondeu depois da sua última resposta.
screen-undo-done = Desfeito: { $question } — { $answer } ({ $count ->
    [one] { $count } resposta retirada
   *[other] { $count } respostas retiradas
})
screen-left = partida deixada a meio; está gravada em { $path } (retome-a com teotl play --load { $path })
screen-left-unsaved = partida deixada a meio, e não foi possível gravá-la: { $problem }

## O fim
screen-final-scores = Pontuação final
screen-place = lugar
screen-seat = jogador
screen-agent = agente
screen-turn-limit = a partida foi parada pelo limite de turnos

## Respostas que não querem dizer nada
reply-no-option = não há opção { $reply }: escreva 1-{ $count }, ou ajuda
reply-empty = escreva 1-{ $count }, ou ajuda
reply-unknown = '{ $reply }' não é uma opção: escreva 1-{ $count } (os algarismos 0-9), ou ajuda
reply-save-needs-file = dê um nome de ficheiro: salvar FICHEIRO
reply-log-number = '{ $reply }' não é um número de linhas: registo, ou registo 20
reply-explain-needs-name = dê um nome ou o número de uma opção: explicar NOME
reply-ambiguous = '{ $reply }' serve a várias opções ({ $numbers }): escreva o número
reply-not-utf8 = essa linha não é texto UTF-8: escreva 1-{ $count }, ou ajuda

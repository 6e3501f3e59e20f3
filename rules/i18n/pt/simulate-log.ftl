### `teotl simulate --log FICHEIRO`: o cabeçalho e o fim de cada partida (teotl.simulate_log)

simulate-log-player = { $name } ({ $agent })
simulate-log-game = Partida { $number } (semente { $seed }): { $players }
simulate-log-score = { $name } { $score }
simulate-log-scores = Pontuação: { $scores }
simulate-log-differs = (jogada de novo, esta partida saiu diferente da simulação: { $scores })

### `teotl simulate --log DATEI`: Kopf und Ende jeder Partie (teotl.simulate_log)

simulate-log-player = { $name } ({ $agent })
simulate-log-game = Partie { $number } (Startwert { $seed }): { $players }
simulate-log-score = { $name } { $score }
simulate-log-scores = Punkte: { $scores }
simulate-log-differs = (erneut gespielt, verlief diese Partie anders als in der Simulation: { $scores })

### `teotl simulate --log FICHIER` : l’en-tête et la fin de chaque partie (teotl.simulate_log)

simulate-log-player = { $name } ({ $agent })
simulate-log-game = Partie { $number } (graine { $seed }) : { $players }
simulate-log-score = { $name } { $score }
simulate-log-scores = Scores : { $scores }
simulate-log-differs = (rejouée, cette partie s’est déroulée autrement que dans la simulation : { $scores })

### `teotl simulate --log FILE`: the heading and the end of each game (teotl.simulate_log); the
### lines between are the play text's (play-text.ftl)

simulate-log-player = { $name } ({ $agent })
simulate-log-game = Game { $number } (seed { $seed }): { $players }
simulate-log-score = { $name } { $score }
simulate-log-scores = Scores: { $scores }
simulate-log-differs = (played again, this game came out otherwise than in the simulation: { $scores })

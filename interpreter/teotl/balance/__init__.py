"""The parts of a balance report (`teotl compare`, `teotl.compare.run_comparison`): games played
with their component events (`records`), what a variant changes (`changes`), the statistics with
intervals (`stats`), the per-component section (`components`), the Markdown report (`report`),
the plots (`plots`) and the terminal summary (`terminal`)."""

"""The engine: the compiled rule set (`Runtime`), the game flow (`Game`), the semantic check and the log's text."""

"""The engine: game state, decisions, and the compiled rule set (`Runtime`) effects run against."""

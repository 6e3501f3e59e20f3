"""The data of a game and its declarations: the state (`GameState`), the vocabulary the rule files
declare, decisions and the context an effect runs in. Plain data; imports nothing of the language."""

"""teotl: a rules-as-data engine for Teotihuacan: City of Gods and its expansions."""

__version__ = "0.1.0"

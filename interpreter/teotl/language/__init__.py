"""The effect DSL: parse (Lark) → syntax tree → semantic check → compiled closures."""

from teotl.language.parser import DslSyntaxError, parse_effect

__all__ = ["DslSyntaxError", "parse_effect"]

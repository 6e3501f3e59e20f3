"""The effect language: grammar, parsers (recursive descent, Lark) → syntax tree → compiler core and the
registry the primitives fill (teotl.primitives). Imports nothing of the model, the primitives or the runtime."""

from teotl.language.parser import DslSyntaxError, parse_effect

__all__ = ["DslSyntaxError", "parse_effect"]

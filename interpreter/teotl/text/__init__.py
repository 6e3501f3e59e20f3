"""Rule text from data: effects and components rendered through Fluent message catalogues.

    from teotl.rules import load_ruleset
    from teotl.text import Renderer
    renderer = Renderer(load_ruleset(), "pt")
    renderer.effect(ruleset.components["st-00"].parsed["effect"])   # "Ganhe 3 cacau e 5 madeira."
"""
from teotl.text.catalogue import LANGUAGES, Catalogue, Noun, catalogue_root
from teotl.text.document import explain_components, render_document
from teotl.text.render import RenderedComponent, Renderer

__all__ = ["LANGUAGES", "Catalogue", "Noun", "Renderer", "RenderedComponent", "catalogue_root",
           "explain_components", "render_document"]

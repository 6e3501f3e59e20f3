"""The primitives of the effect language: every verb, query and statement form, one mechanism
(or a small family) per module. Each module registers its own in `teotl.language.registry`
when imported; importing this package imports them all (`load_all` says so explicitly)."""

from teotl.language.registry import VERBS
from teotl.primitives import (arrangement, auto_components, auto_pieces, automaton, branches, choices,  # noqa: F401
                              components, counters, flags, levels, lookups, numbers,
                              owned, pieces, placement, resolve, resources, spots, supplies, tracks)
# after branches: `each` is iteration's
from teotl.primitives import acting, handles, iteration, limits, passing, standings  # noqa: F401
from teotl.primitives import grid_queries, grid_sources, placing, track_values  # noqa: F401
from teotl.primitives import arrangement_words, cards, iteration_words, pieces_words, placement_words  # noqa: F401
from teotl.primitives import marks, one_of  # noqa: F401
from teotl.primitives import cell_labels, grid_edges, room  # noqa: F401
from teotl.primitives import placed_pieces  # noqa: F401
from teotl.primitives import graph_moves, graph_queries, graph_sources, graph_words, retired_names  # noqa: F401
from teotl.primitives import acting_piece, first_item, piece_sources  # noqa: F401
from teotl.primitives import token_ring, token_ring_words  # noqa: F401
from teotl.primitives import icon_letter, laid_level, laid_matches, matched_icons  # noqa: F401


def load_all() -> dict:
    """The verb table, with every primitive module registered (they are, once this package is imported)."""
    return VERBS

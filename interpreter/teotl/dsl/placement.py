"""Placement of tiles on a grid of cells (filled in by the placement work; see docs/verbs.md)."""

"""The orange outline around a widget that a lesson step points at.

``Layout.border`` is shorthand for four traits; set one by one, each would be its own message to
the browser. ``outline`` sends the four in one message, and nothing when they are unchanged.
"""

from __future__ import annotations

import ipywidgets as w

from .card import HIGHLIGHT

SIDES = ("border_top", "border_right", "border_bottom", "border_left")


def outline(widget: w.DOMWidget, on: bool) -> None:
    """Outline ``widget`` (``on``) or remove its outline, in at most one message."""
    value = f"3px solid {HIGHLIGHT}" if on else None
    layout = widget.layout
    if all(getattr(layout, side) == value for side in SIDES):
        return
    with layout.hold_sync():
        for side in SIDES:
            setattr(layout, side, value)

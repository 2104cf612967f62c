"""Send a screen's whole widget state again, once its page is listening.

A Voila page connects to its kernel while the notebook is still being run. Paced bot moves
made in that moment change widgets whose updates can reach the kernel's channel before the
page has subscribed to it; the page then keeps the older value. When a later redraw sets the
same value the kernel already has, nothing is sent and the page stays wrong (for example a
status line still marked "bots are moving" long after they stopped). ``resend(root)`` sends
the current state of every widget under ``root`` (children, layouts and styles included), so a
page that has just said it is there (its browser key arrived) shows what the kernel holds.
"""

from __future__ import annotations

from typing import Iterator

import ipywidgets as w


def widget_tree(root: w.Widget, skip=None) -> Iterator[w.Widget]:
    """``root`` and every widget its synced traits refer to, each once; a widget for which
    ``skip(widget)`` is true is left out with all it holds."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        widget = todo.pop()
        if id(widget) in seen or (skip is not None and skip(widget)):
            continue
        seen.add(id(widget))
        yield widget
        for name in widget.keys:
            value = getattr(widget, name, None)
            if isinstance(value, w.Widget):
                todo.append(value)
            elif isinstance(value, (list, tuple)):
                todo.extend(v for v in value if isinstance(v, w.Widget))


def resend(root: w.Widget) -> int:
    """Send the state of every widget under ``root`` again; returns how many were sent."""
    count = 0
    for widget in widget_tree(root):
        if widget.comm is not None:
            widget.send_state()
            count += 1
    return count

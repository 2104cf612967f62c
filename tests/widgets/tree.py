"""Helpers for headless widget tests: walk a widget tree and read what would reach the browser."""

import json
import re

import ipywidgets as w

from widgets.resend import widget_tree as walk

MODEL_REF = re.compile(r"IPY_MODEL_[0-9a-f]+")


def widget_tree(root: w.Widget) -> list[w.Widget]:
    """Every widget reachable from ``root`` (children, layouts and styles included): the ones
    an explorer sends again when its page connects."""
    return list(walk(root))


def synced_text(root: w.Widget) -> str:
    """All synced state of the tree (values, options, descriptions, tooltips) as one string."""
    states = [widget.get_state() for widget in widget_tree(root)]
    return MODEL_REF.sub("", json.dumps(states, ensure_ascii=False, default=str))


def shows_number(text: str, number: int) -> bool:
    """Whether ``number`` appears in ``text`` as a whole token."""
    return re.search(rf"(?<![0-9A-Za-z_#]){number}(?![0-9A-Za-z_])", text) is not None


def japanese(text: str) -> bool:
    return re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text) is not None

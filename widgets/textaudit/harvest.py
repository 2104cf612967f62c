"""What a learner reads on a widget screen, as plain sentence blocks: the text of every HTML
value (split at block elements, skipping the folded "For designers" details), and every label,
button, option, tooltip and table piece a browser would show."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Iterable, Iterator

import ipywidgets as w

from ..resend import widget_tree


BLOCKS = frozenset({"div", "p", "li", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "br",
                    "summary", "details", "table", "tr", "td", "th", "section", "dt", "dd"})
DESIGNERS = "rt-rule-detail"        # the folded box of ids and sources (widgets.rule_panel)
READ_ATTRIBUTES = ("title", "aria-label", "alt", "placeholder")
SKIP_CLASSES = frozenset({"rt-lang"})   # the language switch names each language in its own
_SPACE = re.compile(r"\s+")                 # a browser shows a run of white space as one


class _Blocks(HTMLParser):
    """Text blocks of an HTML text: inline elements joined, block elements apart."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self.lists: list[list] = []            # ordered lists: [start, items, style]
        self._lists: list[list] = []
        self._current: list[str] = []
        self._hidden: list[str] = []       # open tags inside a designers' detail

    def _flush(self) -> None:
        text = _SPACE.sub(" ", "".join(self._current)).strip()
        if text:
            self.blocks.append(text)
        self._current = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "ol":
            self._lists.append([int(attrs.get("start") or 1), 0, attrs.get("style") or ""])
            self.lists.append(self._lists[-1])
        elif tag == "li" and self._lists:
            self._lists[-1][1] += 1
        if self._hidden:
            if tag not in ("br",):
                self._hidden.append(tag)
            return
        if DESIGNERS in (attrs.get("class") or "").split():
            self._flush()
            self._hidden.append(tag)
            return
        if tag in BLOCKS:
            self._flush()
        for name in READ_ATTRIBUTES:
            value = attrs.get(name)
            if value and value.strip():
                self.blocks.append(value.strip())

    def handle_endtag(self, tag):
        if tag == "ol" and self._lists:
            self._lists.pop()
        if self._hidden:
            self._hidden.pop()
            return
        if tag in BLOCKS:
            self._flush()

    def handle_data(self, data):
        if not self._hidden:
            self._current.append(data)

    def close(self):
        super().close()
        self._flush()


def html_blocks(html: str) -> list[str]:
    """The sentence blocks a reader sees in ``html``."""
    return read_html(html)[0]


def read_html(html: str) -> tuple[list[str], list[tuple[int, int, str]]]:
    """The sentence blocks of ``html`` and its ordered lists: (start, items, style)."""
    parser = _Blocks()
    parser.feed(html)
    parser.close()
    return parser.blocks, [tuple(entry) for entry in parser.lists]


def widget_texts(root: w.Widget) -> Iterator[tuple[str, str]]:
    """(kind, text) of everything ``root``'s tree shows: kind "html" for an HTML value (to be
    split with ``html_blocks``; also read for list numbering), else "text"."""
    for widget in shown_widgets(root):
        yield from _texts_of(widget)


def shown_widgets(root: w.Widget) -> Iterator[w.Widget]:
    """``root`` and the widgets its traits hold, each once, but for hidden ones (``display:
    none``, and all they hold), the language switch, and layouts and styles (no words)."""
    return widget_tree(root, skip=_skipped)


def _skipped(widget) -> bool:
    if isinstance(widget, (w.Layout, w.Style)):
        return True
    layout = getattr(widget, "layout", None)
    return (isinstance(layout, w.Layout) and layout.display == "none") or bool(
        SKIP_CLASSES & set(getattr(widget, "_dom_classes", ())))


def _texts_of(widget) -> Iterator[tuple[str, str]]:
    if isinstance(widget, (w.HTML, w.HTMLMath)):
        yield "html", widget.value
    elif isinstance(widget, w.Label):
        yield "text", widget.value
    for name in ("description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and value.strip():
            yield ("html" if name == "description" and getattr(
                widget, "description_allow_html", False) else "text"), value
    labels = getattr(widget, "_options_labels", None)
    if labels:
        yield from (("text", label) for label in labels)
    for tip in getattr(widget, "tooltips", None) or ():
        yield "text", tip
    scene = getattr(widget, "scene", None)
    if isinstance(scene, dict) and hasattr(widget, "moves"):
        yield from (("text", text) for text in scene_texts(scene, widget.moves))
        yield from (("text", text) for text in play_counts(widget.moves, widget.words))


def play_counts(moves: Iterable[dict], words: dict) -> Iterator[str]:
    """What the table's browser code names a piece's plays by ("3 plays", board.js)."""
    counts: dict = {}
    for move in moves:
        if move.get("item") is not None:
            counts[move["item"]] = counts.get(move["item"], 0) + 1
    for n in set(counts.values()):
        template = (n == 1 and words.get("table_plays_one")) or words.get("table_plays", "")
        yield template.replace("{n}", str(n))


def scene_texts(scene: dict, moves: Iterable[dict] = ()) -> Iterator[str]:
    """Every word of a table scene (``Scene.to_json()``) and of its moves' menus."""
    for key in ("caption", "status"):
        if scene.get(key):
            yield scene[key]
    for zone in scene.get("zones", ()):
        yield from (zone[k] for k in ("label", "empty") if zone.get(k))
        for piece in zone.get("pieces", ()):
            yield from (piece[k] for k in ("label", "sub", "name", "text", "badge")
                        if isinstance(piece.get(k), str) and piece[k].strip())
    for move in moves:
        yield from (move[k] for k in ("verb", "label") if move.get(k))

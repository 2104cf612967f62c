"""Board: one anywidget model per table that draws a Scene and sends back the play chosen on it.

The browser shows the scene, outlines every piece a legal play starts from, opens a small menu
of plays next to a chosen piece, waits for a second click when the play needs a target, and
sends ``{"type": "play", "move": id, "revision": n}``. Python looks the opaque move id up in a
table it never syncs and calls the ``on_play`` callbacks with the Action. The synced state is
only ``scene`` (built from ``observe()``), the viewer's legal moves, ``pointer`` and UI words.
The browser code (``board.js``, ``board.css``) ships in this package: nothing loads at run time.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

import anywidget
import traitlets

from ..i18n import TABLE
from .moves import Label, Locate, Move, Verb, menu, place_moves
from .scene import Scene

if TYPE_CHECKING:
    from tutor.engine import Action

HERE = Path(__file__).parent
log = logging.getLogger("widgets")
UI_KEYS = ("table_cancel", "table_target", "table_plays", "table_plays_one", "table_close",
           "table_other", "table_sent", "table_card")


def well_formed(content) -> bool:
    """Whether ``content`` has the shape the browser sends: a play with a move id (text) and a
    revision (a whole number); anything else (a list for the id, a missing revision) is refused."""
    return (isinstance(content, dict) and content.get("type") == "play"
            and isinstance(content.get("move"), str)
            and type(content.get("revision")) is int)


class Board(anywidget.AnyWidget):
    """A clickable table: ``show(scene, actions, lang, pointer)`` redraws it; ``on_play(cb)``."""

    # The browser code as text, not as file paths: for a path anywidget keeps a callback that
    # holds every Board ever made (to reload the file while developing), so none was ever freed
    # (upstream: manzt/anywidget issue 929).
    _esm = (HERE / "board.js").read_text(encoding="utf-8")
    _css = (HERE / "board.css").read_text(encoding="utf-8")

    scene = traitlets.Dict(help="Scene.to_json() of the viewer's table").tag(sync=True)
    moves = traitlets.List(help="the viewer's legal moves: id, item, target, verb, label"
                           ).tag(sync=True)
    pointer = traitlets.List(traitlets.Unicode(), help="ids a lesson step points at"
                             ).tag(sync=True)
    words = traitlets.Dict(help="the board's own UI words in the current language"
                           ).tag(sync=True)
    lang = traitlets.Unicode("en", help="language of the scene and words").tag(sync=True)
    revision = traitlets.Int(0, help="bumped by every show() that changes the table; a click "
                             "made on an older table is ignored").tag(sync=True)

    def __init__(self, locate: Locate, verb: Verb, label: Label, **kwargs):
        super().__init__(**kwargs)
        self.locate, self.verb, self.label = locate, verb, label
        self._actions: dict[str, "Action"] = {}
        self._moves: list[Move] = []
        self._callbacks: list[Callable[["Action"], None]] = []
        self.ignored: list[dict] = []              # messages refused as stale or unknown
        self.add_class("rt-table-board")
        self.on_msg(self._on_message)

    # ---- Python side -------------------------------------------------------------------------
    def show(self, scene: Scene, actions: Sequence["Action"], lang: str,
             pointer: Iterable[str] = ()) -> None:
        """Draw ``scene`` with the viewer's legal ``actions`` placed on it; point at ``pointer``
        (ids not in the scene are dropped, so a step may name parts other widgets show)."""
        ids = scene.ids()
        moves, by_id = place_moves(actions, self.locate, self.verb, self.label, lang, ids)
        drawn = scene.to_json()
        offered = [m.to_json() for m in moves]
        pointed = [p for p in dict.fromkeys(pointer) if p in ids]
        same = (by_id == self._actions and lang == self.lang and drawn == self.scene
                and offered == self.moves and pointed == self.pointer)
        with self.hold_sync():
            self._moves, self._actions = moves, by_id
            self.lang = lang
            self.words = {key: TABLE[key][lang] for key in UI_KEYS}   # templates: {verb}, {n}
            self.scene, self.moves, self.pointer = drawn, offered, pointed
            if not same:                # a redraw of the very same table keeps clicks made on it
                self.revision += 1

    def on_play(self, callback: Callable[["Action"], None]) -> None:
        """Call ``callback(action)`` when the viewer completes a play on the board."""
        self._callbacks.append(callback)

    def menu_at(self, item: str | None) -> list[tuple[str, list[Move]]]:
        """The plays offered next to ``item``; ``None``: the buttons under the board, one per
        play, each named by its whole label."""
        if item is None:
            return [(m.label, [m]) for m in self._moves if m.item is None]
        return menu(self._moves, item)

    def legal_items(self) -> list[str]:
        """Pieces a play starts from (outlined in the browser)."""
        return list(dict.fromkeys(m.item for m in self._moves if m.item is not None))

    # ---- what the browser sends (tests drive these as a user would) -------------------------
    def press(self, move_id: str, revision: int | None = None) -> None:
        """The message the browser sends when a play is completed."""
        rev = self.revision if revision is None else revision
        self._on_message(self, {"type": "play", "move": move_id, "revision": rev}, [])

    def click(self, item: str | None, verb: str | None = None, target: str | None = None) -> None:
        """Click ``item``, choose ``verb`` in its menu (needed when it offers several), then click
        ``target`` when the play needs one; raises ``LookupError`` where a user could not click.
        ``click(None, label)`` presses the button under the board with that label."""
        entries = dict(self.menu_at(item))
        if not entries:
            raise LookupError(f"no play starts from {item!r}")
        if verb is None:
            if len(entries) != 1:
                raise LookupError(f"{item!r} offers {sorted(entries)}; name the verb")
            verb = next(iter(entries))
        chosen = [m for m in entries.get(verb, ()) if m.target == target]
        if len(chosen) != 1:
            raise LookupError(f"{verb!r} on {item!r} has no single play at target {target!r}")
        self.press(chosen[0].id)

    def choose(self, action: "Action") -> None:
        """Press the move of ``action`` (it must be one of the actions shown)."""
        for move_id, known in self._actions.items():
            if known == action:
                self.press(move_id)
                return
        raise LookupError(f"{action} is not offered on the board")

    def _on_message(self, _widget, content, _buffers) -> None:
        if not well_formed(content):
            log.warning("Board: ignored a malformed message from the browser")
            self.ignored.append(content if isinstance(content, dict) else {"content": content})
            return
        action = self._actions.get(content.get("move"))
        if action is None or content.get("revision") != self.revision:
            self.ignored.append(content)
            self.revision += 1                 # the browser redraws the current table
            return
        shown = self.revision
        try:
            for callback in list(self._callbacks):
                callback(action)
        finally:
            if self.revision == shown:         # nobody redrew: let the browser take clicks again
                self.revision += 1

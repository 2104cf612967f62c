"""A screen as named slots, and apps that assemble their screen once they are built.

``Slots`` keeps a box's children by name: a view fills the slots it owns, an app fills its own
and says in which order the slots are shown (``arrange``), and nobody edits the box's children
by position. ``Assembled`` is the type of an app: when the app's ``__init__`` (a subclass's
included) has returned, it calls ``_assemble()``, which wires the app and draws it the first
time, so a subclass may create its widgets after ``super().__init__()``.
"""

from __future__ import annotations

from typing import Iterable

import ipywidgets as w


class Slots:
    """The children of ``box``, each in a named slot, shown in the order of ``order``.

    A slot holds one widget or nothing (None); empty slots take no room. ``slots[name] = widget``
    fills a slot, ``arrange(order)`` shows the slots in another order (every filled slot must
    have a place in it)."""

    def __init__(self, box: w.Box, order: Iterable[str], **widgets: w.Widget | None):
        self.box = box
        self._order: tuple[str, ...] = ()
        self._held: dict[str, w.Widget | None] = {}
        self._check_order(tuple(order))
        self._order = tuple(order)
        self.fill(**widgets)

    @property
    def order(self) -> tuple[str, ...]:
        return self._order

    def __getitem__(self, name: str) -> w.Widget | None:
        self._check_name(name)
        return self._held.get(name)

    def __setitem__(self, name: str, widget: w.Widget | None) -> None:
        self.fill(**{name: widget})

    def fill(self, **widgets: w.Widget | None) -> None:
        """Put each widget in the slot of its keyword (None empties the slot)."""
        for name in widgets:
            self._check_name(name)
        self._held.update(widgets)
        self._place()

    def arrange(self, order: Iterable[str], **widgets: w.Widget | None) -> None:
        """Show the slots in ``order`` (new names are new, empty slots), then fill ``widgets``."""
        order = tuple(order)
        self._check_order(order)
        missing = [name for name, widget in self._held.items()
                   if widget is not None and name not in order]
        if missing:
            raise ValueError(f"the order leaves out the filled slots {', '.join(missing)}")
        self._order = order
        self.fill(**widgets)

    def _check_order(self, order: tuple[str, ...]) -> None:
        if len(set(order)) != len(order):
            raise ValueError(f"a slot is named twice in {order}")

    def _check_name(self, name: str) -> None:
        if name not in self._order:
            raise KeyError(f"this screen has no slot {name!r}; its slots: {', '.join(self._order)}")

    def _place(self) -> None:
        self.box.children = tuple(widget for name in self._order
                                  if (widget := self._held.get(name)) is not None)


class Assembled(type):
    """The type of an app: ``_assemble()`` runs once the whole ``__init__`` has returned."""

    def __call__(cls, *args, **kwargs):
        app = super().__call__(*args, **kwargs)
        app._assemble()
        return app

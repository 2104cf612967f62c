"""Callback guard: an exception in a UI callback is logged and shown, never left half-done."""

from __future__ import annotations

import logging
from typing import Any, Callable

from tutor.engine import Action

from .i18n import t
from .stepper import error_html

log = logging.getLogger("widgets")


def guarded(callback: Callable[..., Any], on_error: Callable[[BaseException], None]
            ) -> Callable[..., None]:
    """``callback`` wrapped so that an Exception goes to ``on_error`` instead of the kernel."""
    def run(*args: Any, **kwargs: Any) -> None:
        try:
            callback(*args, **kwargs)
        except Exception as err:          # noqa: BLE001 - the UI must stay usable
            log.exception("error in a widget callback")
            on_error(err)
    return run


class GuardedCallbacks:
    """Mixin for a screen: ``handler(op)`` runs ``op`` then ``render()``, catching errors.

    The screen provides ``lang``, ``render()`` and ``_show_error(html)`` (where a failed redraw
    puts its message); ``error`` holds the last error and ``_error_message`` its text.
    """

    error: BaseException | None = None
    _error_message: str | None = None

    def handler(self, operation: Callable) -> Callable[..., None]:
        """A callback: run ``operation`` (with the picked Action, if any), then redraw; an error
        in either is caught, shown, and leaves the screen as it was."""
        def callback(*args) -> None:
            self._error_message = None
            action = next((a for a in args if isinstance(a, Action)), None)
            guarded(lambda: operation() if action is None else operation(action), self.fail)()
            guarded(self.render, self._fail_render)()
        return callback

    def fail(self, err: BaseException) -> None:
        """Keep ``err`` as the screen's last error; the next redraw says it in words."""
        self.error = err
        self._error_message = t("error_kept", self.lang, error=type(err).__name__)

    def _fail_render(self, err: BaseException) -> None:
        self.fail(err)
        self._show_error(error_html(self._error_message))

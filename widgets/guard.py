"""Callback guard: an exception in a UI callback is logged and shown, never left half-done."""

from __future__ import annotations

import logging
from typing import Any, Callable

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

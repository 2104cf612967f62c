"""The CPU time Python's garbage collector takes while a block runs (through ``gc.callbacks``).

The engine keeps every game's log and history alive, so its playouts set off collections that
tic-tac-toe, which keeps almost nothing, rarely does; the playout table prints this share beside
each row's cost so that a reader sees how much of a gap is the collector's.
"""

from __future__ import annotations

import gc
import time


class CollectorTime:
    """``with CollectorTime() as spent: ...``; then ``spent.seconds`` (CPU) and
    ``spent.collections`` (how many collections ran, of every generation)."""

    def __init__(self):
        self.seconds = 0.0
        self.collections = 0
        self._started = 0.0

    def _callback(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.process_time()
        else:
            self.seconds += time.process_time() - self._started
            self.collections += 1

    def __enter__(self) -> "CollectorTime":
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc) -> None:
        gc.callbacks.remove(self._callback)

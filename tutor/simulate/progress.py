"""Progress: tqdm's notebook bar in JupyterLab and Voila (ipywidgets), its text bar in a
terminal (``tqdm.auto`` picks), a function of the caller's (a page that words its own), or
nothing."""

from __future__ import annotations

from contextlib import contextmanager


class _Silent:
    def update(self, n: int = 1) -> None:
        pass


class _Report:
    """Calls ``report(done, total)`` with the games played so far after each part."""

    def __init__(self, report, total: int):
        self.report, self.total, self.done = report, total, 0
        report(0, total)

    def update(self, n: int = 1) -> None:
        self.done += n
        self.report(self.done, self.total)


@contextmanager
def progress_bar(total: int, label: str, show=True):
    """Progress over ``total`` games: a bar (``show=True``), none (``False``), or calls of
    ``show(done, total)`` when ``show`` is a function."""
    if callable(show):
        yield _Report(show, total)
        return
    if not show:
        yield _Silent()
        return
    from tqdm.auto import tqdm
    bar = tqdm(total=total, desc=label, unit="game")
    try:
        yield bar
    finally:
        bar.close()

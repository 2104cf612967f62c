"""Progress bars: tqdm's notebook bar in JupyterLab and Voila (ipywidgets), its text bar in a
terminal (``tqdm.auto`` picks), or nothing."""

from __future__ import annotations

from contextlib import contextmanager


class _Silent:
    def update(self, n: int = 1) -> None:
        pass


@contextmanager
def progress_bar(total: int, label: str, show: bool = True):
    """A bar counting ``total`` games; ``show=False`` for none."""
    if not show:
        yield _Silent()
        return
    from tqdm.auto import tqdm
    bar = tqdm(total=total, desc=label, unit="game")
    try:
        yield bar
    finally:
        bar.close()

"""Run a test scenario on an event loop as a Jupyter kernel runs the widgets' code."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import widgets.bot_turns
import widgets.explorer_app
import widgets.in_browser
from widgets.resume import ResumeStore


def on_a_kernel_loop(scenario, monkeypatch):
    """``asyncio.run(scenario())`` as inside a kernel (the paced bots and the coach then use the
    loop), on a thread of its own: a loop another test's browser driver left running on the
    main thread can neither refuse the run nor be mistaken for the kernel's."""
    monkeypatch.setattr(widgets.bot_turns, "_in_kernel", lambda: True)
    with ThreadPoolExecutor(max_workers=1) as runner:
        return runner.submit(asyncio.run, scenario()).result()


def as_on_pyodide(monkeypatch, folder) -> None:
    """Run as on the static site's kernel (no threads), keeping resume files in ``folder``
    (the browser's IndexedDB is not there; ``test_site_resume.py`` checks that store)."""
    monkeypatch.setattr(widgets.in_browser, "ON_PYODIDE", True)
    monkeypatch.setattr(widgets.explorer_app, "resume_store", lambda: ResumeStore(folder))

"""Run a test scenario on an event loop as a Jupyter kernel runs the widgets' code."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import widgets.bot_turns


def on_a_kernel_loop(scenario, monkeypatch):
    """``asyncio.run(scenario())`` as inside a kernel (the paced bots and the coach then use the
    loop), on a thread of its own: a loop another test's browser driver left running on the
    main thread can neither refuse the run nor be mistaken for the kernel's."""
    monkeypatch.setattr(widgets.bot_turns, "_in_kernel", lambda: True)
    with ThreadPoolExecutor(max_workers=1) as runner:
        return runner.submit(asyncio.run, scenario()).result()

"""The bots' moves of a PlayView: at once, or one at a time at a person's pace.

Without a pace, or without a running event loop (plain Python, headless tests), every bot move
is played at once, as before. With a pace and the kernel's event loop running (Jupyter, Voila,
and Pyodide's kernel on the static site), each decision is thought out from the bot's
observation and legal actions (copied on the loop's thread) by ``think``, then applied, drawn
and, when it showed the viewer something new, left on screen for ``pace`` seconds before the
next bot moves. Widgets are only touched on the loop's thread. A decision whose observation
changed meanwhile (New game, Undo, Load) is thought out again.

``think`` works in a worker thread, off the loop. Pyodide has no threads: there the loop is the
browser's own (each step a later callback, by ``setTimeout``), so a decision is worked out on
it, after the "is thinking" redraw has gone to the page and the learner's waiting clicks have
been answered; between two moves the pace leaves the loop free. The kernel runs in a Web Worker,
so the page itself never freezes; a click made while a search bot decides is answered when that
one decision is made.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Callable, TypeVar

from tutor.bots.play import seat_rng

from . import in_browser

if TYPE_CHECKING:
    from .play_view import PlayView

log = logging.getLogger("widgets")
MAX_BOT_MOVES = 10_000
THINKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot-thinking")
T = TypeVar("T")


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop when this code runs in a Jupyter kernel (JupyterLab, Voila), else
    None. Outside a kernel a running loop belongs to someone else (a test's browser driver, a
    script's own asyncio) and nothing would ever let the paced moves run on it."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    return loop if _in_kernel() else None


def _in_kernel() -> bool:
    """In an ipykernel (JupyterLab, Voila), or in Pyodide's kernel in the browser (the static
    site), whose loop is the browser's (Pyodide's ``WebLoop``)."""
    if in_browser.ON_PYODIDE:
        return "pyodide_kernel" in sys.modules
    from ipykernel.kernelapp import IPKernelApp     # ipykernel comes with Jupyter and Voila
    return IPKernelApp.initialized()


async def think(work: Callable[..., T], *args) -> T:
    """``work(*args)`` worked out without holding up the loop: in the worker thread; on Pyodide
    (no threads) on the loop itself, once what was waiting on it has run."""
    if in_browser.ON_PYODIDE:
        await asyncio.sleep(0)
        return work(*args)
    return await asyncio.get_running_loop().run_in_executor(THINKER, work, *args)


def to_loop(loop: asyncio.AbstractEventLoop, callback: Callable, *args) -> None:
    """Have ``callback(*args)`` run on ``loop``'s thread, from ``think``'s work: at once on
    Pyodide (one thread: the page sees it while the work goes on), else as soon as it can."""
    if in_browser.ON_PYODIDE:
        callback(*args)
    else:
        loop.call_soon_threadsafe(callback, *args)


class BotTurns:
    """Plays the bots' seats of ``view``; ``pace`` (seconds, or None for at once)."""

    def __init__(self, view: "PlayView", pace: float | None = None):
        self.view = view
        self.pace = pace
        self.thinking: int | None = None        # the seat whose bot is deciding
        self.task: asyncio.Task | None = None
        self.active = False                     # paced moves are under way
        self._rngs: dict = {}

    @property
    def busy(self) -> bool:
        """Bot moves are still to come on the event loop."""
        return self.task is not None and not self.task.done()

    def rng(self, player: int):
        """The random source of ``player``'s bot in the game on screen."""
        state = self.view.state
        key = (id(state), state.seed, player)
        if key not in self._rngs:
            self._rngs = {k: v for k, v in self._rngs.items() if k[0] == id(state)}
            self._rngs[key] = seat_rng(state.seed, player)
        return self._rngs[key]

    def mover(self) -> int | None:
        """The first bot seat to act now, if any."""
        state = self.view.state
        if state.is_over:
            return None
        return next((p for p in state.to_act if p in self.view.bots), None)

    def run(self) -> None:
        """Let the bots move: at once, or paced on the running loop."""
        loop = running_loop() if self.pace is not None else None
        if loop is None:
            self.run_now()
        elif not self.busy and self.mover() is not None:
            self.active = True
            self.task = loop.create_task(self._paced())

    def run_now(self) -> None:
        """Every bot move until a person is to act or the game is over."""
        for _ in range(MAX_BOT_MOVES):
            player = self.mover()
            if player is None:
                return
            state = self.view.state
            action = self.view.bots[player].decide(state.observe(player),
                                                   state.legal_actions(player), self.rng(player))
            state.apply(player, action)
        raise RuntimeError("the bots made too many moves in a row")

    async def settled(self) -> None:
        """Wait until the bots have nothing more to do now."""
        while self.busy:
            await asyncio.shield(self.task)

    async def _paced(self) -> None:
        view = self.view
        try:
            while (player := self.mover()) is not None:
                state = view.state
                observation, legal = state.observe(player), state.legal_actions(player)
                self.thinking = player
                view.redraw()
                action = await think(view.bots[player].decide, observation, legal,
                                     self.rng(player))
                if view.state is not state or player not in state.to_act or \
                        state.observe(player) != observation:
                    continue                  # the game changed for this bot while it thought
                shown = view.visible_events()
                state.apply(player, action)
                self.thinking = None
                view.choose_viewer()
                view.redraw()
                if view.visible_events() != shown:
                    await asyncio.sleep(self.pace)
        except Exception as err:                         # noqa: BLE001 - the UI must stay usable
            log.exception("a bot failed")
            view.fail(err)
        finally:
            self.thinking = None
            self.active = False
            view.choose_viewer()
            view.redraw()

"""The coach in an explorer: "What would a strong player do?" and, after a game, a review.

The advice is the search bot's top moves for the viewer, each as the game's sentence with its
estimated winning chance in words and its likely range ("wins about 6 games in 10 (likely
between 5 and 7)"), the first with its reason in the game's terms, and a word when the coach
could not tell the first two apart; the review lists the viewer's
moves where the estimate dropped most, the largest first and marked, with the better move. Both
come from ``tutor.bots.coach``, which searches from ``observe(viewer)`` only and seeds itself
from that observation, so nothing the viewer cannot see shapes the words. The search runs in the
bots' worker thread when the kernel's event loop runs (the page stays live); on the static site
(Pyodide, no threads) on the browser's loop once the "thinking" line is on the page, the
review's progress shown as it goes (``bot_turns.think``). Widgets change on the loop's thread
only. Stable CSS classes: ``rt-coach``, ``rt-coach-ask``, ``rt-coach-review``,
``rt-coach-text``, ``rt-coach-worst`` (the largest drop).
"""

from __future__ import annotations

import asyncio
import json
from html import escape
from typing import TYPE_CHECKING, Callable

import ipywidgets as w

from tutor.bots import coach
from tutor.lessons import T

from .bot_turns import running_loop, think, to_loop
from .theme import MUTED

if TYPE_CHECKING:
    from .play_view import PlayView

ADVICE_LEVEL = "normal"
REVIEW_LEVEL = "normal"
COACH_TINT = "rgba(44, 111, 187, 0.10)"     # a cool wash that reads on light and dark panels
MIN_DROP = 0.1          # a move is worth pointing out when it lost about a game in ten
UI = {
    "ask": T("What would a strong player do?", "強いプレイヤーならどうする？"),
    "review": T("Review my game", "対局をふりかえる"),
    "asking": T("The coach is thinking…", "コーチが考えています…"),
    "advice": T("A strong player would weigh these moves. The coach sees only what you see and "
                "imagines {n} games from here:",
                "強いプレイヤーなら次の手を比べます。コーチはあなたに見えるものだけを使い、ここから"
                "{n}ゲームを想像して見積もります："),
    "reviewing": T("Looking again at your move {done} of {total}…",
                   "{total}手中{done}手目を見直しています…"),
    "mistakes": T("Where your chances dropped most (the biggest drop first):",
                  "勝ち目が大きく下がった手（下がり方の大きい順）："),
    "clean": T("The coach found no move of yours where another was clearly better.",
               "ほかの手がはっきり良かった場面は見つかりませんでした。"),
}


class CoachPanel:
    """The two coach buttons and their answer, for one PlayView."""

    def __init__(self, game, lang: str = "en"):
        self.game = game
        self.ask_button = w.Button(icon="lightbulb-o", layout=w.Layout(width="auto"))
        self.review_button = w.Button(icon="search", layout=w.Layout(width="auto"))
        self.text = w.HTML()
        self.widget = w.VBox([w.HBox([self.ask_button, self.review_button],
                                     layout=w.Layout(flex_flow="row wrap")), self.text])
        for widget, css in ((self.widget, "rt-coach"), (self.ask_button, "rt-coach-ask"),
                            (self.review_button, "rt-coach-review"), (self.text, "rt-coach-text")):
            widget.add_class(css)
        self.view: "PlayView | None" = None
        self.answer: tuple | None = None     # (position key, "advice" | "review", rows)
        self.progress: tuple | None = None   # (position key, what, done, total)
        self.task: asyncio.Future | None = None
        self.lang = lang

    def attach(self, view: "PlayView") -> None:
        """Answer for ``view``'s viewer; the buttons go through the view's guarded callbacks."""
        self.view = view
        self.ask_button.on_click(view.handler(self.ask))
        self.review_button.on_click(view.handler(self.review))

    # ---- what is on screen ---------------------------------------------------------------------
    def key(self) -> tuple:
        """What the answer belongs to: the game, the viewer and what the viewer sees (it is
        dropped when any changes; another player's hidden choice does not change it)."""
        view = self.view
        seen = None if view.covered else \
            json.dumps(view.state.observe(view.viewer), sort_keys=True, default=str)
        return (id(view.state), view.viewer, view.covered, view.state.is_over, seen)

    def can_ask(self) -> bool:
        """The viewer is to decide, and the bots have settled (the position stands still)."""
        view = self.view
        return (not view.covered and view.viewer is not None and not view.state.is_over
                and not view.turns.active and view.viewer in view.state.to_act
                and bool(view.state.legal_actions(view.viewer)))

    def can_review(self) -> bool:
        view = self.view
        return view.state.is_over and view.viewer is not None and not view.covered

    @property
    def busy(self) -> bool:
        return self.task is not None and not self.task.done()

    # ---- the two questions ---------------------------------------------------------------------
    def ask(self) -> None:
        """The search's top moves for the viewer, from the viewer's observation."""
        if not self.can_ask() or self.busy:
            return
        view, key = self.view, self.key()
        observation = view.state.observe(view.viewer)
        legal = view.state.legal_actions(view.viewer)
        self._run(key, "advice", lambda progress: coach.advice(
            self.game, observation, legal, difficulty=ADVICE_LEVEL, top=len(legal)))

    def review(self) -> None:
        """The viewer's moves of the finished game where the estimate dropped most."""
        if not self.can_review() or self.busy:
            return
        state, viewer = self.view.state, self.view.viewer
        self._run(self.key(), "review", lambda progress: coach.review(
            state, viewer, difficulty=REVIEW_LEVEL, progress=progress, min_drop=MIN_DROP))

    def _run(self, key: tuple, what: str, work: Callable) -> None:
        """``work(progress)`` now (no event loop) or in the worker thread; then show it."""
        loop = running_loop()
        if loop is None:
            self.answer = (key, what, work(None))
            return
        self.progress = (key, what, 0, 0)

        def progress(done: int, total: int) -> None:      # called by the work
            to_loop(loop, self._progressed, key, what, done, total)

        async def answer() -> None:
            try:
                rows = await think(work, progress)
                self.answer = (key, what, rows)
            except Exception as err:                  # noqa: BLE001 - the UI must stay usable
                self.view.fail(err)
            finally:
                self.progress = None
                self.view.redraw()
        self.task = loop.create_task(answer())

    def _progressed(self, key: tuple, what: str, done: int, total: int) -> None:
        if self.progress is not None and self.progress[0] == key:
            self.progress = (key, what, done, total)
            self.render(self.view, self.view.lang)

    async def settled(self) -> None:
        """Wait for the answer being worked out, if any."""
        while self.busy:
            await asyncio.shield(self.task)

    # ---- drawing -------------------------------------------------------------------------------
    def render(self, view: "PlayView", lang: str) -> None:
        """Buttons and the answer for the position on ``view``, in ``lang``."""
        self.view, self.lang = view, lang
        self.ask_button.description = UI["ask"].get(lang)
        self.review_button.description = UI["review"].get(lang)
        self.ask_button.layout.display = None if self.can_ask() else "none"
        self.review_button.layout.display = None if self.can_review() else "none"
        self.ask_button.disabled = self.review_button.disabled = self.busy
        key = self.key()
        if self.progress is not None and self.progress[0] == key:
            self.text.value = self._progress_html(lang)
        elif self.answer is not None and self.answer[0] == key:
            self.text.value = self._answer_html(lang)
        else:
            self.answer = None
            self.text.value = ""

    def _progress_html(self, lang: str) -> str:
        _, what, done, total = self.progress
        line = UI["reviewing"].get(lang).format(done=done, total=total) \
            if what == "review" and total else UI["asking"].get(lang)
        return f"<div style='color:{MUTED}'>{escape(line)}</div>"

    def _answer_html(self, lang: str) -> str:
        _, what, rows = self.answer
        viewer = self.view.viewer
        if what == "advice":
            lines = self.advice_lines(rows, lang, viewer)
            head = coach.no_advice(lang) if not lines else \
                UI["advice"].get(lang).format(n=sum(r.visits for r in rows))
            verdict = coach.verdict(rows, lang) if len(lines) > 1 else ""
            marked = ()
        else:
            lines = [coach.say(self.game, m, lang, viewer) for m in rows]
            head = UI["mistakes" if lines else "clean"].get(lang)
            marked = (0,)
        items = "".join(
            f"<li class='rt-coach-worst'><b>{escape(line)}</b></li>" if i in marked
            else f"<li>{escape(line)}</li>" for i, line in enumerate(lines))
        body = f"<ol style='margin:4px 0 0 0;padding-left:1.4em'>{items}</ol>" if items else ""
        if what == "advice" and verdict:        # below the moves it speaks of, a sentence of its own
            body += f"<p class='rt-coach-verdict' style='margin:4px 0 0 0'>{escape(verdict)}</p>"
        return (f"<div style='background:{COACH_TINT};padding:6px 10px;border-radius:6px'>"
                f"{escape(head)}{body}</div>")

    def advice_lines(self, rows, lang: str, viewer, top: int = 3) -> list[str]:
        """Sentences for the best ``top`` moves, moves that read the same said once."""
        lines: list[str] = []
        for row in rows:
            line = coach.say(self.game, row, lang, viewer)
            if line not in lines:
                lines.append(line)
        return lines[:top]

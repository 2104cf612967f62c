"""The lesson half of the text audit: every lesson of a game played to its end on the game's
tutorial app (each step's solution, as the golden transcripts play them), reading each screen
in English and Japanese: step text and rules, the move prompt, hints, the feedback to the
solution and to the wrong moves, the log, the action list, the table and the rule panel."""

from __future__ import annotations

from tutor.lessons import LANGUAGES

from ..registry import tutorial_app
from .harvest import widget_texts
from .tally import Tally

WRONG_MOVES = 12             # wrong moves tried per move step (their "why not" is read)


def tutorial(game: str):
    """The game's tutorial app, as a learner opens it."""
    return tutorial_app(game)()


def read_screen(tally: Tally, game: str, root, lang: str, where: str) -> None:
    """Check everything the widget tree under ``root`` shows."""
    for kind, text in widget_texts(root):
        if kind == "html":
            tally.read_html(game, lang, text, where)
        else:
            tally.read(game, lang, text, where)


def audit_lessons(game: str, tally: Tally | None = None, lessons: int | None = None) -> Tally:
    """Walk every lesson of ``game`` (the first ``lessons`` of them) to its end, reading each
    screen in both languages."""
    tally = tally if tally is not None else Tally()
    app = tutorial(game)
    for index in range(len(app.lessons) if lessons is None else lessons):
        app.open_lesson(index)
        _walk(app, game, tally)
    return tally


def _walk(app, game: str, tally: Tally) -> None:
    view = app.view
    while True:
        runner = view.runner
        where = f"{runner.lesson.id} {runner.step.id}"
        for lang in LANGUAGES:
            view.language.lang = lang
            read_screen(tally, game, app.widget, lang, where)
            runner.hint()
            _read_feedback(tally, game, view, lang, where + " hint")
        if runner.waiting:
            _wrong_moves(tally, game, view, where)
            feedback = runner.try_move(runner.step.solution)
            if not feedback.ok:
                raise AssertionError(f"{where}: the solution was refused")
            for lang in LANGUAGES:
                view.language.lang = lang
                view.render()
                read_screen(tally, game, app.widget, lang, where + " played")
        if not runner.next():
            break
        view.render()
    view.language.lang = "en"


def _wrong_moves(tally: Tally, game: str, view, where: str) -> None:
    runner = view.runner
    wrong = [a for a in runner.legal_actions if not runner.step.accepts(a)][:WRONG_MOVES]
    for action in wrong:
        runner.try_move(action)
        for lang in LANGUAGES:
            _read_feedback(tally, game, view, lang, f"{where} wrong {action}")


def _read_feedback(tally: Tally, game: str, view, lang: str, where: str) -> None:
    """The runner's feedback (hint, "why not") as the stepper draws it."""
    view.stepper.render_text(view.runner, lang)
    tally.read_html(game, lang, view.stepper.feedback.value, where)

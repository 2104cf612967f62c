"""Checks every game's app tests share: driving a TutorialApp like a user, the hidden-card scan of
the widget state, the lesson picker, language switching and the stable CSS classes.

A game's ``tests/widgets/test_<game>_app.py`` calls these with its app and its own secrets; see
widgets/README.md ("Testing an app headlessly").
"""

from __future__ import annotations

import json
import re
from html import escape
from typing import Callable, Iterable

from .tree import japanese, synced_text

# ---- driving a lesson ------------------------------------------------------------------------


def click_next(view) -> None:
    """Press Next (it must be enabled)."""
    assert not view.stepper.next_button.disabled, view.runner.step.id
    view.stepper.next_button.click()


def to_first_move(tutorial) -> None:
    """Press Next until the lesson waits for a move."""
    while not tutorial.view.runner.waiting:
        click_next(tutorial.view)


def _off_the_board(tutorial, runner, offboard: Callable | None) -> bool:
    """A step waiting for something recorded off the board (``step.offboard``, e.g. marks on
    Classified's deduction wheel): ``offboard(tutorial, runner)`` makes it as a learner would."""
    if not getattr(runner.step, "offboard", False):
        return False
    assert offboard is not None, f"step {runner.step.id} waits off the board: pass offboard="
    offboard(tutorial, runner)
    return True


def finish_lesson(tutorial, check: Callable | None = None, limit: int = 200,
                  offboard: Callable | None = None) -> int:
    """Press Next on explanations, pick the step's solution in the picker on moves (each one
    praised); ``check(view, runner)`` runs before every click and once at the end. Returns how
    many moves were made."""
    return _finish(tutorial, lambda view, move: view.picker.choose(move), check, limit, offboard)


def click_on_table(view, action) -> None:
    """Make ``action`` on the clickable table as a learner would: click its piece, choose its
    verb, click its target (or press its button under the table)."""
    spec, table = view.table_spec, view.table
    observation = view.runner.observation if hasattr(view, "runner") else \
        view.state.observe(view.viewer)
    spot = spec.locate(action, observation)
    if spot.item is None:
        table.click(None, table.label(action, view.lang))
    else:
        table.click(spot.item, spec.verb(action, view.lang), spot.target)


def finish_lesson_on_table(tutorial, check: Callable | None = None, limit: int = 200,
                           offboard: Callable | None = None) -> int:
    """Finish the lesson with Next and clicks on the table only (no action list); returns how
    many moves were made; each must be praised."""
    return _finish(tutorial, click_on_table, check, limit, offboard)


def _finish(tutorial, play: Callable, check: Callable | None, limit: int,
            offboard: Callable | None) -> int:
    """Next on explanations, ``play(view, solution)`` on moves (unless the step is answered
    off the board), each move praised; the number of moves made."""
    view, moves = tutorial.view, 0
    for _ in range(limit):
        runner = view.runner
        if check:
            check(view, runner)
        if runner.finished:
            assert view.error is None, view.error
            return moves
        if runner.waiting:
            if not _off_the_board(tutorial, runner, offboard):
                play(view, runner.step.solution)
            assert "rt-correct" in view.stepper.feedback.value, runner.step.id
            moves += 1
        else:
            click_next(view)
    raise AssertionError("the lesson did not finish")


# ---- hidden information ----------------------------------------------------------------------
def assert_not_shown(widget, secret: Iterable[str], viewer) -> None:
    """No id in ``secret`` appears (as a whole word) anywhere in the widget tree's synced state,
    which is what reaches the browser."""
    text = synced_text(widget)
    leaked = sorted(c for c in set(secret) if re.search(rf"\b{re.escape(c)}\b", text))
    assert not leaked, f"viewer {viewer} can read hidden cards {leaked}"


# ---- the tutorial screen ---------------------------------------------------------------------
def check_first_lesson_by_clicking(tutorial, lessons, game: str) -> None:
    """The app opens lesson 1 at step 1 and finishes it by Next and the expected moves."""
    view = tutorial.view
    assert tutorial.lesson_picker.value == 0 and view.runner.lesson is lessons[0]
    assert view.stepper.back_button.disabled and "Step 1 of" in view.stepper.header.value
    finish_lesson(tutorial)
    assert view.runner.finished and "Lesson complete" in view.stepper.feedback.value
    assert view.stepper.next_button.description.startswith("Next lesson: 2. ")
    log = view.log.widget.value                  # citations name the rule, ids only for designers
    assert f'data-rule="{game}.' in log and "<summary>For designers</summary>" in log
    assert f"rule {game}." not in log


def check_next_lesson_opens(tutorial, lessons) -> None:
    """At the end of a lesson (not the last) Next names the next lesson in the page's language
    and opens it at its first step."""
    view, stepper = tutorial.view, tutorial.view.stepper
    index = tutorial.lesson_picker.value
    button = stepper.next_button
    assert view.runner.finished and not button.disabled
    assert button.description == f"Next lesson: {index + 2}. {lessons[index + 1].title.en}"
    view.language.lang = "ja"
    assert button.description == f"次のレッスン：{index + 2}. {lessons[index + 1].title.ja}"
    view.language.lang = "en"
    button.click()
    assert tutorial.lesson_picker.value == index + 1 and view.runner.lesson is lessons[index + 1]
    assert view.runner.index == 0 and "Step 1 of" in stepper.header.value
    assert button.description == "Next" and "last lesson" not in stepper.feedback.value


def check_end_of_lesson(tutorial, lessons) -> None:
    """At the end of a finished lesson: Next opens the next one, or, after the last lesson,
    Next is off and a plain sentence says it was the last (in both languages)."""
    if tutorial.lesson_picker.value + 1 < len(lessons):
        check_next_lesson_opens(tutorial, lessons)
        return
    stepper = tutorial.view.stepper
    assert tutorial.view.runner.finished and stepper.next_button.disabled
    assert "This was the last lesson of this game." in stepper.feedback.value
    tutorial.view.language.lang = "ja"
    assert "これがこのゲームの最後のレッスンです。" in stepper.feedback.value
    tutorial.view.language.lang = "en"


def check_wrong_move_changes_nothing(tutorial, wrong=None) -> str:
    """At the first move, a wrong move (default: the first legal one the step rejects) is
    explained and changes nothing; returns the feedback HTML."""
    view = tutorial.view
    to_first_move(tutorial)
    step, board = view.runner.step, view.board.value
    if wrong is None:
        wrong = next(a for a in view.runner.legal_actions if not step.accepts(a))
    view.picker.choose(wrong)
    feedback = view.stepper.feedback.value
    assert "rt-wrong" in feedback and view.runner.step is step
    assert view.board.value == board and view.stepper.next_button.disabled
    return feedback


def check_japanese_at_first_move(tutorial) -> None:
    """At the first move, switching to Japanese redraws the step, the board's hand, the lesson
    picker and the action rows in Japanese."""
    view = tutorial.view
    to_first_move(tutorial)
    view.language.lang = "ja"
    assert japanese(view.stepper.header.value) and "ステップ" in view.stepper.header.value
    hand = view.board.value
    if view.table is not None:                    # the hand is on the clickable table
        hand = json.dumps(view.table.scene, ensure_ascii=False)
        assert view.table.lang == "ja" and all(japanese(m["verb"]) for m in view.table.moves)
    assert "あなたの手札" in hand
    assert all(japanese(label) for label, _ in tutorial.lesson_picker.options)
    assert tutorial.lesson_picker.description == "レッスン"
    assert japanese(view.picker.toggle.description)     # the folded list's toggle
    view.picker.open()
    labels = [label for row in view.picker.rows if row.kind for label, _ in row.dropdown.options]
    assert labels and all(japanese(label) for label in labels)


def check_solution_praised_in_japanese(tutorial) -> None:
    """The step's solution, picked in Japanese, is praised in Japanese; the log is Japanese."""
    view = tutorial.view
    view.picker.choose(view.runner.step.solution)
    assert "正解" in view.stepper.feedback.value and japanese(view.log.widget.value)


def check_lesson_picker_opens(tutorial, lessons, index: int) -> None:
    """The lesson picker opens lesson ``index`` at its first step."""
    tutorial.open_lesson(index)
    assert tutorial.runner.lesson is lessons[index] and tutorial.runner.index == 0
    assert tutorial.lesson_picker.value == index
    assert "Step 1 of" in tutorial.view.stepper.header.value
    assert escape(lessons[index].title.en) in tutorial.view.stepper.header.value   # as drawn


def check_language_keeps_lesson_and_step(tutorial, lessons, index: int) -> None:
    """Switching language keeps the open lesson and step; the picker's label turns Japanese."""
    tutorial.open_lesson(index)
    click_next(tutorial.view)
    tutorial.view.language.lang = "ja"
    assert tutorial.runner.lesson is lessons[index] and tutorial.runner.index == 1
    assert tutorial.lesson_picker.value == index
    assert tutorial.lesson_picker.label.startswith(f"{index + 1}. ")
    assert japanese(tutorial.lesson_picker.label)


def check_tutorial_css_classes(tutorial, css: str) -> None:
    """The stable CSS classes browser tests and the benchmark use, and ``rt-kind-<kind>`` on
    each picker row naming exactly the kinds of the legal actions at the first move."""
    view, s = tutorial.view, tutorial.view.stepper
    for widget, cls in ((s.next_button, "rt-next"), (s.back_button, "rt-back"),
                        (s.hint_button, "rt-hint"), (s.restart_button, "rt-restart"),
                        (s.header, "rt-step"), (view.board, "rt-board"),
                        (view.picker.widget, "rt-actions"), (view.log.widget, "rt-log"),
                        (tutorial.lesson_picker, "rt-lesson-picker"), (tutorial.widget, css)):
        assert cls in widget._dom_classes, cls
    to_first_move(tutorial)
    assert "rt-actions-toggle" in view.picker.toggle._dom_classes
    view.picker.open()                           # the folded list draws its rows when opened
    kinds = {a.kind for a in tutorial.runner.legal_actions}
    tagged = {c[len("rt-kind-"):] for row in view.picker.rows
              for c in row.button._dom_classes if c.startswith("rt-kind-")}
    assert tagged == kinds


def check_explorer_css_classes(explorer, css: str, settings: dict[str, object]) -> None:
    """The stable CSS classes of the free-play screen and of each setting widget."""
    view = explorer.view
    for widget, cls in ((view.new_game_button, "rt-new-game"), (view.undo_button, "rt-undo"),
                        (view.board, "rt-board"), (view.picker.widget, "rt-actions"),
                        (view.log.widget, "rt-log"), (explorer.widget, css)):
        assert cls in widget._dom_classes, cls
    for cls, widget in settings.items():
        assert cls in widget._dom_classes, cls


def check_ruling_note_follows_the_step(app_class, game, at_published: Callable | None = None,
                                       **start) -> object:
    """A two-step lesson (a published rule, then a ruling highlighting "wheel") in
    ``app_class``: the note is empty, then names the ruling, in Japanese after a switch;
    ``at_published(app)`` checks more at the first step; returns the app at the ruling step.
    ``start`` goes to the Lesson (``options=``, ``players=``...)."""
    from tutor.lessons import Lesson, T, explain

    ruling = next(r.id for r in game.catalogue if r.is_ruling)
    published = next(r.id for r in game.catalogue if not r.is_ruling)
    lesson = Lesson(id="tiny", game=game.name, title=T("Tiny", "小さなレッスン"), seed=3,
                    steps=[explain("published", published, T("A published rule.", "公式ルール。")),
                           explain("ruling", ruling, T("A ruling.", "裁定。"),
                                   highlight=["wheel"])], **start)
    tutorial = app_class([lesson])
    assert tutorial.note.value == ""
    if at_published:
        at_published(tutorial)
    click_next(tutorial.view)
    assert "Ruling of this tutor" in tutorial.note.value and "rt-ruling-note" in tutorial.note.value
    assert game.catalogue[ruling].title["en"] in tutorial.note.value
    tutorial.view.language.lang = "ja"
    assert "このチュートリアルの裁定" in tutorial.note.value
    assert game.catalogue[ruling].title["ja"] in tutorial.note.value
    return tutorial

"""LessonView driven headlessly: click through a lesson, switch language, survive errors."""

from tests.toy import ui
from tests.toy.game import CHALLENGE, GAME, KEEP, PASS, SWAP
from tests.toy.lessons import BASICS, PASSING
from tutor.lessons import LessonRunner
from widgets import LessonView

from .tree import japanese, synced_text, widget_tree


def make_view(lesson=BASICS, **kwargs):
    return LessonView(LessonRunner(lesson, GAME), ui.render_board, ui.action_label,
                      event_text=ui.EVENT_TEXT, **kwargs)


def click(view, action):
    view.picker.row(action.kind).button.click()


def test_clicking_through_the_whole_lesson_completes_it():
    view = make_view()
    s = view.stepper
    assert s.back_button.disabled and not s.next_button.disabled
    s.next_button.click()
    assert view.runner.step.id == "swap" and s.next_button.disabled
    assert "Your move" in s.body.value and "Swap with the deck" in synced_text(view.widget)
    click(view, SWAP)
    assert "Correct" in s.feedback.value and not s.next_button.disabled
    for _ in range(3):
        s.next_button.click()
    assert view.runner.step.id == "challenge"
    click(view, CHALLENGE)
    s.next_button.click()
    s.next_button.click()
    assert view.runner.finished and "Lesson complete" in s.feedback.value
    assert s.next_button.disabled and "You won." in view.log.widget.value


def test_the_board_shows_the_learners_card_and_the_log_what_changed():
    view = make_view()
    assert ">13<" in view.board.value and "Deck (3 cards)" in view.board.value
    assert "rt-highlight" in view.board.value            # step 1 highlights hand and deck
    view.stepper.next_button.click()
    click(view, SWAP)
    view.stepper.next_button.click()
    assert ">90<" in view.board.value and ">13<" not in view.board.value
    assert "Deck (2 cards)" in view.board.value
    assert "You swapped and drew a 90." in view.log.widget.value
    assert 'title="Keep or swap"' in view.log.widget.value


def test_a_wrong_move_shows_why_not_and_keeps_the_board():
    view = make_view()
    view.stepper.next_button.click()
    board = view.board.value
    click(view, KEEP)
    feedback = view.stepper.feedback.value
    assert "Not this move" in feedback and "Keeping a 13 will rarely win" in feedback
    assert view.board.value == board and view.runner.waiting


def test_hint_back_and_restart_buttons():
    view = make_view()
    s = view.stepper
    s.next_button.click()
    s.hint_button.click()
    assert "Choose “swap”." in s.feedback.value
    click(view, SWAP)
    s.next_button.click()
    s.back_button.click()
    assert view.runner.step.id == "swap" and view.runner.waiting and ">13<" in view.board.value
    s.restart_button.click()
    assert view.runner.index == 0 and s.back_button.disabled


def test_switching_to_japanese_re_renders_every_component():
    view = make_view()
    view.stepper.next_button.click()
    click(view, SWAP)
    view.stepper.next_button.click()
    view.language.lang = "ja"
    s = view.stepper
    assert "キープ、スワップ、そして勝負" in s.header.value and "ステップ 3 / 7" in s.header.value
    assert "相手はキープしました" in s.body.value
    assert s.next_button.description == "次へ" and s.hint_button.description == "ヒント"
    assert "あなたのカード" in view.board.value and "山札 (2枚)" in view.board.value
    assert "ゲームの記録" in view.log.widget.value and "あなたはカードを交換し" in view.log.widget.value
    assert "関連するルール" in view.rules.title.value
    s.next_button.click(), s.next_button.click()
    assert view.picker.row("challenge").button.description == "チャレンジ"
    click(view, PASS)
    assert "パスは引き分けです" in s.feedback.value
    view.language.lang = "en"
    assert not japanese(s.header.value + s.body.value + view.log.widget.value)


def test_the_rule_panel_follows_the_step_and_searches():
    view = make_view()
    assert view.rules.matches() == [] and "search the 11 rules" in view.rules.results.value
    view.rules.query.value = "concede"
    assert "toy.react" in view.rules.results.value
    view.rules.query.value = ""
    view.stepper.next_button.click()            # step rules toy.swap, core.turn: in the stepper
    assert [r.id for r in view.rules.matches()] == ["toy.deal"]
    assert "Related rules" in view.rules.title.value and "Keep or swap" in view.stepper.body.value


def test_an_error_in_a_callback_is_shown_and_progress_is_kept(monkeypatch):
    view = make_view()
    view.stepper.next_button.click()
    history = len(view.runner.state.history)
    monkeypatch.setattr(view.runner, "try_move", lambda action: 1 / 0)
    click(view, SWAP)
    assert isinstance(view.error, ZeroDivisionError)
    assert "progress is kept" in view.stepper.feedback.value
    assert view.runner.step.id == "swap" and len(view.runner.state.history) == history
    monkeypatch.undo()
    click(view, SWAP)
    assert "Correct" in view.stepper.feedback.value


def test_a_game_error_while_applying_a_move_rolls_the_runner_back(monkeypatch):
    view = make_view(PASSING)
    real = type(GAME).flow

    def broken_flow(self, state):
        yield from real(self, state)
        raise RuntimeError("flow bug at the end")
    monkeypatch.setattr(type(GAME), "flow", broken_flow)
    view.runner.restart()          # the flow is re-created from the patched class
    view.stepper.next_button.click()
    before = (view.runner.index, len(view.runner.state.history))
    click(view, PASS)
    assert isinstance(view.error, RuntimeError) and "progress is kept" in view.stepper.feedback.value
    assert (view.runner.index, len(view.runner.state.history)) == before and view.runner.waiting


def test_a_failing_board_renderer_does_not_break_the_view():
    calls = {"n": 0}

    def flaky(observation, lang, highlights):
        calls["n"] += 1
        if calls["n"] == 2:
            raise ValueError("renderer bug")
        return ui.render_board(observation, lang, highlights)
    view = LessonView(LessonRunner(BASICS, GAME), flaky, ui.action_label)
    view.stepper.next_button.click()
    assert isinstance(view.error, ValueError) and "progress is kept" in view.stepper.feedback.value
    assert view.runner.step.id == "swap"
    view.stepper.hint_button.click()
    assert "Choose “swap”." in view.stepper.feedback.value and ">13<" in view.board.value


def test_the_view_uses_few_widget_models_and_keeps_them():
    view = make_view()
    view.stepper.next_button.click()              # two action kinds: two picker rows
    count = len(widget_tree(view.widget))
    click(view, SWAP)
    view.stepper.next_button.click()
    view.language.lang = "ja"
    view.stepper.next_button.click(), view.stepper.next_button.click()
    click(view, CHALLENGE)
    assert len(widget_tree(view.widget)) == count < 85      # the language: a box of two buttons


def test_steps_can_outline_the_action_picker_and_the_log():
    view = make_view(PASSING)
    assert view.picker.widget.layout.border.startswith("3px solid")     # step "offered"
    assert view.log.widget.layout.border is None
    view.stepper.next_button.click()
    assert view.picker.widget.layout.border is None


def test_the_view_displays_as_its_widget():
    view = make_view()
    bundle = view._repr_mimebundle_()
    assert view.widget.model_id in str(bundle)


def test_the_lesson_summary_is_shown_on_the_first_step_only():
    view = make_view(PASSING, lang="ja")
    assert "まずまずのカードで確実に引き分ける。" in view.stepper.header.value
    view.stepper.next_button.click()
    assert "rt-summary" not in view.stepper.header.value


def test_next_sends_the_step_title_alone_before_drawing_the_rest(monkeypatch):
    """The title is what a learner sees change first: it leaves the kernel before the step's
    text, buttons and board are drawn (each part is flushed as soon as it is made)."""
    import widgets.lesson_view as lesson_view

    view = make_view()
    s = view.stepper
    names = {s.header.comm.comm_id: "title", s.body.comm.comm_id: "text"}
    sent: list[str] = []
    # the comms' own class: an earlier test in the process may have put a kernel's comm
    # manager in place of the plain one
    for kind in {type(s.header.comm), type(s.body.comm)}:
        monkeypatch.setattr(kind, "publish_msg",
                            lambda self, *a, **k: sent.append(names.get(self.comm_id, "other")))
    monkeypatch.setattr(lesson_view, "send_now", lambda: sent.append("flush"))
    s.next_button.click()
    assert sent[:2] == ["title", "flush"]
    assert sent.index("text") < sent.index("flush", 2)

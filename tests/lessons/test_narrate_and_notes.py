"""Steps written from the learner's moves (narrate=, praise=f(action)) and steps that wait for a
note made off the board (note): on the toy game."""

from tests.toy.game import GAME, KEEP, SWAP
from tutor.engine import Action
from tutor.lessons import (CORRECT, ILLEGAL, NOT_NOW, WRONG, Lesson, LessonRunner, T, explain,
                           move, note)

CHOICE = Lesson(
    id="toy-choice", game="toy", learner=0, title=T("A free choice", "自由な選択"),
    scenario={"deck": [21, 44, 90], "hands": [13, 57]},
    steps=[
        move("either", (SWAP, KEEP), "toy.swap", T("Swap or keep, as you like.",
                                                   "スワップでもキープでも構いません。"),
             hint=T("Either move.", "どちらでも。"),
             praise=lambda action: T(f"You chose {action.kind}.", f"{action.kind}を選びました。")),
        explain("after", "toy.swap", narrate=lambda moves: T(
            f"Because you chose {moves['either'].kind}, ...",
            f"{moves['either'].kind}を選んだので……")),
    ],
)

MARKS = Action("mark", numbers=(3, 5))
NOTE = Lesson(
    id="toy-note", game="toy", learner=0, title=T("A note", "メモ"),
    scenario={"deck": [21, 44, 90], "hands": [13, 57]},
    steps=[
        note("mark", lambda action: set(action.numbers) == {3, 5}, MARKS, "toy.deal",
             T("Mark 3 and 5 on your notes.", "メモに3と5を書きましょう。"),
             hint=T("Two numbers.", "2つの数字です。"),
             why_not=lambda action: ("toy.deal", T(f"Not {sorted(action.numbers)}.",
                                                   f"{sorted(action.numbers)}ではありません。"))),
        move("swap", SWAP, "toy.swap", T("Now swap.", "スワップしましょう。"),
             hint=T("Swap.", "スワップ。"), why_not=T("Swap.", "スワップ。")),
    ],
)


def test_praise_and_narration_are_written_from_the_move_made():
    for choice in (SWAP, KEEP):
        runner = LessonRunner(CHOICE, GAME)
        feedback = runner.try_move(choice)
        assert feedback.kind == CORRECT and feedback.message.en == f"You chose {choice.kind}."
        assert runner.moves == {"either": choice} and runner.next()
        assert runner.text().en == f"Because you chose {choice.kind}, ..."
        assert runner.step.text is None                   # nothing static to contradict
        assert runner.back() and runner.moves == {}       # going back forgets the move


def test_a_note_step_checks_the_note_and_never_touches_the_game():
    runner = LessonRunner(NOTE, GAME)
    before = runner.state.snapshot()
    assert runner.waiting and runner.step.offboard and runner.legal_actions == []
    assert runner.try_move(SWAP).kind == NOT_NOW             # a legal board move: not now
    assert runner.try_move(Action("nonsense")).kind == ILLEGAL
    wrong = runner.try_move(Action("mark", numbers=(3,)))
    assert wrong.kind == WRONG and wrong.message.en == "Not [3]." and wrong.rule == "toy.deal"
    assert not runner.next() and runner.state.snapshot() == before
    assert runner.try_move(MARKS).ok and runner.state.snapshot() == before
    assert runner.transcript[-1]["action"] == str(MARKS) and runner.moves["mark"] == MARKS
    assert runner.next() and runner.legal_actions                # the board move is next
    assert runner.try_move(SWAP).ok

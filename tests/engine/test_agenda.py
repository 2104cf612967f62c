"""The engine's agenda: tasks as data on the board, resolved by the steps a game names."""

from types import SimpleNamespace

import pytest

from tutor.engine import Action, Decision
from tutor.engine.agenda import Step, resolve, single_answer

LEFT, RIGHT = Action("side", name="left"), Action("side", name="right")


def table():
    """A small game's agenda: ``log`` (automatic, its follow-ups returned), ``push`` (automatic,
    pushing onto the board's agenda itself, as a step may), ``pick`` (asks which side, then logs
    it), ``maybe`` (asks only when ``ask`` is set, else logs "unasked"), ``gone`` (asks or does
    nothing)."""
    def log(state, task):
        state.log.append(task["say"])
        return [{"do": "log", "say": s} for s in task.get("then", ())]

    def push(state, task):
        state.log.append("push")
        state.board.agenda[0:0] = [{"do": "log", "say": s} for s in task["then"]]

    def ask_pick(state, task):
        state.asked.append(list(state.board.agenda))
        return Decision.single(task.get("seat", 0), task.get("sides", [LEFT, RIGHT]), "toy.pick",
                               "pick")

    def picked(state, task, action):
        state.log.append(action.name)
        return [{"do": "log", "say": "after " + action.name}]

    def ask_maybe(state, task):
        return Decision.single(0, [LEFT, RIGHT], "toy.maybe") if task["ask"] else None

    def unasked(state, task):
        state.log.append("unasked")

    return {
        "log": Step(log),
        "push": Step(push),
        "pick": Step(ask=ask_pick, answer=picked),
        "single": Step(ask=ask_pick, answer=picked, auto_single=True),
        "maybe": Step(unasked, ask=ask_maybe, answer=picked),
        "gone": Step(ask=ask_maybe, answer=picked),
    }


STEPS = table()


def new_state(*tasks):
    return SimpleNamespace(board=SimpleNamespace(agenda=list(tasks)), log=[], asked=[])


def play(state, answers=(), **options):
    """Resolve the board's agenda, answering the questions with ``answers`` in turn; the
    questions asked."""
    flow, answers, questions = resolve(state, state.board.agenda, STEPS, **options), \
        iter(answers), []
    try:
        question = next(flow)
        while True:
            questions.append(question)
            question = flow.send(next(answers))
    except StopIteration:
        return questions


def test_automatic_steps_put_their_follow_ups_first_in_order():
    state = new_state({"do": "log", "say": "a", "then": ["b", "c"]}, {"do": "log", "say": "d"})
    assert play(state) == []
    assert state.log == ["a", "b", "c", "d"]
    assert state.board.agenda == []


def test_a_step_may_push_its_own_follow_ups_instead_of_returning_them():
    state = new_state({"do": "push", "then": ["b", "c"]}, {"do": "log", "say": "d"})
    play(state)
    assert state.log == ["push", "b", "c", "d"]


def test_an_asking_step_stays_first_on_the_agenda_until_answered():
    pick = {"do": "pick"}
    state = new_state(pick, {"do": "log", "say": "z"})
    flow = resolve(state, state.board.agenda, STEPS)
    question = next(flow)
    assert (question.players, question.rule, question.options[0]) == ((0,), "toy.pick",
                                                                      [LEFT, RIGHT])
    assert state.board.agenda == [pick, {"do": "log", "say": "z"}] and state.log == []
    with pytest.raises(StopIteration):
        flow.send(RIGHT)
    assert state.log == ["right", "after right", "z"]


def test_a_copied_agenda_asks_the_same_question_again():
    state = new_state({"do": "pick"}, {"do": "log", "say": "z"})
    first = next(resolve(state, state.board.agenda, STEPS))
    rebuilt = new_state(*state.board.agenda)
    again = play(rebuilt, [LEFT])
    assert again == [first]
    assert rebuilt.log == ["left", "after left", "z"]


def test_nothing_to_ask_runs_the_step_or_ends_it():
    state = new_state({"do": "maybe", "ask": False}, {"do": "gone", "ask": False},
                      {"do": "maybe", "ask": True})
    assert len(play(state, [LEFT])) == 1
    assert state.log == ["unasked", "left", "after left"]


def test_auto_single_answers_a_question_with_one_answer():
    state = new_state({"do": "single", "sides": [LEFT]}, {"do": "pick", "sides": [RIGHT]},
                      {"do": "single"})
    questions = play(state, [RIGHT, LEFT])
    assert [q.options[0] for q in questions] == [[RIGHT], [LEFT, RIGHT]]
    assert state.log == ["left", "after left", "right", "after right", "left", "after left"]


def test_single_answer_needs_one_player_with_one_action():
    assert single_answer(Decision.single(1, [LEFT], "r")) is LEFT
    assert single_answer(Decision.single(1, [LEFT, RIGHT], "r")) is None
    assert single_answer(Decision({0: [LEFT], 1: [LEFT]}, "r")) is None


def test_until_stops_after_a_watched_step_and_leaves_the_rest():
    tasks = [{"do": "log", "say": s} for s in "abcd"]
    state = new_state(*tasks)
    seen = []

    def until(state, task):
        seen.append(task["say"])
        return task["say"] == "b"

    play(state, until=until)
    assert state.log == ["a", "b"] and seen == ["a", "b"]
    assert state.board.agenda == tasks[2:]


def test_watch_limits_the_check_to_some_kinds():
    state = new_state({"do": "log", "say": "a"}, {"do": "push", "then": []},
                      {"do": "log", "say": "b"})
    seen = []
    play(state, until=lambda state, task: seen.append(task["do"]), watch={"push"})
    assert seen == ["push"] and state.log == ["a", "push", "b"]


def test_pose_turns_a_game_s_own_question_into_a_decision():
    def ask_role(state, task):
        return ("thief", [LEFT])

    steps = {"role": Step(ask=ask_role, answer=lambda state, task, action:
                          state.log.append(action.name), auto_single=True)}
    seats = {"thief": 2}
    state = new_state({"do": "role"})
    flow = resolve(state, state.board.agenda, steps,
                   pose=lambda state, q: Decision.single(seats[q[0]], q[1], "toy.role"))
    with pytest.raises(StopIteration):
        next(flow)
    assert state.log == ["left"]
    state = new_state({"do": "role"})
    question = next(resolve(state, state.board.agenda, {"role": Step(ask=ask_role)},
                            pose=lambda state, q: Decision.single(seats[q[0]], q[1], "r")))
    assert question.players == (2,)


def test_steps_are_immutable():
    with pytest.raises(AttributeError):
        STEPS["log"].run = None

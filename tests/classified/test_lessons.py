"""Classified Information lessons: golden transcripts, rule coverage, bilingual texts, and a
walkthrough of every lesson that also tries wrong moves and checks nothing changes."""

import pytest

from tutor.engine import Action, IllegalAction
from tutor.engine.errors import UnknownCard
from tutor.games.classified import GAME
from tutor.games.classified.lessons import LESSONS
from tutor.lessons import LessonRunner, taught_rules, walkthrough

from ..lessons.lesson_checks import (check_back_to_start, check_golden, check_hints_and_why_nots,
                                     check_narration_follows_the_move, check_refused,
                                     check_rule_panels, check_rules_taught, check_steps,
                                     check_wrong_moves_change_nothing, each_lesson)

HIGHLIGHTS = {"hand", "suitcase", "guards", "opponent_guards", "opponent_hand", "encrypted",
              "deck", "discard", "wheel", "area", "log", "actions"}
BY_ID = {lesson.id: lesson for lesson in LESSONS}


@each_lesson(LESSONS)
def test_golden(lesson):
    check_golden(lesson, GAME)


def test_every_rule_is_taught_and_every_cited_rule_exists():
    check_rules_taught(GAME, LESSONS)


def test_lesson_ids_are_unique_and_the_first_lesson_is_the_set_up():
    assert len(BY_ID) == len(LESSONS)
    assert LESSONS[0].id == "classified-setup"
    assert all(lesson.game == "classified" and lesson.learner == 0 for lesson in LESSONS)


def _is_card(name: str) -> bool:
    try:
        GAME.card(name)
    except (KeyError, ValueError, TypeError, UnknownCard):
        return False
    return True


@each_lesson(LESSONS)
def test_steps_are_few_bilingual_and_highlight_known_parts(lesson):
    """Steps highlight board parts or an exact card (a card id the board points at)."""
    cards = {h for step in lesson.steps for h in step.highlight if _is_card(h)}
    check_steps(lesson, HIGHLIGHTS | cards)


def test_a_step_that_points_at_a_card_points_at_one_the_learner_can_see():
    """A card named in a highlight is in the learner's hand, Guards, play area or in the
    Discard Pile when the step is shown."""
    for lesson in LESSONS:
        runner = LessonRunner(lesson, GAME)
        while True:
            obs = runner.observation
            me = obs["players"][0]
            guards = [g for g in me["guards"] if g]
            visible = set(me["hand"]) | set(obs["discard"]) | {
                g[k] for g in guards for k in ("card", "cover", "tower") if g.get(k)} | {
                item["card"] for item in me["area"] if item.get("card")}
            for name in runner.step.highlight:
                if _is_card(name):
                    assert name in visible, (lesson.id, runner.step.id, name)
            if runner.waiting:
                assert runner.try_move(runner.step.solution).ok
            if not runner.next():
                break


@each_lesson(LESSONS)
def test_every_move_step_has_a_hint_and_explains_each_wrong_move(lesson):
    check_hints_and_why_nots(lesson, GAME)


@each_lesson(LESSONS)
def test_walkthrough_with_wrong_moves_leaves_the_state_unchanged(lesson):
    """At each move step: every legal wrong move gets the step's own "why not" (citing a real
    rule) and changes nothing; an illegal move is refused; then the solution is accepted."""
    assert check_wrong_moves_change_nothing(lesson, GAME, _illegal) > 0


def _illegal(runner):
    """A move that is not legal now (a card the learner does not hold)."""
    action = Action("encrypt", card="nothing")
    with pytest.raises(IllegalAction):
        runner.state.check(runner.learner, action)
    return action


def test_the_first_lesson_needs_only_next_and_two_simple_moves():
    runner = LessonRunner(LESSONS[0], GAME)
    moves = 0
    while True:
        if runner.waiting:
            assert runner.step.solution.kind in ("encrypt", "enlist_guard")
            assert runner.try_move(runner.step.solution).ok
            moves += 1
        if not runner.next():
            break
    assert runner.finished and moves == 2


def test_taught_rules_cover_every_citrine_card():
    taught = taught_rules(LESSONS)
    assert {f"classified.card.C{n}" for n in range(1, 10)} <= taught


@pytest.mark.parametrize("lesson_id, step_id, action", [
    ("classified-guards", "full", ("enlist_guard", {"card": "C7-G"})),            # Guard limit
    ("classified-assassination", "kill-7",
     ("enlist_assassin", {"card": "C1-A", "target": "C7-G"})),
    ("classified-react", "keep-vest", ("deploy", {"card": "C9-S2"})),       # REACT on own turn
])
def test_moves_the_lessons_call_impossible_are_refused_without_change(lesson_id, step_id,
                                                                       action):
    check_refused(BY_ID[lesson_id], GAME, step_id, Action(action[0], **action[1]))


@each_lesson(LESSONS)
def test_going_back_to_the_start_rebuilds_the_start_position(lesson):
    check_back_to_start(lesson, GAME)


def test_the_learner_never_sees_the_opponents_hidden_cards_during_a_lesson():
    """Mid-lesson observations hold no opponent hand or Suitcase (the end-game reveal aside)."""
    for lesson in LESSONS:
        runner = LessonRunner(lesson, GAME)
        while True:
            obs = runner.observation
            if not obs["over"]:
                opponent = obs["players"][1]
                assert opponent["hand"] is None and opponent["suitcase"] is None, lesson.id
            if runner.waiting:
                runner.try_move(runner.step.solution)
            if not runner.next():
                break


def test_the_learner_plays_every_citrine_ability_on_the_live_engine():
    played = set()
    for lesson in LESSONS:
        runner = walkthrough(lesson, GAME)
        for line in runner.transcript:
            for event in line["events"]:
                if event.get("player") == 0 and event["kind"] in ("deploy", "react"):
                    played.add(event["card"].split("-")[0])
    assert {f"C{n}" for n in range(1, 10)} <= played


@pytest.mark.parametrize("lesson_id, step_id, action, rule", [
    ("classified-guards", "full", Action("enlist_guard", card="C7-G"), "classified.guard.limit"),
    ("classified-assassination", "kill-7", Action("enlist_assassin", card="C1-A", target="C7-G"),
     "classified.assassinate.face_up"),
    ("classified-react", "keep-vest", Action("deploy", card="C9-S2"),
     "classified.ruling.react_own_turn"),
])
def test_refused_moves_name_the_rule_they_break(lesson_id, step_id, action, rule):
    check_refused(BY_ID[lesson_id], GAME, step_id, action, rule)


def test_a_step_that_asks_for_wheel_marks_waits_until_the_wheel_is_right():
    """The deduction lesson's first answer: the learner must rule out exactly 9, 1, 2, 3, 4."""
    from tutor.games.classified.lessons.common import marks
    from tutor.lessons import ILLEGAL, NOT_NOW, WRONG
    from ..lessons.lesson_checks import runner_at
    runner = runner_at(BY_ID["classified-deduction"], GAME, "no")
    before = runner.state.snapshot()
    assert runner.waiting and runner.legal_actions == []
    short = runner.try_move(marks(9, 1, 2))
    assert short.kind == WRONG and "3, 4" in short.message.en and "3・4" in short.message.ja
    extra = runner.try_move(marks(9, 1, 2, 3, 4, 7))
    assert extra.kind == WRONG and "7" in extra.message.en
    assert runner.try_move(Action("deploy", card="C8-G")).kind in (NOT_NOW, ILLEGAL)
    assert not runner.next() and runner.state.snapshot() == before
    assert runner.try_move(marks(1, 2, 3, 4, 9)).ok and runner.next()
    assert runner.state.snapshot() == before


def test_every_step_that_asks_to_mark_the_wheel_checks_the_marks():
    """A step whose text asks the learner to rule numbers out on the wheel waits for them."""
    for lesson in LESSONS:
        for step in lesson.steps:
            text = step.text
            asks = text is not None and (
                ("rule out" in text.en.lower() and "wheel" in text.en.lower())
                or "on your wheel" in text.en.lower() and "mark" in text.en.lower()
                or "消しましょう" in text.ja or "印を付けましょう" in text.ja)
            assert not asks or step.offboard, (lesson.id, step.id)


@each_lesson(LESSONS)
def test_no_step_carries_more_than_two_rule_panels(lesson):
    check_rule_panels(lesson)


def card_names(card: str) -> set[str]:
    """A card's names in both languages (a card id that is not a card has none)."""
    try:
        name = GAME.card(card)["name"]
    except (KeyError, ValueError, TypeError, UnknownCard):
        return set()
    return {name["en"], name["ja"]}


@each_lesson(LESSONS)
def test_narration_never_contradicts_the_move_the_learner_made(lesson):
    check_narration_follows_the_move(lesson, GAME, card_names)


def test_at_the_end_of_the_game_every_guard_is_shown_face_up():
    """The end-game lesson says all Guards are revealed: the learner's board shows them so."""
    from ..lessons.lesson_checks import runner_at
    runner = runner_at(BY_ID["classified-endgame"], GAME, "reveal")
    assert "all Guards" in runner.text().en
    guards = [g for p in runner.observation["players"] for g in p["guards"] if g]
    assert len(guards) == 4 and all(g["up"] and g["card"] for g in guards)


def test_a_lesson_that_starts_with_fewer_encrypted_cards_than_a_real_game_says_why():
    """Hand-set positions with no Encrypted Card Pile explain it on their first step."""
    from tutor.games.classified.decks import DIFFICULTY as ENCRYPTED_BY_DIFFICULTY
    for lesson in LESSONS:
        state = LessonRunner(lesson, GAME).state
        normal = ENCRYPTED_BY_DIFFICULTY[state.options["difficulty"]]
        if len(state.snapshot()["encrypted"]) < normal:
            first = lesson.steps[0].text
            assert "encrypted" in first.en.lower() and "暗号化" in first.ja, lesson.id


def test_a_card_the_learner_cannot_play_at_the_first_move_is_explained():
    """At each lesson's first move step, a card in hand that cannot be Deployed is named."""
    for lesson in LESSONS:
        runner = LessonRunner(lesson, GAME)
        while not runner.waiting:
            runner.next()
        legal = runner.legal_actions
        for card in runner.observation["players"][0]["hand"]:
            if any(a.kind == "encrypt" for a in legal) and not any(
                    a.kind == "deploy" and a.card == card for a in legal):
                name = GAME.card(card)["name"]["en"]
                number = card.split("-")[0][1:]
                text = runner.step.text.en
                assert name in text or f"Your {number}" in text or f"your {number}" in text, (
                    lesson.id, card)


def test_every_emerald_ruby_and_promo_card_is_played_or_pointed_at_on_the_board():
    """Each card of the other sets is Deployed (or its ability used) by the learner, or a
    step points at a copy the learner can see (the visibility is checked above)."""
    from tutor.games.classified.cards import PROMOS
    keys = {f"{s}{n}" for s in "ER" for n in range(1, 10)} | {
        key for keys in PROMOS.values() for key in keys}
    met = set()
    for lesson in LESSONS:
        runner = walkthrough(lesson, GAME)
        for line in runner.transcript:
            for event in line["events"]:
                if event.get("player") == 0 and event["kind"] in ("deploy", "react",
                                                                  "resilience", "guard"):
                    met.add(str(event.get("card", "")).split("-")[0])
        met |= {h.split("-")[0] for step in lesson.steps for h in step.highlight if _is_card(h)}
    assert keys - met == set()


def test_the_react_price_turn_is_played_as_the_learners_own_turn():
    """After the Vest, the learner plays their next turn: the draw is shown, there is no Action,
    and the PEEK is their one move (on the Draw Deck); the next step names the card seen."""
    from ..lessons.lesson_checks import runner_at
    lesson = BY_ID["classified-react"]
    runner = runner_at(lesson, GAME, "price")
    kinds = [e["kind"] for e in runner.events]
    assert "react_price" in kinds and "peek" not in kinds[kinds.index("react_price"):]
    drawn = [e for e in runner.events if e["kind"] == "draw" and e.get("player") == 0][-1]
    assert drawn["card"] in runner.observation["players"][0]["hand"]
    assert drawn["card"] in runner.step.highlight and "deck" in runner.step.highlight
    assert runner.waiting and runner.legal_actions == [Action("peek_price")]
    runner.try_move(Action("peek_price"))
    assert runner.next() and runner.step.id == "price-peek"
    peeked = [e for e in runner.events if e["kind"] == "peek"][-1]["cards"][0]
    assert GAME.card(peeked)["number"] == 2 and "a 2" in runner.text().en


def test_a_card_named_in_english_is_named_by_its_japanese_card_name_too():
    """Lesson texts use the catalogue's Japanese card names (e.g. 敵陣潜入 for Infiltrate Enemy
    Lines), never a second translation."""
    from tutor.games.classified.cards import PROMOS
    keys = [f"{s}{n}" for s in "CER" for n in range(1, 10)] + [
        key for keys in PROMOS.values() for key in keys]
    names = [GAME.card(f"{k}-S1" if k[1] in "369" else f"{k}-G")["name"] for k in keys]
    from ..lessons.lesson_checks import texts
    for lesson in LESSONS:
        for text in texts(lesson):
            for name in names:
                assert name["en"] not in text.en or name["ja"] in text.ja, (lesson.id, name)

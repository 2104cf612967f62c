"""What reaches the browser: no widget ever holds a card value its viewer may not know."""

import pytest

from tests.toy import ui
from tests.toy.game import CHALLENGE, CONCEDE, FIGHT, GAME, SWAP
from tutor.bots import RandomBot
from tutor.engine import State
from tutor.lessons import Lesson, LessonRunner, T, auto, explain, move
from widgets import LessonView, PlayView

from .tree import shows_number, synced_text

MINE, THEIRS, DECK = 731, 947, [268, 519, 386]      # the deck's top card is the last one
SCENARIO = {"deck": DECK, "hands": [MINE, THEIRS]}


def secret_lesson(reaction):
    """The learner swaps (drawing 386); the opponent swaps too (drawing 519), then reacts."""
    return Lesson("secret", "toy", T("s", "s"), scenario=SCENARIO, steps=[
        explain("deal", "toy.deal"),
        move("swap", SWAP, "toy.swap"),
        auto("their-swap", 1, SWAP, "toy.swap"),
        move("challenge", CHALLENGE, "toy.challenge"),
        auto("react", 1, reaction, "toy.react"),
        explain("end", "toy.fight")])


def click_through(view):
    """Every state the learner passes through, as the synced widget text at that moment."""
    seen = [synced_text(view.widget)]
    while not view.runner.finished:
        if view.runner.waiting:
            view.picker.row(view.runner.step.solution.kind).button.click()
            seen.append(synced_text(view.widget))
        view.language.lang = "ja" if view.lang == "en" else "en"
        seen.append(synced_text(view.widget))
        view.stepper.hint_button.click()
        view.stepper.next_button.click()
        seen.append(synced_text(view.widget))
    return seen


def test_opponents_and_deck_cards_never_reach_any_widget_in_a_lesson():
    view = LessonView(LessonRunner(secret_lesson(CONCEDE), GAME), ui.render_board,
                      ui.action_label, event_text=ui.EVENT_TEXT)
    texts = click_through(view)
    assert view.runner.finished and len(texts) > 6
    assert shows_number(texts[0], MINE) and shows_number(texts[-1], 386)   # the search works
    for text in texts:
        for secret in (THEIRS, 519, 268):
            assert not shows_number(text, secret), secret


def test_cards_appear_only_once_a_fight_reveals_them():
    view = LessonView(LessonRunner(secret_lesson(FIGHT), GAME), ui.render_board,
                      ui.action_label, event_text=ui.EVENT_TEXT)
    texts = click_through(view)
    revealed = [shows_number(text, 519) for text in texts]
    first = revealed.index(True)
    assert all(revealed[first:]) and view.runner.step.id == "end"
    assert not any(shows_number(text, THEIRS) or shows_number(text, 268) for text in texts)
    assert view.runner.state.log[-2].kind == "reveal"
    assert all(not shows_number(text, 519) for text in texts[:first])


def known_to(state, history):
    """Card values ``viewer`` has legitimately seen: own cards so far, and revealed hands."""
    known = set(history)
    for event in state.log:
        if event.kind == "reveal":
            known.update(event.public["hands"])
    return known


@pytest.mark.parametrize("seed", range(12))
def test_play_against_a_bot_never_shows_an_unseen_card(seed):
    view = PlayView(GAME.scenario(SCENARIO, seed=seed), ui.render_board, ui.action_label,
                    bots={1: RandomBot(seed)}, event_text=ui.EVENT_TEXT)
    owned = [MINE]
    all_cards = {MINE, THEIRS, *DECK}
    while True:
        text = synced_text(view.widget)
        owned.append(view.state.snapshot()["hands"][0])        # ground truth, test side only
        unseen = all_cards - known_to(view.state, owned)
        assert not [c for c in unseen if shows_number(text, c)]
        if view.state.is_over:
            break
        offered = [row for row in view.picker.rows if row.actions]
        offered[seed % len(offered)].button.click()
        assert view.error is None
    assert shows_number(text, owned[-1])


def test_hot_seat_cover_shows_neither_players_cards():
    view = PlayView(GAME.scenario(SCENARIO), ui.render_board, ui.action_label)
    view.picker.row("swap").button.click()                    # player 1 now holds 386
    text = synced_text(view.widget)
    assert view.covered and not any(shows_number(text, c) for c in (MINE, THEIRS, *DECK))


def test_widgets_never_read_the_full_snapshot(monkeypatch):
    def forbidden(self):
        raise AssertionError("a widget read State.snapshot()")
    monkeypatch.setattr(State, "snapshot", forbidden)
    view = LessonView(LessonRunner(secret_lesson(FIGHT), GAME), ui.render_board,
                      ui.action_label, event_text=ui.EVENT_TEXT)
    click_through(view)
    play = PlayView(GAME.scenario(SCENARIO), ui.render_board, ui.action_label,
                    bots={1: RandomBot(3)})
    while not play.state.is_over:
        play.picker.rows[0].button.click()
    assert view.error is None and play.error is None and view.runner.finished

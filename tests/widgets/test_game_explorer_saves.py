"""Both games' explorers get Save, Load, resume and the undo reason from ExplorerApp: a resumed
game is the same game with its settings shown, and no hidden card reaches the browser."""

from __future__ import annotations

import pytest

from tests.widgets.test_classified_app import assert_nothing_hidden
from tests.widgets.test_persona_app import Watch
from tutor.games.persona import GAME as PERSONA
from widgets.classified import ClassifiedExplorer
from widgets.persona import PersonaExplorer

KEY = "89abcdef0123456789abcdef01234567"


@pytest.fixture(autouse=True)
def saves_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("RULES_TUTOR_SAVES", str(tmp_path))
    return tmp_path


def play_some(app, moves: int, watch=None) -> None:
    """The viewer plays the first legal action ``moves`` times (the bots answer; a hand-over
    screen is lifted first); ``watch`` follows what the viewer held."""
    for _ in range(moves):
        if app.state.is_over:
            return
        if app.view.covered:
            app.view.handover_button.click()
        if watch is not None:
            watch.hidden(app.state)
        app.play(app.state.legal_actions(app.viewer)[0])


def test_classified_resumes_with_its_deck_difficulty_and_seats():
    first = ClassifiedExplorer(deck="emerald", difficulty="hard")
    first.browser_key.key = KEY
    play_some(first, 3)
    reloaded = ClassifiedExplorer()                    # the page's default settings
    reloaded.browser_key.key = KEY
    assert reloaded.state.snapshot() == first.state.snapshot()
    assert (reloaded.deck.value, reloaded.difficulty.value) == ("emerald", "hard")
    assert reloaded.seats.kinds == ["person", "random"] and 1 in reloaded.view.bots
    assert "Welcome back" in reloaded.saves.message.value
    assert_nothing_hidden(reloaded.widget, reloaded.state, reloaded.viewer)
    assert reloaded.saves.link.value == "" and reloaded.saves.save_button.disabled


def test_classified_hot_seat_save_loads_behind_the_hand_over_screen():
    hot = ClassifiedExplorer(opponent="hotseat")
    hot.view.new_game_button.click()
    play_some(hot, 1)
    if hot.view.covered:
        hot.view.handover_button.click()
    hot.saves.save_button.click()
    assert "rt-save-file" in hot.saves.link.value
    other = ClassifiedExplorer()
    other.load(hot.save_text())                        # against a bot: the bot takes seat 2
    assert other.state.snapshot() == hot.state.snapshot() and 1 in other.view.bots
    assert_nothing_hidden(other.widget, other.state, other.viewer)


def test_persona_resumes_with_its_player_count_and_bots():
    first = PersonaExplorer(players=4)
    first.browser_key.key = KEY
    watch = Watch(0)
    play_some(first, 2, watch)
    reloaded = PersonaExplorer(players=2)
    reloaded.browser_key.key = KEY
    assert reloaded.state.snapshot() == first.state.snapshot()
    assert reloaded.players.value == 4 and sorted(reloaded.view.bots) == [1, 2, 3]
    watch.check(reloaded.widget, reloaded.state)
    assert watch.checked
    assert "Undo is not available" in reloaded.view.undo_why.value


def test_persona_refuses_a_classified_save_and_keeps_its_game():
    classified = ClassifiedExplorer()
    app = PersonaExplorer()
    before = app.state
    app.saves.upload.set_state({"value": [{"name": "c.json", "type": "application/json",
                                           "size": 1, "last_modified": 0,
                                           "content": memoryview(classified.save_text().encode())}]})
    assert app.state is before and "not loaded" in app.saves.message.value
    assert PERSONA.name in app.saves.message.value

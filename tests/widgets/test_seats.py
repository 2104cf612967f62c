"""Explorer seats: a person or any bot at any difficulty in each seat, chosen in the settings;
bots play by themselves and people wait; on a running event loop the bots move one at a time,
think in a worker thread and leave each move on screen for the chosen pace."""

from __future__ import annotations

import asyncio
import sys
import threading
import types

import pytest

import widgets.bot_turns
import widgets.in_browser
from tutor.bots.ismcts import ISMCTSBot
from widgets.classified import ClassifiedExplorer
from widgets.persona import PersonaExplorer
from widgets.seats import KIND_NAMES, SeatPanel, kind_of, make_bot, seat_kinds
from .kernel_loop import as_on_pyodide, on_a_kernel_loop


def test_every_game_offers_a_person_and_all_its_bots():
    for app in (PersonaExplorer(), ClassifiedExplorer()):
        assert seat_kinds(app.game) == list(KIND_NAMES)
        assert [o[1] for o in app.seats.dropdowns[0].options] == list(KIND_NAMES)
        assert all(f"rt-seat-{p}" in d._dom_classes for p, d in enumerate(app.seats.dropdowns))
        assert "rt-bot-pace" in app.seats.pace._dom_classes


def test_each_choice_makes_its_bot():
    bot = make_bot("persona", "ismcts-hard")
    assert isinstance(bot, ISMCTSBot) and bot.difficulty == "hard" and kind_of(bot) == "ismcts-hard"
    assert [kind_of(make_bot("persona", k)) for k in KIND_NAMES] == list(KIND_NAMES)
    with pytest.raises(ValueError, match="valid are person, random"):
        SeatPanel(PersonaExplorer.game, 2, ["person", "alphazero"])


def test_bot_seats_play_by_themselves_and_the_person_waits():
    app = PersonaExplorer(players=3)
    app.seats.set_kinds(["person", "rules", "ismcts-easy"])
    app.view.new_game_button.click()
    view = app.view
    assert [kind_of(view.bots.get(p)) for p in range(3)] == ["person", "rules", "ismcts-easy"]
    assert view.humans == [0] and view.viewer == 0 and not view.covered
    assert {e.player for e in view.state.history} == {1, 2}      # both bots chose already
    assert view.state.to_act == [0]                               # the person's choice waits
    app.play(view.state.legal_actions(0)[0])
    assert view.state.to_act == [0] and view.error is None       # the bots answered again
    assert sum(e.player == 0 for e in view.state.history) == 1


def test_only_bots_play_a_whole_game_by_themselves():
    app = ClassifiedExplorer()
    app.seats.set_kinds(["rules", "random"])
    app.view.new_game_button.click()
    assert app.state.is_over and app.view.humans == [] and app.view.error is None
    assert "Game over." in app.view.status.value


def test_two_people_take_turns_behind_the_hand_over_screen():
    app = ClassifiedExplorer()
    app.seats.set_kinds(["person", "person"])
    app.view.new_game_button.click()
    view = app.view
    assert view.bots == {} and view.humans == [0, 1]
    if view.covered:                                             # player 2 starts
        view.handover_button.click()
    player = view.viewer
    app.play(view.state.legal_actions(player)[0])
    while view.viewer == player and not view.state.is_over:      # some decisions follow on
        app.play(view.state.legal_actions(player)[0])
    assert view.covered and view.board.value == ""
    assert app.coach.ask_button.layout.display == "none"           # no coach for a covered seat


def test_the_player_count_shows_as_many_seats_and_choices_start_with_new_game():
    app = PersonaExplorer(players=2)
    shown = lambda: [d.layout.display != "none" for d in app.seats.dropdowns]   # noqa: E731 - read again after each change
    assert shown() == [True, True, False, False]
    app.players.value = 4
    assert shown() == [True] * 4 and app.state.players == 2
    app.seats.dropdowns[3].value = "rules"
    assert 3 not in app.view.bots                                  # nothing changes mid-game
    app.view.new_game_button.click()
    assert app.state.players == 4 and kind_of(app.view.bots[3]) == "rules"


def test_seats_and_pace_speak_japanese():
    app = PersonaExplorer()
    app.view.language.lang = "ja"
    assert app.seats.dropdowns[1].description == "プレイヤー2"
    assert ("探索ボット（ふつう）", "ismcts-normal") in app.seats.dropdowns[1].options
    assert app.seats.pace.description == "ボットの速さ"
    assert "次の「新しいゲーム」" in app.seats.hint.value


def test_a_loaded_game_keeps_the_kind_of_its_bots():
    app = ClassifiedExplorer()
    app.seats.set_kinds(["person", "rules"])
    app.view.new_game_button.click()
    saved = app.state.to_json()
    other = ClassifiedExplorer()
    other.seats.dropdowns[1].value = "ismcts-easy"
    other.load(saved)
    assert kind_of(other.view.bots[1]) == "ismcts-easy"
    assert other.seats.kinds == ["person", "ismcts-easy"]


# ---- on a running event loop (as in Jupyter and Voila) ---------------------------------------
class Watched:
    """A bot that records the thread it thinks in, then decides as ``inner`` does."""

    def __init__(self, inner):
        self.inner, self.name, self.threads = inner, inner.name, []

    def decide(self, observation, legal, rng):
        self.threads.append(threading.current_thread())
        return self.inner.decide(observation, legal, rng)


def test_on_the_event_loop_bots_think_in_a_thread_and_move_one_at_a_time(monkeypatch):
    async def scenario():
        app = ClassifiedExplorer(seed=4)
        app.view.turns.pace = 0.01
        app.seats.set_kinds(["rules", "random"])
        moves_seen, thinking = [], []
        app.view.status.observe(lambda change: (
            moves_seen.append(len(app.state.history)),
            thinking.append("rt-thinking" in change["new"])), "value")
        app.view.new_game_button.click()
        assert not app.state.history                       # the click returns at once
        watched = {p: Watched(bot) for p, bot in app.view.bots.items()}
        app.view.bots.update(watched)
        await app.view.turns.settled()
        return app, moves_seen, thinking, watched

    app, moves_seen, thinking, watched = on_a_kernel_loop(scenario, monkeypatch)
    assert app.state.is_over and app.view.error is None
    assert any(thinking) and "rt-thinking" not in app.view.status.value
    assert sorted(set(moves_seen)) == list(range(len(app.state.history) + 1))  # each move drawn
    threads = [t for bot in watched.values() for t in bot.threads]
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_a_person_can_act_while_the_bots_are_paced(monkeypatch):
    async def scenario():
        app = PersonaExplorer(players=3)
        app.view.turns.pace = 0.01
        app.seats.set_kinds(["person", "random", "random"])
        app.view.new_game_button.click()
        await app.view.turns.settled()
        view = app.view
        assert view.state.to_act == [0]                    # the bots chose; the person waits
        app.play(view.state.legal_actions(0)[0])
        await view.turns.settled()
        return app

    app = on_a_kernel_loop(scenario, monkeypatch)
    assert app.state.to_act == [0] and app.view.error is None
    assert sum(e.player == 0 for e in app.state.history) == 1


def test_on_pyodide_the_loop_is_the_kernel_s_when_its_kernel_runs(monkeypatch):
    """Pyodide's loop (the browser's) drives the paced bots in its kernel, and only there."""
    monkeypatch.setattr(widgets.in_browser, "ON_PYODIDE", True)
    monkeypatch.delitem(sys.modules, "pyodide_kernel", raising=False)
    assert not widgets.bot_turns._in_kernel()
    monkeypatch.setitem(sys.modules, "pyodide_kernel", types.ModuleType("pyodide_kernel"))
    assert widgets.bot_turns._in_kernel()


def test_on_pyodide_bots_move_one_at_a_time_on_the_loop_and_clicks_are_answered_meanwhile(
        monkeypatch, tmp_path):
    """The static site's kernel (Pyodide) has no threads: each decision is worked out on the
    loop itself, one move at a time at the pace, and a click between two moves is answered
    while the bots play on."""
    as_on_pyodide(monkeypatch, tmp_path)

    async def scenario():
        app = ClassifiedExplorer(seed=4)
        app.view.turns.pace = 0.01
        app.seats.set_kinds(["rules", "random"])
        moves_seen = []
        app.view.status.observe(lambda change: moves_seen.append(len(app.state.history)),
                                "value")
        app.view.new_game_button.click()
        assert not app.state.history                       # the click returns at once
        watched = {p: Watched(bot) for p, bot in app.view.bots.items()}
        app.view.bots.update(watched)
        while len(app.state.history) < 2:
            await asyncio.sleep(0.005)
        app.view.language.lang = "ja"                      # a click while the bots play
        answered = (app.view.turns.busy, app.view.new_game_button.description)
        await app.view.turns.settled()
        return app, moves_seen, watched, answered, threading.current_thread()

    app, moves_seen, watched, answered, loop_thread = on_a_kernel_loop(scenario, monkeypatch)
    assert app.state.is_over and app.view.error is None
    assert answered == (True, "新しいゲーム")
    assert sorted(set(moves_seen)) == list(range(len(app.state.history) + 1))  # each move drawn
    threads = {t for bot in watched.values() for t in bot.threads}
    assert threads == {loop_thread}                        # no thread: all on the loop

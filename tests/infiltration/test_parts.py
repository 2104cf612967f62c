"""What the game declares for bots, the coach and the tutorial, and rule facts kept in one place:
the order a revealed room resolves in, the checks behind the legal selections."""

import pytest

from tutor.bots import base
from tutor.engine import Action, IllegalAction
from tutor.games.infiltration import GAME
from tutor.games.infiltration.lessons import LESSONS
from tutor.games.infiltration.texts import TEXTS

from .helpers import make, ops


def test_the_game_declares_its_bot_evaluation_search_coach_lessons_and_texts():
    assert issubclass(GAME.rules_bot, base.RulesBot) and GAME.rules_bot.name == "rules"
    state = GAME.new_game(seed=4, players=3)
    bot = GAME.rules_bot(GAME, seed=1)
    assert bot.decide(state.observe(0), state.legal_actions(0)) in state.legal_actions(0)
    chances = GAME.evaluation(state)
    assert len(chances) == 3 and 0 <= sum(chances) <= 1 + 1e-9
    assert set(GAME.search) == {"iterations", "settings"}
    assert GAME.search["iterations"]["easy"] < GAME.search["iterations"]["hard"]
    assert set(GAME.coach_terms.measures(state.observe(0))) >= {"files", "alarm"}
    assert GAME.lessons == tuple(LESSONS) and GAME.texts is TEXTS


def entry_events(entry: str, options=None) -> list[tuple[str, str]]:
    """(kind, rule) of the events after the entry room turns up, in a new game whose entry
    room is ``entry``."""
    for seed in range(400):
        state = GAME.new_game(seed=seed, players=3, options=options)
        if state.board.layout["1.1"] == entry:
            kinds = [e.kind for e in state.log]
            after = state.log[kinds.index("room_revealed") + 1:]
            return [(e.kind, e.rule) for e in after]
    pytest.fail(f"no seed put {entry} at the entrance")


def test_the_entry_room_resolves_in_the_order_of_every_revealed_room():
    # Server Closet: a reveal effect (alarm +1); Reception: an enter effect (alarm +1)
    assert entry_events("server-closet") == [
        ("alarm", "infiltration.room.reveal_effect"), ("tokens_placed", "infiltration.room.reveal"),
        ("files_added", "infiltration.room.files")]
    assert entry_events("reception") == [("alarm", "infiltration.ruling.entry_effects")] * 3 + [
        ("tokens_placed", "infiltration.room.reveal"), ("files_added", "infiltration.room.files")]
    assert entry_events("reception", {"entry_enter": "once"})[0] == \
        ("alarm", "infiltration.ruling.entry_effects")
    assert [k for k, _ in entry_events("reception", {"entry_enter": "once"})] == \
        ["alarm", "tokens_placed", "files_added"]


def test_each_card_left_out_of_a_selection_is_refused_by_the_rule_that_left_it_out():
    state = make(3, operatives=ops(3, o0={"delayed": True, "items": ["lockpick-set"]}))
    offered = {a.card for a in state.legal_actions(0)}
    assert offered == {"interface", "download", "lockpick-set"}
    for card, rule in (("advance", "infiltration.select.delayed"),
                       ("retreat", "infiltration.select.delayed"),
                       ("code-breaker", "infiltration.select.choose")):
        with pytest.raises(IllegalAction) as err:
            state.apply(0, Action("select", operative=0, card=card))
        assert err.value.rule == rule
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("select", operative=1, card="download"))
    assert err.value.rule == "infiltration.select.choose"

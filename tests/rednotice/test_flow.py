"""The flow: the board's agenda, resolved by the engine's agenda with one table of steps."""

from tests.rednotice.helpers import FORGER, act, play, table
from tutor.games.rednotice.effects import capture, halves, movement, upgrades
from tutor.games.rednotice.flow import STEPS

ROUND_KINDS = {"keep_checks", "start_city", "round", "place", "reveal", "reinforce", "settle",
               "end_round"}


def test_every_task_kind_has_one_step_in_one_table():
    parts = [halves.STEPS, movement.STEPS, capture.STEPS, upgrades.STEPS]
    kinds = [kind for part in parts for kind in part]
    assert len(kinds) == len(set(kinds)), "a kind named by two effects modules"
    assert not ROUND_KINDS & set(kinds), "a round's kind named again by an effects module"
    assert set(STEPS) == ROUND_KINDS | set(kinds)
    for part in parts:
        for kind, step in part.items():
            assert STEPS[kind] is step


def test_a_won_game_runs_nothing_left_on_its_agenda():
    state = table(captures=3, winner="agent", win_reason="rednotice.goal.agent",
                  agenda=[{"do": "round"}])
    assert state.is_over and state.decision is None
    assert state.board.round == 1 and state.board.row == []
    assert state.board.agenda == [{"do": "round"}]


def test_a_win_stops_the_agenda_with_the_rest_still_on_it():
    cashed = [{"check": c, "city": "lima"} for c in
              ["SA-200-1", "SA-200-2", "NA-200-1", "NA-200-2"]]
    rest = [act(FORGER, "C1"), {"do": "end_round"}]
    state = table(hand=["EU-200-1"], cashed=cashed, agenda=[act(FORGER, "B"), *rest])
    play(state, FORGER, "cash", check="EU-200-1")
    assert state.is_over and state.board.winner == FORGER
    assert state.board.agenda == rest and state.board.hand == []

"""Scenarios (validation naming the key), determinize, and the drawn board."""

import random
from html import escape

import pytest

from tutor.engine import ScenarioError
from tutor.games.rednotice import GAME
from tutor.games.rednotice import texts as words
from tutor.games.rednotice.board import AGENT, FORGER

from .helpers import table


@pytest.mark.parametrize("spec, key", [
    ({"forger_city": "atlantis"}, "forger_city"),
    ({"agent_city": 7}, "agent_city"),
    ({"radars": {"EU": "grey"}}, "radars"),
    ({"barriers": {"paris~tokyo": "white"}}, "barriers"),
    ({"row": ["A01", "A99"]}, "row"),
    ({"hand": ["NA-100-1", "NA-100-1"]}, "check_deck"),
    ({"identities": [{"id": "pilot", "flipped": False}]}, "identities"),
    ({"agenda": [{"do": "dance"}]}, "agenda"),
    ({"agenda": [{"do": "act", "role": "agent"}]}, "agenda"),
    ({"agenda": [{"do": "forger_move", "steps": 9, "mode": "normal"}]}, "agenda"),
    ({"security": 9}, "security"),
    ({"forger_city": "paris", "possible": ["rome"]}, "possible"),
    ({"players": 3}, "players"),
    ({"knowledge": {"5": []}}, "knowledge"),
])
def test_bad_specs_raise_scenario_errors_naming_the_key(spec, key):
    with pytest.raises(ScenarioError, match=key):
        GAME.scenario(spec)


def test_the_barrier_cap_of_a_position_counts_what_the_option_counts():
    """With black barriers not counted, a fifth (black) barrier is a position play can reach:
    the position is rebuilt from its spec, as copy() and the explorers need (a soak found it)."""
    five = {"london~paris": "white", "paris~rome": "white", "madrid~paris": "white",
            "madrid~rome": "white", "beijing~tokyo": "black"}
    spec = {"barriers": five}
    state = GAME.scenario(spec, options={"black_barriers_count": False})
    assert state.board.barriers == five
    again = GAME.scenario(state.to_scenario(), options={"black_barriers_count": False})
    assert again.board.barriers == five
    with pytest.raises(ScenarioError, match="at most 4 barriers"):
        GAME.scenario(spec)
    with pytest.raises(ScenarioError, match="at most 4 white barriers"):
        GAME.scenario({"barriers": {**five, "beijing~tokyo": "white"}},
                      options={"black_barriers_count": False})


def test_a_partial_spec_fills_the_rest_from_a_fresh_deal():
    state = GAME.scenario({"forger_city": "lima", "row": ["A01", "A02", "A03", "A04"]})
    b = state.board
    assert state.decision.rule == "rednotice.program.place"
    assert all(len(b.discs[r]["hand"]) == 3 for r in (FORGER, AGENT))
    assert "A01" not in b.action_deck and len(b.action_deck) == 16


def test_determinize_reproduces_each_seats_observation_exactly():
    for seed in range(8):
        rng = random.Random(seed)
        state = GAME.new_game(seed=seed, options={"identities": "random"})
        for _ in range(rng.randrange(5, 300)):
            if state.is_over:
                break
            player = state.to_act[0]
            state.apply(player, rng.choice(state.legal_actions(player)))
        for viewer in (0, 1):
            view = state.observe(viewer)
            sampled = GAME.determinize(view, random.Random(seed))
            assert sampled.observe(viewer) == view
            for event in sampled.events_for(viewer):
                assert words.narrate(event, "ja", viewer)


def test_determinize_samples_the_hidden_parts():
    state = table(forger_city="paris", possible=["paris", "rome", "madrid"],
                  hand=["NA-100-1", "AF-200-1"], agenda=[{"do": "round"}], round=0)
    agent = state.board.seat(AGENT)
    view = state.observe(agent)
    samples = [GAME.determinize(view, random.Random(i)).board for i in range(12)]
    assert {b.forger_city for b in samples} == {"paris", "rome", "madrid"}
    assert len({tuple(b.hand) for b in samples}) > 1 and all(len(b.hand) == 2 for b in samples)


def test_the_drawn_board_shows_the_forger_only_to_herself():
    state = table(forger_city="cairo", possible=["cairo", "rome"], agenda=[{"do": "round"}],
                  round=0)
    agent_html = GAME.draw(state.observe(state.board.seat(AGENT)), "en")
    forger_html = GAME.draw(state.observe(state.board.seat(FORGER)), "ja")
    assert 'class="rn-forger"' in forger_html and 'class="rn-forger"' not in agent_html
    assert agent_html.count('class="rn-possible"') == 2
    assert escape("The tutor's own world map") in agent_html and "チューター独自の世界地図" in forger_html
    assert "<svg" in agent_html and "ipywidgets" not in agent_html

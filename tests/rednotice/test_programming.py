"""Programming: 4 cards, 3 discs each, alternate placements from the initiative holder, one
disc per half, never both halves of a card, hidden values, and the stack rebuilt every 3 rounds."""

import pytest

from tutor.engine import Action, IllegalAction
from tutor.games.rednotice import GAME

from .helpers import AGENT, FORGER, legal, play, role_to_act, table


def first_round(options=None):
    """A new game after the forger's set-up choices: the first placement is due."""
    state = GAME.new_game(seed=4, options=options)
    forger = state.board.seat(FORGER)
    state.apply(forger, state.legal_actions(forger)[0])
    state.apply(forger, Action("start", city="cairo"))
    return state


def test_four_cards_and_three_discs_each_then_alternate_from_the_initiative_holder():
    state = first_round()
    b = state.board
    assert len(b.row) == 4 and all(len(b.discs[r]["hand"]) == 3 for r in (FORGER, AGENT))
    order = []
    while state.decision.rule == "rednotice.program.place":
        role = role_to_act(state)
        order.append(role)
        state.apply(b.seat(role), legal(state, role)[0])
    assert order == [FORGER, AGENT] * 3


def test_the_agent_places_first_when_she_holds_the_initiative():
    assert role_to_act(first_round({"first_initiative": "agent"})) == AGENT


def test_a_placed_disc_is_face_down_to_the_opponent_and_known_to_its_owner():
    state = first_round()
    b = state.board
    value = b.discs[FORGER]["hand"][0]
    play(state, FORGER, "place", disc=value, card=b.row[1], half=0)
    mine = state.observe(b.seat(FORGER))["row"][1]["discs"][0]
    theirs = state.observe(b.seat(AGENT))["row"][1]["discs"][0]
    assert mine == {"role": FORGER, "disc": value} and theirs == {"role": FORGER, "disc": None}
    assert state.observe(b.seat(AGENT))["discs"][FORGER]["hand"] == 2


def test_one_disc_per_half_and_never_both_halves_of_one_card():
    state = first_round()
    b = state.board
    play(state, FORGER, "place", disc=b.discs[FORGER]["hand"][0], card=b.row[0], half=0)
    taken = Action("place", disc=b.discs[AGENT]["hand"][0], card=b.row[0], half=0)
    with pytest.raises(IllegalAction) as err:
        state.apply(b.seat(AGENT), taken)
    assert err.value.rule == "rednotice.program.one_per_half"
    play(state, AGENT, "place", disc=b.discs[AGENT]["hand"][0], card=b.row[1], half=1)
    both = Action("place", disc=b.discs[FORGER]["hand"][0], card=b.row[0], half=1)
    with pytest.raises(IllegalAction) as err:
        state.apply(b.seat(FORGER), both)
    assert err.value.rule == "rednotice.program.not_both"
    assert all(a.card != b.row[0] for a in legal(state, FORGER))


def test_each_players_three_discs_land_on_three_different_cards():
    state = first_round()
    b = state.board
    while state.decision.rule == "rednotice.program.place":
        role = role_to_act(state)
        state.apply(b.seat(role), legal(state, role)[-1])
    for role in (FORGER, AGENT):
        cards = [s for s, halves in enumerate(b.placed) for h in halves if h and h["role"] == role]
        assert len(cards) == 3 == len(set(cards))


def test_the_stack_is_rebuilt_from_the_used_discs_after_three_rounds():
    used = [1, 1, 2, 2, 3, 4, 4, 5, "POW"]
    state = table(round=3, discs={r: {"stack": [], "hand": [], "used": list(used)}
                                  for r in (FORGER, AGENT)}, agenda=[{"do": "round"}])
    for role in (FORGER, AGENT):
        zone = state.board.discs[role]
        assert len(zone["hand"]) == 3 and len(zone["stack"]) == 6 and zone["used"] == []
    assert any(e.kind == "restack" for e in state.log)


def test_the_end_of_round_discards_cards_and_discs_face_up_and_passes_the_initiative():
    state = table(row=["A01", "A02", "A03", "A04"],
                  placed=[[{"role": FORGER, "disc": 5}, None]] + [[None, None]] * 3,
                  revealed=[0, 1, 2, 3], initiative=FORGER, agenda=[{"do": "end_round"}])
    b = state.board
    assert b.initiative == AGENT and 5 in b.discs[FORGER]["used"]
    assert {"A01", "A02", "A03", "A04"} <= set(b.action_discard)
    assert state.observe(b.seat(AGENT))["discs"][FORGER]["used"] == b.discs[FORGER]["used"]


def test_an_empty_action_deck_takes_back_the_discards():
    every = [f"A{n:02d}" for n in range(1, 21)]
    state = table(round=5, action_deck=every[:2], action_discard=every[2:],
                  agenda=[{"do": "round"}])
    assert len(state.board.row) == 4 and len(state.board.action_deck) == 16

"""Resolving a card: no disc, one disc, higher, tie, POW, POW against POW, order, Reinforcements
and Special forces."""

import pytest

from .helpers import AGENT, FORGER, last, legal, play, role_to_act, table

ROW = ["A01", "A02", "A03", "A04"]        # M2/C1, M2/S1, M2/B, M2/W


def disc(role, value, **extra):
    return {"role": role, "disc": value, **extra}


def resolving(placed, slot=0, initiative=FORGER, **spec):
    """The position just before card ``slot`` is revealed (the rest of the row is empty)."""
    rows = [[None, None] for _ in ROW]
    rows[slot] = placed
    return table(row=ROW, placed=rows, initiative=initiative,
                 agenda=[{"do": "reveal", "slot": slot}], **spec)


def steps(state):
    event = last(state, "outcome")
    return event.rule, [(s["role"], s["action"]) for s in event.public["steps"]]


def test_a_card_without_discs_is_skipped():
    state = resolving([None, None])
    assert steps(state) == ("rednotice.resolve.none", [])
    assert state.is_over


def test_a_lone_disc_does_both_halves_its_own_half_first():
    state = resolving([None, disc(FORGER, 1)])
    assert steps(state) == ("rednotice.resolve.one", [(FORGER, "C1"), (FORGER, "M2")])


@pytest.mark.parametrize("forger, agent, winner", [(5, 2, FORGER), (1, 4, AGENT)])
def test_the_higher_disc_does_both_halves_then_the_lower_its_own(forger, agent, winner):
    state = resolving([disc(FORGER, forger), disc(AGENT, agent)])
    own = {FORGER: "M2", AGENT: "C1"}
    loser = AGENT if winner == FORGER else FORGER
    assert steps(state) == ("rednotice.resolve.higher", [
        (winner, own[winner]), (winner, own[loser]), (loser, own[loser])])


@pytest.mark.parametrize("initiative", [FORGER, AGENT])
def test_a_tie_gives_each_their_own_half_initiative_first(initiative):
    state = resolving([disc(FORGER, 4), disc(AGENT, 4)], initiative=initiative)
    own = {FORGER: "M2", AGENT: "C1"}
    second = AGENT if initiative == FORGER else FORGER
    assert steps(state) == ("rednotice.resolve.tie",
                            [(initiative, own[initiative]), (second, own[second])])


def test_pow_cancels_the_other_disc_and_acts_alone():
    state = resolving([disc(FORGER, 5), disc(AGENT, "POW")])
    assert steps(state) == ("rednotice.resolve.pow", [(AGENT, "C1"), (AGENT, "M2")])


def test_pow_against_pow_is_a_tie():
    state = resolving([disc(FORGER, "POW"), disc(AGENT, "POW")], initiative=AGENT)
    assert steps(state) == ("rednotice.resolve.pow_pow", [(AGENT, "C1"), (FORGER, "M2")])


def test_revealing_shows_both_discs_to_everybody():
    state = resolving([disc(FORGER, 5), disc(AGENT, 2)])
    for seat in (0, 1):
        row = state.observe(seat)["row"][0]
        assert [d["disc"] for d in row["discs"]] == [5, 2] and row["revealed"]


@pytest.mark.parametrize("initiative, order", [(FORGER, [0, 1, 2, 3]), (AGENT, [3, 2, 1, 0])])
def test_cards_resolve_from_the_initiative_holders_end(initiative, order):
    state = table(row=ROW, initiative=initiative, agenda=[{"do": "round"}], round=0)
    reveals = [t["slot"] for t in state.board.agenda if t["do"] == "reveal"]
    assert reveals == order


def test_special_forces_makes_her_3_a_6():
    state = resolving([disc(FORGER, 5), disc(AGENT, 3)], upgrades=["special_forces"],
                      upgrade_display=[], upgrades_gone=[])
    assert steps(state)[1][0] == (AGENT, "C1")


def test_reinforcements_adds_3_once_per_round_when_both_discs_are_numbers():
    state = resolving([disc(FORGER, 5), disc(AGENT, 3)], upgrades=["reinforcements"])
    assert role_to_act(state) == AGENT and state.decision.rule == "rednotice.upgrade.reinforcements"
    play(state, AGENT, "reinforce", card="A01")
    assert steps(state)[0] == "rednotice.resolve.higher"
    assert steps(state)[1][0] == (AGENT, "C1")
    assert state.board.reinforced


def test_reinforcements_is_not_offered_again_in_the_same_round_or_against_pow():
    used = resolving([disc(FORGER, 5), disc(AGENT, 3)], upgrades=["reinforcements"],
                     reinforced=True)
    assert steps(used)[1][0] == (FORGER, "M2")
    against_pow = resolving([disc(FORGER, "POW"), disc(AGENT, 3)], upgrades=["reinforcements"])
    assert steps(against_pow)[0] == "rednotice.resolve.pow"


def test_reinforcements_can_be_offered_on_every_reveal_by_option():
    state = resolving([None, disc(AGENT, 1)], upgrades=["reinforcements"],
                      options={"reinforce_when": "any_reveal"})
    assert state.decision.rule == "rednotice.upgrade.reinforcements"
    play(state, AGENT, "reinforce", card="A01")
    assert steps(state) == ("rednotice.resolve.one", [(AGENT, "C1"), (AGENT, "M2")])


def test_declining_reinforcements_keeps_it_for_later():
    state = resolving([disc(FORGER, 5), disc(AGENT, 3)], upgrades=["reinforcements"])
    play(state, AGENT, "no_reinforce")
    assert steps(state)[1][0] == (FORGER, "M2") and not state.board.reinforced
    assert legal(state, FORGER)

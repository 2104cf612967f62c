"""The archive phase: reveal, totals, 1st and 2nd, ties, carry-over, the key, steals."""

import random

import pytest

from tutor.engine import Action, IllegalAction

from .helpers import events_of, random_move, scenario


def archive(play_areas, players=3, **spec):
    """A position at the start of an archive phase (week 1 unless ``week`` is given)."""
    return scenario(players=players, phase="archive", play_areas=play_areas, **spec)


def steal(card, victim):
    """Steal ``card`` from ``victim``'s play area."""
    return Action("steal", card=card, victim=victim)


def company_events(state, kind, company="biolife"):
    return [e for e in events_of(state, kind) if e.get("company") == company]


def test_sole_leader_takes_the_corporation_card_and_second_the_key_then_both_steal():
    state = archive([["BIO-P1", "BIO-W1"], ["BIO-D1"], ["BIO-A1"]])
    # 1st (player 0, 8) steals first: two different cards in two play areas, so a real choice
    assert state.to_act == [0] and state.decision.rule == "persona.archive.steal"
    assert set(state.legal_actions(0)) == {steal("BIO-D1", 1), steal("BIO-A1", 2)}
    b = state.board
    assert b.archives[0] == ["BIO-C4"] and b.keys["biolife"] == 1
    state.apply(0, steal("BIO-D1", 1))
    # then 2nd (player 1, 5) steals, from anybody else, 1st included
    assert state.to_act == [1]
    assert set(state.legal_actions(1)) == {steal("BIO-P1", 0), steal("BIO-W1", 0),
                                           steal("BIO-A1", 2)}
    state.apply(1, steal("BIO-P1", 0))
    assert b.archives[0] == ["BIO-C4", "BIO-D1"] and b.archives[1] == ["BIO-P1"]
    assert b.play[0] == ["BIO-W1"] and b.play[1] == [] and b.play[2] == ["BIO-A1"]
    assert b.stacks["biolife"] == ["BIO-C2", "BIO-C0"]


def test_a_steal_with_a_single_candidate_is_automatic():
    state = archive([["BIO-P1"], ["BIO-A1"], []])
    b = state.board
    assert b.week == 2  # no decision was needed: the archive phase finished
    assert b.archives[0] == ["BIO-C4", "BIO-A1"] and b.archives[1] == ["BIO-P1"]
    steals = company_events(state, "steal")
    assert [(e["player"], e["victim"], e["card"]) for e in steals] == \
        [(0, 1, "BIO-A1"), (1, 0, "BIO-P1")]


def test_two_alike_cards_still_make_a_choice():
    state = archive([["BIO-P1", "BIO-W1"], ["BIO-A1", "BIO-A2"], []])
    assert state.to_act == [0]
    assert state.legal_actions(0) == [steal("BIO-A1", 1), steal("BIO-A2", 1)]


def test_nobody_with_cards_of_a_company_means_nothing_happens():
    state = archive([["BIO-P1"], [], []])
    assert company_events(state, "no_score", "cosmoco")
    assert state.board.stacks["cosmoco"] == ["COS-C4", "COS-C2", "COS-C0"]
    assert state.board.keys["cosmoco"] is None


def test_a_sole_scorer_takes_both_the_corporation_card_and_the_key():
    state = archive([["BIO-P1"], [], []])
    assert state.board.archives[0] == ["BIO-C4"] and state.board.keys["biolife"] == 0
    assert company_events(state, "sole_scorer")[0]["rule"] == "persona.archive.sole"
    assert company_events(state, "no_steal")  # nobody else has a Biolife card


def test_sole_scorer_key_option_leaves_the_key_where_it_is():
    state = archive([["BIO-P1"], [], []], options={"sole_scorer_key": "table"})
    assert state.board.archives[0] == ["BIO-C4"] and state.board.keys["biolife"] is None


def test_the_key_moves_from_its_holder_to_the_new_second():
    state = archive([["BIO-P1"], ["BIO-A1"], []], keys={"biolife": 2})
    assert state.board.keys["biolife"] == 1
    assert company_events(state, "key")[0]["previous"] == 2


def test_a_tie_for_second_is_decided_by_first():
    state = archive([["BIO-P1", "BIO-W1"], ["BIO-A1"], ["BIO-A2"]])
    assert state.to_act == [0] and state.decision.rule == "persona.archive.tie_second"
    assert state.decision.info["tied"] == [1, 2]
    assert state.legal_actions(0) == [Action("give_key", to=1), Action("give_key", to=2)]
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("give_key", to=0))
    assert err.value.rule == "persona.archive.tie_second"
    state.apply(0, Action("give_key", to=2))
    assert state.board.keys["biolife"] == 2 and state.board.archives[0] == ["BIO-C4"]
    assert state.decision.rule == "persona.archive.steal" and state.to_act == [0]
    state.apply(0, steal("BIO-A1", 1))
    assert state.to_act == [2]          # the chosen 2nd steals next
    assert steal("BIO-A2", 2) not in state.legal_actions(2)


def test_a_tie_for_first_is_broken_by_the_key_holder_among_the_tied_players():
    state = archive([["BIO-P1"], ["BIO-A1", "BIO-A2"], ["BIO-W1"]], keys={"biolife": 2})
    assert state.to_act == [2] and state.decision.rule == "persona.archive.tie_first"
    assert set(state.legal_actions(2)) == {Action("rank_tie", first=0, second=1),
                                           Action("rank_tie", first=1, second=0)}
    for bad, rule in ((Action("rank_tie", first=0, second=0), "persona.archive.tie_first_pair"),
                      (Action("rank_tie", first=2, second=0), "persona.archive.tie_first")):
        with pytest.raises(IllegalAction) as err:
            state.apply(2, bad)
        assert err.value.rule == rule
    state.apply(2, Action("rank_tie", first=1, second=0))
    b = state.board
    assert b.archives[1] == ["BIO-C4"] and b.keys["biolife"] == 0  # the holder gave up the key
    assert state.to_act == [1]          # the chosen 1st steals first
    assert set(state.legal_actions(1)) == {steal("BIO-P1", 0), steal("BIO-W1", 2)}


def test_a_tied_key_holder_ranks_the_tie_too():
    state = archive([["BIO-P1"], ["BIO-A1", "BIO-A2"], []], keys={"biolife": 0})
    assert state.to_act == [0] and state.decision.info["tied"] == [0, 1]
    state.apply(0, Action("rank_tie", first=0, second=1))
    assert state.board.archives[0][:1] == ["BIO-C4"] and state.board.keys["biolife"] == 1


def test_a_tie_for_first_with_the_key_on_the_table_carries_over_without_steals():
    state = archive([["BIO-P1"], ["BIO-A1", "BIO-A2"], ["BIO-W1"]])
    b = state.board
    assert b.week == 2                          # nobody was asked anything
    assert b.stacks["biolife"] == ["BIO-C4", "BIO-C2", "BIO-C0"]
    assert b.keys["biolife"] is None
    assert b.play[:3] == [["BIO-P1"], ["BIO-A1", "BIO-A2"], ["BIO-W1"]]
    assert not company_events(state, "steal")
    assert company_events(state, "carry_over")[0]["tied"] == [0, 1]
    assert company_events(state, "no_key_no_steal")[0]["rule"] == \
        "persona.archive.no_steal_on_carry"


def test_next_weeks_sole_leader_takes_the_carried_over_card_with_its_own():
    state = archive([["BIO-P1"], ["BIO-A1"], []], week=2)
    assert state.board.archives[0] == ["BIO-C4", "BIO-C2", "BIO-A1"]
    assert state.board.stacks["biolife"] == ["BIO-C0"]
    assert company_events(state, "corporation")[0]["carried"] is True


def test_a_carry_over_in_week_three_is_never_claimed():
    state = archive([["BIO-P1"], ["BIO-A1", "BIO-A2"], []], week=3,
                    stacks={"biolife": ["BIO-C2", "BIO-C0"]}, archives=[["BIO-C4"], [], []])
    assert state.is_over
    assert state.board.stacks["biolife"] == ["BIO-C2", "BIO-C0"]
    assert all("BIO-C2" not in area for area in state.board.archives)


def test_encrypted_cards_are_revealed_and_counted_before_comparing():
    state = archive([["BIO-A1"], ["BIO-D1", "BIO-W1"], []], encrypted=["BIO-P1", None, None])
    b = state.board
    assert company_events(state, "compare")[0]["totals"] == [9, 7, 0]
    assert "BIO-C4" in b.archives[0] and b.keys["biolife"] == 1
    assert events_of(state, "reveal_encrypted")[0]["cards"] == [{"player": 0, "card": "BIO-P1"}]
    assert b.used[0].count("encrypt") == 1 and b.encrypted == [None, None, None]


def test_archived_cards_do_not_count_and_cannot_be_stolen():
    state = archive([["BIO-W1"], ["BIO-A1"], []], archives=[["BIO-P1"], [], ["BIO-D1"]])
    assert company_events(state, "compare")[0]["totals"] == [2, 3, 0]
    assert "BIO-C4" in state.board.archives[1]
    assert state.board.archives[2] == ["BIO-D1"]


def test_stealing_from_your_own_play_area_or_an_archive_is_explained():
    state = archive([["BIO-P1", "BIO-W1"], ["BIO-D1"], ["BIO-A1"]],
                    archives=[[], [], ["BIO-A2"]])
    before = state.snapshot()
    for card, victim, rule in (("BIO-W1", 0, "persona.archive.steal"),     # your own
                               ("BIO-A2", 2, "persona.archive.archive_safe"),
                               ("COS-A1", 1, "persona.archive.steal"),     # another company
                               ("BIO-A1", 1, "persona.archive.steal")):    # not the victim's
        with pytest.raises(IllegalAction) as err:
            state.apply(0, steal(card, victim))
        assert err.value.rule == rule
    assert state.snapshot() == before


def test_steals_can_be_declined_only_with_the_steal_optional_option():
    state = archive([["BIO-P1"], ["BIO-A1"], []], options={"steal_optional": True})
    assert Action("skip_steal") in state.legal_actions(0)
    state.apply(0, Action("skip_steal"))
    assert state.board.play[1] == ["BIO-A1"]
    assert company_events(state, "skip_steal")[0]["rule"] == "persona.archive.steal_mandatory"


def test_the_standings_are_public_while_a_company_is_archived():
    state = archive([["BIO-P1", "BIO-W1"], ["BIO-A1"], ["BIO-A2"]])
    for viewer in (None, 0, 1, 2):
        assert state.observe(viewer)["archiving"] == {"company": "biolife", "totals": [8, 3, 3],
                                                      "first": None, "second": None,
                                                      "thieves": []}


def test_play_areas_are_cumulative_across_weeks():
    others = [c for c in scenario(players=3, phase="archive").board.deck
              if not c.startswith("BIO")]
    state = archive([["BIO-P1"], [], []], deck_top=others[:18])
    assert state.board.week == 2 and state.board.play[0] == ["BIO-P1"]
    rng = random.Random(4)
    while not company_events(state, "compare") or len(company_events(state, "compare")) < 2:
        random_move(state, rng)
    week2 = company_events(state, "compare")[1]
    assert week2["week"] == 2 and week2["totals"] == [6, 0, 0]
    assert state.board.archives[0][:2] == ["BIO-C4", "BIO-C2"]

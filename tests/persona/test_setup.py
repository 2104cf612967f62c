"""Setup: companies per player count, the information cards, action cards, stacks, the deal."""

from collections import Counter

import pytest

from tutor import games
from tutor.engine import OptionError
from tutor.games.persona import GAME
from tutor.games.persona.cards import COMPANIES, rank_of, value_of


def test_the_game_is_registered_as_persona():
    assert "persona" in games.names()
    assert games.load("persona") is GAME


@pytest.mark.parametrize("players, companies", [(2, 5), (3, 5), (4, 6)])
def test_two_or_three_players_remove_lumni_by_default(players, companies):
    board = GAME.new_game(seed=1, players=players).board
    assert len(board.companies) == companies
    assert ("lumni" in board.companies) == (players == 4)
    assert any(c.startswith("LUM") for c in board.deck + sum(board.hands, [])) == (players == 4)


def test_the_removed_company_is_an_option():
    board = GAME.new_game(seed=1, players=3, options={"removed_company": "sjt"}).board
    assert board.companies == ["biolife", "cosmoco", "jihui", "delacruz", "lumni"]
    assert set(board.stacks) == set(board.keys) == set(board.companies)
    with pytest.raises(OptionError, match="removed_company"):
        GAME.new_game(players=3, options={"removed_company": "acme"})


def test_removed_company_is_ignored_with_four_players():
    board = GAME.new_game(seed=1, players=4, options={"removed_company": "sjt"}).board
    assert board.companies == list(COMPANIES) and board.removed is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_counts_outside_two_to_four_are_refused(players):
    GAME.new_game(players=players)
    for bad in (1, 5):
        with pytest.raises(OptionError):
            GAME.new_game(players=bad)


def test_each_company_has_twelve_cards_with_fixed_ranks_and_values():
    board = GAME.new_game(seed=2, players=4).board
    cards = board.deck + sum(board.hands, [])
    assert len(cards) == len(set(cards)) == 72
    for company in ("BIO", "COS", "JIH", "DEL", "SJT", "LUM"):
        mine = [c for c in cards if c.startswith(company)]
        assert Counter(rank_of(c) for c in mine) == {"W": 3, "A": 4, "M": 2, "D": 2, "P": 1}
        assert {rank_of(c): value_of(c) for c in mine} == {"W": 2, "A": 3, "M": 4, "D": 5,
                                                           "P": 6}
        assert sum(value_of(c) for c in mine) == 42


@pytest.mark.parametrize("players, deck", [(2, 48), (3, 42), (4, 48)])
def test_the_deal_gives_six_cards_each(players, deck):
    board = GAME.new_game(seed=3, players=players).board
    assert [len(h) for h in board.hands] == [6] * players
    assert len(board.deck) == deck


def test_every_player_has_two_downloads_encrypt_and_both_sends():
    board = GAME.new_game(seed=3, players=3).board
    for actions in board.actions:
        assert Counter(actions) == {"download": 2, "encrypt": 1, "send_left": 1,
                                    "send_right": 1}


def test_corporation_stacks_are_four_two_zero_and_keys_start_on_the_table():
    board = GAME.new_game(seed=3, players=4).board
    assert board.stacks["biolife"] == ["BIO-C4", "BIO-C2", "BIO-C0"]
    assert all(keeper is None for keeper in board.keys.values())


def test_the_deal_depends_on_the_seed_only():
    assert GAME.new_game(seed=5, players=3).snapshot() == \
        GAME.new_game(seed=5, players=3).snapshot()
    assert GAME.new_game(seed=5, players=3).snapshot() != \
        GAME.new_game(seed=6, players=3).snapshot()

"""The enumerated action spaces: stable, complete over random games, refusing what is outside."""

import random

import pytest

from tutor import games
from tutor.adapters import actions as actions_module
from tutor.adapters.actions import ActionSpace, ActionSpaceError, space
from tutor.engine import Action

from .setups import IDS, SETUPS

# option sets that change which cards or rooms are in play
VARIANTS = [("classified", {"deck": "emerald"}), ("classified", {"deck": "ruby"}),
            ("persona", {"removed_company": "biolife"}),
            ("rednotice", {"identities": "random"}), ("rednotice", {"move_black_barriers": True})]


def play_random(name, players, options, seeds):
    """Every legal action offered over random games (several positions each)."""
    game = games.load(name)
    for seed in seeds:
        state, rng = game.new_game(seed=seed, players=players, options=options), random.Random(seed)
        while not state.is_over:
            seat = state.to_act[0]
            legal = state.legal_actions(seat)
            yield from legal
            state.apply(seat, rng.choice(legal))


@pytest.mark.parametrize("name,players", SETUPS, ids=IDS)
def test_every_legal_action_of_random_games_has_an_index(name, players):
    actions = space(name, players)
    for action in play_random(name, players, None, range(8)):
        assert actions.action(actions.index(action)) == action


@pytest.mark.parametrize("name,options", VARIANTS, ids=[f"{n}-{o}" for n, o in VARIANTS])
def test_option_variants_are_covered_too(name, options):
    game = games.load(name)
    actions = space(name, game.min_players, options)
    for action in play_random(name, game.min_players, options, range(6)):
        actions.index(action)


@pytest.mark.parametrize("name,players", SETUPS, ids=IDS)
def test_the_space_is_a_function_of_the_set_up_alone(name, players):
    first = space(name, players).actions
    actions_module._space.cache_clear()
    assert space(name, players).actions == first
    assert len(set(first)) == len(first)


def test_seats_shape_the_space():
    assert len(space("persona", 4)) > len(space("persona", 3)) > len(space("persona", 2))
    assert Action("give_key", to=3) in space("persona", 4).actions
    assert Action("give_key", to=3) not in space("persona", 3).actions


def test_outside_the_space_is_refused():
    actions = space("classified", 2)
    with pytest.raises(ActionSpaceError, match="outside"):
        actions.index(Action("fly", to="moon"))
    for bad in (-1, len(actions), True):
        with pytest.raises(ActionSpaceError):
            actions.action(bad)
    with pytest.raises(ActionSpaceError, match="twice"):
        ActionSpace([Action("pass"), Action("pass")])


def test_unenumerated_decks_are_refused_with_the_reason():
    with pytest.raises(ActionSpaceError, match="fixed decks"):
        space("classified", 2, {"deck": "random-full"})

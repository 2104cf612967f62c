"""The game registry: names() lists the games and load() gives each game's definition."""

import pytest

from tutor import games
from tutor.engine import Game


def test_names_lists_the_built_games():
    assert games.names() == ["classified", "infiltration", "persona", "rednotice"]


@pytest.mark.parametrize("name", games.names())
def test_load_gives_a_game_whose_catalogue_is_complete(name):
    game = games.load(name)
    assert isinstance(game, Game) and game.name == name
    assert game.title["en"] and game.title["ja"]
    assert all(rule.title["ja"] and rule.text["ja"] for rule in game.catalogue)
    for option in game.options:
        assert option.rule in game.catalogue, f"{name} option {option.name}"


def test_unknown_game_lists_the_valid_names():
    with pytest.raises(ValueError, match="valid games: classified, infiltration, persona, rednotice"):
        games.load("chess")

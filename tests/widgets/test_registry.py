"""widgets/registry.py: each game's apps from one list, and the table a game declares."""

import pytest

from tutor import games
from tutor.engine import Game
from widgets.explorer_app import ExplorerApp
from widgets.registry import APPS, explorer_app, resolve, table_spec, tutorial_app
from widgets.table import TableSpec
from widgets.tutorial_app import TutorialApp


def test_every_game_has_its_apps_listed_and_declares_a_table():
    assert sorted(APPS) == games.names()
    for name in games.names():
        assert issubclass(tutorial_app(name), TutorialApp)
        assert issubclass(explorer_app(name), ExplorerApp)
        assert tutorial_app(name).game is games.load(name) is explorer_app(name).game
        assert isinstance(table_spec(games.load(name)), TableSpec)


def test_a_game_without_a_table_has_none_and_a_wrong_declaration_is_named():
    class Bare(Game):
        name = "bare"

    assert table_spec(Bare()) is None

    class Misnamed(Game):
        name = "misnamed"
        table_spec = "widgets.registry:APPS"

    with pytest.raises(TypeError, match="misnamed's table_spec 'widgets.registry:APPS' is a dict"):
        table_spec(Misnamed())


def test_unknown_games_and_malformed_paths_are_refused():
    with pytest.raises(ValueError, match="games with apps: classified, persona"):
        tutorial_app("chess")
    with pytest.raises(ValueError, match="not of the form"):
        resolve("widgets.registry.APPS")

"""Every game package has the same shape: the same module for the same role, and a Game class
that declares its parts (so that nothing is found by file name).

``ROLES`` names the modules every game package has (each a module, or a package folder of the
same name where one file would be too long); a new game copies the smallest game's shape.
"""

from __future__ import annotations

import importlib
import importlib.util

import pytest

from tutor import games
from tutor.bots import base
from tutor.engine import Game
from tutor.engine.text import Texts

ROLES = ("game", "cards", "board", "setup", "flow", "actions", "effects", "scoring", "observe",
         "scenario", "illegal", "forms", "texts", "draw", "determinize", "evaluation",
         "rules_bot", "coach_terms", "lessons")
SEARCH_KEYS = {"iterations", "settings", "history"}


def each_game() -> list:
    """Every registered game."""
    return [pytest.param(name, id=name) for name in games.names()]


def package_of(game) -> str:
    """The package a game is defined in (its Game subclass lives in ``<package>.game``)."""
    return type(game).__module__.rpartition(".")[0]


def has_module(package: str, role: str) -> bool:
    """Whether ``package.role`` is a module or a regular package (a folder of data files with
    no ``__init__.py`` does not count)."""
    spec = importlib.util.find_spec(f"{package}.{role}")
    return spec is not None and spec.origin is not None


def module(game, role: str):
    return importlib.import_module(f"{package_of(game)}.{role}")


@pytest.mark.parametrize("name", each_game())
def test_the_package_has_a_module_for_each_role(name):
    game = games.load(name)
    package = package_of(game)
    assert type(game).__module__ == f"{package}.game"
    missing = [role for role in ROLES if not has_module(package, role)]
    assert not missing, f"{package} has no module for: {', '.join(missing)}"


@pytest.mark.parametrize("name", each_game())
def test_the_game_declares_each_part(name):
    game = games.load(name)
    wrong = [part for part, ok in part_checks(game).items() if not ok()]
    assert not wrong, f"{name}: parts missing or wrong: {', '.join(wrong)}"


def part_checks(game) -> dict:
    """Each declared part and what it must be (checks run lazily: a missing part fails its own
    check, not the ones after it)."""
    return {
        "rules_bot": lambda: isinstance(game.rules_bot, type)
        and issubclass(game.rules_bot, base.RulesBot)
        and game.rules_bot is module(game, "rules_bot").RulesBot,
        "evaluation": lambda: callable(game.evaluation)
        and game.evaluation is module(game, "evaluation").evaluate,      # staticmethod: unbound
        "search": lambda: isinstance(game.search, dict) and bool(game.search)
        and set(game.search) <= SEARCH_KEYS,
        "coach_terms": lambda: callable(getattr(game.coach_terms, "measures", None))
        and callable(getattr(game.coach_terms, "words", None)),
        "lessons": lambda: isinstance(game.lessons, tuple) and len(game.lessons) > 0
        and game.lessons == tuple(module(game, "lessons").LESSONS),
        "texts": lambda: isinstance(game.texts, Texts) and game.texts is module(game, "texts").TEXTS,
    }


def test_a_package_without_a_role_module_is_reported():
    """The check itself can fail: a role no package has is missing, a folder of data is not a
    module."""
    package = package_of(games.load("persona"))
    assert not has_module(package, "no_such_role")
    assert not has_module(package, "text")          # persona's TOML folder, no __init__.py
    assert has_module(package, "lessons") and has_module(package, "flow")


def test_a_game_declaring_no_parts_fails_every_part_check():
    class Bare(Game):
        name = "bare"

    assert [part for part, ok in part_checks(Bare()).items() if ok()] == []

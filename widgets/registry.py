"""Each game's screens: its apps, listed here, and the table the game declares.

The engine never imports ipywidgets, so a game names its table by where it is
(``Game.table_spec``, e.g. ``"widgets.classified.table:TABLE"``) and ``table_spec(game)`` finds
it. ``APPS`` is the one list of each game's lessons app and free-play app.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

from .table.spec import TableSpec

if TYPE_CHECKING:
    from tutor.engine import Game


@dataclass(frozen=True)
class GameApps:
    """Where a game's apps are, as "module:name": the lessons and free play."""

    tutorial: str
    explorer: str


APPS = {
    "classified": GameApps("widgets.classified.apps:ClassifiedTutorial",
                           "widgets.classified.apps:ClassifiedExplorer"),
    "persona": GameApps("widgets.persona.apps:PersonaTutorial",
                        "widgets.persona.apps:PersonaExplorer"),
    "rednotice": GameApps("widgets.rednotice.apps:RedNoticeTutorial",
                          "widgets.rednotice.apps:RedNoticeExplorer"),
    "infiltration": GameApps("widgets.infiltration.apps:InfiltrationTutorial",
                             "widgets.infiltration.apps:InfiltrationExplorer"),
}


def resolve(where: str):
    """The object at ``where``, written "package.module:name"."""
    module, colon, name = where.partition(":")
    if not colon or not module or not name:
        raise ValueError(f"{where!r} is not of the form 'package.module:name'")
    return getattr(import_module(module), name)


def apps(game: str) -> GameApps:
    """Where ``game``'s apps are; an unknown name lists the valid ones."""
    if game not in APPS:
        raise ValueError(f"no apps for the game {game!r}; games with apps: {', '.join(APPS)}")
    return APPS[game]


def tutorial_app(game: str) -> type:
    """The class of ``game``'s lessons app."""
    return resolve(apps(game).tutorial)


def explorer_app(game: str) -> type:
    """The class of ``game``'s free-play app."""
    return resolve(apps(game).explorer)


def table_spec(game: "Game") -> TableSpec | None:
    """The table ``game`` declares (None when it has none)."""
    if game.table_spec is None:
        return None
    spec = resolve(game.table_spec)
    if not isinstance(spec, TableSpec):
        raise TypeError(f"{game.name}'s table_spec {game.table_spec!r} is a "
                        f"{type(spec).__name__}, not a TableSpec")
    return spec

"""The clickable table every game's tutorial and explorer can play on (see README.md above).

A game writes ``scene_of(observation, lang) -> Scene`` and ``locate(action) -> Spot``; the
``Board`` widget draws the scene, offers the viewer's legal plays on it and hands back Actions.
"""

from .board import Board
from .moves import Move, MoveError, Spot, menu, place_moves
from .scene import KINDS, Line, MapLayout, Piece, Scene, SceneError, Zone
from .spec import TableSpec

__all__ = ["Board", "KINDS", "Line", "MapLayout", "Move", "MoveError", "Piece", "Scene",
           "SceneError", "Spot", "TableSpec", "Zone", "menu", "place_moves"]

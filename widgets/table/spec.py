"""TableSpec: the three pure functions a game gives to put its lessons and free play on the table.

``scene(observation, lang) -> Scene`` draws the viewer's table; ``locate(action, observation)
-> Spot`` says on which piece (and target) a legal action is made; ``verb(action, lang)`` names
it in the piece's menu. ``LessonView`` / ``PlayView`` (and so ``TutorialApp`` / ``ExplorerApp``)
take ``table=TableSpec(...)`` and then play by clicks on the board.

Two optional hooks: ``choices(observation, actions, lang) -> zones`` adds zones drawn from the
viewer's legal actions (a row of numbers to name, cards only the viewer was shown), shown
first, under the prompt; ``point(observation) -> ids`` adds ids to point at (a tutorial's exact
card), beside the step's own highlight names.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

from .board import Board
from .moves import Label, Spot
from .scene import Scene

if TYPE_CHECKING:
    from tutor.engine import Action


@dataclass(frozen=True)
class TableSpec:
    """A game's table: its scene, where each action is made, and each action's menu word."""

    scene: Callable[[dict, str], Scene]
    locate: Callable[["Action", dict], Spot]
    verb: Callable[["Action", str], str]
    choices: Callable[[dict, Sequence["Action"], str], tuple] | None = None
    point: Callable[[dict], Iterable[str]] | None = None

    def board(self, label: Label) -> Board:
        """A Board for this game (``label``: the whole action as a sentence)."""
        return Board(lambda action: Spot(None), self.verb, label)

    def show(self, board: Board, observation: dict, actions: Sequence["Action"], lang: str,
             pointer: Iterable[str] = ()) -> None:
        """Redraw ``board`` for ``observation`` with the viewer's legal ``actions``."""
        board.locate = partial(self.locate, observation=observation)
        scene = self.scene(observation, lang)
        if self.choices is not None:
            extra = tuple(self.choices(observation, actions, lang))
            if extra:
                scene = replace(scene, zones=extra + tuple(scene.zones))
        if self.point is not None:
            pointer = (*pointer, *self.point(observation))
        board.show(scene, actions, lang, pointer)
